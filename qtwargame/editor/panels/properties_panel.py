"""The properties of what the map does not show: the selected hex, the scenario and its
provenance, the definition lists and the victory cities, one tab each. (Turns, tables,
cards and the ruleset's data have docks of their own, where they have room.)"""

from __future__ import annotations

from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from qtwargame.editor.panels.hex_panel import HexPanel
from qtwargame.editor.panels.lists_panel import ListsPanel
from qtwargame.editor.panels.scenario_panel import ScenarioPanel
from qtwargame.editor.panels.victory_panel import VictoryPanel

SECTIONS = ("hex", "scenario", "lists", "victory")


class PropertiesPanel(QWidget):
    def __init__(self, doc, edit_city, parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.hex = HexPanel(doc, edit_city)
        self.scenario = ScenarioPanel(doc)
        self.lists = ListsPanel(doc)
        self.victory = VictoryPanel(doc)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        for key in SECTIONS:
            self.tabs.addTab(getattr(self, key), "")
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.tabs)
        self.retranslate()

    def retranslate(self) -> None:
        titles = (self.tr("Hex"), self.tr("Scenario"), self.tr("Definitions"), self.tr("Victory"))
        for i, title in enumerate(titles):
            self.tabs.setTabText(i, title)

    def show_section(self, key: str) -> None:
        if key in SECTIONS:
            self.tabs.setCurrentIndex(SECTIONS.index(key))
