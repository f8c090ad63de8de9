"""The fast loop's plugin (``tests/speed.py``): which tests are slow, and how the record of
CPU seconds is kept."""

from __future__ import annotations

import json

from tests import speed

pytest_plugins = ["pytester"]

SAMPLE = """
def test_quick():
    pass

def test_heavy():
    pass

def test_new():
    pass
"""


def _run(pytester, monkeypatch, record: dict[str, float], *args: str):
    path = pytester.path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    monkeypatch.setattr(speed, "RECORD", path)
    monkeypatch.setattr(speed, "_PARTS", pytester.path / "record.parts")
    # the run inside is no pytest-xdist worker, whatever runs this test
    monkeypatch.delenv("PYTEST_XDIST_WORKER", raising=False)
    pytester.makepyfile(test_sample=SAMPLE)
    result = pytester.runpytest_inprocess("-p", "tests.speed", "-p", "no:xdist",
                                          "-p", "no:cacheprovider", *args)
    return result, path


def test_a_test_without_a_record_is_left_out_of_the_fast_loop_and_counted(pytester, monkeypatch):
    result, _ = _run(pytester, monkeypatch,
                     {"test_sample.py::test_quick": 0.01, "test_sample.py::test_heavy": 0.4},
                     "-m", "not slow", "-v")
    result.assert_outcomes(passed=1, deselected=2)
    result.stdout.fnmatch_lines([
        "*test_sample.py::test_quick PASSED*",
        "1 tests have no CPU seconds in record.json and were left out as slow; "
        "'python3 packaging/bootstrap.py test --record-cpu-seconds PATH...' records them "
        "(tests/speed.py)"])


def test_a_full_run_says_nothing_of_the_tests_without_a_record(pytester, monkeypatch):
    result, _ = _run(pytester, monkeypatch, {"test_sample.py::test_quick": 0.01})
    result.assert_outcomes(passed=3)
    assert "no CPU seconds" not in result.stdout.str()


def test_recording_some_tests_merges_them_into_the_record(pytester, monkeypatch):
    before = {"test_sample.py::test_quick": 0.01, "test_sample.py::test_renamed": 0.2,
              "test_gone.py::test_x": 0.3, "test_kept.py::test_y": 0.5}
    pytester.makepyfile(test_kept="def test_y():\n    pass\n")
    result, path = _run(pytester, monkeypatch, before, "--record-cpu-seconds",
                        "-k", "new", "test_sample.py")
    result.assert_outcomes(passed=1, deselected=2)
    after = json.loads(path.read_text(encoding="utf-8"))
    # measured: the new test; kept: the test -k left out and the file not collected; gone:
    # the test no longer in its collected file, and the test of a file that is no more
    assert sorted(after) == ["test_kept.py::test_y", "test_sample.py::test_new",
                             "test_sample.py::test_quick"]
    assert after["test_sample.py::test_quick"] == 0.01
    assert after["test_kept.py::test_y"] == 0.5
    assert 0 <= after["test_sample.py::test_new"] < 5
    assert not (pytester.path / "record.parts").exists()


def test_merged_replaces_figures_and_drops_only_what_is_gone(tmp_path):
    (tmp_path / "a.py").write_text("")
    (tmp_path / "b.py").write_text("")
    record = {"a.py::one": 1.0, "a.py::two": 2.0, "b.py::three": 3.0, "c.py::four": 4.0}
    assert speed.merged(record, {"a.py::one": 0.5}, {"a.py::one"}, tmp_path) == {
        "a.py::one": 0.5, "b.py::three": 3.0}
    assert speed.merged(record, {"b.py::five": 0.1}, {"b.py::five", "b.py::three"}, tmp_path) == {
        "a.py::one": 1.0, "a.py::two": 2.0, "b.py::three": 3.0, "b.py::five": 0.1}


def test_recording_tests_named_one_by_one_keeps_their_files_other_tests(pytester, monkeypatch):
    before = {"test_sample.py::test_quick": 0.01, "test_sample.py::test_heavy": 0.4}
    result, path = _run(pytester, monkeypatch, before, "--record-cpu-seconds",
                        "test_sample.py::test_new")
    result.assert_outcomes(passed=1)
    after = json.loads(path.read_text(encoding="utf-8"))
    assert sorted(after) == ["test_sample.py::test_heavy", "test_sample.py::test_new",
                             "test_sample.py::test_quick"]
    assert after["test_sample.py::test_heavy"] == 0.4
