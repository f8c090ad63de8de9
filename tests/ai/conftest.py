"""Fixtures shared by the computer players' tests."""

from __future__ import annotations

import pytest

from qtwargame.engine.game import Game
from qtwargame.engine.view import view_for
from tests.ai.scenarios import load
from tests.ai.test_phase_budget import movement_phase


@pytest.fixture(scope="module")
def position():
    """River Crossing seed 2 at blue's first movement phase: the game, the state and
    blue's view. Built under the classic rules' revision 0 (a set-up passing by itself at its
    last unit), the position the tests' worked figures were taken on: the random set-up of
    the current rules takes one more decision and places otherwise."""
    game = Game(load("river_crossing"), revision=0)
    state = movement_phase(game)
    return game, state, view_for(game, state, "blue")
