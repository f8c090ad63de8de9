"""A table a designer types into as into a spreadsheet: a letter typed on a cell starts
editing it with that letter, before the window's one-letter tool keys (B the terrain brush,
T the scan tracer) can take it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QTableView

#: The modifiers a typed character may carry (Shift for a capital).
_TYPING = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier


class TypingTable(QTableView):
    """A ``QTableView`` whose cells open on any key (``AnyKeyPressed``) and keep the
    characters typed on them from the window's one-letter shortcuts: "blue_inf_1" typed on
    an ID cell made the terrain brush, then the rails tool, the tool and the ID "ue_inf_1"
    (session 93)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                             | QAbstractItemView.EditTrigger.EditKeyPressed
                             | QAbstractItemView.EditTrigger.AnyKeyPressed)

    def event(self, e: QEvent) -> bool:
        if (e.type() == QEvent.Type.ShortcutOverride and isinstance(e, QKeyEvent)
                and self.editTriggers() & QAbstractItemView.EditTrigger.AnyKeyPressed
                and self.currentIndex().isValid()
                and e.text().isprintable() and e.text().strip()
                and not e.modifiers() & ~_TYPING):
            e.accept()  # the key goes to the cell, not to a one-letter shortcut
            return True
        return super().event(e)
