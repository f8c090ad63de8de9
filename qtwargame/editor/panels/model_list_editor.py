"""A titled table of one list part with buttons to add, delete and reorder items; all
undoable. See :mod:`qtwargame.editor.panels.model_list_model` for the cells."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from qtwargame.editor.commands import ListItemCommand, SetPartCommand
from qtwargame.editor.new_names import new_name
from qtwargame.editor.panels.id_choices import IdDelegate
from qtwargame.editor.panels.model_list_model import ModelListModel
from qtwargame.editor.panels.typing_table import TypingTable
from qtwargame.editor.renames import ID_PARTS, references
from qtwargame.editor.translate import translate
from qtwargame.engine.text import format_text


def new_item(cls, items: list, scenario, lang: str = "en"):
    """A valid new item of ``cls`` to add after ``items``: required fields get a
    placeholder (a fresh id, a name no item has in the editor's language ``lang``, the first
    side, the next turn number); a turn is dated "Turn 8" by its number (「第8ターン」) and
    has the weather of the turn before it."""
    data: dict = {}
    ids = {getattr(x, "id", None) for x in items} | {getattr(x, "code", None) for x in items}
    n = len(items) + 1
    while f"new_{n}" in ids:
        n += 1
    for name, info in cls.model_fields.items():
        if not info.is_required():
            continue
        if name in ("id", "code"):
            data[name] = f"new_{n}"
        elif name == "date" and "number" in cls.model_fields:  # a turn: "Turn 7", 「第7ターン」
            number = max((getattr(x, "number", 0) for x in items), default=0) + 1
            data[name] = new_name("turn", items, lang, number)[0]
        elif name in ("name", "date", "title"):
            data[name] = new_name("item", items, lang, n)[0]
        elif name == "side":
            data[name] = scenario.sides[0].id if scenario.sides else "side"
        elif name == "color":
            data[name] = "#808080"
        elif name == "number":
            data[name] = max((getattr(x, "number", 0) for x in items), default=0) + 1
        elif name == "kind":
            data[name] = "setup"
        elif name == "symbol":
            data[name] = "infantry"
        elif name in ("hex", "a", "b"):
            data[name] = next(iter(scenario.map.hexes), "0101")
        else:
            data[name] = ""
    if "weather" in cls.model_fields and items and getattr(items[-1], "weather", None):
        data["weather"] = items[-1].weather  # a new turn's weather: the turn before it's
    return cls.model_validate(data)


class ModelListEditor(QWidget):
    statusMessage = Signal(str)

    def __init__(self, doc, path: str, cls, title: str = "", only: list[str] | None = None,
                 parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.path = path
        self.cls = cls
        self.model = ModelListModel(doc, path, cls, only, self)
        self.title = QLabel(f"<b>{title}</b>" if title else "")
        self.table = TypingTable()
        self.table.setModel(self.model)
        self.delegate = IdDelegate(doc, self._field_of, self.table)
        self.table.setItemDelegate(self.delegate)
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        self.error.setWordWrap(True)
        self.add_button, self.del_button = QToolButton(), QToolButton()
        self.up_button, self.down_button = QToolButton(), QToolButton()
        self.add_button.clicked.connect(self.add)
        self.del_button.clicked.connect(self.delete_current)
        self.up_button.clicked.connect(lambda: self.move_current(-1))
        self.down_button.clicked.connect(lambda: self.move_current(1))
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.title, 1)
        for b in (self.add_button, self.del_button, self.up_button, self.down_button):
            row.addWidget(b)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addLayout(row)
        box.addWidget(self.table, 1)
        box.addWidget(self.error)
        self.model.dataChanged.connect(lambda *_: self.error.clear())
        self.table.itemDelegate().closeEditor.connect(self._editor_closed)
        self.model.modelReset.connect(self.table.resizeColumnsToContents)
        self.table.resizeColumnsToContents()
        self.retranslate()

    def retranslate(self) -> None:
        self.add_button.setText(self.tr("Add"))
        self.del_button.setText(self.tr("Delete"))
        self.up_button.setText("▲")
        self.down_button.setText("▼")
        self.up_button.setToolTip(self.tr("Move up"))
        self.down_button.setToolTip(self.tr("Move down"))

    def _field_of(self, index) -> str:
        return f"{self.path}.{self.model.cols[index.column()].field}"

    def _editor_closed(self, *_args) -> None:
        self.error.setText(self.model.error)
        if self.model.error:
            self.statusMessage.emit(self.model.error)

    def current_row(self) -> int | None:
        cur = self.table.currentIndex()
        return cur.row() if cur.isValid() else None

    def select_row(self, row: int) -> None:
        index = self.model.index(row, 0)
        self.table.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows)
        self.table.scrollTo(index)

    def add(self) -> None:
        items = self.doc.get(self.path)
        item = new_item(self.cls, items, self.doc.scenario, self.doc.lang)
        self.doc.undo_stack.push(ListItemCommand.insert(
            self.doc, self.path, item, translate("EditorCommands", "Add {item}").format(
                item=self.doc.name_of(item) or getattr(item, "code", ""))))
        self.select_row(len(items) - 1)

    def delete_current(self) -> None:
        row = self.current_row()
        if row is None:
            return
        item = self.doc.get(self.path)[row]
        name = self.doc.name_of(item) or getattr(item, "code", "")
        kind_field = ID_PARTS.get(self.path)
        if kind_field is not None and not self._may_delete(
                name, references(self.doc.scenario, kind_field[0],
                                 str(getattr(item, kind_field[1], "") or ""))):
            return
        self.doc.undo_stack.push(ListItemCommand.remove(
            self.doc, self.path, row, translate("EditorCommands", "Delete {item}").format(
                item=name)))

    def _may_delete(self, name: str, uses: int) -> bool:
        """True to delete an item ``uses`` places of the scenario name: at once when none
        does, else when the designer says so (deleting a side or a weather in use left
        every unit or turn naming it broken, said only by the problems that followed)."""
        if not uses:
            return True
        yes, cancel = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.Cancel
        answer = QMessageBox.question(
            self, self.tr("Delete {item}").format(item=name), format_text(self.tr(
                "{item} is named in {n:# place|# places} of the scenario. Delete it anyway? "
                "The validation will list each place that still names it; Undo brings it "
                "back."), item=name, n=uses), yes | cancel, cancel)
        return answer == yes

    def move_current(self, step: int) -> None:
        row = self.current_row()
        items = list(self.doc.get(self.path))
        if row is None or not 0 <= row + step < len(items):
            return
        items[row], items[row + step] = items[row + step], items[row]
        self.doc.undo_stack.push(SetPartCommand(
            self.doc, self.path, items, translate("EditorCommands", "Reorder")))
        self.select_row(row + step)
