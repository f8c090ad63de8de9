"""A pytest plugin (``-p tests.speed`` in pyproject.toml): which tests are slow, and the
fast loop.

A test is *slow* when it is marked ``@pytest.mark.slow`` or when the CPU seconds recorded
for it in ``tests/cpu_seconds.json`` reach ``SLOW_CPU_SECONDS``. CPU seconds, not wall
seconds: a test costs the same on a busy machine as on an idle one, so which tests are slow
does not change with the load. ``python3 packaging/bootstrap.py test --fast`` runs the
others (``-m "not slow"``): the everyday loop. CI runs everything.

``--record-cpu-seconds`` (``bootstrap.py test --record-cpu-seconds``) measures every test
(setup, call and teardown, in the worker that runs it, counting the CPU of the processes it
starts and waits for) and rewrites the file. Record again when tests are added or change
a lot; a test missing from the file counts as fast until then.

pytest-timeout guards against hangs (a modal dialog left open), not against slowness: a slow
test gets ``SLOW_TIMEOUT_FACTOR`` wall seconds for each CPU second recorded for it (at least
pyproject's 600, at most ``SLOW_TIMEOUT``), the others pyproject's 600: enough on a machine
many times overloaded, and short enough that a hang fails within CI's time. pyproject's
``timeout_method = "thread"`` ends a hung test even where no Python runs (a modal dialog's
own event loop), where the signal method would wait for ever: the worker's stacks are
printed, the worker ends and pytest-xdist replaces it and reports the test failed.
"""

from __future__ import annotations

import json
import os
import resource
import time
from pathlib import Path

import pytest

RECORD = Path(__file__).resolve().parent / "cpu_seconds.json"
#: A test of this many CPU seconds or more is slow. The fast loop is what is left, with the
#: files marked slow as a whole because their tests share a seeded game their module plays
#: (the conformance kit's, the retreat and replay-structure checks'). Measured on two idle
#: cores with the record of the whole run after the suite's fifth round: 0.15 leaves 1,612
#: tests (702 of 793 rules tests, 488 of 611 top-level engine, scenario and program tests,
#: 150 of 213 editor, 155 of 234 computer-player, 161 of 511 window tests), 41 s of pytest
#: and 47 s for ``bootstrap.py test --fast``; 0.2 left 1,701 in 50 s (56 s), 0.3 1,846 in
#: 84 s (91 s). Re-recording the record moves tests across the line: measure again then.
SLOW_CPU_SECONDS = 0.15
#: A slow test's wall-clock guard: this many wall seconds per recorded CPU second ...
SLOW_TIMEOUT_FACTOR = 10
#: ... up to this many (the suite's default, 600 s, guards the others and is the least).
SLOW_TIMEOUT = 1800
DEFAULT_TIMEOUT = 600


def _recorded() -> dict[str, float]:
    try:
        return json.loads(RECORD.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def pytest_addoption(parser) -> None:
    parser.addoption("--record-cpu-seconds", action="store_true",
                     help=f"measure each test's CPU seconds and rewrite {RECORD.name}")


@pytest.hookimpl(tryfirst=True)  # before -m deselects by the marks
def pytest_collection_modifyitems(config, items) -> None:
    recorded = _recorded()
    for item in items:
        if recorded.get(item.nodeid, 0.0) >= SLOW_CPU_SECONDS and not item.get_closest_marker("slow"):
            item.add_marker(pytest.mark.slow)
        if item.get_closest_marker("slow") and not item.get_closest_marker("timeout"):
            guard = SLOW_TIMEOUT_FACTOR * recorded.get(item.nodeid, SLOW_TIMEOUT)
            item.add_marker(pytest.mark.timeout(int(min(SLOW_TIMEOUT, max(DEFAULT_TIMEOUT, guard)))))


def _cpu() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


_PARTS = Path(os.environ.get("QTWARGAME_CPU_PARTS", str(RECORD.with_suffix(".parts"))))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    if not item.config.getoption("--record-cpu-seconds"):
        yield
        return
    start = _cpu()
    yield
    spent = round(_cpu() - start, 3)
    _PARTS.mkdir(exist_ok=True)
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    with open(_PARTS / f"{worker}.jsonl", "a", encoding="utf-8") as f:
        f.write(json.dumps([item.nodeid, spent]) + "\n")


def pytest_sessionstart(session) -> None:
    if session.config.getoption("--record-cpu-seconds") and not os.environ.get("PYTEST_XDIST_WORKER"):
        for old in _PARTS.glob("*.jsonl") if _PARTS.exists() else ():
            old.unlink()


def pytest_sessionfinish(session, exitstatus) -> None:
    """The controller (or a run without workers) gathers the workers' figures."""
    if not session.config.getoption("--record-cpu-seconds") or os.environ.get("PYTEST_XDIST_WORKER"):
        return
    figures: dict[str, float] = {}
    for part in sorted(_PARTS.glob("*.jsonl")) if _PARTS.exists() else ():
        for line in part.read_text(encoding="utf-8").splitlines():
            nodeid, spent = json.loads(line)
            figures[nodeid] = spent
        part.unlink()
    if _PARTS.exists():
        _PARTS.rmdir()
    if figures:
        RECORD.write_text(json.dumps(dict(sorted(figures.items())), indent=0) + "\n", encoding="utf-8")
        total = sum(figures.values())
        slow = sum(v for v in figures.values() if v >= SLOW_CPU_SECONDS)
        print(f"\n{RECORD.name}: {len(figures)} tests, {total:.0f} CPU s in all, "
              f"{slow:.0f} in the slow ones ({time.strftime('%Y-%m-%d')})")
