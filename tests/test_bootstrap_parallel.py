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
