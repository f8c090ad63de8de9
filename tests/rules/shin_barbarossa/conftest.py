"""The shipped Shin Barbarossa scenario, its board and its rules data, for the rule tests
(one of each per test module, as each module used to make them)."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtwargame.engine.board import Board
from qtwargame.engine.game import Game
from qtwargame.rules.shin_barbarossa.data import SbData
from qtwargame.scenario.io import load_scenario

BUILT = Path(__file__).resolve().parents[3] / "scenarios" / "shin_barbarossa.json"


@pytest.fixture(scope="module")
def sc():
    return load_scenario(BUILT, check_rules=False)


@pytest.fixture(scope="module")
def board(sc):
    return Board(sc.map)


@pytest.fixture(scope="module")
def data(sc):
    return SbData.model_validate(sc.rules_data)


@pytest.fixture(scope="module")
def static(sc):
    """The rules' view of the map a game keeps (``facts.Static``: indices, terrain costs)."""
    return Game(sc).cache
