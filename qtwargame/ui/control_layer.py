"""Who holds each city now: a small pennant in the controlling side's colour."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from qtwargame.engine.hexgrid import Hex


class ControlLayer(QGraphicsItem):
    def __init__(self, layout, board, side_colors: dict[str, str], bounds: QRectF) -> None:
        super().__init__()
        self.layout = layout
        self.board = board
        self._bounds = QRectF(bounds)
        self._colors = {k: QColor(v) for k, v in side_colors.items()}
        self.control: dict[Hex, str] = {}
        self.setZValue(6)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def set_control(self, control: Mapping[Hex, str]) -> None:
        held = {h: control[h] for h in self.board.cities if h in control}
        if held != self.control:
            self.control = held
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.layout.size
        for h, side in self.control.items():
            color = self._colors.get(side)
            if color is None:
                continue
            c = self.layout.center(h)
            x, y = c.x() + s * 0.48, c.y() - s * 0.62
            p.setPen(QPen(QColor(30, 30, 30), s * 0.035))
            p.drawLine(QPointF(x, y), QPointF(x, y + s * 0.4))
            p.setBrush(color)
            p.drawPolygon(QPolygonF([QPointF(x, y), QPointF(x + s * 0.3, y + s * 0.09),
                                     QPointF(x, y + s * 0.18)]))
