"""The scenario's results tables, with the column of the attack being prepared and the row
of the die just rolled highlighted."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from qtwargame.ui.controller import GameController

COLUMN = QColor(255, 236, 160)
CELL = QColor(255, 170, 60)


def row_for(table, value: int) -> str | None:
    """The row key a die total selects: the key itself, or a range such as ``1-2``."""
    key = str(value)
    if key in table.rows:
        return key
    for k in table.rows:
        lo, sep, hi = k.partition("-")
        if sep and lo.strip().lstrip("+-").isdigit() and hi.strip().isdigit():
            if int(lo) <= value <= int(hi):
                return k
    return None


def odds_value(key: str) -> float | None:
    """The odds a column key such as ``3:1`` or ``1:2`` stands for (``∞:1``: beyond every
    column), None for a key that is no odds."""
    a, sep, b = str(key).partition(":")
    a, b = a.strip(), b.strip()
    if not sep or not b.isdigit() or int(b) == 0:
        return None
    if a == "∞":
        return math.inf
    return int(a) / int(b) if a.isdigit() else None


def column_used(table, column: str | None) -> str | None:
    """The printed column the rules read for ``column``: the column itself, or for odds
    beyond the table's last column the last one (as every odds game reads them, e.g.
    Blitzkrieg to Moscow 2's 11.3.5). None when the table reads no column for it (odds
    below the first column fail or are decided by the rules without the table)."""
    if column is None:
        return None
    if column in table.columns:
        return column
    want = odds_value(column)
    printed: list[tuple[float, str]] = []
    for k in table.columns:
        v = odds_value(k)
        if v is None:  # a column that is no odds: none stands for odds beyond the table
            return None
        printed.append((v, k))
    if want is None or not printed:
        return None
    top, key = max(printed)
    return key if want > top else None


class CrtPanel(QWidget):
    def __init__(self, controller: GameController, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.column: str | None = None
        self.row: str | None = None
        self.table_id: str | None = None
        #: (attackers, hexes) of the combat whose die the table shows while that combat is
        #: still being fought (its record not complete), else None.
        self.fighting: tuple[frozenset[str], tuple] | None = None
        box = QVBoxLayout(self)
        box.setContentsMargins(4, 4, 4, 4)
        self.empty = QLabel()
        self.tabs = QTabWidget()
        box.addWidget(self.empty)
        box.addWidget(self.tabs, 1)
        self.grids: dict[str, QTableWidget] = {}
        #: The grids and (table, column, row) :meth:`_paint` last lit in them.
        self._painted: tuple[dict[str, QTableWidget], tuple] | None = None
        controller.gameStarted.connect(lambda game: self.rebuild())
        controller.logAppended.connect(self.on_log)
        controller.logReset.connect(self.on_reset)
        self.retranslate()

    def on_reset(self, entries) -> None:
        """The log read again from its start: the column and die of the combat the phase
        stands in, if any (``combat_panel.last_combat_lines``)."""
        from qtwargame.ui.combat_panel import last_combat_lines

        if self.controller.game is None:
            return
        self.set_column(None)
        lines = last_combat_lines(self.controller, entries)
        if lines:
            self.on_log(lines)

    def retranslate(self) -> None:
        self.empty.setText(self.tr("This scenario has no results tables."))
        self.rebuild()

    def rebuild(self) -> None:
        self.tabs.clear()
        self.grids = {}
        game = self.controller.game
        tables = game.scenario.tables if game is not None else []
        self.empty.setVisible(not tables)
        self.tabs.setVisible(bool(tables))
        lang = self.controller.lang
        weather_ids = {w.id for w in game.scenario.weather} if game is not None else set()
        names = self.controller.names
        normal = QFont(self.font())
        bold = QFont(normal)
        bold.setBold(True)
        for t in tables:
            assert names is not None  # the tables are the game's: its names came with it
            grid = QTableWidget(len(t.rows), len(t.columns))
            grid.setObjectName(f"table_{t.id}")
            grid.setHorizontalHeaderLabels([self.text(t, k, lang) for k in t.columns])
            grid.setVerticalHeaderLabels([self.text(t, k, lang) for k in t.rows])
            grid.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
            grid.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
            for i, cells in enumerate(t.rows.values()):
                for j, cell in enumerate(cells):
                    # Cells that name a weather (the random weather table) read as its name.
                    text = t.label(cell, lang)
                    if text is None:
                        text = names.weather(cell) if cell in weather_ids else cell
                    item = QTableWidgetItem(text)
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    item.setFont(bold)
                    grid.setItem(i, j, item)
            grid.verticalHeader().setDefaultSectionSize(22)
            # Sized for the cells in bold, as the cell of a roll is lit (``_paint`` sets the
            # others back), so the lit result is never elided.
            grid.resizeColumnsToContents()
            for i in range(grid.rowCount()):
                for j in range(grid.columnCount()):
                    cell_item = grid.item(i, j)
                    assert cell_item is not None  # set just above, every cell
                    cell_item.setFont(normal)
            if t.notes is not None:
                grid.setToolTip(t.notes.get(lang))
            self.tabs.addTab(grid, t.name.get(lang))
            self.grids[t.id] = grid
            grid.viewport().installEventFilter(self)
        self._paint()

    def text(self, table, key: str, lang: str) -> str:
        """A row or column key as the reader reads it: the table's label for it, else a
        rules word (months) in the reader's language, else the key (a die roll, odds)."""
        label = table.label(key, lang)
        if label is not None:
            return label
        names = self.controller.names
        assert names is not None  # a table of the game being played: its names came with it
        return names.term(key)

    def table_for(self, column: str | None):
        game = self.controller.game
        if game is None or column is None:
            return None
        return next((t for t in game.scenario.tables if column in t.columns), None)

    def table_by_id(self, table_id: str | None):
        game = self.controller.game
        if game is None or not table_id:
            return None
        return next((t for t in game.scenario.tables if t.id == table_id), None)

    def set_column(self, column: str | None, table_id: str | None = None) -> None:
        """The column an attack being prepared would use (``CombatPreview.column``) in the
        table it names (``CombatPreview.table``; else the first table with that column);
        the row of the last roll is cleared."""
        self.column = column or None
        table = self.table_by_id(table_id) if self.column else None
        if table is None or column_used(table, self.column) is None:
            table = self.table_for(self.column)
        if table is None and self.column and self.controller.game is not None:
            table = next((t for t in self.controller.game.scenario.tables
                          if column_used(t, self.column) is not None), None)
        # Odds beyond the last column light the last column, the one the rules read.
        self.column = column_used(table, self.column) if table is not None else self.column
        self.table_id = table.id if table is not None else None
        self.row = None
        self.fighting = None
        if table is not None:
            self.tabs.setCurrentWidget(self.grids[table.id])
        self._paint()

    def shows(self, attackers, target) -> bool:
        """True if the table shows the die of the combat of ``attackers`` on ``target``,
        still being fought."""
        return (self.fighting is not None and self.fighting[0] == frozenset(attackers)
                and target in self.fighting[1])

    def show_roll(self, value: int) -> None:
        table = self.table_by_id(self.table_id) or self.table_for(self.column)
        self.row = row_for(table, value) if table is not None else None
        self._paint()

    def on_log(self, entries) -> None:
        # The structured combat record says which table, column and die (LogEntry.combat).
        for e in entries:
            rec = getattr(e, "combat", None)
            if rec is not None and rec.table and rec.column:
                dice = [v for vals in rec.dice.values() for v in vals]
                self.set_column(rec.column, rec.table)
                self.fighting = None if rec.complete else (frozenset(rec.attackers), tuple(rec.hexes))
                if dice:
                    self.show_roll(sum(dice))
                return
        if self.column is None:
            return
        for e in entries:
            if e.rolls and e.rolls[0].shown:
                self.show_roll(sum(e.rolls[0].shown))
                return

    def _paint(self) -> None:
        """Light the column and the cell of :attr:`table_id`, :attr:`column` and :attr:`row`
        in its grid. Nothing is set again when the grids and those three are the ones last
        painted (the window sets the column after every action, most often the same one)."""
        game = self.controller.game
        if game is None:
            return
        painted = (self.table_id, self.column, self.row)
        if self._painted is not None and self._painted[0] is self.grids and self._painted[1] == painted:
            return
        self._painted = (self.grids, painted)
        for t in game.scenario.tables:
            grid = self.grids.get(t.id)
            if grid is None:
                continue
            col = t.columns.index(self.column) if t.id == self.table_id else -1
            rows = list(t.rows)
            row = rows.index(self.row) if t.id == self.table_id and self.row in rows else -1
            for i in range(grid.rowCount()):
                for j in range(grid.columnCount()):
                    item = grid.item(i, j)
                    assert item is not None  # every cell has its item (the grid's rows are full)
                    bold = QFont(item.font())
                    if i == row and j == col:
                        item.setBackground(QBrush(CELL))
                        bold.setBold(True)
                    elif j == col:
                        item.setBackground(QBrush(COLUMN))
                        bold.setBold(False)
                    else:
                        item.setBackground(QBrush())
                        bold.setBold(False)
                    item.setFont(bold)
            if col >= 0:
                self._bring_into_sight(grid, row, col)

    @staticmethod
    def _bring_into_sight(grid: QTableWidget, row: int, col: int) -> None:
        """The lit cell (``row`` -1: the lit column) scrolled into sight. Session 93 at
        1,366 x 768: the dock shows four rows of six and five columns of eleven, and Shin
        Barbarossa's roll of 5 lit a cell under the fourth, out of sight."""
        at = grid.item(row if row >= 0 else max(grid.rowAt(0), 0), col)
        if at is not None:
            grid.scrollToItem(at, QAbstractItemView.ScrollHint.EnsureVisible)

    def eventFilter(self, obj, event) -> bool:
        # A grid made shorter (a question's answers take room from the docks) keeps its
        # lit cell in sight (session 93: the retreat question after a roll of 6 hid it).
        if event.type() == QEvent.Type.Resize and self.table_id in self.grids:
            grid = self.grids[self.table_id]
            table = self.table_by_id(self.table_id)
            if obj is grid.viewport() and table is not None and self.column in table.columns:
                rows = list(table.rows)
                row = rows.index(self.row) if self.row in rows else -1
                col = list(table.columns).index(self.column)
                # once the grid has set its scroll range for the new height
                QTimer.singleShot(0, grid, lambda: self._bring_into_sight(grid, row, col))
        return super().eventFilter(obj, event)

    def highlighted(self) -> tuple[str | None, str | None]:
        return self.column, self.row
