"""Defiant Russia's turn-keyed schedules (weather, replacements, air points) in the rules
data form: a row per turn with the value's own editor, turns added and removed, each
change one undo step, a refusal naming its turn, and the file written as it was."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QToolButton

SCENARIO = Path(__file__).resolve().parents[2] / "scenarios" / "defiant_russia.json"


def _editor(qtbot, tmp_path, lang: str = "en"):
    from qtwargame.editor import app
    from qtwargame.editor.editor_window import EditorWindow

    w = EditorWindow(app.document_for("defiant_russia"), lang, autosave_dir=tmp_path / "autosave")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    qtbot.waitActive(w)
    w.docks["rules_data"].raise_()
    return w


def _editors(ed):
    """Every editor of a form, nested ones included."""
    from qtwargame.editor.panels.model_form import (
        ListEditor,
        MappingEditor,
        ModelEditor,
        ScheduleEditor,
    )

    yield ed
    if isinstance(ed, ModelEditor):
        for inner in ed.fields.values():
            yield from _editors(inner)
    elif isinstance(ed, MappingEditor):
        for _k, inner, _w in ed.rows:
            yield from _editors(inner)
    elif isinstance(ed, ScheduleEditor):
        for _t, _k, inner, _w in ed.rows:
            yield from _editors(inner)
    elif isinstance(ed, ListEditor):
        for inner, _w in ed.rows:
            yield from _editors(inner)


def _row(schedule, turn: int):
    return next(ed for t, _k, ed, _w in schedule.rows if t == turn)


def _commit(qtbot, line: QLineEdit, text: str) -> None:
    line.setFocus()
    qtbot.waitUntil(line.hasFocus)
    line.selectAll()
    QTest.keyClicks(line, text)
    QTest.keyClick(line, Qt.Key.Key_Tab)


def test_defiant_russias_schedules_are_rows_of_the_form_not_json(qtbot, tmp_path):
    """Its historical and random weather, replacement points and armour caps of each side
    and air points were seven one-line JSON fields ('{"1": "clear", "2": "clear", ...}')."""
    from qtwargame.editor.panels.model_form import JsonEditor, ScheduleEditor

    w = _editor(qtbot, tmp_path)
    form = w.rules_data.form
    assert [type(ed).__name__ for ed in _editors(form) if isinstance(ed, JsonEditor)] == []
    weather = form.fields["historical_weather"]
    assert isinstance(weather, ScheduleEditor)
    assert [(row.findChild(QLabel).text(), ed.widget.currentText())
            for _t, _k, ed, row in weather.rows] == [
        ("Turn 1", "Clear"), ("Turn 2", "Clear"), ("Turn 3", "Clear"), ("Turn 4", "Light mud"),
        ("Turn 5", "Mud"), ("Turn 6", "Clear"), ("Turn 7", "Snow")]
    dice = _row(form.fields["random_weather"], 6)
    assert [ed.widget.currentText() for ed, _w in dice.rows] == [
        "Clear", "Clear", "Clear", "Mud", "Mud", "Snow"]
    # a die row keeps its six faces (one short would fail at a 6): the turn's ✕ is its only
    # button
    turn6 = next(row for t, _k, _e, row in form.fields["random_weather"].rows if t == 6)
    assert [b.toolTip() for b in turn6.findChildren(QToolButton)] == ["Remove turn 6"]
    air = _row(form.fields["air_points"], 4)
    assert [(row.findChild(QLabel).text(), ed.widget.text()) for _k, ed, row in air.rows] == [
        ("Axis", "7"), ("Soviet", "1")]
    rp = form.fields["replacement_points"]
    soviet = next(ed for key, ed, _w in rp.rows if key == "soviet")
    assert [(t, ed.widget.text()) for t, _k, ed, _w in soviet.rows] == [
        (2, "6"), (3, "6"), (4, "6"), (5, "6"), (6, "6"), (7, "6")]
    assert form.value() == w.doc.scenario.rules_data


def test_each_schedule_edit_is_one_undo_step_and_the_file_comes_back_the_same(qtbot, tmp_path):
    w = _editor(qtbot, tmp_path)
    doc = w.doc
    form = w.rules_data.form
    # a weather picked from the drop-down by the keyboard: one step
    turn4 = _row(form.fields["historical_weather"], 4).widget
    assert isinstance(turn4, QComboBox)
    turn4.setFocus()
    QTest.keyClick(turn4, Qt.Key.Key_Down)
    assert doc.scenario.rules_data["historical_weather"]["4"] == "mud"
    # a die roll's weather
    die6 = _row(form.fields["random_weather"], 3).rows[5][0].widget
    die6.setFocus()
    QTest.keyClick(die6, Qt.Key.Key_Down)
    assert doc.scenario.rules_data["random_weather"]["3"][5] == "mud"
    # air points typed into turn 3's Axis field: one step for two digits
    _commit(qtbot, _row(form.fields["air_points"], 3).rows[0][1].widget, "12")
    assert doc.scenario.rules_data["air_points"]["3"] == {"axis": 12, "soviet": 0}
    assert doc.undo_stack.count() == 3
    # each step says which value it changed
    assert [doc.undo_stack.text(i) for i in range(3)] == [
        "Edit rules data: Historical weather · Turn 4",
        "Edit rules data: Random weather · Turn 3 · 6",
        "Edit rules data: Air points · Turn 3 · Axis"]
    # every turn of the scenario has its air points: none to add
    assert not w.rules_data.form.fields["air_points"].add_button.isEnabled()
    # a turn added by the mouse: the scenario's first turn the schedule lacks, a copy of
    # the turn next to it, in its place by number
    schedule = w.rules_data.form.fields["random_weather"]
    assert (schedule.new_turn.value(), schedule.new_turn.maximum()) == (1, 7)
    schedule.new_turn.setValue(7)
    QTest.mouseClick(schedule.add_button, Qt.MouseButton.LeftButton)
    weather = doc.scenario.rules_data["random_weather"]
    assert list(weather) == ["3", "4", "5", "6", "7"] and weather["7"] == weather["6"]
    assert doc.undo_stack.undoText() == "Edit rules data: Random weather · Turn 7"
    # a turn removed by its button
    schedule = w.rules_data.form.fields["random_weather"]
    remove = next(row for t, _k, _e, row in schedule.rows if t == 4).findChildren(QToolButton)[-1]
    assert remove.toolTip() == "Remove turn 4"
    QTest.mouseClick(remove, Qt.MouseButton.LeftButton)
    assert list(doc.scenario.rules_data["random_weather"]) == ["3", "5", "6", "7"]
    assert doc.undo_stack.count() == 5
    doc.undo_stack.undo()
    assert list(doc.scenario.rules_data["random_weather"]) == ["3", "4", "5", "6", "7"]
    doc.undo_stack.undo()
    assert "7" not in doc.scenario.rules_data["random_weather"]
    doc.undo_stack.redo()
    assert doc.scenario.rules_data["random_weather"]["7"] == weather["6"]
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert w.rules_data.form.value() == doc.scenario.rules_data
    out = tmp_path / "same.json"
    assert w.save_to(out)
    assert out.read_bytes() == SCENARIO.read_bytes()


def test_a_turn_added_between_two_goes_in_its_place(qtbot, tmp_path):
    w = _editor(qtbot, tmp_path)
    rp = w.rules_data.form.fields["replacement_points"]
    axis = next(ed for key, ed, _w in rp.rows if key == "axis")
    axis.new_turn.setValue(1)
    QTest.mouseClick(axis.add_button, Qt.MouseButton.LeftButton)
    data = w.doc.scenario.rules_data["replacement_points"]["axis"]
    assert list(data.items()) == [("1", 2), ("3", 2), ("4", 2), ("5", 2), ("6", 2), ("7", 2)]
    assert w.doc.undo_stack.count() == 1


def test_a_refused_schedule_value_says_which_turn(qtbot, tmp_path):
    """A word in a turn's number said only "'x' is not a whole number", with no field named
    among the dozens of the form."""
    w = _editor(qtbot, tmp_path)
    panel = w.rules_data
    rp = panel.form.fields["replacement_points"]
    soviet = next(ed for key, ed, _w in rp.rows if key == "soviet")
    field = _row(soviet, 5).widget
    _commit(qtbot, field, "x")
    assert panel.error.text() == "Replacement points · Soviet · Turn 5: 'x' is not a whole number"
    assert "#b00020" in field.styleSheet()
    assert w.doc.undo_stack.count() == 0
    _commit(qtbot, field, "4")
    assert panel.error.text() == "" and field.styleSheet() == ""
    assert w.doc.scenario.rules_data["replacement_points"]["soviet"]["5"] == 4


def test_the_japanese_schedules_read_by_turn_and_name(ja_editor):
    w = ja_editor("defiant_russia")
    form = w.rules_data.form
    weather = form.fields["historical_weather"]
    assert [(row.findChild(QLabel).text(), ed.widget.currentText())
            for _t, _k, ed, row in weather.rows][3] == ("第4ターン", "軽い泥濘")
    assert weather.add_button.text() == "ターンを追加"
    # the turn track shows the Turns panel's weather, the rules play this: the tooltip says so
    assert weather.widget.toolTip().startswith("8.1：各ターンに適用される天候。ターン記録トラック")
    assert (weather.new_turn.prefix(), weather.new_turn.suffix()) == ("第", "ターン")
    air = _row(form.fields["air_points"], 4)
    assert [row.findChild(QLabel).text() for _k, _ed, row in air.rows] == ["枢軸軍", "ソビエト連邦"]


def test_a_list_of_city_ids_picks_among_cities_and_role_words_read_in_japanese(qtbot, tmp_path,
                                                                              ja_editor):
    """Defiant Russia's instant-win cities (``dict[SideRef, list[CityRef]]``) were drop-downs
    of the sides with 'leningrad' typed in them: a row keyed 'axis' took the key's name for
    the kind of its ids. The Japanese form read 'foot' and 'default' in English."""
    w = _editor(qtbot, tmp_path)
    axis = next(ed for key, ed, _w in w.rules_data.form.fields["auto_victory"].rows
                if key == "axis")
    first = axis.rows[0][0].widget
    assert isinstance(first, QComboBox)
    assert first.currentText() == "Leningrad (leningrad)"
    offered = [first.itemData(i) for i in range(first.count())]
    assert "moscow" in offered and "axis" not in offered
    j = ja_editor("defiant_russia").rules_data.form.fields
    cost = next(ed for key, ed, _w in j["terrain"].rows if key == "clear").fields["cost"]
    assert [row.findChild(QLabel).text() for _k, _ed, row in cost.rows][0] == "徒歩 (foot)"
    rail = next(ed for key, ed, _w in j["rail_capacity"].rows if key == "axis")
    assert [row.findChild(QLabel).text() for _k, _ed, row in rail.rows][0] == "既定値 (default)"


def test_a_mapping_by_weather_or_default_has_a_row_per_weather(ja_editor):
    """Defiant Russia's rail capacity and supply range by weather ('default' for the rest)
    showed their keys and a 'new key' field where a designer had to type 'mud'."""
    w = ja_editor("defiant_russia")
    rail = next(ed for key, ed, _w in w.rules_data.form.fields["rail_capacity"].rows
                if key == "axis")
    assert [row.findChild(QLabel).text() for _k, _ed, row in rail.rows] == [
        "既定値 (default)", "雪 (snow)", "晴天 (clear)", "軽い泥濘 (light_mud)", "泥濘 (mud)"]
    assert not hasattr(rail, "new_key")
    mud = rail.rows[4][1].widget
    mud.setText("1")
    mud.textEdited.emit("1")
    assert w.doc.scenario.rules_data["rail_capacity"]["axis"] == {"default": 3, "snow": 2, "mud": 1}
    assert w.doc.undo_stack.undoText() == "ルール・データを編集: 鉄道輸送力 · 枢軸軍 · 泥濘"


def test_a_field_naming_a_feature_picks_among_the_features(qtbot, tmp_path):
    """Defiant Russia's river and strait features (``FeatureRef`` fields) were text fields
    where the id had to be typed: pydantic keeps a field's own reference in its metadata."""
    w = _editor(qtbot, tmp_path)
    river = w.rules_data.form.fields["river_feature"].widget
    assert isinstance(river, QComboBox)
    assert river.lineEdit().placeholderText() == "default River (river)"
    assert [river.itemData(i) for i in range(river.count())] == [
        "", *[f.id for f in w.doc.scenario.features]]


def test_an_undo_keeps_the_form_where_it_was_scrolled(qtbot, tmp_path):
    """An undo or redo rebuilt the form and showed its top (the terrain costs): the
    designer who undid a change to turn 6's weather had to find the weather again."""
    w = _editor(qtbot, tmp_path)
    w.resize(1366, 768)
    panel = w.rules_data
    bar = panel.form_area.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 2000)
    turn6 = _row(panel.form.fields["historical_weather"], 6).widget
    panel.form_area.ensureWidgetVisible(turn6)
    where = bar.value()
    assert where > 1000
    turn6.setFocus()
    QTest.keyClick(turn6, Qt.Key.Key_Down)
    assert w.doc.scenario.rules_data["historical_weather"]["6"] == "light_mud"
    w.doc.undo_stack.undo()
    assert w.doc.scenario.rules_data["historical_weather"]["6"] == "clear"
    qtbot.waitUntil(lambda: panel.form.widget.height() > 2000)
    assert bar.value() == where
    w.doc.undo_stack.redo()
    qtbot.waitUntil(lambda: panel.form.widget.height() > 2000)
    assert bar.value() == where
    assert _row(panel.form.fields["historical_weather"], 6).widget.currentText() == "Light mud"
    # an undo now builds anew only the weather: the form built whole again (the language
    # changed, the ids it offers changed) stays where it was as well
    form = panel.form
    panel.retranslate()
    assert panel.form is not form
    qtbot.waitUntil(lambda: panel.form.widget.height() > 2000)
    assert bar.value() == where


def _shows(widget) -> list:
    """What a part of the form shows, widget by widget: each field's text, each drop-down's
    items and pick, each check box, label and button's words, tooltips and placeholders."""
    from PySide6.QtWidgets import QCheckBox, QWidget

    out = []
    for x in [widget, *widget.findChildren(QWidget)]:
        if x is not widget and (not x.isVisibleTo(widget) or x.objectName().startswith("qt_")):
            continue
        seen: tuple = (type(x).__name__, x.toolTip())
        if isinstance(x, QComboBox):
            seen += (x.currentText(), [(x.itemText(i), x.itemData(i)) for i in range(x.count())])
        elif isinstance(x, QLineEdit):
            seen += (x.text(), x.placeholderText(), x.styleSheet())
        elif isinstance(x, (QLabel, QToolButton)):
            seen += (x.text(),)
        elif isinstance(x, QCheckBox):
            seen += (x.isChecked(),)
        out.append(seen)
    return out


def test_an_undo_rebuilds_only_the_fields_it_changes(qtbot, tmp_path):
    """An undo or redo of the rules data rebuilt the whole form (Red Vengeance's 3,700
    widgets: 1.5 to 2.5 CPU s each on the shared test machine) and took the keyboard's
    focus from the field the designer was in. Now the fields it changes are built anew,
    each as a form built on the data shows it, and the others stay, focus and all."""
    from qtwargame.editor.panels.model_form import ModelEditor
    from qtwargame.editor.wheel_guard import has_focus_within

    w = _rv_editor(qtbot, tmp_path)
    doc = w.doc
    panel = w.rules_data
    form = panel.form
    cities = form.fields["cities"]
    # turn 6's weather picked by the keyboard, turn 8's armor typed (refused, then given)
    turn6 = form.fields["historical_weather"].rows[5][2].widget
    turn6.setFocus()
    QTest.keyClick(turn6, Qt.Key.Key_Down)
    armor = _row(form.fields["replacements"], 8).fields["armor"].widget
    _commit(qtbot, armor, "x")
    assert panel.error.text() == "Replacements · Turn 8 · Armor: 'x' is not a whole number"
    _commit(qtbot, armor, "3")
    replacements = form.fields["replacements"]
    # a word typed into the air table, refused: the data keeps 1
    air = form.fields["air_table"].fields["allied_1944"].rows[0][0].widget
    _commit(qtbot, air, "y")
    assert "#b00020" in air.styleSheet()
    assert doc.undo_stack.count() == 2
    # the designer is in a city's field when undoing from the Edit menu
    odessa = cities.rows[0][1].widget
    odessa.setFocus()
    qtbot.waitUntil(lambda: has_focus_within(odessa))
    w.act_undo.trigger()
    assert doc.scenario.rules_data["replacements"]["8"] == {"armor": 0, "infantry": 2}
    assert panel.form is form and form.fields["cities"] is cities
    assert has_focus_within(odessa)
    assert form.fields["replacements"] is not replacements  # built anew: it changed
    # the refused word is gone with its refusal, as the whole form rebuilt did
    air = form.fields["air_table"].fields["allied_1944"].rows[0][0].widget
    assert (air.text(), air.styleSheet(), panel.error.text()) == ("1", "", "")
    for _ in range(2):
        w.act_undo.trigger()
    w.act_redo.trigger()
    assert doc.scenario.rules_data["historical_weather"]["6"] == "snow"
    assert form.value() == doc.scenario.rules_data
    # every field shows what a form built on the data does
    fresh = ModelEditor(panel.model_cls, dict(doc.scenario.rules_data), lambda **_k: None,
                        panel._ids)
    assert {name: _shows(ed.widget) for name, ed in form.fields.items()} == {
        name: _shows(ed.widget) for name, ed in fresh.fields.items()}


def test_one_change_in_the_form_changes_one_line_of_the_file(qtbot, tmp_path):
    """Picking turn 6's weather and saving rewrote Defiant Russia's whole rules data in the
    model's order (its last fields moved up among the others): the file differed from the
    one opened by 20 lines for one value."""
    import difflib

    w = _editor(qtbot, tmp_path)
    turn6 = _row(w.rules_data.form.fields["historical_weather"], 6).widget
    turn6.setFocus()
    QTest.keyClick(turn6, Qt.Key.Key_Down)
    out = tmp_path / "one.json"
    assert w.save_to(out)
    diff = [line for line in difflib.unified_diff(
        SCENARIO.read_text(encoding="utf-8").splitlines(),
        out.read_text(encoding="utf-8").splitlines(), lineterm="", n=0)
        if line[:1] in "+-" and line[:3] not in ("+++", "---")]
    assert diff == ['-   "6": "clear",', '+   "6": "light_mud",']


def test_a_problem_in_a_schedule_opens_its_turns_field(qtbot, tmp_path):
    """A rules data problem focused its field of the form: for a number of turn 3's air
    points, the whole schedule's first field (turn 1's Axis), not the one that is wrong."""
    from PySide6.QtWidgets import QApplication

    w = _editor(qtbot, tmp_path)
    field = _row(w.rules_data.form.fields["air_points"], 3).rows[0][1].widget
    _commit(qtbot, field, "5000")
    assert w.doc.scenario.rules_data["air_points"]["3"]["axis"] == 5000
    w.validation.validate_now()
    problem = w.validation.problems[0]
    assert problem.path == "$.rules_data.air_points.3.axis"
    assert w.validation.place(problem.path) == "Rules data · Air points · Turn 3 · Axis"
    w.docks["history"].raise_()
    w.jump_to_problem(problem.path)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is field)


RV = Path(__file__).resolve().parents[2] / "scenarios" / "red_vengeance.json"


def _rv_editor(qtbot, tmp_path):
    from qtwargame.editor import app
    from qtwargame.editor.editor_window import EditorWindow

    w = EditorWindow(app.document_for("red_vengeance"), "en", autosave_dir=tmp_path / "autosave")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    qtbot.waitActive(w)
    w.docks["rules_data"].raise_()
    return w


def test_red_vengeances_schedules_are_rows_per_turn(qtbot, tmp_path):
    """Red Vengeance's schedules are keyed by a turn's number as text ("3"): the form gave
    each a row keyed "3" with a "new key" field under them, where a designer typed a turn
    as text, and its historical weather offered a blank "—" that the model refuses."""
    from qtwargame.editor.panels.model_form import ScheduleEditor

    w = _rv_editor(qtbot, tmp_path)
    doc = w.doc
    form = w.rules_data.form
    weather = form.fields["historical_weather"]
    assert isinstance(weather, ScheduleEditor)
    assert [(row.findChild(QLabel).text(), ed.widget.currentText())
            for _t, _k, ed, row in weather.rows][4:7] == [
        ("Turn 5", "Light mud"), ("Turn 6", "Mud"), ("Turn 7", "Snow")]
    assert "—" not in [weather.rows[0][2].widget.itemText(i)
                       for i in range(weather.rows[0][2].widget.count())]
    dice = _row(form.fields["random_weather"], 5)
    assert [ed.widget.currentText() for ed, _w in dice.rows] == [
        "Clear", "Clear", "Light mud", "Light mud", "Mud", "Mud"]
    rp = _row(form.fields["replacements"], 8)
    assert [(f, ed.widget.text()) for f, ed in rp.fields.items()] == [("armor", "0"),
                                                                       ("infantry", "2")]
    # a weather picked by the keyboard, a die face, replacement points typed: a step each,
    # each naming its turn
    turn6 = weather.rows[5][2].widget
    turn6.setFocus()
    QTest.keyClick(turn6, Qt.Key.Key_Down)
    assert doc.scenario.rules_data["historical_weather"]["6"] == "snow"
    face = dice.rows[0][0].widget
    face.setFocus()
    QTest.keyClick(face, Qt.Key.Key_Down)
    assert doc.scenario.rules_data["random_weather"]["5"][0] == "light_mud"
    _commit(qtbot, rp.fields["armor"].widget, "3")
    assert doc.scenario.rules_data["replacements"]["8"] == {"armor": 3, "infantry": 2}
    assert [doc.undo_stack.text(i) for i in range(doc.undo_stack.count())] == [
        "Edit rules data: Historical weather · Turn 6",
        "Edit rules data: Random weather · Turn 5 · 1",
        "Edit rules data: Replacements · Turn 8 · Armor"]
    # a turn removed and added back by the mouse, as text keys in their place
    schedule = w.rules_data.form.fields["replacements"]
    remove = next(row for t, _k, _e, row in schedule.rows if t == 4).findChildren(QToolButton)[-1]
    QTest.mouseClick(remove, Qt.MouseButton.LeftButton)
    assert "4" not in doc.scenario.rules_data["replacements"]
    schedule = w.rules_data.form.fields["replacements"]
    assert schedule.new_turn.value() == 1 and schedule.new_turn.maximum() == 11
    schedule.new_turn.setValue(4)
    QTest.mouseClick(schedule.add_button, Qt.MouseButton.LeftButton)
    assert list(doc.scenario.rules_data["replacements"])[:3] == ["2", "3", "4"]
    assert doc.scenario.rules_data["replacements"]["4"] == {"armor": 2, "infantry": 2}
    doc.undo_stack.undo()
    doc.undo_stack.redo()
    assert doc.undo_stack.count() == 5
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert w.rules_data.form.value() == doc.scenario.rules_data
    out = tmp_path / "same.json"
    assert w.save_to(out)
    assert out.read_bytes() == RV.read_bytes()


def test_a_problem_in_red_vengeances_schedule_opens_its_turns_field(qtbot, tmp_path):
    from PySide6.QtWidgets import QApplication

    w = _rv_editor(qtbot, tmp_path)
    field = _row(w.rules_data.form.fields["replacements"], 3).fields["infantry"].widget
    _commit(qtbot, field, "5000")
    assert w.doc.scenario.rules_data["replacements"]["3"]["infantry"] == 5000
    w.validation.validate_now()
    problem = next(p for p in w.validation.problems if "replacements" in p.path)
    assert problem.path == "$.rules_data.replacements.3.infantry"
    assert w.validation.place(problem.path) == "Rules data · Replacements · Turn 3 · Infantry"
    w.docks["history"].raise_()
    w.jump_to_problem(problem.path)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is field)


def test_defiant_russias_city_roles_and_ports_pick_among_the_cities(qtbot, tmp_path):
    """Its city roles (Moscow, Leningrad... the rules name) and its Black Sea ports were
    text fields where a city's id had to be typed ('sevastopol')."""
    w = _editor(qtbot, tmp_path)
    doc = w.doc
    form = w.rules_data.form
    odessa = form.fields["cities"].fields["odessa"].widget
    assert isinstance(odessa, QComboBox)
    assert odessa.currentText() == "Odessa (odessa)"
    offered = [odessa.itemData(i) for i in range(odessa.count())]
    assert offered == ["", *[c.id for c in doc.scenario.map.cities]]
    odessa.setCurrentIndex(odessa.findData("kiev"))
    assert doc.scenario.rules_data["cities"]["odessa"] == "kiev"
    assert doc.undo_stack.undoText() == "Edit rules data: Cities · Odessa"
    ports = form.fields["ports"]
    assert [ed.widget.currentText() for ed, _w in ports.rows] == [
        "Odessa (odessa)", "Sevastopol (sevastopol)", "Novorossiysk (novorossiysk)"]
    # a port added by its +, then picked; one removed by its −
    add = ports.widget.findChildren(QToolButton)[-1]
    assert add.toolTip() == "Add an item"
    QTest.mouseClick(add, Qt.MouseButton.LeftButton)
    new = ports.rows[-1][0].widget
    assert isinstance(new, QComboBox)
    new.setCurrentIndex(new.findData("rostov"))
    assert doc.scenario.rules_data["ports"] == ["odessa", "sevastopol", "novorossiysk", "rostov"]
    minus = ports.rows[0][1].findChildren(QToolButton)[0]
    QTest.mouseClick(minus, Qt.MouseButton.LeftButton)
    assert doc.scenario.rules_data["ports"] == ["sevastopol", "novorossiysk", "rostov"]
    rp = form.fields["soviet_rp_cities"].rows[0][0].widget
    assert isinstance(rp, QComboBox) and rp.currentText() == "Leningrad (leningrad)"
    assert doc.undo_stack.count() == 3
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    out = tmp_path / "same.json"
    assert w.save_to(out)
    assert out.read_bytes() == SCENARIO.read_bytes()


def test_an_id_typed_into_a_drop_down_and_entered_stays_the_value(qtbot, tmp_path):
    """An id typed into a drop-down of ids ('kiev' for Odessa's role) and entered with
    Return became a new item of the drop-down with no id behind it: the form then read the
    field as blank, and the next edit anywhere in the form took the role out of the data."""
    w = _editor(qtbot, tmp_path)
    doc = w.doc
    form = w.rules_data.form
    odessa = form.fields["cities"].fields["odessa"].widget
    assert isinstance(odessa, QComboBox)
    items = odessa.count()
    odessa.setFocus()
    qtbot.waitUntil(odessa.hasFocus)
    odessa.lineEdit().selectAll()
    QTest.keyClicks(odessa, "kiev")
    QTest.keyClick(odessa, Qt.Key.Key_Return)
    assert odessa.count() == items
    assert doc.scenario.rules_data["cities"]["odessa"] == "kiev"
    assert form.value()["cities"]["odessa"] == "kiev"
    # an edit elsewhere keeps it
    turn4 = _row(form.fields["historical_weather"], 4).widget
    turn4.setFocus()
    QTest.keyClick(turn4, Qt.Key.Key_Down)
    assert doc.scenario.rules_data["historical_weather"]["4"] == "mud"
    assert doc.scenario.rules_data["cities"]["odessa"] == "kiev"
    # an id the scenario does not know, entered: kept as typed (the validation names it)
    odessa.setFocus()
    qtbot.waitUntil(odessa.hasFocus)
    odessa.lineEdit().selectAll()
    QTest.keyClicks(odessa, "zzz")
    QTest.keyClick(odessa, Qt.Key.Key_Return)
    assert odessa.count() == items
    assert form.value()["cities"]["odessa"] == "zzz"
    assert doc.scenario.rules_data["cities"]["odessa"] == "zzz"


def test_the_english_form_labels_are_capitalised(qtbot, tmp_path):
    """The English form's labels were the fields' words as written ('rail capacity',
    'river armor cost'); the translation keys stay those words."""
    w = _editor(qtbot, tmp_path)
    labels = {label.text() for label in w.rules_data.form_area.widget().findChildren(QLabel)}
    assert {"Rail capacity", "River armor cost", "RP flip cost", "Moscow", "Default",
            "USSR"} <= labels
    assert not {"rail capacity", "river armor cost", "default", "Rp flip cost", "Ussr"} & labels


def test_the_japanese_form_labels_stay_as_translated(ja_editor):
    from qtwargame.editor.panels.model_form import field_title

    j = ja_editor("defiant_russia")
    labels = {label.text() for label in j.rules_data.form_area.widget().findChildren(QLabel)}
    assert {"鉄道輸送力", "既定値 (default)"} <= labels
    assert field_title("rail_capacity") == "鉄道輸送力"


def test_a_die_row_fits_a_panel_under_a_thousand_pixels_wide(qtbot, tmp_path):
    """A turn of the random weather was six drop-downs in one line, 671 pixels with its
    turn and button: Defiant Russia's form scrolled sideways in a panel under about 850
    pixels wide (its widest row now is its neutral regions, 432)."""
    for w, width in ((_editor(qtbot, tmp_path), 700), (_rv_editor(qtbot, tmp_path), 950)):
        dock = w.docks["rules_data"]
        dock.setFloating(True)
        dock.resize(width, 500)
        area = w.rules_data.form_area
        qtbot.waitUntil(lambda dock=dock, width=width: dock.width() == width)
        qtbot.waitUntil(lambda area=area, width=width: area.viewport().width() < width)
        assert area.horizontalScrollBar().maximum() == 0
        faces = [ed.widget for ed, _w in _row(w.rules_data.form.fields["random_weather"], 6).rows]
        tops = [f.mapTo(area.widget(), f.rect().topLeft()).y() for f in faces]
        assert tops[0] == tops[1] == tops[2] < tops[3] == tops[4] == tops[5]


def test_a_blank_weather_row_shows_the_default_it_plays(qtbot, tmp_path):
    """Defiant Russia's rail capacity by weather: the blank rows (clear, light mud, mud)
    play the 'default' row's value and showed nothing."""
    w = _editor(qtbot, tmp_path)
    rail = next(ed for key, ed, _w in w.rules_data.form.fields["rail_capacity"].rows
                if key == "axis")
    hints = {k: (ed.widget.text(), ed.widget.placeholderText()) for k, ed, _w in rail.rows}
    assert hints == {"default": ("3", ""), "snow": ("2", "default 3"), "clear": ("", "default 3"),
                     "light_mud": ("", "default 3"), "mud": ("", "default 3")}
    _commit(qtbot, rail.rows[0][1].widget, "4")
    assert rail.rows[2][1].widget.placeholderText() == "default 4"
    assert w.doc.scenario.rules_data["rail_capacity"]["axis"] == {"default": 4, "snow": 2}


def test_the_first_turn_of_an_empty_die_schedule_has_six_faces(qtbot, tmp_path):
    """A turn added to a random weather with no turns was a row with no drop-down at all
    (and the data a turn of no weathers)."""
    w = _editor(qtbot, tmp_path)
    doc = w.doc
    while w.rules_data.form.fields["random_weather"].rows:  # turns 3 to 6, by their ✕
        schedule = w.rules_data.form.fields["random_weather"]
        QTest.mouseClick(schedule.rows[0][3].findChildren(QToolButton)[-1],
                         Qt.MouseButton.LeftButton)
    assert doc.scenario.rules_data["random_weather"] == {}
    schedule = w.rules_data.form.fields["random_weather"]
    schedule.new_turn.setValue(3)
    QTest.mouseClick(schedule.add_button, Qt.MouseButton.LeftButton)
    assert doc.scenario.rules_data["random_weather"] == {"3": ["clear"] * 6}
    assert doc.undo_stack.undoText() == "Edit rules data: Random weather · Turn 3"
    row = _row(w.rules_data.form.fields["random_weather"], 3)
    assert [ed.widget.currentText() for ed, _w in row.rows] == ["Clear"] * 6


def test_the_strait_cost_shows_its_defaults(qtbot, tmp_path):
    """Defiant Russia's strait cost, which its file leaves to the model (armor 3, other 2),
    showed only a 'new key' field."""
    w = _editor(qtbot, tmp_path)
    doc = w.doc
    assert "strait_cost" not in doc.scenario.rules_data
    cost = w.rules_data.form.fields["strait_cost"]
    assert [(row.findChild(QLabel).text(), ed.widget.text(), ed.widget.placeholderText())
            for _k, ed, row in cost.rows] == [("Armor", "", "default 3"), ("Other", "", "default 2")]
    _commit(qtbot, cost.rows[1][1].widget, "1")
    # the whole mapping, since the rules read both
    assert doc.scenario.rules_data["strait_cost"] == {"armor": 3, "other": 1}
    doc.undo_stack.undo()
    assert "strait_cost" not in doc.scenario.rules_data
    out = tmp_path / "same.json"
    assert w.save_to(out)
    assert out.read_bytes() == SCENARIO.read_bytes()


def test_a_mappings_rows_follow_its_key_type_and_a_defaults_rows_pick_nothing(qtbot, tmp_path):
    """Defiant Russia's water features (``dict[FeatureRef, bool]``) had a row for each
    terrain, since 'sea' and 'lake' are terrain ids too; its city kinds, left to the
    model's default, offered the scenario's cities for 'capital' (the value is a combat
    effect: city, major or none)."""
    w = _editor(qtbot, tmp_path)
    form = w.rules_data.form
    water = form.fields["water_features"]
    features = [f.id for f in w.doc.scenario.features]
    assert [k for k, _ed, _w in water.rows] == [
        "sea", "lake", *[f for f in features if f not in ("sea", "lake")]]
    assert [(k, ed.widget.isChecked()) for k, ed, _w in water.rows if k in ("sea", "lake")] == [
        ("sea", False), ("lake", True)]
    kinds = form.fields["city_kinds"]
    # a row per city kind of the scenario, in its order, each a drop-down of the combat
    # effects whose first item names the default (session 92: no typed key or word)
    assert [(k, type(ed.widget).__name__, ed.widget.currentText())
            for k, ed, _w in kinds.rows] == [
        ("city", "ComboBox", "default City"), ("major_city", "ComboBox", "default Major"),
        ("capital", "ComboBox", "default Major"), ("port_city", "ComboBox", "default City"),
        ("fortress", "ComboBox", "default City"), ("town", "ComboBox", "default None")]


def test_a_saved_strait_cost_reads_in_japanese(ja_editor, tmp_path):
    """Reopened with the strait cost written (after a change), the Japanese form read its
    'other' in English: the keys read as the model's own words only while the file had no
    strait cost. The armor row reads as the movement class of the same form does (機甲),
    not as the unit type named armor (装甲)."""
    import json

    from qtwargame.editor import app

    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data["rules_data"]["strait_cost"] = {"armor": 4, "other": 2}
    path = tmp_path / "dr.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    w = ja_editor(app.document_for(str(path)))
    cost = w.rules_data.form.fields["strait_cost"]
    assert [(row.findChild(QLabel).text(), ed.widget.text(), len(row.findChildren(QToolButton)))
            for _k, ed, row in cost.rows] == [("機甲 (armor)", "4", 0), ("その他 (other)", "2", 0)]


def test_a_die_tables_rows_keep_their_six_faces(qtbot, tmp_path):
    """Red Vengeance's air table (12.1: air points by die 1 to 6) had a − beside each of its
    six numbers and a + under them, so a row could be cut to five and the rules would fail
    at a 6. A list the model holds to one length is its numbers in place, three a line, with
    neither; a number typed is one undo step and the file comes back the same."""
    w = _rv_editor(qtbot, tmp_path)
    doc = w.doc
    table = w.rules_data.form.fields["air_table"]
    for side in ("axis_1944", "allied_1944", "allied_1945"):
        row = table.fields[side]
        assert len(row.rows) == 6
        assert [b.text() for b in row.widget.findChildren(QToolButton)] == []
        assert [ed.widget.toolTip() for ed, _w in row.rows] == [f"Item {n}" for n in range(1, 7)]
    allied = table.fields["allied_1944"]
    # three a line: the fourth number under the first
    first, fourth = allied.rows[0][0].widget, allied.rows[3][0].widget
    assert (fourth.mapTo(allied.widget, QPoint(0, 0)).x()
            == first.mapTo(allied.widget, QPoint(0, 0)).x())
    # side by side, not spread over the panel (seen at 1,366 x 768: 190 pixels apart)
    w.resize(1366, 768)
    qtbot.waitUntil(lambda: allied.widget.width() > 900)
    second = allied.rows[1][0].widget
    assert (second.mapTo(allied.widget, QPoint(0, 0)).x()
            - first.mapTo(allied.widget, QPoint(first.width(), 0)).x()) < 20
    _commit(qtbot, allied.rows[5][0].widget, "4")
    assert doc.scenario.rules_data["air_table"]["allied_1944"] == [1, 1, 2, 2, 3, 4]
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.scenario.rules_data["air_table"]["allied_1944"] == [1, 1, 2, 2, 3, 3]
    out = tmp_path / "same.json"
    assert w.save_to(out)
    assert out.read_bytes() == RV.read_bytes()


def test_a_terrain_chart_adds_a_missing_terrain_from_a_drop_down(qtbot, tmp_path):
    """Shin Barbarossa's terrain effects chart (rows by terrain and by city kind) had a bare
    'new key' field under its rows, where a designer typed a terrain's id; it now offers the
    terrain without a row by name in a drop-down with Add terrain, and a row removed goes
    back to it. The file saved unchanged is the same."""
    from qtwargame.editor import app
    from qtwargame.editor.editor_window import EditorWindow

    w = EditorWindow(app.document_for("shin_barbarossa"), "en", autosave_dir=tmp_path / "autosave")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    w.show()
    w.docks["rules_data"].raise_()
    chart = w.rules_data.form.fields["terrain_effects"].fields["terrain"]
    assert not hasattr(chart, "new_key")
    assert [line.placeholderText() for line in chart.widget.findChildren(QLineEdit)
            if line.placeholderText() == "new key"] == []
    box = chart.new_choice

    def offered():
        return [box.itemText(i) for i in range(box.count())]

    assert offered() == ["Sea (sea)", "Lake (lake)"]
    assert chart.add_choice.text() == "Add terrain"
    QTest.mouseClick(chart.add_choice, Qt.MouseButton.LeftButton)
    assert [k for k, _e, _w in chart.rows][-1] == "sea"
    assert offered() == ["Lake (lake)"]
    sea_row = chart.rows[-1][2]
    assert sea_row.findChild(QLabel).text() == "Sea (sea)"
    # its costs and column shifts blank to fill in, as many as the chart's other rows
    sea = chart.rows[-1][1]
    assert [len(sea.fields[f].rows) for f in ("cost", "shift")] == [4, 2]
    assert [ed.widget.text() for ed, _w in sea.fields["cost"].rows] == ["", "", "", ""]
    remove = [b for b in sea_row.findChildren(QToolButton) if b.text() == "−"][-1]
    QTest.mouseClick(remove, Qt.MouseButton.LeftButton)
    assert "sea" not in [k for k, _e, _w in chart.rows]
    assert offered() == ["Sea (sea)", "Lake (lake)"]
    out = tmp_path / "same.json"
    assert w.save_to(out)
    assert out.read_bytes() == (SCENARIO.parent / "shin_barbarossa.json").read_bytes()


def test_defiant_russias_leaders_and_fleets_pick_among_the_units_of_their_side(qtbot, tmp_path):
    """Defiant Russia's leaders (Guderian, Stalin, Zhukov) and Soviet fleets were text fields
    where a unit's id had to be typed ('ger_ldr_guderian'); each is now a drop-down of the
    scenario's units by name, of the side its role says. A pick is one undo step and the
    file comes back the same."""
    w = _editor(qtbot, tmp_path)
    doc = w.doc
    form = w.rules_data.form
    sides = {u.id: u.side for u in doc.scenario.units}

    def box(field: str, key: str) -> QComboBox:
        widget = next(ed for k, ed, _w in form.fields[field].rows if k == key).widget
        assert isinstance(widget, QComboBox)
        return widget

    def offered_sides(b: QComboBox) -> set:
        return {sides[b.itemData(i)] if b.itemData(i) in sides else sides.get(
            b.itemText(i).rpartition("(")[2].rstrip(")")) for i in range(b.count())
            if b.itemText(i)}

    guderian = box("leaders", "guderian")
    assert guderian.currentText() == "Guderian (ger_ldr_guderian)"
    assert offered_sides(guderian) == {"axis"}
    for field, key, shown in (("leaders", "stalin", "Stalin (sov_ldr_stalin)"),
                              ("leaders", "zhukov", "Zhukov (sov_ldr_zhukov)"),
                              ("fleets", "baltic", "Baltic Fleet (sov_fleet_baltic)"),
                              ("fleets", "black_sea", "Black Sea Fleet (sov_fleet_blacksea)")):
        b = box(field, key)
        assert b.currentText() == shown
        assert offered_sides(b) == {"soviet"}
    guderian.setFocus()
    QTest.keyClick(guderian, Qt.Key.Key_Down)
    picked = doc.scenario.rules_data["leaders"]["guderian"]
    assert picked != "ger_ldr_guderian" and sides[picked] == "axis"
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.scenario.rules_data["leaders"]["guderian"] == "ger_ldr_guderian"
    out = tmp_path / "same.json"
    assert w.save_to(out)
    assert out.read_bytes() == SCENARIO.read_bytes()
