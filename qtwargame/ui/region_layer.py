"""Regions (setup areas, map edges, countries, sectors) as tinted hexes with a coloured
outline. Each region kind can be shown or hidden."""

from __future__ import annotations

from PySide6.QtCore import QLineF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from qtwargame.ui.map_layer import MapLayer


class RegionLayer(MapLayer):
    def __init__(self, layout, board, bounds) -> None:
        super().__init__(layout, bounds, z=1)
        self.shown: set[str] = set()
        self._fills: dict[str, list[tuple[QColor, QPainterPath]]] = {}
        self._outlines: dict[str, list[tuple[QColor, list[QLineF]]]] = {}
        for region in board.regions.values():
            color = QColor(region.color)
            path = QPainterPath()
            path.setFillRule(Qt.FillRule.WindingFill)
            lines = []
            for h in region.hexes:
                path.addPolygon(layout.polygon(h))
                for n in h.neighbors():
                    if n not in region.hexes:
                        a, b = layout.edge(h, n)
                        lines.append(QLineF(a, b))
            self._fills.setdefault(region.kind, []).append((color, path))
            self._outlines.setdefault(region.kind, []).append((color, lines))
        self.setVisible(False)

    def kinds(self) -> list[str]:
        return sorted(self._fills)

    def set_kind_shown(self, kind: str, on: bool) -> None:
        if on:
            self.shown.add(kind)
        else:
            self.shown.discard(kind)
        self.setVisible(bool(self.shown))
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.layout.size
        for kind in sorted(self.shown):
            for color, path in self._fills.get(kind, ()):
                tint = QColor(color)
                tint.setAlpha(45)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(tint)
                p.drawPath(path)
            for color, lines in self._outlines.get(kind, ()):
                pen = QPen(color, s * 0.07)
                pen.setStyle(Qt.PenStyle.DashLine)
                pen.setCapStyle(Qt.PenCapStyle.FlatCap)
                p.setPen(pen)
                p.drawLines(lines)
