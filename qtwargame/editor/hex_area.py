"""Which hexes a scene rectangle touches, without looking at every hex of the map."""

from __future__ import annotations

import math
from collections.abc import Iterator

from PySide6.QtCore import QRectF

from qtwargame.engine.hexgrid import Hex
from qtwargame.ui.layout import SQRT3, Layout


def hexes_in_rect(layout: Layout, rect: QRectF) -> Iterator[Hex]:
    """Every hex (on the map or not) whose outline may reach into ``rect``."""
    s = layout.size
    x0 = rect.left() - layout.origin.x() - s
    x1 = rect.right() - layout.origin.x() + s
    y0 = rect.top() - layout.origin.y() - s
    y1 = rect.bottom() - layout.origin.y() + s
    if layout.flat:
        for q in range(math.floor(x0 / (1.5 * s)), math.ceil(x1 / (1.5 * s)) + 1):
            lo = math.floor(y0 / (s * SQRT3) - q / 2.0)
            hi = math.ceil(y1 / (s * SQRT3) - q / 2.0)
            for r in range(lo, hi + 1):
                yield Hex(q, r)
    else:
        for r in range(math.floor(y0 / (1.5 * s)), math.ceil(y1 / (1.5 * s)) + 1):
            lo = math.floor(x0 / (s * SQRT3) - r / 2.0)
            hi = math.ceil(x1 / (s * SQRT3) - r / 2.0)
            for q in range(lo, hi + 1):
                yield Hex(q, r)


def hex_rect(layout: Layout, h: Hex, margin: float = 2.0) -> QRectF:
    """The scene rectangle a hex covers, with a small margin for pens."""
    c = layout.center(h)
    hw, hh = layout.width / 2.0 + margin, layout.height / 2.0 + margin
    return QRectF(c.x() - hw, c.y() - hh, 2 * hw, 2 * hh)
