"""No edit destroys work silently (issue 16, point 2): New Map asks, Resize keeps the
content, renaming an id renames its references in one undo step, bundled scenarios open
read-only and Save goes to the player's scenarios folder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from qtwargame import userfiles
from qtwargame.editor.document import EditorDocument
from qtwargame.editor.panels.model_list_model import ModelListModel
from qtwargame.editor.problems import scenario_problems
from qtwargame.editor.renames import map_extent, references, rename_id, resize_map
from qtwargame.scenario.io import load_scenario
from qtwargame.scenario.models import RegionSpec, UnitTypeSpec

from .conftest import RIVER


def _edit_id(doc, path, cls, row, value) -> ModelListModel:
    model = ModelListModel(doc, path, cls)
    col = next(i for i, c in enumerate(model.cols) if c.field in ("id", "code"))
    model.setData(model.index(row, col), value)
    return model


# -- renaming -----------------------------------------------------------------------------
def test_renaming_a_region_renames_setup_codes_and_arrivals_in_one_undo_step(doc):
    before = doc.dump()
    i = doc.region_index("blue_edge")
    _edit_id(doc, "map.regions", RegionSpec, i, "west_edge")
    sc = doc.scenario
    assert sc.map.regions[i].id == "west_edge"
    assert sc.unit("blue_arm_3").arrival.where == "west_edge"
    assert scenario_problems(sc) == []
    assert doc.undo_stack.count() == 1
    assert doc.undo_stack.undoText() == "Rename blue_edge to west_edge"
    doc.undo_stack.undo()
    assert doc.dump() == before


def test_renaming_a_unit_type_and_a_side_renames_every_reference(doc):
    j = next(k for k, t in enumerate(doc.scenario.unit_types) if t.id == "infantry")
    n_inf = sum(u.type == "infantry" for u in doc.scenario.units)
    assert references(doc.scenario, "unit_type", "infantry") == n_inf
    _edit_id(doc, "unit_types", UnitTypeSpec, j, "rifles")
    assert sum(u.type == "rifles" for u in doc.scenario.units) == n_inf
    sc = rename_id(doc.scenario, "side", "red", "east")
    assert {n.side for n in sc.nationalities} == {"blue", "east"}
    assert sc.setup_codes[1].side == "east" and sc.map.regions[1].side == "east"
    assert scenario_problems(sc) == []


def test_an_id_with_a_space_is_refused_with_a_message(doc):
    model = _edit_id(doc, "map.regions", RegionSpec, 0, "R 1")
    assert doc.scenario.map.regions[0].id == "blue_start"
    assert "'R 1' is not one" in model.error


def test_renaming_a_unit_in_the_order_of_battle_says_so_and_edits_name_the_unit(window):
    model = window.oob.model
    model.setData(model.index(7, model.column_of("setup_hex")), "0804")
    assert window.doc.undo_stack.undoText() == "Edit Setup hex of 1st Rifles"
    model.setData(model.index(7, model.column_of("id")), "R 1")
    assert window.doc.scenario.units[7].id == "red_inf_1"
    assert "without spaces" in model.error


# -- resize -------------------------------------------------------------------------------
def test_resize_with_an_offset_keeps_every_neighbour_and_reference(doc):
    sc = doc.scenario
    c0, r0, cols, rows = map_extent(sc)
    assert (c0, r0, cols, rows) == (1, 1, 12, 9)
    new, dropped = resize_map(sc, cols + 2, rows + 1, dx=2, dy=1)
    assert dropped == []
    assert len(new.map.hexes) == 14 * 10
    # Everything moved two columns right and one row down (an even column shift keeps
    # each hex in its row parity on this grid).
    city = sc.map.cities[0]
    c, r = int(city.hex[:2]), int(city.hex[2:])
    assert new.map.cities[0].hex == f"{c + 2:02d}{r + 1:02d}"
    assert new.map.hexes[new.map.cities[0].hex] == sc.map.hexes[city.hex]
    assert new.unit("red_inf_1").setup.hex == "0905"
    assert scenario_problems(new) == []  # hexsides and lines still join neighbours
    assert len(new.map.links) == len(sc.map.links)
    assert sum(len(r.hexes) for r in new.map.regions) == sum(len(r.hexes) for r in sc.map.regions)


def test_shrinking_the_map_asks_and_is_one_undo_step(window, monkeypatch):
    doc = window.doc
    before = doc.dump()
    window.ask_before_closing = True
    asked = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.Cancel)
    assert window.resize_map(10, 9) == []
    assert doc.dump() == before
    assert asked == [
        "18 hexes fall off the map, with the cities, lines, regions and set-up hexes on them. "
        "Resize anyway?"]
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.StandardButton.Yes)
    dropped = window.resize_map(10, 9)
    assert sorted(dropped)[:2] == ["1101", "1102"] and len(dropped) == 18
    assert len(doc.scenario.map.hexes) == 90
    assert all(int(x[:2]) <= 10 for r in doc.scenario.map.regions for x in r.hexes)
    assert doc.undo_stack.undoText() == "Resize map to 10×9"
    doc.undo_stack.undo()
    assert doc.dump() == before


def test_new_map_asks_first_and_cancel_keeps_the_map(window):
    before = window.doc.dump()
    texts = []

    def answer():
        box = QApplication.activeModalWidget()
        texts.append(box.text())
        box.reject()

    QTimer.singleShot(0, answer)
    window.new_map()
    assert window.doc.dump() == before
    assert texts and texts[0].startswith("A new map replaces this one: 108 hexes, 4 cities, ")


def test_new_map_on_terrain_alone_names_the_terrain_not_empty_parts(qtbot, tmp_path):
    """A new scenario's map (terrain only) was said to lose '120 hexes, 0 cities, 0 lines,
    0 regions and 0 hexsides'."""
    from qtwargame.editor.document import EditorDocument
    from qtwargame.editor.editor_window import EditorWindow
    from qtwargame.editor.scenario_template import new_scenario

    w = EditorWindow(EditorDocument(new_scenario(), None), "en", autosave_dir=tmp_path / "a")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    texts = []

    def answer():
        box = QApplication.activeModalWidget()
        texts.append(box.text())
        box.reject()

    QTimer.singleShot(0, answer)
    w.new_map()
    assert texts == ["A new map replaces this one: its 120 hexes of terrain go (Undo brings "
                     "them back). To change the size and keep them, use Map ▸ Resize Map."]


def test_the_new_map_dialog_starts_at_the_current_size(qtbot, doc):
    from qtwargame.editor.dialogs.new_map_dialog import NewMapDialog

    dialog = NewMapDialog(doc.scenario.terrain)
    qtbot.addWidget(dialog)
    c0, r0, cols, rows = map_extent(doc.scenario)
    dialog.set_size(cols, rows, min(c0, r0))
    assert (dialog.cols.value(), dialog.rows.value(), dialog.first.value()) == (12, 9, 1)


# -- bundled scenarios are read-only ------------------------------------------------------
def test_a_bundled_scenario_opens_read_only_and_save_goes_to_the_players_folder(window, monkeypatch):
    assert window.is_read_only()
    assert "(read-only)" in window.windowTitle()
    window.settings.set("terrain", "swamp")
    window.tools["brush"].dab([window.doc.parse("0101")])
    asked = []

    def fake_dialog(parent, title, suggested, filters):
        asked.append(suggested)
        return str(Path(suggested).with_name("my_river.json")), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake_dialog)
    bundled_before = RIVER.read_bytes()
    assert window.save()
    assert asked == [str(userfiles.scenarios_dir() / "river_crossing.json")]
    saved = userfiles.scenarios_dir() / "my_river.json"
    assert saved in userfiles.user_scenarios()
    assert json.loads(saved.read_text(encoding="utf-8"))["map"]["hexes"]["0101"] == "swamp"
    assert RIVER.read_bytes() == bundled_before
    assert not window.is_read_only() and "(read-only)" not in window.windowTitle()


def test_saving_into_the_programs_folder_is_refused(window, monkeypatch):
    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: told.append(a[2]))
    before = RIVER.read_bytes()
    assert not window.save_to(RIVER)
    assert RIVER.read_bytes() == before
    assert told and "read-only" in told[0]


def test_a_user_scenario_is_not_read_only(qtbot, tmp_path):
    from qtwargame.editor.editor_window import EditorWindow

    path = tmp_path / "mine.json"
    path.write_text(RIVER.read_text(encoding="utf-8"), encoding="utf-8")
    w = EditorWindow(EditorDocument(load_scenario(path), path), autosave_dir=tmp_path / "a")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    assert not w.is_read_only()
    assert w.save_as_suggestion() == str(path)


@pytest.mark.parametrize("kind,old", [("terrain", "forest"), ("nationality", "redland"),
                                      ("code", "R"), ("region", "red_start")])
def test_every_rename_leaves_a_valid_scenario(doc, kind, old):
    sc = rename_id(doc.scenario, kind, old, "renamed_" + old.lower())
    assert scenario_problems(sc) == []
    assert json.dumps(sc.model_dump(mode="json")).count(f'"{old}"') == 0


def test_a_region_renamed_in_its_dialog_keeps_its_setup_area_and_arrivals(window, monkeypatch):
    doc = window.doc
    tool = window.tools["region"]
    window.settings.set("region", "red_edge")
    region = doc.scenario.map.regions[doc.region_index("red_edge")]
    monkeypatch.setattr(tool, "ask", lambda r, is_new: region.model_copy(update={"id": "east_edge"}))
    tool.edit()
    assert doc.scenario.unit("red_arm_2").arrival.where == "east_edge"
    assert scenario_problems(doc.scenario) == []
    assert doc.undo_stack.undoText() == "Edit region East edge"
    doc.undo_stack.undo()
    assert doc.scenario.unit("red_arm_2").arrival.where == "red_edge"


def test_the_resize_dialog_counts_what_falls_off_and_explains_odd_shifts(qtbot, doc):
    from qtwargame.editor.dialogs.resize_map_dialog import ResizeMapDialog

    dialog = ResizeMapDialog(doc.scenario)
    qtbot.addWidget(dialog)
    assert (dialog.cols.value(), dialog.rows.value()) == (12, 9)
    assert dialog.summary.text() == "Every hex stays on the map."
    dialog.cols.setValue(10)
    assert dialog.summary.text() == "18 hexes fall off the map, with what stands on them."
    dialog.dx.setValue(-1)
    assert dialog.summary.text().startswith("23 hexes fall off the map")
    assert "half a row" in dialog.summary.text()


def test_renaming_a_weather_leaves_a_terrain_of_the_same_id(qapp):
    """Session 92 (a designer's new scenario): the weather ``clear`` renamed ``fair`` in the
    Turns panel's weather list renamed the classic terrain chart's ``clear`` too, so the
    scenario lost its clear terrain's movement cost ("no movement cost for terrain Clear").
    The rules data is renamed as its model types it: the chart's keys name terrain."""
    from qtwargame.editor.scenario_template import new_scenario
    from qtwargame.scenario.models import WeatherSpec

    doc = EditorDocument(new_scenario())
    _edit_id(doc, "weather", WeatherSpec, 0, "fair")
    sc = doc.scenario
    assert [w.id for w in sc.weather] == ["fair"]
    assert {t.weather for t in sc.turns} == {"fair"}
    assert sc.rules_data["terrain_cost"] == {"clear": 1, "forest": 2, "hills": 2, "swamp": 3,
                                             "sea": None}
    assert scenario_problems(sc) == []
    # and a terrain renamed renames the chart's key, not the weather
    sc = rename_id(sc, "terrain", "clear", "open")
    assert list(sc.rules_data["terrain_cost"]) == ["open", "forest", "hills", "swamp", "sea"]
    assert [w.id for w in sc.weather] == ["fair"]
    assert scenario_problems(sc) == []


def test_a_rules_word_spelt_as_an_id_is_not_renamed(qapp):
    """Every bundled game has a terrain and a weather ``clear``. Defiant Russia's
    exploitation chart (6.6) is keyed by the rules' weather words (a ``Literal``): renaming
    the terrain ``clear`` renames the terrain chart's key and leaves the chart's weather
    ``clear`` (on the old code both became ``open``, and 6.6 found no clear-weather row)."""
    from qtwargame.scenario.catalog import bundled

    path = next(e.path for e in bundled() if e.id == "defiant_russia")
    sc = load_scenario(path)
    before = sc.model_dump(mode="json")["rules_data"]
    data = rename_id(sc, "terrain", "clear", "open").model_dump(mode="json")["rules_data"]
    assert "open" in data["terrain"] and "clear" not in data["terrain"]
    assert data["exploitation"] == before["exploitation"]
    assert "clear" in data["exploitation"]["axis"]["german_armor"]
