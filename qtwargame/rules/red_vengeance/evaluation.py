"""Red Vengeance for the computer players: what a position is worth (15.0).

``qtwargame.ai.evaluation`` finds this module next to the ruleset. A position is scored
for ``side`` in victory-point units, zero-sum (what one side gains the other loses):

- **the victory points** as 15.1-15.3 would count them now (``victory_points``: the
  objective cities, Yugoslavia, Belgrade and Zagreb, the casualty point, Hitler);
- **the casualty race** (15.2) counted before it is decided: the Allies take the casualty
  point by having more casualty points, so each point of the difference counts
  ``W_CASUALTY`` (the doubled points of ``victory.casualty_points_doubled``, halved), and
  the point itself counts as expected at the end (``casualty_race``: the chance of
  ending ahead less that of ending behind, the lead moving ``CASUALTY_SPREAD`` a
  half-turn), not as it stands now; a forced combat's casualty points weigh what they
  change in that expectation besides (``race_slope``);
- **the cities**: the 15.1 objectives (Berlin, Vienna, Prague) worth ``OBJECTIVE_WORTH``
  each, Belgrade and Zagreb ``YUGOSLAV_CITY_WORTH`` each, every other major city
  ``MAJOR_CITY_WORTH``: the nearness terms of the generic evaluation (who is nearer each
  city, and the mean distance of a side's units to the cities it does not hold) pull the
  Allies west and keep the Axis between them and the cities;
- **material**: every ground unit still in play counts its strength per step (leaders and
  marines by their printed numbers), as a share of both armies (the generic term);
- **supply** (5.0-5.2): the share of a side's strength out of supply (halved in combat and
  movement, lost for good if eliminated so);
- **the front** (7.2): the share of the controlled hexes held, weighted ``W_FRONT`` (the
  generic territory term is replaced by it), the line the Allies push back;
- **over-stacked units** (6.3): at the end of a movement phase the opponent removes the
  moving side's units over the limit, as it likes, until every hex is within it; they are
  eliminated (casualties, 15.2). So a hex over the limit counts as already having lost
  its most valuable units that count for stacking (the opponent's best choice): their
  material and the casualty points they give. Without this term the Allied planner
  stacked whole armies in its first movement and lost 18 units at the end of the phase;
- **the forced combats** (8.1, 8.41, 8.5-8.6): before the Allied combat phase (from the
  Allied organization to the stacking check after the Allied movement) every Allied unit
  next to an Axis unit will have to attack every Axis hex next to it. The computer
  planners declare those combats themselves (``forced_declaration``, below): the units
  next to the same Axis hexes attack them together, one combat for each such set of
  hexes (``forced_groups``). Each counts its expected outcome now: the dice as the
  combat will roll them (``combat.dice``: 8.43-8.45, 9.1, 9.2, with the leaders' and
  Hitler's bonuses, ``odds.leader_extras``: 11.21, 11.25; without air, fleets and the
  Volkssturm), each number of hits weighed by its chance (``hit_chances``); the Allied
  attackers lose a step per hit but one from two hits on, which retreating a hex avoids
  (8.51, 8.62), the Axis defenders the first hit's step and retreat from the rest (8.61),
  unless the hits are more than all their steps (8.53: all removed); in casualty points
  (15.2: 1 per Allied step, 1/2 per German step) and material; a side removed whole
  rolls for the leaders with it (11.23: dead on a 1-2), each dead leader's bonuses the
  enemy's casualty points (15.2). Until session 74 the leaders counted for nothing here,
  so the planners had no reason to bring one to a combat. Watching seed 400 before
  the term, the whole front became one forced combat on turn 1 (33 Allied units, 135 dice
  against 99) and the Allies took 31 hits as step losses for one German step, so this
  makes the Allies break contact where they would lose the exchange and seek small
  combats they win. A combat against a city of 15.1 also counts the chance of taking it
  (``W_TAKE`` of the points it swings: two for Berlin, Vienna or Prague, one for Belgrade
  or Zagreb, half of their pair's; two more for Berlin while Hitler lives, 11.27): the
  attackers advance into a hex its defenders left (8.7), which they must once hit more
  than once (8.61) or all removed (8.53). Without it the Allies, who now weigh each
  attack, stood three hexes from Berlin from turn 4 to the end (seed 401). A combat on
  Berlin while Hitler lives also counts the chance he dies of it (``hitler_worth``,
  11.27: on a 6 after an attack without hits, on a 5-6 after one that hits), times the
  two points his death swings (15.3);
- **empty cities** (7.2, 15.0-15.1): a side holding Berlin, Vienna or Prague with none of
  its units in it loses it to the first enemy unit that walks in, so each such city counts
  as partly lost: ``W_EXPOSED`` of the two points it swings with an enemy unit next to it,
  less by a third a hex, nothing beyond ``EXPOSED_REACH`` hexes; on the last turn
  ``W_EXPOSED_LAST`` (the cities count at its end, 15.0); in the holder's phases with no
  move of its own left before the enemy's movement (``unguarded``: its exploitation phases
  and what follows them, from its movement on in light mud and mud, 13.0) the weight
  ``exposed_city_unguarded`` instead (the strongest level's Allies: the whole swing).
  Watching seed 402 the Allies led 4 to 2 in the last Axis turn with Vienna empty and a
  hex away from their nearest unit; the Axis walked in. A forced combat whose attackers
  are the whole Allied garrison of Berlin, Vienna, Prague, Belgrade or Zagreb counts, at
  the weight ``city_left`` (0 but for the strongest level), the chance it leaves the city
  empty (all the attackers retreat from two hits on, 8.62, or are removed, 8.53; one hit
  removes a garrison of one step) times the points losing the city swings
  (``garrisoned_swing``): the Axis walks into it in its coming move.

And ``scripted``, the steps the computer planners play without a search: in the Allied
combat phase, each forced combat declared whole as ``forced_groups`` makes it
(``forced_declaration``), so the play is what the evaluation counted before the phase.

The hand-set multipliers of these terms are declared by name in ``WEIGHTS`` (the
``W_...`` constants read their defaults from it), for the tuner (``qtwargame.ai.tuning``)
to search with the generic weights; ``evaluate`` and ``lookahead`` take ``weights=``. The
numbers the rules give (the points a city swings, Hitler's faces, the dice odds) and the
terms counted as expected victory points (the forced combats, the overstacked units, the
casualty race) are not weights, nor are the reaches and the race's measured spread.
"""

from __future__ import annotations

import functools
import math
import weakref
from collections.abc import Mapping
from types import MappingProxyType

from qtwargame.ai.evaluation import (
    distances_to,
    facts,
    generic,
    material,
    nearest,
    terminal,
    territory,
    unit_value,
)
from qtwargame.ai.weights import GENERIC
from qtwargame.ai.world import try_apply
from qtwargame.engine.actions import Action, Attack, Choose, Opt
from qtwargame.engine.memo import StaleCache as StaleCache  # what the hit audit raises
from qtwargame.engine.memo import kept
from qtwargame.rules.red_vengeance import leaders
from qtwargame.rules.red_vengeance.combat import Package, dice
from qtwargame.rules.red_vengeance.declare import enemy_next_to, owed
from qtwargame.rules.red_vengeance.endgame import tally_kept
from qtwargame.rules.red_vengeance.odds import (
    UnitFacts,
    combat_units,
    leader_extras,
    package_of,
    soviet_leader_next_to_berlin,
)
from qtwargame.rules.red_vengeance.schedule import CLEAR, exploitation_possible
from qtwargame.rules.red_vengeance.snapshot import snap_of
from qtwargame.rules.red_vengeance.stacking import stack_ok, violations
from qtwargame.rules.red_vengeance.supply import supply_map
from qtwargame.rules.red_vengeance.units import ALLIED, AXIS
from qtwargame.rules.red_vengeance.victory import Losses, casualty_points_doubled

#: The rules take long to play a position out (an attack's procedure, supply traced
#: across the whole front), so the computer players search with this share of their
#: level's candidates, samples, population and generations (``qtwargame.ai.players``).
SEARCH_SCALE = 0.4
#: The strongest level plays the Allies with more of its budget: their movement phase (55
#: to 62 units) is searched unit by unit, and at 0.4 that pass alone spent the phase's
#: whole budget (600 evaluations, 10 options a unit), so the plans never evolved past their
#: first generation; at 0.6 (900 evaluations, 14 options a unit) the planner's Allies
#: scored 48 of 80 games against ``greedy`` where they scored 38, at 32-35 s of CPU a game
#: against 22-29 and no decision cut by the time nets (session 24,
#: docs/history/ai-experiments.md). The Axis,
#: which wins with 0.4, and every other level keep it.
LEVEL_SCALE = {("oep_strong", ALLIED): 0.6}
#: The default level's Allied movement and exploitation movement phases (``qtwargame.ai``'s
#: ``LEVEL_SETTINGS``, before ``SEARCH_SCALE``): 400 evaluations, a plan made unit by unit
#: with 6 options a unit, and the units far behind the front pulled forward (``lookahead``),
#: as the strongest level plays them. With the greedy plan's 4 candidates a step and 160
#: evaluations, most of the 55-62 Allied units never moved: the default level's Allies won
#: 0 of 10 against ``greedy`` on the held-out seeds, and lost to ``random``'s Axis (1 of 6).
#: The strongest level's Allies value their attacks at their odds (``Settings.odds``, each
#: face counted in the phase's budget), in every phase: against ``greedy``'s Axis they scored
#: 4.5 of 10 on seeds 8000-8009 where they scored 3.5, and 4 of 7 on 8100-8106 where they
#: scored 3.5, no decision cut by a net (session 61). The Axis was not measured with it.
LEVEL_SETTINGS: dict[tuple[str, ...], dict[str, float]] = {
    **{("oep", ALLIED, ph): {"phase_evaluations": 1000, "seed_pass": 15, "lookahead": 1}
       for ph in ("allied_move", "allied_exploit")},
    ("oep_strong", ALLIED): {"odds": 1},
    ("oep_strong", ALLIED, "allied_exploit_combat"): {"final_worlds": 8}}
#: ... and value their exploitation combat's best plans again on 8 fresh worlds (5 after the
#: scale; ``Settings.final_worlds``) before playing one. On the two worlds a plan meets, an
#: optional attack (8.3) by the only garrison of a city was sometimes lucky: on seed 8000,
#: turn 7, the garrisons of Berlin and Vienna attacked, died, and the Axis walked into both,
#: where the evaluation's mean over 40 worlds put Vienna's attack 1.5 points below ending the
#: phase. With the check the Allies scored 14 of 20 against ``greedy``'s Axis on seeds
#: 8000-8009 and 8100-8109 where they scored 10.5, the casualty race won in 18 of 20 games
#: against 12, and no decision cut by a net (session 65).

#: A retreat longer than ``LONG_RETREAT`` hexes (8.61: one a hit beyond the first), and
#: the losses of a combat that may lead to one, are played out by the computer players'
#: search (``qtwargame.ai.world.settle``) for at most ``LONG_RETREAT_ANSWERS`` answers in
#: all (``settle_cap``).
LONG_RETREAT = 6
LONG_RETREAT_ANSWERS = 2

#: The weights this evaluation's own terms enter the value with, by name, with their
#: defaults (``qtwargame.ai.weights.declared`` adds them to the generic ones; the tuner
#: searches them). ``evaluate`` and ``lookahead`` take ``weights=``, a mapping of every
#: declared name (None: these defaults and the generic ones, exactly).
WEIGHTS: Mapping[str, float] = MappingProxyType({
    "casualty_lead": 0.15,  # per casualty point of lead, now and in a forced combat (15.2)
    "major_city": 0.25,  # worth of a major city that is no objective, in the nearness terms
    "front_line": 6.0,  # share of the controlled hexes held, in place of territory (7.2)
    "exposed_city": 0.5,  # share of an empty 15.1 city's swing, enemy next to it (7.2, 15.1)
    "exposed_city_last_turn": 1.0,  # the same on the last turn, when cities count (15.0)
    "exposed_city_unguarded": 0.5,  # the same with no own move left before the enemy's (6.0, 6.6)
    "city_left": 0.0,  # share of a 15.1 city's swing, times the chance a forced combat empties it (8.5-8.62)
    "city_taken": 0.5,  # share of a 15.1 city's swing, times the chance a forced combat takes it (8.7)
    "idle_unit": 0.02,  # lookahead: per hex an Allied unit stands behind the front (8.1)
})

#: The shares among ``WEIGHTS`` (a part of a city's or a unit's worth): the tuner
#: never tries them above 1 (``qtwargame.ai.weights.limits``).
WEIGHT_LIMITS: Mapping[str, float] = MappingProxyType({
    "exposed_city": 1.0,
    "exposed_city_last_turn": 1.0,
    "exposed_city_unguarded": 1.0,
    "city_left": 1.0,
    "city_taken": 1.0,
})

#: One casualty point of difference (15.2; the side ahead takes a whole point at the end).
W_CASUALTY = WEIGHTS["casualty_lead"]
#: The casualty race's spread: the standard deviation, in casualty points, of the change in
#: the lead over one side's half of a turn (its combats and the other side's answers). The
#: final leads of session 22's 20 games on seeds 700-719 (Allied ``oep_strong`` against
#: ``greedy``) had a standard deviation of 9.0 over the 22 half-turns: 1.9 each.
CASUALTY_SPREAD = 1.9
#: Worth of the cities as objectives (for the nearness terms).
OBJECTIVE_WORTH = 2
YUGOSLAV_CITY_WORTH = 1
MAJOR_CITY_WORTH = WEIGHTS["major_city"]
#: Weight of the share of controlled hexes held (the front line).
W_FRONT = WEIGHTS["front_line"]
#: The phases whose positions lead to the Allied combat phase with no Allied choice of
#: who attacks left (8.1): the forced combats are counted there.
FORCED_PHASES = ("allied_organization", "allied_move", "allied_move_stacking")


def owes_attacks(game, state, side: str) -> str | None:
    """8.1, 8.41: before the Allied combat phase every Allied unit in contact will owe an
    attack on every Axis hex next to it ("hex"); the Axis owes none. Read by
    ``qtwargame.ai.blunders`` to keep units off hexes where that attack is hopeless."""
    return "hex" if side == ALLIED and state.phase in FORCED_PHASES else None

#: Share of an empty objective city's two-point swing at risk with an enemy unit next to
#: it (less by a third a hex, nothing beyond ``EXPOSED_REACH``), all of it on the last turn.
W_EXPOSED = WEIGHTS["exposed_city"]
W_EXPOSED_LAST = WEIGHTS["exposed_city_last_turn"]
EXPOSED_REACH = 3
#: Share of the victory points a city swings counted for taking it in a forced combat
#: (the Axis may take it back before the end).
W_TAKE = WEIGHTS["city_taken"]

#: The planner's lookahead for the Allies: each hex an Allied ground unit stands more than
#: ``IDLE_NEAR`` hexes from the nearest Axis unit costs ``W_IDLE`` (at most ``IDLE_CAP``
#: hexes a unit).
W_IDLE = WEIGHTS["idle_unit"]
IDLE_NEAR = 2
IDLE_CAP = 10

#: Every weight the evaluation reads, the generic ones and ``WEIGHTS``, at their defaults:
#: what ``weights=None`` means.
DEFAULTS: Mapping[str, float] = MappingProxyType({**GENERIC, **WEIGHTS})


def _weights(weights: Mapping[str, float] | None) -> Mapping[str, float]:
    return DEFAULTS if weights is None else weights


#: game -> the worth of a major city -> the objectives with that worth (one tuple each, so
#: the generic evaluation's tables kept by objectives stay valid); at most ``_WORTHS_KEPT``
#: worths a game.
_OBJECTIVES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_WORTHS_KEPT = 16


def objectives(game, weights: Mapping[str, float] | None = None) -> tuple:
    """The hexes that matter and their worth (see the module description); a major city
    that is no objective is worth ``weights["major_city"]``."""
    major = _weights(weights)["major_city"]
    memo = _OBJECTIVES.get(game)
    if memo is None:
        memo = _OBJECTIVES[game] = {}
    got = memo.get(major)
    if got is None:
        t = game.cache
        v = t.data["victory"]
        worth: dict = {}
        for h, city in game.board.cities.items():
            if city.kind == "major_city":
                worth[h] = major
        for cid, w in [(c, OBJECTIVE_WORTH) for c in v["objectives"]] + \
                [("belgrade", YUGOSLAV_CITY_WORTH), ("zagreb", YUGOSLAV_CITY_WORTH)]:
            idx = t.city(cid)
            if idx is not None:
                worth[t.hexes[idx]] = w
        if len(memo) >= _WORTHS_KEPT:
            memo.clear()
        got = memo[major] = tuple(sorted(worth.items(), key=lambda kv: (kv[0].q, kv[0].r)))
    return got


def excess(game, state) -> dict[str, list[str]]:
    """Per side, the units the opponent would remove from its hexes over the stacking limit
    (6.3: the opponent chooses, so the most valuable of those that count for stacking
    first, until the hex is within the limit)."""
    snap = snap_of(game, state)
    t = snap.t
    vals = facts(game)
    out: dict[str, list[str]] = {}
    for h, side, uids in violations(snap):
        rest = [u for u in uids if t.units[u].counts_for_stacking]
        rest.sort(key=lambda u: (-unit_value(vals, u, state.units[u].step), u))
        while rest and not stack_ok(game, t, rest, h):
            out.setdefault(side, []).append(rest.pop(0))
    return out


def casualty_lead(game, state, side: str, gone: dict[str, list[str]] | None = None) -> float:
    """``side``'s casualty points minus the enemy's (15.2), in whole points; ``gone``: units
    counted as eliminated already (per owner)."""
    t = game.cache
    data = t.data
    losses = _losses(game, state)
    for owner, uids in (gone or {}).items():
        lost = losses.get(owner)
        if lost is None:
            continue
        for u in uids:
            if owner == AXIS and not t.units[u].german:
                continue  # 15.2: only German and SS losses count for the Allies
            lost.eliminated += 1
            if state.units[u].step > 0:
                lost.reduced -= 1
    axis = casualty_points_doubled(data, AXIS, losses[ALLIED])
    allied = casualty_points_doubled(data, ALLIED, losses[AXIS])
    lead = (axis - allied) / 2.0
    return lead if side == AXIS else -lead


def _losses(game, state) -> dict[str, Losses]:
    """Both sides' losses (15.2, ``endgame.tally``), counted once for a position (its
    snapshot keeps them, ``endgame.tally_kept``, as the score asks) and copied for each
    caller to change."""
    counted = tally_kept(game, state)[0]
    return {side: Losses(lost.eliminated, lost.reduced, list(lost.leaders))
            for side, lost in counted.items()}


def _material(game, state) -> dict[str, float]:
    """``material`` of a position, worked out once for it (its snapshot keeps it); not to
    be changed."""
    return snap_of(game, state).once("material", lambda: material(game, state))


def overstack_loss(game, state, side: str, gone: dict[str, list[str]],
                   weights: Mapping[str, float] | None = None) -> float:
    """The material term of the units ``gone`` (per owner), for ``side``: what the generic
    evaluation would lose if they were already off the map (at ``weights["material"]``)."""
    if not gone:
        return 0.0
    w_material = _weights(weights)["material"]
    mat = _material(game, state)
    total = sum(mat.values()) or 1.0
    vals = facts(game)
    out = 0.0
    for owner, uids in gone.items():
        lost = sum(unit_value(vals, u, state.units[u].step) for u in uids)
        out += (-1 if owner == side else 1) * w_material * lost / total
    return out


def forced_groups(snap, units: list[str]) -> list[tuple[list[str], list[int]]]:
    """8.1, 8.41, 8.42: the combats the Allied ``units`` in contact will fight, as
    (attackers, target hexes), in the order of ``units``: a unit attacks every Axis hex next
    to it in one combat, so the units next to the same Axis hexes attack them together, one
    combat for each such set of hexes. An Axis hex next to units of two sets is attacked
    twice, its defenders rolling their whole dice each time (8.43).

    Why this split: only the first hit of a combat must be a step (8.61), the defenders
    retreat from the rest, and only hits beyond all their steps remove them (8.53). A whole
    front in contact attacked as one combat gives the defenders one step and a long
    retreat for everything it rolls, while the Allies lose a step for every hit of the
    defenders' pooled dice but one (seed 700, turn 1: 40 dice against 29, 9 hits for one
    German step, 5 on the Allies). Units facing the same hexes pool their dice to push the
    hits past the defenders' steps."""
    by: dict[tuple[int, ...], list[str]] = {}
    faced: dict[tuple[str | None, int], tuple[int, ...]] = {}  # (side, hex) -> the enemy hexes next to it
    sides, pos = snap.sides, snap.pos
    for u in units:
        at = (sides[u], pos[u])
        hexes = faced.get(at)
        if hexes is None:
            hexes = faced[at] = tuple(sorted(enemy_next_to(snap, u)))
        by.setdefault(hexes, []).append(u)
    return [(sorted(us), list(hexes)) for hexes, us in by.items()]


def in_contact(snap) -> list[str]:
    """The Allied ground units next to an Axis unit, in hex order."""
    allied, axis, nbr = snap.ground[ALLIED], snap.ground[AXIS].keys(), snap.nbr
    return [u for h in sorted(allied) if not axis.isdisjoint(nbr[h]) for u in sorted(allied[h])]


def steps_left(game, state, uid: str) -> int:
    return _left(game, uid, state.units[uid].step)


def _left(game, uid: str, step: int) -> int:
    """The steps a unit on ``step`` has left (at least the one it shows)."""
    return max(len(game.units[uid].steps) - step, 1)


def expected_hits_on_axis(snap, attackers: list[str], targets: list[int]) -> float:
    """The hits the attackers' dice score on average."""
    return _expectation(snap, attackers, targets)[3]


def _expectation(snap, attackers: list[str], targets: list[int]
                 ) -> tuple[float, float, float, float, float, float, float]:
    """(Allied steps lost, Axis steps lost, the German share of the Axis steps, the hits
    expected on the Axis, the chance of no hit on the Axis, the chance the attackers leave
    their hexes, the casualty points the leaders' deaths are expected to give the Allies,
    less those they give the Axis) of one forced combat. Dice by
    ``combat.dice`` (8.43-8.45, 9.1, 9.2) with the leaders' and Hitler's bonuses
    (``odds.leader_extras``), one hit per die showing its face, each number
    of hits weighed by its chance (:func:`hit_chances`): the attackers lose a step per
    hit, but one less from two hits on (8.51, 8.62: all retreat a hex), the defenders the
    first hit's step and retreat from the rest (8.61), unless the hits exceed all the
    steps of a side (8.53: all removed). Counted on the expected hits instead, a combat
    just reaching the defenders' steps on average counted them all removed, where they
    are in less than half the rolls."""
    (lost_allied, lost_axis, german, on_axis, no_hit, left, leaders_cp,
     _, _) = _combat(snap, attackers, targets)
    return lost_allied, lost_axis, german, on_axis, no_hit, left, leaders_cp


def _combat(snap, attackers: list[str], targets: list[int]
            ) -> tuple[float, float, float, float, float, float, float, float, float]:
    """:func:`_expectation`'s seven values, then the mean value of a step of the attackers
    and of the defenders (``unit_value`` over the steps each has left), for
    :func:`combat_worth`. What the dice decide (:func:`_outcome`) is kept on the facts it
    reads: a search's positions share most of their combats. So are the dice the leaders
    and Hitler add to an Allied attack (``odds.leader_extras``), on what they read: the
    units' facts, the attacked hexes and their packages, the weather, the leaders in the
    combat's hexes, whether Zhukov or Konev stands next to Berlin, and whether Hitler
    lives."""
    t, state = snap.t, snap.state
    data = t.data
    units, pos = state.units, snap.pos
    allied, axis = supply_map(snap, ALLIED), supply_map(snap, AXIS)
    # The defenders hex by hex, as combat_worth has always summed their steps' value.
    defenders = [u for h in targets for u in snap.ground[AXIS].get(h, [])]
    att = tuple((u, pos[u], units[u].step, allied[u]) for u in attackers)
    dfn = tuple((u, pos[u], units[u].step, axis[u]) for u in defenders)
    pkgs = tuple(package_of(snap, h) for h in targets)
    every = snap.once("leaders_at", lambda: _leaders_at(snap))
    here = {h for _, h, _, _ in att} | set(targets)
    led = {h: every[h] for h in here if h in every}
    a_sum = d_sum = 0
    if led or t.city("berlin") in here:
        def extras() -> tuple[int, int]:
            base = dice(data, *combat_units(snap.game, att, tuple(sorted(dfn)), targets),
                        list(pkgs), snap.snow, True)
            a_extra, d_extra = leader_extras(snap, attackers, targets, base, allied_combat=True)
            return sum(v for _, v in a_extra), sum(v for _, v in d_extra)
        if snap.sides[attackers[0]] == ALLIED:  # the defenders' facts are ``dfn``
            facts = (att, dfn, tuple(targets), pkgs, snap.snow,
                     tuple((h, tuple(keys)) for h, keys in led.items()),
                     snap.once("soviet_leader_next_to_berlin",
                               lambda: soviet_leader_next_to_berlin(snap)),
                     state.data.get("hitler", "alive") == "alive")
            a_sum, d_sum = kept(t.memo.setdefault("forced_extras", {}), facts, extras,
                                OUTCOMES_KEPT, CHECK_HITS, "forced combat extras")
        else:
            a_sum, d_sum = extras()
    key = (att, dfn, tuple(targets), pkgs, snap.snow, a_sum, d_sum)
    (lost_allied, lost_axis, german, on_axis, no_hit, left, allied_gone, axis_gone,
     att_step, def_step) = kept(t.memo.setdefault("forced_outcomes", {}), key,
                                lambda: _outcome(snap.game, *key), OUTCOMES_KEPT, CHECK_HITS,
                                "forced combat outcomes")
    leaders_cp = 0.0
    if led:
        # 11.23, 15.2: a whole stack removed rolls for its leaders; each dead leader scores
        # the enemy his bonuses' sum. A side is removed whole past all its steps (8.53).
        dies = _whole_stack_death(data)
        for h, keys in led.items():
            points = sum(leaders.casualty_points(data, k) for k in keys)
            leaders_cp += dies * points * (axis_gone if h in targets else -allied_gone)
    return lost_allied, lost_axis, german, on_axis, no_hit, left, leaders_cp, att_step, def_step


#: Forced combats' outcomes (:func:`_outcome`) kept for a game before the table starts
#: anew.
OUTCOMES_KEPT = 20000
#: The cache audit's switch (``qtwargame.testing.cache_audit.checking_hits``): while on,
#: every outcome given from the table is worked out again and compared, a difference
#: raised as :class:`StaleCache`. Off in play: a hit is one look-up.
CHECK_HITS = False

def _outcome(game, att: tuple[UnitFacts, ...], dfn: tuple[UnitFacts, ...],
             targets: tuple[int, ...], pkgs: tuple[Package, ...], snow: bool, a_extra: int,
             d_extra: int
             ) -> tuple[float, float, float, float, float, float, float, float, float, float]:
    """The part of :func:`_combat` that reads nothing but its arguments and the game's
    printed tables, so it is kept on them (``engine.memo.kept``): the attackers' and defenders'
    facts, the attacked hexes and their packages, the weather, and the dice the leaders
    and Hitler add (``a_extra``, ``d_extra``). (Allied steps lost, Axis steps lost, the
    German share of the Axis steps, the hits expected on the Axis, the chance of no hit
    on the Axis, the chance the attackers leave their hexes, the chance the attackers are
    all removed, the chance the defenders are, the mean value of an attacker's step, of a
    defender's.)"""
    t = game.cache
    ordered = tuple(sorted(dfn))  # the dice count the defenders in unit order
    att_units, dfn_units = combat_units(game, att, ordered, targets)
    d = dice(t.data, att_units, dfn_units, list(pkgs), snow, True, a_extra, d_extra)
    on_axis = sum(n * (7 - f) / 6.0 for n, f in d.attack)
    att_left = [_left(game, u, step) for u, _, step, _ in att]
    axis_steps = [_left(game, u, step) for u, _, step, _ in ordered]
    allied_steps = sum(att_left)
    total_axis = sum(axis_steps)
    on_allied_hits = hit_chances(d.defense)
    lost_allied = sum(p * (allied_steps if k > allied_steps else k - 1 if k >= 2 else k)
                      for k, p in enumerate(on_allied_hits))
    on_axis_hits = hit_chances(d.attack)
    lost_axis = sum(p * (total_axis if k > total_axis else min(k, 1))
                    for k, p in enumerate(on_axis_hits))
    german = sum(s for (u, _, _, _), s in zip(ordered, axis_steps) if t.units[u].german)
    # The attackers leave their hexes: all of them retreat from two hits on (8.62) or are
    # all removed (8.53); one hit on attackers with a single step left removes them.
    left = 1.0 - on_allied_hits[0] - (on_allied_hits[1] if len(on_allied_hits) > 1
                                      and allied_steps > 1 else 0.0)
    allied_gone = sum(p for k, p in enumerate(on_allied_hits) if k > allied_steps)
    axis_gone = sum(p for k, p in enumerate(on_axis_hits) if k > total_axis)
    vals = facts(game)

    def per_step(side: tuple[UnitFacts, ...], steps: list[int]) -> float:
        return sum(unit_value(vals, u, step) / n
                   for (u, _, step, _), n in zip(side, steps)) / max(len(side), 1)

    dfn_left = [_left(game, u, step) for u, _, step, _ in dfn]
    return (lost_allied, lost_axis, (german / total_axis if total_axis else 0.0), on_axis,
            on_axis_hits[0], max(left, 0.0), allied_gone, axis_gone,
            per_step(att, att_left), per_step(dfn, dfn_left))


def _leaders_at(snap) -> dict[int, list[str]]:
    """The leaders (11.2) on the map: hex -> their keys."""
    t = snap.t
    out: dict[int, list[str]] = {}
    for uid in t.leaders.values():
        h = snap.pos.get(uid)
        if h is not None:
            out.setdefault(h, []).append(t.units[uid].leader_key)
    return out


def _whole_stack_death(data: dict) -> float:
    """11.23: the chance a leader dies when his whole stack is removed: the faces of the
    die on which the rules' own roll (``leaders.dies``) kills him."""
    return sum(1 for face in range(1, 7) if leaders.dies(data, face, True)) / 6.0


def hit_chances(pools) -> tuple[float, ...]:
    """The chance of each number of hits from dice ``pools`` ((dice, lowest face that
    hits), each die one hit on that face or more): index k is the chance of k hits. Kept
    for the process: the same few pools come back in every position of a search."""
    return _hit_chances(tuple((int(n), int(f)) for n, f in pools))


@functools.lru_cache(maxsize=4096)
def _hit_chances(pools: tuple[tuple[int, int], ...]) -> tuple[float, ...]:
    dist = [1.0]
    for n, face in pools:
        p = (7 - face) / 6.0
        for _ in range(n):
            nxt = [0.0] * (len(dist) + 1)
            for k, q in enumerate(dist):
                nxt[k] += q * (1 - p)
                nxt[k + 1] += q * p
            dist = nxt
    return tuple(dist)


def city_swing(snap, h: int) -> float:
    """What the Allies taking hex ``h`` changes in the victory points' difference (15.1,
    15.3 with 11.27), counted from the Axis holding it: 2 for Berlin, Vienna and Prague,
    1 for Belgrade and Zagreb (half their pair's 2), 2 more for Berlin while Hitler lives;
    0 for a hex the Allies control already or any other hex."""
    t, state = snap.t, snap.state
    c = t.city_at.get(h)
    if c is None or state.control.get(t.hexes[h]) == ALLIED:
        return 0.0
    swing = city_worth(t, c.id)
    if swing and c.id == "berlin" and state.data.get("hitler", "alive") == "alive":
        swing += 2.0 * t.data["victory"]["hitler"]
    return swing


def city_worth(t, city: str) -> float:
    """What a change of control of ``city`` swings in the victory points' difference
    (15.1): 2 for Berlin, Vienna and Prague, 1 for Belgrade and Zagreb (half their pair's
    2), 0 for any other city."""
    v = t.data["victory"]
    if city in v["objectives"]:
        return 2.0
    if city in ("belgrade", "zagreb"):
        return float(v["belgrade_and_zagreb"])
    return 0.0


def taken_chance(on_axis: float, axis_steps: int) -> float:
    """The chance the defenders leave their hexes, from the expected hits on them: all
    removed once the hits exceed their steps (8.53), else retreating from every hit beyond
    the first (8.61), counted linearly between one and two hits."""
    if axis_steps and on_axis >= axis_steps:
        return 1.0
    return min(1.0, max(0.0, on_axis - 1.0))


def combat_worth(snap, attackers: list[str], targets: list[int], total: float,
                 w_casualty: float = W_CASUALTY,
                 weights: Mapping[str, float] | None = None) -> float:
    """One forced combat's expected outcome for the Allies: casualty points (15.2: 1/2 a
    German step, 1 an Allied step; ``w_casualty`` each) and material (the steps' mean
    value as a share of both armies' ``total``, ``weights["material"]``), and the chance
    of taking a city (``weights["city_taken"]`` of its swing)."""
    w = _weights(weights)
    game, state = snap.game, snap.state
    (lost_allied, lost_axis, german, on_axis, no_hit, left, leaders_cp, att_step,
     def_step) = _combat(snap, attackers, targets)
    defenders = [u for h in targets for u in snap.ground[AXIS].get(h, [])]
    cp = 0.5 * lost_axis * german - 1.0 * lost_allied + leaders_cp
    worth = lost_axis * def_step - lost_allied * att_step
    out = w_casualty * cp + w["material"] * worth / total
    swing = sum(city_swing(snap, h) for h in targets)
    if swing:
        out += w["city_taken"] * swing * taken_chance(on_axis, sum(steps_left(game, state, u)
                                                                   for u in defenders))
    if w["city_left"] and left:
        out -= w["city_left"] * left * garrisoned_swing(snap, attackers)
    return out + hitler_worth(snap, targets, no_hit)


def held_swing(snap, h: int) -> float:
    """What the Allies losing hex ``h`` they control changes in the victory points'
    difference (15.1): 2 for Berlin, Vienna and Prague, 1 for Belgrade and Zagreb (half
    their pair's 2); 0 for a hex the Allies do not control or any other hex."""
    t, state = snap.t, snap.state
    c = t.city_at.get(h)
    if c is None or state.control.get(t.hexes[h]) != ALLIED:
        return 0.0
    return city_worth(t, c.id)


def garrisoned_swing(snap, attackers: list[str]) -> float:
    """The cities of :func:`held_swing` whose whole Allied garrison is among a forced
    combat's ``attackers`` (8.1: every unit of a hex next to the same Axis hexes attacks
    them), by what losing each swings: an attack that empties them hands them to the
    Axis's coming move (7.2)."""
    here = {snap.pos[u] for u in attackers}
    ours = set(attackers)
    return sum(held_swing(snap, h) for h in here
               if all(u in ours for u in snap.ground[ALLIED].get(h, ())))


def hitler_worth(snap, targets: list[int], no_hit: float) -> float:
    """11.27, 15.3: an Allied attack on Berlin while Hitler lives rolls for his death, on a
    6 if it scores no hit and on a 5-6 if it hits the defenders (the faces are the
    scenario's); his death swings two points (the Axis's point for him alive becomes the
    Allies'). The chance times the swing, ``no_hit`` the chance the attack scores none.

    Counted from session 22: the planner's Allies, weighing their forced combats on exact
    chances, stopped attacking Berlin early at long odds, and Hitler, dead at the end of 11
    of 12 games before (each such attack a sixth to a third of a chance), lived in 4 of
    8."""
    t, state = snap.t, snap.state
    berlin = t.city("berlin")
    if berlin not in targets or state.data.get("hitler", "alive") != "alive":
        return 0.0
    faces = t.data["hitler_suicide"]
    dies = (no_hit * len(faces["allied_attack_on_berlin_without_hits"])
            + (1 - no_hit) * len(faces["berlin_defenders_hit"])) / 6.0
    return 2.0 * t.data["victory"]["hitler"] * dies


def forced_combats(game, state, side: str, weights: Mapping[str, float] | None = None) -> float:
    """The forced combats' expected outcome for ``side`` (see the module description),
    each casualty point weighed ``weights["casualty_lead"]`` and what it changes in the
    expected casualty point (:func:`race_slope` at the present lead); 0 outside
    ``FORCED_PHASES``."""
    if state.phase not in FORCED_PHASES:
        return 0.0
    snap = snap_of(game, state)
    groups = forced_groups(snap, in_contact(snap))
    if not groups:
        return 0.0
    total = sum(_material(game, state).values()) or 1.0
    w = _weights(weights)["casualty_lead"] + race_slope(game, state, casualty_lead(game, state, ALLIED))
    allied_gain = sum(combat_worth(snap, a, tg, total, w, weights) for a, tg in groups)
    return allied_gain if side == ALLIED else -allied_gain


def forced_declaration(game, state, side: str) -> list[Action]:
    """The steps that declare the next forced combat (8.1, 8.41), for the computer planners
    (``scripted``): in the Allied combat phase, with nothing pending, the combat of
    :func:`forced_groups` that matters most (the victory points its hexes swing, then the
    hits its dice are expected to score) is opened, every unit of it and every Axis hex it
    attacks added, one air point while the Allies have any (12.1: they are lost at the
    next organization) and the Black Sea fleet where it is offered (12.21), and resolved.

    Searched one step at a time, the declarations joined and split units at random, on
    values of combats played out with random dice and answers: on seed 700, turn 1, two
    armies facing the same two hexes (2308, 2309) attacked them one after the other, 3 dice
    against 7 each time, and lost three steps, while elsewhere a whole front went in as one
    combat. Built by applying each step to ``state``, so every step is legal in its turn;
    empty when no combat is owed."""
    if (side != ALLIED or state.over or state.pending is not None or state.active != ALLIED
            or state.phase != "allied_combat"):
        return []
    snap = snap_of(game, state)
    units, _ = owed(snap)
    groups = forced_groups(snap, units)
    if not groups:
        return []

    def rank(group):
        attackers, targets = group
        return (-sum(city_swing(snap, h) for h in targets),
                -expected_hits_on_axis(snap, attackers, targets), attackers)

    attackers, targets = min(groups, key=rank)
    t = snap.t
    first = attackers[0]
    opening = Attack(ALLIED, (first,), t.hexes[enemy_next_to(snap, first)[0]])
    st = try_apply(game, state, opening)
    if st is None:
        return []
    steps: list[Action] = [opening]
    want_units, want_hexes = set(attackers), {t.hexes[h] for h in targets}

    def wanted(a) -> bool:
        if not isinstance(a, Choose):
            return False
        if a.option == Opt.ATTACKER:
            return a.units[0] in want_units
        if a.option == Opt.TARGET:
            return a.hexes[0] in want_hexes
        return a.option in (Opt.AIR, Opt.SUPPORT)

    while True:
        legal = game.legal_actions(st)
        nxt = next((a for a in legal if wanted(a)), None)
        if nxt is None:
            break
        after = try_apply(game, st, nxt)
        if after is None:
            break
        steps.append(nxt)
        st = after
    resolve = Choose(ALLIED, Opt.RESOLVE)
    if resolve in game.legal_actions(st):
        steps.append(resolve)
    return steps


def settle_cap(game, state) -> int | None:
    """The most answers the computer players' search plays out from ``state`` before it
    values a position (``qtwargame.ai.world.settle``): ``LONG_RETREAT_ANSWERS`` while a
    side retreats more than ``LONG_RETREAT`` hexes (8.61, 8.63), or has more hits than
    that and one left to take (the losses, 8.51-8.53, before such a retreat); else no
    limit of this ruleset's (None).

    Why: a combat of a whole front (a greedy player's, or a person's, declared unit by unit)
    can score 16 hits, and its defenders then retreat up to 15 hexes each, one by one; a
    retreat that long has hundreds of distinct paths, listed for every unit at every step,
    so playing the rest of the combat out cost 60-90 ms an evaluation where a movement
    evaluation costs 4 ms. The strongest level's Axis answering such a combat (seed 20003,
    turn 1, the Allied combat: 45 losses and retreats) spent 34 s of CPU in the phase and
    was cut by the 10 s phase net. The answers played show what the side gives up; the
    rest is left where the combat stands, the same for every candidate. Smaller combats
    are played out as before."""
    c = state.data.get("combat")
    if c is None:
        return None
    if c.get("stage") == "losses":
        left = c.get("left")
        return LONG_RETREAT_ANSWERS if left is not None and left > LONG_RETREAT + 1 else None
    if c.get("stage") != "retreat" or not c.get("queue"):
        return None
    side = c["order"][c["at"]]
    by = c.get("retreat_by", {})
    longest = max(by.get(u, c["retreat"][side]) for u in c["queue"])
    return LONG_RETREAT_ANSWERS if longest > LONG_RETREAT else None


def scripted(game, state, side: str) -> list:
    """The steps this ruleset's knowledge prescribes to ``side`` now, played without a
    search (``qtwargame.ai.players``): the next forced combat declared whole
    (:func:`forced_declaration`)."""
    return forced_declaration(game, state, side)


def exposure(game, state, weights: Mapping[str, float] | None = None) -> dict[str, float]:
    """Per side, the points at risk in the 15.1 cities it controls with none of its ground
    units in them (see ``W_EXPOSED``; ``weights["exposed_city"]``, on the last turn
    ``weights["exposed_city_last_turn"]``): an enemy unit entering takes control (7.2)."""
    snap = snap_of(game, state)
    t = snap.t
    last = state.turn >= game.last_turn
    w = _weights(weights)
    share = {s: w["exposed_city_last_turn"] if last else
             w["exposed_city_unguarded"] if unguarded(state, s) else w["exposed_city"]
             for s in (AXIS, ALLIED)}
    out = {AXIS: 0.0, ALLIED: 0.0}
    for cid in t.data["victory"]["objectives"]:
        h = t.city(cid)
        if h is None:
            continue
        holder = state.control.get(t.hexes[h])
        if holder not in out or h in snap.ground[holder]:
            continue
        weight = share[holder]
        here = t.hexes[h]
        enemy = [(t.hexes[x].q, t.hexes[x].r) for x in snap.ground[snap.enemy[holder]]]
        d = nearest(here, enemy, default=EXPOSED_REACH + 1)
        if d <= EXPOSED_REACH:
            out[holder] += weight * 2.0 * (EXPOSED_REACH + 1 - d) / EXPOSED_REACH
    return out


def unguarded(state, holder: str) -> bool:
    """Whether ``holder`` has no move left before the enemy's movement phase (4.0): in its
    exploitation phases (6.6) and what follows them up to the enemy's movement, or from its
    movement phase on in a turn with no exploitation (13.0: light mud and mud). A city it
    leaves empty now is empty when the enemy moves."""
    phase = state.phase
    if phase.startswith(holder + "_"):
        kind = phase[len(holder) + 1:]
        if kind.startswith("exploit"):
            return True
        return (kind.startswith("move") or kind == "combat") and \
            not exploitation_possible(state.weather or CLEAR)
    enemy = AXIS if holder == ALLIED else ALLIED
    return phase == f"{enemy}_organization" or (holder == AXIS and phase == "turn_start")


def evaluate(game, state, side: str, weights: Mapping[str, float] | None = None) -> float:
    """``state`` for ``side`` (see the module description); ``weights``: every weight
    ``qtwargame.ai.weights.declared`` gives for the game (None: the defaults)."""
    done = terminal(game, state, side)
    if done is not None:
        return done
    w = _weights(weights)
    score = generic(game, state, side, objectives(game, weights), weights=weights,
                    mat=_material(game, state))
    # The front replaces the generic territory term.
    score += (w["front_line"] - w["territory"]) * territory(state, side)
    gone = excess(game, state)
    score += overstack_loss(game, state, side, gone, weights)
    score += forced_combats(game, state, side, weights)
    risk = exposure(game, state, weights)
    score -= risk[side] - sum(v for k, v in risk.items() if k != side)
    lead = casualty_lead(game, state, side, gone)
    return score + w["casualty_lead"] * lead + casualty_race(game, state, side, lead)


def half_turns_left(game, state) -> int:
    """The halves of a turn (one side's organization to its exploitation combat) still to
    be played, the present one included: 22 in the first Allied half, 1 in the last
    Axis half."""
    allied_half = state.phase == "turn_start" or state.phase.startswith("allied")
    return max(2 * (game.last_turn - state.turn) + (2 if allied_half else 1), 1)


def race_spread(game, state) -> float:
    """How far the casualty lead may still move by the end, in casualty points: the
    standard deviation ``CASUALTY_SPREAD`` of one half-turn's change, for every half-turn
    left."""
    return CASUALTY_SPREAD * math.sqrt(half_turns_left(game, state))


def casualty_race(game, state, side: str, lead: float) -> float:
    """15.2's point counted as expected from ``side``'s casualty ``lead`` (the chance of
    ending ahead minus the chance of ending behind, the lead moving by ``race_spread``
    before the end, as a normal law), in place of the point as it stands now, which the
    victory points of the generic term count and this takes out again.

    Why: counted as it stands, the point is a whole victory point that changes hands on
    every step lost while the lead is near nought, from the first turn, when ten more
    turns of combat will decide it; and in a forced combat (``forced_combats``) a
    casualty point counted only ``W_CASUALTY``, in the last turn too, when it decides
    the point. See :func:`race_slope`."""
    v = game.cache.data["victory"]["casualties"]
    now = casualty_lead(game, state, side)
    standing = (now > 0) - (now < 0)
    expected = math.erf(lead / (race_spread(game, state) * math.sqrt(2.0)))
    return v * (expected - standing)


def race_slope(game, state, lead: float) -> float:
    """What one more casualty point of ``lead`` adds to :func:`casualty_race`: the weight a
    forced combat's casualty points add to ``W_CASUALTY``: with the race even 0.09 a point
    in the first Allied half and 0.30 in the last; ten points apart, 0.05 and nothing."""
    v = game.cache.data["victory"]["casualties"]
    sigma = race_spread(game, state)
    return v * 2.0 / (sigma * math.sqrt(2.0 * math.pi)) * math.exp(-lead * lead / (2 * sigma * sigma))


def lookahead(game, state, side: str, weights: Mapping[str, float] | None = None) -> float:
    """What a plan sets up past its phase (``qtwargame.ai.players``, ``oep_strong``): for
    the Allies, minus ``W_IDLE`` (``weights["idle_unit"]``) for each hex their ground units
    stand beyond ``IDLE_NEAR`` of the nearest Axis unit (``IDLE_CAP`` at most a unit);
    nothing for the Axis.

    A unit far behind the front fights in no combat of the coming turns. The evaluation's
    pull towards the cities is the mean distance over some sixty units, so a rear unit's
    march gained almost nothing: on seed 703, turn 9, the best move of an army nine hexes
    behind the front was worth 0.014, and at the start of turn 11, 34 of the 60 Allied
    units on the map stood five hexes or more from any Axis unit, 26 of them eight or more
    (arrivals and rebuilt units around Riga and Minsk, 10.4). The Axis, defending, has no
    such need, and its games are left as they were."""
    if side != ALLIED or state.over:
        return 0.0
    snap = snap_of(game, state)
    t = snap.t
    axis = tuple((t.hexes[h].q, t.hexes[h].r) for h in snap.ground[AXIS])
    if not axis:
        return 0.0
    # The Axis stands still through the Allies' moves: one table of distances serves them.
    to_axis = distances_to(axis)
    far = 0
    for h, uids in snap.ground[ALLIED].items():
        here = t.hexes[h]
        d = to_axis[here.q, here.r]
        if d > IDLE_NEAR:
            far += min(d - IDLE_NEAR, IDLE_CAP) * len(uids)
    return -_weights(weights)["idle_unit"] * far
