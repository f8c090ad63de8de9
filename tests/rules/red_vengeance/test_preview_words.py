"""The combat preview's words (8.43, 11.21), as the Combat panel shows them.

Played by hand (session 89): the preview of an attack read "Attacker rolls 7 dice, hitting
on 6" above "Defender rolls 5 dice, hitting on 6+", the same 6 said two ways, and
"Leaders Zhukov: +2 (11.21)" for one leader."""

from __future__ import annotations

from qtwargame.engine.actions import Attack

from .test_player_choices import board


def test_8_43_11_21_the_preview_says_a_six_once_and_one_leader_in_the_singular():
    game, state = board({"sov_67": ("1312", 0), "ldr_konev": ("1312", 0), "ger_10": ("1313", 0)},
                        3, "allied_combat")
    pv = game.ruleset.preview(game, state, Attack("allied", ("sov_67",), game.hex("1313")))
    notes = [n.format() for n in pv.notes]
    assert "Attacker rolls 6 dice, hitting on 6" in notes
    assert "Defender rolls 3 dice, hitting on 6" in notes
    assert "Leader ldr_konev: +2 (11.21)" in notes
    assert not [n for n in notes if "6+" in n or n.startswith("Leaders ")]
