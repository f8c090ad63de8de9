"""The properties of what the map does not show: the selected hex, the scenario and its
provenance, the definition lists and the victory cities, one tab each. (Turns, tables,
cards and the ruleset's data have docks of their own, where they have room.)

The definition lists and the victory cities are built when their tab is first shown or
asked for (issue 50, item 9: the editor's first frame shows the Scenario tab only)."""

from __future__ import annotations

from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from qtwargame.editor.panels.hex_panel import HexPanel
from qtwargame.editor.panels.scenario_panel import ScenarioPanel

SECTIONS = ("hex", "scenario", "lists", "victory")
#: The sections built when first shown or asked for.
LAZY_SECTIONS = ("lists", "victory")


def _lazy_section(key: str) -> property:
    def get(self):
        panel = self._built.get(key)
        return panel if panel is not None else self._build(key)

    return property(get, doc=f"The {key} section (built on first use).")


class PropertiesPanel(QWidget):
    lists = _lazy_section("lists")
    victory = _lazy_section("victory")

    def __init__(self, doc, edit_city, parent=None, lang: str = "en") -> None:
        super().__init__(parent)
        self.doc = doc
        self._built: dict = {}
        #: The ruleset notes may be filled in (the window's first frame is drawn): a section
        #: built after that fills its notes at once.
        self.notes_ready = False
        self.hex = HexPanel(doc, edit_city, lang=lang)
        self.scenario = ScenarioPanel(doc)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        for key in SECTIONS:
            self.tabs.addTab(QWidget() if key in LAZY_SECTIONS else getattr(self, key), "")
        self.tabs.currentChanged.connect(self._shown)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.tabs)
        self.retranslate()

    def _shown(self, index: int) -> None:
        key = SECTIONS[index] if 0 <= index < len(SECTIONS) else None
        if key in LAZY_SECTIONS and key not in self._built:
            self._build(key)

    def _build(self, key: str) -> QWidget:
        panel: QWidget
        if key == "lists":
            from qtwargame.editor.panels.lists_panel import ListsPanel

            panel = ListsPanel(self.doc)
        else:
            from qtwargame.editor.panels.victory_panel import VictoryPanel

            panel = VictoryPanel(self.doc)
        self._built[key] = panel
        i = SECTIONS.index(key)
        current = self.tabs.currentIndex()
        blocked = self.tabs.blockSignals(True)
        old = self.tabs.widget(i)
        self.tabs.removeTab(i)
        self.tabs.insertTab(i, panel, "")
        self.tabs.setCurrentIndex(current)
        self.tabs.blockSignals(blocked)
        if old is not None:
            old.deleteLater()
        self.retranslate()
        if self.notes_ready:
            from qtwargame.editor.panels.ruleset_note import RulesetNote

            for note in panel.findChildren(RulesetNote):
                note.refresh()
        return panel

    def retranslate(self) -> None:
        titles = (self.tr("Hex"), self.tr("Scenario"), self.tr("Definitions"), self.tr("Victory"))
        for i, title in enumerate(titles):
            self.tabs.setTabText(i, title)

    def show_section(self, key: str) -> None:
        if key in SECTIONS:
            self.tabs.setCurrentIndex(SECTIONS.index(key))
