"""What a table cell that refers to another part of the scenario shows: the part's name
in the editor's language ("Axis", "German", "Unit"), its id as the tooltip; an id that
names nothing as written, in the red the editor writes problems in, with the validation
panel's warning sign and a tooltip saying so. The cell's EditRole stays the id (the drop-downs of
:mod:`qtwargame.editor.panels.id_choices` edit it).

The names (:func:`~qtwargame.editor.panels.id_choices.ref_names`, what each field refers
to being :data:`~qtwargame.editor.panels.id_choices.REFERS`) are looked up once per change
of the document for the fields a table has asked about, not at every ``data()`` call;
``namesChanged`` says when a name a table shows changed (a side renamed, a region added
where a unit's arrival named it before it existed).

A unit's flags and a region's kind are named by the scenario's ruleset where it declares
them (``Ruleset.unit_flags``, ``Ruleset.region_kinds``): the name shown, the id and what it
does in the tooltip, a flag or kind the rules do not read red with the warning sign. A cell
of flags holds several, ``a, b``: each is named. Where the ruleset declares none, the ids
show as written."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QIcon
from PySide6.QtWidgets import QApplication, QStyle

from qtwargame.editor.panels.id_choices import (
    DECLARED,
    FREE,
    MULTI,
    PROBLEM_COLOR,
    REFERS,
    declared_terms,
    ref_names,
    split_ids,
    term_descriptions,
    term_names,
)
from qtwargame.editor.panels.ruleset_note import ruleset_name
from qtwargame.editor.translate import translate


class RefCells(QObject):
    """The names of what the referring cells of one document's tables hold."""

    namesChanged = Signal()

    def __init__(self, doc, parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self._names: dict[str, dict[str, str]] = {}  # field -> id -> name, asked fields only
        #: field -> id -> what it does, for the fields the ruleset declares (asked ones only);
        #: a declared field absent: the ruleset declares nothing for it
        self._about: dict[str, dict[str, str]] = {}
        self._icon: QIcon | None = None
        # connected before the tables' own slots: their refresh reads the new names
        doc.itemChanged.connect(self._refresh)
        doc.partChanged.connect(self._refresh)
        doc.mapReset.connect(self._refresh)

    def refers(self, field: str) -> bool:
        """Whether a cell of ``field`` (``"units.side"``) refers to another part, or holds
        ids the scenario's ruleset declares (``"units.flags"``)."""
        if field in DECLARED:
            self.names(field)
            return field in self._about
        return field in REFERS

    def names(self, field: str) -> dict[str, str]:
        """id -> name of everything ``field`` may refer to, in the editor's language."""
        found = self._names.get(field)
        if found is None:
            found = self._names[field] = self._look_up(field)
        return found

    def about(self, field: str, ident: str) -> str:
        """What a declared flag or kind does, in the editor's language ("" if not declared)."""
        self.names(field)
        return self._about.get(field, {}).get(ident, "")

    def _look_up(self, field: str) -> dict[str, str]:
        if field not in DECLARED:
            return ref_names(self.doc.scenario, field, self.doc.lang)
        terms = declared_terms(self.doc.scenario, field)
        if terms is None:
            self._about.pop(field, None)
            return {}
        self._about[field] = term_descriptions(terms)
        return term_names(terms)

    def _refresh(self, *_args) -> None:
        if not self._names:
            return
        old, old_about = self._names, dict(self._about)
        self._names = {f: self._look_up(f) for f in old}
        if self._names != old or self._about != old_about:
            self.namesChanged.emit()

    def broken(self, field: str, ident: str) -> bool:
        """Whether ``ident`` in a cell of ``field`` names nothing (as the validation finds:
        an arrival may also be a hex of the map; a city's kind is free where the scenario
        defines none)."""
        names = self.names(field)
        if field in DECLARED and field not in self._about:
            return False  # the ruleset declares nothing: nothing is checked
        if field in MULTI:
            return any(x not in names for x in split_ids(ident))
        if not ident or ident in names:
            return False
        if field in FREE and ident in self.doc.scenario.map.hexes:
            return False
        return not (REFERS.get(field) == "city_kinds" and not names)

    def text(self, field: str, ident: str) -> str:
        """What the cell shows: the name, or what it holds where that names nothing (each
        one's, in a cell of several)."""
        names = self.names(field)
        if field in MULTI:
            return ", ".join(names.get(x, x) for x in split_ids(ident))
        return names.get(ident, ident)

    def _tooltip(self, field: str, ident: str) -> str | None:
        """A declared field's tooltip: each id with what it does, or that no rule reads it."""
        names = self.names(field)
        lines = []
        for x in (split_ids(ident) if field in MULTI else [ident] if ident else []):
            if x in names:
                lines.append(translate("RefCells", "{id}: {description}").format(
                    id=x, description=self.about(field, x)))
            else:
                lines.append(translate("RefCells", "{id!r}: the {ruleset} rules do not read it; "
                                                   "the validation lists it").format(
                    id=x, ruleset=ruleset_name(self.doc.scenario.ruleset)))
        return "\n".join(lines) or None

    def data(self, field: str, ident: str, role) -> Any:
        """The cell's ``role`` (display, tooltip, colour, icon) for a cell of ``field``
        holding ``ident``; None for a role it leaves to the view."""
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(field, ident)
        broken = self.broken(field, ident)
        if role == Qt.ItemDataRole.ToolTipRole:
            if field in self._about:
                return self._tooltip(field, ident)
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
