"""The scenario's definitions, each an editable list: sides, nationalities, terrain types,
hexside features, city kinds, unit types, setup codes and regions."""

from __future__ import annotations

from PySide6.QtWidgets import QStackedWidget, QVBoxLayout, QWidget

from qtwargame.editor.panels.model_list_editor import ModelListEditor
from qtwargame.editor.translate import QT_TRANSLATE_NOOP, translate
from qtwargame.editor.wheel_guard import ComboBox
from qtwargame.scenario.models import (
    CityKindSpec,
    FeatureSpec,
    NationalitySpec,
    RegionSpec,
    SetupCodeSpec,
    SideSpec,
    TerrainSpec,
    UnitTypeSpec,
)

LISTS = (
    ("sides", SideSpec, QT_TRANSLATE_NOOP("ListsPanel", "Sides")),
    ("nationalities", NationalitySpec, QT_TRANSLATE_NOOP("ListsPanel", "Nationalities")),
    ("terrain", TerrainSpec, QT_TRANSLATE_NOOP("ListsPanel", "Terrain types")),
    ("features", FeatureSpec, QT_TRANSLATE_NOOP("ListsPanel", "Hexside features")),
    ("city_kinds", CityKindSpec, QT_TRANSLATE_NOOP("ListsPanel", "City kinds")),
    ("unit_types", UnitTypeSpec, QT_TRANSLATE_NOOP("ListsPanel", "Unit types")),
    ("setup_codes", SetupCodeSpec, QT_TRANSLATE_NOOP("ListsPanel", "Setup codes")),
    ("map.regions", RegionSpec, QT_TRANSLATE_NOOP("ListsPanel", "Regions")),
)


class ListsPanel(QWidget):
    def __init__(self, doc, parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.choice = ComboBox()
        self.stack = QStackedWidget()
        self.editors: dict[str, ModelListEditor] = {}
        for path, cls, _title in LISTS:
            only = None
            if path == "map.regions":
                only = ["id", "kind", "name", "side", "color"]
            editor = ModelListEditor(doc, path, cls, "", only)
            self.editors[path] = editor
            self.stack.addWidget(editor)
        self.choice.currentIndexChanged.connect(self.stack.setCurrentIndex)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.choice)
        box.addWidget(self.stack, 1)
        self.retranslate()

    def retranslate(self) -> None:
        i = self.choice.currentIndex()
        self.choice.blockSignals(True)
        self.choice.clear()
        for path, _cls, title in LISTS:
            self.choice.addItem(translate("ListsPanel", title), path)
        self.choice.setCurrentIndex(max(i, 0))
        self.choice.blockSignals(False)

    def show_list(self, path: str, row: int | None = None) -> None:
        i = self.choice.findData(path)
        if i < 0:
            return
        self.choice.setCurrentIndex(i)
        if row is not None and 0 <= row < len(self.doc.get(path)):
            self.editors[path].select_row(row)
