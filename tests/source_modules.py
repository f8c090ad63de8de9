"""Import a scenario's source scripts (``scenarios/sources/<game>/``) by their bare names
without one game's ``geography`` or ``build`` standing in for another's.

The build scripts import their neighbours by bare name (``import geography``), as they do
when run from the command line. Several games have modules of the same names, so a test
that imports them puts the folder first on ``sys.path``, takes those names out of
``sys.modules`` while it imports, and puts back what was there when it is done."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def sources_on_path(folder: Path) -> Iterator[None]:
    names = {p.stem for p in folder.glob("*.py")}
    saved = {n: sys.modules.pop(n) for n in sorted(names) if n in sys.modules}
    sys.path.insert(0, str(folder))
    try:
        yield
    finally:
        sys.path.remove(str(folder))
        for n in names:
            sys.modules.pop(n, None)
        sys.modules.update(saved)
