"""Normal movement on the Shin Barbarossa map: costs, NE terrain and roads, the first hex,
ZOC stops and exits, panzers and anti-armour ZOC, water and the Kerch strait, overrun
costs (7.1, 7.2, 8.0-8.1, 9.1, 9.10, Q&A)."""

from __future__ import annotations

import pytest

from qtwargame.rules.shin_barbarossa import reach
from tests.rules.shin_barbarossa import searches

PANZER = reach.Mover("axis_panzer", panzer=True)
INFANTRY = reach.Mover("axis_infantry")
RIFLE = reach.Mover("soviet_infantry")


@pytest.fixture(scope="module")
def open_forest(board):
    """A clear hex beside a forest hex with no road between them."""
    for h in sorted(board.hexes, key=board.label):
        if board.terrain[h] != "clear" or board.city(h):
            continue
        for n in board.neighbors(h):
            if board.terrain[n] == "forest" and n not in board.road.get(h, ()) and not board.city(n):
                return h, n
    raise AssertionError("no forest beside clear terrain")


def test_8_1_3_qa_panzers_never_enter_forest_but_along_a_road(board, data, open_forest):
    here, forest = open_forest
    s = reach.Surroundings()
    assert reach.step_cost(board, data, PANZER, s, here, forest) is None
    assert reach.step_cost(board, data, INFANTRY, s, here, forest) == 2
    road = next((a, b) for a in sorted(board.road, key=board.label) for b in board.road[a]
                if board.terrain[b] == "forest" and not board.city(b))
    assert reach.step_cost(board, data, PANZER, s, *road) == 1


def test_8_1_4_the_first_hex_whatever_its_cost(board, data, open_forest):
    here, forest = open_forest
    assert reach.step_cost(board, data, INFANTRY, reach.Surroundings(), here, forest) == 2
    assert forest in searches.normal_reach(board, data, INFANTRY, reach.Surroundings(), here, 1)
    assert forest not in searches.normal_reach(board, data, PANZER, reach.Surroundings(), here, 8)


def test_qa_no_move_across_lake_hexsides_or_the_kerch_strait(board, data):
    s = reach.Surroundings()
    assert reach.step_cost(board, data, INFANTRY, s, board.hex("1508"), board.hex("1407")) is None
    assert reach.step_cost(board, data, INFANTRY, s, board.hex("3344"), board.hex("3345")) is None
    far = searches.normal_reach(board, data, RIFLE, s, board.hex("3345"), 3)
    assert board.hex("3344") not in far


def test_7_1_1_entering_enemy_zoc_ends_the_move(board, data):
    start, enemy = board.hex("3214"), board.hex("3217")
    s = reach.Surroundings(enemy_units={enemy}, enemy_zoc=searches.zoc(board, [enemy]))
    got = searches.normal_reach(board, data, RIFLE, s, start, 6)
    zoc_hex = board.hex("3216")
    assert zoc_hex in got and enemy not in got
    beyond = [h for h in board.neighbors(zoc_hex) if h.distance(start) == 3 and h not in s.enemy_zoc
              and h != enemy]
    # Anything past the ZOC hex is reached around it, never through it.
    for h in beyond:
        if h in got:
            assert got[h] >= 3


def test_7_1_6_no_leaving_enemy_zoc_but_panzers_leaders_with_a_friend_and_across_rivers(board, data):
    start, enemy = board.hex("3214"), board.hex("3215")
    zoc = searches.zoc(board, [enemy])
    s = reach.Surroundings(enemy_units={enemy}, enemy_zoc=zoc)
    assert searches.normal_reach(board, data, INFANTRY, s, start, 6) == {start: 0.0}
    assert len(searches.normal_reach(board, data, PANZER, s, start, 8)) > 1
    leader = reach.Mover("soviet_infantry", leader_leaving_friend=True)
    assert len(searches.normal_reach(board, data, leader, s, start, 6)) > 1
    across = reach.Surroundings(enemy_units={enemy}, enemy_zoc=zoc, river_zoc_only={start})
    assert len(searches.normal_reach(board, data, INFANTRY, across, start, 6)) > 1


def test_7_1_7_7_2_2_panzers_ignore_normal_zoc_but_stop_at_anti_armour_zoc(board, data):
    # Two hexes north of Moscow to two hexes south: 5 MP through the ring of ZOC around
    # it, 6 around it.
    start, enemy, past = board.hex("3212"), board.hex("3214"), board.hex("3216")
    zoc = searches.zoc(board, [enemy])
    normal = reach.Surroundings(enemy_units={enemy}, enemy_zoc=zoc)
    aa = reach.Surroundings(enemy_units={enemy}, enemy_aa_zoc=zoc)
    through = searches.normal_reach(board, data, PANZER, normal, start, 5)
    stopped = searches.normal_reach(board, data, PANZER, aa, start, 5)
    assert through[past] == 5 and past not in stopped
    assert board.hex("3213") in stopped  # entering anti-armour ZOC is allowed, then stops
    assert past not in searches.normal_reach(board, data, INFANTRY, normal, start, 5)


def test_9_1_9_10_overrun_costs_terrain_plus_3(board, data, open_forest):
    here, forest = open_forest
    s = reach.Surroundings()
    clear_n = next(n for n in board.neighbors(here) if board.terrain[n] == "clear" and not board.city(n)
                   and n not in board.road.get(here, ()))
    assert reach.overrun_cost(board, data, PANZER, s, here, clear_n) == 4
    assert reach.overrun_cost(board, data, PANZER, s, here, forest) is None
    assert reach.overrun_cost(board, data, PANZER, s, board.hex("3344"), board.hex("3345")) is None
