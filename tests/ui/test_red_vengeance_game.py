"""A whole Red Vengeance game played to its end through the controller, the window drawing
every state (random legal actions, seed 3)."""

from __future__ import annotations

import random

from qtwargame.engine.actions import EndPhase

from .bundled import scenario
from .conftest import start

SEED = 3


def test_red_vengeance_plays_to_the_end_through_the_controller(window, qtbot):
    c = start(window, scenario("red_vengeance"), seed=SEED)
    rng = random.Random(SEED)
    results = []
    c.gameOver.connect(results.append)
    per_phase, key = 0, None
    for _ in range(6000):
        if c.state.over:
            break
        actions = c.legal().actions
        if (c.state.turn, c.state.phase) != key:
            key, per_phase = (c.state.turn, c.state.phase), 0
        others = [a for a in actions if not isinstance(a, EndPhase)]
        ending = [a for a in actions if isinstance(a, EndPhase)]
        if others and (c.state.pending is not None or per_phase < 4 or not ending):
            per_phase += 1
            action = rng.choice(others)
        else:
            action = ending[0]
        assert c.submit(action), c.last_error
    assert c.state.over and c.state.turn == 11
    assert len(results) == 1 and results[0] is c.state.result
    assert "Game over" in window.victory.result.text()
    vp = c.game.ruleset.victory_points(c.game, c.state)
    assert set(vp) == {"axis", "allied"}
