"""Shin Barbarossa's rules data form read by hand (session 93): its CRT by side offered the
sides (the key 'axis' taken for a side) and showed 'crt_axis' bare, and each terrain row's
four costs and two shifts were unlabelled boxes, three to a line, a designer left to guess
which movement class each cost is for."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLabel

from tests.editor.test_editor_schedules import _commit
from tests.editor.test_editor_typing_into_tables import _shown


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


def test_blitzkrieg_to_moscows_stacking_limits_show_the_defaults_the_rules_play(qtbot, tmp_path):
    """Its stacking limits by side (8.1, 8.2), left to the model's default (German 1 and 1,
    Soviet 3 and 2), read as blank fields, as if no limit applied."""
    from qtwargame.editor import app
    from qtwargame.editor.editor_window import EditorWindow
    from qtwargame.editor.panels.model_form import editor_at

    w = EditorWindow(app.document_for("blitzkrieg_moscow_2"), "en", autosave_dir=tmp_path / "b")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    w.show_section("rules_data")
    form = w.rules_data.form
    shown = {(side, f): editor_at(form, ["stacking", side, f]).widget.placeholderText()
             for side in ("german", "soviet") for f in ("units", "per_branch")}
    assert shown == {("german", "units"): "default 1", ("german", "per_branch"): "default 1",
                     ("soviet", "units"): "default 3", ("soviet", "per_branch"): "default 2"}
    assert "stacking" not in w.doc.scenario.rules_data  # nothing written by showing it
    # one number typed: the others stay the defaults shown (a stack limit needs both)
    _shown(qtbot, w)
    _commit(qtbot, editor_at(form, ["stacking", "german", "units"]).widget, "2")
    assert w.doc.scenario.rules_data["stacking"] == {
        "german": {"units": 2, "per_branch": 1}, "soviet": {"units": 3, "per_branch": 2}}


def test_a_terrain_cost_is_named_by_its_movement_class_in_the_undo_step_and_the_problem(
        qtbot, tmp_path):
    """The chart's cost and shift fields are named on the form, but the undo step of an
    edit and the place of a problem named the item by its position ('Swamp · Cost · 2'),
    a designer left to count which class the second cost is for (8.1.2, 10.4.1)."""
    from PySide6.QtGui import QUndoStack

    from qtwargame.editor.problem_target import place_in_words

    w, at = _form(qtbot, tmp_path)
    _shown(qtbot, w)
    cost = at("terrain_effects", "terrain", "swamp", "cost")
    _commit(qtbot, cost.rows[1][0].widget, "4")
    assert w.doc.scenario.rules_data["terrain_effects"]["terrain"]["swamp"]["cost"] == [
        None, 4, 3, None]
    stack: QUndoStack = w.doc.undo_stack
    assert stack.text(stack.index() - 1) == (
        "Edit rules data: Terrain effects · Terrain · Swamp · Cost · Axis infantry")
    shift = at("terrain_effects", "terrain", "swamp", "shift")
    _commit(qtbot, shift.rows[1][0].widget, "2")
    assert stack.text(stack.index() - 1) == (
        "Edit rules data: Terrain effects · Terrain · Swamp · Shift · Soviet attack")
    sc = w.doc.scenario
    assert place_in_words("$.rules_data.terrain_effects.terrain.forest.cost[3]", sc) == (
        "Rules data · Terrain effects · Terrain · Forest · Cost · Soviet tank")
    # a list whose items are not named stays numbered (the grades a class may use)
    assert place_in_words("$.rules_data.terrain_effects.strategic_grades.axis_panzer[1]",
                          sc) == "Rules data · Terrain effects · Strategic grades · Axis panzer · 2"


def test_a_terrain_shift_is_named_in_japanese_in_the_japanese_editor(qtbot, tmp_path):
    from qtwargame.i18n import translator

    translator.install("ja")
    try:
        w, _at = _form(qtbot, tmp_path, "ja")
        words = w.validation.place("$.rules_data.terrain_effects.terrain.forest.shift[0]")
        assert words.split(" · ")[-1] == "ソ連軍の防御"
    finally:
        translator.install("en")
