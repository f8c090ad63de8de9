"""Terrain from shapes: each hex takes the terrain covering most of its area (DR 6.11)."""

from __future__ import annotations

import json

import pytest
from shapely.geometry import Polygon, box

from qtwargame.editor.terrain_shapes import (
    ShapesError,
    TerrainShape,
    hex_center,
    hex_polygon,
    majority_terrain,
    shapes_from_geojson,
)


def _polys(hexes):
    return {f"{q}_{r}": hex_polygon(q, r, True) for q, r in hexes}


def test_a_hex_takes_the_terrain_covering_more_than_half_of_it_and_keeps_its_own_otherwise():
    polys = _polys([(0, 0), (2, 0)])
    current = {"0_0": "clear", "2_0": "clear"}
    # Hex (0, 0) spans x from -1 to 1: a box from x = -0.2 covers most of it; hex (2, 0)
    # spans x from 2 to 4 and the box ends at 2.4, covering a small corner only.
    cover = TerrainShape("forest", box(-0.2, -2, 2.4, 2))
    assert majority_terrain(polys, current, [cover]) == {"0_0": "forest"}


def test_with_two_shapes_in_a_hex_the_larger_one_wins():
    polys = _polys([(0, 0)])
    left = TerrainShape("forest", box(-1, -1, -0.1, 1))
    right = TerrainShape("swamp", box(-0.1, -1, 1, 1))
    assert majority_terrain(polys, {"0_0": "clear"}, [left, right]) == {"0_0": "swamp"}


def test_later_shapes_cover_earlier_ones_where_they_overlap():
    polys = _polys([(0, 0)])
    forest = TerrainShape("forest", box(-2, -2, 2, 2))
    lake = TerrainShape("lake", box(-0.9, -0.9, 0.9, 0.9))
    assert majority_terrain(polys, {"0_0": "clear"}, [forest, lake]) == {"0_0": "lake"}
    assert majority_terrain(polys, {"0_0": "clear"}, [lake, forest]) == {"0_0": "forest"}


def test_geojson_features_become_shapes_in_hex_units_through_the_declared_frame():
    data = {
        "type": "FeatureCollection",
        "frame": {"origin": [100, 50], "hex_size": 10},
        "features": [{"type": "Feature", "properties": {"terrain": "forest"},
                      "geometry": {"type": "Polygon",
                                   "coordinates": [[[100, 50], [120, 50], [120, 70], [100, 50]]]}}],
    }
    [shape] = shapes_from_geojson(json.dumps(data), ["forest", "clear"])
    assert shape.terrain == "forest"
    assert shape.geometry.equals(Polygon([(0, 0), (2, 0), (2, 2)]))


def test_a_geojson_file_with_unknown_terrain_or_lines_is_refused_with_every_reason():
    data = {"type": "FeatureCollection", "features": [
        {"type": "Feature", "properties": {"terrain": "jungle"},
         "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 0]]]}},
        {"type": "Feature", "properties": {"terrain": "forest"},
         "geometry": {"type": "LineString", "coordinates": [[0, 0], [1, 1]]}},
    ]}
    with pytest.raises(ShapesError) as e:
        shapes_from_geojson(json.dumps(data), ["forest"])
    assert len(e.value.problems) == 2
    with pytest.raises(ShapesError):
        shapes_from_geojson("{not json", ["forest"])


def test_a_drawn_polygon_gives_its_hexes_the_majority_terrain_in_one_undo_step(window):
    doc = window.doc
    tool = window.tools["shape"]
    window.settings.set("terrain", "swamp")
    layout = window.scene.layout
    centre = layout.center(doc.parse("0505"))
    s = layout.size
    # A square a bit larger than hex 0505.
    corners = [(-1.1, -1.1), (1.1, -1.1), (1.1, 1.1), (-1.1, 1.1)]
    points = [type(centre)(centre.x() + dx * s, centre.y() + dy * s) for dx, dy in corners]
    n = tool.apply_polygon(points)
    assert doc.scenario.map.hexes["0505"] == "swamp"
    assert n == 1
    assert doc.undo_stack.count() == 1


def test_importing_a_geojson_file_changes_the_hexes_it_covers(window, tmp_path):
    doc = window.doc
    h = doc.parse("0704")
    cx, cy = hex_center(h.q, h.r, True)
    ring = [[cx - 2.5, cy - 1.2], [cx + 2.5, cy - 1.2], [cx + 2.5, cy + 1.2], [cx - 2.5, cy + 1.2],
            [cx - 2.5, cy - 1.2]]
    path = tmp_path / "hills.geojson"
    path.write_text(json.dumps({"type": "FeatureCollection", "features": [
        {"type": "Feature", "properties": {"terrain": "hills"},
         "geometry": {"type": "Polygon", "coordinates": [ring]}}]}))
    assert window.import_shapes(path) >= 1
    assert doc.scenario.map.hexes["0704"] == "hills"
    doc.undo_stack.undo()
    assert doc.scenario.map.hexes["0704"] == "clear"
