"""The rules' per-turn data (``TurnSpec.data``) as a table: one row per turn, one column per
value any turn carries, nested objects flattened to dotted columns (``cards.german``).
A cell takes a number, true/false, a word, or a JSON list; an empty cell leaves the value out for that
turn. Add Column asks for a new dotted name. Each edit is one undo step naming the turn and
the value; a cell that does not fit is refused with the reason under the table."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtWidgets import (
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from qtwargame.editor.commands import ListItemCommand
from qtwargame.editor.panels.typing_table import TypingTableWidget
from qtwargame.editor.translate import translate
from qtwargame.i18n import field_words


def column_title(key: str) -> str:
    """A turn data column's heading: each part of its dotted key in words, translated
    where the ruleset names it (``RulesData``: 「カード · ドイツ軍」 for ``cards.german``)."""
    return " · ".join(translate("RulesData", field_words(part)) for part in key.split("."))


def leaves(data: dict, prefix: str = "") -> dict[str, Any]:
    """``{"cards": {"german": 6}}`` -> ``{"cards.german": 6}``."""
    out: dict[str, Any] = {}
    for k, v in data.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict) and v:
            out.update(leaves(v, key + "."))
        else:
            out[key] = v
    return out


def with_leaf(data: dict, key: str, value: Any) -> dict:
    """A copy of ``data`` with the dotted ``key`` set (``None``: removed, and emptied
    objects with it)."""
    import copy

    out = copy.deepcopy(data)
    parts = key.split(".")
    node = out
    trail = []
    for p in parts[:-1]:
        if not isinstance(node.get(p), dict):
            if value is None:
                return out
            node[p] = {}
        trail.append((node, p))
        node = node[p]
    if value is None:
        node.pop(parts[-1], None)
        for parent, p in reversed(trail):
            if parent[p] == {}:
                del parent[p]
    else:
        node[parts[-1]] = value
    return out


def parse_cell(text: str) -> Any:
    """A cell's text as a JSON value: a whole or decimal number, true/false, else a word;
    empty is None (left out)."""
    t = text.strip()
    if not t:
        return None
    if t[:1] in "[{":
        try:
            return json.loads(t)
        except json.JSONDecodeError as e:
            raise ValueError(translate("TurnDataTable", "not valid JSON: {error}").format(
                error=e.msg)) from None
    if t.lower() in ("true", "false"):
        return t.lower() == "true"
    try:
        return int(t)
    except ValueError:
        pass
    try:
        return float(t)
    except ValueError:
        return t


def cell_text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, dict)):
        return json.dumps(value, ensure_ascii=False)
    return str(value)


class TurnDataTable(QWidget):
    def __init__(self, doc, parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.columns: list[str] = []
        self._filling = False
        self.title = QLabel()
        self.add_button = QToolButton()
        self.add_button.clicked.connect(self._add_clicked)
        self.table = TypingTableWidget()
        self.table.itemChanged.connect(self._edited)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        self.error.setWordWrap(True)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.add_button)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addLayout(head)
        box.addWidget(self.table, 1)
        box.addWidget(self.error)
        doc.itemChanged.connect(lambda path, *_: self._changed(path))
        doc.partChanged.connect(self._changed)
        self.retranslate()

    def _changed(self, path: str) -> None:
        if path == "turns":
            self.fill()

    def retranslate(self) -> None:
        self.title.setText("<b>" + self.tr("Turn data of the rules") + "</b>")
        self.add_button.setText(self.tr("Add column…"))
        self.fill()

    def fill(self) -> None:
        turns = self.doc.scenario.turns
        found: list[str] = []
        for t in turns:
            for key in leaves(t.data):
                if key not in found:
                    found.append(key)
        self.columns = found + [c for c in self.columns if c not in found]
        self._filling = True
        self.table.clear()
        self.table.setColumnCount(len(self.columns))
        self.table.setRowCount(len(turns))
        for c, key in enumerate(self.columns):
            head = QTableWidgetItem(column_title(key))
            head.setToolTip(key)  # the key as the data writes it
            self.table.setHorizontalHeaderItem(c, head)
        self.table.setVerticalHeaderLabels([str(t.number) for t in turns])
        for r, t in enumerate(turns):
            values = leaves(t.data)
            for c, key in enumerate(self.columns):
                self.table.setItem(r, c, QTableWidgetItem(cell_text(values.get(key))))
        self._filling = False

    def set_cell(self, row: int, col: int, text: str) -> bool:
        """Set one turn's value from a cell's text; False (and why) when it does not fit."""
        turn = self.doc.scenario.turns[row]
        key = self.columns[col]
        try:
            value = parse_cell(text)
            new = turn.model_copy(update={"data": with_leaf(turn.data, key, value)})
            new = type(turn).model_validate(new.model_dump())
        except ValueError as e:
            self.error.setText(str(e))
            return False
        self.error.clear()
        if new != turn:
            self.doc.undo_stack.push(ListItemCommand.replace(
                self.doc, "turns", row, new, translate("EditorCommands", "Set {key} of turn {n}")
                .format(key=key, n=turn.number)))
        return True

    def _edited(self, item: QTableWidgetItem) -> None:
        if not self._filling:
            self.set_cell(item.row(), item.column(), item.text())

    def add_column(self, key: str) -> bool:
        key = key.strip().strip(".")
        if not key or key in self.columns:
            return False
        self.columns.append(key)
        self.fill()
        return True

    def _add_clicked(self) -> None:
        key, ok = QInputDialog.getText(self, self.tr("Add column"),
                                       self.tr("Name of the value (dots for nesting, e.g. "
                                               "cards.german):"))
        if ok:
            self.add_column(key)
