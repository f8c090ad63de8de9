"""Roads and railways between hex centres: first-class roads as cased lines, second-class
roads (``LinkSpec.grade`` 2) as thinner dashed lines, rails as ticked black."""

from __future__ import annotations

from PySide6.QtCore import QLineF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from qtwargame.ui.map_layer import MapLayer


class LinkLayer(MapLayer):
    def __init__(self, layout, links, parse, bounds) -> None:
        super().__init__(layout, bounds, z=3)
        self.roads: list[QLineF] = []
        self.minor_roads: list[QLineF] = []
        self.rails: list[QLineF] = []
        for link in links:
            pts = [layout.center(parse(x)) for x in link.hexes]
            lines = [QLineF(a, b) for a, b in zip(pts, pts[1:])]
            if link.kind == "rail":
                self.rails.extend(lines)
            elif getattr(link, "grade", 1) >= 2:
                self.minor_roads.extend(lines)
            else:
                self.roads.extend(lines)
        s = layout.size
        self._ticks: list[QLineF] = []
        spacing = s * 0.28
        half = s * 0.09
        # In plain numbers (a big map's rails have thousands of ticks): the same points as
        # QLineF.pointAt and the unit vector across the line, times half a tick.
        for line in self.rails:
            x1, y1, x2, y2 = line.x1(), line.y1(), line.x2(), line.y2()
            length = line.length()
            n = max(int(length / spacing), 1)
            ex, ey = (x2 - x1) / length * half, (y2 - y1) / length * half
            for i in range(1, n):
                f = i / n
                cx, cy = x1 + (x2 - x1) * f, y1 + (y2 - y1) * f
                self._ticks.append(QLineF(cx - ey, cy + ex, cx + ey, cy - ex))

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.layout.size
        if self.roads:
            casing = QPen(QColor(110, 80, 40), s * 0.12)
            casing.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(casing)
            p.drawLines(self.roads)
            fill = QPen(QColor(240, 205, 120), s * 0.07)
            fill.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(fill)
            p.drawLines(self.roads)
        if self.minor_roads:
            # Second class: one thin dashed line in the casing's brown, no fill, so it
            # reads as a lesser road at any zoom and never as a rail.
            minor = QPen(QColor(110, 80, 40), s * 0.06)
            minor.setCapStyle(Qt.PenCapStyle.FlatCap)
            minor.setDashPattern([2.5, 1.5])
            p.setPen(minor)
            p.drawLines(self.minor_roads)
        if self.rails:
            pen = QPen(QColor(20, 20, 20), s * 0.05)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            p.drawLines(self.rails)
            p.setPen(QPen(QColor(20, 20, 20), s * 0.035))
            p.drawLines(self._ticks)
