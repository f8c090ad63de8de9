"""One counter on the board: a unit, leader, fleet, supply source or marker.

The item paints itself with :func:`paint_counter`, plus the marks the board adds: a count
badge on the top counter of a stack, and an outline when the counter can act now, is
picked up, is chosen as an attacker or is a choice in a pending decision.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from qtwargame.ui.counter_painter import CounterLook, paint_counter
from qtwargame.ui.palette import ACTIONABLE, ATTACKER, CHOICE, SELECTION
from qtwargame.ui.text_path import pixel_font

MARKS = {"moved": QColor(30, 110, 220), "attacked": QColor(205, 30, 30)}

OUTLINES = {
    "actionable": (ACTIONABLE, 0.06, Qt.PenStyle.SolidLine),
    "selected": (SELECTION, 0.11, Qt.PenStyle.SolidLine),
    "attacker": (ATTACKER, 0.11, Qt.PenStyle.SolidLine),
    "choice": (CHOICE, 0.09, Qt.PenStyle.DashLine),
}


class CounterItem(QGraphicsItem):
    def __init__(self, uid: str, look: CounterLook, size: float) -> None:
        super().__init__()
        self.uid = uid
        self.look = look
        self.size = float(size)
        self.badge = 0
        self.outline = ""
        #: "moved", "attacked" or "": a corner mark for what the unit did this turn.
        self.mark = ""
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)
        self.setZValue(20)

    def boundingRect(self) -> QRectF:
        s = self.size
        m = s * 0.22
        return QRectF(-s / 2 - m, -s / 2 - m, s + 2 * m, s + 2 * m)

    def counter_rect(self) -> QRectF:
        s = self.size
        return QRectF(-s / 2, -s / 2, s, s)

    def shape(self) -> QPainterPath:
        """What the pointer finds of the counter: the counter itself, not the room its
        outline and badge are drawn in (a spread-out stack's row reaches over the hexes
        beside it, and a click on the map there is on that hex)."""
        path = QPainterPath()
        path.addRect(self.counter_rect())
        return path

    def set_look(self, look: CounterLook) -> None:
        if look != self.look:
            self.look = look
            self.update()

    def set_badge(self, n: int) -> None:
        if n != self.badge:
            self.badge = n
            self.update()

    def set_mark(self, mark: str) -> None:
        if mark != self.mark:
            self.mark = mark
            self.update()

    def set_outline(self, outline: str) -> None:
        if outline != self.outline:
            self.outline = outline
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        rect = self.counter_rect()
        s = self.size
        if self.outline in OUTLINES:
            color, width, style = OUTLINES[self.outline]
            pen = QPen(color, s * width)
            pen.setStyle(style)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            m = s * width * 0.9
            p.drawRoundedRect(rect.adjusted(-m, -m, m, m), s * 0.12, s * 0.12)
        paint_counter(p, rect, self.look)
        if self.mark in MARKS:
            # A corner triangle: white edged, blue when moved, red when it attacked.
            color = MARKS[self.mark]
            r = s * 0.3
            tri = QPolygonF([QPointF(rect.right(), rect.top()), QPointF(rect.right() - r, rect.top()),
                             QPointF(rect.right(), rect.top() + r)])
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QPen(QColor(255, 255, 255), s * 0.025))
            p.setBrush(color)
            p.drawPolygon(tri)
        if self.badge > 1:
            c = QPointF(rect.right() + s * 0.02, rect.bottom() - s * 0.02)
            r = s * 0.17
            p.setPen(QPen(QColor(255, 255, 255), s * 0.03))
            p.setBrush(QColor(30, 30, 30))
            p.drawEllipse(c, r, r)
            p.setPen(QColor(255, 255, 255))
            p.setFont(pixel_font(s * 0.22, bold=True))
            p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter,
                       str(self.badge))
