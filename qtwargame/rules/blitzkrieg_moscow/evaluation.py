"""Blitzkrieg to Moscow 2 for the computer players: what a position is worth (4.0, 4.1).

``qtwargame.ai.evaluation`` finds this module next to the ruleset. Only the Germans score
(4.1: supplied cities, one point per two fresh tanks, minus losses) and the game is decided
by 10 points after turn 6 (4.0), so the *German outlook* below is the score for both
players (plus for the Germans, minus for the Soviets). It is the 4.1 count made finer, so
that a search sees every step towards or away from a point, not only whole points:

- each German city that traces supply counts its 4.1 worth (a supply city two); a German
  city cut off counts ``CUT_CITY`` of it (it scores nothing now but may be reconnected);
- every fresh German tank on the map counts half a point (4.1: two make one), a worn one
  ``WORN_TANK_NEAR`` if it stands in or next to a German supply source (it turns fresh at
  the end of the German player turn, 13.3) and ``WORN_TANK_FAR`` otherwise; a tank that
  entered its own rear area (by a move or a retreat) counts as a fresh one while it comes
  back before the count: it returns face up in the next turn's box (10.5);
- losses count unrounded: an eliminated infantry unit 0.5, a tank 1 (4.1);
- a German unit out of supply counts ``SURRENDER_RISK`` of what its surrender would cost
  (its loss and its worth now: a tank's share of a point) in a Soviet phase and
  ``SURRENDER_RISK_OWN`` in a German one (it surrenders in the German supply phase, 13.1,
  unless a line is opened first), and a hex over the stacking limit (8.1, 8.2) counts its
  excess units as lost, weakest first: the owner must remove them at the end of movement
  (8.3), which is how a careless German loses whole armies;
- before a Soviet movement phase (any German phase, the Soviet logistics phase) the
  Soviet reach is asked: every node a Soviet unit on the map can enter under the movement
  rules (10.1-10.5, 9.4, the weather's cap). A German city with no German unit in it that
  a Soviet unit can enter loses ``EXPOSED`` of its worth (4.2: entering takes control),
  all of it on the last turn; a German city that traces supply now but would not with
  Soviet units in every node they reach loses ``CUT_RISK`` of it (13.2.3), ``CUT_RISK_LAST``
  on the last turn (pessimistic: every node at once);
- after the Soviet logistics phase, before the last turn, the German reach is asked
  the same way: a city the Germans do not hold that a German unit can enter in the coming
  German movement phase (so no Soviet unit stands in it) counts ``GERMAN_WALK_IN`` of its
  worth to the Germans already (4.2). Without it the Soviet side saw no threat from the
  next German move, and the Soviet planner won no more often than ``greedy`` did;
- in the German half of the last turn what stands at its end stands at the count: a cut
  city counts ``CUT_CITY_LAST``, a worn tank next to a source a whole half point (it
  recovers for certain, 13.3) and one elsewhere nothing;
- in the last Soviet player turn the outlook is the exact 4.1 count (tanks and losses
  rounded as 4.1 rounds, nothing recovers, reconnects or surrenders before it) plus
  ``LINE_BONUS`` at 10 points or more (4.0); in its logistics phase, with the Soviet move
  still to come, less the walk-ins and cuts above at their last-turn shares. A German plan
  that ends the German player turn is valued there, so the Germans' last phase sees the
  city it would leave open (until session 70 the count stood alone there, and a tank's
  breakthrough move could take the only garrison out of a city the Soviets then entered);
- the three points just below the 10-point line count double (a margin for the side
  ahead).

The Soviets lose no points, but a Soviet unit that will surrender (out of supply and not
in a Soviet supply city, 13.1, 13.2.4) is worth ``SOVIET_SURRENDER`` to the Germans: cut
lines and encirclements are how the Germans thin the defence (nothing on the last turn:
the surrender would come after the last attack). The generic terms (material,
supply, territory, nearness to the cities and the drive towards those not held) keep their
weights; their objectives are the 4.1 cities, a supply city worth two.

Each share and points figure above that is a judgement, not a rule's number, is a weight
declared in :data:`WEIGHTS` (``CUT_CITY`` is ``WEIGHTS["cut_city"]``, and so on), which
``qtwargame.ai.weights.declared`` adds to the generic ones for the tuner; ``evaluate`` and
``lookahead`` take ``weights=`` (every declared name; None: the defaults, exactly). The
German outlook enters the value with the generic ``points`` weight (it is this game's
victory points), the over-stacked units' material with ``material``.
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Mapping
from dataclasses import replace
from types import MappingProxyType

from qtwargame.ai.evaluation import W_MATERIAL, facts, generic, material, terminal, unit_value
from qtwargame.ai.weights import GENERIC
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ELIMINATED, OFF_MAP, ON_MAP
from qtwargame.rules.blitzkrieg_moscow.combat import chances, hero_city_holds, odds_index
from qtwargame.rules.blitzkrieg_moscow.logistics import due, rebuild_areas
from qtwargame.rules.blitzkrieg_moscow.movement import (
    home_areas,
    movement_allowance,
    obstacles,
    search,
    weather_rules,
)
from qtwargame.rules.blitzkrieg_moscow.sequence import step_of
from qtwargame.rules.blitzkrieg_moscow.stacking import fits, overstacked
from qtwargame.rules.blitzkrieg_moscow.supply import is_supply_city, network
from qtwargame.rules.blitzkrieg_moscow.units import (
    is_tank,
    is_worn,
    side_units,
    strength,
    units_at,
)
from qtwargame.rules.blitzkrieg_moscow.zoc import projects

_OBJECTIVES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

#: The default level's Soviets (``qtwargame.ai``'s ``LEVEL_SETTINGS``; "soviet" is the
#: Soviet side's id in the bundled scenario, ``data.soviet``) search with the strongest
#: level's shape (24 candidates, 3 worlds, 8 plans over 5 generations, a big phase seeded
#: unit by unit with 24 options a unit, the German coming move's ``lookahead``) within the
#: default level's own 400 evaluations a phase. On the development seeds 8000-8019 and
#: 8100-8119 the strongest level's Soviets won 38 of 40 against ``greedy`` where the default
#: level's won 30; that shape at 400 evaluations kept most of it (session 68,
#: docs/history/ai-experiments.md), and its slowest phases (the Soviet movement and combat,
#: about 4-5 ms an evaluation with the lookahead) stay inside issue 49's 2 s.
LEVEL_SETTINGS: dict[tuple[str, ...], dict[str, float]] = {
    ("oep", "soviet"): {"width": 24, "samples": 3, "population": 8, "generations": 5,
                        "seed_pass": 24, "lookahead": 1.0},
    # The strongest Germans' last turn: 16 plans over 8 generations, 4,000 evaluations a
    # phase (session 80: forks of the last turn on the development seeds).
    ("oep_strong", "german", "last_turn"): {"population": 16, "generations": 8,
                                            "phase_evaluations": 4000},
}

#: The weights of the outlook's terms (name -> default): each the multiplier a term enters the
#: value with, tuned by self-play (``qtwargame.ai.weights``, ``qtwargame tune``); a value
#: given as ``weights=`` to :func:`evaluate` or :func:`lookahead` replaces them. The generic
#: weights (``qtwargame.ai.weights.GENERIC``) weigh the generic terms as they do elsewhere,
#: ``points`` the German outlook (this game's victory points, 4.1).
WEIGHTS: Mapping[str, float] = MappingProxyType({
    "cut_city": 0.4,  # share of its worth a German city keeps while cut off from supply (4.1, 13.2)
    "cut_city_last": 0.1,  # the same in the German half of the last turn (4.0: no time to reopen)
    "worn_tank_near": 0.35,  # a worn German tank in or next to a German source (turns fresh, 13.3)
    "worn_tank_far": 0.15,  # a worn German tank elsewhere (4.1: two fresh tanks make a point)
    "surrender_risk": 0.6,  # share of its 4.1 loss a German unit out of supply counts, Soviet phase (13.1)
    "surrender_risk_own": 0.9,  # the same in a German phase (it surrenders at its end, 13.1)
    "soviet_surrender": 0.5,  # points to the Germans per Soviet unit that will surrender (13.1, 13.2.4)
    "exposed_city": 0.5,  # share lost of an empty German city a Soviet unit can enter (4.2)
    "exposed_city_last": 1.0,  # the same on the last turn (4.2, 4.0: the walk-in stands at the count)
    "cut_risk": 0.25,  # share lost of a German city whose line Soviet moves could cut (13.2.3)
    "cut_risk_last": 0.5,  # the same on the last turn (13.2.3, 4.0)
    "german_walk_in": 0.5,  # share to the Germans of an empty city a German unit can enter next (4.2)
    "walk_in_lookahead": 0.5,  # further share of it the Soviet lookahead counts as lost (4.2)
    "city_attack_lookahead": 0.5,  # share lost x chance the coming German attack empties a city (11.3, 11.5)
    "line_bonus": 2.0,  # added to the exact count in the last Soviet player turn at 10 points (4.0)
    "line_margin": 1.0,  # extra weight of the three points just below the 10-point line (4.0)
})

#: The shares among ``WEIGHTS`` (a part of a city's or a unit's worth): the tuner
#: never tries them above 1 (``qtwargame.ai.weights.limits``).
WEIGHT_LIMITS: Mapping[str, float] = MappingProxyType({
    "cut_city": 1.0,
    "cut_city_last": 1.0,
    "surrender_risk": 1.0,
    "surrender_risk_own": 1.0,
    "exposed_city": 1.0,
    "exposed_city_last": 1.0,
    "cut_risk": 1.0,
    "cut_risk_last": 1.0,
    "german_walk_in": 1.0,
    "walk_in_lookahead": 1.0,
    "city_attack_lookahead": 1.0,
})

#: The defaults under their old names (tests and the module's docs read these).
#: Share of its worth a German city counts while it cannot trace supply.
CUT_CITY = WEIGHTS["cut_city"]
#: A worn German tank on the map, in or next to a German source (recovers, 13.3) / elsewhere.
WORN_TANK_NEAR = WEIGHTS["worn_tank_near"]
WORN_TANK_FAR = WEIGHTS["worn_tank_far"]
#: Share of its 4.1 loss a German unit out of supply counts (it may surrender, 13.1): in a
#: Soviet phase (the Germans have a movement and a combat phase to open a line) / in a
#: German phase (it surrenders at the end of this player turn unless a line opens first).
SURRENDER_RISK = WEIGHTS["surrender_risk"]
SURRENDER_RISK_OWN = WEIGHTS["surrender_risk_own"]
#: In the German half of the last turn (4.0 counts after the Soviet half): a cut-off
#: city is all but lost (nobody reopens its line before the count), a worn tank next to
#: a source recovers for certain at the end of the German player turn (13.3) and one
#: elsewhere stays worn (worth nothing).
CUT_CITY_LAST = WEIGHTS["cut_city_last"]

#: The results that fail an attack with nothing gained (11.3.5: at 1:2 or worse after the
#: shifts no die is rolled and the attack fails, its attackers worn all the same, 11.3.7):
#: the computer players refuse such an attack where they may do anything else
#: (``qtwargame.ai.blunders``).
FAILED_RESULTS = frozenset({"fail"})
#: Not a weight: a worn tank that recovers for certain is a fresh one, half a point (4.1).
WORN_TANK_NEAR_LAST = 0.5
#: What a Soviet unit that will surrender is worth to the Germans (in points).
SOVIET_SURRENDER = WEIGHTS["soviet_surrender"]
#: Share of its counted worth a German city with no German unit in it loses when a Soviet
#: unit can walk into it in the coming Soviet movement phase (4.2: entering takes control),
#: on turns before the last / on the last turn (the walk-in stands at the 4.0 count).
EXPOSED = WEIGHTS["exposed_city"]
EXPOSED_LAST = WEIGHTS["exposed_city_last"]
#: Share of its worth a German city counts lost when Soviet moves could cut its supply
#: line (13.2.3), on turns before the last / on the last turn.
CUT_RISK = WEIGHTS["cut_risk"]
CUT_RISK_LAST = WEIGHTS["cut_risk_last"]
#: Share of its worth a city the Soviets leave empty counts to the Germans when a German
#: unit can walk into it in the coming German movement phase (4.2).
GERMAN_WALK_IN = WEIGHTS["german_walk_in"]
#: Further share of its worth an empty Soviet city the coming German move can enter counts
#: to the Germans in the Soviet ``lookahead`` (the searching levels only).
WALK_IN_LOOKAHEAD = WEIGHTS["walk_in_lookahead"]
#: Added to the exact 4.1 count in the last Soviet player turn when it reaches the 4.0 line.
LINE_BONUS = WEIGHTS["line_bonus"]
#: Share of its worth a Soviet-held city counts to the Germans in the Soviet ``lookahead``,
#: times the chance that the strongest attack the German units can make on it after the
#: coming German movement phase empties it (11.3, 11.5).
CITY_ATTACK_LOOKAHEAD = WEIGHTS["city_attack_lookahead"]
#: How many points below the 4.0 line count ``line_margin`` more (a margin for the side
#: ahead): a band, not a weight.
LINE_BAND = 3


def city_worth(game, h) -> int:
    """A city's 4.1 worth to the Germans: a supply city two points, another one."""
    v = game.cache.data.victory
    return v.supply_city_vp if h in game.cache.supply_cities else v.city_vp


def objectives(game) -> tuple:
    """The 4.1 cities, each worth its victory points to the Germans (a supply city two)."""
    memo = _OBJECTIVES.get(game)
    if memo is None:
        worth = {h: city_worth(game, h) for h in game.cache.cities}
        memo = _OBJECTIVES[game] = tuple(sorted(worth.items(),
                                                key=lambda kv: (kv[0].q, kv[0].r)))
    return memo


def _loss(game, uid: str) -> float:
    v = game.cache.data.victory
    return v.tank_loss if is_tank(game, uid) else v.infantry_loss


def excess(game, state, side: str) -> list[str]:
    """The units ``side`` would have to remove for being over the stacking limit (8.3):
    in each over-stacked hex, the weakest until the rest fit."""
    f = facts(game)
    out: list[str] = []
    for h in overstacked(game, state, side):
        here = sorted((uid for uid, u in state.units.items()
                       if u.status == ON_MAP and u.hex == h and game.units[uid].side == side),
                      key=lambda uid: (unit_value(f, uid, state.units[uid].step), uid))
        while here and not fits(game, side, here):
            out.append(here.pop(0))
    return out


def soviet_moves_next(game, state) -> bool:
    """Is the next movement phase the Soviets' (a German phase, or the Soviet logistics
    or setup phase before their movement, 5.0)?"""
    return (state.active == game.cache.data.german
            or step_of(state.phase) in ("logistics", "setup"))


def german_moves_next(game, state) -> bool:
    """Is the next movement phase the Germans' (a Soviet phase after the Soviet logistics
    phase, before the last turn's count)?"""
    return (state.active == game.cache.data.soviet and state.turn < game.last_turn
            and step_of(state.phase) not in ("logistics", "setup"))


def soviet_reach(game, state) -> set:
    """Every node a Soviet unit on the map can enter in a movement phase from where it
    stands (10.1-10.5, 9.4: terrain and ZOC stops, the weather's cap; never into a German
    unit)."""
    return reach_of(game, state, game.cache.data.soviet)


def reach_of(game, state, mover: str) -> set:
    """Every node a unit of ``mover`` on the map can enter in a movement phase from where
    it stands (never into an enemy unit): the union of its :func:`movers`' reaches."""
    return _union(movers(game, state, mover))


def _union(groups: list[tuple[set, Hex, list[str]]]) -> set:
    """Every node any of the :func:`movers` ``groups`` can enter."""
    out: set = set()
    for found, _, _ in groups:
        out |= found
    return out


def movers(game, state, mover: str) -> list[tuple[set, Hex, list[str]]]:
    """Each distinct mover of ``mover`` on the map (place, movement allowance, branch) as
    the nodes it can enter in its coming movement phase (10.1-10.5, 9.4; never into an
    enemy unit), where it stands, and the units that share it."""
    zoc, held = obstacles(game, state, mover)  # the enemy's ZOC and units, kept per position
    groups: dict[tuple, tuple[set, Hex, list[str]]] = {}
    for uid in side_units(game, state, mover):
        here = state.units[uid].hex
        key = (here, movement_allowance(game, state, uid), is_tank(game, uid))
        if key not in groups:
            groups[key] = (set(search(game, state, uid, zoc, held)), here, [])
        groups[key][2].append(uid)
    return list(groups.values())


def arrivals(game, state, mover: str) -> list:
    """Where units of ``mover`` not on the map may stand when its coming movement phase
    begins, as (unit, rear-area anchor): the units due this turn (6.2, 10.5) and the
    eliminated ones a card may rebuild (6.2.1-6.2.3; the cards in hand are not looked
    at), each in every rear area it may be placed in. One unit for each place, movement
    allowance, branch and ZOC."""
    flag = game.cache.data.zoc_flag
    pool = set(due(game, state, mover))
    gone = {uid for uid, u in state.units.items()
            if u.status == ELIMINATED and game.units[uid].side == mover}
    pool.update(gone)
    seen: set = set()
    out = []
    for uid in sorted(pool):
        d = game.units[uid]
        for area in rebuild_areas(game, uid) if uid in gone else home_areas(game, uid):
            key = (area.anchor, d.value(0, "movement"), is_tank(game, uid), d.has(flag))
            if key not in seen:
                seen.add(key)
                out.append((uid, area.anchor))
    return out


#: Per game, each node's open neighbours on the map (not across an all-sea or all-lake
#: side, not water, not a rear area): where a ZOC from the node reaches in
#: :func:`wider_reach`.
_OPEN_MAP: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _open_map(game) -> dict:
    got = _OPEN_MAP.get(game)
    if got is None:
        topo = game.cache.topo
        got = _OPEN_MAP[game] = {n: tuple(m for m in topo.open[n] if not topo.is_area(m))
                                 for n in topo.nodes}
    return got


def wider_reach(game, state, mover: str, groups: list[tuple[set, Hex, list[str]]] | None = None
                ) -> tuple[set, frozenset]:
    """The nodes ``mover``'s units can enter in its coming movement phase, counting the
    units :func:`arrivals` places in its rear areas in its logistics phase, and the hexes
    their ZOC would cover from wherever they can stand (9.1-9.3: a unit with a ZOC, or
    any unit in a city, outside a swamp; never into a rear area or onto an enemy unit).
    Pessimistic: every unit everywhere it can go at once. ``groups``: ``mover``'s
    :func:`movers` in ``state`` when already found: a unit on the map then reaches what
    its group reaches (the same search), not searched again."""
    topo = game.cache.topo
    flag = game.cache.data.zoc_flag
    zoc, held = obstacles(game, state, mover)  # the enemy's ZOC and units, kept per position
    starts = [(uid, state.units[uid].hex) for uid in side_units(game, state, mover)]
    starts += arrivals(game, state, mover)
    known = {uid: found for found, _, uids in groups for uid in uids} if groups else {}
    into = _open_map(game)
    done: set = set()
    reach: set = set()
    covered: set = set()
    for uid, node in starts:
        d = game.units[uid]
        key = (node, d.value(0, "movement"), is_tank(game, uid), d.has(flag))
        if key in done:
            continue
        done.add(key)
        u = state.units[uid]
        found: set | dict
        if u.hex != node or u.status != ON_MAP:
            units = dict(state.units)
            units[uid] = replace(u, hex=node, status=ON_MAP, step=0)
            found = search(game, replace(state, units=units), uid, zoc, held)
        elif uid in known:
            found = known[uid]
        else:
            found = search(game, state, uid, zoc, held)
        reach.update(found)
        zoc_everywhere = d.has(flag)
        for n in found:
            if topo.is_area(n) or not projects(game, n, zoc_everywhere):
                continue
            covered.update(into[n])
    return reach, frozenset(covered - held)


def walk_ins(game, state, reach: set | None = None) -> list:
    """German cities with no German unit in them that a Soviet unit can enter in its
    coming movement phase (4.2: the last side to enter a hex controls it)."""
    reach = soviet_reach(game, state) if reach is None else reach
    german = game.cache.data.german
    return [h for h in game.cache.cities if h in reach and state.control.get(h) == german]


def german_walk_ins(game, state, reach: set | None = None) -> list:
    """Cities the Germans do not hold that a German unit can enter in the coming German
    movement phase (4.2), given the German ``reach`` (:func:`reach_of` unless given); the
    reach never enters a Soviet unit, so these are empty."""
    german = game.cache.data.german
    reach = reach_of(game, state, german) if reach is None else reach
    return [h for h in game.cache.cities if h in reach and state.control.get(h) != german]


def open_holdings(game, state, side: str) -> list:
    """The computer players' question (``qtwargame.ai.players.open_holdings``): in the
    German half of the last turn, the German cities with no German unit in them that a
    Soviet unit can enter in the last Soviet movement phase (:func:`walk_ins`; 4.2:
    entering takes control, and 4.0 counts after it); none otherwise."""
    data = game.cache.data
    if side == data.german and state.turn >= game.last_turn and soviet_moves_next(game, state):
        return walk_ins(game, state)
    return []


def strongest_attack(cands: list[tuple[int, str, frozenset[Hex]]], areas: frozenset[Hex]
                     ) -> list[int]:
    """Which of the candidate attackers (strength, unit, the nodes next to the target it
    can reach) attack together at the greatest strength when each hex next to the target
    holds one of them (8.1: one German unit a hex) and a rear area any number: the
    strongest first, each kept if the ones kept can still be given distinct hexes
    (augmenting paths; taken strongest first this is the best set, the sets that fit
    being those of a transversal matroid). Returns their indices."""
    holder: dict = {}  # hex -> index of the candidate placed in it

    def place(i: int, seen: set) -> bool:
        for n in cands[i][2]:
            if n in seen:
                continue
            seen.add(n)
            if n not in holder or place(holder[n], seen):
                holder[n] = i
                return True
        return False

    chosen = []
    for i in sorted(range(len(cands)), key=lambda i: (-cands[i][0], cands[i][1])):
        if cands[i][2] & areas or place(i, set()):
            chosen.append(i)
    return chosen


def city_attack_threats(game, state, reaches: list[tuple[set, Hex, list[str]]] | None = None
                        ) -> list[tuple]:
    """Each Soviet-held city with Soviet units in it, with the chance that one German
    attack in the coming German combat phase empties it (11.3.6: every result but no
    effect removes the defenders; 11.5: the attackers may advance), as (city, chance).

    The attack is the strongest the German units (``reaches``: the German :func:`movers`)
    can make from where they can reach next to the city (:func:`strongest_attack`: one
    unit a hex, 8.1), against the defenders' full strength (active defence, 11.3.2); the
    city shifts one column left (11.3.4), every attacker across a river another unless
    one of them can attack from a hex without one, a tank into clear terrain one right,
    as the weather allows. A German DR against the marked hero city is no effect (14.2.1),
    so there only DL and DE empty it."""
    soviet, german = game.cache.data.soviet, game.cache.data.german
    topo = game.cache.topo
    reaches = movers(game, state, german) if reaches is None else reaches
    w = weather_rules(game, state)
    river_shift = w.river_shift if w is not None else True
    tank_shift = w.tank_shift if w is not None else True
    out = []
    for h in game.cache.cities:
        if state.control.get(h) != soviet:
            continue
        defenders = units_at(state, h)
        if not defenders:
            continue
        sides = [n for n in topo.open[h] if topo.crossable(n, h)]
        cands: list[tuple[int, str, frozenset[Hex]]] = []
        for found, here, uids in reaches:
            near = frozenset(n for n in sides if n in found or n == here)
            if near:
                cands.extend((strength(game, state, u), u, near) for u in uids)
        if not cands:
            continue
        areas = frozenset(n for n in sides if topo.is_area(n))
        chosen = [cands[i] for i in strongest_attack(cands, areas)]
        att = sum(c[0] for c in chosen)
        dfn = sum(strength(game, state, u) for u in defenders)
        index = odds_index(att, dfn) - 1
        if river_shift and not any("river" not in topo.features(n, h)
                                   for c in chosen for n in c[2]):
            index -= 1
        if tank_shift and game.board.terrain.get(h) == "clear" and any(
                is_tank(game, c[1]) for c in chosen):
            index += 1
        if index <= 0:
            continue
        # 14.2.1: a German DR against the marked hero city is no effect: it stays.
        stays = ("-", "DR") if hero_city_holds(game, state, german, game.label(h)) else ("-",)
        chance = sum(p for r, p in chances(game, index).items() if r not in stays)
        if chance:
            out.append((h, chance))
    return out


def cut_risk(game, state, reach: set | None = None, net=None, zoc: frozenset = frozenset()
             ) -> list:
    """German cities that trace supply now but would not if Soviet units stood in every
    node they can reach (13.2.3: enemy units block a supply line; a city cut off scores
    nothing, 4.1), and, given ``zoc``, their ZOC lay on those hexes too (9.6).
    Pessimistic: every reachable node at once."""
    reach = soviet_reach(game, state) if reach is None else reach
    german = game.cache.data.german
    mine = [h for h in game.cache.cities if state.control.get(h) == german and h not in reach]
    if not mine:
        return []
    net = network(game, state, german) if net is None else net
    worst = network(game, state, german, frozenset(reach) | zoc)
    return [h for h in mine if net.traces(game, h) and not worst.traces(game, h)]


def city_score(game, state, net, cut_city: float, exposed, share: float, cuttable,
               cut_share: float) -> float:
    """The German cities' part of the outlook: each German city its 4.1 worth (a supply
    city, or one the hero rule made one, two), ``cut_city`` of it while it cannot trace
    supply, less ``share`` of that if it is in ``exposed`` or else ``cut_share`` if it is
    in ``cuttable``."""
    german = game.cache.data.german
    v = game.cache.data.victory
    made = set(state.data.get("hero_supply", []))
    score = 0.0
    for h in game.cache.cities:
        if state.control.get(h) != german:
            continue
        worth = (v.supply_city_vp if h in game.cache.supply_cities or game.label(h) in made
                 else v.city_vp)
        worth = worth if net.traces(game, h) else cut_city * worth
        if h in exposed:
            worth *= 1.0 - share
        elif h in cuttable:
            worth *= 1.0 - cut_share
        score += worth
    return score


def german_outlook(game, state, weights: Mapping[str, float] | None = None) -> float:
    """The German victory points as above (unrounded, with the risks counted); in the
    last Soviet player turn the exact 4.1 count (rounded as 4.1 rounds). ``weights``: every
    name of :data:`WEIGHTS` (None: the defaults)."""
    return outlooks(game, state, weights=weights)[0]


def outlooks(game, state, wider: bool = False, weights: Mapping[str, float] | None = None,
             german_reach: set | None = None) -> tuple[float, ...]:
    """:func:`german_outlook`, and with ``wider`` in a German phase also the outlook with
    the Soviet reach of :func:`wider_reach` (arrivals and ZOC counted), computed from the
    same position once (each sum in the same order as alone). ``german_reach``: the German
    :func:`reach_of` in ``state`` when the caller has it."""
    w = WEIGHTS if weights is None else weights
    data = game.cache.data
    german = data.german
    v = data.victory
    net = network(game, state, german)
    # In the last Soviet player turn nothing turns fresh, reconnects or surrenders (13.1
    # comes in the German supply phase) before the count.
    final = state.turn >= game.last_turn and state.active != german
    if final:
        cut_city, worn_near, worn_far, risk = 0.0, 0.0, 0.0, 0.0
    elif state.turn >= game.last_turn:
        # The German half of the last turn: what stands at its end stands at the count.
        cut_city, worn_near, worn_far, risk = (w["cut_city_last"], WORN_TANK_NEAR_LAST, 0.0,
                                               w["surrender_risk_own"])
    else:
        # 13.1: in a German phase the German supply phase ends this very player turn.
        cut_city, worn_near, worn_far, risk = (
            w["cut_city"], w["worn_tank_near"], w["worn_tank_far"],
            w["surrender_risk_own"] if state.active == german else w["surrender_risk"])
    risks: list[tuple[list, list]] = [([], [])]  # (exposed, cuttable) for each outlook
    share = cut_share = 0.0
    # Before a Soviet movement phase, the last turn's Soviet logistics phase included: the
    # count comes after that move.
    if soviet_moves_next(game, state):
        groups = movers(game, state, data.soviet)
        reach = _union(groups)  # soviet_reach
        risks = [(walk_ins(game, state, reach), cut_risk(game, state, reach, net))]
        if wider and state.active == german:
            reach, zoc = wider_reach(game, state, data.soviet, groups)
            risks.append((walk_ins(game, state, reach), cut_risk(game, state, reach, net, zoc)))
        last = state.turn >= game.last_turn
        share = w["exposed_city_last"] if last else w["exposed_city"]
        cut_share = w["cut_risk_last"] if last else w["cut_risk"]
    lost = set(excess(game, state, german))
    returns = state.data.get("returns", {})
    fresh = 0
    losses = 0.0
    terms: list[float] = []  # added to the cities' score in this order
    tank_worth = 1.0 / v.tanks_per_vp
    for uid, u in state.units.items():
        if game.units[uid].side != german:
            continue
        if u.status == ELIMINATED or uid in lost:
            losses += _loss(game, uid)
            continue
        if u.status == OFF_MAP:
            # 10.5: a unit that entered its own rear area comes back face up in the next
            # turn's box, on the map again (4.1) if that turn comes before the count.
            if is_tank(game, uid) and returns.get(uid, game.last_turn + 1) <= game.last_turn:
                fresh += 1
            continue
        if u.status != ON_MAP:
            continue
        worth = 0.0  # what the unit adds to the outlook now (a tank's share of a point)
        if is_tank(game, uid):
            if not is_worn(state, uid):
                fresh += 1
                worth = tank_worth
            else:
                worth = worn_near if net.near_source(game, u.hex) else worn_far
                terms.append(worth)
        if risk and not net.traces(game, u.hex):
            # 13.1: a surrender eliminates the unit: its 4.1 loss, and its worth goes too
            terms.append(-(risk * (_loss(game, uid) + worth)))
    line = v.wins_at
    walk = []
    if german_moves_next(game, state):
        w_walk_in = w["german_walk_in"]
        walk = [w_walk_in * city_worth(game, h) for h in german_walk_ins(game, state, german_reach)]
    line_bonus, line_margin = w["line_bonus"], w["line_margin"]
    out = []
    for exposed, cuttable in risks:
        score = city_score(game, state, net, cut_city, exposed, share, cuttable, cut_share)
        for t in terms:
            score += t
        if final:
            # 4.1: one point per two fresh tanks, the loss penalty rounded up; 4.0: the line.
            score += fresh // v.tanks_per_vp - math.ceil(losses)
            if score >= line:
                score += line_bonus
        else:
            score += fresh / v.tanks_per_vp - losses
        for gain in walk:
            score += gain
        # the three points below the line
        score += line_margin * max(0.0, min(score, line) - (line - LINE_BAND))
        out.append(score)
    return tuple(out)


def soviet_surrenders(game, state) -> int:
    """Soviet units on the map that would surrender now (13.1, 13.2.4)."""
    soviet = game.cache.data.soviet
    net = network(game, state, soviet)
    topo = game.cache.topo
    n = 0
    for uid, u in state.units.items():
        if (u.status == ON_MAP and game.units[uid].side == soviet and not topo.is_area(u.hex)
                and not net.traces(game, u.hex) and not is_supply_city(game, state, u.hex)):
            n += 1
    return n


def evaluate(game, state, side: str, weights: Mapping[str, float] | None = None) -> float:
    """``state`` from ``side``'s point of view: the generic terms, their victory points
    replaced by the German outlook (plus for the Germans, minus for the Soviets).
    ``weights``: every name :func:`qtwargame.ai.weights.declared` gives for the game,
    the generic ones and :data:`WEIGHTS` (None: the defaults)."""
    return _evaluate(game, state, side, weights, None)


def evaluate_and_lookahead(game, state, side: str, weights: Mapping[str, float] | None = None
                           ) -> tuple[float, float]:
    """:func:`evaluate` and :func:`lookahead` of one position, each exactly what it gives
    alone. In a German phase of the Germans' own the lookahead compares the German outlook
    with the one under the wider Soviet reach; both come from one :func:`outlooks` call
    here, and the plain one serves the evaluation too (alone, each call works out the
    Soviet movers, the supply network and the plain outlook again)."""
    german = game.cache.data.german
    if (side == german and state.active == side and state.pending is None
            and terminal(game, state, side) is None):
        both = outlooks(game, state, wider=True, weights=weights)
        ahead = both[1] - both[0] if len(both) > 1 else 0.0
        return _evaluate(game, state, side, weights, both[0]), ahead
    if (side != german and state.active == side and state.pending is None
            and german_moves_next(game, state) and terminal(game, state, side) is None):
        # A Soviet phase before the German move: the German movers, which the outlook's
        # walk-ins and the lookahead both read, found once.
        groups = movers(game, state, german)
        plain = outlooks(game, state, weights=weights, german_reach=_union(groups))[0]
        return (_evaluate(game, state, side, weights, plain),
                _german_threats(game, state, weights, groups))
    return evaluate(game, state, side, weights), lookahead(game, state, side, weights)


def _evaluate(game, state, side: str, weights: Mapping[str, float] | None,
              outlook: float | None) -> float:
    """:func:`evaluate`, with the German outlook given when it is known already."""
    done = terminal(game, state, side)
    if done is not None:
        return done
    data = game.cache.data
    w = WEIGHTS if weights is None else weights
    w_points = GENERIC["points"] if weights is None else weights["points"]
    w_material = W_MATERIAL if weights is None else weights["material"]
    # Generic terms without their VP difference (the German outlook is scored instead).
    base = (generic(game, state, side, objectives(game), weights=weights)
            - w_points * _vp_difference(game, state, side))
    # Units over the stacking limit are as good as gone (material, for either side).
    mat = material(game, state)
    total = sum(mat.values()) or 1.0
    f = facts(game)
    for s in game.sides:
        gone = sum(unit_value(f, uid, state.units[uid].step) for uid in excess(game, state, s))
        base += (-1 if s == side else 1) * w_material * gone / total
    german = german_outlook(game, state, weights) if outlook is None else outlook
    if state.turn < game.last_turn:  # a surrender on the last turn comes after any attack
        german += w["soviet_surrender"] * soviet_surrenders(game, state)
    return base + w_points * (german if side == data.german else -german)


def _vp_difference(game, state, side: str) -> float:
    vp = game.ruleset.victory_points(game, state)
    others = [s for s in game.sides if s != side]
    return float(vp.get(side, 0)) - max((float(vp.get(o, 0)) for o in others), default=0.0)


def lookahead(game, state, side: str, weights: Mapping[str, float] | None = None) -> float:
    """What the searching levels see of the other side's coming move beyond the
    evaluation's reach, as a change to the German outlook, in the side's own phases
    (0 elsewhere):

    - for the Germans, before the Soviet logistics and movement phases: the German
      cities the wider Soviet reach (:func:`wider_reach`: arrivals and rebuilds in the
      Soviet rear area, and the ZOC the moved units would lay on supply lines) exposes
      or may cut (never a gain);
    - for the Soviets, after their logistics phase: an empty city the coming German move
      can enter counts ``WALK_IN_LOOKAHEAD`` more of its worth as lost (the evaluation
      counts ``GERMAN_WALK_IN``; a German player walks into an empty city it reaches), and
      a city with Soviet units in it ``CITY_ATTACK_LOOKAHEAD`` of its worth times the
      chance that the strongest attack the German units can bring next to it empties it
      (:func:`city_attack_threats`).

    ``weights`` as for :func:`evaluate` (None: the defaults)."""
    data = game.cache.data
    if state.active != side or state.pending is not None:
        return 0.0
    if side == data.german:
        both = outlooks(game, state, wider=True, weights=weights)
        return both[1] - both[0] if len(both) > 1 else 0.0
    if not german_moves_next(game, state):
        return 0.0
    return _german_threats(game, state, weights, movers(game, state, data.german))


def _german_threats(game, state, weights: Mapping[str, float] | None,
                    groups: list[tuple[set, Hex, list[str]]]) -> float:
    """:func:`lookahead` for the Soviets before the German move, from the German
    :func:`movers` ``groups``."""
    w = WEIGHTS if weights is None else weights
    walk = sum(city_worth(game, h) for h in german_walk_ins(game, state, _union(groups)))
    attacked = sum(chance * city_worth(game, h)
                   for h, chance in city_attack_threats(game, state, groups))
    return -w["walk_in_lookahead"] * walk - w["city_attack_lookahead"] * attacked
