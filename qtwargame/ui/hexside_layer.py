"""Hexside features drawn along the edges they run on: rivers, straits, borders, walls."""

from __future__ import annotations

from PySide6.QtCore import QLineF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from qtwargame.ui.map_layer import MapLayer


def feature_pen(feature, size: float) -> QPen:
    """The pen of a feature kind: colour and width from the scenario, dash by kind."""
    fid = feature.id.lower()
    width = max(feature.width, 0.5) * size * 0.05
    pen = QPen(QColor(feature.color), width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    if "border" in fid or "frontier" in fid:
        pen.setStyle(Qt.PenStyle.DashDotLine)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    elif "strait" in fid or "ferry" in fid:
        pen.setStyle(Qt.PenStyle.DotLine)
    elif "zoc" in fid or "escarp" in fid:
        pen.setStyle(Qt.PenStyle.DashLine)
    return pen


class HexsideLayer(MapLayer):
    def __init__(self, layout, board, features, bounds) -> None:
        super().__init__(layout, bounds, z=2)
        self._pens = {f.id: feature_pen(f, layout.size) for f in features}
        self._lines: dict[str, list[QLineF]] = {}
        for side, feats in board.sides.items():
            a, b = layout.edge(side.a, side.b)
            for fid in feats:
                self._lines.setdefault(fid, []).append(QLineF(a, b))
        # Wide features first, so narrow ones stay visible where they meet.
        self._order = sorted(self._lines, key=lambda f: -self._pens[f].widthF()
                             if f in self._pens else 0)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for fid in self._order:
            pen = self._pens.get(fid) or QPen(QColor("#404040"), self.layout.size * 0.05)
            p.setPen(pen)
            p.drawLines(self._lines[fid])
