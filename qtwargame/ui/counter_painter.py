"""Paints one counter (unit, leader, fleet, supply or marker) as vectors.

The same painter draws counters on the board, in the stack inspector, in the
reinforcement pool and in screenshots, so a counter looks the same everywhere. What it
shows comes from the scenario (nationality colours, unit type symbol, the values of the
current step) and from the state (reduced step, out of supply).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QIcon,
    QIconEngine,
    QImage,
    QPainter,
    QPen,
    QPixmap,
    QPolygonF,
)

from qtwargame.engine.pieces import UnitDef
from qtwargame.ui import nato
from qtwargame.ui.palette import blend, darker, lighter

#: Value keys shown last, in this order: how far a unit moves.
MOVEMENT_KEYS = ("movement", "move", "mp", "mobility", "speed", "range")


def value_text(values) -> str:
    """The printed values of a step: combat values first, then movement: ``4-4-3``.

    Keys starting with ``_`` are bookkeeping and never printed.
    """
    keys = [k for k in values if not k.startswith("_")]
    combat = [k for k in keys if k not in MOVEMENT_KEYS]
    movement = [k for k in MOVEMENT_KEYS if k in keys]
    return "-".join(str(values[k]) for k in combat + movement)


def designation(name_en: str) -> str:
    """A short unit number from its English name: ``1st Infantry`` -> ``1``."""
    m = re.search(r"\d+", name_en)
    return m.group(0) if m else ""


@dataclass(frozen=True)
class CounterLook:
    """Everything that decides how a counter looks, so it can be cached by value."""

    unit: str
    kind: str
    symbol: str
    fill: str
    ink: str
    step: int
    steps: int
    values: str
    number: str
    out_of_supply: bool = False
    #: The colour of the side the unit fights for now, when that is not its printed side
    #: (a minor ally that defected): drawn as a frame in that side's colour.
    changed_side: str | None = None


def look_for(game, uid: str, step: int, out_of_supply: bool = False,
             state=None) -> CounterLook:
    """How ``uid`` looks on ``step``; with ``state``, a unit now on another side than the
    one printed on it is framed in its new side's colour."""
    d: UnitDef = game.units[uid]
    changed = None
    if state is not None:
        now = game.side_of(state, uid)
        if now != d.side:
            changed = next((x.color for x in game.scenario.sides if x.id == now), "#000000")
    sc = game.scenario
    nat = next((n for n in sc.nationalities if n.id == d.nationality), None)
    utype = next((t for t in sc.unit_types if t.id == d.type), None)
    step = min(step, d.step_count - 1)
    return CounterLook(
        unit=uid,
        kind=d.kind,
        symbol=utype.symbol if utype is not None else d.type,
        fill=nat.color if nat is not None else "#c0c0c0",
        ink=nat.text_color if nat is not None else "#000000",
        step=step,
        steps=d.step_count,
        values=value_text(d.steps[step]),
        number=designation(d.name_en),
        out_of_supply=out_of_supply,
        changed_side=changed,
    )


def paint_counter(p: QPainter, rect: QRectF, look: CounterLook) -> None:
    """Draw the counter ``look`` filling the square ``rect``."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    fill, ink = QColor(look.fill), QColor(look.ink)
    reduced = look.step > 0
    if reduced:
        fill = lighter(fill, 0.45)
    kind = look.kind
    if kind == "leader":
        _leader(p, rect, look, fill, ink)
    elif kind == "marker":
        _marker(p, rect, look, fill, ink)
    else:
        _square(p, rect, look, fill, ink, reduced)
    if look.out_of_supply:
        _out_of_supply(p, rect)
    if look.changed_side:
        _changed_side(p, rect, QColor(look.changed_side))
    p.restore()


def _changed_side(p: QPainter, rect: QRectF, color: QColor) -> None:
    """A unit that changed side (RV 11.3): a thick frame in its new side's colour."""
    s = rect.width()
    w = max(s * 0.09, 1.5)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(color, w))
    inner = rect.adjusted(w / 2, w / 2, -w / 2, -w / 2)
    p.drawRoundedRect(inner, s * 0.08, s * 0.08)


def _body(p: QPainter, rect: QRectF, fill: QColor, radius: float) -> None:
    s = rect.width()
    shadow = rect.translated(s * 0.04, s * 0.05)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 90))
    p.drawRoundedRect(shadow, radius, radius)
    p.setBrush(fill)
    p.setPen(QPen(darker(fill, 0.55), max(s * 0.025, 0.6)))
    p.drawRoundedRect(rect, radius, radius)


def _font(p: QPainter, px: float, bold: bool = True) -> QFont:
    f = QFont(p.font())
    f.setBold(bold)
    f.setPixelSize(max(int(round(px)), 4))
    return f


def _fit_text(p: QPainter, rect: QRectF, text: str, px: float, bold: bool = True) -> None:
    """Draw ``text`` centred in ``rect``, shrinking the font until it fits."""
    font = _font(p, px, bold)
    width = QFontMetricsF(font).horizontalAdvance(text)
    if width > rect.width() and width > 0:
        font.setPixelSize(max(int(font.pixelSize() * rect.width() / width), 4))
    p.setFont(font)
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def _square(p: QPainter, rect: QRectF, look: CounterLook, fill: QColor, ink: QColor,
            reduced: bool) -> None:
    s = rect.width()
    _body(p, rect, fill, s * 0.08)
    if reduced:
        # The reduced side: a band across the top-right corner.
        band = QPolygonF([QPointF(rect.right() - s * 0.34, rect.top()),
                          QPointF(rect.right() - s * 0.18, rect.top()),
                          QPointF(rect.right(), rect.top() + s * 0.18),
                          QPointF(rect.right(), rect.top() + s * 0.34)])
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(blend(ink, fill, 0.25))
        p.drawPolygon(band)
    x, y = rect.x(), rect.y()
    if look.kind == "fleet":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        p.drawPath(nato.ship(QRectF(x + s * 0.14, y + s * 0.16, s * 0.72, s * 0.4)))
    else:
        symbol = "supply" if look.kind == "supply" else look.symbol
        frame = QRectF(x + s * 0.2, y + s * 0.2, s * 0.6, s * 0.36)
        nato.draw_symbol(p, frame, symbol, ink, frame_fill=lighter(fill, 0.35))
    p.setPen(ink)
    if look.number:
        p.setFont(_font(p, s * 0.16))
        p.drawText(QRectF(x + s * 0.06, y + s * 0.02, s * 0.5, s * 0.18),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, look.number)
    _fit_text(p, QRectF(x + s * 0.04, y + s * 0.6, s * 0.92, s * 0.36), look.values, s * 0.3)


def _leader(p: QPainter, rect: QRectF, look: CounterLook, fill: QColor, ink: QColor) -> None:
    s = rect.width()
    disc = rect.adjusted(s * 0.04, s * 0.04, -s * 0.04, -s * 0.04)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 90))
    p.drawEllipse(disc.translated(s * 0.04, s * 0.05))
    p.setBrush(fill)
    p.setPen(QPen(darker(fill, 0.55), max(s * 0.03, 0.6)))
    p.drawEllipse(disc)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    p.drawPolygon(nato.star(QPointF(disc.center().x(), disc.top() + s * 0.3), s * 0.2))
    p.setPen(ink)
    _fit_text(p, QRectF(disc.left() + s * 0.12, disc.top() + s * 0.52, disc.width() - s * 0.24,
                        s * 0.3), look.values, s * 0.26)


def _marker(p: QPainter, rect: QRectF, look: CounterLook, fill: QColor, ink: QColor) -> None:
    s = rect.width()
    chip = rect.adjusted(s * 0.1, s * 0.1, -s * 0.1, -s * 0.1)
    p.setBrush(fill)
    p.setPen(QPen(darker(fill, 0.5), max(s * 0.04, 0.6)))
    p.drawEllipse(chip)
    p.setPen(ink)
    _fit_text(p, chip.adjusted(s * 0.08, 0, -s * 0.08, 0), look.values or look.symbol[:4].upper(),
              s * 0.26)


def _out_of_supply(p: QPainter, rect: QRectF) -> None:
    s = rect.width()
    c = QPointF(rect.right() - s * 0.02, rect.top() + s * 0.02)
    r = s * 0.17
    tri = QPolygonF([QPointF(c.x(), c.y() - r), QPointF(c.x() + r, c.y() + r * 0.8),
                     QPointF(c.x() - r, c.y() + r * 0.8)])
    p.setPen(QPen(QColor(120, 0, 0), max(s * 0.025, 0.6)))
    p.setBrush(QColor(255, 214, 0))
    p.drawPolygon(tri)
    p.setPen(QColor(0, 0, 0))
    p.setFont(_font(p, r * 1.1))
    p.drawText(QRectF(c.x() - r, c.y() - r * 0.6, 2 * r, r * 1.4), Qt.AlignmentFlag.AlignCenter, "!")


#: Counters drawn for lists, by look, size and pixel ratio: a list refreshed after every
#: action (the units to place, a stack) draws only the looks it has not shown yet. Images,
#: not pixmaps, so that none outlives the application's windowing system.
_drawn: dict[tuple[CounterLook, int, float], QImage] = {}
_DRAWN_MAX = 2048


def counter_pixmap(look: CounterLook, size: int, device_ratio: float = 1.0) -> QPixmap:
    """The counter as a pixmap, for list views and drag images."""
    key = (look, size, device_ratio)
    img = _drawn.get(key)
    if img is None:
        img = QImage(int(size * device_ratio), int(size * device_ratio),
                     QImage.Format.Format_ARGB32_Premultiplied)
        img.setDevicePixelRatio(device_ratio)
        img.fill(Qt.GlobalColor.transparent)
        p = QPainter(img)
        paint_counter(p, QRectF(1, 1, size - 3, size - 3), look)
        p.end()
        if len(_drawn) >= _DRAWN_MAX:
            _drawn.clear()
        _drawn[key] = img
    return QPixmap.fromImage(img)


class _CounterIconEngine(QIconEngine):
    """A counter icon drawn when a view first paints it: a list of 178 counters to place
    (Shin Barbarossa's set-up) draws the dozen it shows, not all of them, before the first
    frame. Drawn as an icon made from :func:`counter_pixmap` is (its size, and the style's
    look for a selected or disabled item)."""

    def __init__(self, look: CounterLook, size: int, device_ratio: float) -> None:
        super().__init__()
        self.look, self.size, self.device_ratio = look, size, device_ratio

    def clone(self) -> QIconEngine:
        return _CounterIconEngine(self.look, self.size, self.device_ratio)

    def actualSize(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QSize:
        own = QSize(self.size, self.size)
        return own if own.width() <= size.width() and own.height() <= size.height() \
            else own.scaled(size, Qt.AspectRatioMode.KeepAspectRatio)

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        pm = counter_pixmap(self.look, self.size, self.device_ratio)
        if mode != QIcon.Mode.Normal:
            from PySide6.QtWidgets import QApplication, QStyleOption

            opt = QStyleOption()
            opt.palette = QApplication.palette()
            generated = QApplication.style().generatedIconPixmap(mode, pm, opt)
            if not generated.isNull():
                pm = generated
        return pm

    def paint(self, painter: QPainter, rect, mode: QIcon.Mode, state: QIcon.State) -> None:
        painter.drawPixmap(rect, self.pixmap(rect.size(), mode, state))


def counter_icon(look: CounterLook, size: int, device_ratio: float = 1.0) -> QIcon:
    """The counter as an icon for a list, drawn (once per look, :func:`counter_pixmap`)
    only when the list shows it."""
    return QIcon(_CounterIconEngine(look, size, device_ratio))
