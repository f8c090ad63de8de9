"""What a table cell that refers to another part of the scenario shows: the part's name
in the editor's language ("Axis", "German", "Unit"), its id as the tooltip; an id that
names nothing as written, in the red the editor writes problems in, with the validation
panel's warning sign and a tooltip saying so. The cell's EditRole stays the id (the drop-downs of
:mod:`qtwargame.editor.panels.id_choices` edit it).

The names (:func:`~qtwargame.editor.panels.id_choices.ref_names`, what each field refers
to being :data:`~qtwargame.editor.panels.id_choices.REFERS`) are looked up once per change
of the document for the fields a table has asked about, not at every ``data()`` call;
``namesChanged`` says when a name a table shows changed (a side renamed, a region added
where a unit's arrival named it before it existed)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QIcon
from PySide6.QtWidgets import QApplication, QStyle

from qtwargame.editor.panels.id_choices import FREE, REFERS, ref_names
from qtwargame.editor.translate import translate

#: The colour the editor writes problems in (the status bar's count, refusals).
PROBLEM_COLOR = "#b00020"


class RefCells(QObject):
    """The names of what the referring cells of one document's tables hold."""

    namesChanged = Signal()

    def __init__(self, doc, parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self._names: dict[str, dict[str, str]] = {}  # field -> id -> name, asked fields only
        self._icon: QIcon | None = None
        # connected before the tables' own slots: their refresh reads the new names
        doc.itemChanged.connect(self._refresh)
        doc.partChanged.connect(self._refresh)
        doc.mapReset.connect(self._refresh)

    @staticmethod
    def refers(field: str) -> bool:
        """Whether a cell of ``field`` (``"units.side"``) refers to another part."""
        return field in REFERS

    def names(self, field: str) -> dict[str, str]:
        """id -> name of everything ``field`` may refer to, in the editor's language."""
        found = self._names.get(field)
        if found is None:
            found = self._names[field] = ref_names(self.doc.scenario, field, self.doc.lang)
        return found

    def _refresh(self, *_args) -> None:
        if not self._names:
            return
        old = self._names
        self._names = {f: ref_names(self.doc.scenario, f, self.doc.lang) for f in old}
        if self._names != old:
            self.namesChanged.emit()

    def broken(self, field: str, ident: str) -> bool:
        """Whether ``ident`` in a cell of ``field`` names nothing (as the validation finds:
        an arrival may also be a hex of the map; a city's kind is free where the scenario
        defines none)."""
        names = self.names(field)
        if not ident or ident in names:
            return False
        if field in FREE and ident in self.doc.scenario.map.hexes:
            return False
        return not (REFERS[field] == "city_kinds" and not names)

    def text(self, field: str, ident: str) -> str:
        """What the cell shows: the name, or what it holds where that names nothing."""
        return self.names(field).get(ident, ident)

    def data(self, field: str, ident: str, role) -> Any:
        """The cell's ``role`` (display, tooltip, colour, icon) for a cell of ``field``
        holding ``ident``; None for a role it leaves to the view."""
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(field, ident)
        broken = self.broken(field, ident)
        if role == Qt.ItemDataRole.ToolTipRole:
            if broken:
                return translate("RefCells", "{id!r} names nothing in this scenario: the "
                                             "validation lists it").format(id=ident)
            if ident in self.names(field):
                return translate("RefCells", "id: {id}").format(id=ident)
            return None
        if not broken:
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            return QColor(PROBLEM_COLOR)
        if role == Qt.ItemDataRole.DecorationRole:
            if self._icon is None:
                style = QApplication.style()
                self._icon = style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
            return self._icon
        return None
