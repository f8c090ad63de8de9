"""A finished dialog is destroyed where the caller stands, the collector paused
(``qtwargame.ui.deletion``): deferred to a later turn of the event loop, its destruction
had run inside the next dialog's ``exec`` and met the cyclic collector half-way (a
segmentation fault in ``tests/ui/test_continuity.py``, about one run in four)."""

from __future__ import annotations

import gc

import shiboken6
from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout

from qtwargame.ui.deletion import delete_now


def _dialog():
    d = QDialog()
    lay = QVBoxLayout(d)
    label = QLabel("x")
    lay.addWidget(label)
    return d, lay, label


def test_a_dialog_and_its_widgets_are_gone_at_once_and_the_collector_is_as_it_was(qapp):
    d, lay, label = _dialog()
    assert gc.isenabled()
    seen = []
    d.destroyed.connect(lambda: seen.append(gc.isenabled()))
    delete_now(d)
    assert seen == [False]  # destroyed with the collector off
    assert not shiboken6.isValid(d) and not shiboken6.isValid(lay) and not shiboken6.isValid(label)
    assert gc.isenabled()
    delete_now(d)  # already gone: nothing to do


def test_a_collector_turned_off_elsewhere_stays_off(qapp):
    d, _, _ = _dialog()
    gc.disable()
    try:
        delete_now(d)
        assert not gc.isenabled()
    finally:
        gc.enable()
    assert not shiboken6.isValid(d)
