"""6.5 in the Status panel: the strategic moves left, or why none can be made now.

Played by hand (session 89, the Allies' first turn): the panel said "Strategic moves
left 2" all through the movement phase, though every Soviet unit started it in an enemy
zone of control (no strategic move at all, 6.5); and it went on saying 2 after Konev's
normal move, which ended them (strategic moves come first, 4.0 step 3, 6.5)."""

from __future__ import annotations

from qtwargame.engine.actions import Move

from .test_player_choices import board


def _shown(game, state, side="allied"):
    """The value shown, and its detail (the panel's tooltip)."""
    item = next(i for i in game.ruleset.status(game, state, side) if i.label.text == "Strategic moves left")
    return (item.value if isinstance(item.value, int) else item.value.format()), item.detail.format()


def test_6_5_the_status_says_the_strategic_moves_left_and_why_none_can_be_made():
    # the 67th Army in supply, far from the enemy: both of 1944's moves are open
    game, state = board({"sov_67": ("1312", 0), "ger_10": ("3422", 0)}, 3, "allied_move")
    assert _shown(game, state) == (2, "Rule 6.5")
    # the Axis side's own count is a number, whatever the Allies may do
    assert isinstance(_shown(game, state, "axis")[0], int)
    # a normal move first: no strategic move any more this phase
    move = next(a for a in game.legal_actions_for(state, unit="sov_67") if a.mode == "normal")
    after, _ = game.apply(state, move)
    assert _shown(game, after) == (
        "none now", "6.5: strategic moves come first, and a normal move has been made this phase")
    assert not [a for a in game.legal_actions(after) if isinstance(a, Move) and a.mode == "strategic"]
    # every unit starting next to the enemy (in its zone of control): none can be made
    game, state = board({"sov_67": ("1312", 0), "ger_10": ("1313", 0)}, 3, "allied_move")
    assert not [a for a in game.legal_actions(state) if isinstance(a, Move) and a.mode == "strategic"]
    assert _shown(game, state) == (
        "2, none usable", "6.5: no unit may move strategically now: each is out of supply or began "
                          "the phase in an enemy zone of control")
