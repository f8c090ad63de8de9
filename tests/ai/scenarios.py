"""Scenarios for the computer players' tests, each file read and checked once per worker.

Reading a bundled scenario checks the whole file (0.1-0.2 CPU s warm for the four games,
about a third of a Shin Barbarossa test that only values a position or two), and most of
these tests build a ``Game`` of their own from one, so a worker read each file again
dozens of times. :func:`load` reads a file once and hands each caller a deep copy of it
(0.01-0.04 CPU s): a test may change the scenario it is given without changing another
test's. A file is read again when its path, size or modification time changes. Loading
itself is tested in ``tests/test_scenario*.py``.
"""

from __future__ import annotations

from pathlib import Path

from qtwargame.scenario.catalog import resolve
from qtwargame.scenario.io import load_scenario
from qtwargame.scenario.models import Scenario

_READ: dict[tuple[str, int, int], Scenario] = {}


def load(name_or_path: str) -> Scenario:
    """``qtwargame.scenario.catalog.load(name_or_path)``: a scenario equal to the one read
    from the file (a copy of its first reading in this worker)."""
    path = resolve(name_or_path)
    stat = path.stat()
    key = (str(Path(path).resolve()), stat.st_size, stat.st_mtime_ns)
    read = _READ.get(key)
    if read is None:
        read = _READ[key] = load_scenario(path)
    return read.model_copy(deep=True)
