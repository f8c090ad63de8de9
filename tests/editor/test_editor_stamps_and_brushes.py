"""Stamps and brushes carry only what they should: a stamp of forest does not grow a setup
area, a locked layer is left out of a stamp rather than the stamp refused, a large brush
at the map's edge paints the map only, and the region tool keeps a brush size of its own.
Driven by mouse clicks on the map and on the tool options, as a designer does it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from qtwargame.editor.window_area_actions import CLIPBOARD

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def shown(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    yield window
    CLIPBOARD.clear()


def click(window, label: str) -> None:
    h = window.doc.parse(label)
    window.view.centerOn(window.scene.layout.center(h))
    pos = window.view.mapFromScene(window.scene.layout.center(h))
    QTest.mouseMove(window.view.viewport(), pos)
    QTest.mouseClick(window.view.viewport(), LEFT, pos=pos)


def _copy(window, labels) -> None:
    window.scene.overlay.set_selection({window.doc.parse(x) for x in labels})
    window.copy_selection()
    assert window.paste()


def _region(doc, rid: str) -> list[str]:
    return sorted(next(r for r in doc.scenario.map.regions if r.id == rid).hexes)


def test_a_stamp_of_forest_from_the_blue_start_area_does_not_grow_it_across_the_river(shown):
    doc = shown.doc
    blue = _region(doc, "blue_start")
    _copy(shown, ["0302", "0402"])  # forest; 0302 is in the Blue start area
    click(shown, "1004")
    assert doc.scenario.map.hexes["1004"] == "forest"
    assert _region(doc, "blue_start") == blue
    assert doc.undo_stack.undoText() == "Paste 2 hexes at 1004"


def test_a_stamp_carries_regions_when_they_are_ticked(shown):
    doc = shown.doc
    shown.set_tool("stamp")
    shown.tool_options.stamp_boxes["regions"].click()
    assert "regions" in shown.settings.stamp_layers
    _copy(shown, ["0302", "0402"])
    click(shown, "1004")
    assert "1004" in _region(doc, "blue_start")


def test_a_locked_layer_is_left_out_of_a_stamp_and_the_rest_is_stamped(shown):
    doc = shown.doc
    _copy(shown, ["0305", "0405"])  # Westheim and clear terrain
    shown.layers.lock["terrain"].setChecked(True)
    terrain = dict(doc.scenario.map.hexes)
    click(shown, "0507")
    assert doc.scenario.map.hexes == terrain
    assert [c.name.en for c in doc.scenario.map.cities if c.hex == "0507"] == ["Westheim"]
    assert shown.statusBar().currentMessage() == "Left out of the stamp (locked): Terrain"


def test_a_seven_hex_brush_on_the_maps_edge_adds_no_hex(shown):
    doc = shown.doc
    n = len(doc.scenario.map.hexes)
    shown.set_tool("brush")
    shown.settings.set("terrain", "swamp")
    shown.settings.set("radius", 1)
    click(shown, "0101")
    assert len(doc.scenario.map.hexes) == n
    assert [x for x, t in sorted(doc.scenario.map.hexes.items()) if t == "swamp"
            and x in ("0101", "0102", "0201")] == ["0101", "0102", "0201"]


def test_a_brush_centred_on_the_ghost_grid_still_adds_hexes(shown):
    doc = shown.doc
    n = len(doc.scenario.map.hexes)
    shown.set_tool("brush")
    shown.settings.set("terrain", "swamp")
    shown.settings.set("radius", 0)
    h = doc.parse("0101")
    ghost = next(x for x in h.neighbors() if x not in doc.label_at and shown.scene.terrain.in_extent(x))
    label = doc.label(ghost)
    shown.view.centerOn(shown.scene.layout.center(ghost))
    QTest.mouseClick(shown.view.viewport(), LEFT,
                     pos=shown.view.mapFromScene(shown.scene.layout.center(ghost)))
    assert len(doc.scenario.map.hexes) == n + 1
    assert doc.scenario.map.hexes[label] == "swamp"


def test_the_region_tool_and_the_terrain_brush_keep_their_own_brush_sizes(shown):
    options = shown.tool_options
    shown.set_tool("region")
    region_group = next(g for name, g in options._radius_groups if name == "region_radius")
    region_group.button(2).click()
    shown.set_tool("brush")
    brush_group = next(g for name, g in options._radius_groups if name == "radius")
    assert brush_group.checkedId() == 0
    brush_group.button(1).click()
    assert (shown.settings.radius, shown.settings.region_radius) == (1, 2)
    assert region_group.checkedId() == 2
