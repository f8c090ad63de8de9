"""Deleting a finished dialog's widgets at once, with Python's cyclic collector paused.

A dialog deleted with ``deleteLater`` is destroyed at some later turn of the event loop,
often inside the next dialog's ``exec``. The destruction runs through the dialog's layouts
and widgets, and on the way PySide asks Python whether a class overrides a virtual method;
that may allocate, and an allocation may start the cyclic collector, which then walks
PySide wrappers whose C++ objects are half destroyed. A layout's wrapper there still named
a widget already freed, and the collector followed it (a segmentation fault in
``tests/ui/test_continuity.py``, about one run in four, with the native stack: the old New
Game dialog's deferred deletion inside the next one's ``exec``, ``QBoxLayout::~QBoxLayout``,
``Sbk_GetPyOverride``, ``visit_decref``). :func:`delete_now` destroys the widget tree where
the caller stands, once its ``exec`` has returned, with the collector off for exactly that
time; Qt drops any event still posted to it.
"""

from __future__ import annotations

import gc

import shiboken6
from PySide6.QtCore import QObject


def delete_now(obj: QObject) -> None:
    """Destroy ``obj`` and its children now (no-op if already gone), the collector paused."""
    if not shiboken6.isValid(obj):
        return
    was_on = gc.isenabled()
    gc.disable()
    try:
        shiboken6.delete(obj)
    finally:
        if was_on:
            gc.enable()
