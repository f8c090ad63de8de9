"""Second reading of sections 1–5 (steps, setup, control, lines of communication, the turn
sequence), each rule proved from a position built with ``PositionBuilder`` on the bundled
map (``reading.position``).

The open ground used: 3605–4206 is clear, with no river, road or town, Soviet-held; a rail
line runs along row 04 (3604–4204) to the east edge. Axis units on 3605, 3904 and 3907
put every neighbour of 3805 in their ZOC (each covers two of them).
"""

from __future__ import annotations

from qtwargame.engine.actions import Attack, Choose, EndPhase, Move, Opt, Place
from qtwargame.engine.state import ELIMINATED, ON_MAP, POOL
from qtwargame.rules.shin_barbarossa import battle, moves
from qtwargame.rules.shin_barbarossa.facts import Facts
from tests.rules.shin_barbarossa.reading import moves_of, position, refused

POCKET = {"de_ak1": "3605", "de_ak2": "3904", "de_ak4": "3907"}


def resolve_first(game, state, side):
    """Close the declarations and roll the first combat."""
    state, _ = game.apply(state, Choose(side, Opt.RESOLVE))
    target = next(a for a in game.legal_actions(state) if isinstance(a, Choose))
    state, _ = game.apply(state, target)
    return state


def test_pocket_terrain_is_open_ground(board):
    for label in ("3605", "3704", "3705", "3706", "3804", "3805", "3806", "3904", "3905", "3906", "3907"):
        assert board.terrain[board.hex(label)] == "clear"
        assert board.hex(label) not in board.cities


# -- 1.2 steps ------------------------------------------------------------------------------

def test_1_2_3_a_reduced_unit_that_loses_a_step_leaves_the_map():
    # A reduced German corps (4) attacks a reduced rifle corps (2) on open ground: 2:1
    # (the Axis corps out of supply -1, the Soviet out of command +1 cancel); die 2: 0/1.
    game, state = position("axis_combat", {"de_ak1": ("3804", 1), "su_rc10": ("3805", 1)}, dice=(2,))
    attack = Attack("axis", ("de_ak1",), game.hex("3805"))
    assert battle.preview(game, state, ("de_ak1",), (game.hex("3805"),)).column == "2:1"
    state, _ = game.apply(state, attack)
    state = resolve_first(game, state, "axis")
    assert state.units["su_rc10"].status == ELIMINATED
    assert state.units["de_ak1"].step == 1 and state.units["de_ak1"].status == ON_MAP


def test_1_2_3_a_panzer_corps_has_four_steps():
    # Two rifle corps (4 + 4) with a turned leader of ability 2 in their stack (11.3.1b)
    # attack a panzer corps on its second step (9): 10:9 is 1:1, the panzer out of supply
    # +1: 2:1 on the Soviet table, die 1: 0/2. The panzer goes to its fourth step and stays.
    units = {"su_rc10": "3805", "su_rc11": "3805", "ldr_konev": "3805", "de_pz41": ("3806", 1)}
    game, state = position("soviet_combat", units, dice=(1,))
    assert battle.preview(game, state, ("su_rc10", "su_rc11"), (game.hex("3806"),)).column == "2:1"
    state, _ = game.apply(state, Attack("soviet", ("su_rc10", "su_rc11"), game.hex("3806")))
    state = resolve_first(game, state, "soviet")
    assert state.units["de_pz41"].status == ON_MAP and state.units["de_pz41"].step == 3
    assert battle.strength(game, state, "de_pz41") == 3


def test_1_2_4_a_one_step_tank_corps_is_removed_by_its_first_loss():
    # su_mc21 has one step. A reduced German corps (4) against it (4): 1:1, die 1: 0/1.
    game, state = position("axis_combat", {"de_ak1": ("3804", 1), "su_mc21": "3805"}, dice=(1,))
    assert game.units["su_mc21"].step_count == 1
    assert battle.preview(game, state, ("de_ak1",), (game.hex("3805"),)).column == "1:1"
    state, _ = game.apply(state, Attack("axis", ("de_ak1",), game.hex("3805")))
    state = resolve_first(game, state, "axis")
    assert state.units["su_mc21"].status == ELIMINATED


# -- 2.4 the first turn -----------------------------------------------------------------------

def test_2_4_2_units_set_up_in_romania_neither_move_nor_attack_on_turn_1(board):
    # 1342 (Romania) touches 1442 (USSR) across the border.
    assert "border" in board.features(board.hex("1342"), board.hex("1442"))
    movers = {"ro_3": "1342", "de_ak11": "1343"}
    units = {**movers, "su_rc10": "1442"}
    game, state = position("axis_move_1", movers, turn=1)
    assert game.units["ro_3"].setup_code == game.units["de_ak11"].setup_code == "R"
    assert moves_of(game, state, "ro_3") == [] and moves_of(game, state, "de_ak11") == []
    refused(game, state, Move("axis", "ro_3", (game.hex("1341"),), "normal"))
    game, state = position("axis_combat", units, turn=1)
    assert not [a for a in game.legal_actions(state) if isinstance(a, Attack)]
    # from turn 2 they move and attack
    game, state = position("axis_move_1", movers, turn=2)
    assert moves_of(game, state, "ro_3") and moves_of(game, state, "de_ak11")
    game, state = position("axis_combat", units, turn=2)
    assert Attack("axis", ("ro_3",), game.hex("1442")) in game.legal_actions(state)


def test_2_4_1_soviet_zoc_stops_at_the_border_in_the_axis_player_turn_of_turn_1_only(board):
    # A rifle corps on 1442 next to Romanian 1342 across the 1941 border.
    assert "border" in board.features(board.hex("1342"), board.hex("1442"))
    units = {"su_rc10": "1442", "ro_3": "1342"}
    for phase in ("start", "axis_move_1", "axis_combat", "axis_move_2"):  # start: read so too
        game, state = position(phase, units, turn=1)
        assert game.hex("1342") not in Facts(game, state).zoc["soviet"], phase
    # in the Soviet player turn of turn 1 (and from turn 2) it crosses: the Romanian
    # corps attacked by it could not retreat through it (7.1.2)
    game, state = position("soviet_combat", units, turn=1)
    assert game.hex("1342") in Facts(game, state).zoc["soviet"]
    game, state = position("axis_move_1", units, turn=2)
    assert game.hex("1342") in Facts(game, state).zoc["soviet"]


# -- 3.2, 3.3 control ---------------------------------------------------------------------------

def test_3_2b_a_combat_unit_passing_a_town_is_noted_and_3_3_control_waits_for_the_end_phase():
    lozovaya = "3134"
    game, state = position("axis_move_1", {"de_pz41": "3033"})
    move = next(m for m in moves_of(game, state, "de_pz41", "normal")
                if game.hex(lozovaya) in m.path[:-1])
    state, _ = game.apply(state, move)
    assert state.data["passed"] == {lozovaya: "axis"}
    assert state.control[game.hex(lozovaya)] == "soviet"  # 3.3: not before the end phase


def test_3_2b_a_leader_passing_a_town_is_no_combat_unit_and_takes_nothing():
    # An Axis-held Lozovaya (3134) passed by a Soviet leader: only a combat unit's
    # passage counts.
    game, state = position("soviet_move", {"ldr_konev": "3033"}, control={"3134": "axis"})
    move = next(m for m in moves_of(game, state, "ldr_konev", "normal") if game.hex("3134") in m.path[:-1])
    state, _ = game.apply(state, move)
    assert state.data.get("passed", {}) == {}


# -- 4 lines of communication -------------------------------------------------------------------

def test_4_2_no_line_through_enemy_zoc_where_no_friend_stands():
    game, state = position("soviet_move", {**POCKET, "su_rc10": "3805"})
    assert not Facts(game, state).has_loc("su_rc10")
    # 4.2, 7.1.5: a friendly combat unit in one of the zone's hexes opens the way
    game, state = position("soviet_move", {**POCKET, "su_rc10": "3805", "su_rc11": "3906"})
    f = Facts(game, state)
    assert f.has_loc("su_rc10") and f.has_loc("su_rc11")


def test_4_2_no_line_through_a_hex_held_by_the_enemy():
    # The pocket with an Axis unit on 3906 as well: a line may no more pass a hex
    # holding an enemy unit than a zone without a friend.
    units = {**POCKET, "de_ak5": "3906", "su_rc10": "3805"}
    game, state = position("soviet_move", units)
    assert not Facts(game, state).has_loc("su_rc10")


def test_4_6_a_unit_without_a_line_at_the_phase_start_moves_at_half():
    # A rifle corps of 6 in command on open ground reaches 6 hexes; flagged without its
    # line at the phase start (4.5, ``no_loc``), 3.
    game, state = position("soviet_move", {"su_rc10": "3805", "ldr_konev": "3805"})
    assert max(game.hex("3805").distance(m.to) for m in moves_of(game, state, "su_rc10", "normal")) == 6
    game, state = position("soviet_move", {"su_rc10": "3805", "ldr_konev": "3805"}, no_loc=["su_rc10"])
    assert max(game.hex("3805").distance(m.to) for m in moves_of(game, state, "su_rc10", "normal")) == 3


def test_4_5_4_6_a_leader_without_a_line_at_the_phase_start_moves_at_half_too():
    # 4.6 halves every unit without a line, a leader as well (8.1.8's command halving is
    # for combat units only). Konev in the pocket at the start of the Soviet movement
    # phase (the Axis ends its second movement phase, 4.5: the line judged then).
    game, state = position("axis_move_2", {**POCKET, "ldr_konev": "3805", "ldr_zhukov": "4205"})
    state, _ = game.apply(state, EndPhase("axis"))
    assert state.phase == "soviet_move"
    assert "ldr_konev" in state.data["no_loc"] and "ldr_zhukov" not in state.data["no_loc"]
    f = Facts(game, state)
    assert moves.allowance(game, state, "ldr_konev", f) == 3
    assert moves.allowance(game, state, "ldr_zhukov", f) == 6


# -- 5 the sequence ---------------------------------------------------------------------------

def test_5_2_3_8_2_4_8_3_5_the_second_movement_phase_moves_panzers_normally_only():
    # Both on the rail line, in supply or not alike.
    game, state = position("axis_move_2", {"de_pz41": "3804", "de_ak1": "3904"})
    assert moves_of(game, state, "de_ak1") == []
    modes = {m.mode for m in moves_of(game, state, "de_pz41")}
    assert modes == {"normal"}
    refused(game, state, Move("axis", "de_pz41", (game.hex("4204"),), "rail"))
    refused(game, state, Move("axis", "de_ak1", (game.hex("3905"),), "normal"))
    # in the first movement phase both have rail and strategic moves as well
    game, state = position("axis_move_1", {"de_pz41": "3804", "de_ak1": "3904"})
    assert {m.mode for m in moves_of(game, state, "de_pz41")} >= {"normal", "rail"}
    assert {m.mode for m in moves_of(game, state, "de_ak1")} >= {"normal", "rail"}


def test_5_3_2_11_7_1_a_leader_without_a_line_is_withdrawn_when_the_phase_ends():
    units = {**POCKET, "ldr_konev": "3805", "ldr_zhukov": "4005"}
    game, state = position("soviet_withdrawal", units)
    f = Facts(game, state)
    assert not f.has_loc("ldr_konev") and f.has_loc("ldr_zhukov")
    # any leader may go; the one cut off must
    assert {a.units[0] for a in game.legal_actions(state) if isinstance(a, Choose)
            and a.option == "withdraw"} == {"ldr_konev", "ldr_zhukov"}
    state, _ = game.apply(state, EndPhase("soviet"))
    assert state.units["ldr_konev"].status == POOL
    assert state.units["ldr_zhukov"].status == ON_MAP


def test_5_4_2_axis_reinforcements_enter_in_their_own_countries():
    game, state = position("axis_reinforcement", {}, turn=2)
    board = game.board
    places = [a for a in game.legal_actions(state) if isinstance(a, Place)]
    by_unit: dict[str, set] = {}
    for a in places:
        by_unit.setdefault(a.unit, set()).add(a.hex)
    hungary = set(board.regions["country:hungary"].hexes)
    romania = set(board.regions["country:romania"].hexes)
    germany_poland = set(board.regions["country:poland"].hexes) | set(
        board.regions["country:east_prussia"].hexes)
    assert by_unit["hu_mobile"] and by_unit["hu_mobile"] <= hungary
    assert by_unit["ro_1"] and by_unit["ro_1"] <= romania
    assert all(h in board.cities for h in by_unit["ro_1"])
    for uid in ("it_csir", "de_ak34"):
        assert by_unit[uid] and by_unit[uid] <= germany_poland
        assert all(h in board.cities and state.control[h] == "axis" for h in by_unit[uid])
    # the forbidden places: an Italian in Romania, a Romanian in Poland
    romanian_town = sorted(by_unit["ro_1"], key=game.label)[0]
    refused(game, state, Place("axis", "it_csir", romanian_town, "reinforcement"))
    refused(game, state, Place("axis", "ro_1", game.hex("0127"), "reinforcement"))


AXIS_TURN_2_ARRIVALS = ("de_pz46", "de_ak50", "de_ak35", "de_ak34", "de_ak51", "ro_1", "hu_mobile",
                        "hu_carpathian", "it_csir")


def test_3_2a_any_unit_of_a_side_standing_in_a_town_holds_it_at_the_end_phase():
    # 3.2a asks for a unit of the side in the place (3.2b, a passage, for a combat unit):
    # a supply center alone in Soviet-held Lozovaya (3134, Q&A: it may enter it) and a
    # turned leader alone in Axis-held Izyum (3333) take them.
    units = {uid: None for uid in AXIS_TURN_2_ARRIVALS}
    units.update({"sc_c": "3134", "ldr_konev": "3333"})
    game, state = position("axis_reinforcement", units, control={"3333": "axis"})
    state, _ = game.apply(state, EndPhase("axis"))
    assert state.turn == 3
    assert state.control[game.hex("3134")] == "axis"
    assert state.control[game.hex("3333")] == "soviet"
