"""The layers panel (Tiled's): one row per layer of the map (units, cities, lines,
hexsides, regions, terrain, the scanned map), each with a visibility box, a lock box and an
opacity slider. A locked layer refuses the tools that edit it; the scan lies under the
terrain and shows through when the terrain is made transparent."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QGridLayout, QLabel, QSlider, QVBoxLayout, QWidget

from qtwargame.editor.editor_scene import LAYERS
from qtwargame.editor.translate import QT_TRANSLATE_NOOP, translate

TITLES = {
    "units": QT_TRANSLATE_NOOP("Layers", "Units"),
    "cities": QT_TRANSLATE_NOOP("Layers", "Cities"),
    "links": QT_TRANSLATE_NOOP("Layers", "Rails and roads"),
    "hexsides": QT_TRANSLATE_NOOP("Layers", "Hexsides"),
    "regions": QT_TRANSLATE_NOOP("Layers", "Regions"),
    "terrain": QT_TRANSLATE_NOOP("Layers", "Terrain"),
    "scan": QT_TRANSLATE_NOOP("Layers", "Scanned map"),
}


def layer_title(name: str | None) -> str:
    return translate("Layers", TITLES[name]) if name in TITLES else str(name)


class LayersPanel(QWidget):
    changed = Signal()  # a box or slider was changed by the designer

    def __init__(self, scene, parent=None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.visible: dict[str, QCheckBox] = {}
        self.lock: dict[str, QCheckBox] = {}
        self.opacity: dict[str, QSlider] = {}
        self.names: dict[str, QLabel] = {}
        grid = QGridLayout()
        grid.setColumnStretch(3, 1)
        self.header = [QLabel(), QLabel(), QLabel(), QLabel()]
        for c, w in enumerate(self.header):
            grid.addWidget(w, 0, c)
        for row, name in enumerate(LAYERS, start=1):
            vis, lock, slider, label = QCheckBox(), QCheckBox(), QSlider(Qt.Orientation.Horizontal), QLabel()
            slider.setRange(0, 100)
            vis.toggled.connect(lambda on, n=name: self._visible(n, on))
            lock.toggled.connect(lambda on, n=name: self._locked(n, on))
            slider.valueChanged.connect(lambda v, n=name: self._opacity(n, v))
            grid.addWidget(vis, row, 0)
            grid.addWidget(lock, row, 1)
            grid.addWidget(label, row, 2)
            grid.addWidget(slider, row, 3)
            self.visible[name], self.lock[name], self.opacity[name] = vis, lock, slider
            self.names[name] = label
        box = QVBoxLayout(self)
        box.addLayout(grid)
        box.addStretch(1)
        self.refresh()
        self.retranslate()

    def retranslate(self) -> None:
        for w, text in zip(self.header, (self.tr("Show"), self.tr("Lock"), self.tr("Layer"),
                                         self.tr("Opacity"))):
            w.setText(f"<b>{text}</b>")
        for name, label in self.names.items():
            label.setText(layer_title(name))
            self.lock[name].setToolTip(self.tr("Locked: the tools that edit this layer do nothing"))

    def refresh(self) -> None:
        """Show the scene's state (after a scan was loaded, or preferences restored)."""
        s = self.scene
        for name in LAYERS:
            for w, value in ((self.visible[name], s.layer_visible[name]),
                             (self.lock[name], name in s.locked),
                             (self.opacity[name], round(s.layer_opacity[name] * 100))):
                w.blockSignals(True)
                if isinstance(w, QSlider):
                    w.setValue(value)
                else:
                    w.setChecked(value)
                w.blockSignals(False)

    def _visible(self, name: str, on: bool) -> None:
        self.scene.set_layer_visible(name, on)
        self.changed.emit()

    def _locked(self, name: str, on: bool) -> None:
        self.scene.set_layer_locked(name, on)
        self.changed.emit()

    def _opacity(self, name: str, value: int) -> None:
        self.scene.set_layer_opacity(name, value / 100.0)
        self.changed.emit()
