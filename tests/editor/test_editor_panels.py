"""The generic list editors, the rules-data tree, the scenario panel and the hex panel."""

from __future__ import annotations

from PySide6.QtCore import Qt

from qtwargame.editor.commands.set_part_command import SetPartCommand
from qtwargame.editor.panels.json_tree_editor import parse_value

EDIT = Qt.ItemDataRole.EditRole


def test_a_definition_list_edits_names_in_both_languages_and_refuses_a_bad_colour(window):
    doc = window.doc
    editor = window.properties.lists.editors["sides"]
    model = editor.model
    headers = [c.header for c in model.cols]
    assert headers == ["ID", "Name (English)", "Name (Japanese)", "Colour"]
    assert model.setData(model.index(0, 2), "青", EDIT)
    assert doc.scenario.sides[0].name.ja == "青"
    assert not model.setData(model.index(0, 3), "blue", EDIT)
    assert "pattern" in model.error or "match" in model.error
    assert doc.scenario.sides[0].color == "#3060c0"


def test_list_items_are_added_reordered_and_deleted_undoably(window):
    doc = window.doc
    editor = window.properties.lists.editors["terrain"]
    n = len(doc.scenario.terrain)
    editor.add()
    assert len(doc.scenario.terrain) == n + 1 and doc.scenario.terrain[-1].id == f"new_{n + 1}"
    editor.select_row(n)
    editor.move_current(-1)
    assert doc.scenario.terrain[n - 1].id == f"new_{n + 1}"
    editor.delete_current()
    assert len(doc.scenario.terrain) == n
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert [t.id for t in doc.scenario.terrain][-1] == "lake"
    assert len(doc.scenario.terrain) == n


def test_turns_take_dates_weather_and_per_turn_data(window):
    doc = window.doc
    turns = window.turns.turns.model
    cols = [c.header for c in turns.cols]
    assert turns.setData(turns.index(1, cols.index("Date (Japanese)")), "二日目", EDIT)
    table = window.turns.turn_data
    assert table.add_column("air")
    assert table.set_cell(1, table.columns.index("air"), "[6, 0]")
    assert doc.scenario.turns[1].date.ja == "二日目"
    assert doc.scenario.turns[1].data == {"air": [6, 0]}
    assert table.table.item(1, table.columns.index("air")).text() == "[6, 0]"
    assert not table.set_cell(1, table.columns.index("air"), "[oops")
    assert table.error.text().startswith("not valid JSON")


def test_the_reinforcement_schedule_lists_units_by_arrival_turn(window):
    doc = window.doc
    model = window.oob.model
    model.setData(model.index(0, model.column_of("arrival_turn")), "2", EDIT)
    tree = window.turns.arrivals
    texts = [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]
    assert any(t.startswith("Turn 2") for t in texts)
    assert doc.scenario.units[0].name.en in [
        tree.topLevelItem(i).child(j).text(0)
        for i in range(tree.topLevelItemCount()) for j in range(tree.topLevelItem(i).childCount())]


def _schedule_heads(window) -> list[str]:
    tree = window.turns.arrivals
    return [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]


def test_the_reinforcement_schedule_says_a_turn_once_where_its_date_is_its_number(
        qtbot, tmp_path):
    """A new scenario's turns are dated by their numbers ("Turn 3"): its reinforcement
    schedule read 'Turn 3 (Turn 3): 1 unit', and a unit arriving after the last turn
    'Turn 9 (?): 1 unit'."""
    from qtwargame.editor.document import EditorDocument
    from qtwargame.editor.editor_window import EditorWindow
    from qtwargame.editor.scenario_template import new_scenario

    w = EditorWindow(EditorDocument(new_scenario(), None), "en", autosave_dir=tmp_path / "a")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    qtbot.mouseClick(w.oob.add_button, Qt.MouseButton.LeftButton)
    model = w.oob.model
    model.setData(model.index(0, model.column_of("arrival_turn")), "3", EDIT)
    assert _schedule_heads(w) == ["Turn 3: 1 unit"]
    model.setData(model.index(0, model.column_of("arrival_turn")), "9", EDIT)
    assert _schedule_heads(w) == ["Turn 9, not in the turn list: 1 unit"]
    # a date that says more than the number is kept
    turns = w.turns.turns.model
    cols = [c.header for c in turns.cols]
    model.setData(model.index(0, model.column_of("arrival_turn")), "2", EDIT)
    assert turns.setData(turns.index(1, cols.index("Date (English)")), "June 1941", EDIT)
    assert _schedule_heads(w) == ["Turn 2 (June 1941): 1 unit"]


def test_the_japanese_reinforcement_schedule_says_a_turn_once(qtbot, ja_editor):
    from qtwargame.editor.document import EditorDocument
    from qtwargame.editor.scenario_template import new_scenario

    w = ja_editor(EditorDocument(new_scenario(), None))
    qtbot.mouseClick(w.oob.add_button, Qt.MouseButton.LeftButton)
    model = w.oob.model
    model.setData(model.index(0, model.column_of("arrival_turn")), "3", EDIT)
    assert _schedule_heads(w) == ["第3ターン: 1 ユニット"]


def test_rules_data_is_edited_as_a_tree_and_as_json(window):
    doc = window.doc
    panel = window.rules_data
    tree = panel.tree
    item = tree.item_at(["stacking"])
    item.setText(1, "3")
    assert doc.scenario.rules_data["stacking"] == 3
    tree.set_at(["terrain_cost", "forest"], 3)
    assert doc.scenario.rules_data["terrain_cost"]["forest"] == 3
    tree.tree.setCurrentItem(tree.item_at(["feature_cost"]))
    tree.add_at_current()
    assert doc.scenario.rules_data["feature_cost"]["new_key_1"] is None
    key = tree.item_at(["feature_cost", "new_key_1"])
    key.setText(0, "canal")
    assert "canal" in doc.scenario.rules_data["feature_cost"]
    tree.tree.setCurrentItem(tree.item_at(["feature_cost", "canal"]))
    tree.remove_current()
    assert "canal" not in doc.scenario.rules_data["feature_cost"]
    assert parse_value("true") is True and parse_value("[1, 2]") == [1, 2]
    assert parse_value("Moscow") == "Moscow"
    for _ in range(5):
        doc.undo_stack.undo()
    assert doc.scenario.rules_data["stacking"] == 2


def test_the_ruleset_problem_in_rules_data_shows_in_the_validation_panel(window):
    window.rules_data.tree.set_at(["stacking"], 0)
    window.validation.validate_now()
    assert any(p.path.startswith("$.rules_data.stacking") for p in window.validation.problems)


def test_the_scenario_panel_edits_titles_provenance_and_options(window):
    doc = window.doc
    panel = window.properties.scenario
    # the scenario model's titles, as the rest of the editor writes them (it read 'Id')
    assert [label.text() for label in panel.labels] == [
        "ID", "Title (English)", "Title (Japanese)", "Description (English)",
        "Description (Japanese)", "Ruleset"]
    panel.title_ja.setText("渡河")
    panel._texts_edited()
    assert doc.scenario.title.ja == "渡河"
    panel.ident.setText("Not An Id")
    panel._texts_edited()
    assert doc.scenario.id == "river_crossing"
    row = [panel.provenance.verticalHeaderItem(r).text()
           for r in range(panel.provenance.rowCount())].index("Cards")
    combo = panel.provenance.cellWidget(row, 0)
    assert [combo.itemText(i) for i in range(combo.count())] == ["", "Rulebook", "Reconstructed",
                                                                  "Designer"]
    combo.setCurrentIndex(combo.findData("reconstructed"))
    panel.provenance.item(row, 1).setText("after the rulebook's examples")
    panel._provenance_edited()
    assert doc.scenario.provenance["cards"].kind == "reconstructed"
    assert doc.scenario.provenance["cards"].note == "after the rulebook's examples"
    # The note in Japanese has a column of its own and is kept by an edit of the English.
    assert panel.provenance.horizontalHeaderItem(2).text() == "Source note (Japanese)"
    panel.provenance.item(row, 2).setText("ルールブックの例から")
    panel._provenance_edited()
    assert doc.scenario.provenance["cards"].note_ja == "ルールブックの例から"
    panel.provenance.item(row, 1).setText("after the examples")
    panel._provenance_edited()
    assert (doc.scenario.provenance["cards"].note, doc.scenario.provenance["cards"].note_ja) == (
        "after the examples", "ルールブックの例から")


def test_a_title_longer_than_its_box_shows_from_its_start_and_typing_keeps_the_cursor(window):
    from PySide6.QtTest import QTest

    panel = window.properties.scenario
    long = "Blitzkrieg to Moscow 2: Operation Barbarossa, " * 3
    window.doc.undo_stack.push(SetPartCommand(window.doc, "title", type(window.doc.scenario.title)(
        en=long, ja=window.doc.scenario.title.ja), "Edit title"))
    assert panel.title_en.text() == long
    assert panel.title_en.cursorPosition() == 0  # setText alone leaves it at the end
    panel.title_en.setFocus()
    panel.title_en.end(False)
    QTest.keyClicks(panel.title_en, "X")
    panel._texts_edited()  # what the panel does when the edit is finished
    assert window.doc.scenario.title.en == long + "X"
    assert panel.title_en.cursorPosition() == len(long) + 1


def test_the_provenance_table_reads_its_parts_and_kinds_in_japanese(qtbot, doc, tmp_path):
    from qtwargame.editor.editor_window import EditorWindow
    from qtwargame.i18n import translator

    translator.install("ja")
    try:
        w = EditorWindow(doc, "ja", autosave_dir=tmp_path / "autosave")
        w.ask_before_closing = False
        qtbot.addWidget(w)
        panel = w.properties.scenario
        headers = [panel.provenance.verticalHeaderItem(r).text() for r in range(panel.provenance.rowCount())]
        assert headers[:6] == ["地図", "戦力表", "初期配置", "増援", "表", "カード"]
        combo = panel.provenance.cellWidget(5, 0)
        shown = [combo.itemText(i) for i in range(combo.count())]
        assert shown == ["", "ルールブック", "再構成", "デザイナー作成"]
        combo.setCurrentIndex(combo.findData("designer"))
        panel._provenance_edited()  # what is saved is the kind, not the word shown
        assert doc.scenario.provenance["cards"].kind == "designer"
    finally:
        translator.install("en")


def test_the_hex_panel_changes_terrain_regions_and_control_of_the_selected_hex(window):
    doc = window.doc
    window.select_hex("0705")
    panel = window.properties.hex
    assert panel.title.text() == "Hex 0705"
    panel.terrain.setCurrentIndex(panel.terrain.findData("hills"))
    panel._terrain_chosen()
    assert doc.scenario.map.hexes["0705"] == "hills"
    item = panel.regions.item(0)
    item.setCheckState(Qt.CheckState.Checked)
    assert "0705" in doc.scenario.map.regions[0].hexes
    panel.control.setCurrentIndex(panel.control.findData("red"))
    panel._control_chosen()
    assert "0705" in doc.scenario.map.control["red"]


def test_a_designer_names_each_choice_in_both_languages_in_the_options_table(window):
    """The optional rules table has a column of choice names a language: typing the English
    names keeps the Japanese ones beside them, in order; the ruleset's own options are
    copied with the names its rules give them, so New Game never shows a choice's id."""
    from qtwargame.scenario.models import Localized, OptionSpec

    doc = window.doc
    panel = window.properties.scenario
    model = panel.options.model
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert "Choice names (English)" in headers and "Choice names (Japanese)" in headers
    opt = OptionSpec(id="pace", name=Localized(en="Pace"), default="slow", choices=["slow", "fast"])
    doc.scenario = doc.scenario.model_copy(update={"options": [opt]})
    model.beginResetModel()
    model.endResetModel()
    en, ja = headers.index("Choice names (English)"), headers.index("Choice names (Japanese)")
    assert model.setData(model.index(0, ja), "ゆっくり, 速い")
    assert model.setData(model.index(0, en), "Slow, Fast")
    names = doc.scenario.options[0].choice_names
    assert [(n.en, n.ja) for n in names] == [("Slow", "ゆっくり"), ("Fast", "速い")]
    assert model.data(model.index(0, ja)) == "ゆっくり, 速い"
    assert model.setData(model.index(0, en), "Steady")
    names = doc.scenario.options[0].choice_names
    assert [(n.en, n.ja) for n in names] == [("Steady", "ゆっくり"), ("", "速い")]
    window.act_undo.trigger()
    assert [n.en for n in doc.scenario.options[0].choice_names] == ["Slow", "Fast"]
    doc.scenario = doc.scenario.model_copy(update={"ruleset": "defiant_russia"})
    panel.add_ruleset_options()
    weather = next(o for o in doc.scenario.options if o.id == "weather")
    assert weather.choices == ["historical", "random"]
    assert [(n.en, n.ja) for n in weather.choice_names] == [
        ("Historical (8.1)", "史実どおり (8.1)"), ("Random (8.2)", "ランダム (8.2)")]


def test_the_map_names_regions_in_the_editors_language(qtbot, doc, tmp_path):
    """The region layer drew English names in a Japanese editor ("North edge" on the map):
    it was made without the editor's language, which the city layer had."""
    from qtwargame.editor.editor_window import EditorWindow

    w = EditorWindow(doc, "ja", autosave_dir=tmp_path / "autosave")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    w.scene.set_region_kind_shown("setup", True)
    assert w.scene.regions is not None and w.scene.regions.lang == "ja"
    w.scene.set_language("en")
    assert w.scene.regions.lang == "en"
