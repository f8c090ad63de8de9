"""The order of battle: a sortable, filterable table of every unit with all its values,
buttons to add, duplicate and delete units (undoable), and the selected unit's counter as
it looks in play. Rows drag onto the map to set units up."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QSortFilterProxyModel, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from qtwargame.editor.commands import ListItemCommand
from qtwargame.editor.panels.counter_preview import CounterPreview
from qtwargame.editor.panels.oob_model import SORT_ROLE, UID_ROLE, OobModel
from qtwargame.editor.translate import translate
from qtwargame.scenario.models import UnitSpec


class OobFilter(QSortFilterProxyModel):
    """Text in any column, and optionally one side."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.side: str | None = None
        self.setSortRole(SORT_ROLE)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(-1)

    def set_side(self, side: str | None) -> None:
        self.beginFilterChange()
        self.side = side
        self.endFilterChange()

    def filterAcceptsRow(self, row, parent) -> bool:
        model = self.sourceModel()
        if self.side is not None and model.unit(row).side != self.side:
            return False
        return super().filterAcceptsRow(row, parent)

    def lessThan(self, left, right) -> bool:
        a, b = left.data(SORT_ROLE), right.data(SORT_ROLE)
        if type(a) is type(b):
            return a < b
        return str(a) < str(b)


class OobPanel(QWidget):
    unitSelected = Signal(str)
    statusMessage = Signal(str)

    def __init__(self, doc, parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.model = OobModel(doc, self)
        self.proxy = OobFilter(self)
        self.proxy.setSourceModel(self.model)
        self.filter = QLineEdit()
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.side = QComboBox()
        self.side.currentIndexChanged.connect(lambda _i: self.proxy.set_side(self.side.currentData()))
        self.add_button = QToolButton()
        self.dup_button = QToolButton()
        self.del_button = QToolButton()
        self.add_button.clicked.connect(self.add_unit)
        self.dup_button.clicked.connect(self.duplicate_selected)
        self.del_button.clicked.connect(self.delete_selected)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.filter, 1)
        top.addWidget(self.side)
        for b in (self.add_button, self.dup_button, self.del_button):
            top.addWidget(b)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setDragEnabled(True)
        self.table.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed
                                   | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.selectionModel().currentRowChanged.connect(self._current_changed)
        self.preview = CounterPreview()
        box = QVBoxLayout(self)
        box.setContentsMargins(4, 4, 4, 4)
        box.addLayout(top)
        box.addWidget(self.table, 1)
        box.addWidget(self.preview)
        doc.partChanged.connect(self._part_changed)
        doc.itemChanged.connect(lambda path, _i, _h: self._refresh_preview() if path == "units" else None)
        self.model.modelReset.connect(self._fit_columns)
        self.retranslate()
        self._fill_sides()
        self._fit_columns()

    def retranslate(self) -> None:
        self.filter.setPlaceholderText(self.tr("Filter units…"))
        self.add_button.setText(self.tr("Add"))
        self.dup_button.setText(self.tr("Duplicate"))
        self.del_button.setText(self.tr("Delete"))
        self.add_button.setToolTip(self.tr("Add a unit"))
        self.dup_button.setToolTip(self.tr("Duplicate the selected unit"))
        self.del_button.setToolTip(self.tr("Delete the selected units"))

    def _fill_sides(self) -> None:
        current = self.side.currentData()
        self.side.blockSignals(True)
        self.side.clear()
        self.side.addItem(self.tr("All sides"), None)
        for s in self.doc.scenario.sides:
            self.side.addItem(s.name.en, s.id)
        self.side.setCurrentIndex(max(self.side.findData(current), 0))
        self.side.blockSignals(False)

    def _part_changed(self, path: str) -> None:
        if path == "sides":
            self._fill_sides()
        if path in ("nationalities", "unit_types", "units"):
            self._refresh_preview()

    def _fit_columns(self) -> None:
        self.table.resizeColumnsToContents()
        header = self.table.horizontalHeader()
        for c in range(self.model.columnCount()):
            header.resizeSection(c, min(header.sectionSize(c), 160))

    # -- selection ----------------------------------------------------------------------------
    def selected_rows(self) -> list[int]:
        rows = {self.proxy.mapToSource(i).row() for i in self.table.selectionModel().selectedRows()}
        cur = self.table.currentIndex()
        if not rows and cur.isValid():
            rows = {self.proxy.mapToSource(cur).row()}
        return sorted(rows)

    def current_unit(self):
        cur = self.table.currentIndex()
        if not cur.isValid():
            return None
        row = self.proxy.mapToSource(cur).row()
        units = self.doc.scenario.units
        return units[row] if 0 <= row < len(units) else None

    def _current_changed(self, current, _previous) -> None:
        self._refresh_preview()
        unit = self.current_unit()
        if unit is not None:
            self.unitSelected.emit(unit.id)

    def _refresh_preview(self) -> None:
        self.preview.set_unit(self.doc.scenario, self.current_unit())

    def select_unit(self, index: int, column: int = 0) -> None:
        """Make unit ``index`` (in the document's order) current and visible."""
        src = self.model.index(index, column)
        proxy = self.proxy.mapFromSource(src)
        if not proxy.isValid():  # filtered out: show every unit
            self.filter.clear()
            self.side.setCurrentIndex(0)
            proxy = self.proxy.mapFromSource(src)
        self.table.selectionModel().setCurrentIndex(
            proxy, QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows)
        self.table.scrollTo(proxy)

    def uid_at(self, proxy_row: int) -> str:
        return self.proxy.index(proxy_row, 0).data(UID_ROLE)

    # -- add, duplicate, delete ------------------------------------------------------------------
    def new_unit(self) -> UnitSpec:
        sc = self.doc.scenario
        taken = {u.id for u in sc.units}
        n = len(sc.units) + 1
        while f"unit_{n}" in taken:
            n += 1
        uid = f"unit_{n}"
        side = sc.sides[0].id
        nat = next((x.id for x in sc.nationalities if x.side == side), sc.nationalities[0].id)
        keys = [k for u in sc.units[:1] for k in u.steps[0]] or ["attack", "defense", "movement"]
        return UnitSpec(id=uid, name={"en": uid.replace("_", " ").title()}, side=side,
                        nationality=nat, type=sc.unit_types[0].id, steps=[{k: 1 for k in keys}])

    def add_unit(self) -> None:
        self.doc.undo_stack.push(ListItemCommand.insert(
            self.doc, "units", self.new_unit(), translate("EditorCommands", "Add unit")))
        self.select_unit(len(self.doc.scenario.units) - 1)

    def duplicate_selected(self) -> None:
        rows = self.selected_rows()
        if not rows:
            return
        unit = self.doc.scenario.units[rows[0]]
        taken = {u.id for u in self.doc.scenario.units}
        n = 2
        while f"{unit.id}_{n}" in taken:
            n += 1
        copy = unit.model_copy(deep=True, update={"id": f"{unit.id}_{n}"})
        self.doc.undo_stack.push(ListItemCommand.insert(
            self.doc, "units", copy, translate("EditorCommands", "Duplicate unit"),
            index=rows[0] + 1))
        self.select_unit(rows[0] + 1)

    def delete_selected(self) -> None:
        rows = self.selected_rows()
        if not rows:
            return
        stack = self.doc.undo_stack
        stack.beginMacro(translate("EditorCommands", "Delete units"))
        for row in reversed(rows):
            stack.push(ListItemCommand.remove(
                self.doc, "units", row, translate("EditorCommands", "Delete unit")))
        stack.endMacro()
        if self.doc.scenario.units:
            self.select_unit(min(rows[0], len(self.doc.scenario.units) - 1))
