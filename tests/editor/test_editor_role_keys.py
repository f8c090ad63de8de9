"""The rules data form's last typed keys (session 92): Defiant Russia's airborne table by
the die's face, mappings keyed by units (picked by name from Add Unit), by sides and by the
rules' role words (rows in words), with region and event values from drop-downs. Each edit
is one undo step that names its place, and a file saved unchanged is byte-identical."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QLineEdit, QToolButton

ROOT = Path(__file__).resolve().parents[2]
DR = ROOT / "scenarios" / "defiant_russia.json"
RV = ROOT / "scenarios" / "red_vengeance.json"


def _editor(qtbot, tmp_path, what="defiant_russia"):
    """An editor window on a bundled scenario (its id) or a document."""
    from qtwargame.editor import app
    from qtwargame.editor.editor_window import EditorWindow

    doc = app.document_for(what) if isinstance(what, str) else what
    w = EditorWindow(doc, "en", autosave_dir=tmp_path / "autosave")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    qtbot.waitActive(w)
    w.docks["rules_data"].raise_()
    return w


def _pick(qtbot, box: QComboBox, key=Qt.Key.Key_Down) -> None:
    """A pick in a drop-down by the keyboard, as a designer makes it."""
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    QTest.keyClick(box, key)


def _row(mapping, key: str):
    return next(ed for k, ed, _w in mapping.rows if k == key)


def _labels(ed) -> list[str]:
    return [label.text() for label in ed.widget.findChildren(QLabel)]


def _same_file(w, tmp_path, original: Path) -> None:
    out = tmp_path / "same.json"
    assert w.save_to(out)
    assert out.read_bytes() == original.read_bytes()


def test_the_airborne_table_is_a_result_for_each_face_of_the_die(qtbot, tmp_path):
    """Defiant Russia's airborne table (11.3) was six typed words, each with a − and a + under
    them, so it could be cut to five; it is now six rows, Die 1 to Die 6, each a drop-down of
    the three results by their words. A pick is one undo step that names its die."""
    w = _editor(qtbot, tmp_path)
    doc = w.doc
    table = w.rules_data.form.fields["airborne_table"]
    assert len(table.rows) == 6
    assert table.widget.findChildren(QToolButton) == []
    assert _labels(table) == [f"Die {n}" for n in range(1, 7)]
    boxes = [ed.widget for ed, _w in table.rows]
    assert all(isinstance(b, QComboBox) for b in boxes)
    assert [boxes[0].itemText(i) for i in range(boxes[0].count())] == [
        "Eliminated", "Reduced", "None"]
    assert [b.currentText() for b in boxes] == [
        "Eliminated", "Reduced", "Reduced", "None", "None", "None"]
    _pick(qtbot, boxes[3], Qt.Key.Key_Up)
    assert doc.scenario.rules_data["airborne_table"] == [
        "eliminated", "reduced", "reduced", "reduced", "none", "none"]
    assert doc.undo_stack.count() == 1
    assert doc.undo_stack.undoText() == "Edit rules data: Airborne table · Die 4"
    # a second pick in the same stay is a step of its own
    _pick(qtbot, boxes[3], Qt.Key.Key_Up)
    assert doc.scenario.rules_data["airborne_table"][3] == "eliminated"
    assert doc.undo_stack.count() == 2
    doc.undo_stack.undo()
    assert doc.scenario.rules_data["airborne_table"][3] == "reduced"
    doc.undo_stack.undo()
    assert doc.scenario.rules_data["airborne_table"][3] == "none"
    _same_file(w, tmp_path, DR)


def test_an_airborne_table_the_file_leaves_out_shows_the_rules_default(qtbot, tmp_path):
    """A scenario without the table plays the model's (eliminated, reduced, reduced, none,
    none, none): the form shows it, and a pick writes the whole table, six results."""
    from qtwargame.editor.document import EditorDocument
    from qtwargame.editor.scenario_template import load_for_editing

    data = json.loads(DR.read_text(encoding="utf-8"))
    del data["rules_data"]["airborne_table"]
    path = tmp_path / "no_table.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    w = _editor(qtbot, tmp_path, EditorDocument(load_for_editing(path), path))
    doc = w.doc
    table = w.rules_data.form.fields["airborne_table"]
    boxes = [ed.widget for ed, _w in table.rows]
    assert [b.currentText() for b in boxes] == [
        "Eliminated", "Reduced", "Reduced", "None", "None", "None"]
    assert table.value() is not None and "airborne_table" not in doc.scenario.rules_data
    _pick(qtbot, boxes[0])
    assert doc.scenario.rules_data["airborne_table"] == [
        "reduced", "reduced", "reduced", "none", "none", "none"]


def test_a_wrong_length_airborne_table_is_refused_in_words_at_its_place():
    """A file whose table has five results validated (the rules then failed at a 6); it is
    refused at $.rules_data.airborne_table in words, in English and Japanese; a result
    that is not one of the three is refused at its place too."""
    from qtwargame.engine.ruleset import get_ruleset
    from qtwargame.i18n import plain_translator
    from qtwargame.scenario.io import load_scenario

    sc = load_scenario(DR)
    rules = get_ruleset("defiant_russia")
    assert rules.validate_scenario(sc) == []
    short = sc.model_copy(update={"rules_data": {
        **sc.rules_data, "airborne_table": ["eliminated", "reduced", "reduced", "none", "none"]}})
    problems = rules.validate_scenario(short)
    assert [(p.path, p.message) for p in problems] == [
        ("$.rules_data.airborne_table", "5 entries, where one for each die face 1 to 6 is needed")]
    assert problems[0].text(plain_translator("ja")) == (
        "5個の結果があります。ダイスの目1〜6のそれぞれにひとつずつ必要です")
    wrong = sc.model_copy(update={"rules_data": {
        **sc.rules_data,
        "airborne_table": ["eliminated", "reduced", "reduced", "none", "none", "halved"]}})
    assert [p.path for p in rules.validate_scenario(wrong)] == ["$.rules_data.airborne_table[5]"]


def test_maps_keyed_by_units_add_a_unit_by_name(qtbot, tmp_path):
    """Defiant Russia's fixed set-ups (3.1) had a row for each of its 126 units, and its early
    invasion arrivals (12.1) a typed 'new key': both have rows for the units they name, each
    with −, and Add Unit with a drop-down of the units by name (the Axis ones for 12.1).
    A unit added and its city picked are one undo step each."""
    w = _editor(qtbot, tmp_path)
    doc = w.doc
    form = w.rules_data.form
    sides = {u.id: u.side for u in doc.scenario.units}
    fixed = form.fields["setup_fixed"]
    assert [k for k, _e, _w in fixed.rows] == ["sov_tk_23", "sov_inf_16"]
    assert _row(fixed, "sov_tk_23").widget.currentText() == "Odessa (odessa)"
    assert fixed.add_choice.text() == "Add unit"
    assert fixed.new_choice.count() == len(sides) - 2
    arrivals = form.fields["early_invasion_arrivals"]
    assert [k for k, _e, _w in arrivals.rows] == ["hun_mob", "ita_csir"]
    offered = [arrivals.new_choice.itemData(i) for i in range(arrivals.new_choice.count())]
    assert offered and {sides[u] for u in offered} == {"axis"}
    for mapping in (fixed, arrivals):
        assert not [e for e in mapping.widget.findChildren(QLineEdit)
                    if e.placeholderText() == "new key"]
    # a Soviet unit set up in Moscow
    soviet = next(i for i in range(fixed.new_choice.count())
                  if sides[fixed.new_choice.itemData(i)] == "soviet")
    fixed.new_choice.setCurrentIndex(soviet)
    unit = fixed.new_choice.itemData(soviet)
    QTest.mouseClick(fixed.add_choice, Qt.MouseButton.LeftButton)
    assert [k for k, _e, _w in fixed.rows] == ["sov_tk_23", "sov_inf_16", unit]
    assert fixed.new_choice.findData(unit) == -1
    city = _row(fixed, unit).widget
    city.setFocus()
    qtbot.waitUntil(city.hasFocus)
    city.setCurrentIndex(city.findData("moscow"))
    QTest.keyClick(city, Qt.Key.Key_Tab)
    assert doc.scenario.rules_data["setup_fixed"] == {
        "sov_tk_23": "odessa", "sov_inf_16": "kiev", unit: "moscow"}
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert list(doc.scenario.rules_data["setup_fixed"]) == ["sov_tk_23", "sov_inf_16"]
    # removing a unit's row gives it back to the drop-down
    arrivals = w.rules_data.form.fields["early_invasion_arrivals"]
    remove = [b for b in arrivals.widget.findChildren(QToolButton) if b.text() == "−"]
    QTest.mouseClick(remove[1], Qt.MouseButton.LeftButton)
    assert doc.scenario.rules_data["early_invasion_arrivals"] == {"hun_mob": 4}
    assert w.rules_data.form.fields["early_invasion_arrivals"].new_choice.findData("ita_csir") >= 0
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    _same_file(w, tmp_path, DR)


def test_maps_keyed_by_roles_and_sides_read_in_words_and_pick_regions(qtbot, tmp_path):
    """Defiant Russia's regions by role, its supply, retreat and reinforcement edges by
    side, its leaders and fleets had a typed 'new key' (and the regions a typed region id):
    a row for each role word or side, no key to type, and each region picked by name."""
    w = _editor(qtbot, tmp_path)
    doc = w.doc
    form = w.rules_data.form
    regions = form.fields["regions"]
    assert [k for k, _e, _w in regions.rows] == ["ussr", "finland", "hungary", "romania",
                                                  "black_sea"]
    assert _labels(regions)[:2] == ["USSR", "Finland"]
    for name in ("regions", "supply_edges", "retreat_edges", "reinforcement_edges", "leaders",
                 "fleets"):
        mapping = form.fields[name]
        assert not [e for e in mapping.widget.findChildren(QLineEdit)
                    if e.placeholderText() == "new key"], name
        assert not [b for b in mapping.widget.findChildren(QToolButton) if b.text() == "−"], name
    assert [k for k, _e, _w in form.fields["supply_edges"].rows] == ["axis", "soviet"]
    ussr = _row(regions, "ussr").widget
    assert isinstance(ussr, QComboBox)
    assert ussr.currentText() == "Soviet (country:soviet)"
    edge = _row(form.fields["supply_edges"], "axis").widget
    assert edge.currentText() == "Axis supply edge (west) (edge:axis_supply)"
    edge.setFocus()
    qtbot.waitUntil(edge.hasFocus)
    edge.setCurrentIndex(edge.findData("edge:axis_west"))
    QTest.keyClick(edge, Qt.Key.Key_Tab)
    assert doc.scenario.rules_data["supply_edges"]["axis"] == "edge:axis_west"
    assert doc.undo_stack.count() == 1
    assert doc.undo_stack.undoText() == "Edit rules data: Supply edges · Axis"
    doc.undo_stack.undo()
    _same_file(w, tmp_path, DR)


def test_red_vengeances_setup_events_and_regions_pick_rather_than_type(qtbot, tmp_path):
    """Red Vengeance's historical set-up and events (units), its regions (role words) and
    the events' values ('warsaw', 'heavy_surface') were typed; the units are added by name,
    the roles are rows in words and an event is picked by its words. Adding a unit to the
    events gives it the first event: one undo step."""
    w = _editor(qtbot, tmp_path, "red_vengeance")
    doc = w.doc
    form = w.rules_data.form
    setup = form.fields["historical_setup"]
    given = json.loads(RV.read_text(encoding="utf-8"))["rules_data"]["historical_setup"]
    assert [k for k, _e, _w in setup.rows] == list(given)
    assert setup.add_choice.text() == "Add unit"
    assert isinstance(_row(setup, "ger_1").widget, QLineEdit)  # a hex, as hexes are typed
    regions = form.fields["regions"]
    assert len(regions.rows) == 13
    assert _labels(regions)[:2] == ["Romania", "Bulgaria"]
    assert "Map edge" in _labels(regions)[-1]
    events = form.fields["events"]
    warsaw = _row(events, "pol_2").widget
    assert isinstance(warsaw, QComboBox)
    assert [warsaw.itemText(i) for i in range(warsaw.count())] == ["Warsaw", "Heavy surface"]
    for mapping in (setup, regions, events):
        assert not [e for e in mapping.widget.findChildren(QLineEdit)
                    if e.placeholderText() == "new key"]
    unit = events.new_choice.itemData(0)
    QTest.mouseClick(events.add_choice, Qt.MouseButton.LeftButton)
    assert doc.scenario.rules_data["events"] == {
        "pol_2": "warsaw", "sov_mar_1": "heavy_surface", unit: "warsaw"}
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    _pick(qtbot, w.rules_data.form.fields["events"].rows[0][1].widget)
    assert doc.scenario.rules_data["events"]["pol_2"] == "heavy_surface"
    doc.undo_stack.undo()
    _same_file(w, tmp_path, RV)


def test_the_japanese_role_words_and_dice_read_in_japanese(ja_editor):
    """The new words of the form in Japanese: the airborne results, the dice, Add Unit."""
    w = ja_editor("defiant_russia")
    form = w.rules_data.form
    table = form.fields["airborne_table"]
    assert _labels(table)[0] == "ダイスの目1"
    box = table.rows[0][0].widget
    assert [box.itemText(i) for i in range(box.count())] == ["除去", "減少", "なし"]
    assert form.fields["setup_fixed"].add_choice.text() == "ユニットを追加"


def test_movement_classes_and_no_purge_types_pick_rather_than_type(qtbot, tmp_path):
    """Defiant Russia's terrain costs by movement class, its movement class by unit type and
    its no-purge values (12.2) by unit type had typed keys ('new key') and typed classes
    ('armor'): the costs are a row per class, the classes a drop-down in words, and the unit
    types are added by name (Add unit type); a class picked is one undo step."""
    w = _editor(qtbot, tmp_path)
    doc = w.doc
    form = w.rules_data.form
    clear = _row(form.fields["terrain"], "clear")
    cost = clear.fields["cost"]
    assert [k for k, _e, _w in cost.rows] == ["foot", "mountain", "armor"]
    classes = form.fields["movement_class"]
    assert [k for k, _e, _w in classes.rows] == ["armor", "mountain"]
    assert classes.add_choice.text() == "Add unit type"
    assert classes.new_choice.currentData() == "infantry"
    armor = _row(classes, "armor").widget
    assert [armor.itemText(i) for i in range(armor.count())] == ["Foot", "Mountain", "Armor"]
    purge = form.fields["no_purge"]
    assert [k for k, _e, _w in purge.rows] == ["infantry", "armor"]
    assert [k for k, _e, _w in _row(purge, "armor").rows] == ["strength", "movement"]
    for mapping in (cost, classes, purge):
        assert not [e for e in mapping.widget.findChildren(QLineEdit)
                    if e.placeholderText() == "new key"]
    _pick(qtbot, armor, Qt.Key.Key_Up)
    assert doc.scenario.rules_data["movement_class"]["armor"] == "mountain"
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    _same_file(w, tmp_path, DR)


def test_the_exploitation_chart_and_casualty_weights_are_rows_of_their_categories(qtbot,
                                                                                  tmp_path):
    """Defiant Russia's exploitation chart (6.6) and casualty weights (13.0) had typed 'new
    key' fields for categories and weathers only the rules know: each is now a row per
    category of the rules (units.exploit_category, casualty_category) and per weather the
    chart is read in (clear, mud, snow: light mud is the rules' own, 6.63), in words; a
    number typed is one undo step."""
    w = _editor(qtbot, tmp_path)
    doc = w.doc
    form = w.rules_data.form
    exploitation = form.fields["exploitation"]
    axis, soviet = exploitation.fields["axis"], exploitation.fields["soviet"]
    assert [k for k, _e, _w in axis.rows] == ["german_armor", "german_foot", "italian",
                                              "romanian_mobile"]
    assert [k for k, _e, _w in soviet.rows] == ["armor", "cavalry", "shock"]
    assert [k for k, _e, _w in _row(soviet, "shock").rows] == ["clear", "snow", "mud"]
    weights = form.fields["casualties"].fields["weights"]
    assert [k for k, _e, _w in weights.rows] == ["german_armor", "german_other", "finnish",
                                                 "minor_ally", "soviet_elite", "soviet_other"]
    assert "Finnish" in _labels(weights)
    for mapping in (exploitation, weights):
        assert not [e for e in mapping.widget.findChildren(QLineEdit)
                    if e.placeholderText() == "new key"]
        assert not [b for b in mapping.widget.findChildren(QToolButton) if b.text() == "−"]
    line = _row(_row(soviet, "shock"), "snow").widget
    line.setFocus()
    qtbot.waitUntil(line.hasFocus)
    line.selectAll()
    QTest.keyClicks(line, "2")
    QTest.keyClick(line, Qt.Key.Key_Tab)
    assert doc.scenario.rules_data["exploitation"]["soviet"]["shock"] == {"clear": 1, "snow": 2}
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    _same_file(w, tmp_path, DR)


def _pending(mapping, key: str) -> str:
    """The words a row added without a value shows beside it ("" when shown none)."""
    QApplication.processEvents()  # a layout shows a widget it is given on the next loop
    row = next(w for k, _e, w in mapping.rows if k == key)
    label = row.findChild(QLabel, "pending")
    return label.text() if label is not None and label.isVisibleTo(mapping.widget) else ""


def test_a_unit_added_without_a_value_stays_on_the_form_marked_not_saved(qtbot, tmp_path):
    """Session 92: a unit added with Add unit and not yet given a value was not in the data
    and went when the form was rebuilt (an undo of another edit), without a word. It stays,
    marked 'not saved until it has a value', across undo and redo, until − removes it; the
    value typed is one undo step, and its undo leaves the row, pending again."""
    w = _editor(qtbot, tmp_path)
    doc = w.doc
    arrivals = w.rules_data.form.fields["early_invasion_arrivals"]
    unit = arrivals.new_choice.itemData(0)
    QTest.mouseClick(arrivals.add_choice, Qt.MouseButton.LeftButton)
    assert _pending(arrivals, unit) == "not saved until it has a value"
    assert unit not in doc.scenario.rules_data["early_invasion_arrivals"]
    assert doc.undo_stack.count() == 0  # the data is as it was
    # another edit, and its undo, rebuild the form
    fixed = w.rules_data.form.fields["setup_fixed"]
    city = _row(fixed, "sov_tk_23").widget
    city.setFocus()
    qtbot.waitUntil(city.hasFocus)
    city.setCurrentIndex(city.findData("moscow"))
    QTest.keyClick(city, Qt.Key.Key_Tab)
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    arrivals = w.rules_data.form.fields["early_invasion_arrivals"]
    assert [k for k, _e, _w in arrivals.rows] == ["hun_mob", "ita_csir", unit]
    assert _pending(arrivals, unit) == "not saved until it has a value"
    assert arrivals.new_choice.findData(unit) == -1
    # a value typed saves it, one step; its undo leaves the row pending
    field = _row(arrivals, unit).widget
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    QTest.keyClicks(field, "3")
    QTest.keyClick(field, Qt.Key.Key_Tab)
    assert doc.scenario.rules_data["early_invasion_arrivals"][unit] == 3
    assert _pending(arrivals, unit) == ""
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    arrivals = w.rules_data.form.fields["early_invasion_arrivals"]
    assert _pending(arrivals, unit) == "not saved until it has a value"
    doc.undo_stack.redo()
    arrivals = w.rules_data.form.fields["early_invasion_arrivals"]
    assert _pending(arrivals, unit) == ""
    doc.undo_stack.undo()
    # − takes the row away for good
    arrivals = w.rules_data.form.fields["early_invasion_arrivals"]
    row = next(r for k, _e, r in arrivals.rows if k == unit)
    [remove] = [b for b in row.findChildren(QToolButton) if b.text() == "−"]
    QTest.mouseClick(remove, Qt.MouseButton.LeftButton)
    assert unit not in [k for k, _e, _w in arrivals.rows]
    doc.undo_stack.redo()
    doc.undo_stack.undo()
    assert unit not in [k for k, _e, _w in w.rules_data.form.fields["early_invasion_arrivals"].rows]
    _same_file(w, tmp_path, DR)


ROOT_SCENARIOS = {"defiant_russia": DR, "red_vengeance": RV,
                  "shin_barbarossa": ROOT / "scenarios" / "shin_barbarossa.json",
                  "blitzkrieg_moscow_2": ROOT / "scenarios" / "blitzkrieg_moscow_2.json"}


def _rows(mapping) -> list[str]:
    return [r[0] if len(r) == 3 else r[1] for r in mapping.rows]


def _type_number(qtbot, field, text: str) -> None:
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    QTest.keyClicks(field, text)
    QTest.keyClick(field, Qt.Key.Key_Tab)


def test_no_rules_data_form_has_a_typed_key_left(qtbot, tmp_path):
    """Session 92: Defiant Russia's city kinds and strait cost, Red Vengeance's city effects,
    casualty points and optional rules, Shin Barbarossa's strategic grades, stacking, rail
    cost, loss VP and Typhoon range, and Blitzkrieg to Moscow 2's attack shift by weather
    still had a typed 'new key'. Each is a row per city kind, side, turn or word of the
    rules; a file saved unchanged is byte-identical."""
    from qtwargame.editor.panels.model_form import editor_at

    expected = {
        "defiant_russia": {("city_kinds",): ["city", "major_city", "capital", "port_city",
                                             "fortress", "town"],
                           ("strait_cost",): ["armor", "other"]},
        "red_vengeance": {("city_effects",): ["city", "major_city"],
                          ("casualty_points", "axis_scores"): ["allied_eliminated",
                                                               "allied_reduced"],
                          ("casualty_points", "allied_scores_doubled"): ["german_eliminated",
                                                                         "german_reduced"],
                          ("optional_rules",): [f"14.{n}" for n in range(1, 9)]},
        "shin_barbarossa": {("terrain_effects", "strategic_grades"): [
                                "axis_panzer", "soviet_tank", "axis_infantry", "soviet_infantry"],
                            ("stacking",): ["combat_units", "extra"],
                            ("rail_cost",): ["tank", "other"],
                            ("victory", "loss_vp"): ["panzer", "german_infantry", "allied"],
                            ("hitler_orders", "typhoon_range"): ["4", "5", "6"]},
        "blitzkrieg_moscow_2": {("weather", "mud", "attack_shift"): ["german", "soviet"],
                                ("weather", "snow", "attack_shift"): ["soviet", "german"]},
    }
    for sid, fields in expected.items():
        w = _editor(qtbot, tmp_path / sid, sid)
        form = w.rules_data.form
        assert not [e for e in form.widget.findChildren(QLineEdit)
                    if e.placeholderText() == "new key"], sid
        for path, keys in fields.items():
            assert _rows(editor_at(form, list(path))) == keys, (sid, path)
        _same_file(w, tmp_path / sid, ROOT_SCENARIOS[sid])
        w.close()


def test_role_rows_keep_grey_defaults_and_a_value_is_one_step(qtbot, tmp_path):
    """Defiant Russia's strait cost and city kinds show the rules' defaults (in grey, or as
    the drop-down's first item) until a value is given (then the data has every key, one
    undo step); Blitzkrieg to Moscow 2's
    attack shift in mud takes a shift for the Germans by their row."""
    w = _editor(qtbot, tmp_path)
    doc = w.doc
    form = w.rules_data.form
    strait = form.fields["strait_cost"]
    assert _labels(strait) == ["Armor", "Other"]
    assert [ed.widget.placeholderText() for _k, ed, _w in strait.rows] == ["default 3",
                                                                          "default 2"]
    kinds = form.fields["city_kinds"]
    assert _labels(kinds)[:2] == ["City (city)", "Major city (major_city)"]
    town = _row(kinds, "town").widget
    assert [town.itemText(i) for i in range(town.count())] == [
        "default None", "City", "Major", "None"]
    _pick(qtbot, town)  # City, by the keyboard
    assert doc.scenario.rules_data["city_kinds"] == {
        "city": "city", "port_city": "city", "fortress": "city", "major_city": "major",
        "capital": "major", "town": "city"}
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert "city_kinds" not in doc.scenario.rules_data
    form = w.rules_data.form
    strait = form.fields["strait_cost"]
    _type_number(qtbot, _row(strait, "other").widget, "4")
    assert doc.scenario.rules_data["strait_cost"] == {"armor": 3, "other": 4}
    assert doc.undo_stack.count() == 1
    assert doc.undo_stack.undoText() == "Edit rules data: Strait cost"
    doc.undo_stack.undo()
    assert "strait_cost" not in doc.scenario.rules_data
    btm = _editor(qtbot, tmp_path / "btm", "blitzkrieg_moscow_2")
    from qtwargame.editor.panels.model_form import editor_at

    mud = editor_at(btm.rules_data.form, ["weather", "mud", "attack_shift"])
    assert _labels(mud) == ["German (german)", "Soviet (soviet)"]
    _type_number(qtbot, _row(mud, "german").widget, "1")
    assert btm.doc.scenario.rules_data["weather"]["mud"]["attack_shift"] == {"german": 1}
    assert btm.doc.undo_stack.count() == 1


def test_the_typhoon_range_is_a_row_per_turn_with_its_defaults_in_grey(qtbot, tmp_path):
    """Shin Barbarossa's Typhoon range (Hitler's orders) was typed keys '4', '5', '6': it is
    a schedule, Turn 4 to Turn 6 and Add turn; without it in the data, its default turns
    show their ranges in grey, and a range typed keeps the others (one undo step)."""
    import json

    from qtwargame.editor import app
    from qtwargame.editor.document import EditorDocument
    from qtwargame.editor.panels.model_form import editor_at
    from qtwargame.scenario.io import load_scenario

    data = json.loads((ROOT / "scenarios" / "shin_barbarossa.json").read_text(encoding="utf-8"))
    del data["rules_data"]["hitler_orders"]["typhoon_range"]
    path = tmp_path / "sb.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    w = _editor(qtbot, tmp_path, EditorDocument(load_scenario(path), path))
    assert app  # the window's module
    schedule = editor_at(w.rules_data.form, ["hitler_orders", "typhoon_range"])
    assert schedule.turns() == [4, 5, 6]
    assert [ed.widget.placeholderText() for _t, _k, ed, _w in schedule.rows] == [
        "default 8", "default 6", "default 4"]
    _type_number(qtbot, schedule.rows[1][2].widget, "7")
    assert w.doc.scenario.rules_data["hitler_orders"]["typhoon_range"] == {"4": 8, "5": 7, "6": 4}
    assert w.doc.undo_stack.count() == 1
    w.doc.undo_stack.undo()
    assert "typhoon_range" not in w.doc.scenario.rules_data["hitler_orders"]
