"""Laying real geography onto the Red Vengeance hex grid.

The grid (DATA-POLICY): hex numbers XXYY with XX growing south and YY growing west, so the
printed sheet has east at the top. We read it as flat-topped hexes in columns XX (left to
right = north to south) and rows YY (top to bottom = east to west), even columns half a hex
toward higher rows; ``choose_shift`` confirms that setting fits the rulebook's cities
better than the other one.

The warp from (latitude, longitude) to the sheet: an affine least-squares fit of every
city the rulebook numbers, plus an inverse-distance interpolation of what the fit misses
at those cities, so that each of them lands exactly on its printed hex while the rest of
the geography moves smoothly with them (the designer's sheet is not a true projection:
Kiel 0623, for one, sits several hexes north of where a projection would put it).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from shapely.geometry import LineString, Point, Polygon
from shapely.prepared import prep

from qtwargame.engine.hexgrid import GridSpec, Offset

SQRT3 = math.sqrt(3.0)


def grid_spec(shift: str) -> GridSpec:
    return GridSpec(orientation="flat", shifted=shift, rows_up=False, order="colrow", digits=2)


def hex_center(col: int, row: int, shift: str) -> tuple[float, float]:
    """The centre of a printed hex in sheet units (hex side = 1): x right, y down."""
    shifted = (col % 2 == 0) if shift == "even" else (col % 2 == 1)
    return 1.5 * col, SQRT3 * (row + (0.5 if shifted else 0.0))


def label(col: int, row: int) -> str:
    return f"{col:02d}{row:02d}"


def parse(lab: str) -> tuple[int, int]:
    return int(lab[:2]), int(lab[2:])


def _features(lat: float, lon: float) -> tuple[float, float, float]:
    # A local equirectangular frame: longitude scaled by the cosine of the latitude.
    return 1.0, (lon - 20.0) * math.cos(math.radians(lat)), lat - 50.0


def _solve3(m: list[list[float]], v: list[float]) -> list[float]:
    # Cramer's rule on the 3x3 normal equations.
    def det(a):
        return (a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
                - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
                + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]))
    d = det(m)
    out = []
    for i in range(3):
        mi = [row[:] for row in m]
        for r in range(3):
            mi[r][i] = v[r]
        out.append(det(mi) / d)
    return out


@dataclass
class Warp:
    """Geographic (lat, lon) to sheet (x, y), exact at the rulebook's cities."""

    ax: list[float]
    ay: list[float]
    anchors: list[tuple[float, float, float, float]]  # affine x, y and the residual dx, dy

    @classmethod
    def fit(cls, points: list[tuple[tuple[float, float], tuple[float, float]]]) -> Warp:
        rows = [_features(lat, lon) for (lat, lon), _ in points]
        mtx = [[sum(r[i] * r[j] for r in rows) for j in range(3)] for i in range(3)]
        ax = _solve3(mtx, [sum(r[i] * p[1][0] for r, p in zip(rows, points)) for i in range(3)])
        ay = _solve3(mtx, [sum(r[i] * p[1][1] for r, p in zip(rows, points)) for i in range(3)])
        w = cls(ax, ay, [])
        for (lat, lon), (tx, ty) in points:
            x, y = w.affine(lat, lon)
            w.anchors.append((x, y, tx - x, ty - y))
        return w

    def affine(self, lat: float, lon: float) -> tuple[float, float]:
        f = _features(lat, lon)
        return (sum(a * b for a, b in zip(self.ax, f)), sum(a * b for a, b in zip(self.ay, f)))

    def __call__(self, lat: float, lon: float) -> tuple[float, float]:
        x, y = self.affine(lat, lon)
        sw = sx = sy = 0.0
        for ax_, ay_, dx, dy in self.anchors:
            d2 = (x - ax_) ** 2 + (y - ay_) ** 2
            if d2 < 1e-12:
                return x + dx, y + dy
            w = 1.0 / d2
            sw += w
            sx += w * dx
            sy += w * dy
        return x + sx / sw, y + sy / sw

    def residual_hexes(self) -> float:
        """Root-mean-square miss of the affine part at the anchors, in hexes."""
        n = len(self.anchors)
        return math.sqrt(sum(dx * dx + dy * dy for *_, dx, dy in self.anchors) / n) / SQRT3


def choose_shift(pinned: list[tuple[tuple[float, float], str]]) -> tuple[str, Warp]:
    """The column shift whose affine fit misses the rulebook's cities least."""
    best = None
    for shift in ("even", "odd"):
        pts = [(geo, hex_center(*parse(lab), shift)) for geo, lab in pinned]
        w = Warp.fit(pts)
        if best is None or w.residual_hexes() < best[1].residual_hexes():
            best = (shift, w)
    return best


class Sheet:
    """The warped shapes and per-hex sampling on one grid."""

    def __init__(self, warp: Warp, shift: str, cols: range, rows: range) -> None:
        self.warp, self.shift, self.cols, self.rows = warp, shift, cols, rows
        self.spec = grid_spec(shift)
        self.labels = [label(c, r) for c in cols for r in rows]

    def polygon(self, pts) -> Polygon:
        poly = Polygon([self.warp(lat, lon) for lat, lon in pts])
        return poly if poly.is_valid else poly.buffer(0)

    def line(self, pts) -> LineString:
        return LineString([self.warp(lat, lon) for lat, lon in pts])

    def center(self, lab: str) -> tuple[float, float]:
        return hex_center(*parse(lab), self.shift)

    def samples(self, lab: str) -> list[Point]:
        """Thirteen points spread over a hex: its centre, and six towards the corners and
        six towards the sides at 60% of the way."""
        cx, cy = self.center(lab)
        pts = [Point(cx, cy)]
        for k in range(6):
            a = math.radians(60 * k)
            pts.append(Point(cx + 0.6 * math.cos(a), cy + 0.6 * math.sin(a)))
            b = math.radians(60 * k + 30)
            pts.append(Point(cx + 0.6 * SQRT3 / 2 * math.cos(b), cy + 0.6 * SQRT3 / 2 * math.sin(b)))
        return pts

    def share(self, lab: str, shape) -> float:
        p = prep(shape)
        s = self.samples(lab)
        return sum(1 for q in s if p.contains(q)) / len(s)

    def neighbours(self, lab: str) -> list[str]:
        h = self.spec.to_hex(Offset(*parse(lab)))
        out = []
        for n in h.neighbors():
            off = self.spec.to_offset(n)
            if off.col in self.cols and off.row in self.rows:
                out.append(label(off.col, off.row))
        return out

    def nearest(self, lat: float, lon: float, allowed=None) -> str:
        x, y = self.warp(lat, lon)
        pool = self.labels if allowed is None else allowed
        return min(pool, key=lambda lab: (self.center(lab)[0] - x) ** 2 + (self.center(lab)[1] - y) ** 2)
