"""Second reading of sections 8 (movement: normal, strategic, rail) and 9 (overrun), each
rule proved from a position built with ``PositionBuilder`` (``reading.position``).
Accepting every legal path and strategic movement to any hex it reaches are mended in
their own tests (``test_issue45_*``); the tests here read only what the lists hold.

Places used: open ground 3605–4206 (clear, no river, road or town) with a rail line along
row 04 to the east edge (4204); the first-class road from Kharkov (3031) to Moscow (3214)
by Kursk (3026) and Orel (3023), all clear; Iasi's border (1342, 1343 Romanian, 1442
Soviet).
"""

from __future__ import annotations

from qtwargame.engine.actions import Choose, Move, Opt
from qtwargame.rules.shin_barbarossa.facts import Facts
from tests.rules.shin_barbarossa.reading import ends, moves_of, position, refused

ROAD = ["3031", "3030", "3130", "3129", "3128", "3027", "3026", "3025", "3024", "3023", "3022",
        "3122", "3121", "3220", "3219", "3218"]


def far(game, moves, start):
    return max(game.hex(start).distance(m.to) for m in moves)


# -- 8.0 ----------------------------------------------------------------------------------------

def test_8_0_no_unit_enters_a_hex_holding_an_enemy_unit():
    # The rifle corps is out of command: a panzer in normal movement ignores its ZOC
    # (7.1.7) but never enters its hex.
    game, state = position("axis_move_1", {"de_pz41": "3804", "su_rc10": "3805"})
    assert "3805" not in ends(game, state, "de_pz41", "normal")
    assert "3806" in ends(game, state, "de_pz41", "normal")
    refused(game, state, Move("axis", "de_pz41", (game.hex("3805"),), "normal"))


def test_8_0_a_unit_moves_once_a_movement_phase():
    game, state = position("soviet_move", {"su_rc10": "3805", "ldr_konev": "3805"})
    move = next(m for m in moves_of(game, state, "su_rc10", "normal") if m.to == game.hex("3806"))
    state, _ = game.apply(state, move)
    assert moves_of(game, state, "su_rc10") == []
    refused(game, state, Move("soviet", "su_rc10", (game.hex("3807"),), "normal"))


# -- 8.1 normal movement ------------------------------------------------------------------------

def test_8_1_5_soviets_never_end_two_hexes_deep_in_axis_territory():
    game, state = position("soviet_move", {"su_rc10": "1442", "ldr_konev": "1442"})
    f = Facts(game, state)
    reached = {game.hex(x) for x in ends(game, state, "su_rc10")}
    inside = {h for h in reached if state.control.get(h) == "axis"}
    assert game.hex("1342") in inside and all(f.depth(h) == 1 for h in inside)
    # 1242 (Bacau) lies two deep and three hexes away: within reach but for 8.1.5
    assert f.depth(game.hex("1242")) == 2 and game.hex("1242") not in reached
    refused(game, state, Move("soviet", "su_rc10", (game.hex("1342"), game.hex("1242")), "normal"))


def test_8_1_9_example_mud_no_line_and_out_of_command_leave_a_rifle_corps_of_6_one_point():
    # The rulebook's example: 6 x 1/8 rounded up is 1 (a single hex, 8.1.4 aside).
    game, state = position("soviet_move", {"su_rc10": "3805"}, weather="mud", no_loc=["su_rc10"])
    assert far(game, moves_of(game, state, "su_rc10", "normal"), "3805") == 1
    game, state = position("soviet_move", {"su_rc10": "3805", "ldr_konev": "3805"}, weather="mud")
    assert far(game, moves_of(game, state, "su_rc10", "normal"), "3805") == 3
    game, state = position("soviet_move", {"su_rc10": "3805", "ldr_konev": "3805"})
    assert far(game, moves_of(game, state, "su_rc10", "normal"), "3805") == 6


# -- 8.2 strategic movement ---------------------------------------------------------------------

def test_8_2_3_a_rifle_corps_moves_twice_as_far_along_a_first_class_road():
    game, state = position("soviet_move", {"su_rc10": "3128", "ldr_konev": "3128"})
    strategic = {game.label(m.to) for m in moves_of(game, state, "su_rc10", "strategic")}
    # 6 points buy 12 road hexes: Serpukhov's neighbour 3218 is the 11th from 3128
    assert "3218" in strategic
    assert "3218" not in ends(game, state, "su_rc10", "normal")


def test_8_2_2b_strategic_movement_never_enters_enemy_zoc():
    # A German corps on 2922 puts the road at 3022 in its ZOC.
    game, state = position("soviet_move", {"su_rc10": "3128", "ldr_konev": "3128", "de_ak1": "2922"})
    zoc = Facts(game, state).zoc["axis"]
    assert game.hex("3022") in zoc
    strategic = moves_of(game, state, "su_rc10", "strategic")
    assert not any(set(m.path) & zoc for m in strategic)
    assert "3218" not in {game.label(m.to) for m in strategic}


# -- 8.3 rail movement --------------------------------------------------------------------------

def test_8_3_1_only_a_unit_on_a_rail_line_moves_by_rail():
    game, state = position("soviet_move", {"su_rc10": "3805", "su_rc11": "3804"})
    assert moves_of(game, state, "su_rc10", "rail") == []
    assert "4204" in {game.label(m.to) for m in moves_of(game, state, "su_rc11", "rail")}


def test_8_3_2_8_3_3_the_axis_has_two_rail_points_and_a_panzer_takes_both():
    game, state = position("axis_move_1", {"de_pz41": "3604", "de_ak1": "3704"})
    rail = next(m for m in moves_of(game, state, "de_pz41", "rail") if m.to == game.hex("4204"))
    state, _ = game.apply(state, rail)
    assert moves_of(game, state, "de_ak1", "rail") == []
    refused(game, state, Move("axis", "de_ak1", (game.hex("4104"),), "rail"))
    assert moves_of(game, state, "de_ak1", "normal")


def test_8_3_2_8_3_3_the_soviets_have_five_points_and_a_tank_corps_takes_two():
    units = {"su_mc21": "3604", "su_mc22": "3704", "su_rc10": "3804", "su_rc11": "3904"}
    game, state = position("soviet_move", units)
    for uid in ("su_mc21", "su_mc22"):  # 2 + 2
        move = next(m for m in moves_of(game, state, uid, "rail"))
        state, _ = game.apply(state, move)
    assert state.data["rail_used"]["soviet"] == 4
    state, _ = game.apply(state, next(m for m in moves_of(game, state, "su_rc10", "rail")))
    assert moves_of(game, state, "su_rc11", "rail") == []  # five spent


# -- 9 overrun ----------------------------------------------------------------------------------

def test_9_1_only_tanks_and_panzers_overrun_for_the_terrain_cost_plus_3():
    units = {"de_pz41": "3804", "de_ak1": "3806", "su_rc10": "3805"}
    game, state = position("axis_move_1", units)
    assert moves_of(game, state, "de_ak1", "overrun") == []
    assert moves_of(game, state, "de_pz41", "overrun") == [
        Move("axis", "de_pz41", (game.hex("3805"),), "overrun")]
    refused(game, state, Move("axis", "de_ak1", (game.hex("3805"),), "overrun"))


def test_9_1_a_panzer_without_the_points_for_clear_plus_3_cannot_overrun():
    # In mud an 8-point panzer has 4, exactly clear (1) + 3; a reduced-to-half panzer
    # (mud and out of supply) has 2.
    units = {"de_pz41": "3804", "su_rc10": "3805"}
    game, state = position("axis_move_1", units, weather="mud")
    assert moves_of(game, state, "de_pz41", "overrun")
    game, state = position("axis_move_1", units, weather="mud", no_loc=["de_pz41"])
    assert moves_of(game, state, "de_pz41", "overrun") == []


def test_9_2_no_overrun_after_a_rail_move():
    game, state = position("axis_move_1", {"de_pz41": "3604", "su_rc10": "4005"})
    rail = next(m for m in moves_of(game, state, "de_pz41", "rail") if m.to == game.hex("3704"))
    state, _ = game.apply(state, rail)
    assert not state.data.get("moving")
    assert moves_of(game, state, "de_pz41") == []
    assert not [a for a in game.legal_actions(state) if isinstance(a, Choose) and a.option == Opt.DONE]


def test_8_3_4_rail_movement_never_enters_a_town_the_enemy_holds():
    # Lozovaya (3134) lies on the line 3133–3134–3233; held by the Axis, a Soviet corps
    # on 3133 may rail round it by Kharkov but never into it.
    game, state = position("soviet_move", {"su_rc10": "3133"})
    assert "3134" in {game.label(m.to) for m in moves_of(game, state, "su_rc10", "rail")}
    game, state = position("soviet_move", {"su_rc10": "3133"}, control={"3134": "axis"})
    rail = {game.label(m.to) for m in moves_of(game, state, "su_rc10", "rail")}
    assert rail and "3134" not in rail
    refused(game, state, Move("soviet", "su_rc10", (game.hex("3134"),), "rail"))


def test_8_2_1_8_3_1_8_1_10_a_leader_moves_strategically_by_rail_or_by_sea_as_any_unit():
    # 8.2.1 and 8.3.1 give every unit the choice of strategic or rail movement (8.3.3: a
    # leader is "the others", one point); 8.1.10 sails a Soviet unit from Odessa. Konev on
    # the rail at 3804; Zhukov on the first-class road at 3128; Vatutin in Odessa.
    units = {"ldr_konev": "3804", "ldr_zhukov": "3128", "ldr_vatutin": "1942"}
    game, state = position("soviet_move", units)
    assert "4204" in {game.label(m.to) for m in moves_of(game, state, "ldr_konev", "rail")}
    assert "3218" in {game.label(m.to) for m in moves_of(game, state, "ldr_zhukov", "strategic")}
    assert moves_of(game, state, "ldr_vatutin", "sea") == [
        Move("soviet", "ldr_vatutin", (game.hex("2646"),), "sea")]
    rail = next(m for m in moves_of(game, state, "ldr_konev", "rail") if m.to == game.hex("4204"))
    state, _ = game.apply(state, rail)
    assert state.data["rail_used"]["soviet"] == 1
