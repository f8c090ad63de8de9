"""Defiant Russia for the computer players: what a position is worth (13.0).

``qtwargame.ai.evaluation`` finds this module next to the ruleset. The generic terms
(victory points, material, supply, territory, nearness to objectives) are kept; this
adds what the victory rules make worth more than their printed points:

- the casualty race (13.0): the side that eliminated more, counted with the multipliers,
  wins a point, so every multiplied casualty point counts a little before the tally ends;
- the automatic-victory cities (13.0: Leningrad, Moscow, Stalingrad for the Axis, Warsaw
  and Helsinki for the Soviets) as objectives worth three points each, on top of the
  victory cities, so the Axis drives on them and the Soviets keep troops in front of them;
- over-stacked units (6.2: the opponent removes the excess at the end of the phase) count
  as lost, the most valuable first: their material and the casualty points they give;
- a victory city held but left empty that an enemy ground unit can enter in the enemy's
  coming movement phase is partly lost already (counted in the holder's own player turn):
  cities count where they stand at the end of the last turn (13.0), and an enemy unit
  entering an empty city takes it (6.4); so a side keeps a garrison in what it took. The
  enemy's reach is found by the movement rules (6.1, 6.3), one search per movement class
  from all of its units at once (``mover_reach``);
- on the last turn a garrisoned victory city is partly lost by the hits the enemy's units
  near it can expect against the garrison's steps (13.0 counts the cities after the
  Soviet player turn, 4.0; a garrison that retreats or dies gives the city up, 7.21,
  7.24; the Soviets hit on 5-6 in the first snow turn, 8.3): the planner's Axis used to
  keep seven points through its last move and lose two garrisoned cities, and the game,
  in the last Soviet combat phase.

Each of these terms enters the value with a weight declared in ``WEIGHTS`` (name ->
default), which ``qtwargame.ai.tuning`` tunes with the generic ones
(``qtwargame.ai.weights.declared``); ``evaluate`` and ``lookahead`` take ``weights=``, a
mapping of every declared name (None: the defaults, the module's ``W_...`` constants).
"""

from __future__ import annotations

import heapq
from collections.abc import Mapping
from types import MappingProxyType

from qtwargame.ai.evaluation import (
    W_MATERIAL,
    distances_to,
    facts,
    generic,
    material,
    terminal,
    unit_value,
)
from qtwargame.engine.memo import StaleCache as StaleCache  # what the hit audit raises
from qtwargame.engine.memo import kept
from qtwargame.rules.defiant_russia.combat import CombatFacts, UnitFacts, combat_facts, odds_of
from qtwargame.rules.defiant_russia.movement import (
    MoveRules,
    armor_ignores_zoc,
    hexside_cost,
    movement_allowance,
)
from qtwargame.rules.defiant_russia.sequence import phase_side
from qtwargame.rules.defiant_russia.snapshot import snap_of
from qtwargame.rules.defiant_russia.stacking import stack_ok, stalin_at, violations
from qtwargame.rules.defiant_russia.units import AXIS, SOVIET
from qtwargame.rules.defiant_russia.victory import casualty_points
from qtwargame.rules.defiant_russia.weather import first_snow_turn

#: The default level's budget here (``qtwargame.ai``'s ``LEVEL_SETTINGS``): 250
#: evaluations a phase, so that its combat phases, the slowest of the game at 6-8 ms an
#: evaluation (each plays a combat out, 7.1-7.3), stay under 2 s of CPU (docs/ai.md, "Speed");
#: in the movement and exploitation movement phases (6.0, 6.6), where an evaluation is about
#: 3.5-4 ms and 40-48 units move, 500, spent on a plan made unit by unit (10 options a unit,
#: so a pass over 48 units still fits) and valuing the attacks it sets up (``lookahead``),
#: as the strongest level does: with the greedy plan's 10 candidates a step, most units
#: never moved and the default level's Axis, which must take ground, won 1 of 10 against
#: ``greedy`` on the held-out seeds. Session 78 cut those phases from 600 to 500: the bench
#: game spent 2.03 s at the 95th percentile, its slowest phases all movement phases of
#: 532-614 evaluations (docs/history/ai-experiments.md).
LEVEL_SETTINGS: dict[tuple[str, ...], dict[str, float]] = {
    ("oep", AXIS): {"phase_evaluations": 250},
    ("oep", SOVIET): {"phase_evaluations": 250},
    **{("oep", side, f"{side}_{kind}"): {"phase_evaluations": 500, "seed_pass": 10, "lookahead": 1}
       for side in (AXIS, SOVIET) for kind in ("move", "exploit")}}

#: The weights of this module's terms and their defaults (the values set by hand before
#: tuning), tuned with the generic ones (``qtwargame.ai.weights.GENERIC``) by
#: ``qtwargame.ai.tuning``; the material of over-stacked units and of the coming combat's
#: exchange is weighed by the generic ``material``.
WEIGHTS: Mapping[str, float] = MappingProxyType({
    # per multiplied casualty point of the lead: the side ahead in the race wins a point (13.0)
    "casualty_race": 0.15,
    # objective worth of each automatic-victory city, on top of its victory points (13.0)
    "auto_victory_city": 3.0,
    # share of a held, empty victory city's points an enemy ground unit can enter (6.4, 13.0)
    "exposed_city": 0.5,
    # the same share on the last turn, when the city counts where it stands at the end (13.0)
    "exposed_city_last_turn": 1.0,
    # last turn: share of a garrisoned city's points per expected hit per step (7.21, 13.0)
    "last_stand": 1.0,
    # the coming combat's expected exchange of steps, per unit of material (7.11-7.13, 13.0)
    "lookahead": 4.0,
})

#: The shares among ``WEIGHTS`` (a part of a city's or a unit's worth): the tuner
#: never tries them above 1 (``qtwargame.ai.weights.limits``).
WEIGHT_LIMITS: Mapping[str, float] = MappingProxyType({
    "exposed_city": 1.0,
    "exposed_city_last_turn": 1.0,
})

#: Value of one multiplied casualty point (a whole point of the race is one VP at the end).
W_CASUALTY = WEIGHTS["casualty_race"]
#: Objective worth of an automatic-victory city.
AUTO_CITY_WORTH = WEIGHTS["auto_victory_city"]
#: Share of an empty victory city's points at risk when an enemy ground unit can enter it
#: in the enemy's coming movement phase.
W_EXPOSED = WEIGHTS["exposed_city"]
#: On the last turn the city is lost outright when the enemy walks in: all its points.
W_EXPOSED_LAST = WEIGHTS["exposed_city_last_turn"]
#: On the last turn, the share of a garrisoned city's points at stake per hit the enemy
#: can expect against each step of the garrison (13.0 counts the cities after the Soviet
#: player turn; a garrison that loses steps or retreats (7.21) gives the city up).
W_LAST_STAND = WEIGHTS["last_stand"]
#: Enemy ground units this near a city can reach it and attack in their player turn.
LAST_STAND_REACH = 2
#: What the coming combat's expected exchange of steps counts in ``lookahead``, per unit
#: of the material it changes: a hit also gives casualty points (13.0) and a retreat
#: ground, which the exchange leaves out; measured (session 19,
#: docs/history/ai-experiments.md).
LOOKAHEAD_WEIGHT = WEIGHTS["lookahead"]


def _weight(weights: Mapping[str, float] | None, name: str, default: float) -> float:
    """The weight ``name`` in ``weights``, or ``default`` (the module's constant of it, read
    when asked) when there are none."""
    return default if weights is None else weights[name]


def owes_attacks(game, state, side: str) -> str | None:
    """7.0 (A1): in ``side``'s movement phase, each of its units next to an enemy unit will
    owe an attack on one adjacent hex in the normal combat phase ("unit"); with the option
    ``combat_obligation = strict`` every adjacent hex must be attacked too ("hex").
    Exploitation combat is optional (4.0). Read by ``qtwargame.ai.blunders`` to keep units
    off hexes where that attack is hopeless."""
    if state.phase != f"{side}_move":
        return None
    return "hex" if game.options.get("combat_obligation") == "strict" else "unit"



def objectives(game, weights: Mapping[str, float] | None = None) -> tuple:
    """The victory cities and the automatic-victory cities (13.0), each worth its points
    plus ``auto_victory_city`` if it is one (``weights``; None: ``AUTO_CITY_WORTH``). One
    tuple per worth, kept for the game."""
    t = game.cache
    auto = _weight(weights, "auto_victory_city", AUTO_CITY_WORTH)
    memo = t.memo.get(("ai_objectives", auto))
    if memo is None:
        worth: dict = {}
        for h, c in game.board.cities.items():
            if c.vp > 0:
                worth[h] = worth.get(h, 0) + c.vp
        for cities in t.data.auto_victory.values():
            for cid in cities:
                idx = t.city_hex.get(cid)
                if idx is not None:
                    h = t.hexes[idx]
                    worth[h] = worth.get(h, 0) + auto
        memo = t.memo[("ai_objectives", auto)] = tuple(sorted(worth.items(),
                                                              key=lambda kv: (kv[0].q, kv[0].r)))
    return memo


def excess(game, state) -> dict[str, list[str]]:
    """Per side, the units the opponent would remove from its over-stacked hexes at the
    end of the phase (6.2: the opponent chooses, so the most valuable first, until the
    rest may stay)."""
    snap = snap_of(game, state)
    vals = facts(game)
    out: dict[str, list[str]] = {}
    for h, side, uids in violations(snap):
        rest = sorted(uids, key=lambda u: (-unit_value(vals, u, state.units[u].step), u))
        while rest and not stack_ok(snap.t, rest, stalin_at(snap, h)):
            out.setdefault(side, []).append(rest.pop(0))
    return out


def _vp_cities(game) -> tuple:
    memo = game.cache.memo.get("ai_vp_cities")
    if memo is None:
        memo = game.cache.memo["ai_vp_cities"] = tuple(
            sorted(((h, c.vp) for h, c in game.board.cities.items() if c.vp > 0),
                   key=lambda kv: (kv[0].q, kv[0].r)))
    return memo


def exposure(game, state, weights: Mapping[str, float] | None = None) -> dict[str, float]:
    """Per side, the victory points of the cities it holds with none of its ground units in
    them that the other side's ground units can enter in their coming movement phase (6.1,
    6.3; entering takes the city, 6.4), ``W_EXPOSED`` of each city's points
    (``W_EXPOSED_LAST`` on the last turn; ``exposed_city`` and ``exposed_city_last_turn``
    of ``weights`` when given). Counted in a side's own player turn, for the
    other side's coming one; in the last Soviet player turn nobody moves after it."""
    out = {s: 0.0 for s in game.sides}
    side = phase_side(state.phase)
    if side is None or state.phase.endswith("_setup"):
        return out
    last = state.turn >= game.last_turn
    if side == SOVIET and last:
        return out
    snap = snap_of(game, state)
    t = snap.t
    own = snap.ground[side]
    empty = [(t.idx[h], vp) for h, vp in _vp_cities(game)
             if state.control.get(h) == side and t.idx[h] not in own]
    if not empty:
        return out
    reach = mover_reach(snap, SOVIET if side == AXIS else AXIS, [i for i, _ in empty])
    weight = (_weight(weights, "exposed_city_last_turn", W_EXPOSED_LAST) if last
              else _weight(weights, "exposed_city", W_EXPOSED))
    out[side] = weight * sum(vp for i, vp in empty if i in reach)
    return out


def mover_reach(snap, mover: str, targets: list[int] | None = None) -> set[int]:
    """Every hex a ground unit of ``mover`` could enter in its next movement phase from
    where it stands (6.1, 6.3: terrain, rivers, entering enemy ZoC stops, ZoC to ZoC only
    for armor where it may; the one-hex minimum move), found by one search per movement
    class from all of that class's units at once (``class_reach``).

    With ``targets`` (hexes, by index) only the hexes among them are sure to be in the
    answer: a class none of whose units stands within its allowance and one hex of a target
    is not searched (every hex costs at least 1 MP, so its search ends nearer; the one
    extra hex is the one-hex minimum move, 6.1). An evaluation asks about a few empty
    cities, most of them far behind the front, and this skips most searches."""
    t, state = snap.t, snap.state
    groups: dict = {}
    near: set = set()
    far = targets is not None and _min_cost(t) >= 1
    spots = [t.hexes[i] for i in targets] if far and targets is not None else []
    for uid, h in snap.pos.items():
        info = t.units[uid]
        if info.side != mover or not info.ground:
            continue
        ma = movement_allowance(snap.game, state, uid)
        key = (info.move_class, info.armor, info.nationality, armor_ignores_zoc(snap, uid))
        groups.setdefault(key, []).append((uid, h, ma))
        if far and key not in near:
            here = t.hexes[h]
            if any(here.distance(x) <= ma + 1 for x in spots):
                near.add(key)
    out: set[int] = set()
    aims = targets if far else None
    for key, members in groups.items():
        if not far or key in near:
            out |= class_reach(snap, members, aims)
    return out


def _min_cost(t) -> float:
    """The least movement cost of entering any hex, any class, any weather (1 in the
    scenario as printed): what :func:`mover_reach`'s shortcut relies on."""
    got = t.memo.get("ai_min_cost")
    if got is None:
        got = t.memo["ai_min_cost"] = min(
            (c for costs in t.cost.values() for c in costs if c is not None), default=0)
    return got


def class_reach(snap, members: list[tuple[str, int, int]],
                targets: list[int] | None = None) -> set[int]:
    """The hexes any of ``members`` (unit, hex, allowance; one movement class, the same
    nationality and ZoC rule) can enter: the movement search (``movement.MoveRules``, the
    same step rules inlined) run from all of them at once, keeping the most MP left at each
    hex. A unit's own hex does not cancel the enemy's zone for it; another friendly unit's
    does.

    With ``targets`` (hexes, by index; only when every hex costs at least 1 MP,
    ``_min_cost``) only the hexes among them are sure to be in the answer: a hex reached
    with ``m`` MP left is not searched on when every target is more than ``m`` hexes away
    (more than one from a unit's start hex, the one-hex minimum move, 6.1), since each
    step costs at least 1 MP, and the search stops once it has found every target. The
    search keeps the most MP left at each hex and a step never leaves more than it had,
    so no target the whole search finds is missed."""
    t = snap.t
    rules = MoveRules(snap, members[0][0], 0)
    info, zoc, closed, land, cost = rules.info, rules.zoc, rules.closed, rules.land, rules.cost
    ignores, kerch, strait = rules.ignores_zoc, rules.kerch, t.strait
    special = t.memo.get("ai_special_sides")
    if special is None:
        special = t.memo["ai_special_sides"] = t.river | strait
    hexes = t.hexes
    # hex -> the distance to the nearest target (``distances_to``, kept per target set)
    nearest = (distances_to(tuple((hexes[i].q, hexes[i].r) for i in targets))
               if targets else None)
    missing = set(targets) if targets else None
    starts = {h for _, h, _ in members}
    mine: dict[int, int] = {}
    for _, h, _ in members:
        mine[h] = mine.get(h, 0) + 1
    cancel = {h for h, uids in rules.friends.items() if len(uids) > mine.get(h, 0)}
    cancel.update(h for h, n in mine.items() if n > 1)
    left: dict[int, int] = {}
    for _, h, ma in members:
        if left.get(h, -1) < ma:
            left[h] = ma
    if nearest is None:
        heap = [(-m, h) for h, m in left.items()]
    else:
        # A start hex with no target within its allowance (one hex at least) is not
        # searched on (as below); its allowance still bars a poorer path through it.
        heap = [(-m, h) for h, m in left.items()
                if nearest[hexes[h].q, hexes[h].r] <= (m if m > 1 else 1)]
    heapq.heapify(heap)
    nbr = snap.nbr
    out: set[int] = set()
    while heap:
        m, here = heapq.heappop(heap)
        m = -m
        if m < left[here]:
            continue
        out.add(here)
        if missing is not None:
            missing.discard(here)
            if not missing:
                break  # every target found
        first = here in starts
        if not first and not ignores and here in zoc and here not in cancel:
            continue  # entering an enemy zone ends the move (6.3)
        if nearest is not None:
            hx = hexes[here]
            if nearest[hx.q, hx.r] > (m if m > 1 or not first else 1):
                continue  # no target within the MP left
        in_zoc = here in zoc
        for n in nbr[here]:
            if not land[n] or n in closed:
                continue
            c = cost[n]
            if c is None:
                continue
            guarded = False
            if (here, n) in special:
                c += hexside_cost(t, info, here, n)
                guarded = kerch and (here, n) in strait
                if guarded:
                    if not first:
                        continue  # 9.23: the guarded strait only from the start hex,
                    c = m  # with the whole allowance
            if not guarded and in_zoc and n in zoc and not (here in cancel and n in cancel):
                if not ignores:
                    continue  # ZoC to ZoC (6.3)
                c += 1
            rest = m - c
            if rest < 0:
                if not first:
                    continue
                rest = 0  # the one-hex minimum move (6.1)
            if rest > left.get(n, -1):
                left[n] = rest
                heapq.heappush(heap, (-rest, n))
    return out


def last_stand(game, state, weights: Mapping[str, float] | None = None) -> dict[str, float]:
    """Per side, on the last turn, the victory points of the garrisoned cities it holds
    that the enemy can still attack, each weighed by the hits the enemy's ground units
    within ``LAST_STAND_REACH`` hexes can expect (a die per strength point, hits on 6, on
    5-6 for the Soviets in the first snow turn: 7.11, 8.3) per step of the garrison,
    ``W_LAST_STAND`` (``last_stand`` of ``weights`` when given) of its points at most. The
    Soviets move last (4.0): the Axis's threat counts only during its own player turn."""
    out = {s: 0.0 for s in game.sides}
    if state.turn < game.last_turn:
        return out
    w_last = _weight(weights, "last_stand", W_LAST_STAND)
    snap = snap_of(game, state)
    t = snap.t
    vals = facts(game).values
    units = state.units
    near = _near_cities(game)
    # Per side, each ground unit's hex and dice, in the order of the state's units (the
    # hits are summed in that order).
    dice: dict[str, list[tuple[int, int]]] | None = None
    for h, vp in _vp_cities(game):
        holder = state.control.get(h)
        if holder not in out:
            continue
        steps = 0
        for u in snap.ground[holder].get(t.idx[h], ()):
            v = vals.get(u, (1.0,))
            steps += len(v) - min(units[u].step, len(v) - 1)
        if not steps:
            continue
        if dice is None:
            dice = {}
            sides = snap.sides
            for u, i in snap.pos.items():
                side = sides[u]
                if side is not None:
                    v = vals.get(u, (1.0,))
                    dice.setdefault(side, []).append((i, int(v[min(units[u].step, len(v) - 1)])))
        hits = 0.0
        around = near[h]
        for enemy, lst in dice.items():
            if enemy == holder or (enemy == AXIS and state.active != AXIS):
                continue
            p = 1 / 3 if enemy == SOVIET and first_snow_turn(state) else 1 / 6
            for i, n in lst:
                if i in around:
                    hits += n * p
        out[holder] += w_last * vp * min(1.0, hits / steps)
    return out


def _near_cities(game) -> dict:
    """Each victory city -> the hexes (by index) within ``LAST_STAND_REACH`` of it, kept
    for the game."""
    memo = game.cache.memo.get("ai_near_cities")
    if memo is None:
        t = game.cache
        memo = game.cache.memo["ai_near_cities"] = {
            h: frozenset(i for i, x in enumerate(t.hexes) if h.distance(x) <= LAST_STAND_REACH)
            for h, _ in _vp_cities(game)}
    return memo


def evaluate(game, state, side: str, weights: Mapping[str, float] | None = None) -> float:
    """``state`` seen from ``side`` (13.0): the generic terms and this module's, each by its
    weight in ``weights`` (every name of ``qtwargame.ai.weights.declared``; None: the
    defaults)."""
    return _evaluate(game, state, side, weights, None)


def evaluate_and_lookahead(game, state, side: str, weights: Mapping[str, float] | None = None
                           ) -> tuple[float, float]:
    """:func:`evaluate` and :func:`lookahead` of one position, each exactly what it gives
    alone, both from one ``material`` of the position (alone, each works it out)."""
    mat = material(game, state)
    return _evaluate(game, state, side, weights, mat), _lookahead(game, state, side, weights, mat)


def _evaluate(game, state, side: str, weights: Mapping[str, float] | None,
              mat: dict[str, float] | None) -> float:
    """:func:`evaluate`, with the position's ``material`` given when it is known already."""
    done = terminal(game, state, side)
    if done is not None:
        return done
    score = generic(game, state, side, objectives(game, weights), mat=mat, weights=weights)
    cas = dict(casualty_points(game, state))
    over = excess(game, state)
    if over:
        # Over-stacked units are as good as gone: their material, and the casualty points
        # the opponent scores for them (13.0).
        mat = material(game, state) if mat is None else mat
        total = sum(mat.values()) or 1.0
        vals = facts(game)
        multipliers = game.cache.data.casualties.weights
        w_material = _weight(weights, "material", W_MATERIAL)
        for owner, gone in over.items():
            lost = sum(unit_value(vals, u, state.units[u].step) for u in gone)
            score += (-1 if owner == side else 1) * w_material * lost / total
            scorer = next((o for o in game.sides if o != owner), owner)
            cas[scorer] = cas.get(scorer, 0) + sum(
                multipliers.get(game.cache.units[u].casualty_category, 1) for u in gone
                if game.cache.units[u].casualty_category is not None)
    mine = cas.get(side, 0)
    theirs = sum(v for k, v in cas.items() if k != side)
    risk = exposure(game, state, weights)
    score -= risk[side] - sum(v for k, v in risk.items() if k != side)
    last = last_stand(game, state, weights)
    score -= last[side] - sum(v for k, v in last.items() if k != side)
    return score + _weight(weights, "casualty_race", W_CASUALTY) * (mine - theirs)


def lookahead(game, state, side: str, weights: Mapping[str, float] | None = None) -> float:
    """What ``side``'s own coming combat phase is expected to gain from where its units
    stand, in the evaluation's units (7.11-7.13: each side rolls its dice and hits on 6,
    or as the odds say): asked by the searching levels that look past the end of a
    movement phase, in ``side``'s movement and exploitation movement, 0 elsewhere.

    Each enemy stack next to ``side``'s ground units is attacked by those of them not yet
    given another target, the stacks with the best exchange first: the expected hits on
    the defenders (at most their steps) times the mean value of a defender's step, less
    the expected hits on the attackers times the mean value of theirs, as a share of both
    armies' material (as ``generic`` counts material), times ``LOOKAHEAD_WEIGHT``
    (``lookahead`` and ``material`` of ``weights`` when given). Only exchanges that gain
    count: a side need not attack."""
    return _lookahead(game, state, side, weights, None)


def _lookahead(game, state, side: str, weights: Mapping[str, float] | None,
               mat: dict[str, float] | None) -> float:
    """:func:`lookahead`, with the position's ``material`` given when it is known already."""
    if state.pending is not None or state.phase not in (f"{side}_move", f"{side}_exploit"):
        return 0.0
    snap = snap_of(game, state)
    enemy = snap.enemy[side]
    own, foe, nbr = snap.ground[side], snap.ground[enemy], snap.nbr
    near: dict[int, list[str]] = {}
    for h, units in own.items():
        for n in nbr[h]:
            if n in foe:
                near.setdefault(n, []).extend(units)
    if not near:
        return 0.0
    used: set[str] = set()
    gain = 0.0
    pending = {h: sorted(set(us)) for h, us in near.items()}
    known: dict[tuple, float] = {}
    while pending:
        scored = []
        for h, us in pending.items():
            free = [u for u in us if u not in used]
            if free:
                k = (h, *free)
                v = known.get(k)
                if v is None:
                    v = known[k] = exchange(snap, free, h)
                scored.append((v, h, free))
        if not scored:
            break
        best = max(scored)
        if best[0] <= 0:
            break
        gain += best[0]
        used.update(best[2])
        del pending[best[1]]
    total = sum((material(game, state) if mat is None else mat).values()) or 1.0
    return (_weight(weights, "lookahead", LOOKAHEAD_WEIGHT)
            * (_weight(weights, "material", W_MATERIAL) * gain / total))


def exchange(snap, attackers: list[str], target: int) -> float:
    """What ``attackers`` attacking ``target`` in the coming combat phase are expected to
    gain, in steps' value (:func:`_exchange`), kept for the game on the combat's facts
    (``combat.combat_facts``): a planner's positions share most of their coming combats."""
    key = combat_facts(snap, attackers, [target], 0, None, [], snap.state.data.get("leaders_used", []))
    return kept(snap.t.memo.setdefault("ai_exchanges", {}), key, lambda: _exchange(snap.game, key),
                EXCHANGES_KEPT, CHECK_HITS, "coming combat exchanges")


#: The coming combats' exchanges (:func:`_exchange`) kept for a game before the table
#: starts anew.
EXCHANGES_KEPT = 20000
#: The cache audit's switch (``qtwargame.testing.cache_audit.checking_hits``): while on,
#: every exchange given from the table is worked out again and compared, a difference
#: raised as :class:`StaleCache`. Off in play: a hit is one look-up.
CHECK_HITS = False


def _exchange(game, f: CombatFacts) -> float:
    """The part of :func:`lookahead` that reads nothing but one combat's facts (its
    attackers and one defending hex, ``combat.combat_facts``) and the game's printed
    tables, so it is kept on them (``engine.memo.kept``): the expected hits on the
    defenders (at most their steps) times the mean value of a defender's step, less the
    expected hits on the attackers times the mean value of theirs (7.11-7.13)."""
    on_def, on_att = odds_of(game, f).expected()
    vals = facts(game).values

    def step_mean(units: tuple[UnitFacts, ...]) -> tuple[float, int]:
        tot, steps = 0.0, 0
        for u, _, k, _ in units:
            v = vals.get(u, ())
            left = v[k:] if k >= 0 else ()
            tot += sum(left)
            steps += len(left)
        return (tot / steps if steps else 0.0), steps

    dmean, dsteps = step_mean(f.defenders)
    amean, _ = step_mean(f.attackers)
    return min(on_def, dsteps) * dmean - on_att * amean
