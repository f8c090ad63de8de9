"""8.61, 8.62: a retreat the player chooses is logged as one line with its rule, as a retreat
taken without asking is."""

from __future__ import annotations

from qtwargame.engine.actions import Attack, Choose, Opt, Retreat

from .test_player_choices import board


def test_8_61_a_chosen_retreat_is_one_log_line_with_its_rule():
    # Session 89, by hand: "The Allied player retreats 6th Guards Army to 0504" had no
    # rule, beside the automatic retreats' lines with 8.62. The 43rd Army, alone in 1312,
    # takes two hits and retreats instead of its second step; three ways back are open.
    game, state = board({"sov_43": ("1312", 0), "ger_10": ("1313", 0)}, 3, "axis_combat",
                        6, 6, 1, 1, 1, 1, 1)
    for a in game.declaration_steps(state, Attack("axis", ("ger_10",), game.hex("1312"))):
        state, _ = game.apply(state, a)
    state, _ = game.apply(state, Choose("allied", Opt.RETREAT))
    ways = [a for a in game.legal_actions(state) if isinstance(a, Retreat)]
    assert len(ways) > 1
    state, log = game.apply(state, ways[0])
    said = [(e.text.format(), e.rule) for e in log if "retreats" in e.text.text]
    assert said == [(f"allied retreats sov_43 to {game.label(ways[0].path[-1])}", "8.61")]
