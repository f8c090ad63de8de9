"""Property-based fuzzing of the loaders (issue 17): whatever hypothesis makes of a bundled
scenario or a golden save, loading it either succeeds or raises the project's error with
every message naming the file; never another exception, never a hang; and a mutated
scenario that loads plays a few dozen random actions without crashing, hanging or
wedging.

The budget is fixed (``derandomize``: the same examples on every run, so CI is
reproducible) and small; ``qtwargame fuzz --cases 5000`` runs the long campaign whose
figures ``docs/saves.md`` records. A failure prints the case's outcome and detail;
hypothesis shrinks it to the fewest mutations that still fail.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from qtwargame import fuzz  # noqa: E402
from tests.conftest import DATA, SCENARIOS  # noqa: E402

SCENARIO_FILES = sorted(SCENARIOS.glob("*.json"))
#: Golden saves of every bundled game, short ones so that a replay takes milliseconds.
SAVE_FILES = [DATA / "golden" / name for name in (
    "river_crossing-3-at-retreat.qtwsave",
    "river_crossing-4-at-advance.qtwsave",
    "blitzkrieg_moscow_2-7-at-combat_card.qtwsave",
    "blitzkrieg_moscow_2-8-at-reroll.qtwsave",
    "defiant_russia-7-at-attack.qtwsave",
)]
RAW = {p: p.read_bytes() for p in SCENARIO_FILES + SAVE_FILES}

FUZZ = settings(derandomize=True, database=None, deadline=None, max_examples=120,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _chooser(data):
    return lambda n: data.draw(st.integers(0, n - 1)) if n > 1 else 0


def _check(result: fuzz.CaseResult) -> None:
    assert result.outcome in ("ok", "error"), f"{result.outcome}: {result.detail}"


@FUZZ
@given(st.data())
def test_mutated_scenarios_load_or_are_refused_clearly_and_play(data):
    base = data.draw(st.sampled_from(SCENARIO_FILES), label="scenario")
    raw = fuzz.mutate_file(RAW[base], _chooser(data))
    with tempfile.TemporaryDirectory() as tmp:
        _check(fuzz.run_scenario_case(raw, Path(tmp), seconds=20, play=20))


@FUZZ
@given(st.data())
def test_mutated_saves_load_or_are_refused_clearly(data):
    base = data.draw(st.sampled_from(SAVE_FILES), label="save")
    raw = fuzz.mutate_file(RAW[base], _chooser(data), fuzz.SAVE_BIAS)
    with tempfile.TemporaryDirectory() as tmp:
        _check(fuzz.run_save_case(raw, Path(tmp), seconds=20))


def test_the_fuzzer_tells_a_crash_from_a_clear_refusal(tmp_path, monkeypatch):
    """The harness itself: a loader that raises something else is counted as a crash, a
    hang as a hang, and a refusal naming the file as an error."""
    from qtwargame.scenario import io

    raw = RAW[SCENARIO_FILES[0]]
    assert fuzz.run_scenario_case(raw, tmp_path, play=0).outcome == "ok"
    assert fuzz.run_scenario_case(b"{", tmp_path, play=0).outcome == "error"

    def crashing(path):
        raise TypeError("boom")

    monkeypatch.setattr(io, "load_scenario", crashing)
    result = fuzz.run_scenario_case(raw, tmp_path, play=0)
    assert result.outcome == "crash"
    assert result.detail.startswith("TypeError at test_fuzz.py:") and result.detail.endswith(": boom")

    def hanging(path):
        while True:
            pass

    monkeypatch.setattr(io, "load_scenario", hanging)
    assert fuzz.run_scenario_case(raw, tmp_path, seconds=0.2, play=0).outcome == "hang"


def test_a_negative_cost_that_slipped_through_would_be_seen_hanging(tmp_path, monkeypatch):
    """What the played part of a case is for: with the cost check switched off, the
    scenario loads and the movement search never ends; the case reports a hang."""
    import json

    from qtwargame.rules.classic import ruleset as classic

    monkeypatch.setattr(classic, "number_problems", lambda *a, **k: [])
    data = json.loads(RAW[SCENARIOS / "river_crossing.json"])
    data["rules_data"]["terrain_cost"]["clear"] = -1
    result = fuzz.run_scenario_case(json.dumps(data).encode(), tmp_path, seconds=2, play=200)
    assert result.outcome == "play_hang"
