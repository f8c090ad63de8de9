"""The editor's tool icons, drawn as vectors so they are sharp at any scale and need no
image files."""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

INK = QColor(45, 52, 60)
ACCENT = QColor(40, 120, 210)
GREEN = QColor(90, 160, 70)
RED = QColor(200, 50, 50)
GOLD = QColor(225, 170, 20)


def _hex(c: QPointF, r: float) -> QPolygonF:
    return QPolygonF([QPointF(c.x() + r * math.cos(math.radians(60 * i)),
                              c.y() + r * math.sin(math.radians(60 * i))) for i in range(6)])


def _pen(color: QColor, w: float) -> QPen:
    pen = QPen(color, w)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _select(p: QPainter) -> None:
    path = QPainterPath(QPointF(9, 4))
    for x, y in ((9, 25), (14, 20), (18, 28), (21, 27), (17, 19), (24, 19)):
        path.lineTo(x, y)
    path.closeSubpath()
    p.setPen(_pen(INK, 1.6))
    p.setBrush(QColor(255, 255, 255))
    p.drawPath(path)


def _brush(p: QPainter) -> None:
    p.setPen(_pen(INK, 1.6))
    p.setBrush(QColor(170, 120, 70))
    p.save()
    p.translate(16, 16)
    p.rotate(45)
    p.drawRoundedRect(QRectF(-2.5, -14, 5, 14), 2, 2)
    p.setBrush(QColor(200, 200, 210))
    p.drawRect(QRectF(-3.5, 0, 7, 4))
    p.setBrush(GREEN)
    path = QPainterPath(QPointF(-3.5, 4))
    path.lineTo(3.5, 4)
    path.quadTo(4, 10, 0, 14)
    path.quadTo(-4, 10, -3.5, 4)
    p.drawPath(path)
    p.restore()


def _fill(p: QPainter) -> None:
    p.setPen(_pen(INK, 1.6))
    p.setBrush(QColor(235, 235, 240))
    p.save()
    p.translate(14, 17)
    p.rotate(-30)
    p.drawRect(QRectF(-7, -7, 14, 14))
    p.restore()
    p.setBrush(ACCENT)
    p.setPen(Qt.PenStyle.NoPen)
    drop = QPainterPath(QPointF(25, 16))
    drop.quadTo(30, 24, 25, 27)
    drop.quadTo(20, 24, 25, 16)
    p.drawPath(drop)


def _eraser(p: QPainter) -> None:
    p.save()
    p.translate(16, 16)
    p.rotate(-40)
    p.setPen(_pen(INK, 1.6))
    p.setBrush(QColor(240, 130, 150))
    p.drawRoundedRect(QRectF(-11, -6, 12, 12), 2, 2)
    p.setBrush(QColor(245, 245, 245))
    p.drawRoundedRect(QRectF(1, -6, 10, 12), 2, 2)
    p.restore()
    p.setPen(_pen(INK, 1.2))
    p.drawLine(QPointF(6, 28), QPointF(26, 28))


def _hexside(p: QPainter) -> None:
    poly = _hex(QPointF(16, 16), 12)
    p.setPen(_pen(INK, 1.4))
    p.setBrush(QColor(235, 228, 200))
    p.drawPolygon(poly)
    p.setPen(_pen(ACCENT, 4))
    p.drawLine(poly.at(0), poly.at(1))
    p.drawLine(poly.at(1), poly.at(2))


def _city(p: QPainter) -> None:
    p.setPen(_pen(INK, 1.4))
    p.setBrush(INK)
    p.drawRect(QRectF(5, 14, 8, 13))
    p.drawRect(QRectF(14, 8, 8, 19))
    p.drawRect(QRectF(23, 17, 5, 10))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 230, 120))
    for x, y in ((16, 11), (19, 11), (16, 15), (19, 15), (16, 19), (7, 17), (10, 17)):
        p.drawRect(QRectF(x, y, 2, 2))


def _link(p: QPainter) -> None:
    path = QPainterPath(QPointF(4, 26))
    path.cubicTo(QPointF(12, 26), QPointF(14, 6), QPointF(28, 6))
    p.setPen(_pen(INK, 2.6))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    p.setPen(_pen(INK, 1.4))
    for t in (0.15, 0.32, 0.5, 0.68, 0.85):
        c = path.pointAtPercent(t)
        a = math.radians(path.angleAtPercent(t) + 90)
        d = QPointF(math.cos(a) * 4, -math.sin(a) * 4)
        p.drawLine(c - d, c + d)


def _region(p: QPainter) -> None:
    p.setPen(_pen(RED, 1.6))
    c = QColor(RED)
    c.setAlpha(70)
    p.setBrush(c)
    for x, y in ((10, 11), (21, 11), (15.5, 20.5), (26.5, 20.5)):
        p.drawPolygon(_hex(QPointF(x, y), 6))


def _star(c: QPointF, r: float) -> QPolygonF:
    pts = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = math.radians(-90 + 36 * i)
        pts.append(QPointF(c.x() + rr * math.cos(a), c.y() + rr * math.sin(a)))
    return QPolygonF(pts)


def _victory(p: QPainter) -> None:
    p.setPen(_pen(QColor(150, 100, 0), 1.4))
    p.setBrush(GOLD)
    p.drawPolygon(_star(QPointF(16, 17), 13))


def _place(p: QPainter) -> None:
    p.setPen(_pen(INK, 1.4))
    p.setBrush(QColor(157, 184, 232))
    p.drawRoundedRect(QRectF(5, 5, 22, 22), 3, 3)
    p.setBrush(QColor(220, 232, 250))
    p.drawRect(QRectF(10, 9, 12, 8))
    p.drawLine(QPointF(10, 9), QPointF(22, 17))
    p.drawLine(QPointF(10, 17), QPointF(22, 9))
    p.setPen(_pen(INK, 1.2))
    p.drawLine(QPointF(11, 22), QPointF(21, 22))


def _shape(p: QPainter) -> None:
    poly = QPolygonF([QPointF(5, 20), QPointF(11, 5), QPointF(26, 9), QPointF(27, 24),
                      QPointF(14, 27)])
    c = QColor(GREEN)
    c.setAlpha(120)
    p.setBrush(c)
    p.setPen(_pen(INK, 1.4))
    p.drawPolygon(poly)
    p.setBrush(QColor(255, 255, 255))
    for pt in poly.toList():
        p.drawRect(QRectF(pt.x() - 2, pt.y() - 2, 4, 4))


def _calibrate(p: QPainter) -> None:
    p.setPen(_pen(INK, 1.2))
    p.setBrush(QColor(230, 225, 200))
    p.drawRect(QRectF(4, 4, 24, 24))
    p.setPen(_pen(RED, 1.8))
    for c in (QPointF(11, 11), QPointF(21, 21)):
        p.drawLine(QPointF(c.x() - 5, c.y()), QPointF(c.x() + 5, c.y()))
        p.drawLine(QPointF(c.x(), c.y() - 5), QPointF(c.x(), c.y() + 5))


def _playtest(p: QPainter) -> None:
    p.setPen(_pen(QColor(30, 110, 40), 1.4))
    p.setBrush(QColor(70, 170, 80))
    p.drawEllipse(QRectF(3, 3, 26, 26))
    p.setBrush(QColor(255, 255, 255))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawPolygon(QPolygonF([QPointF(12, 9), QPointF(23, 16), QPointF(12, 23)]))


def _validate(p: QPainter) -> None:
    p.setPen(_pen(QColor(30, 110, 40), 3))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPolyline(QPolygonF([QPointF(6, 17), QPointF(13, 24), QPointF(26, 8)]))


def _stamp(p: QPainter) -> None:
    p.setPen(_pen(INK, 1.6))
    p.setBrush(QColor(170, 120, 70))
    p.drawRoundedRect(QRectF(12, 3, 8, 11), 3, 3)
    p.setBrush(QColor(200, 200, 210))
    p.drawRect(QRectF(7, 14, 18, 5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(GREEN, 1.8))
    for x in (8.0, 16.0):
        p.drawPolygon(_hex(QPointF(x + 4, 25), 4.2))


_DRAW = {
    "select": _select, "brush": _brush, "fill": _fill, "eraser": _eraser,
    "hexside": _hexside, "city": _city, "link": _link, "region": _region,
    "victory": _victory, "place": _place, "shape": _shape, "calibrate": _calibrate,
    "playtest": _playtest, "validate": _validate, "stamp": _stamp,
}


def icon_pixmap(key: str, size: int = 32) -> QPixmap:
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(size / 32.0, size / 32.0)
    _DRAW.get(key, _select)(p)
    p.end()
    return pm


@cache
def tool_icon(key: str) -> QIcon:
    icon = QIcon()
    for size in (16, 24, 32, 48):
        icon.addPixmap(icon_pixmap(key, size))
    return icon
