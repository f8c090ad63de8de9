"""Second reading of section 11 (Soviet leaders), each rule proved from a position built
with ``PositionBuilder`` (``reading.position``). A turned leader is its identity counter on
the map (``ldr_konev``: ability 2; ``ldr_zhukov``: 3; ``ldr_cherevichenko``: 0); a
face-down one is a slot (``ldr_slot_01``) whose identity is the rules' secret.

Open ground: 3605–4206 (clear, Soviet-held, no river, road or town).
"""

from __future__ import annotations

from qtwargame.engine.actions import Attack, Choose, EndPhase
from qtwargame.engine.state import ELIMINATED
from qtwargame.rules.shin_barbarossa import battle
from qtwargame.rules.shin_barbarossa.facts import Facts
from qtwargame.rules.shin_barbarossa.leaders import RESTORE, REVIVE, TURN_LEADER
from tests.rules.shin_barbarossa.reading import position, refused


def chooses(game, state, option):
    return [a for a in game.legal_actions(state) if isinstance(a, Choose) and a.option == option]


def test_11_2_1_a_face_down_leader_neither_commands_nor_has_a_zoc():
    game, state = position("soviet_move", {"ldr_slot_01": "3805", "su_rc10": "3805"})
    f = Facts(game, state)
    assert not f.in_command("su_rc10")
    assert f.zoc["soviet"] == set(game.board.neighbors(game.hex("3805")))  # the corps' own
    game, state = position("soviet_move", {"ldr_slot_01": "3805"})
    assert Facts(game, state).zoc["soviet"] == set() and not Facts(game, state).aa_zoc


def test_11_2_2_11_2_3_leaders_turn_in_the_player_turns_never_in_the_reinforcement_phase():
    game, state = position("soviet_move", {"ldr_slot_01": "3805"})
    assert chooses(game, state, TURN_LEADER) == [Choose("soviet", TURN_LEADER, units=("ldr_slot_01",))]
    game, state = position("soviet_reinforcement", {"ldr_slot_01": "3805"})
    assert chooses(game, state, TURN_LEADER) == []
    refused(game, state, Choose("soviet", TURN_LEADER, units=("ldr_slot_01",)))


def test_11_3_1d_a_leader_alone_does_not_attack_and_owes_no_attack():
    game, state = position("soviet_combat", {"ldr_konev": "3805", "de_ak1": "3806"})
    assert [a for a in game.legal_actions(state) if isinstance(a, Attack)] == []
    refused(game, state, Attack("soviet", ("ldr_konev",), game.hex("3806")))
    assert EndPhase("soviet") in game.legal_actions(state)


def test_11_3_1b_a_leader_adds_its_ability_to_its_stack_in_defence_too():
    game, state = position("axis_combat", {"de_pz41": "3804", "su_rc10": "3805", "ldr_konev": "3805"})
    assert battle.preview(game, state, ("de_pz41",), (game.hex("3805"),)).defense_strength == 6


def test_11_4b_one_attacking_stack_in_command_spares_the_column():
    # Two rifle corps attack the corps on 3806 from 3805 and 3807; Cherevichenko (0)
    # commands 3805 only. Without him every attacker is out of command: one column less.
    units = {"su_rc10": "3805", "su_rc11": "3807", "de_ak1": "3806"}
    game, state = position("soviet_combat", {**units, "ldr_cherevichenko": "3805"})
    f = Facts(game, state)
    assert f.in_command("su_rc10") and not f.in_command("su_rc11")
    pv = battle.preview(game, state, ("su_rc10", "su_rc11"), (game.hex("3806"),))
    game, state = position("soviet_combat", units)
    alone = battle.preview(game, state, ("su_rc10", "su_rc11"), (game.hex("3806"),))
    ooc = (-1, "every Soviet unit out of command")
    assert ooc not in [(n, t.text) for n, t in pv.shifts]
    assert ooc in [(n, t.text) for n, t in alone.shifts]


def test_11_5_1_11_5_5_a_turned_leader_restores_rifle_corps_in_range_only():
    # Konev (2) on 3805: a reduced rifle corps two hexes off is restored, one three hexes
    # off is not; a reduced cavalry corps next to him never (11.5.5).
    units = {"ldr_konev": "3805", "su_rc10": ("3905", 1), "su_rc11": ("4105", 1), "su_cc2": ("3806", 1)}
    game, state = position("soviet_reinforcement", units)
    restores = {a.units[1] for a in chooses(game, state, RESTORE)}
    assert restores == {"su_rc10"}
    state, _ = game.apply(state, Choose("soviet", RESTORE, units=("ldr_konev", "su_rc10")))
    assert state.units["su_rc10"].step == 0
    refused(game, state, Choose("soviet", RESTORE, units=("ldr_konev", "su_cc2")))


def test_11_5_3_a_revived_corps_never_appears_in_enemy_zoc_without_a_friend():
    # Konev (2) on 3805; an eliminated rifle corps may come back within 2 hexes but not
    # on the hexes the German corps on 3807 holds in ZOC.
    game, state = position("soviet_reinforcement", {"ldr_konev": "3805", "de_ak1": "3807"},
                           off={"su_rc10": ELIMINATED})
    places = {a.hexes[0] for a in chooses(game, state, REVIVE)}
    zoc = Facts(game, state).zoc["axis"]
    assert places and not places & zoc
    assert all(game.hex("3805").distance(h) <= 2 for h in places)
    assert game.hex("3806") in zoc and game.hex("3806") not in places


def test_11_3_3_restores_and_revivals_spend_the_leaders_ability():
    # Konev (2) on 3805 with two reduced rifle corps in range and one eliminated: each
    # restore spends a point, a revival of 2 points needs both, and none is left after two.
    units = {"ldr_konev": "3805", "su_rc10": ("3905", 1), "su_rc11": ("3806", 1)}
    game, state = position("soviet_reinforcement", units, off={"su_rc13": ELIMINATED})
    assert {a.count for a in chooses(game, state, REVIVE)} == {1, 2}
    state, _ = game.apply(state, Choose("soviet", RESTORE, units=("ldr_konev", "su_rc10")))
    assert {a.units[1] for a in chooses(game, state, RESTORE)} == {"su_rc11"}
    assert {a.count for a in chooses(game, state, REVIVE)} == {1}
    state, _ = game.apply(state, Choose("soviet", RESTORE, units=("ldr_konev", "su_rc11")))
    assert chooses(game, state, RESTORE) == [] and chooses(game, state, REVIVE) == []
