"""8.41: while an attack is declared that leaves out an enemy hex next to an attacker, the
decision asks for what is missing, not "Complete the attack" alone (session 93 by hand: the
reason stood only in the Combat tab's preview, below the fold). Words only."""

from __future__ import annotations

from qtwargame.engine.actions import Attack, Choose, Opt
from tests.rules.red_vengeance.test_player_choices import board


def test_8_41_the_attack_being_declared_asks_for_the_hex_it_leaves_out():
    game, state = board({"sov_67": ("1312", 0), "ger_10": ("1313", 0), "ger_38": ("1212", 0)},
                        3, "allied_combat", 1, 1, 1, 1, 1, 1, 1, 1, 1)
    assert game.hex("1212") in game.board.neighbors(game.hex("1312"))
    state, _ = game.apply(state, Attack("allied", ("sov_67",), game.hex("1313")))
    assert state.pending.kind == "attack"
    assert game.prompt(state).format() == (
        "Complete the attack: sov_67 must also attack 1212: in this combat phase a unit attacks "
        "every enemy hex next to it. (8.41)")
    # with 1212 added the attack is complete, and the question is the plain one
    state, _ = game.apply(state, Choose("allied", Opt.TARGET, hexes=(game.hex("1212"),)))
    assert game.prompt(state).format() == "Complete the attack"
