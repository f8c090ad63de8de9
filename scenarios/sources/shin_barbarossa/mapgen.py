"""Project the real geography of ``geography.py`` onto the rulebook's hex grid.

The grid is the one the rulebook fixes: flat-topped hexes, numbers XXYY with columns
growing east and rows growing south, even columns shifted half a hex down (the Q&A makes
1508 adjacent to both 1407 and 1408, which holds only so). A least-squares affine fit from
the rulebook's numbered places (``geography.ANCHORS`` and the Kerch strait) to their hex
centres carries every coordinate onto the sheet; each hex then takes the terrain found at
its centre, each hexside the rivers, coasts and borders its centre-to-centre segment
crosses. Everything is deterministic: the same sources give the same file.
"""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass, field

import geography as geo
import numpy as np
from shapely.geometry import LineString, Point, Polygon
from shapely.ops import unary_union
from shapely.prepared import prep

from qtwargame.engine.hexgrid import GridSpec, Hex, Offset

GRID = GridSpec("flat", "even", False, "colrow", 2)
COL_STEP = math.sqrt(3) / 2  # column spacing in row heights (flat-topped hexes)
CENTRAL_MERIDIAN = 32.0


def hex_xy(h: Hex) -> tuple[float, float]:
    """Centre of a hex on the sheet, in row heights (x east, y south)."""
    off = GRID.to_offset(h)
    return off.col * COL_STEP, off.row + (0.5 if off.col % 2 == 0 else 0.0)


def label_xy(label: str) -> tuple[float, float]:
    return hex_xy(GRID.parse(label))


def _lonlat_plane(lat: float, lon: float) -> tuple[float, float]:
    """An equal-scale plane about the map's central meridian (degrees of latitude)."""
    return (lon - CENTRAL_MERIDIAN) * math.cos(math.radians(lat)), lat


@dataclass
class Fit:
    """The affine map from the plane to the sheet, and how well the anchors fit it."""

    matrix: np.ndarray
    residuals: dict[str, float]

    def xy(self, lat: float, lon: float) -> tuple[float, float]:
        x, y = _lonlat_plane(lat, lon)
        out = np.array([x, y, 1.0]) @ self.matrix
        return float(out[0]), float(out[1])

    def rms(self) -> float:
        return math.sqrt(sum(r * r for r in self.residuals.values()) / len(self.residuals))


def fit() -> Fit:
    rows, targets, names = [], [], []
    for label, (name, lat, lon) in geo.ANCHORS.items():
        x, y = _lonlat_plane(lat, lon)
        rows.append([x, y, 1.0])
        targets.append(label_xy(label))
        names.append(f"{name} {label}")
    a, b, lat, lon = geo.KERCH_STRAIT
    x, y = _lonlat_plane(lat, lon)
    ax, ay = label_xy(a)
    bx, by = label_xy(b)
    rows.append([x, y, 1.0])
    targets.append(((ax + bx) / 2, (ay + by) / 2))
    names.append(f"kerch strait {a}|{b}")
    m, *_ = np.linalg.lstsq(np.array(rows), np.array(targets), rcond=None)
    pred = np.array(rows) @ m
    res = {n: float(np.hypot(*(p - t))) for n, p, t in zip(names, pred, np.array(targets))}
    return Fit(m, res)


def nearest_hex(x: float, y: float) -> Hex:
    """The hex whose centre is nearest a sheet point."""
    col = round(x / COL_STEP)
    best = None
    for c in (col - 1, col, col + 1):
        for r in (math.floor(y) - 1, math.floor(y), math.floor(y) + 1):
            h = GRID.to_hex(Offset(c, r))
            hx, hy = hex_xy(h)
            d = (hx - x) ** 2 + (hy - y) ** 2
            if best is None or d < best[0]:
                best = (d, h)
    return best[1]


@dataclass
class Sheet:
    """The geography carried onto the sheet as shapely geometry."""

    fit: Fit
    hexes: list[Hex]
    on_map: set[Hex]
    polys: dict[str, dict[str, object]] = field(default_factory=dict)
    lines: dict[str, object] = field(default_factory=dict)

    def poly(self, pts) -> Polygon:
        return Polygon([self.fit.xy(lat, lon) for lat, lon in pts]).buffer(0)

    def line(self, pts) -> LineString:
        return LineString([self.fit.xy(lat, lon) for lat, lon in pts])


def make_sheet() -> Sheet:
    f = fit()
    hexes = [GRID.to_hex(Offset(c, r)) for c in range(geo.COLUMNS[0], geo.COLUMNS[1] + 1)
             for r in range(geo.ROWS[0], geo.ROWS[1] + 1)]
    s = Sheet(f, hexes, set(hexes))
    for group, data in (("sea", geo.SEAS), ("lake", geo.LAKES), ("swamp", geo.SWAMPS),
                        ("forest", geo.FORESTS), ("mountain", geo.MOUNTAINS)):
        s.polys[group] = {k: s.poly(v) for k, v in data.items()}
    s.lines = {k: s.line(v) for k, v in geo.RIVERS.items()}
    return s


#: Share of a hex's area that must be water for the hex to be a water hex: coasts and
#: narrow necks (the Kerch peninsula, Perekop) stay land, as on a printed map.
WATER_SHARE = 0.6


def hex_polygon(h: Hex) -> Polygon:
    x, y = hex_xy(h)
    radius = 1 / math.sqrt(3)
    return Polygon([(x + radius * math.cos(math.radians(a)), y + radius * math.sin(math.radians(a)))
                    for a in range(0, 360, 60)])


def terrain_of(sheet: Sheet) -> dict[Hex, str]:
    """Each hex's terrain: sea or lake when most of its area is water, else mountain,
    swamp or forest when its centre lies in one, else clear."""
    prepared = {g: [prep(p) for p in d.values()] for g, d in sheet.polys.items()}
    water = {g: unary_union(list(sheet.polys[g].values())) for g in ("sea", "lake")}
    out: dict[Hex, str] = {}
    for h in sheet.hexes:
        pt = Point(*hex_xy(h))
        poly = hex_polygon(h)
        t = "clear"
        for group in ("sea", "lake"):
            if poly.intersection(water[group]).area >= WATER_SHARE * poly.area:
                t = group
                break
        else:
            for group in ("mountain", "swamp", "forest"):
                if any(p.contains(pt) for p in prepared[group]):
                    t = group
                    break
        out[h] = t
    return out


def land_path(a: Hex, b: Hex, land: set[Hex], avoid: frozenset[tuple[Hex, Hex]] = frozenset()
              ) -> list[Hex]:
    """Shortest chain of land hexes from ``a`` to ``b`` (a rail or road between two
    places), ties broken toward the straight line between them; never across a hexside
    in ``avoid`` (sea and lake hexsides)."""
    ax, ay = hex_xy(a)
    bx, by = hex_xy(b)
    seg = LineString([(ax, ay), (bx, by)]) if a != b else Point(ax, ay)

    def step_cost(h: Hex) -> float:
        return 1.0 + 0.05 * seg.distance(Point(*hex_xy(h)))

    dist = {a: 0.0}
    prev: dict[Hex, Hex] = {}
    heap = [(0.0, a.q, a.r)]
    while heap:
        d, q, r = heapq.heappop(heap)
        h = Hex(q, r)
        if h == b:
            break
        if d > dist[h]:
            continue
        for n in h.neighbors():
            if n not in land or (h, n) in avoid:
                continue
            nd = d + step_cost(n)
            if nd < dist.get(n, math.inf) - 1e-12:
                dist[n] = nd
                prev[n] = h
                heapq.heappush(heap, (nd, n.q, n.r))
    if b not in dist:
        raise ValueError(f"no land path from {GRID.label(a)} to {GRID.label(b)}")
    path = [b]
    while path[-1] != a:
        path.append(prev[path[-1]])
    return path[::-1]
