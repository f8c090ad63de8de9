"""The searches on integer hex indices (``topology``, used by ``facts`` and ``moves`` for
speed) answer exactly what the rule functions on hexes answer: command ranges (11.3.2),
normal, strategic and rail movement (8.1–8.3), paths included; and ``Facts`` assembles
zones of control (7.0: the 1941 border and the Finnish border closed where they are) and
Axis supply (12.2: its sources) as the searches run straight from the units and sources
give them (``searches``). Positions come from a seeded random game, in the Axis and the
Soviet movement phases of turn 2."""

from __future__ import annotations

import functools
import gc
import random
import weakref

import pytest

from qtwargame.engine import paths
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.engine.state import ON_MAP
from qtwargame.rules.shin_barbarossa import lines, moves, supply, weather
from qtwargame.rules.shin_barbarossa.facts import Facts
from qtwargame.rules.shin_barbarossa.reach import step_cost
from qtwargame.scenario.io import load_scenario
from qtwargame.simulate import RandomPlayer
from tests.conftest import SCENARIOS
from tests.rules.shin_barbarossa import searches

#: Every test here reads positions of seeded random games, played once per worker: the fast loop
#: (bootstrap.py test --fast) leaves the file to the full run, where the game is shared.
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module", params=["as_rolled", "snow"])
def positions(request):
    """Every fifth state of turn 2's movement phases of a seeded random game (seed 4); and
    the same positions again in snow, where lake hexsides are open (15.3, 15.4a). The game
    is played once for both (it was played again for the snowy copies)."""
    game, out = _played()
    if request.param == "snow":
        snowy = []
        for s in out:
            s = s.copy()
            s.weather = weather.SNOW
            snowy.append(s)
        out = snowy
    return game, list(out)


@functools.cache
def _played() -> tuple[Game, tuple]:
    game = Game(load_scenario(SCENARIOS / "shin_barbarossa.json"))
    state, log = game.new_state(4)
    history = History(game, state, log)
    player = RandomPlayer(random.Random(4))
    out = []
    n = 0
    while not history.state.over and history.state.turn <= 2:
        s = history.state
        if s.turn == 2 and s.phase in moves.MOVE_PHASES and s.pending is None and not s.data.get("moving"):
            n += 1
            if n % 5 == 1:
                out.append(s)
        history.submit(player.choose(game, s, game.legal_actions(s)))
    assert {s.phase for s in out} >= {"axis_move_1", "soviet_move"}
    return game, tuple(out)


def _old_zoc(f: Facts, side: str) -> set:
    plain, finnish = [], []
    for h, uid in f.zoc_sources(side):
        (finnish if f.game.units[uid].nationality == "finnish" and not f.released() else plain).append(h)
    closed = ("border",) if side == f.soviet and f.state.turn == 1 else ()
    return (searches.zoc(f.board, plain, closed, f.frozen())
            | searches.zoc(f.board, finnish, ("finnish_invade_border",), f.frozen()))


def test_7_0_11_3_2_zones_and_command_equal_the_hex_searches(positions):
    game, states = positions
    for s in states:
        f = Facts(game, s)
        for side in (f.axis, f.soviet):
            assert f.zoc[side] == _old_zoc(f, side)
        # 11.3.2: the union of lines.command_range (what the rebuild phase reads) round
        # every turned leader with an ability.
        ranges = [lines.command_range(f.board, h, a, f.hexes[f.axis], f.zoc[f.axis], f.hexes[f.soviet],
                                      f.frozen()) for _, h, a in f.turned_leaders if a is not None]
        assert f.t.to_hexes(f.commanded_ids) == set().union(*ranges)


def test_12_2_axis_supply_equals_the_hex_search(positions):
    game, states = positions
    for s in states:
        f = Facts(game, s)
        st = f.st
        centers = [h for uid, h in f.pos.items()
                   if game.units[uid].kind == "supply" and h in f.loc[f.axis]]
        edge = [h for h in st.axis_territory
                if any(n not in st.axis_territory for n in f.board.neighbors(h))]
        reach = searches.in_supply(
            st, centers + edge, enemy_units=f.hexes[f.soviet], enemy_zoc=f.zoc[f.soviet],
            friends=f.hexes[f.axis], budget=supply.supply_range(st.data, mud=f.mud(), snow=f.snow()),
            strategic=s.weather != weather.SPRING, frozen=f.frozen())
        assert f.t.to_hexes(f.supplied_ids) == reach | set(st.axis_territory)


def _normal_cost(f, m, surr):
    return lambda a, b: step_cost(f.board, f.st.data, m, surr, a, b)


def _strategic_cost(f, m, surr, zoc_all):
    """8.2's step cost as ``moves`` computed it on hexes."""
    board, data = f.board, f.st.data

    def cost(a, b):
        if b in zoc_all:
            return None
        if b in board.road.get(a, ()) and moves.movement.strategic_road(
                data, m.move_class, board.road_grade(a, b)):
            if b in surr.enemy_units or board.features(a, b) & lines.water(f.frozen()):
                return None
            return moves.movement.strategic_cost(data)
        return step_cost(board, data, m, surr, a, b)

    return cost


def _barred(game, s, f, uid):
    """The hexes no route of ``uid`` enters (``moves.route_limits``: 8.1.5, 16.1, 16.4.1,
    16.5.1, 17.3, 18.2; the rule tests prove those sets, here they are the searches' input)."""
    return f.t.to_hexes(moves.barred_ids(game, s, f, uid))


def _movers(game, s, f):
    return [u for u in moves.movers(game, s, f) if game.units[u].kind == "unit"][:12]


def test_8_1_normal_moves_find_the_same_costs_and_paths(positions):
    game, states = positions
    checked = 0
    for s in states:
        f = Facts(game, s)
        for uid in _movers(game, s, f):
            side = game.units[uid].side
            surr, m = moves.surroundings(f, side), moves.mover(game, f, uid)
            budget = moves.allowance(game, s, uid, f)
            start = f.pos[uid]
            zoc_all = set(surr.enemy_zoc) | set(surr.enemy_aa_zoc)
            if start in zoc_all and not (m.panzer or m.leader_leaving_friend
                                         or start in surr.river_zoc_only):
                expected = {start: (0.0, None)}
            else:
                stop = surr.enemy_aa_zoc if m.panzer else zoc_all
                plain = _normal_cost(f, m, surr)
                barred = _barred(game, s, f, uid)

                def cost(a, b, plain=plain, stop=stop, start=start, barred=barred):
                    if a == start and start in stop and b in stop:
                        return None  # 7.1.1, 7.2.2: not straight from the zone into it
                    if b in barred:
                        return None  # 8.1.5, 16.1, 16.4.1, 16.5.1, 17.3, 18.2 on the way too
                    return plain(a, b)

                expected = paths.reachable(start, budget, f.board.neighbors, cost,
                                           stops=stop.__contains__, min_one_hex=True)
            assert moves.normal_found(game, s, f, uid, budget) == expected
            checked += 1
    assert checked >= 30


def test_8_2_strategic_moves_find_the_same_paths(positions):
    game, states = positions
    checked = 0
    for s in states:
        f = Facts(game, s)
        for uid in _movers(game, s, f):
            side = game.units[uid].side
            surr, m = moves.surroundings(f, side), moves.mover(game, f, uid)
            zoc_all = set(surr.enemy_zoc) | set(surr.enemy_aa_zoc)
            start = f.pos[uid]
            got = moves.strategic_moves(game, s, f, uid)
            if start in zoc_all or s.weather == "spring":
                assert got == ()
                continue
            found = paths.reachable(start, moves.allowance(game, s, uid, f), f.board.neighbors,
                                    _strategic_cost(f, m, surr, zoc_all | _barred(game, s, f, uid)))
            expected = tuple(paths.path_to(found, h) for h in sorted(found, key=game.label)
                             if h != start and moves.destination_ok(game, s, f, uid, h))
            assert tuple(mv.path for mv in got) == expected
            checked += 1
    assert checked >= 10


def test_destinations_by_index_equal_destination_ok(positions):
    game, states = positions
    for s in states:
        f = Facts(game, s)
        for uid in _movers(game, s, f):
            ok = moves.destinations(game, s, f, uid)
            for i, h in enumerate(f.t.hexes):
                if i % 7 == 0:
                    assert ok(i) == moves.destination_ok(game, s, f, uid, h), (uid, game.label(h))


def test_signature_is_each_sides_units_steps_and_places_one_key_per_value(positions):
    """``Facts.signature`` (what every memo of the other side's moves, zones and lines is
    keyed by): each side's units on the map in the order of their ids, as (id, index, step),
    gathered while the facts are made; equal values give the same ``Key`` object (the memos
    then compare keys by identity), on the same game and on a new one."""
    game, states = positions
    fresh = Game(game.scenario)
    seen: dict = {}
    for s in states:
        f, again = Facts(game, s), Facts(game, s)
        for side in (f.axis, f.soviet):
            rows = tuple((u, f.t.index[us.hex], us.step) for u, us in sorted(s.units.items())
                         if us.status == ON_MAP and us.hex is not None
                         and game.units[u].side == side)
            key = f.signature(side)
            assert key.value == rows
            assert again.signature(side) is key
            assert Facts(fresh, s).signature(side).value == rows
            seen.setdefault(rows, set()).add(id(key))
    # the Soviet positions stay the same through the Axis movement: one object each time
    assert all(len(ids) == 1 for ids in seen.values())
    assert len(seen) < 2 * len(states)


def _asked_of(f: Facts) -> weakref.ref:
    """A weak reference to ``f`` once every zone and line is asked of both sides."""
    for side in (f.axis, f.soviet):
        for view in (f.zoc_ids, f.zoc, f.river_ids, f.river_zoc_only, f.loc_ids, f.loc):
            assert view[side] is view[side]  # made once, then kept
        f.signature(side)
    assert f.supplied_ids and f.aa_ids is not None and f.at and f.stack_counts
    return weakref.ref(f)


def test_facts_hold_no_reference_cycle(positions):
    """A position's facts, with every zone and line asked of both sides, are freed as soon
    as the last reference to them goes, without the cyclic garbage collector: the searches
    make facts for every position they visit, and facts in a cycle (a view of themselves
    kept in them) left hundreds of thousands of objects a turn to the collector."""
    game, states = positions
    was = gc.isenabled()
    gc.disable()
    try:
        for s in states[:5]:
            gone = _asked_of(Facts(game, s))
            assert gone() is None
    finally:
        if was:
            gc.enable()
