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


PROOFS: dict[Path, fuzz.Proof] = {}
#: A save of today's format (version 3, with its proof) is made once, in a folder that
#: lives as long as the tests: the River Crossing and Defiant Russia golden saves are of
#: version 1, which prove their final state only (docs/saves.md), so edits of their rules
#: are not findings.
_FOLDER = tempfile.TemporaryDirectory(prefix="qtwargame-fuzz-test-")
(PROVEN_SAVE,) = fuzz.sample_saves(Path(_FOLDER.name), [SCENARIOS / "river_crossing.json"],
                                   actions=40)
RAW[PROVEN_SAVE] = PROVEN_SAVE.read_bytes()


def _proof(path: Path) -> fuzz.Proof:
    if path not in PROOFS:
        PROOFS[path] = fuzz.Proof.of(RAW[path])
    return PROOFS[path]


@FUZZ
@given(st.data())
def test_mutated_saves_load_or_are_refused_clearly(data):
    base = data.draw(st.sampled_from(SAVE_FILES + [PROVEN_SAVE]), label="save")
    choose = _chooser(data)
    if data.draw(st.booleans(), label="edit the rules"):
        raw = json.dumps(fuzz.mutate_save(json.loads(RAW[base]), choose)).encode()
    else:
        raw = fuzz.mutate_file(RAW[base], choose, fuzz.SAVE_BIAS)
    with tempfile.TemporaryDirectory() as tmp:
        _check(fuzz.run_save_case(raw, Path(tmp), seconds=20, original=_proof(base)))


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


def test_the_time_limit_counts_the_cases_cpu_seconds_not_the_clocks():
    """A case that spends its CPU past the limit is stopped; one that only waits as long
    (a machine busy with other work makes a case wait) is not."""
    import time

    with pytest.raises(fuzz.CaseTimeout):
        with fuzz.time_limit(0.05):
            while True:
                pass
    with fuzz.time_limit(0.05):
        time.sleep(0.3)
    # the alarm is off again after the block
    time.sleep(0.1)
    sum(range(2_000_000))


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


def test_a_die_value_the_game_cannot_roll_is_refused_when_the_save_is_read(
        river_crossing_past_setup, tmp_path):
    """River Crossing rolls a d6: a save whose dice script is [13] is refused, naming the
    field; [4] loads and plays on past set-up."""
    result = fuzz.run_dice_case(river_crossing_past_setup, 13, tmp_path, play=60)
    assert result.outcome == "error" and "$.dice_script[0]" in result.detail, result
    good = fuzz.run_dice_case(river_crossing_past_setup, 4, tmp_path, play=60)
    assert good.outcome == "ok" and good.detail.endswith("past setup"), good


def test_the_fuzzer_finds_a_loader_that_takes_a_die_value_the_game_cannot_roll(
        river_crossing_past_setup, tmp_path, monkeypatch):
    """The loader as it was before issue 46 (die values checked against 100, not the
    game's die): the save loads, the first roll raises, and the fuzzer reports it."""
    from qtwargame.engine import savegame

    monkeypatch.setattr(savegame, "_dice_faces", lambda scenario: savegame.MAX_DIE)
    result = fuzz.run_dice_case(river_crossing_past_setup, 13, tmp_path, play=60)
    assert result.outcome == "play_crash", result
    assert result.detail.endswith("The typed-in die 13 is not a face of the d6 this roll needs.")


def test_the_campaign_tries_each_die_value_given(river_crossing_past_setup, tmp_path):
    save = tmp_path / "base.qtwsave"
    save.write_text(json.dumps(river_crossing_past_setup), encoding="utf-8")
    (report,) = fuzz.campaign([], [], 0, play=60, dice_saves=[save], dice_values=(0, 6, 7, 100))
    assert report.kind == "dice" and report.cases == 4
    assert dict(report.outcomes) == {"error": 3, "ok": 1}  # 6 is a d6 face; 0, 7, 100 not
    assert report.past_setup == 1


def test_a_save_with_edited_rules_is_refused(tmp_path):
    """One turn fewer in the scenario a save embeds, its hash left as it was: refused."""
    base = PROVEN_SAVE
    data = json.loads(RAW[base])
    del data["scenario"]["turns"][-1]
    result = fuzz.run_save_case(json.dumps(data).encode(), tmp_path, original=_proof(base))
    assert result.outcome == "error", result
    assert result.detail.endswith(": $.scenario: the scenario stored in this save was changed after "
                                  "it was saved (turns)")


def test_the_fuzzer_finds_a_loader_that_takes_a_save_with_edited_rules(tmp_path, monkeypatch):
    """The loader as it was before issue 46 (the hash proved the state only): the edited
    save loads and replays to its hash, and the fuzzer reports it as tampered."""
    from qtwargame.engine import savegame

    monkeypatch.setattr(savegame, "proof_problems", lambda data, where: [])
    base = PROVEN_SAVE
    data = json.loads(RAW[base])
    del data["scenario"]["turns"][-1]
    result = fuzz.run_save_case(json.dumps(data).encode(), tmp_path, original=_proof(base))
    assert result == fuzz.CaseResult(
        "tampered", "edited scenario, yet it loads and replays to the saved hash")


def test_an_edit_a_version_2_save_cannot_show_is_no_finding(tmp_path):
    """A golden save of version 1 (as of 2) proves its final state only: one turn fewer loads, as
    docs/saves.md says, and the fuzzer does not count it."""
    base = SAVE_FILES[0]
    data = json.loads(RAW[base])
    del data["scenario"]["turns"][-1]
    assert not _proof(base).binding
    assert fuzz.run_save_case(json.dumps(data).encode(), tmp_path,
                              original=_proof(base)).outcome == "ok"


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
