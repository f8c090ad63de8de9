"""The order of battle: a sortable, filterable table of every unit with all its values,
buttons to add, duplicate and delete units (undoable), and the selected unit's counter as
it looks in play. Rows drag onto the map to set units up, showing their counters.

Cells that refer to other parts (side, nationality, type, kind, setup code and region,
arrival area) show the parts' names and are drop-downs of known ids; the filter finds a
unit by a name shown or by the id behind it. Editing a cell of one of several selected rows
sets that column for all of them in one undo step. A value that does not fit is refused
with the reason shown under the table."""

from __future__ import annotations

from PySide6.QtCore import (
    QCollator,
    QItemSelectionModel,
    QPoint,
    QRectF,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QDrag, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from qtwargame.editor.commands import ListItemCommand
from qtwargame.editor.new_names import new_name
from qtwargame.editor.panels.counter_preview import CounterPreview
from qtwargame.editor.panels.id_choices import IdDelegate
from qtwargame.editor.panels.oob_model import SORT_ROLE, UID_ROLE, OobModel
from qtwargame.editor.panels.typing_table import TypingTable
from qtwargame.editor.slug import copy_number, next_free_id, numbered_name
from qtwargame.editor.translate import translate
from qtwargame.editor.unit_look import unit_look
from qtwargame.editor.wheel_guard import ComboBox
from qtwargame.scenario.models import Localized, UnitSpec
from qtwargame.ui.collation import name_collator
from qtwargame.ui.counter_painter import paint_counter

#: How many rows fitting the columns reads.
FIT_ROWS = 40
#: The widest a column is fitted (the designer may widen it), and what a cell adds to its text.
MAX_WIDTH = 160
CELL_PAD = 8
#: Size of a counter in the drag image, and how many of a multiple drag are drawn.
DRAG_SIZE = 48
DRAG_SHOWN = 3


def counters_pixmap(scenario, units, size: int = DRAG_SIZE) -> QPixmap:
    """The counters of ``units`` (the first few, fanned) as they look in play."""
    shown = units[:DRAG_SHOWN]
    step = size // 6
    pm = QPixmap(size + step * (len(shown) - 1) + 2, size + step * (len(shown) - 1) + 2)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i, unit in enumerate(reversed(shown)):
        k = len(shown) - 1 - i
        paint_counter(p, QRectF(1 + k * step, 1 + k * step, size, size),
                      unit_look(scenario, unit, 0))
    p.end()
    return pm


def unchanged(before, value) -> bool:
    """Whether an editor's ``value`` is what the cell held when it opened."""
    return str("" if before is None else before).strip() == str("" if value is None else value).strip()


class OobTable(TypingTable):
    """The table, whose drags show the dragged units' counters instead of the rows."""

    def __init__(self, panel) -> None:
        super().__init__()
        self.panel = panel
        self.last_drag_pixmap: QPixmap | None = None

    def drag_pixmap(self) -> QPixmap:
        units = [self.panel.doc.scenario.units[r] for r in self.panel.selected_rows()]
        return counters_pixmap(self.panel.doc.scenario, units)

    def startDrag(self, actions) -> None:
        indexes = self.selectionModel().selectedRows() or [self.currentIndex()]
        mime = self.model().mimeData(indexes)
        if mime is None:
            return
        drag = QDrag(self)
        drag.setMimeData(mime)
        pm = self.drag_pixmap()
        self.last_drag_pixmap = pm
        drag.setPixmap(pm)
        drag.setHotSpot(QPoint(DRAG_SIZE // 2, DRAG_SIZE // 2))
        drag.exec(Qt.DropAction.CopyAction)


class OobFilter(QSortFilterProxyModel):
    """Text in any column (a name shown, or the id behind it), and optionally one side."""

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
        if self.side is not None and isinstance(model, OobModel) and model.unit(row).side != self.side:
            return False
        if super().filterAcceptsRow(row, parent):
            return True
        if not isinstance(model, OobModel):
            return False
        unit = model.unit(row)
        match = self.filterRegularExpression().match
        return any(match(str(model.raw(unit, col))).hasMatch() for col in model.ref_columns())

    def lessThan(self, left, right) -> bool:
        a, b = left.data(SORT_ROLE), right.data(SORT_ROLE)
        if isinstance(a, str) and isinstance(b, str):
            return self.collator().compare(a, b) < 0
        if type(a) is type(b):
            return a < b
        return str(a) < str(b)

    def collator(self) -> QCollator:
        """Texts in the order of the language the names are shown in
        (``ui.collation.name_collator``)."""
        model = self.sourceModel()
        return name_collator(getattr(getattr(model, "doc", None), "lang", "en") or "en")


class OobPanel(QWidget):
    unitSelected = Signal(str)
    statusMessage = Signal(str)

    def __init__(self, doc, parent=None, lang: str = "en") -> None:
        super().__init__(parent)
        self.doc = doc
        self.lang = lang  # the language the sides are named in
        self.model = OobModel(doc, self)
        self.proxy = OobFilter(self)
        self.proxy.setSourceModel(self.model)
        self.filter = QLineEdit()
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.side = ComboBox()
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
        self.table = OobTable(self)
        self.table.setModel(self.proxy)
        self.delegate = IdDelegate(doc, self._field_of, self.table, commit=self._commit)
        self.table.setItemDelegate(self.delegate)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        # the file's order until a header is clicked: no sort indicator before sorting is
        # enabled (enabling it sorts by the indicator's column, every row compared in Python)
        self.table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
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
        self.preview = CounterPreview(lang=lang)
        # the counter drags like its row (session 84 by hand: a designer reached for it)
        self.preview.dragStarted.connect(lambda: self.table.startDrag(Qt.DropAction.CopyAction))
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        self.error.setWordWrap(True)
        self.error.hide()
        box = QVBoxLayout(self)
        box.setContentsMargins(4, 4, 4, 4)
        box.addLayout(top)
        box.addWidget(self.table, 1)
        box.addWidget(self.error)
        box.addWidget(self.preview)
        self.delegate.closeEditor.connect(lambda *_: self.show_error())
        for signal in (doc.itemChanged, doc.partChanged, doc.mapReset):  # a refusal is of its moment
            signal.connect(self.clear_error)
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
            self.side.addItem(s.name.get(self.lang), s.id)
        self.side.setCurrentIndex(max(self.side.findData(current), 0))
        self.side.blockSignals(False)

    def _part_changed(self, path: str) -> None:
        if path == "sides":
            self._fill_sides()
        if path in ("nationalities", "unit_types", "units"):
            self._refresh_preview()

    def _fit_columns(self) -> None:
        """Columns as wide as their first rows' contents (reading every row of a large
        order of battle would slow the editor's opening); a column that refers to other
        parts as wide as the names it shows in any row (Defiant Russia's Soviet units come
        after its first rows, and 「ソビエト連邦」 is twice as wide as 「枢軸軍」); none wider
        than MAX_WIDTH."""
        header = self.table.horizontalHeader()
        header.setResizeContentsPrecision(FIT_ROWS)
        self.table.resizeColumnsToContents()
        fm = self.table.fontMetrics()
        refs, units = self.model.refs, self.doc.scenario.units
        for c, col in enumerate(self.model.columns()):
            width = header.sectionSize(c)
            if refs.refers(f"units.{col}"):
                shown = {refs.text(f"units.{col}", str(self.model.raw(u, col))) for u in units}
                width = max([width, *(fm.horizontalAdvance(t) + CELL_PAD for t in shown)])
            header.resizeSection(c, min(width, MAX_WIDTH))

    # -- editing ------------------------------------------------------------------------------
    def _field_of(self, proxy_index) -> str:
        return "units." + self.model.columns()[proxy_index.column()]

    def _commit(self, proxy_index, value) -> bool:
        """Write an edited cell: to every selected row when the cell is one of several. An
        editor closed without a change (Enter on what it opened with) writes nothing, to
        this row or any other."""
        if unchanged(proxy_index.data(Qt.ItemDataRole.EditRole), value):
            self.model.error = ""
            self.show_error()
            return True
        row = self.proxy.mapToSource(proxy_index).row()
        rows = self.selected_rows()
        if len(rows) > 1 and row in rows:
            self.model.set_rows(rows, proxy_index.column(), value)
        else:
            self.model.setData(self.proxy.mapToSource(proxy_index), value)
        self.show_error()
        return True

    def clear_error(self, *_args) -> None:
        """Forget the last refusal once the document or the current row changes."""
        self.model.error = ""
        self.show_error()

    def show_error(self) -> None:
        """Show why the last edit was refused (or hide the message)."""
        self.error.setText(self.model.error)
        self.error.setVisible(bool(self.model.error))
        if self.model.error:
            self.statusMessage.emit(self.model.error)

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
        self.clear_error()
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
        name, _ = new_name("unit", sc.units, self.doc.lang, n)
        return UnitSpec(id=uid, name=Localized(**name), side=side,
                        nationality=nat, type=sc.unit_types[0].id, steps=[{k: 1 for k in keys}])

    def add_unit(self) -> None:
        unit = self.new_unit()  # the history names it, as it names a new list item
        self.doc.undo_stack.push(ListItemCommand.insert(
            self.doc, "units", unit, translate("EditorCommands", "Add {item}").format(
                item=self.doc.name_of(unit))))
        self.select_unit(len(self.doc.scenario.units) - 1)

    def duplicate_selected(self) -> None:
        """Copy every selected unit (fresh ids), the copies after the last one selected,
        in one undo step; the copies end up selected."""
        rows = self.selected_rows()
        if not rows:
            return
        taken = {u.id for u in self.doc.scenario.units}
        # a copy's name is numbered as its id is ("1st Infantry (2)"): seven copies all
        # read "1st Infantry", alike in every list, and nothing said so
        names = {lang: {getattr(u.name, lang) for u in self.doc.scenario.units}
                 for lang in ("en", "ja")}
        copies = []
        for row in rows:
            unit = self.doc.scenario.units[row]
            ident = next_free_id(unit.id, taken)
            taken.add(ident)
            given = {"en": unit.name.en, "ja": unit.name.ja}
            n = copy_number(given, names)
            name = Localized(**{lang: numbered_name(text, n) for lang, text in given.items()})
            for lang in names:
                names[lang].add(getattr(name, lang))
            copies.append(unit.model_copy(deep=True, update={"id": ident, "name": name}))
        stack = self.doc.undo_stack
        at = rows[-1] + 1
        stack.beginMacro(translate("EditorCommands", "Duplicate {n} units").format(n=len(copies))
                         if len(copies) > 1 else
                         translate("EditorCommands", "Duplicate {unit}").format(
                             unit=self.doc.name_of(self.doc.scenario.units[rows[0]])))
        for k, copy in enumerate(copies):
            stack.push(ListItemCommand.insert(
                self.doc, "units", copy, translate("EditorCommands", "Duplicate unit"),
                index=at + k))
        stack.endMacro()
        self.select_rows(list(range(at, at + len(copies))))

    def select_rows(self, rows: list[int]) -> None:
        """Select units by their rows in the document."""
        sel = self.table.selectionModel()
        sel.clearSelection()
        for k, row in enumerate(rows):
            proxy = self.proxy.mapFromSource(self.model.index(row, 0))
            if not proxy.isValid():
                continue
            flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
            sel.select(proxy, flags)
            if k == 0:
                sel.setCurrentIndex(proxy, QItemSelectionModel.SelectionFlag.NoUpdate)

    def delete_selected(self) -> None:
        rows = self.selected_rows()
        if not rows:
            return
        stack = self.doc.undo_stack
        units = self.doc.scenario.units
        stack.beginMacro(translate("EditorCommands", "Delete {unit}").format(
            unit=self.doc.name_of(units[rows[0]])) if len(rows) == 1 else
            translate("EditorCommands", "Delete {n} units").format(n=len(rows)))
        for row in reversed(rows):
            stack.push(ListItemCommand.remove(
                self.doc, "units", row, translate("EditorCommands", "Delete unit")))
        stack.endMacro()
        if self.doc.scenario.units:
            self.select_unit(min(rows[0], len(self.doc.scenario.units) - 1))
