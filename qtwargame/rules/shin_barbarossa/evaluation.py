"""What the computer players need from Shin Barbarossa beyond the generic evaluation.

- ``evaluate``: the generic terms (material, supply, territory, nearness to the victory
  cities and the drive towards those not held; a city worth its points per ``VP_SCALE``)
  with the victory points counted live.
  The ruleset's ``victory_points`` are the total of the last end phase (19.3); a search
  needs every change at once, so the points are recounted here as 19.3 does, but with
  every city the Axis controls (its line of communication, 19.3a, is left to the supply
  term): cities, leader abilities eliminated, failed Hitler orders (5 each, 18.1), Axis
  losses (panzer corps 6, German infantry 3, allied units 1). They count per
  ``VP_SCALE`` points from the draw band's middle, plus for the Axis and minus for the
  Soviets; Axis units over the stacking limit count as lost (the owner must remove them at
  the end of the phase, 6.6: a careless Axis loses whole corps so); below ``DANGER``
  points every point counts double, since the Soviets win at once when the total falls
  below zero at an end phase (19.1b). The turn's Hitler order
  (18.1) counts too (``order_outlook``): a failed one costs 5 points at the end phase.
- ``lookahead``: in a side's phases before its own combat (the Axis's first movement
  phase; the Soviet movement and leader withdrawal phases), what that combat is expected
  to gain from where its units stand, on the results tables' chances; the Soviets' owed
  attacks (10.2) count whatever they cost (the searching level that weighs it: docs/ai.md).
- ``determinize``: a world consistent with a side's view, the face-down leaders filled in
  (nobody knows who they are, 11.1.4, so a player searches with a sampled deal).

The weights the terms enter the value with are declared in ``WEIGHTS`` (name -> default),
tuned as the generic ones are (``qtwargame.ai.weights``, ``qtwargame tune``); ``evaluate``
and ``lookahead`` take ``weights=``, every name ``weights.declared`` gives for the game
(None: the defaults, the values of the constants below).
"""

from __future__ import annotations

import random
import weakref
from collections import Counter
from collections.abc import Mapping
from types import MappingProxyType

from qtwargame.ai.evaluation import (
    facts,
    generic,
    nearest,
    terminal,
    unit_value,
)
from qtwargame.ai.weights import GENERIC
from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.memo import StaleCache as StaleCache  # what the hit audit raises
from qtwargame.engine.memo import check_hit, kept
from qtwargame.engine.state import ELIMINATED, ON_MAP, POOL, REMOVED, GameState, UnitState
from qtwargame.rules.shin_barbarossa import (
    battle,
    combat,
    control,
    leaders,
    movement,
    moves,
    orders,
    sequence,
    topology,
    weather,
)
from qtwargame.rules.shin_barbarossa import facts as sb_facts
from qtwargame.rules.shin_barbarossa.facts import Facts
from qtwargame.rules.shin_barbarossa.lines import water

#: The weights of the terms this module adds to the generic ones (each the multiplier a
#: term enters the value with; the tuner searches multiples of these defaults).
WEIGHTS: Mapping[str, float] = MappingProxyType({
    # share of its points an Axis city counts without a line of communication (19.3a)
    "cut_city": 0.25,
    # most share of an Axis stack's loss points the Soviets near it put at risk (19.3d)
    "exposed_stack": 0.5,
    # share more of a unit's loss points without a line of communication (4.1, 19.3d)
    "exposed_cut_off": 0.25,
    # share of its stack's risk an Axis victory city counts lost with it (19.3a, 10.7, 3.2b);
    # 0 by default (``greedy``'s Soviets, the reference, play as before); the default level
    # plays 1 (resources/ai/weights/shin_barbarossa.json)
    "exposed_city": 0.0,
    # extra weight of every point below ``DANGER`` (sudden death below zero, 19.1b)
    "sudden_death": 1.0,
    # the turn's Hitler order not met at the end phase, per its 5 points (18.1)
    "hitler_order": 1.0,
    # share of ``hitler_order`` forgiven as the nearest Axis unit closes on its goal (18.1)
    "hitler_order_near": 0.4,
    # share of the 5 points of each later Hitler order the position meets now (18.1)
    "future_orders": 0.5,
    # per column an Axis supply center stands too far behind the front (12.1-12.2, 13.1)
    "center_lag": 0.06,
    # the material the coming combat is expected to win, times ``material`` (10.5, 10.6)
    "lookahead_material": 4.0,
    # share of ``MOSCOW_POINTS`` the Axis counts for holding Moscow at the coming end phase
    # (19.1a: a sudden-death win); 0 by default (``greedy``, the reference, plays as
    # before); the searching levels play 1 (resources/ai/weights/shin_barbarossa.json)
    "moscow": 0.0,
    # share of that counted while Moscow is only open to the Axis: no Soviet combat unit in
    # it and an Axis combat unit within its allowance, the Axis to move next; or passed
    # through by the Axis with the Soviets still to move (3.2b, 19.1a)
    "moscow_open": 0.5,
    # the open share counted in the Axis first movement and combat phases too, where a German
    # panzer can enter an empty Moscow in the second movement (5.2.3, 19.1a); 0 by default
    # (``greedy``, the reference, plays as before); the searching levels play 1
    # (resources/ai/weights/shin_barbarossa.json)
    "moscow_second_move": 0.0,
})

#: The shares among ``WEIGHTS`` (a part of a city's or a unit's worth): the tuner
#: never tries them above 1 (``qtwargame.ai.weights.limits``).
WEIGHT_LIMITS: Mapping[str, float] = MappingProxyType({
    "cut_city": 1.0,
    "exposed_stack": 1.0,
    "exposed_cut_off": 1.0,
    "exposed_city": 1.0,
    "hitler_order_near": 1.0,
    "future_orders": 1.0,
    "moscow_open": 1.0,
    "moscow_second_move": 1.0,
})

#: Every weight the module reads with its default: what ``weights=None`` means.
_DEFAULTS: Mapping[str, float] = MappingProxyType({**GENERIC, **WEIGHTS})

#: The rules take long to play a position out (leaders, supply and the Hitler order
#: recounted), so the computer players search with half their level's candidates,
#: samples, population, generations and phase budget (``qtwargame.ai.players``). The
#: scale was set when an evaluation cost tens of milliseconds; since session 18 it costs 3-4 ms
#: (docs/performance.md), and the scale is kept, as changing it changes how the
#: computer plays and would have to be measured again.
SEARCH_SCALE = 0.5
#: The strongest level plays the Axis with its whole budget: an evaluation now costs 3-4
#: ms, and the Axis phases (far fewer moves than the Soviet ones) mostly stay within the
#: time net; the Soviets, who win with half, keep it (session 21,
#: docs/history/ai-experiments.md).
LEVEL_SCALE = {("oep_strong", "axis"): 1.0}
#: The strongest level spends 600 evaluations a phase on either side, not 1,500 (the Axis,
#: ``LEVEL_SCALE``) and 750 (the Soviets, ``SEARCH_SCALE`` of 1,500; hence 1,200 here):
#: at 12-14 ms an evaluation on the loaded 2-core machine its movement and combat phases
#: reached the 10 s safety net, which then cut 84 decisions in two turns and made the play
#: depend on the machine's load (``qtwargame.ai``'s ``LEVEL_SETTINGS``; docs/ai.md, Speed).
#: What the smaller budget costs: 1,500 in the Axis movement phases scored 35.4 points a game
#: against 15.5 on seeds 8000-8009, no more wins, one game's decisions cut by the net
#: (session 62, not shipped; docs/history/ai-experiments.md). On session 63's cheaper
#: evaluation (the same values) its slowest phase still took 8.8-9.4 s (turn 1's
#: ``axis_move_2``, seeds 8101 and 8200): too close to the net to ship. Its two movement
#: phases spend 1,000 (session 63): on seeds 8100-8109 the Axis scored 35.6 points a game
#: against 8.6 (+27.0 ± 11.3 paired, still no win), its slowest phase 7.8 s of CPU on the
#: loaded machine, and the whole-game bench's slowest 5.18 s; no decision cut.
#: The default level's Axis movement phases (5.2.1, 5.2.3) spend 700 and 1,000 evaluations
#: (350 and 500 after ``SEARCH_SCALE``) on a plan made unit by unit, 16 options a unit (8),
#: and its first movement phase values the attacks it sets up (``lookahead``), as Defiant
#: Russia's default level does: with the greedy plan's 5 candidates a step and 200
#: evaluations a phase, it moved 7-38 of its 47-57 units in its first movement phase (seeds
#: 8000-8003, turns 1-5), failed 5 Hitler orders a game and fell to sudden death (19.1b) in
#: 9 of 10 games on seeds 8000-8009 (session 58, docs/history/ai-experiments.md).
#: Session 78 cut the first movement phase from 1,000 to 700 and every Soviet phase from 400
#: to 300 (150) for pace (issue 49: 2 s at the 95th percentile): on the bench game (seed 1,
#: alone, evening) the 95th percentile fell from 2.41 s to 1.83 s, where the slowest phases
#: had been the Axis first movement (505 evaluations, 2.3-2.8 s) and the Soviet movement and
#: combat (205-262 evaluations, 1.9-2.4 s). On development seeds 8000-8009 it won 17 of 20
#: against ``greedy`` (the Axis 7 of 10) where the larger budgets won 19 (9).
LEVEL_SETTINGS = {("oep_strong", "axis"): {"phase_evaluations": 600},
                  ("oep_strong", "axis", "axis_move_1"): {"phase_evaluations": 1000},
                  ("oep_strong", "axis", "axis_move_2"): {"phase_evaluations": 1000},
                  ("oep_strong", "soviet"): {"phase_evaluations": 1200},
                  ("oep", "soviet"): {"phase_evaluations": 300},
                  ("oep", "axis", "axis_move_1"): {"phase_evaluations": 700, "seed_pass": 16,
                                                   "lookahead": 1},
                  ("oep", "axis", "axis_move_2"): {"phase_evaluations": 1000, "seed_pass": 16}}
#: The results that lose an attack with nothing gained (10.3.6: at 1:5 or worse after the
#: shifts every attacker is eliminated without a roll): the computer players refuse such an
#: attack where they may do anything else (``qtwargame.ai.blunders``).
FAILED_RESULTS = frozenset({"attackers_eliminated"})
#: The phases that lead to the Soviet combat phase, where every Soviet stack next to Axis
#: units must attack each of their hexes (10.2, 10.2.1); the Soviet set-up too, since no
#: Soviet unit leaves an enemy zone of control (7.1.6): one set up next to the Axis owes
#: its first attack from there.
OWED_PHASES = ("setup_soviet", "soviet_move", "soviet_withdrawal")


def owes_attacks(game, state, side: str) -> str | None:
    """10.2: in the phases before the Soviet combat phase, the Soviet units next to Axis
    stacks will owe an attack on every one of them ("hex"); the Axis never owes one (10.1).
    Read by ``qtwargame.ai.blunders`` to keep units off hexes where that attack is hopeless."""
    return "hex" if side == "soviet" and state.phase in OWED_PHASES else None


#: Victory points per unit of the evaluation (a panzer corps lost is 6 points: 1.2).
VP_SCALE = 5.0
#: The middle of the draw band (19.4: 70-74).
DRAW = 72
#: Below this total every point counts double (sudden death below zero, 19.1b).
DANGER = 15


#: 19.1a: the points the Axis holding Moscow at the coming end phase counts (weighed by
#: ``moscow``): the victory table's whole range (19.4), since a sudden-death win ends the
#: game there whatever the points.
MOSCOW_POINTS = 100
#: The phases after which the Axis moves next (5.3, 5.4: the Soviet player turn, the
#: reinforcements and the end phase), where an empty Moscow is open to it.
AXIS_MOVES_NEXT = ("soviet_move", "soviet_withdrawal", "soviet_combat", "soviet_reinforcement",
                   "axis_reinforcement", "end")
#: The phases of the Axis player turn before its second movement (5.2.3), where the German
#: panzers move next.
PANZERS_MOVE_NEXT = ("axis_move_1", "axis_combat")

_OBJECTIVES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def objectives(game: Game) -> tuple:
    """The victory cities, each worth its points per ``VP_SCALE`` (Leningrad 3, Rostov and
    Sevastopol 2, the others 1), on the scale of the other terms."""
    memo = _OBJECTIVES.get(game)
    if memo is None:
        memo = _OBJECTIVES[game] = tuple(
            (h, c.vp / VP_SCALE) for h, c in sorted(game.board.cities.items(),
                                                    key=lambda kv: (kv[0].q, kv[0].r))
            if c.vp)
    return memo


def loss_kind(game: Game, uid: str) -> str:
    """19.3d: what an Axis unit's loss costs is by its kind (as the rules record it)."""
    d = game.units[uid]
    return "panzer" if d.has("panzer") else ("german_infantry" if d.nationality == "german"
                                             else "allied")


_STATIC: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _static(game: Game) -> dict:
    """What the evaluation reads of the game's units and map again and again, made once a
    game: each unit's ``loss_kind``, the Axis panzer corps (``panzers``) and (``_rings``)
    the rings around each hex."""
    got = _STATIC.get(game)
    if got is None:
        got = _STATIC[game] = {"loss_kind": {u: loss_kind(game, u) for u in game.units},
                               "panzers": tuple(sorted(u for u, d in game.units.items()
                                                       if d.side == game.cache.data.axis
                                                       and d.kind == "unit"
                                                       and d.has("panzer")))}
    return got


def _eval_memo(f: Facts) -> dict:
    """What one evaluation keeps with the position's facts (one ``Facts`` per position)."""
    return f.__dict__.setdefault("_eval", {})


def excess(game: Game, state: GameState, side: str) -> list[str]:
    """The combat units ``side`` would have to remove for being over the stacking limit at
    the end of the phase (6.6), in each over-stacked hex the weakest first. Kept with the
    position's facts (read, never changed)."""
    f = Facts.of(game, state)
    memo = _eval_memo(f)
    got = memo.get(("excess", side))
    if got is not None:
        return got
    vals = facts(game)
    out: list[str] = []
    # the hexes where ``side`` has more combat units than the limit (6.1), by (q, r): its
    # combat units counted by the map's index (``Facts.stack_counts``'s count of "unit")
    counts = Counter([i for _, i in f.combat_places(side)])
    limit = f.st.limits["unit"]
    hexes = f.t.hexes
    over_at = sorted(((hexes[i], n) for i, n in counts.items() if n > limit),
                     key=lambda hn: (hn[0].q, hn[0].r))
    for h, n in over_at:
        over = n - limit  # as many as the hex has no room for (``Facts.room``)
        mine = sorted((u for u in f.at[h] if game.units[u].side == side
                       and game.units[u].kind == "unit"),
                      key=lambda u: (unit_value(vals, u, state.units[u].step), u))
        out += mine[:over]
    memo[("excess", side)] = out
    return out


#: Share of its points an Axis city counts while it has no line of communication (19.3a:
#: it scores nothing now, but a line may be opened again before the end phase).
CUT_CITY = WEIGHTS["cut_city"]


def projected_cities(game: Game, state: GameState) -> dict:
    """Who holds each city and town at the coming end phase (3.2, 3.3), as the end phase
    settles it (``control.end_phase_control``): the side alone with units in it (3.2a),
    else the side that last passed through it, else its holder now (a city nobody holds is
    left out). Control changes only in the end phase, so a search that only read
    ``state.control`` would see no gain in entering a city. Kept with the position's facts
    under what it reads, the control map's token (``Facts.control_key``: a new one at every
    write, in place or not) and the position's data (its passages): one evaluation asks it
    up to three times (read, never changed)."""
    f = Facts.of(game, state)
    memo = _eval_memo(f)
    token, data = f.control_key, state.data
    kept = memo.get("cities")
    if kept is not None and kept[0] is token and kept[1] is data:
        if sb_facts.CHECK_HITS:
            check_hit("projected_cities", token, kept[2], _end_phase_cities(game, state, f))
        return kept[2]
    # ``control.end_phase_control`` laid on in layers: who holds each place now (kept per
    # control map, under its token), then the passages (3.2b), then the sides alone in a
    # place (3.2a, found from the units on the map by index)
    cities = game.board.cities
    out = dict(f.kept("cities_now", token,
                      lambda: control.end_phase_control(list(cities), state.control, {}, {})))
    for k, v in data.get("passed", {}).items():
        h = game.hex(k)
        if v and h in cities:
            out[h] = v
    units, is_city, hexes = game.units, f.t.is_city, f.t.hexes
    sides: dict[int, set[str]] = {}
    for u, i in f.pos_id.items():
        if is_city[i] and units[u].kind in control.HOLDERS:
            sides.setdefault(i, set()).add(units[u].side)
    for i, here in sides.items():
        if len(here) == 1:
            out[hexes[i]] = here.pop()
    if sb_facts.CHECK_HITS:
        check_hit("projected_cities", token, out, _end_phase_cities(game, state, f))
    memo["cities"] = (token, data, out)
    return out


def _end_phase_cities(game: Game, state: GameState, f: Facts) -> dict:
    """``projected_cities`` as the end phase counts it (``turn.end_phase``), place by place:
    what the cache audit compares the layered answer with."""
    occupant = {}
    units, at = game.units, f.at
    cities = list(game.board.cities)
    for h in cities:
        here = at.get(h)
        if here:
            sides = {units[u].side for u in here if units[u].kind in control.HOLDERS}
            if len(sides) == 1:
                occupant[h] = sides.pop()
    passed = {game.hex(k): v for k, v in state.data.get("passed", {}).items()}
    return control.end_phase_control(cities, state.control, occupant, passed)


def _worth(game: Game) -> dict:
    """What the evaluation reads of each unit state again and again, kept by the identity of
    the ``UnitState`` (the states of one game share them; a ``UnitState`` never changes):
    id(unit state) -> (unit state, unit id, side, ``unit_value``). A unit's side is its
    printed side in this game (``ruleset.unit_side``)."""
    return _static(game).setdefault("worth", {})


def _row(game: Game, worth: dict, uid: str, u) -> tuple:
    """``_worth``'s row of unit ``uid`` in unit state ``u``."""
    got = worth.get(id(u))
    if got is None or got[0] is not u or got[1] != uid:
        if len(worth) > 100_000:
            worth.clear()
        got = worth[id(u)] = (u, uid, game.units[uid].side, unit_value(facts(game), uid, u.step))
    elif sb_facts.CHECK_HITS:
        check_hit("worth", uid, got, (u, uid, game.units[uid].side, unit_value(facts(game), uid, u.step)))
    return got


def _material(game: Game, state: GameState) -> dict[str, float]:
    """``material`` (``ai.evaluation``: the value of each side's units on the map or to
    come, added in the order of the state's units), each unit's value read from
    ``_worth``; kept with the position's facts while its units are the same object: the
    lookahead asks it of the position just evaluated (read, never changed)."""
    memo = _eval_memo(Facts.of(game, state))
    kept = memo.get("material")
    if kept is None or kept[0] is not state.units:
        units = state.units
        uids, now = tuple(units), tuple(units.values())
        static = _static(game)
        out = _material_as_last(game, static.get("material_last"), uids, now)
        if out is None or sb_facts.CHECK_HITS:
            added = _material_added(game, units)
            if out is not None:
                check_hit("material_last", state.seq, out, added)
            out = added
        static["material_last"] = (uids, now, out)
        kept = memo["material"] = (state.units, out)
    return kept[1]


def _material_added(game: Game, units: Mapping[str, UnitState]) -> dict[str, float]:
    """``_material``'s sums, unit by unit in the order of ``units``."""
    out = {s: 0.0 for s in game.sides}
    worth, gone = _worth(game), (ELIMINATED, REMOVED)
    look = worth.get
    check = sb_facts.CHECK_HITS
    for uid, u in units.items():
        if u.status in gone:
            continue
        row = look(id(u))  # ``_row``'s hit inline (the audit asks ``_row`` itself)
        if row is None or row[0] is not u or row[1] != uid or check:
            row = _row(game, worth, uid, u)
        if row[2] in out:
            out[row[2]] += row[3]
    return out


def _material_as_last(game: Game, last: tuple | None, uids: tuple[str, ...],
                      now: tuple[UnitState, ...]) -> dict[str, float] | None:
    """The last ``_material`` answer (``last``: the unit ids, the unit states and the
    sums) where the state has the same unit ids in the same order and every unit that
    differs adds the same (nothing, gone; or the same value to the same side), as a unit
    moved adds: the same values added in the same order give the same sums. None where
    one differs."""
    if last is None or last[0] != uids:
        return None
    was = last[1]
    changed = sb_facts.changed_places(now, was)
    if changed is None:
        return None
    worth, gone = _worth(game), (ELIMINATED, REMOVED)
    for k in changed:
        uid, a, b = uids[k], was[k], now[k]
        if (a.status in gone) != (b.status in gone):
            return None
        if b.status not in gone and _row(game, worth, uid, a)[2:] != _row(game, worth, uid, b)[2:]:
            return None
    return dict(last[2])


def _positions(game: Game, state: GameState) -> dict[str, list[tuple[Hex, float]]]:
    """``positions`` (``ai.evaluation``: each side's units on the map, hex and value, in
    the order of the state's units), each unit's value read from ``_worth``. Made from the
    last answer where it can be (``_positions_as_last``; with ``CHECK_HITS`` compared
    with the unit-by-unit reading); new lists each time (the caller writes them)."""
    units = state.units
    uids, now = tuple(units), tuple(units.values())
    static = _static(game)
    last = static.get("positions_last")
    out = _positions_as_last(game, last, uids, now)
    if out is None or sb_facts.CHECK_HITS:
        read = _positions_read(game, state)
        if out is not None:
            check_hit("positions_last", state.seq, out, read)
        out = read
        last = None
    static["positions_last"] = (uids, now, {s: list(v) for s, v in out.items()},
                                [None] if last is None else last[3])
    return out


def _positions_as_last(game: Game, last: tuple | None, uids: tuple[str, ...],
                       now: tuple[UnitState, ...]) -> dict[str, list[tuple[Hex, float]]] | None:
    """The last ``_positions`` answer (``last``: the unit ids, the unit states, the
    answer and [uid -> (side, place in its list)], made when first asked) with the entry
    of each unit that differs written in its place, where the state has the same unit
    ids in the same order and each unit that differs is on the map in both or in
    neither. None where one came or left."""
    if last is None or last[0] != uids:
        return None
    was = last[1]
    changed = sb_facts.changed_places(now, was)
    if changed is None:
        return None
    index = last[3][0]
    if index is None:
        index = last[3][0] = _positions_index(game, uids, was)
    worth = _worth(game)
    new = []
    for k in changed:
        a, b = was[k], now[k]
        on = b.status == ON_MAP and b.hex is not None
        if (a.status == ON_MAP and a.hex is not None) != on:
            return None
        if on:
            at = index.get(uids[k])
            if at is not None:
                new.append((at, (b.hex, _row(game, worth, uids[k], b)[3])))
    out = {s: list(v) for s, v in last[2].items()}
    for (side, j), entry in new:
        out[side][j] = entry
    return out


def _positions_index(game: Game, uids: tuple[str, ...],
                     units: tuple[UnitState, ...]) -> dict[str, tuple[str, int]]:
    """uid -> (side, its place in ``_positions``' list of the side) of the units."""
    out: dict[str, tuple[str, int]] = {}
    count = dict.fromkeys(game.sides, 0)
    worth = _worth(game)
    for uid, u in zip(uids, units):
        if u.status == ON_MAP and u.hex is not None:
            side = _row(game, worth, uid, u)[2]
            if side in count:
                out[uid] = (side, count[side])
                count[side] += 1
    return out


def _positions_read(game: Game, state: GameState) -> dict[str, list[tuple[Hex, float]]]:
    """``_positions`` unit by unit."""
    out: dict[str, list[tuple[Hex, float]]] = {s: [] for s in game.sides}
    worth = _worth(game)
    look = worth.get
    check = sb_facts.CHECK_HITS
    for uid, u in state.units.items():
        if u.status == ON_MAP and u.hex is not None:
            row = look(id(u))  # ``_row``'s hit inline (the audit asks ``_row`` itself)
            if row is None or row[0] is not u or row[1] != uid or check:
                row = _row(game, worth, uid, u)
            if row[2] in out:
                out[row[2]].append((u.hex, row[3]))
    return out


def live_vp(game: Game, state: GameState, weights: Mapping[str, float] | None = None) -> float:
    """19.3 counted now, with the cities as the coming end phase settles them
    (``projected_cities``): an Axis city with a line of communication counts its points
    (19.3a), one without ``CUT_CITY`` of them; Axis units over the stacking limit count as
    lost (the owner must remove them, 6.6). ``weights``: the evaluation's (``cut_city``;
    None: the defaults)."""
    data = game.cache.data
    f = Facts.of(game, state)
    held = projected_cities(game, state)
    index, in_loc, axis = f.t.index, f.in_loc, data.axis
    cut_city = (_DEFAULTS if weights is None else weights)["cut_city"]
    cities = sum(c.vp * (1.0 if (i := index.get(h)) is not None and in_loc(axis, i) else cut_city)
                 for h, c in game.board.cities.items() if c.vp and held.get(h) == data.axis)
    loss = data.victory.loss_vp
    gone = [loss_kind(game, u) for u in excess(game, state, data.axis)]
    return (cities + state.data.get("leader_vp", 0)
            - state.data.get("failed_orders", 0) * data.victory.failed_order_vp
            - sum(loss[k] for k in [*state.data.get("axis_losses", []), *gone]))


#: 10.6.1: an ``R`` result costs the defender one step or a retreat of 2 hexes (its choice):
#: counted as this share of a step.
R_STEP = 0.5


def _take(game: Game, steps: Mapping[str, int], vals, units: list[str],
          k: float) -> tuple[float, float]:
    """The value lost and the Axis points given (19.3d) when ``units`` lose ``k`` steps
    (10.5.1), taken as 10.5.2 orders them (from units that have lost none in this combat first; the
    owner's choice among them: the strongest first, so as to keep units alive); ``k``
    may be fractional (an ``R``, ``R_STEP``). ``steps``: unit id -> the steps it has lost
    before this combat (its ``UnitState.step``)."""
    st = game.cache.data
    left = {u: len(vals.values.get(u, (1.0,))) - steps[u] for u in units}
    step = {u: steps[u] for u in units}
    lost_v = lost_vp = 0.0
    while k > 1e-9:
        alive = [u for u in units if left[u] > 0]
        if not alive:
            break
        fresh = [u for u in alive if step[u] == steps[u]]
        pick = max(fresh or alive, key=lambda u: (left[u], u))
        part = min(1.0, k)
        seq = vals.values.get(pick, (1.0,))
        lost_v += part * seq[min(step[pick], len(seq) - 1)]
        if left[pick] == 1 and game.units[pick].side == st.axis and game.units[pick].kind == "unit":
            lost_vp += part * st.victory.loss_vp[loss_kind(game, pick)]
        left[pick] -= 1
        step[pick] += 1
        k -= part
    return lost_v, lost_vp


def declared_outlook(game: Game, state: GameState) -> tuple[dict, float, dict]:
    """The combats declared and not yet resolved (10.3.2) counted at their expected
    result on the attacker's table (10.3.6, 10.3.7: ``#att/#def`` steps, ``R`` as
    ``R_STEP``; 1:5 and worse every attacker eliminated): per side the combat value
    expected lost, the Axis points expected given (19.3d), and per Soviet hex the value
    expected lost there (for ``exposure``). Without it a declaration changed nothing in
    the evaluation until resolved, and a search never declared an attack it may skip."""
    todo = state.data.get("declared") if state.phase in ("axis_combat", "soviet_combat") else None
    lost: dict = {}
    dent: dict = {}
    vp = 0.0
    if not todo:
        return lost, vp, dent
    f = Facts.of(game, state)
    vals = facts(game)
    for c in todo:
        attackers = [u for u in c["attackers"] if u in f.pos]
        targets = tuple(game.hex(h) for h in c["targets"])
        if not attackers:
            continue
        side = game.units[attackers[0]].side
        att, dfn, _sh, index, _lone, defenders = battle.facts_of(
            game, state, f, tuple(attackers), targets, c.get("air", 0))
        if not defenders:
            continue
        for result, p in combat.chances(battle.table(game, side), index).items():
            if result == combat.ATTACKERS_ELIMINATED:
                a, d = sum(len(vals.values.get(u, (1.0,))) - state.units[u].step
                           for u in attackers), 0.0
            else:
                a, steps = combat.losses(result)
                d = R_STEP if steps is None else steps
            for units, k, who in ((attackers, a, side), (defenders, d, f.enemy(side))):
                if k <= 0:
                    continue
                v, pts = _take(game, {u: state.units[u].step for u in units}, vals, units, k)
                lost[who] = lost.get(who, 0.0) + p * v
                vp += p * pts
                if who == f.soviet:
                    for h in {f.pos[u] for u in units}:
                        dent[h] = dent.get(h, 0.0) + p * v / len({f.pos[u] for u in units})
    return lost, vp, dent


#: The Soviet strength within two hexes of an Axis stack, as a multiple of the stack's,
#: from which the stack counts as at risk (``exposure``), and the share of its losses'
#: points a stack counts at most (three times the stack's strength and more) and, without
#: a line of communication (its movement halved and its odds shifted, 4.1), besides.
RISK_FROM = 1.0
RISK_MAX = WEIGHTS["exposed_stack"]
RISK_NO_LOC = WEIGHTS["exposed_cut_off"]
#: The Soviet strength within two hexes, as a multiple of the stack's, above which a unit
#: without a line of communication counts ``RISK_NO_LOC``: played out (seeds 710-713,
#: session 26), of 299 Axis units without a line and with less near them at the end of an
#: Axis turn, 7 died in the Soviet turn that followed; of 83 with more, 31.
NO_LOC_FROM = 0.5


def soviet_turn_to_come(game: Game, state: GameState) -> bool:
    """Whether a Soviet player turn, or the rest of one, is still to be played in the game:
    false only on the last turn once its Soviet player turn is over (from turn 7 the Soviets
    play first, 5.5*, and the game ends with that turn's end phase, after the Axis player
    turn, 19.2)."""
    if state.turn < game.last_turn:
        return True
    order = sequence.turn_order(state.turn, game.last_turn)
    if state.phase not in order:
        return True
    return any(p in sequence.SOVIET_TURN for p in order[order.index(state.phase):])


def exposure(game: Game, state: GameState, dent: dict | None = None,
             weights: Mapping[str, float] | None = None) -> float:
    """The Axis points the Soviets may take back in their coming turn (none once the last
    Soviet player turn is over, ``soviet_turn_to_come``): for each Axis stack,
    ``RISK_MAX`` × min(1, (ratio − ``RISK_FROM``) / 2) of its units' 19.3d losses, where
    ratio is the Soviet combat value within two hexes (adjacent units in full, those two
    hexes away at half) over the stack's; ``RISK_NO_LOC`` more for a unit without a line of
    communication where the ratio passes ``NO_LOC_FROM`` (cut off with no Soviets near, it
    is seldom attacked). A planner that sees only its own phase otherwise pushes single corps
    into cities the Soviets retake, and loses them. The victory cities the Axis holds
    count besides, ``exposed_city`` times their share (``exposed_cities``): the Soviets
    take a city back with its garrison. ``dent``: the Soviet value per hex
    expected lost in combats declared (``declared_outlook``). Soviet units over the
    stacking limit threaten nothing: the Soviets must remove them at the end of the phase
    (6.6, ``excess``); counted, they made a Soviet plan that piled 14 units next to the Axis
    look worth more than one that kept them (docs/history/ai-experiments.md). ``weights``: the
    evaluation's (``exposed_stack`` for ``RISK_MAX``, ``exposed_cut_off`` for
    ``RISK_NO_LOC``, ``exposed_city``, ``cut_city``; None: the defaults)."""
    if not soviet_turn_to_come(game, state):
        return 0.0
    w = _DEFAULTS if weights is None else weights
    risk_max, risk_no_loc = w["exposed_stack"], w["exposed_cut_off"]
    data = game.cache.data
    axis, soviet = data.axis, data.soviet
    gone = set(excess(game, state, soviet))
    f = Facts.of(game, state)
    vals = facts(game)
    loss = data.victory.loss_vp
    static = _static(game)
    kinds = static["loss_kind"]
    rings = _rings(f.t, static)
    combat, pos_id = _combat_units(game, static), f.pos_id
    # the Soviet value by the map's index, in a list read by index (the ring of a hex off
    # the map is -1: the slot after the last hex, never written, 0.0); each Axis stack's
    # value added up as its units come, in the order of the state's units, as ``sum`` adds
    # them (from 0)
    red: list[float] = [0.0] * (len(f.t.hexes) + 1)
    stacks: dict = {}
    strength: dict = {}
    for uid, u in state.units.items():
        got = combat.get(uid)
        if got is None:
            continue
        i = pos_id.get(uid)  # on the map (the facts' positions)
        if i is None:
            continue
        side, sums = got
        if (side != soviet and side != axis) or (side == soviet and uid in gone):
            continue
        step = u.step
        # unit_value, read from the unit's sums made once a game where it has them
        v = (sums[step] if step < len(sums) else sums[-1]) if sums and step >= 0 \
            else unit_value(vals, uid, step)
        if side == soviet:
            red[i] += v
        else:
            here = stacks.get(i)
            if here is None:
                stacks[i] = [uid]
                strength[i] = 0 + v
            else:
                here.append(uid)
                strength[i] += v
    index = f.t.index
    for h, v in (dent or {}).items():
        i = index[h]
        if red[i]:  # a hex without Soviet value stays at 0.0 (a dent is never negative)
            red[i] = max(0.0, red[i] - v)
    total = 0.0
    shares: dict[int, float] = {}  # each stack's share of risk, for the city it holds
    for i, here in stacks.items():
        mine = strength[i] or 1e-9
        ring1, ring2 = rings[i]
        # the sums of the rings in their order, as ``sum`` adds them
        one = two = 0
        for n in ring1:
            one += red[n]
        for n in ring2:
            two += red[n]
        near = one + 0.5 * two
        ratio = near / mine
        risk = risk_max * min(1.0, max(0.0, ratio - RISK_FROM) / 2)
        cut = risk_no_loc if ratio > NO_LOC_FROM else 0.0
        # a line of communication is the hex's (the stack's units are all the Axis's and
        # all here: ``Facts.has_loc`` reads the hex and the side alone); asked only where
        # it counts (most stacks have too few Soviets near them for ``cut``)
        r = risk + (cut if cut and not f.has_loc(here[0]) else 0.0)
        for u in here:
            total += min(1.0, r) * loss[kinds[u]]
        shares[i] = min(1.0, r)
    city_w = w["exposed_city"]
    if city_w:
        total += city_w * exposed_cities(game, state, f, shares, red, rings, w)
    return total


def exposed_cities(game: Game, state: GameState, f: Facts, shares: dict[int, float],
                   red: list[float], rings: list, w: Mapping[str, float]) -> float:
    """The 19.3a points of the victory cities the Axis will hold at the end phase
    (``projected_cities``) that the coming Soviet turn may take back: a garrison that dies
    or leaves gives its city to the attacker's advance (10.7) and so to the Soviets at the
    end phase (3.2b), so a held city counts its stack's share of risk (``exposure``: its
    units' all without a line of communication, 4.7, as a unit's) of its points; a city
    the Axis holds with none of its combat units in it counts ``exposed_stack``, the most
    a stack counts, where Soviet combat units stand within two hexes (a Soviet unit
    passing through it takes it, 3.2b), so that emptying a city is never worth more than
    holding it. Its points as ``live_vp`` counts them (``cut_city`` of them without a line
    of communication, 19.3a)."""
    axis = game.cache.data.axis
    held = projected_cities(game, state)
    cut_city, risk_max = w["cut_city"], w["exposed_stack"]
    out = 0.0
    for i, h, vp in _victory_cities(game, f.t):
        if held.get(h) != axis:
            continue
        share = shares.get(i)
        if share is None:
            ring1, ring2 = rings[i]
            share = risk_max if any(red[n] for n in (*ring1, *ring2)) else 0.0
        if share:
            out += share * vp * (1.0 if f.in_loc(axis, i) else cut_city)
    return out


def _victory_cities(game: Game, t: topology.Topo) -> list[tuple[int, Hex, int]]:
    """The victory cities (19.3a) as (map index, hex, points), by (q, r). Made once a game."""
    static = _static(game)
    got = static.get("victory_cities")
    if got is None:
        got = static["victory_cities"] = [
            (t.index[h], h, c.vp) for h, c in sorted(game.board.cities.items(),
                                                     key=lambda kv: (kv[0].q, kv[0].r))
            if c.vp and h in t.index]
    return got


def _combat_units(game: Game, static: dict) -> dict[str, tuple[str, tuple[float, ...] | None]]:
    """Each combat unit's printed side and its ``unit_value`` at each step (``GameFacts.sums``;
    None where it has none, and ``unit_value`` is asked). Made once a game."""
    got = static.get("combat_units")
    if got is None:
        sums = facts(game).sums
        got = static["combat_units"] = {u: (d.side, sums.get(u)) for u, d in game.units.items()
                                        if d.kind == "unit"}
    return got


def _rings(t: topology.Topo, static: dict) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """For each index of the map, the indices of ``Hex.ring(1)`` and ``Hex.ring(2)`` in
    their order (-1 for a hex off the map). Made once a game."""
    got = static.get("rings")
    if got is None:
        index = t.index
        got = static["rings"] = [(tuple(index.get(n, -1) for n in h.ring(1)),
                                  tuple(index.get(n, -1) for n in h.ring(2))) for h in t.hexes]
    return got


#: 12.1, 12.2, 13.1–13.2: Axis units are in supply within 8 MP of a supply center (or of
#: Axis territory), and a center moves 8 MP a turn. The Axis advances east (the columns
#: grow from the Axis west edge, 4.3): a center more than ``CENTER_FRONT`` columns behind
#: the front of the cities and towns the Axis holds (the column that a quarter of them
#: reach, ``front_column``) counts ``CENTER_LAG`` per column, up to ``CENTER_FAR``. A
#: center's first moves out of the rear change nobody's supply (the territory supplies
#: them), so without this a search left the centers where they were set up and the army
#: ran out of supply (seed 401: 21 of 51 Axis units out of supply on turn 6, the three
#: centers still by the west edge).
CENTER_FRONT = 3
CENTER_LAG = WEIGHTS["center_lag"]
CENTER_FAR = 15

def front_column(game: Game, state: GameState) -> int:
    """The column (``Hex.q``) that the easternmost quarter of the cities and towns the Axis
    controls reach. Control changes only in the end phase (3.3), so the Axis units' own
    moves never change it: it pulls the centers, not the army. Kept per control map
    (``Facts.kept`` under the map's token)."""
    f = Facts.of(game, state)
    axis, control = game.cache.data.axis, state.control

    def make() -> int:
        cols = sorted(h.q for h in game.board.cities if control.get(h) == axis)
        return cols[(3 * len(cols)) // 4] if cols else 0
    return f.kept("front_column", f.control_key, make)


def center_lag(game: Game, state: GameState) -> int:
    """The columns each Axis supply center on the map stands more than ``CENTER_FRONT``
    behind ``front_column``, each at most ``CENTER_FAR``, summed."""
    front = front_column(game, state) - CENTER_FRONT
    return sum(min(CENTER_FAR, max(0, front - u.hex.q)) for uid, u in state.units.items()
               if u.status == ON_MAP and u.hex is not None and game.units[uid].kind == "supply")


#: A Hitler order failed costs 5 points (18.1): its worth on the evaluation's scale.
ORDER_WORTH = WEIGHTS["hitler_order"]
#: The share of ``ORDER_WORTH`` forgiven as the nearest Axis unit closes on the order's goal.
ORDER_NEAR = WEIGHTS["hitler_order_near"]


def leningrad_linked(game: Game, state: GameState) -> bool:
    """18.1 (isolate Leningrad) as the end phase checks it: whether Leningrad still has a
    Soviet rail line to the east edge. Kept with the position's facts, as
    ``projected_cities``."""
    st = game.cache
    if st.leningrad is None:
        return False
    f = Facts.of(game, state)
    memo = _eval_memo(f)
    if "leningrad" not in memo:
        rails = topology.rail_closed(f.t, game.board)
        start = f.t.index.get(st.leningrad)
        if rails is None or start is None:
            east = [h for h in game.board.edge(f.soviet) if game.board.has_rail(h)]
            memo["leningrad"] = orders.rail_link(game.board, st.leningrad, east, f.hexes[f.axis],
                                                 f.zoc[f.axis], f.hexes[f.soviet])
        else:
            static = _static(game)
            east_ids: set[int] | None = static.get("east_rail")
            if east_ids is None:  # the rail hexes of the Soviet (east) edge: the map's, never changed
                east_ids = static["east_rail"] = f.t.ids(
                    h for h in game.board.edge(f.soviet) if game.board.has_rail(h))
                static["east_rail_toward"] = topology.toward(rails, east_ids)
            memo["leningrad"] = topology.rail_link(
                static["east_rail_toward"], start, east_ids, f.ids[f.axis], f.zoc_ids[f.axis],
                f.ids[f.soviet])
    return memo["leningrad"]


def order_outlook(game: Game, state: GameState, where: dict | None = None,
                  weights: Mapping[str, float] | None = None) -> float:
    """For the Axis: 0 while the turn's Hitler order (18.1) would be met at the end phase
    (the cities as ``projected_cities`` settles them; Leningrad's rail line traced), else
    minus ``ORDER_WORTH``, ``ORDER_NEAR`` of it forgiven as the nearest Axis unit closes to
    within ten hexes of the goal (a city to take, Moscow's range for Typhoon, Leningrad).
    ``where``: ``positions(game, state)`` if the caller has it; ``weights``: the
    evaluation's (``hitler_order``, ``hitler_order_near``; None: the defaults)."""
    order = state.data.get("order")
    st = game.cache
    axis = st.data.axis
    if order in orders.TAKE or order == "southern":
        ids = orders.TAKE.get(order) or tuple(st.data.hitler_orders.southern)
        goals = [game.board.cities_by_id[c].hex for c in ids if c in game.board.cities_by_id]
        held = projected_cities(game, state)
        if not goals or any(held.get(h) == axis for h in goals):
            return 0.0
        reach = 0
    elif order == "typhoon" and st.moscow is not None:
        typhoon = {int(k): v for k, v in st.data.hitler_orders.typhoon_range.items()}.get(
            state.turn)
        if typhoon is None:
            return 0.0
        goals, reach = [st.moscow], typhoon
    elif order == "isolate_leningrad" and st.leningrad is not None:
        if not leningrad_linked(game, state):
            return 0.0
        goals, reach = [st.leningrad], 1
    else:
        return 0.0
    where = _positions(game, state) if where is None else where
    units = [h for h, v in where.get(axis, []) if v > 0]
    d = min((nearest(g, [(u.q, u.r) for u in units]) for g in goals), default=30) - reach
    w = _DEFAULTS if weights is None else weights
    worth, near = w["hitler_order"], w["hitler_order_near"]
    if d <= 0:  # Typhoon's range reached: met; a city or Leningrad's line: not yet
        return 0.0 if order == "typhoon" else -worth * (1 - near)
    return -worth * (1 - near + near * min(d, 10) / 10)


#: The share of a coming Hitler order's 5 points (18.1) a position that would meet it now
#: counts (the city or the siege may be lost before that turn's end phase).
ORDER_HOLD = WEIGHTS["future_orders"]

_FUTURE: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_CHANCES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def order_chances(game: Game) -> dict[int, dict[str, float]]:
    """18.1: for each turn of the Hitler order table, the chance of each order (each row of
    the turn's column equally likely). Kept per game."""
    memo = _CHANCES.get(game)
    if memo is None:
        st = game.cache.data
        spec = next(t for t in game.scenario.tables if t.id == st.hitler_table)
        memo = {}
        for i, col in enumerate(spec.columns):
            rows = [r[i] for r in spec.rows.values()]
            memo[int(col)] = {o: rows.count(o) / len(rows) for o in set(rows)}
        _CHANCES[game] = memo
    return memo


def orders_to_come(game: Game) -> dict[int, dict[str, float]]:
    """18.1: for each turn, the expected number of each Hitler order in the turns after it
    (``order_chances`` summed). Kept per game."""
    memo = _FUTURE.get(game)
    if memo is None:
        per_turn = order_chances(game)
        last = max(per_turn, default=0)
        memo = {}
        for t in range(0, last + 1):
            acc: dict[str, float] = {}
            for u in range(t + 1, last + 1):
                for o, p in per_turn.get(u, {}).items():
                    acc[o] = acc.get(o, 0.0) + p
            memo[t] = acc
        _FUTURE[game] = memo
    return memo


def future_orders(game: Game, state: GameState, where: dict | None = None,
                  weights: Mapping[str, float] | None = None) -> float:
    """The Hitler orders of the turns to come (18.1) that the position meets now, in
    points: ``ORDER_HOLD`` x 5 x their expected number (``orders_to_come``). The cities
    to take as ``projected_cities`` settles them (control, not a line of communication,
    is what 18.1 asks), the southern operation by Kharkov or Kursk, Leningrad isolated
    (its rail line to the east edge cut), Typhoon by an Axis combat unit within each coming
    turn's range of Moscow (4-6). A city the orders name is so worth more than its 19.3a
    points: Leningrad, Kharkov and Kursk, Sevastopol, Kiev, Smolensk. ``where``:
    ``positions(game, state)`` if the caller has it; ``weights``: the evaluation's
    (``future_orders`` for ``ORDER_HOLD``; None: the defaults)."""
    st = game.cache
    data = st.data
    coming = orders_to_come(game).get(state.turn, {})
    if not coming:
        return 0.0
    held = projected_cities(game, state)
    axis_cities = {c.id for h, c in game.board.cities.items() if held.get(h) == data.axis}
    n = 0.0
    for order, cities in orders.TAKE.items():
        if order in coming and any(c in axis_cities for c in cities):
            n += coming[order]
    if "southern" in coming and any(c in axis_cities for c in data.hitler_orders.southern):
        n += coming["southern"]
    if "isolate_leningrad" in coming and not leningrad_linked(game, state):
        n += coming["isolate_leningrad"]
    if "typhoon" in coming and st.moscow is not None:
        where = _positions(game, state) if where is None else where
        units = [(h.q, h.r) for h, v in where.get(data.axis, []) if v > 0]
        d = nearest(st.moscow, units)
        chances = order_chances(game)
        for t, reach in data.hitler_orders.typhoon_range.items():
            if int(t) > state.turn and d <= reach:
                n += chances.get(int(t), {}).get("typhoon", 0.0)
    hold = (_DEFAULTS if weights is None else weights)["future_orders"]
    return hold * data.victory.failed_order_vp * n


def evaluate(game: Game, state: GameState, side: str,
             weights: Mapping[str, float] | None = None) -> float:
    """``state`` seen from ``side`` (the module docstring's terms), weighed by ``weights``:
    every name ``weights.declared`` gives for the game, the generic ones and ``WEIGHTS``
    (None: the defaults)."""
    done = terminal(game, state, side)
    if done is not None:
        return done
    w = _DEFAULTS if weights is None else weights
    w_material = w["material"]
    data = game.cache.data
    vp = game.ruleset.victory_points(game, state)
    others = [s for s in game.sides if s != side]
    stale = float(vp.get(side, 0)) - max((float(vp.get(o, 0)) for o in others), default=0.0)
    mat = _material(game, state)
    where = _positions(game, state)
    vals = facts(game)
    # 6.6: units over the stacking limit will be removed; they neither pull towards the
    # victory cities nor shorten the drive (``generic``), as they add no threat (``exposure``)
    for s in game.sides:
        for u in excess(game, state, s):
            h = state.units[u].hex
            if h is not None:
                where[s].remove((h, unit_value(vals, u, state.units[u].step)))
    # the end phase's total (``points``), replaced below
    base = generic(game, state, side, objectives(game), mat=mat, where=where,
                   weights=weights) - w["points"] * stale
    # Units over the stacking limit are as good as gone (material, for either side).
    total = sum(mat.values()) or 1.0
    for s in game.sides:
        gone = sum(unit_value(vals, u, state.units[u].step) for u in excess(game, state, s))
        base += (-1 if s == side else 1) * w_material * gone / total
    # Combats declared, not yet resolved (10.3.2): their expected result (10.3.6-10.5).
    lost, lost_vp, dent = declared_outlook(game, state)
    for s, v in lost.items():
        base += (-1 if s == side else 1) * w_material * v / total
    now = live_vp(game, state, w) - lost_vp - exposure(game, state, dent, w)
    # 19.1b: below ``DANGER`` every point counts ``1 + sudden_death`` times
    danger = w["sudden_death"]
    axis = (now - DRAW) / VP_SCALE - danger * max(0, DANGER - now) / VP_SCALE
    axis += order_outlook(game, state, where, w) * (1 + danger if now < DANGER else 1)
    axis -= w["center_lag"] * center_lag(game, state)
    axis += future_orders(game, state, where, w) / VP_SCALE
    axis += moscow_outlook(game, state, w)
    return base + (axis if side == data.axis else -axis)


def moscow_outlook(game: Game, state: GameState,
                   weights: Mapping[str, float] | None = None) -> float:
    """19.1a, for the Axis, per ``VP_SCALE``: ``moscow`` times ``MOSCOW_POINTS`` where the
    Axis will hold Moscow at the coming end phase (``projected_cities``) with a combat unit
    in it or the Soviets done moving (``AXIS_MOVES_NEXT``); ``moscow_open`` of that where
    it holds it only by passing through (3.2b) with the Soviets still to move, and where no
    Soviet combat unit is in Moscow, the Axis moves next and an Axis combat unit stands
    within its printed allowance of it (hexes, terrain and zones of control aside).
    ``weights``: the evaluation's (None: the defaults, where ``moscow`` is 0)."""
    w = _DEFAULTS if weights is None else weights
    if not w["moscow"]:
        return 0.0
    st = game.cache
    moscow = st.moscow
    if moscow is None:
        return 0.0
    full = w["moscow"] * MOSCOW_POINTS / VP_SCALE
    axis, soviet = st.data.axis, st.data.soviet
    f = Facts.of(game, state)
    units = game.units
    here = [units[u] for u in f.at.get(moscow, ()) if units[u].kind == "unit"]
    if projected_cities(game, state).get(moscow) == axis:
        if state.phase in AXIS_MOVES_NEXT or any(d.side == axis for d in here):
            return full
        return full * w["moscow_open"]
    if any(d.side == soviet for d in here):
        return 0.0
    if state.phase in PANZERS_MOVE_NEXT:
        second = w["moscow_second_move"]
        if second and panzer_reaches_moscow(game, state, f):
            return full * w["moscow_open"] * second
        return 0.0
    if state.phase not in AXIS_MOVES_NEXT:
        return 0.0
    for u, h in f.pos.items():
        d = units[u]
        if (d.side == axis and d.kind == "unit"
                and h.distance(moscow) <= d.value(state.units[u].step, "movement")):
            return full * w["moscow_open"]
    return 0.0


def panzer_reaches_moscow(game: Game, state: GameState, f: Facts) -> bool:
    """5.2.3, 8.1: whether a German panzer on the map can enter Moscow in the coming Axis
    second movement (asked in the first movement and combat phases): the rules' own search
    of its normal move (terrain, Soviet units and anti-armour zones as they stand now, the
    ground limits, 8.1.5), with its allowance in that phase (8.1.9: halved in mud, 15.2a,
    which may begin with that phase, 15.0; in snow, 15.4b; without a line of communication,
    4.6, as judged at this phase's start). Kept with the position's facts."""
    memo = _eval_memo(f)
    got = memo.get("panzer_moscow")
    if got is not None:
        return got
    moscow = game.cache.moscow
    rolled = state.data.get("rolled_weather")
    wx = weather.weather_in_phase(rolled, "axis_move_2") if rolled else state.weather
    no_loc = state.data.get("no_loc", ())
    units, pos = game.units, f.pos
    near = []  # (hexes, id, allowance) of each panzer within its allowance of Moscow
    for u in _static(game)["panzers"]:
        h = pos.get(u)
        if h is None:
            continue
        d = units[u]
        printed = d.value(state.units[u].step, "movement")
        far = h.distance(moscow)
        if far > printed:  # beyond even the allowance before any halving
            continue
        budget = movement.allowance(printed, mud=wx == weather.MUD,
                                    axis_in_snow=wx == weather.SNOW, no_loc=u in no_loc)
        if far <= budget:
            near.append((far, u, budget))
    got = any(not moves.frozen_unit(game, state, u)
              and moscow in moves.normal_found(game, state, f, u, budget)
              for _, u, budget in sorted(near))
    memo["panzer_moscow"] = got
    return got


#: 8.2.3: strategic movement spends half a point a hex along roads: the farthest a unit
#: may go in a move is twice its printed allowance (``decisive`` looks no farther).
STRATEGIC_HEXES = 2


def decisive(game: Game, state: GameState, side: str) -> list[tuple[Hex, list[str]]]:
    """The hexes whose entry by one of ``side``'s units decides the game now, each with the
    units that may reach it (``qtwargame.ai.players.decisive_hexes``; the searching levels
    play the move of the most valuable of them that can, ``greedy`` does not ask): 19.1a,
    3.2a: in an Axis movement phase with nothing pending, where no combat unit of either
    side is in Moscow, Moscow, with the Axis combat units within twice their movement
    allowance of it (a strategic move's farthest, 8.2.3). Moscow is no victory city (no
    points, so not among ``objectives``, which a search ranks moves by). Nothing
    elsewhere."""
    if (side != game.cache.data.axis or state.pending is not None
            or state.phase not in ("axis_move_1", "axis_move_2") or state.active != side
            or state.data.get("moving")):
        return []
    moscow = game.cache.moscow
    if moscow is None:
        return []
    f = Facts.of(game, state)
    units = game.units
    if any(units[u].kind == "unit" for u in f.at.get(moscow, ())):
        return []
    near = [u for u, h in f.pos.items()
            if units[u].side == side and units[u].kind == "unit"
            and h.distance(moscow) <= STRATEGIC_HEXES * units[u].value(state.units[u].step,
                                                                       "movement")]
    return [(moscow, near)] if near else []


def determinize(game: Game, world: GameState, side: str, rng: random.Random) -> GameState:
    """Deal the leaders the view does not show: each face-down leader on the map and each
    one in the pool gets an identity drawn from those not turned, not eliminated and
    already in play (setup leaders and those whose turn has come), the rest if too few."""
    if leaders.SECRET in world.secret:
        return world
    on_map = [s for s in leaders.slots(game) if world.units[s].status == ON_MAP]
    pool_n = leaders.pool_count(world)
    free = [u for u in leaders.identities(game) if world.units[u].status == POOL]
    d = game.units
    arrived = [u for u in free if "setup_leader" in d[u].flags
               or ((turn := d[u].arrival_turn) is not None and turn <= world.turn)]
    rest = [u for u in free if u not in arrived]
    rng.shuffle(arrived)
    rng.shuffle(rest)
    deck = arrived + rest
    slots = {s: deck.pop(0) for s in on_map if deck}
    pool = sorted(deck[:pool_n])
    world.secret = dict(world.secret)
    world.secret[leaders.SECRET] = {"slots": slots, "pool": pool}
    return world


# -- the attacks a plan sets up ------------------------------------------------------------

#: The weight of the material a coming combat is expected to win or lose (as a share of
#: both armies', as ``generic`` counts material): the value measured in Defiant Russia and
#: Blitzkrieg to Moscow 2 (docs/ai.md).
LOOKAHEAD_MATERIAL = WEIGHTS["lookahead_material"]

#: 5.2, 5.3: the phases of each side's player turn before its own combat phase: the Axis's
#: first movement phase; the Soviet movement and leader withdrawal phases (a leader
#: withdrawn changes the Soviets' command, 11.4b, and its ability leaves the attack,
#: 11.3.1b). Elsewhere no combat of the side's is still to come in its player turn.
BEFORE_COMBAT = {
    turn[0].split("_", 1)[0]: turn[:turn.index(turn[0].split("_", 1)[0] + "_combat")]
    for turn in (sequence.AXIS_TURN, sequence.SOVIET_TURN)}


#: The exchanges (``_exchange``) kept per game before the memo is emptied.
EXCHANGE_MEMO = 20_000

#: The cache audit's switch (``qtwargame.testing.cache_audit.checking_hits``): while on,
#: every exchange given from the memo (``exchange``) is worked out again and compared, a
#: difference raised as :class:`StaleCache`. Off in play: a hit is one look-up.
CHECK_HITS = False


def exchange(game: Game, state: GameState, f: Facts, attackers: tuple[str, ...],
             h) -> tuple[float, float, float] | None:
    """One attack of ``attackers`` on the stack in ``h`` now, on the attacker's table at
    the rules' exact odds (``battle.facts_of``: 10.3.6, 10.4; no air unit): the material
    the defenders are expected to lose less the attackers' (10.5.1, as ``_take`` takes
    the steps: ``R`` as ``R_STEP`` of a step, 10.6.1; 1:5 or worse every attacker,
    10.3.6), the Axis points expected given for Axis losses (19.3d) and the chance the
    defenders leave the hex (every step lost, or a retreat on ``R``: the rest of
    ``R_STEP``). None when nobody defends or the Axis may not attack at these odds (its
    floor). Kept per game (``EXCHANGE_MEMO``, audited with ``CHECK_HITS``) by all it
    reads of the position, the odds' input (``battle.odds_input``), which is the whole
    input of ``_exchange``: a search asks the same ones again and again."""
    given, defenders = battle.odds_input(game, state, f, attackers, (h,), 0)
    if not defenders:
        return None
    return kept(_static(game).setdefault("exchanges", {}), given, lambda: _exchange(game, given),
                EXCHANGE_MEMO, CHECK_HITS, "exchanges")


def _exchange(game: Game, given: tuple) -> tuple[float, float, float] | None:
    """``exchange`` of the odds' input ``given`` (``battle.odds_input``: the attacking
    side, the attackers and defenders with their steps lost...): reads nothing else but
    the game's printed units, map, values and tables."""
    data = game.cache.data
    side, attackers, defenders = given[0], given[1], given[4]
    att, dfn, _sh, index, _lone = battle.odds_column(game, *given)
    if side == data.axis and dfn > 0 and not combat.axis_attack_allowed(data, att, dfn):
        return None  # the Axis odds floor (docs/rules/shin_barbarossa.md)
    vals = facts(game)
    steps = dict(attackers)
    steps.update(defenders)
    d_units = [u for u, _ in defenders]
    a_units = [u for u, _ in attackers]
    d_steps = sum(battle.steps_left_at(game, u, step) for u, step in defenders)
    mat = pts = leave = 0.0
    for result, p in combat.chances(battle.table(game, side), index).items():
        if result == combat.ATTACKERS_ELIMINATED:
            a, d = sum(battle.steps_left_at(game, u, step) for u, step in attackers), 0.0
        else:
            a, lost = combat.losses(result)
            if lost is None:  # R: a step or a retreat (10.6.1)
                d = R_STEP
                leave += p * (1 - R_STEP)
            else:
                d = lost
                if d >= d_steps:
                    leave += p
        if d:
            v, vp = _take(game, steps, vals, d_units, d)
            mat += p * v
            pts += p * vp
        if a:
            v, vp = _take(game, steps, vals, a_units, a)
            mat -= p * v
            pts += p * vp
    return mat, pts, leave


def fronts(game: Game, state: GameState, f: Facts,
           side: str) -> tuple[dict[int, list[str]], set[int]]:
    """The attacks open to ``side`` from where its units stand, by the map's indices: each
    enemy hex that may be attacked (10.0, 10.3.3: a combat unit or a leader there) with
    ``side``'s units next to it that may attack it (not across water; Finns not yet
    released only in Finland, 16.5.1); for the Soviets the Axis hexes they must attack
    (10.2, 10.2.1, as ``battle.owed`` reads them: not across an unfrozen river, not Finns
    alone, from a hex with a unit that may attack)."""
    units = game.units
    data = f.st.data
    enemy = f.enemy(side)
    soviet = side == data.soviet
    frozen = f.frozen()
    at, nbr, feat, river, hexes = f.at, f.t.nbr, f.t.feat, f.t.river, f.t.hexes
    foe = f.ids[enemy]
    close: set[int] = set()
    for n in foe:
        close.update(nbr[n])
    # 10.0, 10.3.3: the enemy stacks that may be attacked and ``side``'s units next to
    # each, across no water; 10.2, 10.2.1: for the Soviets, the Axis stacks owed (not
    # across an unfrozen river, not Finns alone, from a hex with a unit that may attack)
    shut = water(frozen)
    near: dict[int, list[str]] = {}
    owed: set[int] = set()
    kinds: dict[int, tuple[bool, bool]] = {}  # may be attacked, owed by adjacent Soviets
    for i in f.combat_ids[side] & close:
        mine = None
        for n, fs, r in zip(nbr[i], feat[i], river[i]):
            if n not in foe or fs & shut:
                continue
            kind = kinds.get(n)
            if kind is None:
                theirs = [u for u in at[hexes[n]] if units[u].side == enemy]
                combatants = [u for u in theirs if units[u].kind == "unit"]
                kind = kinds[n] = (
                    bool(combatants) or any(units[u].kind == "leader" for u in theirs),
                    soviet and any(units[u].nationality != "finnish" for u in combatants))
            if not kind[0]:
                continue
            if mine is None:
                here = at[hexes[i]]
                mine = [u for u in here if units[u].side == side
                        and battle.may_attack(game, state, u)]
                if not mine:
                    break
            near.setdefault(n, []).extend(mine)
            if kind[1] and (frozen or not r):
                owed.add(n)
    if side == data.axis and not f.released():
        # 16.5.1: Finns not yet released attack only in Finland
        finland = f.st.finland
        for n, us in near.items():
            if hexes[n] not in finland:
                near[n] = [u for u in us if units[u].nationality != "finnish"]
    return {n: sorted(set(us)) for n, us in near.items() if us}, owed


def lookahead(game: Game, state: GameState, side: str,
              weights: Mapping[str, float] | None = None) -> float:
    """What ``side``'s coming combat phase is expected to gain from where its units stand,
    in the evaluation's units: asked by the searching levels that look past the end of a
    phase, in ``side``'s phases before its combat phase (``BEFORE_COMBAT``), 0 elsewhere.

    Each enemy stack ``side``'s units may attack (10.0: a combat unit or a leader there,
    adjacent, not across water; Finns not yet released only in Finland, 16.5.1; the Axis
    not below its odds floor) is attacked by those of them next to it not yet given
    another target, the stacks with the best gain first, as ``exchange`` counts it: the
    material expected won less the material expected lost, as a share of both armies' (as
    ``generic`` counts material), times ``LOOKAHEAD_MATERIAL``; the Axis points expected
    given for Axis losses (19.3d), as the evaluation counts them (``VP_SCALE``); and a
    victory city ``side`` will not hold at the end phase (``projected_cities``), its worth
    (``objectives``) times the chance the defenders leave it (the attacker may advance
    into it, 10.7). The Axis attacks only where it gains (10.1). The Soviets must attack
    every Axis stack next to them (10.2, 10.2.1, as ``battle.owed`` reads it): an owed
    stack counts whatever it is worth, attacked by the free units next to it or, where
    that loses, by the least valuable of them alone if that loses less (10.2 asks for an
    attack, not for every unit); a stack they need not attack (across an unfrozen river,
    Finns alone) counts only where it gains. The exchanges are kept per game by all they
    read of the position (``exchange``): a search asks the same ones again and again.
    ``weights``: the evaluation's (``lookahead_material`` for
    ``LOOKAHEAD_MATERIAL``, the generic ``material``; None: the defaults)."""
    if state.pending is not None or state.phase not in BEFORE_COMBAT.get(side, ()):
        return 0.0
    f = Facts.of(game, state)
    targets, owed = fronts(game, state, f, side)
    if not targets:
        return 0.0
    data, hexes = f.st.data, f.t.hexes
    total = sum(_material(game, state).values()) or 1.0
    vals = facts(game)
    worth = dict(objectives(game))
    held = projected_cities(game, state)
    w = _DEFAULTS if weights is None else weights
    scale = w["lookahead_material"] * w["material"] / total
    sign = -1.0 if side == data.axis else 1.0
    ustates = state.units
    known: dict[tuple, float | None] = {}

    def gain(n: int, attackers: tuple[str, ...]) -> float | None:
        k = (n, attackers)
        if k in known:
            return known[k]
        h = hexes[n]
        got = exchange(game, state, f, attackers, h)
        if got is None:
            known[k] = None
            return None
        mat, pts, leave = got
        city = worth.get(h, 0.0) if held.get(h) != side else 0.0
        v = known[k] = scale * mat + sign * pts / VP_SCALE + leave * city
        return v

    def value(n: int, free: tuple[str, ...]) -> tuple[float | None, tuple[str, ...]]:
        """The gain of attacking ``n`` with ``free``; where it is owed and that loses, the
        better of that and the least valuable of them alone."""
        v = gain(n, free)
        if n not in owed or (v is not None and v > 0) or len(free) == 1:
            return v, free
        one = (min(free, key=lambda u: (unit_value(vals, u, ustates[u].step), u)),)
        w = gain(n, one)
        if w is not None and (v is None or w > v):
            return w, one
        return v, free

    # the greedy choice, each stack's value found again only when its free units change
    by_unit: dict[str, list[int]] = {}
    for n, us in targets.items():
        for u in us:
            by_unit.setdefault(u, []).append(n)
    scores: dict[int, tuple] = {}
    for n, us in targets.items():
        v, group = value(n, tuple(us))
        if v is not None:
            scores[n] = (v, n, group)
    used: set[str] = set()
    out = 0.0
    while scores:
        best = max(scores.values())
        if best[0] <= 0:
            forced = [s for s in scores.values() if s[1] in owed]
            if not forced:
                break
            best = max(forced)
        out += best[0]
        del scores[best[1]]
        touched = set()
        for u in best[2]:
            used.add(u)
            touched.update(by_unit[u])
        for n in touched:
            if n in scores:
                free = tuple(u for u in targets[n] if u not in used)
                v, group = value(n, free) if free else (None, ())
                if v is None:
                    del scores[n]
                else:
                    scores[n] = (v, n, group)
    return out
