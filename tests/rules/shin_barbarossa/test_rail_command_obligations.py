"""Rail movement (8.3, 14.3), command and anti-armour ZOC (7.2.1, 11.3, Q&A) and the Soviet
obligation to attack (10.2.1, Q&A) on the Shin Barbarossa map."""

from __future__ import annotations

from qtwargame.rules.shin_barbarossa import obligations, rail, topology
from qtwargame.rules.shin_barbarossa.facts import Facts
from tests.rules.shin_barbarossa import searches
from tests.rules.shin_barbarossa.reading import position


def test_8_3_2_8_3_3_rail_points_and_costs(data):
    assert rail.points(data, "soviet") == 5 and rail.points(data, "axis") == 2
    assert rail.cost(data, tank=True) == 2 and rail.cost(data, tank=False) == 1


def rail_reach(board, start, blocked=(), start_blocked=()):
    """``topology.rail_reach``, what rail movement (``moves``) searches, on hexes."""
    t = topology.of(board)
    return t.to_hexes(topology.rail_reach(t, t.index[start], t.ids(blocked), t.ids(start_blocked)))


def test_8_3_4_rail_any_distance_and_qa_across_the_kerch_strait(board):
    moscow, leningrad = board.hex("3214"), board.hex("2003")
    got = rail_reach(board, moscow)
    assert leningrad in got and all(board.has_rail(h) for h in got)
    assert board.hex("3345") in rail_reach(board, board.hex("3344"))


def test_8_3_4_14_3_rail_blocked_by_zoc_enemy_towns_and_air_units(sc, board):
    # moves blocks enemy ZOC, enemy units, enemy towns and interdicted hexes, and a start
    # in enemy ZOC.
    moscow = board.hex("3214")
    kalinin = board.hex(next(c.hex for c in sc.map.cities if c.id == "kalinin"))
    assert board.has_rail(kalinin)
    assert rail_reach(board, moscow, {moscow}, {moscow}) == set()
    free = rail_reach(board, moscow)
    cut = rail_reach(board, moscow, set(board.rail_neighbors(moscow)))
    assert kalinin in free and cut == set()
    held = rail_reach(board, moscow, {kalinin})
    assert kalinin not in held and board.hex("2003") in held  # Leningrad by the other lines


def test_11_3_2_7_2_1_units_in_command_and_lone_leaders_have_anti_armour_zoc():
    # Konev (2) alone on 3805, a rifle corps two hexes off (in command) and one four hexes
    # off (out of it): the Soviet anti-armour ZOC (Facts.aa_ids, what movement heeds) is
    # round the leader and the corps in command, never round the one out of command.
    game, state = position("axis_move_1", {"ldr_konev": "3805", "su_rc10": "3905", "su_rc11": "4205"})
    f = Facts(game, state)
    board = game.board
    leader, near, far = game.hex("3805"), game.hex("3905"), game.hex("4205")
    commanded = f.t.to_hexes(f.commanded_ids)
    assert near in commanded and far not in commanded
    aa = f.t.to_hexes(f.aa_ids)
    assert set(board.neighbors(leader)) <= aa and set(board.neighbors(near)) <= aa
    only_far = {x for x in board.neighbors(far) if near.distance(x) > 1 and leader.distance(x) > 1}
    assert only_far and not only_far & aa


def test_10_2_1_soviets_must_attack_all_adjacent_but_across_rivers_and_finns(sc, board):
    river = next(x for x in sc.map.hexsides if x.features == ["river"])
    s, a = board.hex(river.a), board.hex(river.b)
    other = next(n for n in board.neighbors(s) if n != a and not board.features(s, n))
    nations = {a: {"german"}, other: {"german"}}
    assert obligations.must_attack(board, [s], nations) == {s: {other}}
    assert obligations.must_attack(board, [s], nations, rivers_frozen=True) == {s: {a, other}}
    assert obligations.must_attack(board, [s], {other: {"finnish"}}) == {}
    assert obligations.must_attack(board, [s], {other: {"finnish", "german"}}) == {s: {other}}


def test_qa_the_kerch_strait_carries_no_obligation_nor_attack(board):
    assert obligations.must_attack(board, [board.hex("3345")], {board.hex("3344"): {"german"}}) == {}
    assert board.hex("3344") not in searches.zoc(board, [board.hex("3345")])
