"""What the active tool points out on the board: legal destinations with their cost,
attack targets, decision choices, the path of a move and the selected hex."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from qtwargame.engine.hexgrid import Hex
from qtwargame.ui.layout import Layout
from qtwargame.ui.palette import CHOICE, SELECTION
from qtwargame.ui.text_path import halo_text, pixel_font


class HighlightLayer(QGraphicsItem):
    def __init__(self, layout: Layout, bounds: QRectF) -> None:
        super().__init__()
        self.layout = layout
        self._bounds = QRectF(bounds)
        self.setZValue(8)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.fills: dict[Hex, tuple[str, QColor]] = {}
        self.outlines: dict[Hex, QColor] = {}
        self.path: list[Hex] = []
        self.path_color = QColor(0, 0, 0)
        self.selected: Hex | None = None
        #: Placement marks: a white-edged ring and a dot that show on every terrain.
        self.strong = False
        #: Hexes where the person may choose something open in the phase, listed by a right
        #: click (``decision_panel.open_map_choices``): the window's, so a tool's
        #: :meth:`clear` keeps them.
        self.marks: frozenset[Hex] = frozenset()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def clear(self) -> None:
        self.fills, self.outlines, self.path = {}, {}, []
        self.update()

    def set_fills(self, fills: dict[Hex, tuple[str, QColor]]) -> None:
        self.fills = dict(fills)
        self.update()

    def set_outlines(self, outlines: dict[Hex, QColor]) -> None:
        self.outlines = dict(outlines)
        self.update()

    def set_marks(self, marks) -> None:
        marks = frozenset(marks)
        if marks != self.marks:
            self.marks = marks
            self.update()

    def set_path(self, path: list[Hex], color: QColor | None = None) -> None:
        self.path = list(path)
        if color is not None:
            self.path_color = QColor(color)
        self.update()

    def set_strong(self, on: bool) -> None:
        if on != self.strong:
            self.strong = on
            self.update()

    def set_selected(self, h: Hex | None) -> None:
        self.selected = h
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.layout.size
        font = pixel_font(s * 0.3, bold=True)
        for h, (_, color) in self.fills.items():
            fill = QColor(color)
            fill.setAlpha(110 if self.strong else 60)
            if self.strong:
                p.setPen(QPen(QColor(255, 255, 255), s * 0.16))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawPolygon(self.layout.polygon(h, 0.82))
            p.setPen(QPen(color, s * (0.09 if self.strong else 0.05)))
            p.setBrush(fill)
            p.drawPolygon(self.layout.polygon(h, 0.82 if self.strong else 0.9))
            if self.strong:
                p.setPen(QPen(QColor(255, 255, 255), s * 0.04))
                p.setBrush(color)
                p.drawEllipse(self.layout.center(h), s * 0.14, s * 0.14)
        if self.marks:
            # A dashed ring inside the hex, light enough for a hundred of them to leave the
            # map readable, with a white edge that shows on every terrain.
            edge = QPen(QColor(255, 255, 255, 200), s * 0.1)
            dashes = QPen(CHOICE, s * 0.05)
            dashes.setStyle(Qt.PenStyle.DashLine)
            p.setBrush(Qt.BrushStyle.NoBrush)
            for pen in (edge, dashes):
                p.setPen(pen)
                for h in self.marks:
                    p.drawPolygon(self.layout.polygon(h, 0.74))
        for h, color in self.outlines.items():
            pen = QPen(color, s * 0.11)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPolygon(self.layout.polygon(h, 0.9))
        if self.selected is not None:
            pen = QPen(SELECTION, s * 0.06)
            pen.setStyle(Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPolygon(self.layout.polygon(self.selected, 0.96))
        if len(self.path) > 1:
            pen = QPen(self.path_color, s * 0.1)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            line = QPainterPath(self.layout.center(self.path[0]))
            for h in self.path[1:]:
                line.lineTo(self.layout.center(h))
            p.drawPath(line)
            end = self.layout.center(self.path[-1])
            p.setBrush(self.path_color)
            p.drawEllipse(end, s * 0.12, s * 0.12)
        for h, (text, color) in self.fills.items():
            if text:
                c = self.layout.center(h)
                halo_text(p, QPointF(c.x() + s * 0.52, c.y() + s * 0.5), text, font,
                          QColor(color).darker(160), QColor(255, 255, 255, 235))
