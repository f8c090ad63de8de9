"""Pixel geometry of a hex map: engine hexes to scene points and back.

The engine's :class:`Hex` is axial and knows nothing of pixels. A :class:`Layout` places
hexes in scene coordinates for a grid's orientation (flat- or pointy-top) at a chosen hex
size. Because :class:`GridSpec` already mirrors axial coordinates for maps whose rows are
numbered upward (``rows_up``), the standard axial-to-pixel formulas put every printed
row and column where the printed map has it, for every grid the engine reads.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from qtwargame.engine.hexgrid import GridSpec, Hex, Orientation

SQRT3 = math.sqrt(3.0)


class Layout:
    """Hex <-> scene point for one grid. ``size`` is the centre-to-corner distance."""

    def __init__(self, grid: GridSpec, size: float = 40.0, origin: QPointF | None = None) -> None:
        self.grid = grid
        self.size = float(size)
        self.origin = QPointF(origin) if origin is not None else QPointF(0.0, 0.0)
        self.flat = grid.orientation is Orientation.FLAT
        # Unit-size corner offsets, counter-clockwise from angle 0 (flat) or -30 (pointy).
        start = 0.0 if self.flat else -30.0
        self._corners = [(math.cos(math.radians(start + 60 * i)),
                          math.sin(math.radians(start + 60 * i))) for i in range(6)]
        self._shapes: dict[float, QPolygonF] = {}

    # -- hex <-> point -------------------------------------------------------------------
    def center(self, h: Hex) -> QPointF:
        s = self.size
        if self.flat:
            x = s * 1.5 * h.q
            y = s * SQRT3 * (h.r + h.q / 2.0)
        else:
            x = s * SQRT3 * (h.q + h.r / 2.0)
            y = s * 1.5 * h.r
        return QPointF(x + self.origin.x(), y + self.origin.y())

    def centres(self, hexes) -> list[tuple[Hex, float, float]]:
        """Each hex with the coordinates of :meth:`center` (the same arithmetic, so the same
        numbers), without a QPointF each: a map's thousands of hexes at once."""
        s, ox, oy = self.size, self.origin.x(), self.origin.y()
        if self.flat:
            return [(h, s * 1.5 * h.q + ox, s * SQRT3 * (h.r + h.q / 2.0) + oy) for h in hexes]
        return [(h, s * SQRT3 * (h.q + h.r / 2.0) + ox, s * 1.5 * h.r + oy) for h in hexes]

    def hex_at(self, p: QPointF) -> Hex:
        """The hex whose area contains scene point ``p``."""
        x = (p.x() - self.origin.x()) / self.size
        y = (p.y() - self.origin.y()) / self.size
        if self.flat:
            q = 2.0 / 3.0 * x
            r = -1.0 / 3.0 * x + SQRT3 / 3.0 * y
        else:
            q = SQRT3 / 3.0 * x - 1.0 / 3.0 * y
            r = 2.0 / 3.0 * y
        return _round(q, r)

    # -- shapes --------------------------------------------------------------------------
    def corners(self, h: Hex, scale: float = 1.0) -> list[QPointF]:
        c = self.center(h)
        s = self.size * scale
        return [QPointF(c.x() + s * dx, c.y() + s * dy) for dx, dy in self._corners]

    def polygon(self, h: Hex, scale: float = 1.0) -> QPolygonF:
        return self.polygon_at(self.center(h), scale)

    def polygon_at(self, c: QPointF, scale: float = 1.0) -> QPolygonF:
        """The hex whose centre is ``c``. One hex's corners about the origin, moved to the
        centre: a map's thousands of hexes cost one call each (the same points as
        :meth:`corners`: x + s*dx)."""
        shape = self._shapes.get(scale)
        if shape is None:
            s = self.size * scale
            shape = self._shapes[scale] = QPolygonF([QPointF(s * dx, s * dy) for dx, dy in self._corners])
        return shape.translated(c)

    def edge(self, a: Hex, b: Hex) -> tuple[QPointF, QPointF]:
        """The two ends of the hexside shared by adjacent hexes ``a`` and ``b``."""
        return self.edge_between(self.center(a), self.center(b))

    def edge_between(self, ca: QPointF, cb: QPointF) -> tuple[QPointF, QPointF]:
        """:meth:`edge` of the hexes centred at ``ca`` and ``cb``."""
        mx, my = (ca.x() + cb.x()) / 2.0, (ca.y() + cb.y()) / 2.0
        dx, dy = cb.x() - ca.x(), cb.y() - ca.y()
        length = math.hypot(dx, dy) or 1.0
        px, py = -dy / length * self.size / 2.0, dx / length * self.size / 2.0
        return QPointF(mx - px, my - py), QPointF(mx + px, my + py)

    @property
    def width(self) -> float:
        """Corner-to-corner across a flat hex, flat side to flat side across a pointy one."""
        return self.size * 2.0 if self.flat else self.size * SQRT3

    @property
    def height(self) -> float:
        return self.size * SQRT3 if self.flat else self.size * 2.0

    @property
    def inner(self) -> float:
        """Distance between opposite hexsides: the largest square that fits is a bit less."""
        return self.size * SQRT3

    def bounds(self, hexes) -> QRectF:
        """The scene rectangle covering ``hexes``."""
        xs, ys = [], []
        for h in hexes:
            c = self.center(h)
            xs.append(c.x())
            ys.append(c.y())
        if not xs:
            return QRectF()
        hw, hh = self.width / 2.0, self.height / 2.0
        return QRectF(min(xs) - hw, min(ys) - hh, max(xs) - min(xs) + 2 * hw,
                      max(ys) - min(ys) + 2 * hh)


def _round(fq: float, fr: float) -> Hex:
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))
