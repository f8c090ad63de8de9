"""Forms, not JSON (issue 16, point 4): drop-downs of known ids, checked numbers with a
visible message, several rows edited at once, counters as the drag image."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox, QStyleOptionViewItem, QWidget

from qtwargame.editor.panels.id_choices import id_choices
from qtwargame.editor.panels.model_list_editor import ModelListEditor
from qtwargame.scenario.models import SetupCodeSpec


def test_id_fields_offer_the_known_ids_with_their_names(doc):
    sc = doc.scenario
    assert id_choices(sc, "units.nationality") == [
        ("blueland", "Blueland (blueland) · Blue"), ("redland", "Redland (redland) · Red")]
    assert id_choices(sc, "units.setup_code")[0] == ("", "(none)")
    assert [i for i, _ in id_choices(sc, "units.arrival_where")] == [
        "", "B", "R", "blue_start", "red_start", "red_edge", "blue_edge"]
    assert id_choices(sc, "units.name_en") == []


def test_the_japanese_editors_drop_downs_name_what_they_offer_in_japanese(doc):
    """The Japanese editor's drop-downs offered "Blue (blue)", "Blueland (blueland) · blue"
    and the unit kinds' bare ids."""
    from qtwargame.i18n import translator

    sc = doc.scenario
    assert id_choices(sc, "units.side", "ja") == [("blue", "青軍 (blue)"), ("red", "赤軍 (red)")]
    assert id_choices(sc, "units.nationality", "ja") == [
        ("blueland", "青国 (blueland) · 青軍"), ("redland", "赤国 (redland) · 赤軍")]
    assert id_choices(sc, "units.arrival_where", "ja")[-1] == ("blue_edge", "西端 (blue_edge)")
    translator.install("ja")
    try:
        assert [label for _, label in id_choices(sc, "units.kind", "ja")] == [
            "ユニット (unit)", "指揮官 (leader)", "艦隊 (fleet)", "補給 (supply)", "マーカー (marker)"]
    finally:
        translator.install("en")


def test_the_japanese_order_of_battles_side_cell_offers_the_sides_by_japanese_name(
        qtbot, doc, tmp_path):
    from qtwargame.editor.editor_window import EditorWindow

    w = EditorWindow(doc, "ja", autosave_dir=tmp_path / "autosave")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    _proxy, editor, _parent = _cell_editor(w.oob, 0, "side")
    assert [editor.itemText(i) for i in range(editor.count())] == ["青軍 (blue)", "赤軍 (red)"]


def _cell_editor(panel, row, col_name):
    proxy = panel.proxy.mapFromSource(panel.model.index(row, panel.model.column_of(col_name)))
    parent = QWidget()
    editor = panel.delegate.createEditor(parent, QStyleOptionViewItem(), proxy)
    panel.delegate.setEditorData(editor, proxy)
    return proxy, editor, parent


def test_the_order_of_battle_nationality_cell_is_a_drop_down(window):
    panel = window.oob
    proxy, editor, _parent = _cell_editor(panel, 0, "nationality")
    assert isinstance(editor, QComboBox)
    assert editor.currentData() == "blueland"
    editor.setCurrentIndex(editor.findData("redland"))
    panel.delegate.setModelData(editor, panel.proxy, proxy)
    assert window.doc.scenario.units[0].nationality == "redland"
    assert window.doc.undo_stack.undoText() == "Edit Nationality of 1st Infantry"
    # A free-text cell keeps the plain editor.
    _proxy, plain, _p = _cell_editor(panel, 0, "name_en")
    assert not isinstance(plain, QComboBox)


def test_editing_one_of_several_selected_rows_sets_them_all_in_one_step(window):
    panel = window.oob
    panel.select_rows([0, 1, 2])
    assert panel.selected_rows() == [0, 1, 2]
    proxy, editor, _parent = _cell_editor(panel, 1, "type")
    armor = next(t.id for t in window.doc.scenario.unit_types if t.id != "infantry")
    editor.setCurrentIndex(editor.findData(armor))
    panel.delegate.setModelData(editor, panel.proxy, proxy)
    assert [u.type for u in window.doc.scenario.units[:4]] == [armor, armor, armor, "infantry"]
    assert window.doc.undo_stack.undoText() == "Edit Type of 3 units"
    window.doc.undo_stack.undo()
    assert [u.type for u in window.doc.scenario.units[:3]] == ["infantry"] * 3


def test_a_bad_number_is_refused_with_a_visible_message(window):
    panel = window.oob
    window.show()
    before = window.doc.dump()
    proxy = panel.proxy.mapFromSource(panel.model.index(0, panel.model.column_of("steps")))
    panel._commit(proxy, "abc")
    assert window.doc.dump() == before
    assert panel.error.isVisible()
    assert panel.error.text() == "'abc' is not a whole number"
    proxy = panel.proxy.mapFromSource(panel.model.index(0, panel.model.column_of("arrival_turn")))
    panel._commit(proxy, "soon")
    assert panel.error.text() == "'soon' is not a whole number"
    proxy = panel.proxy.mapFromSource(panel.model.index(0, panel.model.column_of("name_en")))
    panel._commit(proxy, "First Infantry")
    assert not panel.error.isVisible()


def test_duplicating_several_rows_copies_each_of_them(window):
    panel = window.oob
    n = len(window.doc.scenario.units)
    panel.select_rows([0, 2])
    panel.duplicate_selected()
    ids = [u.id for u in window.doc.scenario.units]
    assert len(ids) == n + 2
    assert ids[3:5] == ["blue_inf_1_2", "blue_inf_3_2"]
    assert panel.selected_rows() == [3, 4]
    assert window.doc.undo_stack.undoText() == "Duplicate 2 units"


def test_the_drag_image_is_the_counters_not_the_row(window):
    panel = window.oob
    panel.select_rows([0])
    one = panel.table.drag_pixmap()
    assert (one.width(), one.height()) == (50, 50)
    panel.select_rows([0, 1, 2, 3])
    many = panel.table.drag_pixmap()
    assert (many.width(), many.height()) == (66, 66)  # three counters fanned by 8 px
    assert not one.toImage().pixelColor(25, 25).alpha() == 0


def test_a_setup_area_side_in_the_lists_is_a_drop_down(qtbot, doc):
    editor = ModelListEditor(doc, "setup_codes", SetupCodeSpec)
    qtbot.addWidget(editor)
    col = next(i for i, c in enumerate(editor.model.cols) if c.field == "side")
    index = editor.model.index(0, col)
    parent = QWidget()
    box = editor.delegate.createEditor(parent, QStyleOptionViewItem(), index)
    editor.delegate.setEditorData(box, index)
    assert isinstance(box, QComboBox) and box.currentData() == "blue"
    box.setCurrentIndex(box.findData("red"))
    editor.delegate.setModelData(box, editor.model, index)
    assert doc.scenario.setup_codes[0].side == "red"


def test_tags_read_and_write_as_words_not_json(doc):
    from qtwargame.editor.panels.model_list_model import ModelListModel
    from qtwargame.scenario.models import CitySpec

    model = ModelListModel(doc, "map.cities", CitySpec)
    col = next(i for i, c in enumerate(model.cols) if c.field == "tags")
    model.setData(model.index(0, col), "objective,  capital ")
    assert doc.scenario.map.cities[0].tags == ["objective", "capital"]
    assert model.data(model.index(0, col)) == "objective, capital"
    vp = next(i for i, c in enumerate(model.cols) if c.field == "vp")
    assert not model.setData(model.index(0, vp), "many")
    assert model.error == "'many' is not a whole number"


# -- rules data in a form generated from the ruleset's model ---------------------------------
def test_each_bundled_ruleset_has_its_data_model():
    from qtwargame.editor.panels.rules_data_panel import rules_data_model
    from qtwargame.rules.blitzkrieg_moscow.data import BtmData
    from qtwargame.rules.classic.data import ClassicData
    from qtwargame.rules.defiant_russia.data import DRData

    assert rules_data_model("classic") is ClassicData
    assert rules_data_model("defiant_russia") is DRData
    assert rules_data_model("blitzkrieg_moscow_2") is BtmData
    assert rules_data_model("no_such_ruleset") is None


def test_an_untouched_form_gives_back_the_data_of_every_bundled_scenario(qapp):
    from qtwargame.editor.panels.model_form import ModelEditor
    from qtwargame.editor.panels.rules_data_panel import make_ids_for, rules_data_model
    from qtwargame.scenario.catalog import scenarios_dir
    from qtwargame.scenario.io import load_scenario

    formed = set()
    for path in sorted(scenarios_dir().glob("*.json")):
        sc = load_scenario(path)
        model = rules_data_model(sc.ruleset)
        if model is None:  # a ruleset without a data model is edited in the JSON view
            continue
        form = ModelEditor(model, dict(sc.rules_data), lambda: None, make_ids_for(sc))
        assert form.value() == sc.rules_data, path.name
        formed.add(sc.ruleset)
    assert {"classic", "defiant_russia", "blitzkrieg_moscow_2"} <= formed


def test_a_missing_terrain_cost_is_a_blank_row_to_fill(window):
    doc = window.doc
    data = dict(doc.scenario.rules_data)
    data["terrain_cost"] = {k: v for k, v in data["terrain_cost"].items() if k != "swamp"}
    doc.scenario.rules_data = data
    panel = window.rules_data
    panel.fill(force=True)
    costs = panel.form.fields["terrain_cost"]
    rows = {key: ed for key, ed, _w in costs.rows}
    assert set(rows) == {t.id for t in doc.scenario.terrain}  # every terrain has its row
    assert rows["swamp"].widget.text() == ""
    rows["swamp"].widget.setText("3")
    rows["swamp"].widget.textEdited.emit("3")
    assert doc.scenario.rules_data["terrain_cost"]["swamp"] == 3
    assert doc.undo_stack.undoText() == "Edit rules data: Terrain movement cost · Swamp"
    # "—" means may not enter (null); a word is refused with a message and not applied.
    rows["lake"].widget.setText("—")
    rows["lake"].widget.textEdited.emit("—")
    assert doc.scenario.rules_data["terrain_cost"]["lake"] is None
    rows["forest"].widget.setText("lots")
    rows["forest"].widget.textEdited.emit("lots")
    assert panel.error.text() == "Terrain movement cost · Forest: 'lots' is not a whole number"
    assert doc.scenario.rules_data["terrain_cost"]["forest"] == 2


def test_the_models_bounds_are_checked_with_a_visible_message(window):
    panel = window.rules_data
    stacking = panel.form.fields["stacking"]
    stacking.widget.setText("0")
    stacking.widget.textEdited.emit("0")
    assert panel.error.text() == "Stacking limit: 0 is below the least allowed, 1"
    assert window.doc.scenario.rules_data["stacking"] == 2


def test_a_rules_data_problem_opens_its_field_in_the_form(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    window.jump_to_problem("$.rules_data.terrain_cost")
    panel = window.rules_data
    assert panel.tabs.currentIndex() == 0
    assert panel.tree.tree.currentItem().text(0) == "terrain_cost"


def test_card_icons_are_a_form_of_the_rulesets_icon_types(qtbot, tmp_path):
    from qtwargame.editor.editor_window import EditorWindow
    from qtwargame.editor.panels.icon_form import icon_types
    from qtwargame.scenario.catalog import scenarios_dir
    from qtwargame.scenario.io import load_scenario

    path = scenarios_dir() / "blitzkrieg_moscow_2.json"
    from qtwargame.editor.document import EditorDocument

    w = EditorWindow(EditorDocument(load_scenario(path), path), autosave_dir=tmp_path)
    w.ask_before_closing = False
    qtbot.addWidget(w)
    cards = w.cards
    assert set(icon_types("blitzkrieg_moscow_2")) >= {"combat_shift", "rail", "reroll"}
    assert icon_types("classic") is None
    assert cards.icon_stack.currentWidget() is cards.icon_form
    # Untouched, the form gives back every card's icons exactly.
    for i, card in enumerate(w.doc.scenario.cards):
        cards.select_card(i)
        assert cards.icon_form.icons() == card.icons, card.id
    i = next(k for k, c in enumerate(w.doc.scenario.cards)
             if any(x.get("type") == "rail" for x in c.icons))
    cards.select_card(i)
    row = next(r for r in cards.icon_form.rows if r.kind.currentData() == "rail")
    row.params["count"].setValue(row.params["count"].value() + 1)
    card = w.doc.scenario.cards[i]
    rail = next(x for x in card.icons if x["type"] == "rail")
    assert rail["count"] == row.params["count"].value()
    assert w.doc.undo_stack.undoText() .startswith("Edit icons of ")
    # The JSON list stays one click away.
    cards.json_icons.setChecked(True)
    assert cards.icon_stack.currentWidget() is cards.icons


def test_turn_data_is_a_table_of_values_not_json(qtbot, tmp_path):
    from qtwargame.editor.document import EditorDocument
    from qtwargame.editor.editor_window import EditorWindow
    from qtwargame.editor.panels.turn_data_table import leaves, parse_cell, with_leaf
    from qtwargame.scenario.catalog import scenarios_dir
    from qtwargame.scenario.io import load_scenario

    assert leaves({"cards": {"german": 6, "soviet": 2}, "x": 1}) == {
        "cards.german": 6, "cards.soviet": 2, "x": 1}
    assert with_leaf({"cards": {"german": 6}}, "cards.german", None) == {}
    assert [parse_cell(x) for x in ("3", "2.5", "true", "mud", "")] == [3, 2.5, True, "mud", None]
    path = scenarios_dir() / "blitzkrieg_moscow_2.json"
    w = EditorWindow(EditorDocument(load_scenario(path), path), autosave_dir=tmp_path)
    w.ask_before_closing = False
    qtbot.addWidget(w)
    table = w.turns.turn_data
    assert table.columns == ["cards.german", "cards.soviet"]
    assert table.table.item(0, 0).text() == "6"
    assert table.set_cell(0, 1, "4")
    assert w.doc.scenario.turns[0].data == {"cards": {"german": 6, "soviet": 4}}
    assert w.doc.undo_stack.undoText() == "Set cards.soviet of turn 1"
    assert table.add_column("air.german")
    assert table.set_cell(1, 2, "2")
    assert w.doc.scenario.turns[1].data["air"] == {"german": 2}
    # The turns list no longer shows the data as JSON.
    assert [c.field for c in w.turns.turns.model.cols] == ["number", "date", "date", "weather"]


def test_several_rows_dragged_together_set_up_in_the_hex_they_are_dropped_on(window):
    from tests.editor.conftest import at

    panel = window.oob
    panel.select_rows([0, 1])
    indexes = panel.table.selectionModel().selectedRows()
    mime = panel.proxy.mimeData(indexes)
    from qtwargame.editor.editor_view import UNIT_MIME

    text = bytes(mime.data(UNIT_MIME)).decode()
    assert text == "blue_inf_1\nblue_inf_2"
    window.drop_unit(text, at(window, "0202"))
    units = window.doc.scenario.units
    assert units[0].setup.hex == "0202" and units[1].setup.hex == "0202"
    assert window.doc.undo_stack.undoText() == "Set up 2 units in 0202"
    window.doc.undo_stack.undo()
    assert units[0].setup.code == "B" and units[1].setup.code == "B"


def test_an_excluded_bound_stays_excluded_for_decimals_and_becomes_the_next_whole_number():
    from pydantic import BaseModel, Field

    from qtwargame.editor.panels.model_form import _bounds

    class M(BaseModel):
        cost: float = Field(default=0.5, gt=0, lt=3)
        steps: int = Field(default=2, gt=0, lt=5)
        dice: int = Field(default=1, ge=1, le=6)

    f = M.model_fields
    assert _bounds(f["cost"], float) == (0, 3, True, True)
    assert _bounds(f["steps"], int) == (1, 4, False, False)
    assert _bounds(f["dice"], int) == (1, 6, False, False)


def test_a_decimal_above_an_excluded_zero_is_taken_and_zero_is_refused(qapp):
    from pydantic import BaseModel, Field

    from qtwargame.editor.panels.model_form import NumberEditor

    class M(BaseModel):
        cost: float = Field(default=0.5, gt=0)

    ed = NumberEditor(0.5, float, False, M.model_fields["cost"], lambda: None, default=0.5)
    assert ed.value() == 0.5
    ed.widget.setText("0")
    with pytest.raises(ValueError, match=r"^0\.0 must be more than 0$"):
        ed.value()


def test_the_counter_under_the_table_drags_its_unit_like_its_row(window, monkeypatch):
    # Session 84 by hand: a designer added a unit, then dragged the counter shown under
    # the table onto the map, and nothing happened; only the row could be dragged.
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    panel = window.oob
    panel.select_rows([1])
    preview = panel.preview
    assert preview.caption == "2nd Infantry  ·  blue_inf_2"
    drags = []
    monkeypatch.setattr(panel.table, "startDrag", lambda actions: drags.append(actions))

    def send(kind, x, buttons):
        QApplication.sendEvent(preview, QMouseEvent(
            kind, QPointF(x, 20), QPointF(x, 20), Qt.MouseButton.LeftButton
            if kind != QMouseEvent.Type.MouseMove else Qt.MouseButton.NoButton,
            buttons, Qt.KeyboardModifier.NoModifier))

    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    send(QMouseEvent.Type.MouseButtonPress, 20, left)
    send(QMouseEvent.Type.MouseMove, 21, left)  # not yet a drag
    assert drags == []
    send(QMouseEvent.Type.MouseMove, 20 + QApplication.startDragDistance() + 1, left)
    assert drags == [Qt.DropAction.CopyAction]
    send(QMouseEvent.Type.MouseButtonRelease, 40, none)
    # the selected row is what the drag carries
    mime = panel.proxy.mimeData(panel.table.selectionModel().selectedRows())
    from qtwargame.editor.editor_view import UNIT_MIME

    assert bytes(mime.data(UNIT_MIME)).decode() == "blue_inf_2"


def test_the_counter_is_captioned_in_the_editor_s_language(qtbot, tmp_path):
    from qtwargame.editor import app
    from tests.editor.test_editor_opening import RIVER

    w = app.open_editor(str(RIVER), lang="ja", autosave_dir=tmp_path)
    qtbot.addWidget(w)
    w.ask_before_closing = False
    w.oob.select_rows([1])
    assert w.oob.preview.caption == "第2歩兵師団  ·  blue_inf_2"


def test_the_japanese_card_forms_icons_name_types_parameters_and_words_in_japanese(qapp):
    """The Japanese editor's icon rows read "combat shift", "value", "city only", "own"
    (the ruleset's ids): they take the play window's card words and the form's own."""
    from PySide6.QtWidgets import QComboBox, QLabel

    from qtwargame.editor.panels.icon_form import IconForm, icon_types
    from qtwargame.i18n import translator

    translator.install("ja")
    try:
        form = IconForm(icon_types("blitzkrieg_moscow_2"))
        form.set_icons([{"type": "combat_shift", "value": 1}, {"type": "reroll", "whose": "own"}])
        shift, reroll = form.rows
        assert shift.kind.currentText() == "コラムシフト"
        assert [shift.kind.itemText(i) for i in range(shift.kind.count())][:4] == [
            "コラムシフト", "戦車アクション", "活性化", "鉄道"]
        assert [w.text() for w in shift.findChildren(QLabel)] == ["値", "都市のみ"]
        assert [w.text() for w in reroll.findChildren(QLabel)] == ["対象"]
        whose = reroll.params["whose"]
        assert isinstance(whose, QComboBox)
        assert [whose.itemText(i) for i in range(whose.count())] == ["", "自軍", "相手"]
        assert form.icons() == [{"type": "combat_shift", "value": 1},
                                {"type": "reroll", "whose": "own"}]
    finally:
        translator.install("en")


def test_the_rules_data_caption_names_the_ruleset_in_the_editors_language(ja_editor):
    """The caption read 「ルールセット blitzkrieg_moscow_2 のデータです」: the ruleset's id."""
    w = ja_editor("blitzkrieg_moscow_2")
    assert w.rules_data.caption.text() == (
        "ルールセット「<b>モスクワ電撃戦2</b>」のデータです。ルールセットが検査します(検証パネルを参照)。")


def test_a_required_number_shows_no_default_in_its_box(qapp):
    """A required field's box read 「既定値 PydanticUndefined」 (Red Vengeance's rules data):
    pydantic's marker for "no default" shown as if it were one."""
    from pydantic import BaseModel, Field

    from qtwargame.editor.panels.model_form import build_editor

    class Data(BaseModel):
        needed: int = Field(ge=1)
        given: int = 3

    fields = Data.model_fields
    needed = build_editor(int, 2, lambda: None, lambda _w: [], fields["needed"])
    given = build_editor(int, 3, lambda: None, lambda _w: [], fields["given"])
    assert needed.widget.placeholderText() == ""
    assert given.widget.placeholderText() == "default 3"


def test_the_rules_data_form_names_fields_ids_and_roles_in_japanese(ja_editor):
    """The form showed its models' field names (「air max per attack」), English
    descriptions, role keys (「soviet_other」) and bare ids in the Japanese editor (every
    bundled game's form is read for English words by ``test_editor_language``)."""
    from PySide6.QtWidgets import QLabel

    w = ja_editor("defiant_russia")
    form = w.rules_data.form
    labels = {label.text() for label in w.rules_data.form_area.widget().findChildren(QLabel)}
    # field names, a role key (the ruleset's), keys that are the scenario's ids
    assert {"航空ポイント", "1回の攻撃の航空ポイント上限", "史実の天候", "モスクワ",
            "その他のソ連軍 (soviet_other)", "晴天 (clear)", "フィンランド軍 (finnish)"} <= labels
    assert form.fields["historical_weather"].widget.toolTip() == (
        "8.1：各ターンに適用される天候。ターン記録トラックには「ターンと増援」パネルの天候が"
        "表示されるので、両方をそろえてください。")


def test_the_japanese_turn_data_columns_are_headed_in_words(ja_editor):
    """The turn data table was headed by its keys, 「soviet_first」, 「cards.german」, in the
    Japanese editor; the key stays the heading's tooltip."""
    heads = {}
    for scenario in ("blitzkrieg_moscow_2", "shin_barbarossa"):
        table = ja_editor(scenario).turns.turn_data.table
        heads[scenario] = [(table.horizontalHeaderItem(c).text(),
                            table.horizontalHeaderItem(c).toolTip())
                           for c in range(table.columnCount())]
    assert heads["blitzkrieg_moscow_2"] == [("カード · ドイツ軍", "cards.german"),
                                           ("カード · ソ連軍", "cards.soviet")]
    assert heads["shin_barbarossa"] == [
        ("ソ連軍が先攻", "soviet_first"), ("増援フェイズ", "reinforcement_phase"),
        ("ヒトラー命令", "hitler_order"), ("タイフーンの範囲", "typhoon_range")]


def test_a_text_fields_id_drop_down_shows_names_and_gives_the_id(qapp):
    """A text field that takes an id (a city, a table) lists each id with its name beside
    it; picking an item gives the id, typed text is taken as it is."""
    from qtwargame.editor.panels.model_form import MISSING, TextEditor

    names = {"moscow": "Moscow", "kiev": ""}
    ed = TextEditor("moscow", True, lambda: None, ["moscow", "kiev"], names.get)
    box = ed.widget
    assert [box.itemText(i) for i in range(box.count())] == ["", "Moscow (moscow)", "kiev"]
    assert box.currentText() == "Moscow (moscow)" and ed.value() == "moscow"
    box.setCurrentIndex(2)
    assert ed.value() == "kiev"
    box.setEditText("odessa")  # typed, not picked
    assert ed.value() == "odessa"
    box.setEditText("")
    assert ed.value() is MISSING
    typed = TextEditor("leningrad", True, lambda: None, ["moscow"], names.get)
    assert typed.widget.currentText() == "leningrad" and typed.value() == "leningrad"


def test_the_english_rules_data_form_names_a_role_key_in_words(qtbot, tmp_path):
    """A role the ruleset keys its data by read as its key alone, 「soviet_other」, in the
    English editor; it reads in words with the key beside it, as a scenario's id does."""
    from PySide6.QtWidgets import QLabel

    from qtwargame.editor import app

    w = app.make_editor_window("defiant_russia", "en", autosave_dir=tmp_path)
    qtbot.addWidget(w)
    labels = {label.text() for label in w.rules_data.form_area.widget().findChildren(QLabel)}
    # (a casualty category, a word of the rules since session 92: its key capitalised,
    # without the key beside it, as "Foot" for foot)
    assert {"Soviet other (soviet_other)", "Clear (clear)", "Finnish",
            "Air max per attack"} <= labels
    assert "soviet_other" not in labels


def test_a_mapping_key_is_named_in_its_own_part_where_two_parts_share_an_id(ja_editor):
    """Red Vengeance's terrain "clear" read 「晴天 (clear)」, the weather's name: the names
    of all parts were one table, the later part's name winning."""
    from PySide6.QtWidgets import QLabel

    w = ja_editor("red_vengeance")
    terrain = w.rules_data.form.fields["terrain"]
    [clear] = [row.findChild(QLabel).text() for key, _ed, row in terrain.rows if key == "clear"]
    assert clear == "平地 (clear)"


def test_a_choice_that_is_a_scenario_id_reads_as_the_scenario_names_it(ja_editor):
    """Red Vengeance's historical weather offered 「小泥濘」 (the form's own word) where the
    scenario calls light_mud 「軽い泥濘」, as every other list of the editor does."""
    from PySide6.QtWidgets import QComboBox

    w = ja_editor("red_vengeance")
    # no blank "—": a turn of a schedule has a weather
    box = w.rules_data.form.fields["historical_weather"].widget.findChildren(QComboBox)[0]
    assert [box.itemText(i) for i in range(box.count())] == ["晴天", "軽い泥濘", "泥濘", "雪"]


def test_a_mappings_fields_stand_in_one_line(window, qtbot):
    """Session 93 by hand: the classic Rules Data form's "Swamp (swamp)" field stood four
    pixels right of Clear, Forest, Hills and Lake, its label wider than the others'."""
    from qtwargame.editor.panels.model_form import editor_at

    window.show()
    window.show_section("rules_data")
    form = window.rules_data.form
    costs = editor_at(form, ["terrain_cost"])
    qtbot.waitUntil(lambda: costs.widget.isVisible())
    lefts = {key: ed.widget.mapTo(costs.widget, ed.widget.rect().topLeft()).x()
             for key, ed, _row in costs.rows}
    assert set(lefts) >= {"clear", "swamp"} and len(set(lefts.values())) == 1, lefts
