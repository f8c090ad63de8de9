"""A whole game of Shin Barbarossa played to its end through the controller, the window
drawing every state (seed 7): the Axis stands still, the Soviets make the attacks they owe
and every decision (reinforcements, losses, retreats, the Axis air reactions) is answered
at random, so Hitler's orders fail and the Axis losses mount until the victory points fall
below zero: sudden death (19.1b) by turn 4, after a few hundred actions."""

from __future__ import annotations

import random

import pytest

from qtwargame.engine.actions import Attack, EndPhase

from .bundled import scenario
from .conftest import start

SEED = 7


@pytest.mark.slow
def test_shin_barbarossa_plays_to_the_end_through_the_controller(window, qtbot):
    c = start(window, scenario("shin_barbarossa"), seed=SEED)
    rng = random.Random(SEED)
    results = []
    c.gameOver.connect(results.append)
    per_phase, key = 0, None
    tables, reactions = set(), 0
    for _ in range(4000):
        if c.state.over:
            break
        actions = c.legal().actions
        if (c.state.turn, c.state.phase) != key:
            key, per_phase = (c.state.turn, c.state.phase), 0
        if c.state.reaction_pending:
            reactions += 1
        others = [a for a in actions if not isinstance(a, EndPhase)]
        ending = [a for a in actions if isinstance(a, EndPhase)]
        if others and (c.state.pending is not None or not ending):
            per_phase += 1
            action = rng.choice(others)
        else:
            action = ending[0]
        if isinstance(action, Attack):
            tables.add(c.game.preview(c.state, action).table)
        assert c.submit(action), c.last_error
    assert c.state.over
    assert len(results) == 1 and results[0] is c.state.result
    # 19.1b: sudden death within a few turns (the exact turn moves with the rules' details)
    assert (c.state.result.level, c.state.result.winner) == ("automatic", "soviet")
    assert c.state.turn <= 5
    assert "Game over" in window.victory.result.text()
    assert tables == {"crt_soviet"}  # 10.3.1: Soviet attacks on the Soviet table
