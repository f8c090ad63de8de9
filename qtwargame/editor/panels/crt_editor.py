"""Results tables (``scenario.tables``), such as combat results tables: pick a table, edit
its id and names, its column keys (odds or differentials), its row keys (die rolls) and
every result cell. Each edit is one undoable step.

Double-click a column or row header to rename it. Below the table's names, the keys and
results that are words or ids (``german_lake``, ``clear:4``) are listed with how they read to
a player in English and Japanese (``TableSpec.labels``).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from qtwargame.editor.commands import SetPartCommand
from qtwargame.editor.new_names import edited_name, new_name
from qtwargame.editor.panels.ruleset_note import RulesetNote, ruleset_name, ruleset_reads
from qtwargame.editor.panels.typing_table import TypingTableWidget
from qtwargame.editor.panels.wrapped_line import WrappedLine
from qtwargame.editor.translate import translate
from qtwargame.editor.wheel_guard import ComboBox
from qtwargame.engine.text import format_text
from qtwargame.scenario.models import Localized, TableSpec

#: A key or result that reads as a word (three letters or more, or an id with ``_``): it
#: wants a label in each language. Numbers, odds and printed codes (DE, 1/R) do not.
WORDY = re.compile(r"[A-Za-z]{3,}|_")


def wordy_keys(table: TableSpec) -> list[str]:
    """The table's column keys, row keys and distinct results that want a label (or have
    one), in that order."""
    out: list[str] = []
    for key in [*table.columns, *table.rows, *(c for row in table.rows.values() for c in row)]:
        if key not in out and (key in table.labels or WORDY.search(key)):
            out.append(key)
    return out


def used_keys(table_data: dict) -> set[str]:
    rows = table_data["rows"]
    return set(table_data["columns"]) | set(rows) | {c for row in rows.values() for c in row}


def column_value(key: str) -> tuple[str, float] | None:
    """What a column key counts, and of which kind: odds ("3:1" 3, "1:2" 0.5) or a
    difference ("+2", "-1", "0"); None for any other key (a word)."""
    text = key.strip()
    if m := re.fullmatch(r"(\d+)\s*:\s*(\d+)", text):
        a, b = int(m.group(1)), int(m.group(2))
        return ("odds", a / b) if b else None
    if re.fullmatch(r"[+-]?\d+", text):
        return "difference", float(int(text))
    return None


def column_place(columns: list[str], key: str) -> int | None:
    """Where a new column ``key`` belongs among ``columns`` that all count the same way in
    ascending order (an odds table: "6:1" after "5:1", "1:3" before "1:2"), since the rules
    read such a table by its columns' order and shift along it; None where they do not (a
    word, a mixed or unordered table: after the current column, as before)."""
    new = column_value(key)
    values = [column_value(c) for c in columns]
    if new is None or not values or any(v is None or v[0] != new[0] for v in values):
        return None
    counts = [v[1] for v in values if v is not None]
    if counts != sorted(counts):
        return None
    return sum(1 for c in counts if c <= new[1])


def rules_data_field(ruleset_id: str, table_id: str) -> str | None:
    """The field of the ruleset's rules data that holds what a results table of id
    ``table_id`` shows, where the rules play it from there and not from the table: the
    field of the table's own id or that id and ``_table`` (Red Vengeance's ``air`` table
    is played from ``air_table``, its ``random_weather`` and ``baltic_track`` from the
    fields of those names); None where the data model has neither."""
    from qtwargame.editor.panels.ruleset_data import rules_data_model

    model = rules_data_model(ruleset_id)
    fields = model.model_fields if model is not None else {}
    return next((f for f in (table_id, f"{table_id}_table") if f in fields), None)


class CrtEditor(QWidget):
    #: "Open Rules Data" clicked under a change the rules do not read: the JSON path of
    #: the rules data's field that the rules play instead of the table
    #: (``$.rules_data.air_table``), or ``$.rules_data`` where no field matches
    showRulesData = Signal(str)

    def __init__(self, doc, parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self._filling = False
        self.choice = ComboBox()
        self.choice.currentIndexChanged.connect(lambda _i: self.fill())
        self.choice.activated.connect(lambda _i: self._unread_said(False))
        self.add_table_button, self.del_table_button = QToolButton(), QToolButton()
        self.add_table_button.clicked.connect(self.add_table)
        self.del_table_button.clicked.connect(self.delete_table)
        self.ident, self.name_en, self.name_ja = QLineEdit(), QLineEdit(), QLineEdit()
        self.notes_en, self.notes_ja = WrappedLine(), WrappedLine()  # read whole, wrapped
        for w in (self.ident, self.name_en, self.name_ja, self.notes_en, self.notes_ja):
            w.editingFinished.connect(self._fields_edited)
        self.label_grid = TypingTableWidget(0, 3)
        self.label_grid.itemChanged.connect(self._label_edited)
        self.label_grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.label_grid.verticalHeader().setVisible(False)
        self.label_grid.verticalHeader().setDefaultSectionSize(22)
        self.labels_title = QLabel()
        self.grid = TypingTableWidget()
        self.grid.itemChanged.connect(self._cell_edited)
        self.grid.installEventFilter(self)  # Delete empties the selected cells
        self.grid.horizontalHeader().sectionDoubleClicked.connect(self._rename_column_asked)
        self.grid.verticalHeader().sectionDoubleClicked.connect(self._rename_row_asked)
        self.grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.grid.horizontalHeader().setMinimumSectionSize(36)
        self.grid.verticalHeader().setDefaultSectionSize(22)
        self.buttons = {}
        bar = QHBoxLayout()
        bar.setContentsMargins(0, 0, 0, 0)
        for key, slot in (("add_column", self._add_column_asked),
                          ("remove_column", self._remove_column_clicked),
                          ("add_row", self._add_row_asked), ("remove_row", self._remove_row_clicked)):
            b = QToolButton()
            b.clicked.connect(slot)
            self.buttons[key] = b
            bar.addWidget(b)
        bar.addStretch(1)
        self.help = QLabel()
        self.help.setStyleSheet("color: palette(mid)")
        bar.addWidget(self.help)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.choice, 1)
        top.addWidget(self.add_table_button)
        top.addWidget(self.del_table_button)
        self.form = QFormLayout()
        self.form.setVerticalSpacing(3)
        self.labels = [QLabel() for _ in range(5)]
        for label, field in zip(self.labels, (self.ident, self.name_en, self.name_ja,
                                              self.notes_en, self.notes_ja)):
            self.form.addRow(label, field)
        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        side.addLayout(top)
        side.addLayout(self.form)
        side.addWidget(self.labels_title)
        side.addWidget(self.label_grid, 1)
        right = QVBoxLayout()
        right.setContentsMargins(0, 0, 0, 0)
        # where the rules read no table (Red Vengeance reads its air table from its rules data)
        self.note = RulesetNote(doc, "tables")
        right.addWidget(self.note)
        # said after each change of a table the rules do not read, where it was made: the
        # note above alone let a designer believe an edited air table was played
        self.unread = QLabel()
        self.unread.setWordWrap(True)
        self.unread.setStyleSheet("color: #b00020")
        self.open_rules = QPushButton()
        self.open_rules.clicked.connect(self._open_rules_data)
        self.unread_box = QWidget()
        unread_row = QHBoxLayout(self.unread_box)
        unread_row.setContentsMargins(0, 0, 0, 0)
        unread_row.addWidget(self.unread, 1)
        unread_row.addWidget(self.open_rules)
        self.unread_box.hide()
        right.addWidget(self.unread_box)
        right.addLayout(bar)
        right.addWidget(self.grid, 1)
        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addLayout(side, 2)
        box.addLayout(right, 5)
        doc.partChanged.connect(self._part_changed)
        doc.itemChanged.connect(lambda path, _i, _h: self._part_changed(path))
        self.retranslate()
        self.refill_choice()

    def retranslate(self) -> None:
        self.add_table_button.setText(self.tr("New table"))
        self.del_table_button.setText(self.tr("Delete table"))
        for label, text in zip(self.labels, (self.tr("ID"), self.tr("Name (English)"),
                                             self.tr("Name (Japanese)"), self.tr("Notes (English)"),
                                             self.tr("Notes (Japanese)"))):
            label.setText(text)
        self.buttons["add_column"].setText(self.tr("+ Column"))
        self.buttons["remove_column"].setText(self.tr("− Column"))
        self.buttons["add_row"].setText(self.tr("+ Row"))
        self.buttons["remove_row"].setText(self.tr("− Row"))
        self.open_rules.setText(self.tr("Open Rules Data"))
        self.help.setText(self.tr("Double-click a header to rename it."))
        self.help.setToolTip(self.tr("Columns are odds or differentials, rows are die rolls."))
        self.labels_title.setText(self.tr("How keys and results read to a player:"))
        self.label_grid.setHorizontalHeaderLabels([self.tr("Key or result"), self.tr("English"),
                                                   self.tr("Japanese")])
        self.label_grid.setToolTip(self.tr("Leave both empty to show the key as it is."))

    # -- the table shown ----------------------------------------------------------------------
    def index(self) -> int | None:
        i = self.choice.currentIndex()
        return i if 0 <= i < len(self.doc.scenario.tables) else None

    def table(self) -> TableSpec | None:
        i = self.index()
        return self.doc.scenario.tables[i] if i is not None else None

    def shown_index(self) -> int:
        """The index of the table shown; the edits below are offered only while one is."""
        i = self.index()
        if i is None:
            raise LookupError("no table is shown")
        return i

    def shown(self) -> TableSpec:
        """The table shown (see :meth:`shown_index`)."""
        return self.doc.scenario.tables[self.shown_index()]

    def _part_changed(self, path: str) -> None:
        if path == "tables":
            self.refill_choice()
        elif path == "ruleset":
            self._unread_said(False)

    def _open_rules_data(self) -> None:
        t = self.table()
        field = rules_data_field(self.doc.scenario.ruleset, t.id) if t is not None else None
        self.showRulesData.emit(f"$.rules_data.{field}" if field else "$.rules_data")

    def _unread_said(self, shown: bool) -> None:
        self.unread_box.setVisible(shown)

    def refill_choice(self) -> None:
        current = self.choice.currentIndex()
        self.choice.blockSignals(True)
        self.choice.clear()
        for t in self.doc.scenario.tables:
            self.choice.addItem(f"{self.doc.name_of(t)} ({t.id})")
        n = len(self.doc.scenario.tables)
        self.choice.setCurrentIndex(min(max(current, 0), n - 1) if n else -1)
        self.choice.blockSignals(False)
        self.fill()

    def select_table(self, i: int) -> None:
        self.choice.setCurrentIndex(i)

    def select_cell(self, row: int, col: int | None) -> None:
        """Make a cell (or the first cell of a row) of the shown table current."""
        if 0 <= row < self.grid.rowCount():
            c = col if col is not None and 0 <= col < self.grid.columnCount() else 0
            self.grid.setCurrentCell(row, c)
            item = self.grid.item(row, c)
            if item is not None:
                self.grid.scrollToItem(item)
            self.grid.setFocus()

    def fill(self) -> None:
        t = self.table()
        self._filling = True
        for w in (self.ident, self.name_en, self.name_ja, self.notes_en, self.notes_ja,
                  self.grid, self.label_grid, self.del_table_button, *self.buttons.values()):
            w.setEnabled(t is not None)
        if t is None:
            self.grid.clear()
            self.grid.setRowCount(0)
            self.grid.setColumnCount(0)
            self.label_grid.setRowCount(0)
            self._filling = False
            return
        self.ident.setText(t.id)
        self.name_en.setText(t.name.en)
        self.name_ja.setText(t.name.ja)
        self.notes_en.setText(t.notes.en if t.notes else "")
        self.notes_ja.setText(t.notes.ja if t.notes else "")
        keys = list(t.rows)
        # The grid is refilled after every edit, a cell's own included: its current cell
        # stays where it was (a designer typing results down a column, Return and Down,
        # went on in the first column's first cell), and the cells are written over in
        # place where the table kept its shape (the cell just edited is not thrown away
        # under its editor).
        grid = self.grid
        current = (grid.currentRow(), grid.currentColumn())
        same_shape = (grid.rowCount(), grid.columnCount()) == (len(keys), len(t.columns))
        if not same_shape:
            grid.clear()
            grid.setColumnCount(len(t.columns))
            grid.setRowCount(len(keys))
        grid.setHorizontalHeaderLabels(t.columns)
        grid.setVerticalHeaderLabels(keys)
        for r, key in enumerate(keys):
            row = t.rows[key]
            for c in range(len(t.columns)):
                item = grid.item(r, c)
                if item is None:
                    item = QTableWidgetItem()
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    grid.setItem(r, c, item)
                item.setText(row[c] if c < len(row) else "")
                item.setBackground(Qt.GlobalColor.yellow if c >= len(row) else QBrush())
        if not same_shape and 0 <= current[0] < len(keys) and 0 <= current[1] < len(t.columns):
            grid.setCurrentCell(*current)
        wordy = wordy_keys(t)
        self.label_grid.setRowCount(len(wordy))
        for r, key in enumerate(wordy):
            label = t.labels.get(key)
            key_item = QTableWidgetItem(key)
            key_item.setFlags(key_item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.label_grid.setItem(r, 0, key_item)
            self.label_grid.setItem(r, 1, QTableWidgetItem(label.en if label else ""))
            self.label_grid.setItem(r, 2, QTableWidgetItem(label.ja if label else ""))
        self._filling = False

    # -- edits ----------------------------------------------------------------------------------
    def _replace(self, table: TableSpec, text: str) -> None:
        i = self.shown_index()
        tables = [x.model_copy(deep=True) for x in self.doc.scenario.tables]
        tables[i] = table
        self.doc.undo_stack.push(SetPartCommand(self.doc, "tables", tables, text))
        rid = self.doc.scenario.ruleset
        if not ruleset_reads(rid, "tables"):
            self.unread.setText(self.tr(
                "Changed only what the players read: the {rules} rules still play the "
                "values in the Rules Data tab, which this change did not touch.").format(
                rules=ruleset_name(rid)))
            self.unread_box.show()

    def _edited_copy(self, **update) -> TableSpec:
        """The shown table with ``update``; labels of keys the table no longer has go."""
        t = self.shown()
        data = t.model_dump()
        data.update(update)
        used = used_keys(data)
        data["labels"] = {k: v for k, v in data["labels"].items() if k in used}
        return TableSpec.model_validate(data)

    def set_label(self, key: str, en: str, ja: str) -> None:
        """How ``key`` reads to a player; both texts empty: as it is (no label)."""
        t = self.shown()
        labels = {k: v.model_dump() for k, v in t.labels.items()}
        en, ja = en.strip(), ja.strip()
        if en or ja:
            labels[key] = {"en": en or key, "ja": ja}
        else:
            labels.pop(key, None)
        new = self._edited_copy(labels=labels)
        if new != t:
            self._replace(new, translate("EditorCommands", "Label {key} in table {table}").format(
                key=key, table=self.doc.name_of(t)))

    def _label_edited(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() == 0:
            return
        r = item.row()
        key, en, ja = (_cell_text(self.label_grid, r, c) for c in range(3))
        self.set_label(key, en, ja)

    def _fields_edited(self) -> None:
        t = self.table()
        if t is None or self._filling:
            return
        notes = None
        if self.notes_en.text().strip() or self.notes_ja.text().strip():
            notes = {"en": self.notes_en.text().strip(), "ja": self.notes_ja.text().strip()}
        ident = self.ident.text().strip() or t.id
        new = self._edited_copy(id=ident, notes=notes,
                                name=edited_name(self.name_en.text(), self.name_ja.text(), t.name))
        if new != t:
            self._replace(new, translate("EditorCommands", "Edit table"))

    def set_cell(self, row: int, col: int, text: str) -> None:
        t = self.shown()
        key = list(t.rows)[row]
        rows = {k: list(v) for k, v in t.rows.items()}
        cells = rows[key] + [""] * (len(t.columns) - len(rows[key]))
        cells[col] = text.strip()
        rows[key] = cells
        self._replace(self._edited_copy(rows=rows), translate(
            "EditorCommands", "Edit {table} row {row}, column {column}").format(
            table=self.doc.name_of(t), row=key, column=t.columns[col]))

    def clear_cells(self, cells: list[tuple[int, int]]) -> None:
        """Empty the cells (row, column) of the shown table: one undo step."""
        t = self.shown()
        keys = list(t.rows)
        rows = {k: list(v) + [""] * (len(t.columns) - len(v)) for k, v in t.rows.items()}
        cells = [(r, c) for r, c in cells if r < len(keys) and c < len(t.columns)
                 and rows[keys[r]][c] != ""]
        if not cells:
            return
        for r, c in cells:
            rows[keys[r]][c] = ""
        self._replace(self._edited_copy(rows=rows), format_text(
            translate("EditorCommands", "Clear {n:# cell|# cells} of {table}"),
            n=len(cells), table=self.doc.name_of(t)))

    def eventFilter(self, obj, event) -> bool:
        # Delete or Backspace on the grid (not in a cell's editor) empties the selected
        # cells, as a spreadsheet does
        if (obj is self.grid and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)
                and self.grid.state() != QAbstractItemView.State.EditingState):
            self.clear_cells([(i.row(), i.column()) for i in self.grid.selectedIndexes()])
            return True
        return super().eventFilter(obj, event)

    def _cell_edited(self, item: QTableWidgetItem) -> None:
        if self._filling:
            return
        t = self.shown()
        key = list(t.rows)[item.row()]
        row = t.rows[key]
        old = row[item.column()] if item.column() < len(row) else None
        if item.text().strip() != old:
            self.set_cell(item.row(), item.column(), item.text())

    def add_column(self, name: str, at: int | None = None) -> None:
        t = self.shown()
        at = len(t.columns) if at is None else at
        columns = list(t.columns)
        columns.insert(at, name)
        rows = {k: v[:at] + [""] + v[at:] for k, v in t.rows.items()}
        self._replace(self._edited_copy(columns=columns, rows=rows),
                      translate("EditorCommands", "Add table column"))

    def remove_column(self, col: int) -> None:
        t = self.shown()
        if len(t.columns) <= 1:
            return
        columns = [c for i, c in enumerate(t.columns) if i != col]
        rows = {k: [x for i, x in enumerate(v) if i != col] for k, v in t.rows.items()}
        self._replace(self._edited_copy(columns=columns, rows=rows),
                      translate("EditorCommands", "Remove table column"))

    def rename_column(self, col: int, name: str) -> None:
        t = self.shown()
        columns = list(t.columns)
        old = columns[col]
        columns[col] = name
        self._replace(self._edited_copy(columns=columns, labels=_moved(t, old, name)),
                      translate("EditorCommands", "Rename table column"))

    def add_row(self, key: str) -> None:
        t = self.shown()
        if key in t.rows:
            return
        rows = {k: list(v) for k, v in t.rows.items()}
        rows[key] = [""] * len(t.columns)
        self._replace(self._edited_copy(rows=rows), translate("EditorCommands", "Add table row"))

    def remove_row(self, row: int) -> None:
        t = self.shown()
        if len(t.rows) <= 1:
            return
        key = list(t.rows)[row]
        rows = {k: list(v) for k, v in t.rows.items() if k != key}
        self._replace(self._edited_copy(rows=rows), translate("EditorCommands", "Remove table row"))

    def rename_row(self, row: int, key: str) -> None:
        t = self.shown()
        old = list(t.rows)[row]
        if key == old or key in t.rows:
            return
        rows = {(key if k == old else k): list(v) for k, v in t.rows.items()}
        self._replace(self._edited_copy(rows=rows, labels=_moved(t, old, key)),
                      translate("EditorCommands", "Rename table row"))

    def add_table(self) -> None:
        tables = [x.model_copy(deep=True) for x in self.doc.scenario.tables]
        ids = {x.id for x in tables}
        n = len(tables) + 1
        while f"table_{n}" in ids:
            n += 1
        name, _ = new_name("table", tables, self.doc.lang, n)
        tables.append(TableSpec(id=f"table_{n}", name=Localized(**name), columns=["1:1"],
                                rows={"1": [""]}))
        self.doc.undo_stack.push(SetPartCommand(self.doc, "tables", tables,
                                                translate("EditorCommands", "Add table")))
        self.choice.setCurrentIndex(len(tables) - 1)

    def delete_table(self) -> None:
        i = self.index()
        if i is None:
            return
        tables = [x for j, x in enumerate(self.doc.scenario.tables) if j != i]
        self.doc.undo_stack.push(SetPartCommand(self.doc, "tables", tables,
                                                translate("EditorCommands", "Delete table")))

    # -- asking ------------------------------------------------------------------------------
    def _ask(self, title: str, label: str, text: str = "") -> str | None:
        value, ok = QInputDialog.getText(self, title, label, text=text)
        return value.strip() if ok and value.strip() else None

    def _add_column_asked(self) -> None:
        name = self._ask(self.tr("Add column"), self.tr("Column key (e.g. 3:1 or +2):"))
        if name is not None:
            cur = self.grid.currentColumn()
            at = column_place(self.shown().columns, name)
            self.add_column(name, at if at is not None else cur + 1 if cur >= 0 else None)

    def _remove_column_clicked(self) -> None:
        col = self.grid.currentColumn()
        if col >= 0:
            self.remove_column(col)

    def _add_row_asked(self) -> None:
        key = self._ask(self.tr("Add row"), self.tr("Row key (e.g. a die roll):"))
        if key is not None:
            self.add_row(key)

    def _remove_row_clicked(self) -> None:
        row = self.grid.currentRow()
        if row >= 0:
            self.remove_row(row)

    def _rename_column_asked(self, col: int) -> None:
        name = self._ask(self.tr("Rename column"), self.tr("Column key:"), self.shown().columns[col])
        if name is not None:
            self.rename_column(col, name)

    def _rename_row_asked(self, row: int) -> None:
        old = list(self.shown().rows)[row]
        key = self._ask(self.tr("Rename row"), self.tr("Row key:"), old)
        if key is not None:
            self.rename_row(row, key)


def _moved(table: TableSpec, old: str, new: str) -> dict:
    """The table's labels with the one of a renamed key also under its new name (the old
    one goes unless a result still reads it: :meth:`CrtEditor._edited_copy`)."""
    labels = {k: v.model_dump() for k, v in table.labels.items()}
    if old in labels and new not in labels:
        labels[new] = labels[old]
    return labels


def _cell_text(grid: QTableWidget, row: int, col: int) -> str:
    """The text of a cell; an empty cell has no item."""
    item = grid.item(row, col)
    return item.text() if item is not None else ""
