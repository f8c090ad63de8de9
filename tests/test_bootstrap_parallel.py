"""``packaging/bootstrap.py test`` runs one pytest-xdist worker per core unless told otherwise."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[1] / "packaging" / "bootstrap.py"


@pytest.fixture(scope="module")
def bootstrap():
    spec = importlib.util.spec_from_file_location("qtwargame_bootstrap", _PATH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_no_arguments_run_a_worker_per_core_with_work_stealing(bootstrap):
    assert bootstrap.parallel([]) == ["-n", "auto", "--dist", "worksteal"]
    assert bootstrap.parallel(["-k", "hexgrid", "-x"]) == ["-n", "auto", "--dist", "worksteal"]


@pytest.mark.parametrize("args", [["-n", "0"], ["-n4"], ["--numprocesses=2"], ["-p", "no:xdist"]])
def test_a_caller_who_chooses_the_workers_is_obeyed(bootstrap, args):
    assert bootstrap.parallel(args) == []


def test_fast_leaves_out_the_slow_tests_and_passes_the_rest_on(bootstrap):
    assert bootstrap.pytest_arguments(["--fast", "-x"]) == ["-x", "-m", "not slow"]
    assert bootstrap.pytest_arguments(["-k", "hexgrid"]) == ["-k", "hexgrid"]


def test_compiled_modules_are_kept_outside_the_sources_when_python_may_not_write_beside_them(bootstrap):
    """PYTHONDONTWRITEBYTECODE keeps compiled modules out of the source folders: the test run
    keeps them (and pytest's rewritten asserts) under .pytest_cache instead, so a run does
    not rewrite every test module again; a prefix the caller chose, or no such wish, is left
    as it is."""
    env = bootstrap.test_environment({"PATH": "/bin", "PYTHONDONTWRITEBYTECODE": "1"})
    assert env == {"PATH": "/bin", "QT_QPA_PLATFORM": "offscreen",
                   "PYTHONPYCACHEPREFIX": str(bootstrap.ROOT / ".pytest_cache" / "pycache")}
    chosen = {"PYTHONDONTWRITEBYTECODE": "1", "PYTHONPYCACHEPREFIX": "/tmp/mine"}
    assert bootstrap.test_environment(chosen) == {**chosen, "QT_QPA_PLATFORM": "offscreen"}
    assert bootstrap.test_environment({"PATH": "/bin"}) == {"PATH": "/bin", "QT_QPA_PLATFORM": "offscreen"}
