"""Tiled's habits (issue 16, point 3): rectangle and lasso selection; copy, cut, paste and
stamp an area with everything in it; turn and mirror; rectangle fill; layers with
visibility, lock and opacity; the scan saved with the scenario and drawn under the terrain."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from qtwargame.editor.area import Clip, copy_area, flip, rect_hexes, rotate, stamp
from qtwargame.editor.document import EditorDocument
from qtwargame.editor.problems import scenario_problems
from qtwargame.editor.window_area_actions import CLIPBOARD
from qtwargame.engine.hexgrid import Hex
from qtwargame.scenario.io import load_scenario

from .conftest import LEFT, RIVER, at, drag


def labels(doc, hexes) -> list[str]:
    return sorted(doc.label_at[h] for h in hexes)


# -- selection ------------------------------------------------------------------------------
def test_a_drag_with_the_select_tool_selects_the_printed_rectangle(window):
    drag(window, window.tools["select"], ["0302", "0403", "0504"])
    assert labels(window.doc, window.scene.overlay.selection) == [
        "0302", "0303", "0304", "0402", "0403", "0404", "0502", "0503", "0504"]
    # Ctrl takes a column away, Shift adds one.
    tool = window.tools["select"]
    ctrl = at(window, "0402")
    ev = type(ctrl)(ctrl.pos, ctrl.hex, ctrl.label, LEFT, LEFT, Qt.KeyboardModifier.ControlModifier)
    tool.press(ev)
    e2 = at(window, "0404")
    tool.move(type(e2)(e2.pos, e2.hex, e2.label, Qt.MouseButton.NoButton, LEFT,
                       Qt.KeyboardModifier.ControlModifier))
    tool.release(e2)
    assert labels(window.doc, window.scene.overlay.selection) == [
        "0302", "0303", "0304", "0502", "0503", "0504"]


def test_the_lasso_selects_the_hexes_whose_centres_it_surrounds(window):
    window.settings.set("select_mode", "lasso")
    tool = window.tools["select"]
    lay = window.scene.layout
    centre = lay.center(window.doc.parse("0505"))
    s = lay.size * 1.2
    corners = [(-s, -s), (s, -s), (s, s), (-s, s)]
    first = window.view.map_event(centre + type(centre)(*corners[0]), LEFT, LEFT)
    tool.press(first)
    for dx, dy in corners[1:] + corners[:1]:
        tool.move(window.view.map_event(centre + type(centre)(dx, dy),
                                        Qt.MouseButton.NoButton, LEFT))
    tool.release(window.view.map_event(centre, LEFT, LEFT))
    assert labels(window.doc, window.scene.overlay.selection) == ["0505"]
    window.settings.set("select_mode", "rect")


# -- clips ----------------------------------------------------------------------------------
def test_turning_six_times_or_mirroring_twice_gives_the_clip_back(doc):
    clip = Clip(terrain={Hex(0, 0): "a", Hex(1, 0): "b", Hex(0, 1): "c", Hex(2, -1): "d"})
    assert rotate(clip, 6).terrain == clip.terrain
    assert rotate(clip, 1).terrain == {Hex(0, 0): "a", Hex(0, 1): "b", Hex(-1, 1): "c",
                                       Hex(1, 1): "d"}
    for flat in (True, False):
        for horizontal in (True, False):
            assert flip(flip(clip, horizontal, flat), horizontal, flat).terrain == clip.terrain
    # Flat-topped, left-right: the column order reverses, neighbours stay neighbours.
    assert flip(clip, True, True).terrain == {Hex(0, 0): "a", Hex(-1, 1): "b", Hex(0, 1): "c",
                                              Hex(-2, 1): "d"}


def test_copy_and_stamp_an_area_with_its_city_river_road_region_and_unit(doc):
    sc = doc.scenario
    grid = doc.grid
    city = sc.map.cities[0]
    ch = grid.parse(city.hex)
    area = {ch} | set(ch.neighbors())
    clip = copy_area(sc, grid, area, ch)
    assert clip.cities[0][1].id == city.id
    target = grid.parse("0202")
    new, n = stamp(sc, grid, clip, target)
    assert n == len(clip.terrain)
    copy = next(c for c in new.map.cities if c.hex == "0202")
    assert copy.id == f"{city.id}_2" and copy.name == city.name
    for d, t in clip.terrain.items():
        assert new.map.hexes[grid.label(target + d)] == t
    assert len(new.map.hexsides) == len(sc.map.hexsides) + len(clip.hexsides)
    assert scenario_problems(new) == []


def test_cut_then_paste_moves_everything_in_one_undo_step_each(window):
    doc = window.doc
    before = doc.dump()
    uid = "red_inf_1"  # set up in 0704
    area = rect_hexes(doc.grid, doc.parse("0703"), doc.parse("0805"))
    window.scene.overlay.set_selection(area)
    clip = window.cut_selection()
    assert clip is not None and [u.id for _, u in clip.units] == ["red_inf_1", "red_inf_2"]
    assert uid not in {u.id for u in doc.scenario.units}
    assert doc.undo_stack.undoText().startswith("Cut ")
    assert window.paste()
    assert window.view.tool.key == "stamp"
    window.tools["stamp"].stamp_at(doc.parse("0303"))
    moved = doc.scenario.unit(uid)
    assert moved.setup.hex == "0304"  # 0704 is one row below 0703: 0303 + one row
    assert doc.undo_stack.undoText() == "Paste 6 hexes at 0303"
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.dump() == before
    window.tools["stamp"].cancel()
    assert window.view.tool.key == "select"
    CLIPBOARD.clear()


def test_the_stamp_turns_and_stamps_again_and_again(window):
    doc = window.doc
    window.scene.overlay.set_selection({doc.parse("0302"), doc.parse("0402")})  # forest
    window.copy_selection()
    window.paste()
    stamp_tool = window.tools["stamp"]
    window.rotate_clip(1)
    assert sorted(stamp_tool.clip.terrain) != sorted(CLIPBOARD[0].terrain)
    window.settings.set("terrain", "swamp")
    stamp_tool.stamp_at(doc.parse("0506"))
    stamp_tool.stamp_at(doc.parse("0808"))
    assert doc.undo_stack.count() == 2
    CLIPBOARD.clear()


def test_delete_clears_cities_and_units_but_keeps_the_terrain(window):
    doc = window.doc
    city = doc.scenario.map.cities[0]
    terrain = doc.scenario.map.hexes[city.hex]
    window.scene.overlay.set_selection({doc.parse(city.hex)})
    window.delete_selection()
    assert all(c.hex != city.hex for c in doc.scenario.map.cities)
    assert doc.scenario.map.hexes[city.hex] == terrain


def test_rectangle_fill_by_dragging_the_fill_tool_and_fill_selection(window):
    doc = window.doc
    window.settings.set("terrain", "swamp")
    drag(window, window.tools["fill"], ["0202", "0303", "0404"])
    for lbl in ("0202", "0203", "0204", "0302", "0404"):
        assert doc.scenario.map.hexes[lbl] == "swamp"
    assert doc.undo_stack.undoText() == "Fill rectangle with Swamp"
    window.settings.set("terrain", "hills")
    window.scene.overlay.set_selection({doc.parse("0909"), doc.parse("1009")})
    assert window.fill_selection() == 2
    assert doc.undo_stack.undoText() == "Fill 2 hexes with Hills"


# -- layers -----------------------------------------------------------------------------------
def test_layers_hide_lock_and_fade(window):
    scene = window.scene
    window.layers.visible["cities"].setChecked(False)
    assert not scene.cities.isVisible()
    window.layers.opacity["terrain"].setValue(40)
    assert scene.terrain.opacity() == pytest.approx(0.4)
    # A rebuilt layer keeps the state.
    scene._make("cities")
    assert not scene.cities.isVisible()
    window.layers.lock["terrain"].setChecked(True)
    window.set_tool("brush")
    before = window.doc.dump()
    assert scene.is_locked(window.tools["brush"].layer)
    window.scene.overlay.set_selection({window.doc.parse("0505")})
    assert window.fill_selection() == 0
    assert window.doc.dump() == before
    assert "locked" in window.statusBar().currentMessage()


def test_a_locked_layer_refuses_real_mouse_presses(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    window.layers.lock["terrain"].setChecked(True)
    window.set_tool("brush")
    window.settings.set("terrain", "swamp")
    assert window.doc.scenario.map.hexes["0505"] != "swamp"
    before = window.doc.dump()
    pos = window.view.mapFromScene(window.scene.layout.center(window.doc.parse("0505")))
    qtbot.mouseClick(window.view.viewport(), LEFT, pos=pos)
    assert window.doc.dump() == before
    window.layers.lock["terrain"].setChecked(False)
    qtbot.mouseClick(window.view.viewport(), LEFT, pos=pos)
    assert window.doc.scenario.map.hexes["0505"] == "swamp"


def test_regions_show_outside_the_region_tool(window):
    assert window.scene.regions_shown == {r.kind for r in window.doc.scenario.map.regions}


# -- the scan -------------------------------------------------------------------------------
def _scan_file(folder):
    img = QImage(200, 150, QImage.Format.Format_RGB32)
    img.fill(QColor(200, 30, 30))
    path = folder / "scans" / "sheet.png"
    path.parent.mkdir(parents=True)
    img.save(str(path))
    return path


def test_the_scan_is_saved_with_the_scenario_and_restored_under_the_terrain(qtbot, tmp_path):
    from qtwargame.editor.editor_window import EditorWindow

    target = tmp_path / "mine.json"
    target.write_text(RIVER.read_text(encoding="utf-8"), encoding="utf-8")
    image = _scan_file(tmp_path)
    w = EditorWindow(EditorDocument(load_scenario(target), target), autosave_dir=tmp_path / "a")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    assert w.import_background(image)
    assert w.doc.scenario.scan.image == "scans/sheet.png"
    assert w.scene.background.zValue() < w.scene.terrain.zValue()
    assert w.scene.terrain.opacity() == pytest.approx(0.45)
    w.calibrated(type("Fit", (), {"origin_x": 10.0, "origin_y": 12.5, "size": 20.0})())
    w.layers.opacity["scan"].setValue(70)
    assert w.save()
    data = json.loads(target.read_text(encoding="utf-8"))
    assert data["scan"] == {"image": "scans/sheet.png", "origin_x": 10.0, "origin_y": 12.5,
                            "hex_size": 20.0, "opacity": 0.7}
    # Reopened: the image is found beside the file, placed by the calibration.
    w2 = EditorWindow(EditorDocument(load_scenario(target), target), autosave_dir=tmp_path / "b")
    w2.ask_before_closing = False
    qtbot.addWidget(w2)
    bg = w2.scene.background
    assert bg.has_image() and bg.isVisible()
    assert bg.opacity() == pytest.approx(0.7)
    assert bg.scale() == pytest.approx(w2.scene.layout.size / 20.0)
    # Save As elsewhere names the image relative to the new folder.
    other = tmp_path / "elsewhere" / "copy.json"
    other.parent.mkdir()
    assert w2.save_to(other)
    assert json.loads(other.read_text(encoding="utf-8"))["scan"]["image"] == "../scans/sheet.png"
    # Undo removes the scan from the document and the map.
    w.doc.undo_stack.undo()  # calibration
    w.doc.undo_stack.undo()  # import
    assert w.doc.scenario.scan is None and not w.scene.background.isVisible()


def test_the_stamp_under_the_mouse_shows_the_copied_terrain_in_its_colours(window):
    doc = window.doc
    window.scene.overlay.set_selection({doc.parse("0302"), doc.parse("0402")})  # forest
    window.copy_selection()
    window.paste()
    window.tools["stamp"].hover(at(window, "0906"))
    stamp = window.scene.overlay.stamp
    forest = next(t.color for t in doc.scenario.terrain if t.id == "forest")
    assert len(stamp) == 2 and doc.parse("0906") in stamp
    assert {c.name() for c in stamp.values()} == {forest.lower()}
    window.tools["stamp"].cancel()
    assert window.scene.overlay.stamp == {}
    CLIPBOARD.clear()
