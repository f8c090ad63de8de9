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


#: How long a test waits, at most, for a window's condition (``qtbot.waitUntil``) or to be
#: shown or made active, where the test names no time of its own. pytest-qt's 5 s failed
#: under load (session 95: an editor test timed out at load 17 and passed idle): a wait
#: ends as soon as its condition holds, so a longer bound costs a passing test nothing and
#: only lets a failing one take longer to say so. pytest-timeout still guards the whole test.
WAIT_MS = 60_000


def _patient_waits() -> None:
    from pytestqt.qtbot import QtBot

    for name in ("waitUntil", "waitExposed", "waitActive"):
        wait = getattr(QtBot, name)
        if getattr(wait, "patient", False):
            continue

        def patient(self, *args, _wait=wait, timeout: int = WAIT_MS, **kwargs):
            return _wait(self, *args, timeout=timeout, **kwargs)

        patient.patient = True  # type: ignore[attr-defined]
        patient.__doc__ = wait.__doc__
        setattr(QtBot, name, patient)


_patient_waits()
