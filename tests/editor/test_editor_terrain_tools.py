"""Painting terrain: brush sizes, strokes as one undo step, flood fill, the eraser, and
adding hexes on the ghost grid."""

from __future__ import annotations

from qtwargame.editor.flood_fill import flood_fill
from qtwargame.engine.hexgrid import Hex

from .conftest import LEFT, RIGHT, at, drag


def test_flood_fill_reaches_exactly_the_connected_hexes_of_the_same_terrain():
    terrain = {Hex(0, 0): "a", Hex(1, 0): "a", Hex(2, 0): "b", Hex(3, 0): "a", Hex(0, 1): "a"}
    assert flood_fill(Hex(0, 0), terrain) == {Hex(0, 0), Hex(1, 0), Hex(0, 1)}
    assert flood_fill(Hex(3, 0), terrain) == {Hex(3, 0)}
    assert flood_fill(Hex(9, 9), terrain) == set()


def test_the_fill_tool_fills_the_forest_around_0302_in_one_undo_step(window):
    doc = window.doc
    window.settings.set("terrain", "swamp")
    fill = window.tools["fill"]
    fill.press(at(window, "0302"))
    fill.release(at(window, "0302"))
    assert doc.undo_stack.text(0) == "Flood fill"
    assert all(doc.scenario.map.hexes[x] == "swamp" for x in ("0302", "0402", "0303"))
    assert doc.scenario.map.hexes["0907"] == "forest"  # another forest, not connected
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert all(doc.scenario.map.hexes[x] == "forest" for x in ("0302", "0402", "0303"))


def test_brush_radius_1_paints_a_hex_and_its_six_neighbours(window):
    doc = window.doc
    window.settings.set("terrain", "hills")
    window.settings.set("radius", 1)
    brush = window.tools["brush"]
    window.set_tool("brush")
    brush.press(at(window, "0505"))
    brush.release(at(window, "0505"))
    h = doc.parse("0505")
    assert all(doc.terrain_at(x) == "hills" for x in h.spiral(1))
    assert sum(1 for t in doc.scenario.map.hexes.values() if t == "hills") == 3 + 7
    window.settings.set("radius", 2)
    assert len(brush.footprint(h)) == 19


def test_a_brush_stroke_is_one_undo_step_and_fills_gaps_between_mouse_events(window):
    doc = window.doc
    window.settings.set("terrain", "swamp")
    # 0105 to 0505 jumps over three hexes; the stroke fills the line between them.
    drag(window, window.tools["brush"], ["0105", "0505"])
    line = [doc.label(h) for h in doc.parse("0105").line_to(doc.parse("0505"))]
    assert all(doc.scenario.map.hexes[x] == "swamp" for x in line)
    assert doc.undo_stack.count() == 1
    assert doc.undo_stack.text(0) == "Paint Swamp"


def test_the_right_button_picks_the_terrain_under_the_brush(window):
    window.tools["brush"].press(at(window, "0302", RIGHT))
    assert window.settings.terrain == "forest"


def test_the_eraser_removes_hexes_and_the_brush_puts_them_back_on_the_ghost_grid(window):
    doc = window.doc
    n = len(doc.scenario.map.hexes)
    drag(window, window.tools["eraser"], ["0101", "0201"])
    assert "0101" not in doc.scenario.map.hexes and "0201" not in doc.scenario.map.hexes
    assert len(doc.scenario.map.hexes) == n - 2
    assert doc.undo_stack.count() == 1
    window.settings.set("terrain", "clear")
    brush = window.tools["brush"]
    window.set_tool("brush")
    brush.press(at(window, "0101"))
    brush.release(at(window, "0101"))
    assert doc.scenario.map.hexes["0101"] == "clear"
    # The ghost grid reaches one hex beyond the map, so the map can grow.
    off_map = doc.parse("1301")
    assert window.scene.terrain.in_extent(off_map)
    point = window.scene.layout.center(off_map)
    brush.press(window.view.map_event(point, LEFT, LEFT))
    brush.release(window.view.map_event(point, LEFT))
    assert doc.scenario.map.hexes["1301"] == "clear"
    assert window.scene.terrain.in_extent(doc.parse("1401"))


def test_one_hex_change_invalidates_one_hex_of_the_terrain_layer(window, monkeypatch):
    layer = window.scene.terrain
    rects = []
    monkeypatch.setattr(layer, "update", lambda *args: rects.append(args))
    window.doc.set_terrain({"0505": "hills"})
    assert len(rects) == 1
    r = rects[0][0]
    assert r.width() < window.scene.layout.width + 10 and r.height() < window.scene.layout.height + 10


def _mouse_over(qtbot, window, label: str):
    """Move the real mouse over hex ``label``'s centre; the viewport point it is at."""
    from PySide6.QtTest import QTest

    qtbot.wait(1)  # the fit the window queued when shown is done first
    view = window.view
    centre = window.scene.layout.center(window.doc.parse(label))
    view.centerOn(centre)
    point = view.mapFromScene(centre)
    QTest.mouseMove(view.viewport(), point)
    return point


def _hills_brush_over(qtbot, window, label: str):
    """The window shown, the one-hex brush painting hills, the real mouse over ``label``;
    the viewport point it is at."""
    window.show()
    qtbot.waitExposed(window)
    window.set_tool("brush")
    window.settings.set("terrain", "hills")
    window.settings.set("radius", 0)
    return _mouse_over(qtbot, window, label)


def test_the_status_bar_names_the_terrain_under_a_still_mouse_after_a_brush_stroke(qtbot, window):
    from PySide6.QtTest import QTest

    point = _hills_brush_over(qtbot, window, "0505")
    qtbot.waitUntil(lambda: window.hex_label.text() == "Hex 0505 · Clear")
    QTest.mouseClick(window.view.viewport(), LEFT, pos=point)
    assert window.doc.scenario.map.hexes["0505"] == "hills"
    # The mouse has not moved: the status bar reads the painted hex again.
    assert window.hex_label.text() == "Hex 0505 · Hills"
    window.doc.undo_stack.undo()
    assert window.hex_label.text() == "Hex 0505 · Clear"


def test_the_japanese_editor_names_the_terrain_in_japanese(qtbot, doc, tmp_path):
    from qtwargame.editor.editor_window import EditorWindow

    w = EditorWindow(doc, "ja", autosave_dir=tmp_path / "autosave")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    w.resize(1280, 720)  # the Japanese docks are wider: the map needs a laptop's screen
    w.show()
    qtbot.waitExposed(w)
    w.set_tool("brush")
    _mouse_over(qtbot, w, "0302")
    qtbot.waitUntil(lambda: w.hex_label.text().endswith("森林"))
    names = [lst.item(i).text() for lst in w.tool_options.lists[:1] for i in range(lst.count())]
    assert names == ["平地", "森林", "丘陵", "湿地", "湖"]
    # A click with the select tool shows the hex's properties, named the same way.
    from PySide6.QtTest import QTest

    w.set_tool("select")
    QTest.mouseClick(w.view.viewport(), LEFT, pos=_mouse_over(qtbot, w, "0302"))
    panel = w.properties.hex
    assert panel.terrain.currentText() == "森林 (forest)"
    sides = [panel.control.itemText(i) for i in range(1, panel.control.count())]
    assert sides == [s.name.ja for s in w.doc.scenario.sides] and "" not in sides


def test_the_japanese_editors_history_names_terrain_units_and_regions_in_japanese(
        qtbot, doc, ja_editor):
    """The undo history (and Edit ▸ Undo) read 「forest を塗る」 in the Japanese editor: the
    command texts took the terrain's id, and a unit's, city's or region's English name."""
    from PySide6.QtTest import QTest

    from qtwargame.editor.tools.place_tool import PlaceTool
    from qtwargame.scenario.models import SetupSpec

    w = ja_editor(doc)
    w.resize(1280, 720)
    point = _hills_brush_over(qtbot, w, "0505")
    QTest.mouseClick(w.view.viewport(), LEFT, pos=point)
    assert doc.undo_stack.undoText() == "丘陵を塗る"
    assert w.act_undo.text() == "元に戻す(&U) 丘陵を塗る"
    rows = w.history.model()
    assert rows.data(rows.index(1, 0)) == "丘陵を塗る"
    place = w.tool(PlaceTool)
    place.set_setup("blue_inf_1", SetupSpec(region="blue_start"))
    assert doc.undo_stack.undoText() == "第1歩兵師団を青軍配置地域に配置"
    place.set_setup("blue_inf_1", SetupSpec(hex="0505"))
    assert doc.undo_stack.undoText() == "第1歩兵師団を0505に配置"
    place.set_setup("blue_inf_1", None)
    assert doc.undo_stack.undoText() == "第1歩兵師団をマップから外す"


def test_the_japanese_editors_dialogs_and_panels_name_kinds_sides_terrain_and_units_in_japanese(
        doc, monkeypatch, ja_editor):
    """The city dialog's kinds, the region dialog's sides, the new and resized map's
    terrain, the table chooser, the arrivals list and a counter's tooltip read English
    names in the Japanese editor ("City (city)", "Blue (blue)", "1st Armoured...")."""
    from PySide6.QtWidgets import QDialog

    from qtwargame.editor.dialogs.city_dialog import CityDialog
    from qtwargame.editor.dialogs.new_map_dialog import NewMapDialog
    from qtwargame.editor.dialogs.region_dialog import RegionDialog
    from qtwargame.editor.dialogs.resize_map_dialog import ResizeMapDialog
    from qtwargame.editor.tools.city_tool import CityTool
    from qtwargame.editor.tools.region_tool import RegionTool

    w = ja_editor(doc)
    shown: dict[type, QDialog] = {}

    def record(dialog):
        shown[type(dialog)] = dialog
        return 0  # cancelled

    for kind in (CityDialog, RegionDialog, NewMapDialog, ResizeMapDialog):
        monkeypatch.setattr(kind, "exec", record)
    monkeypatch.setattr(w, "confirm_new_map", lambda: True)
    city_tool = w.tool(CityTool)
    city_tool.ask(city_tool.new_city("0505"), True)
    w.tool(RegionTool).ask(doc.scenario.map.regions[0], False)
    w.new_map()
    w.resize_map_dialog()

    def items(combo):
        return [combo.itemText(i) for i in range(combo.count())]

    assert items(shown[CityDialog].kind) == ["都市 (city)", "町 (town)"]
    assert items(shown[RegionDialog].side) == ["(陣営なし)", "青軍 (blue)", "赤軍 (red)"]
    terrain = ["平地 (clear)", "森林 (forest)", "丘陵 (hills)", "湿地 (swamp)", "湖 (lake)"]
    assert items(shown[NewMapDialog].terrain) == terrain
    assert items(shown[ResizeMapDialog].fill) == terrain
    assert items(w.tables.choice) == ["戦闘結果表 (crt)"]
    day2 = w.turns.arrivals.topLevelItem(0)
    assert day2.text(0) == "第2ターン(2日目): 1 ユニット"
    assert (day2.child(0).text(0), day2.child(0).text(1)) == ("第3機甲師団", "西端")
    assert w.scene.units.items["red_inf_1"].toolTip() == "第1狙撃師団 (red_inf_1)"
    w.properties.hex.show_label("1005")
    assert w.properties.hex.city.text() == "Ostburg / オストブルク (都市、3 VP)"
    w.set_tool("region")
    regions = w.tool_options.region
    assert regions.itemText(0) == "青軍配置地域 (配置地域)"
    w.properties.hex.show_label("0101")
    listed = w.properties.hex.regions
    assert [listed.item(i).text() for i in range(listed.count())][:2] == [
        "青軍配置地域 (配置地域)", "赤軍配置地域 (配置地域)"]


def test_the_bundled_games_region_kinds_are_named_in_japanese(ja_editor):
    """Defiant Russia's and Shin Barbarossa's region lists read 「北方軍集団  [army_group]」,
    「第8軍配置エリア  [setup_area]」: kinds the editor named only when it offered them."""
    import glob

    from qtwargame.editor.dialogs.region_dialog import kind_name
    from qtwargame.scenario.io import load_scenario

    from .conftest import RIVER

    kinds = set()
    for path in glob.glob(str(RIVER.parent / "*.json")):
        kinds |= {r.kind for r in load_scenario(path).map.regions}
    unnamed = sorted(k for k in kinds if kind_name(k) == k)
    assert unnamed == []
    assert (kind_name("army_group"), kind_name("setup_area")) == ("軍集団", "配置エリア")
    assert kind_name("my_own_kind") == "my_own_kind"


def test_a_region_kind_reads_in_words_in_english(qapp):
    """The English editor's region lists showed a kind as its id, 「[rear_area]」."""
    from qtwargame.editor.dialogs.region_dialog import kind_name

    assert [kind_name(k) for k in ("rear_area", "map_edge", "army_group", "setup")] == [
        "Rear area", "Map edge", "Army group", "Setup"]


def test_region_kinds_read_as_the_editor_writes_words_in_english(window, qtbot):
    """The English region dialog's kinds read in lower case ('setup', 'rear area') and the
    Hex panel's and the region tool's lists 'Blue setup  [setup]', where the rest of the
    editor writes 'Setup' and a city's kind in brackets ('Ostburg (City, 3 VP)')."""
    from qtwargame.editor.dialogs.region_dialog import RegionDialog

    sc = window.doc.scenario
    dialog = RegionDialog(sc.map.regions[0], sc.sides, ["setup"], set(), False, window)
    qtbot.addWidget(dialog)
    kinds = [dialog.kind.itemText(i) for i in range(dialog.kind.count())]
    assert kinds == ["Country", "District", "Sector", "Setup", "Rear area", "Map edge"]
    assert dialog.kind.currentText() == "Setup"
    window.set_tool("region")
    assert window.tool_options.region.itemText(0) == "Blue start area (Setup)"
    window.properties.hex.show_label("0101")
    listed = window.properties.hex.regions
    assert [listed.item(i).text() for i in range(listed.count())][:2] == [
        "Blue start area (Setup)", "Red start area (Setup)"]


def test_the_editor_dialogs_say_id_as_the_rest_of_the_editor(window, qtbot):
    """The city and region dialogs and the Tables panel read 'Id' where the scenario's
    fields and the rest of the editor read 'ID'."""
    from PySide6.QtWidgets import QFormLayout

    from qtwargame.editor.dialogs.city_dialog import CityDialog
    from qtwargame.editor.dialogs.region_dialog import RegionDialog

    sc = window.doc.scenario

    def label(dialog, field):
        dialog.show()
        form = dialog.findChild(QFormLayout)
        return form.labelForField(field).text()

    city = CityDialog(sc.map.cities[0], sc.city_kinds, {c.id for c in sc.map.cities}, False,
                      window)
    qtbot.addWidget(city)
    region = RegionDialog(sc.map.regions[0], sc.sides, [], set(), False, window)
    qtbot.addWidget(region)
    assert label(city, city.ident) == "ID"
    assert label(region, region.ident) == "ID"
    assert window.tables.labels[0].text() == "ID"
