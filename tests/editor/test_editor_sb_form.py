"""Shin Barbarossa's rules data form read by hand (session 93): its CRT by side offered the
sides (the key 'axis' taken for a side) and showed 'crt_axis' bare, and each terrain row's
four costs and two shifts were unlabelled boxes, three to a line, a designer left to guess
which movement class each cost is for."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLabel


def _form(qtbot, tmp_path, lang="en"):
    from qtwargame.editor import app
    from qtwargame.editor.editor_window import EditorWindow
    from qtwargame.editor.panels.model_form import editor_at

    w = EditorWindow(app.document_for("shin_barbarossa"), lang, autosave_dir=tmp_path / "a")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    w.show_section("rules_data")
    return w, lambda *keys: editor_at(w.rules_data.form, list(keys))


def test_shin_barbarossas_crt_by_side_picks_among_the_tables(qtbot, tmp_path):
    _w, at = _form(qtbot, tmp_path)
    box = at("crt", "axis").widget
    assert isinstance(box, QComboBox)
    assert box.currentText() == "Combat results: Axis attacking (crt_axis)"
    assert box.currentData() == "crt_axis"
    items = [box.itemData(i) for i in range(box.count())]
    assert "crt_soviet" in items and "axis" not in items  # the tables, not the sides


def test_shin_barbarossas_terrain_costs_and_shifts_are_named(qtbot, tmp_path):
    _w, at = _form(qtbot, tmp_path)
    cost = at("terrain_effects", "terrain", "swamp", "cost")
    assert [x.text() for x in cost.widget.findChildren(QLabel)] == [
        "Axis panzer", "Axis infantry", "Soviet infantry", "Soviet tank"]
    lines = {cost.grid.getItemPosition(cost.grid.indexOf(r))[0] for _e, r in cost.rows}
    assert lines == {0}  # the four in one line
    # the classes the costs are by: the rules' words, picked (they were ids to type)
    classes = at("terrain_effects", "classes")
    assert [ed.widget.currentText() for ed, _row in classes.rows] == [
        "Axis panzer", "Axis infantry", "Soviet infantry", "Soviet tank"]
    shift = at("terrain_effects", "terrain", "swamp", "shift")
    assert [x.text() for x in shift.widget.findChildren(QLabel)] == ["Soviet defence",
                                                                   "Soviet attack"]

