"""Which hexside or link segment a scene point is near."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF

from qtwargame.engine.hexgrid import Hex


def _segment_distance(p: QPointF, a: QPointF, b: QPointF) -> float:
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length2 = dx * dx + dy * dy
    if length2 <= 0:
        return math.hypot(p.x() - a.x(), p.y() - a.y())
    t = max(0.0, min(1.0, ((p.x() - a.x()) * dx + (p.y() - a.y()) * dy) / length2))
    return math.hypot(p.x() - (a.x() + t * dx), p.y() - (a.y() + t * dy))


def nearest_hexside(layout, pos: QPointF, tolerance: float = 0.3) -> tuple[Hex, Hex] | None:
    """The two hexes of the hexside nearest ``pos``, if ``pos`` is within ``tolerance``
    hex sizes of it."""
    h = layout.hex_at(pos)
    best, best_d = None, None
    for n in h.neighbors():
        a, b = layout.edge(h, n)
        d = _segment_distance(pos, a, b)
        if best_d is None or d < best_d:
            best, best_d = (h, n), d
    if best_d is None or best_d > tolerance * layout.size:
        return None
    return best


def nearest_segment(layout, paths, pos: QPointF, tolerance: float = 0.25):
    """``(index, j)`` of the segment ``paths[index][j] - paths[index][j + 1]`` nearest
    ``pos`` within ``tolerance`` hex sizes, or None. ``paths`` are lists of hexes."""
    best, best_d = None, tolerance * layout.size
    for i, path in enumerate(paths):
        for j in range(len(path) - 1):
            a, b = path[j], path[j + 1]
            if a is None or b is None:
                continue
            d = _segment_distance(pos, layout.center(a), layout.center(b))
            if d <= best_d:
                best, best_d = (i, j), d
    return best
