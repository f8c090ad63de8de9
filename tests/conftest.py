import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = ROOT / "scenarios"
DATA = Path(__file__).resolve().parent / "data"


@pytest.fixture
def river_crossing():
    from qtwargame.scenario.io import load_scenario

    return load_scenario(SCENARIOS / "river_crossing.json")
