"""The order of battle as a table: one row per unit, one column per fact about it, and
one column per step value key found in any unit (``attack``, ``defense``, ``movement``,
``cv``...), showing the value of every step as ``4/2``. A cell that refers to another
part (side, nationality, type, kind, setup code and region, arrival area) shows that
part's name in the editor's language and holds its id
(:mod:`qtwargame.editor.panels.ref_cells`); it sorts by the name.

Editing a cell replaces the unit through an undoable command; a value that does not fit
(a letter where a number goes, a turn of 0) is refused and the cell keeps its value.
"""

from __future__ import annotations

from pydantic import ValidationError
from PySide6.QtCore import QAbstractTableModel, QMimeData, QModelIndex, Qt
from PySide6.QtGui import QColor

from qtwargame.editor.commands import ListItemCommand, ReplaceScenarioCommand
from qtwargame.editor.editor_view import UNIT_MIME
from qtwargame.editor.new_names import english_follows
from qtwargame.editor.panels.ref_cells import RefCells
from qtwargame.editor.renames import is_valid_id, references, rename_id
from qtwargame.editor.translate import QT_TRANSLATE_NOOP, translate
from qtwargame.engine.text import format_text
from qtwargame.scenario.models import UnitSpec

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
UID_ROLE = Qt.ItemDataRole.UserRole + 2

#: Each column of a unit's own fields, read from the unit.
_FIELDS = {
    "id": lambda u: u.id, "name_en": lambda u: u.name.en, "name_ja": lambda u: u.name.ja,
    "side": lambda u: u.side, "nationality": lambda u: u.nationality, "type": lambda u: u.type,
    "kind": lambda u: u.kind, "steps": lambda u: len(u.steps),
    "setup_code": lambda u: (u.setup.code or "") if u.setup else "",
    "setup_hex": lambda u: (u.setup.hex or "") if u.setup else "",
    "setup_region": lambda u: (u.setup.region or "") if u.setup else "",
    "arrival_turn": lambda u: u.arrival.turn if u.arrival else "",
    "arrival_where": lambda u: u.arrival.where if u.arrival else "",
    "flags": lambda u: ", ".join(u.flags), "provenance": lambda u: u.provenance,
}
#: The roles :meth:`OobModel.data` answers.
_ROLES = frozenset({Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole, SORT_ROLE, UID_ROLE,
                    Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ToolTipRole,
                    Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.DecorationRole})
#: The roles a cell that refers to another part answers by the part's name (EditRole: the id).
_REF_ROLES = frozenset({Qt.ItemDataRole.DisplayRole, SORT_ROLE, Qt.ItemDataRole.ToolTipRole,
                        Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.DecorationRole})

#: The fixed columns before and after the value columns: key and header.
HEAD = ("id", "name_en", "name_ja", "side", "nationality", "type", "kind", "steps")
TAIL = ("setup_code", "setup_hex", "setup_region", "arrival_turn", "arrival_where", "flags",
        "provenance")
KINDS = ("unit", "leader", "fleet", "supply", "marker")


#: The step values the bundled games give their units, named in the header (any other
#: value key shows as written).
VALUE_NAMES = {
    "attack": QT_TRANSLATE_NOOP("OobModel", "Attack"),
    "defense": QT_TRANSLATE_NOOP("OobModel", "Defense"),
    "movement": QT_TRANSLATE_NOOP("OobModel", "Movement"),
    "strength": QT_TRANSLATE_NOOP("OobModel", "Strength"),
    "passive": QT_TRANSLATE_NOOP("OobModel", "Passive defense"),
    "ability": QT_TRANSLATE_NOOP("OobModel", "Ability"),
}


def value_header(key: str) -> str:
    """A step value's column header in the reader's language."""
    return translate("OobModel", VALUE_NAMES[key]) if key in VALUE_NAMES else key


def refusal(error: ValidationError, field: str) -> str:
    """What the model refused in a cell, in words naming its column (pydantic's own
    message was English in the Japanese editor and named no column: "Input should be
    greater than or equal to 1" for an arrival on turn 0)."""
    first = error.errors()[0]
    bound = (first.get("ctx") or {})
    if first["type"] in ("greater_than_equal", "greater_than") and bound:
        n = bound.get("ge", bound.get("gt"))
        text = (translate("OobModel", "{field}: at least {n}") if first["type"] == "greater_than_equal"
                else translate("OobModel", "{field}: more than {n}"))
        return text.format(field=field, n=n)
    if first["type"] in ("less_than_equal", "less_than") and bound:
        n = bound.get("le", bound.get("lt"))
        text = (translate("OobModel", "{field}: at most {n}") if first["type"] == "less_than_equal"
                else translate("OobModel", "{field}: less than {n}"))
        return text.format(field=field, n=n)
    return f"{field}: {first['msg']}"


def headers() -> dict[str, str]:
    return {
        "id": translate("OobModel", "ID"), "name_en": translate("OobModel", "Name (English)"),
        "name_ja": translate("OobModel", "Name (Japanese)"), "side": translate("OobModel", "Side"),
        "nationality": translate("OobModel", "Nationality"), "type": translate("OobModel", "Type"),
        "kind": translate("OobModel", "Kind"), "steps": translate("OobModel", "Steps"),
        "setup_code": translate("OobModel", "Setup code"),
        "setup_hex": translate("OobModel", "Setup hex"),
        "setup_region": translate("OobModel", "Setup region"),
        "arrival_turn": translate("OobModel", "Arrives"),
        "arrival_where": translate("OobModel", "Arrives at"), "flags": translate("OobModel", "Flags"),
        "provenance": translate("OobModel", "Provenance"),
    }


def header_tips() -> dict[str, str]:
    """What each column holds, its heading's tooltip."""
    return {
        "id": translate("OobModel", "How the scenario and the rules name this unit."),
        "name_en": translate("OobModel", "The unit's name as the players read it."),
        "name_ja": translate("OobModel", "The unit's name in Japanese (blank: the English shows)."),
        "side": translate("OobModel", "The side it fights for."),
        "nationality": translate("OobModel", "Its nationality, which colours its counter."),
        "type": translate("OobModel", "Its unit type: the symbol on its counter, what the rules "
                                      "read of it."),
        "kind": translate("OobModel", "A combat unit, a leader, a fleet, a supply unit or a marker."),
        "steps": translate("OobModel", "How many steps it has; a step value column gives a value "
                                       "for each."),
        "setup_code": translate("OobModel", "The setup code it sets up by (one of code, hex or "
                                            "region)."),
        "setup_hex": translate("OobModel", "The hex it sets up in (one of code, hex or region)."),
        "setup_region": translate("OobModel", "The region it sets up in (one of code, hex or "
                                              "region)."),
        "arrival_turn": translate("OobModel", "The turn it arrives as a reinforcement."),
        "arrival_where": translate("OobModel", "Where it arrives: a setup code, a region or a hex."),
        "flags": translate("OobModel", "Words the rules read of this unit, separated by commas."),
        "provenance": translate("OobModel", "Where its values come from: rulebook, reconstructed "
                                            "or designer, and the source."),
    }


def value_keys(units) -> list[str]:
    """Every step value key, in the order first seen."""
    seen: dict[str, None] = {}
    for u in units:
        for step in u.steps:
            for k in step:
                seen.setdefault(k, None)
    return list(seen)


def edited_setup(setup: dict | None, field: str, text: str) -> dict | None:
    """A unit's setup with one of its columns edited. A unit sets up in one way (a code,
    a hex or a region), so a value given replaces the other two; a column cleared clears
    that column alone and leaves whatever else the setup says."""
    if text:
        return {field: text}
    rest = {k: v for k, v in (setup or {}).items() if k != field and v is not None}
    return rest or None


def step_values(unit, key: str) -> str:
    return "/".join(str(s[key]) if key in s else "–" for s in unit.steps)


class OobModel(QAbstractTableModel):
    def __init__(self, doc, parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.keys = value_keys(doc.scenario.units)
        self.error = ""
        #: The names the cells that refer to other parts show (read before the slots below).
        self.refs = RefCells(doc, self)
        self.refs.namesChanged.connect(self._names_changed)
        doc.itemChanged.connect(self._item_changed)
        doc.partChanged.connect(self._part_changed)
        doc.mapReset.connect(self.reset)

    # -- following the document ---------------------------------------------------------------
    def reset(self) -> None:
        self.beginResetModel()
        self.keys = value_keys(self.doc.scenario.units)
        self.endResetModel()

    def _item_changed(self, path: str, index: int, how: str) -> None:
        if path != "units":
            return
        if how == "replace" and value_keys(self.doc.scenario.units) == self.keys:
            self.dataChanged.emit(self.index(index, 0),
                                  self.index(index, self.columnCount() - 1))
        else:
            self.reset()

    def _part_changed(self, path: str) -> None:
        if path == "units":
            self.reset()

    def _names_changed(self) -> None:
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(self.rowCount() - 1, self.columnCount() - 1))

    # -- shape --------------------------------------------------------------------------------
    def columns(self) -> list[str]:
        return list(HEAD) + [f"value:{k}" for k in self.keys] + list(TAIL)

    def column_of(self, name: str) -> int:
        return self.columns().index(name)

    def ref_columns(self) -> list[str]:
        """The columns that refer to another part (side, nationality, type, kind, setup
        code and region, arrival area): they show names and hold ids."""
        return [c for c in self.columns() if self.refs.refers(f"units.{c}")]

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.doc.scenario.units)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(HEAD) + len(self.keys) + len(TAIL)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.ToolTipRole and orientation == Qt.Orientation.Horizontal:
            col = self.columns()[section]
            if col.startswith("value:"):
                return translate("OobModel", "Values of each step, full strength first, separated by /")
            return header_tips()[col]
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1)
        col = self.columns()[section]
        return value_header(col[6:]) if col.startswith("value:") else headers()[col]

    def flags(self, index):
        base = super().flags(index)
        if not index.isValid():
            return base
        return base | Qt.ItemFlag.ItemIsEditable | Qt.ItemFlag.ItemIsDragEnabled

    # -- reading ------------------------------------------------------------------------------
    def unit(self, row: int):
        return self.doc.scenario.units[row]

    def raw(self, unit, col: str):
        if col.startswith("value:"):
            return step_values(unit, col[6:])
        return _FIELDS[col](unit)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or role not in _ROLES:  # (a view asks a dozen roles a cell)
            return None
        unit = self.unit(index.row())
        col = self.columns()[index.column()]
        if role in _REF_ROLES and self.refs.refers(f"units.{col}"):
            # a name where the unit holds an id; sorted as it reads
            shown = Qt.ItemDataRole.DisplayRole if role == SORT_ROLE else role
            return self.refs.data(f"units.{col}", str(self.raw(unit, col)), shown)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            value = self.raw(unit, col)
            return str(value) if role == Qt.ItemDataRole.DisplayRole else value
        if role == SORT_ROLE:
            value = self.raw(unit, col)
            if col.startswith("value:"):
                first = unit.steps[0].get(col[6:])
                return first if first is not None else -1
            if col == "arrival_turn":
                return value if value != "" else 0
            return value
        if role == UID_ROLE:
            return unit.id
        if role == Qt.ItemDataRole.BackgroundRole and col == "side":
            side = next((s for s in self.doc.scenario.sides if s.id == unit.side), None)
            if side is not None:
                c = QColor(side.color)
                c.setAlpha(60)
                return c
        if role == Qt.ItemDataRole.ToolTipRole and col.startswith("value:"):
            return translate("OobModel", "Values of each step, full strength first, separated by /")
        return None

    # -- editing ------------------------------------------------------------------------------
    def setData(self, index, value, role=Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        row = index.row()
        unit = self.unit(row)
        col = self.columns()[index.column()]
        try:
            new = self.edited(unit, col, value)
        except (ValueError, TypeError) as e:
            self.error = str(e)
            return False
        self.error = ""
        if new == unit:
            return True
        if col == "id" and references(self.doc.scenario, "unit", unit.id):
            self.doc.undo_stack.push(ReplaceScenarioCommand(
                self.doc, rename_id(self.doc.scenario, "unit", unit.id, new.id),
                translate("EditorCommands", "Rename {old} to {new}").format(
                    old=unit.id, new=new.id)))
            return True
        self.doc.undo_stack.push(ListItemCommand.replace(
            self.doc, "units", row, new, translate("EditorCommands", "Edit {field} of {item}")
            .format(field=headers().get(col, value_header(col.removeprefix("value:"))),
                    item=self.doc.name_of(unit))))
        return True

    def set_rows(self, rows: list[int], col_index: int, value) -> bool:
        """Set one column of several units to ``value`` in one undo step. Nothing changes
        if the value does not fit one of them (``error`` says why)."""
        col = self.columns()[col_index]
        news = []
        for row in rows:
            unit = self.unit(row)
            try:
                new = self.edited(unit, col, value)
            except (ValueError, TypeError) as e:
                self.error = translate("OobModel", "{unit}: {error}").format(
                    unit=self.doc.name_of(unit), error=e)
                return False
            if col == "id":
                self.error = translate("OobModel", "each unit needs its own id: edit one row")
                return False
            if new != unit:
                news.append((row, new))
        self.error = ""
        if not news:
            return True
        stack = self.doc.undo_stack
        field = headers().get(col, value_header(col.removeprefix("value:")))
        stack.beginMacro(format_text(translate("EditorCommands", "Edit {field} of {n:# unit|# units}"),
            field=field, n=len(news)))
        for row, new in news:
            stack.push(ListItemCommand.replace(self.doc, "units", row, new, field))
        stack.endMacro()
        return True

    def edited(self, unit, col: str, value):
        """``unit`` with column ``col`` set from ``value``; ValueError if it does not fit."""
        try:
            return self._edited(unit, col, value)
        except ValueError as e:
            if "invalid literal for int()" in str(e):
                raise ValueError(translate("OobModel", "{text!r} is not a whole number").format(
                    text=str(value).strip())) from None
            raise

    def _edited(self, unit, col: str, value):
        data = unit.model_dump()
        text = str(value).strip() if value is not None else ""
        if col.startswith("value:"):
            key = col[6:]
            parts = [p.strip() for p in text.split("/")] if text else []
            if parts and len(parts) != len(unit.steps):
                raise ValueError(translate("OobModel", "give one value per step, separated by /"))
            for step, part in zip(data["steps"], parts or [""] * len(unit.steps)):
                if part in ("", "–", "-"):
                    step.pop(key, None)
                else:
                    step[key] = int(part)
        elif col == "steps":
            n = int(text)
            if n < 1:
                raise ValueError(translate("OobModel", "a unit has at least one step"))
            steps = data["steps"][:n]
            while len(steps) < n:
                steps.append(dict(steps[-1]))
            data["steps"] = steps
        elif col in ("name_en", "name_ja"):
            name = data["name"]
            if col == "name_ja" and english_follows(name.get("en", ""), name.get("ja", "")):
                name["en"] = text  # named in Japanese only: the English reads it too
            name["en" if col == "name_en" else "ja"] = text
            if col == "name_en" and not text:
                name["en"] = name.get("ja", "")  # optional beside a Japanese name
        elif col in ("setup_code", "setup_hex", "setup_region"):
            data["setup"] = edited_setup(data.get("setup"), col[6:], text)
        elif col == "arrival_turn":
            if text:
                where = data["arrival"]["where"] if data.get("arrival") else ""
                data["arrival"] = {"turn": int(text), "where": where}
            else:
                data["arrival"] = None
        elif col == "arrival_where":
            if data.get("arrival") is None:
                raise ValueError(translate("OobModel", "set the arrival turn first"))
            data["arrival"]["where"] = text
        elif col == "flags":
            data["flags"] = [f.strip() for f in text.split(",") if f.strip()]
        elif col == "kind":
            if text not in KINDS:
                raise ValueError(translate("OobModel", "kind must be one of: ") + ", ".join(KINDS))
            data["kind"] = text
        else:
            if col in ("id", "side", "nationality", "type") and not text:
                raise ValueError(translate("OobModel", "this column cannot be empty"))
            if col == "id" and not is_valid_id(text):
                raise ValueError(translate("OobModel", "an id is letters, digits and _ . : - "
                                                       "without spaces: {text!r} is not one")
                                 .format(text=text))
            data[col] = text
            if col == "side":
                data["nationality"] = self._nationality_for(data["nationality"], text)
        try:
            return UnitSpec.model_validate(data)
        except ValidationError as e:
            raise ValueError(refusal(e, headers().get(col, col))) from None

    def _nationality_for(self, nationality: str, side: str) -> str:
        """A unit's nationality after its side is set to ``side``: the same where it fights
        for that side (or names no nationality of the scenario), else the first nationality
        of ``side``, so a unit moved to the other side does not keep the first side's
        nationality (a blue counter on the red side, and a problem to mend by hand)."""
        nationalities = self.doc.scenario.nationalities
        own = next((n for n in nationalities if n.id == nationality), None)
        if own is None or own.side == side:
            return nationality
        return next((n.id for n in nationalities if n.side == side), nationality)

    # -- dragging units to the map --------------------------------------------------------------
    def mimeTypes(self) -> list[str]:
        return [UNIT_MIME]

    def mimeData(self, indexes) -> QMimeData:
        mime = QMimeData()
        rows = sorted({i.row() for i in indexes if i.isValid()})
        if rows:  # the ids of every unit dragged, one a line
            mime.setData(UNIT_MIME, "\n".join(self.unit(r).id for r in rows).encode())
        return mime

    def supportedDragActions(self):
        return Qt.DropAction.CopyAction
