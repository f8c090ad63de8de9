"""11.23: a loss answer that eliminates a unit stacked with a leader says that the leader
then rolls for his life, and on what (session 93 by hand: the 8th Guards Army was chosen to
go, nothing said Zhukov was at risk, and he died on a 1). Words only: the actions and the
rolls are the rules' as before."""

from __future__ import annotations

from qtwargame.engine.actions import Attack, TakeLoss
from tests.rules.red_vengeance.test_player_choices import board


def _declare(game, state, side, attackers, target):
    for a in game.declaration_steps(state, Attack(side, attackers, game.hex(target))):
        state, _ = game.apply(state, a)
    return state


def _labels(game, state):
    return {c.action.unit: c.label.format() for c in game.choices(state)
            if isinstance(c.action, TakeLoss)}


def test_11_23_a_loss_that_eliminates_a_unit_stacked_with_a_leader_names_his_roll():
    # The German 3-3 rolls 6, 1, 1 against the reduced 67th Army and the full 43rd with
    # Zhukov: one hit; the reduced army goes, Zhukov with it rolls; the full one is reduced.
    game, state = board({"sov_67": ("1312", 1), "sov_43": ("1312", 0), "ldr_zhukov": ("1312", 0),
                         "ger_10": ("1313", 0)}, 3, "axis_combat", 6, 1, 1, 1, 1, 1, 1, 1, 1)
    state = _declare(game, state, "axis", ("ger_10",), "1312")
    assert state.pending.kind == "losses"
    labels = _labels(game, state)
    assert labels["sov_67"] == ("sov_67 takes the loss: eliminated; then a die for ldr_zhukov "
                                "with it: 1 or less kills, 2 or less if the whole stack goes "
                                "(11.23)")
    assert labels["sov_43"] == "sov_43 takes the loss: reduced"


def test_11_23_without_a_leader_the_loss_says_eliminated_alone():
    game, state = board({"sov_67": ("1312", 1), "sov_43": ("1312", 0), "ger_10": ("1313", 0)},
                        3, "axis_combat", 6, 1, 1, 1, 1, 1, 1, 1, 1)
    state = _declare(game, state, "axis", ("ger_10",), "1312")
    assert _labels(game, state)["sov_67"] == "sov_67 takes the loss: eliminated"
