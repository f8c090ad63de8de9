"""Turns and their dates, the weather kinds, the rules' per-turn data as a table, and the
reinforcement schedule: which units arrive on which turn and where (the arrival columns of
the order of battle)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QLabel, QSplitter, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from qtwargame.editor.new_names import numbered_only
from qtwargame.editor.panels.model_list_editor import ModelListEditor
from qtwargame.editor.panels.ruleset_note import RulesetNote
from qtwargame.editor.panels.turn_data_table import TurnDataTable
from qtwargame.engine.text import format_text
from qtwargame.scenario.models import TurnSpec, WeatherSpec


class TurnsPanel(QWidget):
    unitActivated = Signal(int)

    def __init__(self, doc, parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.turns = ModelListEditor(doc, "turns", TurnSpec, only=["number", "date", "weather"])
        self.turn_data = TurnDataTable(doc)
        self.weather = ModelListEditor(doc, "weather", WeatherSpec)
        self.arrivals = QTreeWidget()
        self.arrivals.setColumnCount(2)
        self.arrivals.setAlternatingRowColors(True)
        self.arrivals.itemActivated.connect(self._activated)
        self.arrivals_title = QLabel()
        bottom = QWidget()
        bbox = QVBoxLayout(bottom)
        bbox.setContentsMargins(0, 0, 0, 0)
        bbox.addWidget(self.arrivals_title)
        bbox.addWidget(self.arrivals, 1)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.turns)
        split.addWidget(self.turn_data)
        split.addWidget(self.weather)
        split.addWidget(bottom)
        split.setSizes([460, 300, 260, 380])
        self.notes = {part: RulesetNote(doc, part) for part in ("weather", "turn_data")}
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        for note in self.notes.values():
            box.addWidget(note)
        box.addWidget(split)
        doc.itemChanged.connect(lambda path, *_: self._changed(path))
        doc.partChanged.connect(self._changed)
        self.retranslate()

    def _changed(self, path: str) -> None:
        if path in ("units", "turns"):
            self.fill()

    def retranslate(self) -> None:
        self.turns.title.setText("<b>" + self.tr("Turns") + "</b>")
        self.weather.title.setText("<b>" + self.tr("Weather") + "</b>")
        self.arrivals_title.setText("<b>" + self.tr("Reinforcement schedule") + "</b>  " +
                                    self.tr("(set arrival turns in the order of battle)"))
        self.arrivals.setHeaderLabels([self.tr("Unit"), self.tr("Arrives at")])
        self.fill()

    def fill(self) -> None:
        sc = self.doc.scenario
        dates = {t.number: t.date.get(self.doc.lang) for t in sc.turns}
        by_turn: dict[int, list[int]] = {}
        for i, u in enumerate(sc.units):
            if u.arrival is not None:
                by_turn.setdefault(u.arrival.turn, []).append(i)
        self.arrivals.clear()
        for turn in sorted(by_turn):
            rows = by_turn[turn]
            date = dates.get(turn)
            if date is None:  # the validation names the unit (after the last turn)
                head = self.tr("Turn {n}, not in the turn list: {count:# unit|# units}")
            elif numbered_only("turn", date, turn):  # not "Turn 3 (Turn 3)"
                head = self.tr("Turn {n}: {count:# unit|# units}")
            else:
                head = self.tr("Turn {n} ({date}): {count:# unit|# units}")
            top = QTreeWidgetItem([format_text(head, n=turn, date=date or "", count=len(rows)), ""])
            if date is None:
                top.setForeground(0, QBrush(QColor("#b00020")))
            for i in rows:
                u = sc.units[i]
                child = QTreeWidgetItem([self.doc.name_of(u), self.doc.place_name(u.arrival.where)])
                child.setData(0, Qt.ItemDataRole.UserRole, i)
                top.addChild(child)
            self.arrivals.addTopLevelItem(top)
        self.arrivals.expandAll()
        self.arrivals.resizeColumnToContents(0)

    def _activated(self, item, _col) -> None:
        i = item.data(0, Qt.ItemDataRole.UserRole)
        if i is not None:
            self.unitActivated.emit(int(i))
