"""Keep ``None``, ``True``, ``False`` and the other shared constants alive under PySide6
6.12 on Python 3.11.

PySide6 6.12.0's bindings return ``None`` (and ``True``/``False``) from Qt methods
without taking a reference to them: they assume these objects are immortal, as they are
from Python 3.12 on. On Python 3.11 each such call (``setPen``, ``setPos``, ``update``,
``isVisible``…) drops one reference, and after a few thousand calls the interpreter
aborts with "Fatal Python error: none_dealloc" (or "bool_dealloc"). Adding a very large
count to each of these objects once, before any Qt call, makes them immortal in practice
(what Python 3.12 does by design).
"""

from __future__ import annotations

import ctypes
import sys

#: References added to each object: 2**60 leaking calls before it could run out.
MARGIN = 1 << 60

_done = False


def _shared_objects() -> list[object]:
    """The objects Python 3.12 makes immortal that bindings hand out without a reference."""
    return [None, True, False, Ellipsis, NotImplemented, (), "", *range(-5, 257)]


def protect_none() -> bool:
    """Make the shared constants' reference counts unreachable by leaks. True if needed."""
    global _done
    if _done or sys.version_info >= (3, 12):
        return False
    for obj in _shared_objects():
        ctypes.c_ssize_t.from_address(id(obj)).value += MARGIN
    _done = True
    return True
