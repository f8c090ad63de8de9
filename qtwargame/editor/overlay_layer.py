"""What the editor's tools point out on the map: the selected hex, the selected area (a
tinted set of hexes with its outline), the brush footprint
under the mouse, the hexside under the mouse, a link or polygon being drawn, the region
being painted, calibration marks.

Each setter repaints only the area that changed, so moving the brush over the map does not
redraw the map.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from qtwargame.editor.hex_area import hex_rect
from qtwargame.engine.hexgrid import Hex
from qtwargame.ui.palette import SELECTION

PREVIEW = QColor(255, 255, 255)
PREVIEW_DARK = QColor(20, 20, 20)
PATH = QColor(220, 40, 160)


class OverlayLayer(QGraphicsItem):
    def __init__(self, layout, bounds: QRectF) -> None:
        super().__init__()
        self.layout = layout
        self._bounds = QRectF(bounds)
        self.setZValue(30)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.selected: Hex | None = None
        self.preview: list[Hex] = []
        self.preview_fill: QColor | None = None
        self.edge: tuple[Hex, Hex] | None = None
        self.edge_color = QColor(PATH)
        self.path: list[Hex] = []
        self.polygon: list[QPointF] = []
        self.points: list[QPointF] = []
        self.region_path = QPainterPath()
        self.region_color = QColor(PATH)
        self.selection: frozenset[Hex] = frozenset()
        self.selection_path = QPainterPath()
        self.lasso: list[QPointF] = []

    def set_bounds(self, bounds: QRectF) -> None:
        self.prepareGeometryChange()
        self._bounds = QRectF(bounds)

    def boundingRect(self) -> QRectF:
        return self._bounds

    # -- setters ------------------------------------------------------------------------------
    def _dirty_hexes(self, hexes) -> None:
        rect = QRectF()
        for h in hexes:
            rect = rect.united(hex_rect(self.layout, h, 4.0))
        if not rect.isNull():
            self.update(rect)

    def _dirty_points(self, points) -> None:
        if points:
            xs = [p.x() for p in points]
            ys = [p.y() for p in points]
            m = self.layout.size * 0.5
            self.update(QRectF(min(xs) - m, min(ys) - m, max(xs) - min(xs) + 2 * m,
                               max(ys) - min(ys) + 2 * m))

    def set_selected(self, h: Hex | None) -> None:
        old = [self.selected] if self.selected is not None else []
        self.selected = h
        self._dirty_hexes(old + ([h] if h is not None else []))

    def set_preview(self, hexes, fill: QColor | None = None) -> None:
        hexes = list(hexes)
        if hexes == self.preview and fill == self.preview_fill:
            return
        self._dirty_hexes(self.preview + hexes)
        self.preview = hexes
        self.preview_fill = QColor(fill) if fill is not None else None

    def set_edge(self, edge: tuple[Hex, Hex] | None, color: QColor | None = None) -> None:
        if edge == self.edge:
            return
        self._dirty_hexes(list(self.edge or ()) + list(edge or ()))
        self.edge = edge
        if color is not None:
            self.edge_color = QColor(color)

    def set_path(self, hexes) -> None:
        self._dirty_hexes(self.path + list(hexes))
        self.path = list(hexes)

    def set_polygon(self, points) -> None:
        self._dirty_points(self.polygon + list(points))
        self.polygon = list(points)

    def set_points(self, points) -> None:
        self._dirty_points(self.points + list(points))
        self.points = list(points)

    def set_region(self, hexes, color: QColor | None = None) -> None:
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        for h in hexes:
            path.addPolygon(self.layout.polygon(h))
        old = self.region_path.boundingRect()
        self.region_path = path
        if color is not None:
            self.region_color = QColor(color)
        self.update(old.united(path.boundingRect()).adjusted(-4, -4, 4, 4))

    def set_selection(self, hexes) -> None:
        """The selected area (several hexes), drawn as one tinted shape."""
        hexes = frozenset(hexes)
        if hexes == self.selection:
            return
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        for h in hexes:
            path.addPolygon(self.layout.polygon(h))
        old = self.selection_path.boundingRect()
        self.selection = hexes
        self.selection_path = path.simplified()
        self.update(old.united(self.selection_path.boundingRect()).adjusted(-6, -6, 6, 6))

    def set_lasso(self, points) -> None:
        self._dirty_points(self.lasso + list(points))
        self.lasso = list(points)

    def clear_tool_marks(self) -> None:
        self.set_preview([])
        self.set_edge(None)
        self.set_path([])
        self.set_polygon([])
        self.set_points([])
        self.set_region([])
        self.set_lasso([])

    # -- drawing ------------------------------------------------------------------------------
    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        lay = self.layout
        s = lay.size
        if not self.region_path.isEmpty():
            tint = QColor(self.region_color)
            tint.setAlpha(90)
            p.setPen(QPen(self.region_color, s * 0.04))
            p.setBrush(tint)
            p.drawPath(self.region_path)
        if not self.selection_path.isEmpty():
            tint = QColor(SELECTION)
            tint.setAlpha(60)
            p.setBrush(tint)
            pen = QPen(SELECTION, s * 0.06, Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.drawPath(self.selection_path)
        if self.lasso:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(SELECTION, s * 0.04, Qt.PenStyle.DashLine))
            p.drawPolyline(QPolygonF(self.lasso + self.lasso[:1]))
        if self.preview:
            for h in self.preview:
                poly = lay.polygon(h, 0.94)
                if self.preview_fill is not None:
                    p.setPen(Qt.PenStyle.NoPen)
                    p.setBrush(self.preview_fill)
                    p.drawPolygon(poly)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(PREVIEW_DARK, s * 0.07))
                p.drawPolygon(poly)
                p.setPen(QPen(PREVIEW, s * 0.035))
                p.drawPolygon(poly)
        if self.edge is not None:
            a, b = lay.edge(*self.edge)
            pen = QPen(self.edge_color, s * 0.16)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            p.drawLine(QLineF(a, b))
        if len(self.path) >= 1:
            pts = [lay.center(h) for h in self.path]
            pen = QPen(PATH, s * 0.12)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            p.setPen(pen)
            p.drawPolyline(QPolygonF(pts))
            p.setBrush(PATH)
            for c in pts:
                p.drawEllipse(c, s * 0.08, s * 0.08)
        if self.polygon:
            tint = QColor(PATH)
            tint.setAlpha(50)
            p.setBrush(tint)
            p.setPen(QPen(PATH, s * 0.05, Qt.PenStyle.DashLine))
            p.drawPolygon(QPolygonF(self.polygon))
            p.setBrush(PATH)
            for c in self.polygon:
                p.drawEllipse(c, s * 0.06, s * 0.06)
        for c in self.points:
            p.setPen(QPen(QColor(255, 255, 255), s * 0.08))
            p.drawLine(QPointF(c.x() - s * 0.4, c.y()), QPointF(c.x() + s * 0.4, c.y()))
            p.drawLine(QPointF(c.x(), c.y() - s * 0.4), QPointF(c.x(), c.y() + s * 0.4))
            p.setPen(QPen(PATH, s * 0.04))
            p.drawLine(QPointF(c.x() - s * 0.4, c.y()), QPointF(c.x() + s * 0.4, c.y()))
            p.drawLine(QPointF(c.x(), c.y() - s * 0.4), QPointF(c.x(), c.y() + s * 0.4))
        if self.selected is not None:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(PREVIEW_DARK, s * 0.12))
            p.drawPolygon(lay.polygon(self.selected, 0.93))
            p.setPen(QPen(SELECTION, s * 0.07))
            p.drawPolygon(lay.polygon(self.selected, 0.93))
