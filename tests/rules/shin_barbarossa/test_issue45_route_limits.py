"""8.1.5, 16.1, 16.4.1, 16.5.1, 17.3, 18.2 (issue 45): each forbids entering (or moving
across into) some ground, so every hex a route enters is held to it, not only the hex
the move ends in. A route that passes such a hex on its way to one the unit may end in
is refused, naming the rule and the hex, and no such route is listed (the phase's list,
the per-unit list and the rail moves agree)."""

from __future__ import annotations

import pytest

from qtwargame.engine.actions import Move
from qtwargame.rules.shin_barbarossa import topology
from qtwargame.rules.shin_barbarossa.facts import Facts
from tests.rules.shin_barbarossa.reading import position
from tests.rules.test_refusals import refusal


def route(game, *labels):
    return tuple(game.hex(x) for x in labels)


def listed(game, state, uid):
    """The moves of ``uid`` in the phase's list; the per-unit list must be the same."""
    got = [a for a in game.legal_actions(state) if isinstance(a, Move) and a.unit == uid]
    assert [a for a in game.legal_actions_for(state, unit=uid) if isinstance(a, Move)] == got
    return got


def passes(game, moves_, labels):
    """The listed moves whose route enters one of ``labels``."""
    hexes = set(route(game, *labels))
    return [m for m in moves_ if m.mode != "rail" and hexes & set(m.path)]


def test_8_1_5_a_soviet_route_may_not_pass_two_hexes_deep_into_axis_territory():
    """Turn 3: a rifle corps on 0424, next to the Axis ground (out of command, 3 points).
    0324 and 0323 touch Soviet ground (one deep); 0223 touches only Axis ground (two
    deep): the route 0324-0223-0323 is refused, though 0323 may be reached by 0324."""
    game, state = position("soviet_move", turn=3, units={"su_rc10": "0424"})
    f = Facts(game, state)
    assert [f.depth(game.hex(x)) for x in ("0324", "0223", "0323")] == [1, 2, 1]
    assert refusal(game, state, Move("soviet", "su_rc10", route(game, "0324", "0223", "0323"), "normal")) == (
        "8.1.5",
        "su_rc10 may not pass 0223: Soviet units never go two hexes deep into Axis territory (8.1.5)",
        "su_rc10は0223を通れない：ソ連軍ユニットは枢軸国の領内に２ヘクス以上入れない (8.1.5)")
    offered = listed(game, state, "su_rc10")
    assert any(m.to == game.hex("0323") for m in offered)
    assert passes(game, offered, [game.label(h) for h in f.t.to_hexes(f.too_deep_ids)]) == []
    after, _ = game.apply(state, Move("soviet", "su_rc10", route(game, "0324", "0323"), "normal"))
    assert game.label(after.units["su_rc10"].hex) == "0323"


def test_18_2_a_unit_held_by_the_stalin_line_may_not_step_outside_it_on_its_way():
    """Turn 2: a rifle corps set up inside the South-West Front line on 0433; 0432 lies
    outside it, 0533 inside: the route 0432-0533 is refused, by normal and by strategic
    movement alike (the route a seeded game once took, 1336 outside on the way from 1236
    to 1334, too); from turn 3 the line holds nobody."""
    game, state = position("soviet_move", turn=2, units={"su_rc13": "0433"}, stalin_line=["su_rc13"])
    sw = game.cache.sw_front
    assert [game.hex(x) in sw for x in ("0433", "0432", "0533")] == [True, False, True]
    assert refusal(game, state, Move("soviet", "su_rc13", route(game, "0432", "0533"), "normal")) == (
        "18.2", "su_rc13 may not pass 0432: it stays inside the South-West Front line through turn 2 (18.2)",
        "su_rc13は0432を通れない：第２ターンまで南西正面軍の線の内側にとどまる (18.2)")
    offered = listed(game, state, "su_rc13")
    assert any(m.to == game.hex("0533") for m in offered)
    assert all(set(m.path) <= sw for m in offered if m.mode != "rail")
    game, state = position("soviet_move", turn=2, units={"su_rc13": "1236"}, stalin_line=["su_rc13"])
    assert refusal(game, state, Move("soviet", "su_rc13", route(game, "1336", "1335", "1334"),
                                     "strategic"))[0] == "18.2"
    assert all(set(m.path) <= sw for m in listed(game, state, "su_rc13") if m.mode != "rail")
    game, state = position("soviet_move", turn=3, units={"su_rc13": "0433"}, stalin_line=["su_rc13"])
    after, _ = game.apply(state, Move("soviet", "su_rc13", route(game, "0432", "0533"), "normal"))
    assert game.label(after.units["su_rc13"].hex) == "0533"


def test_16_1_8_3_an_axis_ally_does_not_rail_through_row_26():
    """Turn 3: a Hungarian corps in Warsaw (0127, row 27) reaches 0327 and 0527 (row 27
    too) along the rails only through row 26: no such rail move is listed, and one sent
    is refused by 16.1."""
    game, state = position("axis_move_1", turn=3, units={"hu_carpathian": "0127"})
    f = Facts(game, state)
    t = f.t
    along = topology.rail_reach(t, t.index[game.hex("0127")], set(), set())
    assert t.index[game.hex("0327")] in along  # the rails lead there
    rails = [m for m in listed(game, state, "hu_carpathian") if m.mode == "rail"]
    assert rails and not {game.hex("0327"), game.hex("0527")} & {m.to for m in rails}
    assert refusal(game, state, Move("axis", "hu_carpathian", route(game, "0327"), "rail")) == (
        "16.1", "hu_carpathian may not go to 0327 by rail: the line enters row 26 or north of it, where Axis "
        "allies never go (16.1)",
        "hu_carpathianは鉄道で0327へ行けない：路線がxx26列以北に入るが、枢軸同盟軍はそこに入れない (16.1)")


def test_17_3_militia_may_not_pass_three_hexes_from_their_city():
    """A Moscow militia unit on 3013, two hexes from Moscow (3214): 3012 is three away,
    3113 two; the route 3012-3113 is refused, 3113 is listed by another route."""
    game, state = position("soviet_move", turn=3, units={"su_mil1": "3013"},
                           militia_home={"su_mil1": "moscow"})
    moscow = game.hex("3214")
    assert [game.hex(x).distance(moscow) for x in ("3013", "3012", "3113")] == [2, 3, 2]
    assert refusal(game, state, Move("soviet", "su_mil1", route(game, "3012", "3113"), "normal")) == (
        "17.3", "su_mil1 may not pass 3012: militia never go three hexes from their city (17.3)",
        "su_mil1は3012を通れない：民兵は自分の都市から３ヘクス以上離れられない (17.3)")
    offered = listed(game, state, "su_mil1")
    assert any(m.to == game.hex("3113") for m in offered)
    assert all(h.distance(moscow) <= 2 for m in offered for h in m.path)


def test_16_1_an_axis_ally_may_not_pass_row_26():
    """A Hungarian mountain corps on 0327 (row 27): 0426 lies on row 26, 0527 on row 27;
    the route 0426-0527 is refused; no listed route of an ally enters row 26."""
    game, state = position("axis_move_1", turn=3, units={"hu_carpathian": "0327"})
    assert refusal(game, state, Move("axis", "hu_carpathian", route(game, "0426", "0527"), "normal")) == (
        "16.1", "hu_carpathian may not pass 0426: Axis allies never enter row 26 or north of it (16.1)",
        "hu_carpathianは0426を通れない：枢軸同盟軍はxx26列以北に入れない (16.1)")
    offered = listed(game, state, "hu_carpathian")
    assert any(m.to == game.hex("0527") for m in offered)
    grid = game.board.grid
    assert all(grid.to_offset(h).row > 26 for m in offered for h in (m.path if m.mode != "rail" else ()))


@pytest.mark.parametrize("odessa_taken", [False, True])
def test_16_4_1_romanians_may_not_pass_beyond_their_invade_border_until_odessa_falls(odessa_taken):
    """A Romanian corps on 0243, inside the Romanian zone: 0343 lies outside it, 0443
    inside; the route 0343-0443 is refused until the Axis takes Odessa."""
    game, state = position("axis_move_1", turn=3, units={"ro_3": "0243"}, odessa_taken=odessa_taken)
    zone = game.cache.romanian_zone
    assert [game.hex(x) in zone for x in ("0243", "0343", "0443")] == [True, False, True]
    move = Move("axis", "ro_3", route(game, "0343", "0443"), "normal")
    if odessa_taken:
        after, _ = game.apply(state, move)
        assert game.label(after.units["ro_3"].hex) == "0443"
        return
    assert refusal(game, state, move) == (
        "16.4.1", "ro_3 may not pass 0343: the Romanians do not cross their invade border until the Axis "
        "takes Odessa (16.4.1)",
        "ro_3は0343を通れない：ルーマニア軍は枢軸軍がオデッサを占領するまで作戦境界を越えない (16.4.1)")
    offered = listed(game, state, "ro_3")
    assert any(m.to == game.hex("0443") for m in offered)
    assert all(h in zone for m in offered if m.mode != "rail" for h in m.path)


@pytest.mark.parametrize("released", [False, True])
def test_16_5_1_finns_may_not_pass_beyond_their_invade_border_until_released(released):
    """A Finnish corps on 1501: Finland touches Soviet land only at 1601, so the only route
    out and back goes 1601-1701-1601: refused until the Finns are released."""
    game, state = position("axis_move_1", turn=3, units={"fi_2": "1501"}, finns_released=released)
    finland = game.cache.finland
    assert [game.hex(x) in finland for x in ("1501", "1601", "1701")] == [True, True, False]
    move = Move("axis", "fi_2", route(game, "1601", "1701", "1601"), "normal")
    if released:
        after, _ = game.apply(state, move)
        assert game.label(after.units["fi_2"].hex) == "1601"
        return
    assert refusal(game, state, move) == (
        "16.5.1", "fi_2 may not pass 1701: the Finns do not cross their invade border until they are "
        "released (16.5.1)",
        "fi_2は1701を通れない：フィンランド軍は制限解除まで作戦境界を越えない (16.5.1)")
    assert all(h in finland for m in listed(game, state, "fi_2") for h in m.path)
