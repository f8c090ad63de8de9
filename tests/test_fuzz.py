"""Property-based fuzzing of the loaders (issue 17): whatever hypothesis makes of a bundled
scenario or a golden save, loading it either succeeds or raises the project's error with
every message naming the file; never another exception, never a hang; and a mutated
scenario that loads plays a few dozen random actions without crashing, hanging or
wedging.

The budget is a fixed number of examples (``derandomize``: the same examples on every run,
so CI is reproducible) and small; ``qtwargame fuzz --cases 5000`` runs the long campaign whose
figures ``docs/saves.md`` records. A failure prints the case's outcome and detail;
hypothesis shrinks it to the fewest mutations that still fail.
"""

from __future__ import annotations

import json
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

#: The budget is a count of examples, never seconds: 40 of each kind keep this file to
#: about a minute and a half on one core; ``qtwargame fuzz`` runs thousands.
FUZZ = settings(derandomize=True, database=None, deadline=None, max_examples=40,
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


#: Whether the loader already refuses a save whose scenario was edited (issue 46 item 4,
#: another change). Until it does, an edited save that loads is reported as ``tampered``,
#: and these tests accept that finding; once it does, they refuse it.
SAVES_PROVE_RULES = fuzz.saves_prove_their_rules(RAW[SAVE_FILES[0]])
PROOFS: dict[Path, fuzz.Proof] = {}


def _proof(path: Path) -> fuzz.Proof:
    if path not in PROOFS:
        PROOFS[path] = fuzz.Proof.of(RAW[path])
    return PROOFS[path]


def _check_save(result: fuzz.CaseResult) -> None:
    allowed = ("ok", "error") if SAVES_PROVE_RULES else ("ok", "error", "tampered")
    assert result.outcome in allowed, f"{result.outcome}: {result.detail}"


@FUZZ
@given(st.data())
def test_mutated_saves_load_or_are_refused_clearly(data):
    base = data.draw(st.sampled_from(SAVE_FILES), label="save")
    choose = _chooser(data)
    if data.draw(st.booleans(), label="edit the rules"):
        raw = json.dumps(fuzz.mutate_save(json.loads(RAW[base]), choose)).encode()
    else:
        raw = fuzz.mutate_file(RAW[base], choose, fuzz.SAVE_BIAS)
    with tempfile.TemporaryDirectory() as tmp:
        _check_save(fuzz.run_save_case(raw, Path(tmp), seconds=20, original=_proof(base)))


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
    from qtwargame.rules.classic import ruleset as classic

    monkeypatch.setattr(classic, "number_problems", lambda *a, **k: [])
    data = json.loads(RAW[SCENARIOS / "river_crossing.json"])
    data["rules_data"]["terrain_cost"]["clear"] = -1
    result = fuzz.run_scenario_case(json.dumps(data).encode(), tmp_path, seconds=2, play=200)
    assert result.outcome == "play_hang"


# -- the classes of issue 46: dice values, edited rules, play past set-up ----------------


def test_hostile_values_include_every_number_from_7_to_100_and_dice_values_0_to_100():
    assert fuzz.HOSTILE_NUMBERS == tuple(range(7, 101))
    assert fuzz.DIE_VALUES == tuple(range(0, 101))
    assert all(v in fuzz.HOSTILE for v in (7, 13, 50, 100))
    # A mutation of a number can draw any of them: with the chooser always taking the
    # last choice, op 4 (change a number) puts the last hostile number, 100.
    picks = iter([0, 4, 93, 6])  # key "a", op 4, the hostile number, the form that takes it
    data = {"a": 5}
    assert fuzz.mutate_data(data, lambda n: next(picks)) == {"a": 100}


@pytest.fixture(scope="module")
def river_crossing_past_setup(tmp_path_factory):
    folder = tmp_path_factory.mktemp("saves")
    (path,) = fuzz.sample_saves(folder, [SCENARIOS / "river_crossing.json"], actions=400,
                                stop_past_setup=True)
    return json.loads(path.read_bytes())


def test_a_die_value_the_game_cannot_roll_is_a_finding_until_the_loader_refuses_it(
        river_crossing_past_setup, tmp_path):
    """River Crossing rolls a d6. A save whose dice script is [13] must be refused when it
    is read; if the loader takes it, the first roll raises and the fuzzer reports it."""
    result = fuzz.run_dice_case(river_crossing_past_setup, 13, tmp_path, play=60)
    if result.outcome == "error":  # the loader checks die faces (issue 46 item 4)
        assert "$.dice_script" in result.detail
    else:
        assert result.outcome == "play_crash", result
        assert result.detail.startswith("ValueError at dice.py:")
        assert result.detail.endswith("scripted die 13 is not a d6 value")
    good = fuzz.run_dice_case(river_crossing_past_setup, 4, tmp_path, play=60)
    assert good.outcome == "ok" and good.detail.endswith("past setup")


def test_the_campaign_tries_each_die_value_given(river_crossing_past_setup, tmp_path):
    save = tmp_path / "base.qtwsave"
    save.write_text(json.dumps(river_crossing_past_setup), encoding="utf-8")
    (report,) = fuzz.campaign([], [], 0, play=60, dice_saves=[save], dice_values=(0, 6, 7, 100))
    assert report.kind == "dice" and report.cases == 4
    # 0 is refused by today's loader already; 6 is a d6 face; 7 and 100 are not.
    assert report.outcomes["error"] >= 1 and report.outcomes["ok"] == 1
    assert report.outcomes["error"] + report.outcomes["play_crash"] == 3
    if report.outcomes["play_crash"]:
        assert [e.split(":")[0] for e in report.examples["play_crash"]] == [
            "dice [7] in base.qtwsave", "dice [100] in base.qtwsave"]


def test_an_edited_save_that_loads_is_a_finding_until_the_loader_refuses_it(tmp_path):
    """One turn fewer in the scenario a save embeds, its hash left as it was: the save
    must be refused (it no longer proves the game it holds); while it loads, the fuzzer
    reports it as ``tampered``."""
    base = SAVE_FILES[0]
    data = json.loads(RAW[base])
    del data["scenario"]["turns"][-1]
    result = fuzz.run_save_case(json.dumps(data).encode(), tmp_path, original=_proof(base))
    if SAVES_PROVE_RULES:
        assert result.outcome == "error"
    else:
        assert result == fuzz.CaseResult(
            "tampered", "edited scenario, yet it loads and replays to the saved hash")
    data = json.loads(RAW[base])
    data["options"] = {"no_such_option": True}
    assert fuzz.run_save_case(json.dumps(data).encode(), tmp_path,
                              original=_proof(base)).outcome == "error"


def test_mutate_save_edits_the_scenario_the_options_or_the_seed():
    data = json.loads(RAW[SAVE_FILES[0]])
    turns = len(data["scenario"]["turns"])
    picks = iter([0, 0])  # the scenario, one turn fewer
    edited = fuzz.mutate_save(json.loads(RAW[SAVE_FILES[0]]), lambda n: next(picks))
    assert len(edited["scenario"]["turns"]) == turns - 1
    picks = iter([3, 0])  # the seed, set to 7
    assert fuzz.mutate_save(json.loads(RAW[SAVE_FILES[0]]), lambda n: next(picks))["seed"] == 7
    picks = iter([2, 0])  # an option switched
    edited = fuzz.mutate_save(json.loads(RAW[SAVE_FILES[0]]), lambda n: next(picks))
    assert edited["options"] != data["options"]


@pytest.mark.parametrize("name", ["defiant_russia", "red_vengeance", "shin_barbarossa",
                                  "blitzkrieg_moscow_2"])
def test_random_play_gets_past_setup_in_every_big_game(name):
    """The fuzzer's random play ends each phase after a few actions, so a few hundred
    actions reach the first movement phase even in a game with hundreds of counters to set
    up (Defiant Russia places every unit by hand)."""
    from qtwargame.engine.game import Game
    from qtwargame.scenario.io import load_scenario

    # The bundled file is validated elsewhere (tests/test_scenario_io.py): read it only.
    game = Game(load_scenario(SCENARIOS / f"{name}.json", check_rules=False))
    result = fuzz._random_play(game, 1, 400)
    assert result.outcome == "ok" and result.detail.endswith("past setup"), result
