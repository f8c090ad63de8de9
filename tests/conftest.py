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


def pytest_collection_finish(session):
    """What the imports and the collection made lives for the whole run: it is frozen out of
    the garbage collector's full passes, which would otherwise walk the program's modules,
    the test functions and their parameters again at every one (window tests set off many)."""
    import gc

    gc.collect()
    gc.freeze()
