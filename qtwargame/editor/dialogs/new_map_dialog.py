"""A new map: its size, how its hexes lie and how they are numbered, and the terrain that
fills it. A small diagram shows the numbering of the top-left corner as chosen."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from qtwargame.editor.calibration import hex_center
from qtwargame.editor.scenario_template import new_map
from qtwargame.engine.hexgrid import GridSpec, Offset, Orientation
from qtwargame.scenario.models import MapSpec


class GridPreview(QWidget):
    """The first few hexes of the grid with their numbers."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.spec: MapSpec | None = None
        self.setMinimumSize(260, 220)

    def set_spec(self, spec: MapSpec | None) -> None:
        self.spec = spec
        self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor(58, 66, 74))
        if self.spec is None:
            return
        g = self.spec.grid
        grid = GridSpec(Orientation(g.orientation), g.shifted, g.rows_up, g.order, g.digits)
        flat = g.orientation == "flat"
        labels = list(self.spec.hexes)
        offs = [grid.offset_of_label(x) for x in labels]
        c0, r0 = min(o.col for o in offs), min(o.row for o in offs)
        c1, r1 = max(o.col for o in offs), max(o.row for o in offs)
        cols = range(c0, min(c0 + 4, c1 + 1))
        rows = range(r0, min(r0 + 4, r1 + 1)) if not g.rows_up else range(max(r1 - 3, r0), r1 + 1)
        hexes = [grid.to_hex(Offset(c, r)) for c in cols for r in rows]
        centres = [hex_center(h.q, h.r, flat) for h in hexes]
        xs = [x for x, _ in centres]
        ys = [y for _, y in centres]
        span = max(max(xs) - min(xs) + 2.2, max(ys) - min(ys) + 2.2)
        s = min(self.width(), self.height()) / span
        ox = (self.width() - (max(xs) + min(xs)) * s) / 2
        oy = (self.height() - (max(ys) + min(ys)) * s) / 2
        font = p.font()
        font.setPixelSize(max(int(s * 0.38), 7))
        p.setFont(font)
        for h, (x, y) in zip(hexes, centres):
            start = 0 if flat else -30
            pts = [QPointF(ox + (x + math.cos(math.radians(start + 60 * i))) * s,
                           oy + (y + math.sin(math.radians(start + 60 * i))) * s) for i in range(6)]
            p.setPen(QPen(QColor(90, 90, 80), 1))
            p.setBrush(QColor(232, 226, 192))
            p.drawPolygon(pts)
            p.setPen(QColor(40, 40, 40))
            p.drawText(QRectF(ox + (x - 1) * s, oy + (y - 0.5) * s, 2 * s, s),
                       Qt.AlignmentFlag.AlignCenter, grid.label(h))
        p.end()


class NewMapDialog(QDialog):
    def __init__(self, terrains, parent=None, lang: str = "en") -> None:
        """``lang``: the editor's language, which the terrain kinds are named in."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("New map"))
        self.cols, self.rows, self.first = QSpinBox(), QSpinBox(), QSpinBox()
        self.cols.setRange(1, 300)
        self.rows.setRange(1, 300)
        self.first.setRange(0, 99)
        self.cols.setValue(20)
        self.rows.setValue(15)
        self.first.setValue(1)
        self.orientation = QComboBox()
        self.orientation.addItem(self.tr("Flat-topped hexes (columns zig-zag)"), "flat")
        self.orientation.addItem(self.tr("Pointy-topped hexes (rows zig-zag)"), "pointy")
        self.shifted = QComboBox()
        self.shifted.addItem(self.tr("Even columns/rows shifted"), "even")
        self.shifted.addItem(self.tr("Odd columns/rows shifted"), "odd")
        self.rows_up = QCheckBox(self.tr("Row numbers grow upward (numbered from the bottom)"))
        self.order = QComboBox()
        self.order.addItem(self.tr("Column then row (XXYY)"), "colrow")
        self.order.addItem(self.tr("Row then column (YYXX)"), "rowcol")
        self.terrain = QComboBox()
        for t in terrains:
            self.terrain.addItem(f"{t.name.get(lang)} ({t.id})", t.id)
        form = QFormLayout()
        form.addRow(self.tr("Columns"), self.cols)
        form.addRow(self.tr("Rows"), self.rows)
        form.addRow(self.tr("Hexes"), self.orientation)
        form.addRow(self.tr("Offset"), self.shifted)
        form.addRow("", self.rows_up)
        form.addRow(self.tr("Numbering"), self.order)
        form.addRow(self.tr("First number"), self.first)
        form.addRow(self.tr("Fill with"), self.terrain)
        self.preview = GridPreview()
        body = QHBoxLayout()
        body.addLayout(form)
        body.addWidget(self.preview, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(body)
        box.addWidget(buttons)
        for spin in (self.cols, self.rows, self.first):
            spin.valueChanged.connect(self._update)
        for combo in (self.orientation, self.shifted, self.order):
            combo.currentIndexChanged.connect(self._update)
        self.rows_up.toggled.connect(self._update)
        self._update()

    def set_size(self, cols: int, rows: int, first: int) -> None:
        """Start from an existing map's size and first number."""
        self.cols.setValue(cols)
        self.rows.setValue(rows)
        self.first.setValue(first)

    def set_grid(self, grid) -> None:
        """Start from an existing map's grid."""
        self.orientation.setCurrentIndex(self.orientation.findData(grid.orientation))
        self.shifted.setCurrentIndex(self.shifted.findData(grid.shifted))
        self.rows_up.setChecked(grid.rows_up)
        self.order.setCurrentIndex(self.order.findData(grid.order))

    def value(self) -> MapSpec:
        return new_map(self.cols.value(), self.rows.value(), self.terrain.currentData() or "clear",
                       self.orientation.currentData(), self.shifted.currentData(),
                       self.rows_up.isChecked(), self.order.currentData(), self.first.value())

    def _update(self) -> None:
        try:
            self.preview.set_spec(self.value())
        except ValueError:
            self.preview.set_spec(None)
