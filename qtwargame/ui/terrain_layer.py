"""Terrain fills, hex edges and the terrain patterns (trees, marsh, hills, waves)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from qtwargame.ui.layout import Layout
from qtwargame.ui.map_layer import MapLayer
from qtwargame.ui.palette import HEX_EDGE, darker

#: Terrain ids (or parts of ids) and the pattern each one gets when the scenario names none.
PATTERN_GUESSES = (
    ("forest", "trees"), ("wood", "trees"), ("jungle", "trees"), ("swamp", "marsh"),
    ("marsh", "marsh"), ("mountain", "mountain"), ("hill", "hills"), ("rough", "rough"),
    ("desert", "rough"), ("steppe", "grass"), ("sea", "waves"), ("lake", "waves"),
    ("ocean", "waves"), ("city", "urban"), ("urban", "urban"),
)


def pattern_of(terrain) -> str:
    if terrain.pattern:
        return terrain.pattern
    tid = terrain.id.lower()
    for part, pattern in PATTERN_GUESSES:
        if part in tid:
            return pattern
    return "waves" if terrain.water else ""


class TerrainLayer(MapLayer):
    def __init__(self, layout: Layout, board, terrains, bounds: QRectF) -> None:
        super().__init__(layout, bounds, z=0)
        self.board = board
        self.show_patterns = True
        self._colors = {t.id: QColor(t.color) for t in terrains}
        self._patterns = {t.id: pattern_of(t) for t in terrains}
        self._paths: dict[str, QPainterPath] = {}
        self._edges = QPainterPath()
        for h, tid in board.terrain.items():
            poly = layout.polygon(h)
            self._paths.setdefault(tid, QPainterPath()).addPolygon(poly)
            self._edges.addPolygon(poly)
        for path in self._paths.values():
            path.setFillRule(Qt.FillRule.WindingFill)
        self._hexes = sorted(board.terrain)

    def set_patterns(self, on: bool) -> None:
        self.show_patterns = on
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        for tid, path in self._paths.items():
            p.setBrush(self._colors.get(tid, QColor("#dddddd")))
            p.drawPath(path)
        if self.show_patterns:
            s = self.layout.size
            for h in self.visible_hexes(option, self._hexes):
                tid = self.board.terrain[h]
                pattern = self._patterns.get(tid, "")
                if pattern:
                    ink = darker(self._colors.get(tid, QColor("#888888")), 0.35)
                    draw_pattern(p, pattern, self.layout.center(h), s, ink)
        pen = QPen(HEX_EDGE, 1.0)
        pen.setCosmetic(True)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(self._edges)


def draw_pattern(p: QPainter, pattern: str, c: QPointF, s: float, ink: QColor) -> None:
    """A few small marks around the hex centre ``c`` that say what the terrain is."""
    pen = QPen(ink, s * 0.04)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    spots = [(-0.45, -0.42), (0.42, -0.40), (-0.62, 0.1), (0.6, 0.12), (-0.3, 0.5), (0.3, 0.52)]
    if pattern == "trees":
        p.setBrush(ink)
        p.setPen(Qt.PenStyle.NoPen)
        for dx, dy in spots:
            x, y = c.x() + dx * s, c.y() + dy * s
            p.drawEllipse(QPointF(x, y - s * 0.05), s * 0.1, s * 0.1)
            p.drawRect(QRectF(x - s * 0.015, y + s * 0.03, s * 0.03, s * 0.08))
    elif pattern == "marsh":
        for dx, dy in spots:
            x, y = c.x() + dx * s, c.y() + dy * s
            p.drawLine(QPointF(x - s * 0.12, y), QPointF(x + s * 0.12, y))
            p.drawLine(QPointF(x, y), QPointF(x - s * 0.05, y - s * 0.1))
            p.drawLine(QPointF(x, y), QPointF(x + s * 0.05, y - s * 0.1))
    elif pattern == "hills":
        for dx, dy in spots[:4]:
            x, y = c.x() + dx * s, c.y() + dy * s
            p.drawArc(QRectF(x - s * 0.16, y - s * 0.1, s * 0.32, s * 0.24), 20 * 16, 140 * 16)
    elif pattern == "mountain":
        for dx, dy in spots[:4]:
            x, y = c.x() + dx * s, c.y() + dy * s
            path = QPainterPath(QPointF(x - s * 0.16, y + s * 0.08))
            path.lineTo(x, y - s * 0.14)
            path.lineTo(x + s * 0.16, y + s * 0.08)
            p.drawPath(path)
    elif pattern == "rough":
        p.setBrush(ink)
        p.setPen(Qt.PenStyle.NoPen)
        for dx, dy in spots:
            p.drawEllipse(QPointF(c.x() + dx * s, c.y() + dy * s), s * 0.035, s * 0.035)
    elif pattern == "grass":
        for dx, dy in spots[:4]:
            x, y = c.x() + dx * s, c.y() + dy * s
            p.drawLine(QPointF(x, y), QPointF(x - s * 0.04, y - s * 0.08))
            p.drawLine(QPointF(x, y), QPointF(x + s * 0.04, y - s * 0.08))
    elif pattern == "waves":
        for dy in (-0.3, 0.05, 0.4):
            path = QPainterPath(QPointF(c.x() - s * 0.3, c.y() + dy * s))
            for i in range(3):
                x0 = c.x() - s * 0.3 + i * s * 0.2
                path.quadTo(QPointF(x0 + s * 0.05, c.y() + (dy - 0.07) * s),
                            QPointF(x0 + s * 0.1, c.y() + dy * s))
                path.quadTo(QPointF(x0 + s * 0.15, c.y() + (dy + 0.07) * s),
                            QPointF(x0 + s * 0.2, c.y() + dy * s))
            p.drawPath(path)
    elif pattern == "urban":
        p.setBrush(ink)
        p.setPen(Qt.PenStyle.NoPen)
        for i in range(4):
            a = math.radians(45 + 90 * i)
            x, y = c.x() + math.cos(a) * s * 0.4, c.y() + math.sin(a) * s * 0.4
            p.drawRect(QRectF(x - s * 0.06, y - s * 0.06, s * 0.12, s * 0.12))
    elif pattern == "hatch":
        for i in range(-3, 4):
            d = i * s * 0.2
            p.drawLine(QPointF(c.x() + d - s * 0.25, c.y() + s * 0.25),
                       QPointF(c.x() + d + s * 0.25, c.y() - s * 0.25))
