"""Zones of control, lines of communication and command ranges on the Shin Barbarossa map
(2.4.1, 4.1-4.4, 7.1.3-7.1.5, 11.3.2, 12.5, Q&A on lakes and the Kerch strait)."""

from __future__ import annotations

from qtwargame.rules.shin_barbarossa import lines, topology
from tests.rules.shin_barbarossa import searches


def connected(board, sources, enemy_units, enemy_zoc, friends, frozen=False):
    """``topology.connected``, the LOC search ``Facts.loc`` runs (4.1, 4.2), on hexes."""
    t = topology.of(board)
    return t.to_hexes(topology.connected(t, t.ids(sources), t.ids(enemy_units), t.ids(enemy_zoc),
                                         t.ids(friends), frozen))


def h(board, label):
    return board.hex(label)


def test_7_0_zoc_covers_the_six_neighbours(board):
    moscow = h(board, "3214")
    assert searches.zoc(board, [moscow]) == set(board.neighbors(moscow))


def test_qa_lakes_and_the_kerch_strait_stop_zoc(board):
    assert h(board, "1407") not in searches.zoc(board, [h(board, "1508")])
    assert h(board, "1408") not in searches.zoc(board, [h(board, "1508")])
    assert h(board, "3345") not in searches.zoc(board, [h(board, "3344")])
    assert h(board, "3244") in searches.zoc(board, [h(board, "3344")])


def test_2_4_1_soviet_zoc_does_not_cross_the_border_on_turn_1(sc, board):
    hs = next(x for x in sc.map.hexsides if x.features == ["border"])
    a, b = h(board, hs.a), h(board, hs.b)
    assert b in searches.zoc(board, [a])
    assert b not in searches.zoc(board, [a], closed=("border",))


def test_4_2_7_1_5_lines_pass_enemy_zoc_only_where_a_friend_stands(board):
    moscow, east = h(board, "3214"), h(board, "3314")
    enemy = h(board, "3315")
    ez = searches.zoc(board, [enemy])
    assert east in ez
    assert not lines.passable(east, {enemy}, ez, friends=set())
    assert lines.passable(east, {enemy}, ez, friends={east})
    assert not lines.passable(enemy, {enemy}, ez, friends={enemy})
    # A source whose every neighbour is blocked reaches nothing beyond them.
    ring = set(board.neighbors(moscow))
    reached = connected(board, [moscow], enemy_units=ring, enemy_zoc=set(), friends=set())
    assert reached == {moscow}


def test_qa_command_does_not_cross_the_kerch_strait(board):
    taman = h(board, "3345")
    reach = lines.command_range(board, taman, 1, set(), set(), set())
    assert h(board, "3344") not in reach and taman in reach
    assert reach <= {taman} | set(board.neighbors(taman))


def test_11_3_2_command_range_is_the_ability_in_hexes(board):
    moscow = h(board, "3214")
    assert lines.command_range(board, moscow, 0, set(), set(), set()) == {moscow}
    two = lines.command_range(board, moscow, 2, set(), set(), set())
    assert two == {x for x in board.hexes if x.distance(moscow) <= 2 and board.terrain[x] != "sea"}


def test_4_3_4_4_12_5_sources(sc, board):
    control = {board.hex(lbl): side for side, lbls in sc.map.control.items() for lbl in lbls}
    leningrad, helsinki = h(board, "2003"), h(board, "1103")
    axis = lines.sources(board, "axis", control)
    assert helsinki in axis and board.edge("axis") <= axis and leningrad not in axis
    soviet = lines.sources(board, "soviet", control)
    assert leningrad in soviet and h(board, "1942") in soviet  # Odessa
    assert all(board.has_rail(x) for x in soviet - {c for c in board.cities
                                                   if "soviet_source" in board.cities[c].tags})
    taken = dict(control)
    taken[leningrad] = "axis"
    assert leningrad not in lines.sources(board, "soviet", taken)
    assert leningrad in lines.sources(board, "axis", taken, leningrad_axis_source=True)
    assert leningrad not in lines.sources(board, "axis", taken)
