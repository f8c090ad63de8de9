"""Any list of scenario models (sides, nationalities, terrain, features, unit types,
weather, setup codes, turns, options, regions, cities) as an editable table.

Columns come from the model's fields: a localized name becomes two columns (English,
Japanese), a flag a check box, a number a number, and anything structured (a list, a
dict) JSON text. A cell that refers to another part (a nationality's side, a city's kind, a
turn's weather) shows that part's name and holds its id
(:mod:`qtwargame.editor.panels.ref_cells`). Each edit builds the changed item through the
model (so a colour must be ``#rrggbb``, a turn number at least 1) and replaces it through an
undoable command; an edit the model refuses leaves the cell as it was and says why.
"""

from __future__ import annotations

import json
import types
import typing
from dataclasses import dataclass

from pydantic import ValidationError
from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import QColor

from qtwargame.editor.commands import ListItemCommand, ReplaceScenarioCommand
from qtwargame.editor.new_names import english_follows
from qtwargame.editor.panels.ref_cells import RefCells
from qtwargame.editor.renames import ID_PARTS, id_refusal, is_valid_id, references, rename_id
from qtwargame.editor.translate import QT_TRANSLATE_NOOP, translate
from qtwargame.scenario.models import Localized

#: Column titles of the models' fields.
FIELD_NAMES = {
    "choices": QT_TRANSLATE_NOOP("ModelFields", "choices"),
    "choice_names": QT_TRANSLATE_NOOP("ModelFields", "choice names"),
    "code": QT_TRANSLATE_NOOP("ModelFields", "code"),
    "color": QT_TRANSLATE_NOOP("ModelFields", "colour"),
    "data": QT_TRANSLATE_NOOP("ModelFields", "data"),
    "date": QT_TRANSLATE_NOOP("ModelFields", "date"),
    "default": QT_TRANSLATE_NOOP("ModelFields", "default"),
    "fortress": QT_TRANSLATE_NOOP("ModelFields", "fortress"),
    "hex": QT_TRANSLATE_NOOP("ModelFields", "hex"),
    "hexes": QT_TRANSLATE_NOOP("ModelFields", "hexes"),
    "id": QT_TRANSLATE_NOOP("ModelFields", "id"),
    "kind": QT_TRANSLATE_NOOP("ModelFields", "kind"),
    "name": QT_TRANSLATE_NOOP("ModelFields", "name"),
    "number": QT_TRANSLATE_NOOP("ModelFields", "number"),
    "pattern": QT_TRANSLATE_NOOP("ModelFields", "pattern"),
    "port": QT_TRANSLATE_NOOP("ModelFields", "port"),
    "region": QT_TRANSLATE_NOOP("ModelFields", "region"),
    "rule": QT_TRANSLATE_NOOP("ModelFields", "rule"),
    "side": QT_TRANSLATE_NOOP("ModelFields", "side"),
    "symbol": QT_TRANSLATE_NOOP("ModelFields", "symbol"),
    "tags": QT_TRANSLATE_NOOP("ModelFields", "tags"),
    "text_color": QT_TRANSLATE_NOOP("ModelFields", "text colour"),
    "vp": QT_TRANSLATE_NOOP("ModelFields", "VP"),
    "water": QT_TRANSLATE_NOOP("ModelFields", "water"),
    "weather": QT_TRANSLATE_NOOP("ModelFields", "weather"),
    "width": QT_TRANSLATE_NOOP("ModelFields", "width"),
}


@dataclass(frozen=True)
class Column:
    field: str
    kind: str  # "text", "int", "float", "bool", "words" (list of str), "json", "loc",
    #            "locwords" (a list of Localized: one column a language, written as "a, b")
    sub: str = ""  # "en" / "ja" for localized text
    optional: bool = False
    #: The model's ``Field(title=..., description=...)``: the heading and its tooltip, in
    #: the designer's words (``ModelFields``; ``i18n.extract`` reads them from the models)
    title: str = ""
    description: str = ""

    @property
    def header(self) -> str:
        if self.title:
            name = translate("ModelFields", self.title)
        else:
            name = FIELD_NAMES.get(self.field) or ""
            name = translate("ModelFields", name) if name else self.field.replace("_", " ")
        if self.sub == "en":
            return translate("ModelFields", "{name} (English)").format(name=name)
        if self.sub == "ja":
            return translate("ModelFields", "{name} (Japanese)").format(name=name)
        return name

    @property
    def tooltip(self) -> str:
        """What the column holds, in words ("" where the model says nothing)."""
        return translate("ModelFields", self.description) if self.description else ""


def _kind(annotation) -> tuple[str, bool]:
    args = typing.get_args(annotation)
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        rest = [a for a in args if a is not type(None)]
        optional = len(rest) < len(args)
        if len(rest) == 1:
            kind, _ = _kind(rest[0])
            return kind, optional
        return "json", optional
    if annotation is Localized:
        return "loc", False
    if annotation is bool:
        return "bool", False
    if annotation is int:
        return "int", False
    if annotation is float:
        return "float", False
    if annotation is str or origin is typing.Literal:
        return "text", False
    if origin is list and args == (str,):
        return "words", False  # tags, choices: written as "a, b"
    if origin is list and args == (Localized,):
        return "locwords", False  # the names of choices: a column a language
    return "json", False


def _accepts_text(annotation) -> bool:
    return annotation is str or str in typing.get_args(annotation)


def columns_of(cls, only: list[str] | None = None) -> list[Column]:
    out = []
    for name, info in cls.model_fields.items():
        if only is not None and name not in only:
            continue
        kind, optional = _kind(info.annotation)
        words = {"title": info.title or "", "description": info.description or ""}
        if kind in ("loc", "locwords"):
            out.append(Column(name, kind, "en", optional, **words))
            out.append(Column(name, kind, "ja", optional, **words))
        else:
            out.append(Column(name, kind, "", optional, **words))
    if only is not None:
        order = {n: i for i, n in enumerate(only)}
        out.sort(key=lambda c: order[c.field])
    return out


def cell_text(item, col: Column) -> str:
    value = getattr(item, col.field)
    if col.kind == "loc":
        return getattr(value, col.sub) if value is not None else ""
    if value is None:
        return ""
    if col.kind == "words":
        return ", ".join(value)
    if col.kind == "locwords":
        return ", ".join(getattr(v, col.sub) for v in value)
    if col.kind == "json":
        return json.dumps(value, ensure_ascii=False)
    return str(value)


def with_cell(item, col: Column, value):
    """A copy of ``item`` with the cell ``col`` set to ``value`` (text, or a bool for a
    check box). ValueError says why it does not fit."""
    data = item.model_dump()
    if col.kind == "bool":
        data[col.field] = bool(value)
    else:
        text = str(value).strip()
        if col.kind == "loc":
            loc = dict(data.get(col.field) or {"en": "", "ja": ""})
            if col.sub == "ja" and english_follows(loc.get("en", ""), loc.get("ja", "")):
                loc["en"] = text  # named in Japanese only: the English reads it too
            loc[col.sub] = text
            if col.sub == "en" and not text:
                loc["en"] = loc.get("ja", "")  # the English is optional beside a Japanese name
            data[col.field] = None if col.optional and not loc["en"] and not loc.get("ja") else loc
        elif text == "" and col.optional:
            data[col.field] = None
        elif col.kind == "words":
            data[col.field] = [w.strip() for w in text.split(",") if w.strip()]
        elif col.kind == "locwords":
            # this language's names in order; the other language's stay beside them
            words = [w.strip() for w in text.split(",")] if text else []
            old = list(data.get(col.field) or [])
            other = "ja" if col.sub == "en" else "en"
            merged = []
            for k in range(max(len(words), len(old))):
                loc = {"en": "", "ja": ""}
                if k < len(old):
                    loc[other] = old[k].get(other, "")
                loc[col.sub] = words[k] if k < len(words) else ""
                if loc["en"] or loc["ja"]:
                    merged.append(loc)
            data[col.field] = merged
        elif col.kind == "int":
            try:
                data[col.field] = int(text)
            except ValueError:
                raise ValueError(translate("ModelListModel", "{text!r} is not a whole number")
                                 .format(text=text)) from None
        elif col.kind == "float":
            try:
                data[col.field] = float(text)
            except ValueError:
                raise ValueError(translate("ModelListModel", "{text!r} is not a number")
                                 .format(text=text)) from None
        elif col.kind == "json":
            try:
                data[col.field] = json.loads(text)
            except json.JSONDecodeError as e:
                if _accepts_text(type(item).model_fields[col.field].annotation):
                    data[col.field] = text
                else:
                    raise ValueError(f"not valid JSON: {e.msg}") from None
        else:
            data[col.field] = text
    try:
        return type(item).model_validate(data)
    except ValidationError as e:
        err = e.errors()[0]
        raise ValueError(f"{'.'.join(map(str, err['loc']))}: {err['msg']}") from None


class ModelListModel(QAbstractTableModel):
    def __init__(self, doc, path: str, cls, only: list[str] | None = None, parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.path = path
        self.cls = cls
        self.cols = columns_of(cls, only)
        self.error = ""
        #: The names the cells that refer to other parts show (read before the slots below).
        self.refs = RefCells(doc, self)
        self.refs.namesChanged.connect(self._names_changed)
        doc.itemChanged.connect(self._item_changed)
        doc.partChanged.connect(self._part_changed)
        doc.mapReset.connect(self._reset)

    def items(self) -> list:
        return self.doc.get(self.path)

    def _reset(self) -> None:
        self.beginResetModel()
        self.endResetModel()

    def _item_changed(self, path: str, index: int, how: str) -> None:
        if path != self.path:
            return
        if how == "replace":
            self.dataChanged.emit(self.index(index, 0), self.index(index, len(self.cols) - 1))
        else:
            self._reset()

    def _part_changed(self, path: str) -> None:
        if path == self.path or self.path.startswith(path + "."):
            self._reset()

    def _names_changed(self) -> None:
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(self.rowCount() - 1, len(self.cols) - 1))

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.items())

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.cols)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.ToolTipRole and orientation == Qt.Orientation.Horizontal:
            return self.cols[section].tooltip or None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1)
        return self.cols[section].header

    def flags(self, index):
        f = super().flags(index)
        if not index.isValid():
            return f
        if self.cols[index.column()].kind == "bool":
            return f | Qt.ItemFlag.ItemIsUserCheckable
        return f | Qt.ItemFlag.ItemIsEditable

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        item = self.items()[index.row()]
        col = self.cols[index.column()]
        if col.kind == "bool":
            if role == Qt.ItemDataRole.CheckStateRole:
                on = bool(getattr(item, col.field))
                return Qt.CheckState.Checked if on else Qt.CheckState.Unchecked
            return None
        if role == Qt.ItemDataRole.EditRole:
            return cell_text(item, col)
        field = f"{self.path}.{col.field}"
        if self.refs.refers(field):  # the name of the part the id names
            return self.refs.data(field, cell_text(item, col), role)
        if role == Qt.ItemDataRole.DisplayRole:
            return cell_text(item, col)
        if role == Qt.ItemDataRole.DecorationRole and col.field in ("color", "text_color"):
            return QColor(getattr(item, col.field))
        return None

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid():
            return False
        col = self.cols[index.column()]
        if col.kind == "bool":
            if role != Qt.ItemDataRole.CheckStateRole:
                return False
            value = Qt.CheckState(value) == Qt.CheckState.Checked
        elif role != Qt.ItemDataRole.EditRole:
            return False
        item = self.items()[index.row()]
        if col.field in ("id", "code") and not is_valid_id(str(value).strip()):
            self.error = id_refusal(str(value))
            return False
        try:
            new = with_cell(item, col, value)
        except ValueError as e:
            self.error = str(e)
            return False
        self.error = ""
        if new == item:
            return True
        kind_field = ID_PARTS.get(self.path)
        if kind_field is not None and col.field == kind_field[1]:
            old_id, new_id = getattr(item, col.field), getattr(new, col.field)
            if old_id and new_id and references(self.doc.scenario, kind_field[0], old_id):
                # Renaming an id renames every reference to it, in one undo step.
                self.doc.undo_stack.push(ReplaceScenarioCommand(
                    self.doc, rename_id(self.doc.scenario, kind_field[0], old_id, new_id),
                    translate("EditorCommands", "Rename {old} to {new}").format(
                        old=old_id, new=new_id)))
                return True
        name = (self.doc.name_of(item) or getattr(item, "code", None) or str(index.row() + 1))
        self.doc.undo_stack.push(ListItemCommand.replace(
            self.doc, self.path, index.row(), new,
            translate("EditorCommands", "Edit {field} of {item}").format(
                field=col.header, item=name)))
        return True
