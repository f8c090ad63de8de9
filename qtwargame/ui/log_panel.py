"""The game log: every action and automatic step with its dice and rule number, filtered
by side, turn and text."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from qtwargame.engine.game import LogEntry

ALL = "*"


class LogPanel(QWidget):
    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.entries: list[LogEntry] = []
        box = QVBoxLayout(self)
        box.setContentsMargins(4, 4, 4, 4)
        row = QHBoxLayout()
        self.side = QComboBox()
        self.turn = QComboBox()
        self.text = QLineEdit()
        self.text.setClearButtonEnabled(True)
        for w in (self.side, self.turn):
            w.currentIndexChanged.connect(self.apply_filter)
        self.text.textChanged.connect(self.apply_filter)
        row.addWidget(self.side)
        row.addWidget(self.turn)
        row.addWidget(self.text, 1)
        box.addLayout(row)
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(True)
        self.tree.setColumnCount(4)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.setColumnWidth(2, 64)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        box.addWidget(self.tree, 1)
        controller.logReset.connect(self.reset)
        controller.logAppended.connect(self.append)
        self.retranslate()

    def retranslate(self) -> None:
        self.tree.setHeaderLabels([self.tr("Turn"), self.tr("Event"), self.tr("Dice"),
                                   self.tr("Rule")])
        self.text.setPlaceholderText(self.tr("Filter text…"))
        self.reset(self.controller.log())

    def _fill_filters(self) -> None:
        c = self.controller
        side, turn = self.side.currentData(), self.turn.currentData()
        self.side.blockSignals(True)
        self.turn.blockSignals(True)
        self.side.clear()
        self.side.addItem(self.tr("All sides"), ALL)
        self.turn.clear()
        self.turn.addItem(self.tr("All turns"), ALL)
        if c.game is not None:
            for s in c.game.scenario.sides:
                self.side.addItem(c.names.side(s.id), s.id)
            for t in c.game.scenario.turns:
                self.turn.addItem(self.tr("Turn {n}").format(n=t.number), t.number)
        for combo, value in ((self.side, side), (self.turn, turn)):
            i = combo.findData(value)
            combo.setCurrentIndex(max(i, 0))
        self.side.blockSignals(False)
        self.turn.blockSignals(False)

    def reset(self, entries: list[LogEntry]) -> None:
        self._fill_filters()
        self.entries = []
        self.tree.clear()
        self.append(entries)

    def append(self, entries: list[LogEntry]) -> None:
        c = self.controller
        if c.names is None:
            return
        items = []
        for e in entries:
            self.entries.append(e)
            dice = "  ".join(c.names.dice(r.shown, r.sides) for r in e.rolls)
            phase = c.names.phase_title(e.phase)
            item = QTreeWidgetItem([f"{e.turn}", c.render(e.text), dice, e.rule])
            item.setToolTip(1, f"{phase}: {c.render(e.text)}")
            if dice:
                item.setToolTip(2, dice)
            item.setData(0, Qt.ItemDataRole.UserRole, (e.side, e.turn))
            if e.automatic:
                item.setForeground(1, QBrush(QColor(110, 110, 110)))
            if e.rolls:
                f = item.font(2)
                f.setBold(True)
                item.setFont(2, f)
            items.append(item)
        self.tree.addTopLevelItems(items)
        for item in items:
            self._filter_item(item)
        if items:
            QTimer.singleShot(0, self.tree.scrollToBottom)

    def apply_filter(self) -> None:
        for i in range(self.tree.topLevelItemCount()):
            self._filter_item(self.tree.topLevelItem(i))

    def _filter_item(self, item: QTreeWidgetItem) -> None:
        side, turn = item.data(0, Qt.ItemDataRole.UserRole)
        want_side, want_turn = self.side.currentData(), self.turn.currentData()
        text = self.text.text().strip().lower()
        hidden = ((want_side not in (None, ALL) and side != want_side)
                  or (want_turn not in (None, ALL) and turn != want_turn)
                  or (text and text not in item.text(1).lower() and text not in item.text(3).lower()))
        item.setHidden(bool(hidden))

    def visible_texts(self) -> list[str]:
        return [self.tree.topLevelItem(i).text(1) for i in range(self.tree.topLevelItemCount())
                if not self.tree.topLevelItem(i).isHidden()]
