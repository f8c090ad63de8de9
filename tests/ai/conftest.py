"""Fixtures shared by the computer players' tests."""

from __future__ import annotations

import pytest

from qtwargame.engine.game import Game
from qtwargame.engine.view import view_for
from qtwargame.scenario.catalog import load
from tests.ai.test_phase_budget import movement_phase


@pytest.fixture(scope="module")
def position():
    """River Crossing seed 2 at blue's first movement phase: the game, the state and
    blue's view."""
    game = Game(load("river_crossing"))
    state = movement_phase(game)
    return game, state, view_for(game, state, "blue")
