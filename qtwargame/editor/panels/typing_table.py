"""Tables a designer types into as into a spreadsheet: a letter typed on a cell starts
editing it with that letter, before the window's one-letter tool keys (B the terrain brush,
E the eraser, T the scan tracer) can take it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QTableView, QTableWidget

#: The modifiers a typed character may carry (Shift for a capital).
_TYPING = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier


class TypingKeys:
    """For an item view whose cells open on any key (``AnyKeyPressed``): the characters
    typed on a cell go to the cell, not to the window's one-letter shortcuts ("blue_inf_1"
    typed on an ID cell made the terrain brush, then the rails tool, the tool and the ID
    "ue_inf_1"; "ex" typed on a results cell made the eraser the tool and the result "x":
    session 93)."""

    def event(self, e: QEvent) -> bool:
        view: QAbstractItemView = self  # type: ignore[assignment]  # mixed into item views
        if (e.type() == QEvent.Type.ShortcutOverride and isinstance(e, QKeyEvent)
                and view.editTriggers() & QAbstractItemView.EditTrigger.AnyKeyPressed
                and view.currentIndex().isValid()
                and e.text().isprintable() and e.text().strip()
                and not e.modifiers() & ~_TYPING):
            e.accept()  # the key goes to the cell, not to a one-letter shortcut
            return True
        return super().event(e)  # type: ignore[misc]


def _on_any_key(view: QAbstractItemView) -> None:
    view.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                         | QAbstractItemView.EditTrigger.EditKeyPressed
                         | QAbstractItemView.EditTrigger.AnyKeyPressed)


class TypingTable(TypingKeys, QTableView):
    """A ``QTableView`` whose cells open on any key and keep what is typed on them."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        _on_any_key(self)


class TypingTableWidget(TypingKeys, QTableWidget):
    """A ``QTableWidget`` whose cells open on any key and keep what is typed on them (the
    results tables' grid and their labels, the turns' rules data)."""

    def __init__(self, *args) -> None:
        super().__init__(*args)
        _on_any_key(self)
