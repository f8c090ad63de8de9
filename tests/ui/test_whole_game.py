"""One whole game played to its end through the controller, with the window drawing
every state (random legal actions, seed 5)."""

from __future__ import annotations

import random

from qtwargame.engine.actions import EndPhase

from .conftest import start

SEED = 5


def test_a_random_game_plays_to_the_end_through_the_controller(window, river, qtbot):
    c = start(window, river, seed=SEED)
    rng = random.Random(SEED)
    results = []
    c.gameOver.connect(results.append)
    per_phase = 0
    key = None
    for _ in range(3000):
        if c.state.over:
            break
        actions = c.legal().actions
        if (c.state.turn, c.state.phase) != key:
            key, per_phase = (c.state.turn, c.state.phase), 0
        others = [a for a in actions if not isinstance(a, EndPhase)]
        ending = [a for a in actions if isinstance(a, EndPhase)]
        if others and (per_phase < 12 or not ending):
            per_phase += 1
            action = rng.choice(others)
        else:
            action = ending[0]
        assert c.submit(action), c.last_error
    assert c.state.over
    assert len(results) == 1 and results[0] is c.state.result
    assert "Game over" in window.victory.result.text()
    assert window.phase_bar.hint.text() == "The game is over: " + c.render(c.state.result.reason)
    winner = c.names.side(c.state.result.winner)
    assert window.phase_bar.phase.text() == f"Game over: {winner} wins"
    assert window.result_dialog.isVisible()
    assert window.result_dialog.heading.text() == f"<h2>{winner} wins</h2>"
    assert not window.phase_bar.end.isEnabled()
    vp = c.game.ruleset.victory_points(c.game, c.state)
    for side, points in vp.items():
        assert f"<b>{points}</b>" in window.victory.findChild(type(window.victory.title), f"vp_{side}").text()
