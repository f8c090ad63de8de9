"""Second reading of sections 6 (stacking) and 7 (zones of control), each rule proved from a
position built with ``PositionBuilder`` (``reading.position``). The stacking of leaders
(6.2, 6.6) and of allies of different nations (16.3) and a panzer's first step out of
anti-armour ZOC (7.2.2) are mended and proved in their own tests
(``test_issue45_*``).

Open ground: 3605–4206 is clear, Soviet-held, no river, road or town; the rail line along
row 04 reaches the east edge at 4204. Around 3118 a river runs on 3118's sides with 3018,
3119, 3217 and 3218.
"""

from __future__ import annotations

from qtwargame.engine.actions import EndPhase, Move, Place, Remove
from qtwargame.engine.state import ON_MAP
from qtwargame.rules.shin_barbarossa.facts import Facts
from tests.rules.shin_barbarossa.reading import ends, moves_of, position, refused

POCKET = {"de_ak1": "3605", "de_ak2": "3904", "de_ak4": "3907"}
NEXT_TO_3805 = {"3705", "3706", "3804", "3806", "3905", "3906"}


# -- 6 stacking ---------------------------------------------------------------------------------

def test_6_1_a_reinforcement_is_never_placed_in_a_hex_already_holding_two_combat_units():
    # su_r2_40 arrives on turn 2 on the rail entry; 4204 (rail, east edge) holds two corps.
    game, state = position("soviet_reinforcement", {"su_rc10": "4204", "su_rc11": "4204"})
    arrivals = {a.hex for a in game.legal_actions(state) if isinstance(a, Place) and a.unit == "su_r2_40"}
    assert game.hex("4104") in arrivals and game.hex("4204") not in arrivals
    refused(game, state, Place("soviet", "su_r2_40", game.hex("4204"), "reinforcement"))


def test_6_3_6_6_three_combat_units_may_meet_in_a_move_but_the_owner_must_clear_the_hex():
    game, state = position("soviet_move", {"su_rc10": "3805", "su_rc11": "3805", "su_mc21": "3905"})
    move = next(m for m in moves_of(game, state, "su_mc21", "normal") if m.to == game.hex("3805"))
    state, _ = game.apply(state, move)
    assert EndPhase("soviet") not in game.legal_actions(state)
    # 6.6: the owner chooses which one goes
    removals = {a.unit for a in game.legal_actions(state) if isinstance(a, Remove)}
    assert removals == {"su_rc10", "su_rc11", "su_mc21"}
    state, _ = game.apply(state, Remove("soviet", "su_rc10", "stacking"))
    assert EndPhase("soviet") in game.legal_actions(state)


# -- 7.1 normal ZOC -------------------------------------------------------------------------------

def test_7_1_1_entering_enemy_zoc_ends_the_move_so_a_unit_in_a_pocket_goes_one_hex():
    # Every neighbour of 3805 is in Axis ZOC and none holds a friend: a rifle corps of 6
    # in command may enter each of them and go no farther.
    game, state = position("soviet_move", {**POCKET, "su_rc10": "3805", "ldr_konev": "3805"})
    assert ends(game, state, "su_rc10", "normal") == NEXT_TO_3805
    refused(game, state, Move("soviet", "su_rc10", (game.hex("3905"), game.hex("4005")), "normal"))


def test_7_1_6_no_unit_leaves_an_enemy_zoc():
    game, state = position("axis_move_1", {"de_ak1": "3806", "su_rc10": "3805", "ldr_konev": "3805"})
    assert moves_of(game, state, "de_ak1") == []
    refused(game, state, Move("axis", "de_ak1", (game.hex("3807"),), "normal"))
    game, state = position("soviet_move", {"de_ak1": "3806", "su_rc10": "3805", "ldr_konev": "4205"})
    assert moves_of(game, state, "su_rc10") == []


def test_7_1_6a_a_panzer_leaves_enemy_zoc():
    # The rifle corps is out of command: normal ZOC only, which a panzer leaves and
    # ignores in normal movement (7.1.7).
    game, state = position("axis_move_1", {"de_pz41": "3806", "su_rc10": "3805"})
    assert game.hex("3806") not in Facts(game, state).aa_zoc
    assert "3908" in ends(game, state, "de_pz41", "normal")


def test_7_1_6b_a_leader_leaves_enemy_zoc_only_leaving_a_friend_behind():
    game, state = position("soviet_move", {"ldr_konev": "3806", "de_ak1": "3807"})
    assert moves_of(game, state, "ldr_konev") == []
    game, state = position("soviet_move", {"ldr_konev": "3806", "su_rc10": "3806", "de_ak1": "3807"})
    assert "3805" in ends(game, state, "ldr_konev", "normal")
    assert moves_of(game, state, "su_rc10") == []  # the friend left behind stays


def test_7_1_6c_a_unit_next_to_the_enemy_only_across_a_river_leaves_its_zoc(board):
    assert board.features(board.hex("3118"), board.hex("3119")) == {"river"}
    game, state = position("soviet_move", {"su_rc10": "3118", "ldr_konev": "3118", "de_ak1": "3119"})
    assert game.hex("3118") in Facts(game, state).zoc["axis"]
    assert "3117" in ends(game, state, "su_rc10", "normal")
    # 3120 touches 3119 across no river: held
    game, state = position("soviet_move", {"su_rc10": "3120", "ldr_konev": "3120", "de_ak1": "3119"})
    assert moves_of(game, state, "su_rc10") == []


def test_7_1_4_7_1_5_command_ranges_stop_at_enemy_zoc_but_where_a_friend_stands():
    # Zhukov (3) in the pocket commands his own hex only; a friend on 3906 opens that hex
    # and the range goes on beyond it (Q&A: through hexes next to the enemy where a friend
    # stands).
    game, state = position("soviet_move", {**POCKET, "ldr_zhukov": "3805"})
    f = Facts(game, state)
    assert f.t.to_hexes(f.commanded_ids) == {game.hex("3805")}
    game, state = position("soviet_move", {**POCKET, "ldr_zhukov": "3805", "su_rc10": "3906"})
    f = Facts(game, state)
    commanded = f.t.to_hexes(f.commanded_ids)
    assert {game.label(h) for h in commanded} == {"3805", "3906", "4005", "4105", "4106"}


def test_7_1_7_a_panzer_in_normal_movement_passes_normal_zoc():
    # Two rifle corps out of command on 3705 and 3905: 3805 and 3806 are in their normal
    # ZOC only; a panzer on 3803 moves on through them, an infantry corps stops in them.
    game, state = position("axis_move_1", {"su_rc10": "3705", "su_rc11": "3905", "de_pz41": "3803"})
    f = Facts(game, state)
    zoc = f.zoc["soviet"]
    assert game.hex("3805") in zoc and not f.aa_zoc
    assert any(set(m.path[:-1]) & zoc for m in moves_of(game, state, "de_pz41", "normal"))
    game, state = position("axis_move_1", {"su_rc10": "3705", "su_rc11": "3905", "de_ak1": "3803"})
    infantry = moves_of(game, state, "de_ak1", "normal")
    assert infantry and not any(set(m.path[:-1]) & zoc for m in infantry)
    assert any(m.to in zoc for m in infantry)


def test_7_1_9_own_zoc_does_not_touch_own_units():
    game, state = position("soviet_move", {"su_rc10": "3805", "su_rc11": "3806", "ldr_konev": "3805"})
    assert max(game.hex("3805").distance(m.to) for m in moves_of(game, state, "su_rc10", "normal")) == 6


# -- 7.2 anti-armour ZOC ----------------------------------------------------------------------------

def test_7_2_2_a_panzer_entering_anti_armour_zoc_stops():
    # The same two corps in Konev's command: their zone is anti-armour ZOC now.
    units = {"su_rc10": "3705", "su_rc11": "3905", "ldr_konev": "3705", "de_pz41": "3803"}
    game, state = position("axis_move_1", units)
    aa = Facts(game, state).aa_zoc
    assert game.hex("3804") in aa and game.hex("3803") not in aa
    panzer = moves_of(game, state, "de_pz41", "normal")
    assert any(m.to == game.hex("3804") for m in panzer)
    assert not any(set(m.path[:-1]) & aa for m in panzer)
    refused(game, state, Move("axis", "de_pz41", (game.hex("3804"), game.hex("3805")), "normal"))


def test_7_2_3_7_2_4_8_2_2a_8_3_4_a_panzer_in_normal_zoc_may_not_move_strategically_nor_by_rail():
    # On the rail at 3804 next to an out-of-command rifle corps (3805): normal ZOC only.
    game, state = position("axis_move_1", {"de_pz41": "3804", "su_rc10": "3805"})
    modes = {m.mode for m in moves_of(game, state, "de_pz41")}
    assert "normal" in modes and "rail" not in modes and "strategic" not in modes
    refused(game, state, Move("axis", "de_pz41", (game.hex("4104"),), "rail"))
    # away from it, the same panzer rails
    game, state = position("axis_move_1", {"de_pz41": "3604", "su_rc10": "3805"})
    assert "rail" in {m.mode for m in moves_of(game, state, "de_pz41")}
    assert all(state.units[u].status == ON_MAP for u in ("de_pz41", "su_rc10"))
