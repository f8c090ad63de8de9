"""A pytest plugin (``-p tests.speed`` in pyproject.toml): which tests are slow, and the
fast loop.

A test is *slow* when it is marked ``@pytest.mark.slow``, when the CPU seconds recorded
for it in ``tests/cpu_seconds.json`` reach ``SLOW_CPU_SECONDS``, or when it has no record
yet. CPU seconds, not wall seconds: a test costs the same on a busy machine as on an idle
one, so which tests are slow does not change with the load. ``python3 packaging/bootstrap.py
test --fast`` runs the others (``-m "not slow"``): the everyday loop. CI runs everything.

A test without a record counts as slow so that the fast loop stays as fast as its record
says however many tests are added: before session 94 such tests counted as fast, and 758
of them had crept in unmeasured, taking the loop from under a minute to eight. A fast run
ends by saying how many it left out that way.

``--record-cpu-seconds`` (``bootstrap.py test --record-cpu-seconds [PATHS]``) measures the
tests it runs (setup, call and teardown, in the worker that runs it, counting the CPU of
the processes it starts and waits for) and merges them into the record: the tests it ran
get their new figures, the other tests of the files it collected whole that are no longer
there are dropped, and so is every test whose file is gone; the rest of the record stays
(tests named one by one, ``file.py::test``, leave their files' other tests as they were). So a
new test file is recorded by running it alone with the option, and the whole suite by
running everything.

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

RECORD = Path(os.environ.get("QTWARGAME_CPU_RECORD",
                           str(Path(__file__).resolve().parent / "cpu_seconds.json")))
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
                     help=f"measure the CPU seconds of the tests run and merge them into {RECORD.name}")


#: How many of the collected tests have no record (``pytest_collection_modifyitems``).
_UNRECORDED = pytest.StashKey[int]()


@pytest.hookimpl(tryfirst=True)  # before -m deselects by the marks
def pytest_collection_modifyitems(config, items) -> None:
    recorded = _recorded()
    unrecorded = 0
    for item in items:
        figure = recorded.get(item.nodeid)
        marked = item.get_closest_marker("slow") is not None
        if figure is None:
            unrecorded += 1
        if not marked and (figure is None or figure >= SLOW_CPU_SECONDS):
            item.add_marker(pytest.mark.slow)
        # a test marked slow by hand and not measured yet gets the longest guard; one
        # slow only for want of a record keeps pyproject's, as it had when it counted fast
        if (marked or (figure is not None and figure >= SLOW_CPU_SECONDS)) \
                and not item.get_closest_marker("timeout"):
            guard = SLOW_TIMEOUT_FACTOR * (SLOW_TIMEOUT if figure is None else figure)
            item.add_marker(pytest.mark.timeout(int(min(SLOW_TIMEOUT, max(DEFAULT_TIMEOUT, guard)))))
    config.stash[_UNRECORDED] = unrecorded
    if hasattr(config, "workeroutput"):  # a pytest-xdist worker: tell the controller
        config.workeroutput["qtwargame_unrecorded"] = unrecorded
    if config.getoption("--record-cpu-seconds"):
        _PARTS.mkdir(exist_ok=True)
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        # a file some of whose tests were named (``file.py::test``) was not collected whole:
        # its other tests stay in the record
        named = {Path(a.split("::", 1)[0]).resolve() for a in config.args if "::" in a}
        whole = [item.nodeid for item in items if Path(str(item.path)).resolve() not in named]
        (_PARTS / f"collected-{worker}.json").write_text(json.dumps(whole), encoding="utf-8")


@pytest.hookimpl(optionalhook=True)  # pytest-xdist's hook: absent with -p no:xdist
def pytest_testnodedown(node, error) -> None:
    """The controller hears from each pytest-xdist worker how many tests had no record
    (every worker collects the same tests)."""
    n = getattr(node, "workeroutput", {}).get("qtwargame_unrecorded")
    if n is not None:
        node.config.stash[_UNRECORDED] = n


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:
    """A run that left out the slow tests says how many were left out for want of a record,
    and how to record them."""
    n = config.stash.get(_UNRECORDED, 0)
    if n and "not slow" in (config.getoption("markexpr") or ""):
        terminalreporter.write_line(
            f"{n} tests have no CPU seconds in {RECORD.name} and were left out as slow; "
            "'python3 packaging/bootstrap.py test --record-cpu-seconds PATH...' records them "
            "(tests/speed.py)")


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
        for old in _PARTS.glob("*.json*") if _PARTS.exists() else ():
            old.unlink()


def pytest_sessionfinish(session, exitstatus) -> None:
    """The controller (or a run without workers) merges the workers' figures into the
    record (the module's docstring says how)."""
    if not session.config.getoption("--record-cpu-seconds") or os.environ.get("PYTEST_XDIST_WORKER"):
        return
    figures: dict[str, float] = {}
    collected: set[str] = set()
    for part in sorted(_PARTS.glob("*.json*")) if _PARTS.exists() else ():
        text = part.read_text(encoding="utf-8")
        if part.suffix == ".jsonl":
            for line in text.splitlines():
                nodeid, spent = json.loads(line)
                figures[nodeid] = spent
        else:
            collected.update(json.loads(text))
        part.unlink()
    if _PARTS.exists():
        _PARTS.rmdir()
    if not figures:
        return
    record = merged(_recorded(), figures, collected, session.config.rootpath)
    RECORD.write_text(json.dumps(dict(sorted(record.items())), indent=0) + "\n", encoding="utf-8")
    total = sum(figures.values())
    slow = sum(v for v in figures.values() if v >= SLOW_CPU_SECONDS)
    print(f"\n{RECORD.name}: {len(figures)} tests measured, {total:.0f} CPU s in all, "
          f"{slow:.0f} in the slow ones; {len(record)} tests in the record "
          f"({time.strftime('%Y-%m-%d')})")


def _file(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


def merged(record: dict[str, float], figures: dict[str, float], collected: set[str],
           root: Path) -> dict[str, float]:
    """The record after a run that measured ``figures`` and collected ``collected`` (every
    test of the files it collected, before ``-k`` or ``-m`` left any out): the new figures
    replace the old; a test of a collected file that was not collected is gone, and so is
    every test whose file under ``root`` is."""
    files = {_file(n) for n in collected}
    out = {n: v for n, v in record.items()
           if (root / _file(n)).exists() and (n in collected or _file(n) not in files)}
    out.update(figures)
    return out
