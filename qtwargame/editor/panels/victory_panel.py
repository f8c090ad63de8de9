"""Victory settings: every city with its victory points and tags, and the total."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from qtwargame.editor.panels.model_list_editor import ModelListEditor
from qtwargame.editor.panels.ruleset_note import RulesetNote
from qtwargame.engine.text import format_text
from qtwargame.scenario.models import CitySpec


class VictoryPanel(QWidget):
    def __init__(self, doc, parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.cities = ModelListEditor(doc, "map.cities", CitySpec, "",
                                      ["name", "hex", "vp", "kind", "port", "fortress", "tags", "id"])
        self.total = QLabel()
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        self.note = RulesetNote(doc, "city_tags")
        box.addWidget(self.cities, 1)
        box.addWidget(self.total)
        box.addWidget(self.note)
        doc.changed.connect(self.fill)
        self.retranslate()

    def retranslate(self) -> None:
        self.cities.title.setText("<b>" + self.tr("Cities and victory points") + "</b>")
        self.fill()

    def fill(self) -> None:
        cities = self.doc.scenario.map.cities
        vp = sum(c.vp for c in cities)
        n = sum(1 for c in cities if c.vp)
        self.total.setText(format_text(
            self.tr("{n:# victory city|# victory cities}, {vp} VP in all"), n=n, vp=vp))
