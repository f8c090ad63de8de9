"""Hitler's orders (18.1) and the militia (17.0) on the Shin Barbarossa map."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtwargame.engine.board import Board
from qtwargame.rules.shin_barbarossa import militia, orders
from qtwargame.scenario.io import load_scenario
from tests.rules.shin_barbarossa import searches

BUILT = (Path(__file__).resolve().parents[3] / "scenarios" / "shin_barbarossa.json")
TYPHOON = {4: 8, 5: 6, 6: 4}


@pytest.fixture(scope="module")
def board():
    return Board(load_scenario(BUILT, check_rules=False).map)


def test_18_1_take_orders_and_the_southern_order():
    assert orders.met("take_kiev", turn=3, axis_cities={"kiev"}, typhoon_range=TYPHOON)
    assert not orders.met("take_leningrad", turn=3, axis_cities={"kiev"}, typhoon_range=TYPHOON)
    assert orders.met("southern", turn=5, axis_cities={"kursk"}, typhoon_range=TYPHOON)
    assert not orders.met("southern", turn=5, axis_cities={"orel"}, typhoon_range=TYPHOON)
    with pytest.raises(ValueError):
        orders.met("take_berlin", turn=5, axis_cities=set(), typhoon_range=TYPHOON)


def test_18_1_typhoon_ranges_8_6_4_on_turns_4_5_6(board):
    moscow = board.hex("3214")
    six_away = board.hex("2613")  # Rzhev, 6 hexes
    assert moscow.distance(six_away) == 6
    kw = dict(axis_cities=set(), typhoon_range=TYPHOON, moscow=moscow, axis_combat_hexes=[six_away])
    assert orders.met("typhoon", turn=4, **kw)
    assert orders.met("typhoon", turn=5, **kw)
    assert not orders.met("typhoon", turn=6, **kw)
    assert not orders.met("typhoon", turn=7, **kw)


def test_18_1_isolating_leningrad_cuts_every_rail_line_to_the_east_edge(board):
    leningrad = board.hex("2003")
    east = {h for h in board.edge("soviet") if board.has_rail(h)}
    assert orders.rail_link(board, leningrad, east, set(), set(), set())
    # Enemy units on every rail hex next to Leningrad cut it.
    blockers = set(board.rail_neighbors(leningrad))
    assert not orders.rail_link(board, leningrad, east, blockers, set(), set())
    assert orders.met("isolate_leningrad", turn=7, axis_cities=set(), typhoon_range=TYPHOON,
                      leningrad_rail_link=False)


def test_17_1_17_2_triggers(board):
    leningrad, moscow = board.hex("2003"), board.hex("3214")
    assert militia.leningrad_triggered([board.hex("2403")], leningrad)  # 4 hexes
    assert not militia.leningrad_triggered([board.hex("2503")], leningrad)
    assert militia.moscow_triggered([], moscow, axis_holds_a_trigger_town=True)
    assert not militia.moscow_triggered([board.hex("2613")], moscow, axis_holds_a_trigger_town=False)


def test_17_3_17_5_placement_within_2_not_in_enemy_zoc_nor_overstacked(board):
    moscow = board.hex("3214")
    enemy = board.hex("3012")
    ez = searches.zoc(board, [enemy])
    full = board.hex("3314")
    spots = militia.placement_hexes(board, moscow, ez, {enemy}, room={full: 0})
    assert moscow in spots and full not in spots
    assert all(s.distance(moscow) <= 2 and s not in ez for s in spots)
    assert len(spots) == 19 - len([x for x in ez | {full} if x.distance(moscow) <= 2])
    assert militia.within_leash(board.hex("3216"), [moscow])
    assert not militia.within_leash(board.hex("3217"), [moscow])
