"""Map ▸ Resize Map…: a new number of columns and rows, and how far the content moves
(Tiled's Resize Map with offset). The dialog says what would fall off the edge."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
)

from qtwargame.editor.renames import map_extent, resize_map
from qtwargame.engine.text import format_text


class ResizeMapDialog(QDialog):
    def __init__(self, scenario, parent=None, lang: str = "en") -> None:
        """``lang``: the editor's language, which the terrain kinds are named in."""
        super().__init__(parent)
        self.scenario = scenario
        self.setWindowTitle(self.tr("Resize map"))
        _c0, _r0, cols, rows = map_extent(scenario)
        self.cols, self.rows, self.dx, self.dy = QSpinBox(), QSpinBox(), QSpinBox(), QSpinBox()
        for w, v in ((self.cols, cols), (self.rows, rows)):
            w.setRange(1, 300)
            w.setValue(v)
        for w in (self.dx, self.dy):
            w.setRange(-300, 300)
            w.setValue(0)
        self.fill = QComboBox()
        for t in scenario.terrain:
            self.fill.addItem(f"{t.name.get(lang)} ({t.id})", t.id)
        counts: dict[str, int] = {}
        for t in scenario.map.hexes.values():
            counts[t] = counts.get(t, 0) + 1
        if counts:
            self.fill.setCurrentIndex(max(self.fill.findData(max(counts, key=lambda t: counts[t])), 0))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Columns"), self.cols)
        form.addRow(self.tr("Rows"), self.rows)
        form.addRow(self.tr("Move content right by"), self.dx)
        form.addRow(self.tr("Move content down by"), self.dy)
        form.addRow(self.tr("New hexes"), self.fill)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(self.summary)
        box.addWidget(buttons)
        for w in (self.cols, self.rows, self.dx, self.dy):
            w.valueChanged.connect(self._update)
        self._update()

    def value(self) -> tuple[int, int, int, int, str]:
        return (self.cols.value(), self.rows.value(), self.dx.value(), self.dy.value(),
                self.fill.currentData())

    def _update(self) -> None:
        cols, rows, dx, dy, fill = self.value()
        try:
            _sc, dropped = resize_map(self.scenario, cols, rows, dx, dy, fill)
        except ValueError as e:
            self.summary.setText(str(e))
            return
        if dropped:
            text = format_text(self.tr("{n:# hex falls off the map, with what stands on it|# hexes "
                                       "fall off the map, with what stands on them}."),
                               n=len(dropped))
        else:
            text = self.tr("Every hex stays on the map.")
        flat = self.scenario.map.grid.orientation == "flat"
        if (dx if flat else dy) % 2:
            text += " " + (self.tr("Moving by an odd number of columns moves the content half a "
                                   "row too, so that every hex keeps its neighbours.") if flat else
                           self.tr("Moving by an odd number of rows moves the content half a "
                                   "column too, so that every hex keeps its neighbours."))
        self.summary.setText(text)
