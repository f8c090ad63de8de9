"""10.7: the winner of a combat is asked whether to advance only where one of its units may
advance; a question whose only answer is to stop is not put to a player (session 87's
audit: the golden random games met it about once a game)."""

from __future__ import annotations

from pathlib import Path

from qtwargame.engine import savegame
from qtwargame.engine.actions import Advance
from qtwargame.engine.game import Game

GOLDEN = Path(__file__).resolve().parents[2] / "data" / "golden"


def test_10_7_no_advance_question_where_no_unit_may_advance():
    # Seed 2's random game, turn 1, Axis combat: its attack at action 768 empties the
    # defending hex, but no attacker may enter it (the old code then asked "Advance after
    # combat?" with Stop as the one answer). Stopped just before that action.
    saved = savegame.read(GOLDEN / "shin_barbarossa-2.qtwsave")
    game = Game(saved.scenario, saved.options, revision=saved.revision)
    state, _ = game.new_state(saved.seed, saved.dice_script, saved.generator)
    for a in saved.actions[:768]:
        state, _ = game.apply(state, game.decode(a))
    assert (state.turn, state.phase) == (1, "axis_combat")
    state, _ = game.apply(state, game.decode(saved.actions[768]))
    assert state.pending is None or state.pending.kind != "advance"
    assert not any(isinstance(a, Advance) for a in game.legal_actions(state))
