"""Terrain from shapes: each hex takes the terrain that covers most of its area.

Shapes are polygons tagged with a terrain id, from a GeoJSON file or drawn with the mouse.
Everything here works in **hex units**: the map frame in which the hex with axial
coordinates (0, 0) is centred on (0, 0) and a hex measures 1 from centre to corner, with
x to the right and y *down* (the layout of :class:`qtwargame.ui.layout.Layout` at size 1).
This frame does not depend on the zoom or on the editor's drawing size, so a shapes file
stays valid for a map whatever draws it.

GeoJSON files
    A ``FeatureCollection`` (or one ``Feature``) of ``Polygon`` / ``MultiPolygon``
    geometries, each with a ``"terrain"`` property naming a terrain id of the scenario.
    Coordinates are hex units unless the collection declares a ``"frame"`` member:
    ``{"origin": [x, y], "hex_size": s}`` says the coordinates are in another frame (for
    example pixels of the scanned map, as the background calibration reports them) where
    hex (0, 0) is centred on ``origin`` and a hex measures ``s``; they are converted with
    ``(p - origin) / s``.

Majority (DR rule 6.11)
    Shapes are layered in order, a later shape covering the earlier ones where they
    overlap. For every hex touched by a shape, the area of the hex inside each terrain's
    union is measured; the part covered by no shape counts for the hex's current terrain.
    The terrain with the largest area wins; on a tie the current terrain stays.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import shapely
from shapely.geometry import MultiPolygon, Polygon, shape
from shapely.geometry.base import BaseGeometry
from shapely.strtree import STRtree

from qtwargame.editor.calibration import hex_center


class ShapesError(ValueError):
    """A shapes file that cannot be used, with every reason."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


@dataclass(frozen=True)
class TerrainShape:
    terrain: str
    geometry: Polygon | MultiPolygon


SQRT3 = math.sqrt(3.0)


def hex_polygon(q: int, r: int, flat: bool) -> Polygon:
    """The outline of axial hex (q, r) in hex units."""
    cx, cy = hex_center(q, r, flat)
    start = 0.0 if flat else -30.0
    return Polygon([(cx + math.cos(math.radians(start + 60 * i)),
                     cy + math.sin(math.radians(start + 60 * i))) for i in range(6)])


def _transform(geom, origin: tuple[float, float], size: float):
    ox, oy = origin
    return shapely.transform(geom, lambda xy: (xy - (ox, oy)) / size)


def shapes_from_geojson(text: str, terrain_ids: Iterable[str]) -> list[TerrainShape]:
    """The terrain shapes of a GeoJSON text, in hex units. ShapesError lists every
    problem (bad JSON, a feature without a known terrain, a geometry that is no polygon)."""
    known = set(terrain_ids)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise ShapesError([f"not valid JSON: {e.msg} (line {e.lineno})"]) from None
    if not isinstance(data, dict):
        raise ShapesError(["a GeoJSON file must hold an object"])
    if data.get("type") == "Feature":
        features = [data]
    elif data.get("type") == "FeatureCollection" and isinstance(data.get("features"), list):
        features = data["features"]
    else:
        raise ShapesError(["expected a FeatureCollection or a Feature"])
    origin, size = (0.0, 0.0), 1.0
    frame = data.get("frame")
    if frame is not None:
        try:
            origin = (float(frame["origin"][0]), float(frame["origin"][1]))
            size = float(frame["hex_size"])
            if size <= 0:
                raise ValueError
        except (KeyError, IndexError, TypeError, ValueError):
            raise ShapesError(['"frame" needs "origin": [x, y] and a positive "hex_size"']) \
                from None
    out: list[TerrainShape] = []
    problems: list[str] = []
    for i, feat in enumerate(features):
        where = f"features[{i}]"
        if not isinstance(feat, dict):
            problems.append(f"{where}: not an object")
            continue
        terrain = (feat.get("properties") or {}).get("terrain")
        if terrain not in known:
            problems.append(f"{where}: terrain {terrain!r} is not a terrain of the scenario")
            continue
        try:
            geom = shape(feat.get("geometry") or {})
        except (ValueError, TypeError, AttributeError, KeyError, shapely.errors.GEOSException) as e:
            problems.append(f"{where}: bad geometry ({e})")
            continue
        if not isinstance(geom, Polygon | MultiPolygon):
            problems.append(f"{where}: a {geom.geom_type} is not a Polygon or MultiPolygon")
            continue
        geom = shapely.make_valid(geom)
        if frame is not None:
            geom = _transform(geom, origin, size)
        out.append(TerrainShape(terrain, geom))
    if problems:
        raise ShapesError(problems)
    return out


def majority_terrain(hex_polygons: Mapping[str, Polygon], current: Mapping[str, str],
                     shapes: Iterable[TerrainShape]) -> dict[str, str]:
    """The hexes whose majority terrain differs from ``current``, with that terrain.

    ``hex_polygons`` maps each hex label to its outline in hex units.
    """
    shapes = list(shapes)
    if not shapes or not hex_polygons:
        return {}
    # Later shapes cover earlier ones: walk backwards, cutting away what is covered.
    per_terrain: dict[str, BaseGeometry] = {}
    covered = None
    for s in reversed(shapes):
        g = s.geometry if covered is None else s.geometry.difference(covered)
        if not g.is_empty:
            prev = per_terrain.get(s.terrain)
            per_terrain[s.terrain] = g if prev is None else prev.union(g)
        covered = s.geometry if covered is None else covered.union(s.geometry)
    labels = list(hex_polygons)
    polys = [hex_polygons[lbl] for lbl in labels]
    tree = STRtree(polys)
    touched: set[int] = set()
    for g in per_terrain.values():
        touched.update(int(i) for i in tree.query(g, predicate="intersects"))
    prepared = {t: g for t, g in per_terrain.items()}
    for g in prepared.values():
        shapely.prepare(g)
    out: dict[str, str] = {}
    for i in sorted(touched):
        lbl = labels[i]
        poly = polys[i]
        now = current.get(lbl)
        areas: dict[str, float] = {}
        inside = 0.0
        for t, g in prepared.items():
            if g.intersects(poly):
                a = poly.intersection(g).area
                if a > 0:
                    areas[t] = areas.get(t, 0.0) + a
                    inside += a
        if now is not None:
            areas[now] = areas.get(now, 0.0) + max(poly.area - inside, 0.0)
        if not areas:
            continue
        best = max(areas.values())
        winner = now if now is not None and areas.get(now, -1.0) >= best - 1e-12 else \
            max(areas, key=lambda t: areas[t])
        if winner != now:
            out[lbl] = winner
    return out
