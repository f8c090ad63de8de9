"""NATO unit symbols drawn as vectors into a rectangle (the symbol's frame).

A unit type's ``symbol`` names one or more marks joined by ``+`` (``armor+infantry``).
Common names and their aliases are drawn here; an unknown name draws its first letters in
the frame, so a new game's unit types always show something sensible.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

ALIASES = {
    "inf": "infantry", "rifle": "infantry", "rifles": "infantry", "tank": "armor",
    "armour": "armor", "panzer": "armor", "armored": "armor", "armoured": "armor",
    "mech": "mechanized", "mechanised": "mechanized", "panzergrenadier": "mechanized",
    "motorised": "motorized", "motor": "motorized", "cav": "cavalry",
    "para": "airborne", "paratroops": "airborne", "parachute": "airborne",
    "naval_infantry": "marine", "marines": "marine", "navy": "naval", "arty": "artillery",
    "guard": "guards", "mtn": "mountain", "alpine": "mountain", "hq": "headquarters",
    "air_landing": "airborne", "recon": "reconnaissance", "ski": "ski",
}
#: Compound symbols spelled as one word.
COMPOUNDS = {
    "mechanized": ("armor", "infantry"),
    "armored_infantry": ("armor", "infantry"),
    "armored_cavalry": ("armor", "cavalry"),
    "motorized": ("infantry", "wheels"),
    "mountain_infantry": ("infantry", "mountain"),
    "airborne": ("infantry", "wings"),
    "airborne_infantry": ("infantry", "wings"),
    "shock": ("infantry", "shock"),
    "shock_army": ("infantry", "shock"),
    "guards": ("infantry", "guards"),
    "guards_armor": ("armor", "guards"),
    "guards_infantry": ("infantry", "guards"),
    "marine": ("infantry", "anchor"),
    "naval": ("anchor",),
    "reconnaissance": ("cavalry",),
    "mountain": ("infantry", "mountain"),
}
PRIMITIVES = ("infantry", "armor", "cavalry", "artillery", "wheels", "wings", "mountain",
              "anchor", "shock", "guards", "headquarters", "engineer", "antitank", "ski",
              "supply", "fortification")


def marks(symbol: str) -> list[str]:
    """The primitive marks a symbol name stands for, in drawing order."""
    out: list[str] = []
    parts = [p.strip() for p in symbol.lower().replace(",", "+").split("+") if p.strip()]
    for part in parts:
        name = ALIASES.get(part, part)
        # Alone, "guards" means guards infantry; in "armor+guards" it is only the mark.
        expanded = (name,) if len(parts) > 1 and name in PRIMITIVES else COMPOUNDS.get(name)
        if expanded is None:
            expanded = (name,)
        for m in expanded:
            m = ALIASES.get(m, m)
            if m not in out:
                out.append(m)
    return out


def draw_symbol(p: QPainter, frame: QRectF, symbol: str, ink: QColor,
                frame_fill: QColor | None = None) -> None:
    """Draw the NATO frame and the marks of ``symbol`` inside ``frame``."""
    w = max(frame.width(), frame.height())
    pen = QPen(ink, max(w * 0.045, 0.8))
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    p.save()
    p.setPen(pen)
    p.setBrush(frame_fill if frame_fill is not None else Qt.BrushStyle.NoBrush)
    p.drawRect(frame)
    p.setBrush(Qt.BrushStyle.NoBrush)
    for m in marks(symbol):
        painter = _MARKS.get(m)
        if painter is not None:
            painter(p, frame, ink)
        else:
            _letters(p, frame, ink, m)
    p.restore()


def _infantry(p: QPainter, f: QRectF, ink: QColor) -> None:
    p.drawLine(f.topLeft(), f.bottomRight())
    p.drawLine(f.bottomLeft(), f.topRight())


def _armor(p: QPainter, f: QRectF, ink: QColor) -> None:
    inset_x, inset_y = f.width() * 0.16, f.height() * 0.22
    r = f.adjusted(inset_x, inset_y, -inset_x, -inset_y)
    p.drawRoundedRect(r, r.height() / 2, r.height() / 2)


def _cavalry(p: QPainter, f: QRectF, ink: QColor) -> None:
    p.drawLine(f.bottomLeft(), f.topRight())


def _artillery(p: QPainter, f: QRectF, ink: QColor) -> None:
    p.save()
    p.setBrush(ink)
    rad = min(f.width(), f.height()) * 0.14
    p.drawEllipse(f.center(), rad, rad)
    p.restore()


def _wheels(p: QPainter, f: QRectF, ink: QColor) -> None:
    p.drawLine(QPointF(f.center().x(), f.top()), QPointF(f.center().x(), f.bottom()))


def _wings(p: QPainter, f: QRectF, ink: QColor) -> None:
    cx, y = f.center().x(), f.bottom() - f.height() * 0.2
    half = f.width() * 0.2
    path = QPainterPath(QPointF(cx - half, y))
    path.quadTo(QPointF(cx - half / 2, y - f.height() * 0.22), QPointF(cx, y))
    path.quadTo(QPointF(cx + half / 2, y - f.height() * 0.22), QPointF(cx + half, y))
    p.drawPath(path)


def _mountain(p: QPainter, f: QRectF, ink: QColor) -> None:
    p.save()
    p.setBrush(ink)
    cx, b = f.center().x(), f.bottom()
    h, half = f.height() * 0.3, f.width() * 0.16
    p.drawPolygon(QPolygonF([QPointF(cx - half, b), QPointF(cx, b - h), QPointF(cx + half, b)]))
    p.restore()


def anchor(p: QPainter, f: QRectF, ink: QColor) -> None:
    cx, top, h = f.center().x(), f.top() + f.height() * 0.14, f.height() * 0.72
    p.drawLine(QPointF(cx, top + h * 0.15), QPointF(cx, top + h))
    p.drawEllipse(QPointF(cx, top + h * 0.08), h * 0.08, h * 0.08)
    p.drawLine(QPointF(cx - h * 0.22, top + h * 0.32), QPointF(cx + h * 0.22, top + h * 0.32))
    arc = QRectF(cx - h * 0.35, top + h * 0.3, h * 0.7, h * 0.7)
    p.drawArc(arc, 200 * 16, 140 * 16)


def _shock(p: QPainter, f: QRectF, ink: QColor) -> None:
    _badge_text(p, f, ink, "S")


def _guards(p: QPainter, f: QRectF, ink: QColor) -> None:
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    r = f.height() * 0.2
    c = QPointF(f.right() - r * 1.2, f.top() - r * 1.25)
    p.drawPolygon(star(c, r))
    p.restore()


def _headquarters(p: QPainter, f: QRectF, ink: QColor) -> None:
    p.drawLine(f.bottomLeft(), QPointF(f.left(), f.bottom() + f.height() * 0.45))


def _engineer(p: QPainter, f: QRectF, ink: QColor) -> None:
    w, h = f.width() * 0.4, f.height() * 0.3
    c = f.center()
    path = QPainterPath(QPointF(c.x() - w / 2, c.y() + h / 2))
    path.lineTo(c.x() - w / 2, c.y() - h / 2)
    path.lineTo(c.x() + w / 2, c.y() - h / 2)
    path.lineTo(c.x() + w / 2, c.y() + h / 2)
    path.moveTo(c.x(), c.y() - h / 2)
    path.lineTo(c.x(), c.y() + h / 2)
    p.drawPath(path)


def _antitank(p: QPainter, f: QRectF, ink: QColor) -> None:
    p.drawLine(f.bottomLeft(), QPointF(f.center().x(), f.top()))
    p.drawLine(QPointF(f.center().x(), f.top()), f.bottomRight())


def _ski(p: QPainter, f: QRectF, ink: QColor) -> None:
    y = f.bottom() - f.height() * 0.15
    p.drawLine(QPointF(f.left() + f.width() * 0.3, y), QPointF(f.right() - f.width() * 0.3, y))


def _supply(p: QPainter, f: QRectF, ink: QColor) -> None:
    y = f.bottom() - f.height() * 0.3
    p.drawLine(QPointF(f.left(), y), QPointF(f.right(), y))


def _fortification(p: QPainter, f: QRectF, ink: QColor) -> None:
    step = f.width() / 5
    path = QPainterPath(QPointF(f.left(), f.center().y()))
    for i in range(5):
        x = f.left() + i * step
        y = f.center().y() - (step if i % 2 == 0 else 0)
        path.lineTo(x, y)
        path.lineTo(x + step, y)
    p.drawPath(path)


def _badge_text(p: QPainter, f: QRectF, ink: QColor, text: str) -> None:
    p.save()
    font = QFont(p.font())
    font.setBold(True)
    font.setPixelSize(max(int(f.height() * 0.42), 4))
    p.setFont(font)
    p.setPen(ink)
    r = QRectF(f.left() + f.width() * 0.02, f.top(), f.width() * 0.3, f.height() * 0.5)
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
    p.restore()


def _letters(p: QPainter, f: QRectF, ink: QColor, name: str) -> None:
    p.save()
    font = QFont(p.font())
    font.setBold(True)
    font.setPixelSize(max(int(f.height() * 0.5), 4))
    p.setFont(font)
    p.setPen(ink)
    p.drawText(f, Qt.AlignmentFlag.AlignCenter, name[:3].upper())
    p.restore()


def star(c: QPointF, r: float, points: int = 5) -> QPolygonF:
    """A star polygon centred on ``c`` with outer radius ``r``."""
    out = []
    for i in range(points * 2):
        rad = r if i % 2 == 0 else r * 0.42
        a = math.radians(-90 + i * 180 / points)
        out.append(QPointF(c.x() + rad * math.cos(a), c.y() + rad * math.sin(a)))
    return QPolygonF(out)


def ship(frame: QRectF) -> QPainterPath:
    """A side view of a warship filling ``frame``."""
    x, y, w, h = frame.x(), frame.y(), frame.width(), frame.height()
    path = QPainterPath(QPointF(x, y + h * 0.55))
    path.lineTo(x + w, y + h * 0.55)
    path.lineTo(x + w * 0.88, y + h)
    path.lineTo(x + w * 0.1, y + h)
    path.closeSubpath()
    path.addRect(QRectF(x + w * 0.3, y + h * 0.3, w * 0.35, h * 0.25))
    path.addRect(QRectF(x + w * 0.42, y, w * 0.08, h * 0.3))
    path.addRect(QRectF(x + w * 0.68, y + h * 0.4, w * 0.2, h * 0.15))
    return path


_MARKS = {
    "infantry": _infantry,
    "armor": _armor,
    "cavalry": _cavalry,
    "artillery": _artillery,
    "wheels": _wheels,
    "wings": _wings,
    "mountain": _mountain,
    "anchor": anchor,
    "shock": _shock,
    "guards": _guards,
    "headquarters": _headquarters,
    "engineer": _engineer,
    "antitank": _antitank,
    "ski": _ski,
    "supply": _supply,
    "fortification": _fortification,
}
