"""The mouse wheel scrolls the editor's forms; it changes a drop-down or a number only once
the designer has clicked into it.

Qt turns the wheel over a drop-down or a spin box into a change of its value, and gives
such a widget the focus on the first notch (``Qt.WheelFocus``). In a form that scrolls (the
rules data, a card's icons, the properties) a designer scrolling down with the pointer
passing over Blitzkrieg to Moscow 2's capital changed it from Moscow to Smolensk and on to
Sevastopol, one undo step a notch, the scenario still valid.

So the editor's windows make their drop-downs and spin boxes guarded: :class:`ComboBox` and
:class:`SpinBox` take ``Qt.StrongFocus`` (a click or Tab focuses them, the wheel does not),
and a wheel turned over one that does not have the focus is left to the widget around it,
which scrolls. A drop-down or spin box that Qt makes itself (a table cell's editor for a
number) is guarded by :func:`guard`, the same filter installed on that widget alone.

Each widget guards itself: an event filter of the whole application, as this was first
written, cost a Python call for every event of every object of the program and took a Red
Vengeance Rules Data form's build from 1.0 to 2.3 CPU s. The editor's dialogs are windows
of their own and keep Qt's wheel (they do not scroll)."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QSpinBox, QWidget

#: The widgets whose value the wheel changes.
GUARDED = (QComboBox, QAbstractSpinBox)
_WHEEL = QEvent.Type.Wheel


def has_focus_within(widget: QWidget) -> bool:
    """Whether ``widget`` or a part of it (an editable drop-down's line) has the focus."""
    focus = QApplication.focusWidget()
    return focus is not None and (focus is widget or widget.isAncestorOf(focus))


def _strong_focus(widget: QWidget) -> None:
    """A click or Tab focuses ``widget``, the wheel does not (unless it was given another
    policy on purpose)."""
    if widget.focusPolicy() == Qt.FocusPolicy.WheelFocus:
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


if TYPE_CHECKING:
    _Widget = QWidget
else:
    _Widget = object


class _WheelGuarded(_Widget):
    """What :class:`ComboBox` and :class:`SpinBox` add to their Qt class (first in their
    bases): the wheel changes the widget only while it has the focus."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        _strong_focus(self)

    def wheelEvent(self, e: QWheelEvent) -> None:
        if has_focus_within(self):
            super().wheelEvent(e)
        else:
            e.ignore()  # on to the widget around it (the form scrolls)


class ComboBox(_WheelGuarded, QComboBox):
    """A drop-down of an editor window: the wheel changes it only while it has the focus."""


class SpinBox(_WheelGuarded, QSpinBox):
    """A whole number of an editor window: the wheel changes it only while it has the
    focus."""


class WheelGuard(QObject):
    """The filter :func:`guard` installs on a drop-down or spin box Qt made: it sees that
    widget's events only, and takes a wheel turned over it without the focus from it."""

    def eventFilter(self, obj, event) -> bool:
        if event.type() != _WHEEL or has_focus_within(obj):
            return False
        event.ignore()  # on to the widget around it (the form scrolls)
        return True


_GUARD: WheelGuard | None = None

W = TypeVar("W", bound=QWidget)


def guard(widget: W) -> W:
    """``widget`` guarded as :class:`ComboBox` and :class:`SpinBox` are, where it is a
    drop-down or spin box (a table cell's editor Qt made); any other widget as it is."""
    global _GUARD
    if not isinstance(widget, GUARDED) or isinstance(widget, (ComboBox, SpinBox)):
        return widget
    if _GUARD is None:
        _GUARD = WheelGuard()
    _strong_focus(widget)
    widget.installEventFilter(_GUARD)
    return widget
