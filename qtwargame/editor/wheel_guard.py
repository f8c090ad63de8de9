"""The mouse wheel scrolls the editor's forms; it changes a drop-down or a number only once
the designer has clicked into it.

Qt turns the wheel over a drop-down or a spin box into a change of its value, and gives
such a widget the focus on the first notch (``Qt.WheelFocus``). In a form that scrolls (the
rules data, a card's icons, the properties) a designer scrolling down with the pointer
passing over Blitzkrieg to Moscow 2's capital changed it from Moscow to Smolensk and on to
Sevastopol, one undo step a notch, the scenario still valid. The guard, one for the
application, watches its events: a drop-down or spin box of an editor window is given
``Qt.StrongFocus`` when it is shown (a click or Tab focuses it, the wheel does not), and a
wheel turned over one that does not have the focus goes on to the widget around it, which
scrolls."""

from __future__ import annotations

import weakref

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QWidget

#: The widgets whose value the wheel changes.
GUARDED = (QComboBox, QAbstractSpinBox)
_WHEEL = QEvent.Type.Wheel
_SHOW = QEvent.Type.Show


def has_focus_within(widget: QWidget) -> bool:
    """Whether ``widget`` or a part of it (an editable drop-down's line) has the focus."""
    focus = QApplication.focusWidget()
    return focus is not None and (focus is widget or widget.isAncestorOf(focus))


class WheelGuard(QObject):
    """One per application (:func:`guard`): an event filter of the application costs a call
    for every event of every widget, so there is one, whatever the number of editor windows
    (one per window, as first written, piled up filters as windows came and went and made
    each event slower, the editor tests five times slower)."""

    def __init__(self) -> None:
        super().__init__()
        self._windows: weakref.WeakSet[QWidget] = weakref.WeakSet()

    def watch(self, window: QWidget) -> None:
        self._windows.add(window)

    def eventFilter(self, obj, event) -> bool:
        # every event of the application passes here: the cheapest question first (most
        # are not a drop-down's or a spin box's; a QEvent's type is a Python enum made anew)
        if not isinstance(obj, GUARDED):
            return False
        kind = event.type()
        if kind != _WHEEL and kind != _SHOW:
            return False
        if obj.window() not in self._windows:
            return False
        if kind == _SHOW:
            if obj.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                obj.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            return False
        if has_focus_within(obj):
            return False  # clicked into: the wheel changes it
        event.ignore()  # on to the widget around it (the form scrolls)
        return True


_GUARD: WheelGuard | None = None


def guard(window: QWidget) -> WheelGuard:
    """The application's guard, now watching ``window``'s drop-downs and spin boxes."""
    global _GUARD
    app = QApplication.instance()
    if _GUARD is None:
        _GUARD = WheelGuard()
        if app is not None:
            app.installEventFilter(_GUARD)
    _GUARD.watch(window)
    return _GUARD
