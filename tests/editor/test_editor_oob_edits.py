"""Order-of-battle edits change only what was edited: clearing one setup column leaves
the others, an editor closed unchanged writes nothing (to one row or many), copies of
copies get clean ids and a refusal's message goes once the document moves on. Driven by
key events on the table, as a designer does it."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QComboBox, QLabel


def _cell(panel, uid: str, column: str):
    row = next(i for i, u in enumerate(panel.doc.scenario.units) if u.id == uid)
    return panel.proxy.mapFromSource(panel.model.index(row, panel.model.column_of(column)))


def _open_editor(qtbot, panel, index) -> QComboBox:
    """Make ``index`` current without changing the selection and press F2 on the table."""
    panel.table.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.NoUpdate)
    qtbot.keyClick(panel.table, Qt.Key.Key_F2)
    editor = panel.table.indexWidget(index)
    assert isinstance(editor, QComboBox)
    return editor


def _press_enter(qtbot, panel, editor) -> None:
    """Enter in a cell editor; the delegate commits and closes it on the next event loop."""
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.table.state() != panel.table.State.EditingState)


def _setups(doc) -> dict:
    return {u.id: (u.setup.model_dump() if u.setup else None) for u in doc.scenario.units}


def test_enter_on_an_unchanged_cell_with_every_row_selected_changes_no_unit(qtbot, window):
    window.show()
    panel = window.oob
    before = _setups(window.doc)
    count = window.doc.undo_stack.count()
    panel.table.setCurrentIndex(_cell(panel, "red_inf_1", "setup_code"))
    qtbot.keyClick(panel.table, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    assert len(panel.selected_rows()) == 14
    editor = _open_editor(qtbot, panel, _cell(panel, "red_inf_1", "setup_code"))
    assert editor.currentData() == ""  # red_inf_1 sets up on a hex: no code
    _press_enter(qtbot, panel, editor)
    assert _setups(window.doc) == before
    assert window.doc.undo_stack.count() == count


def test_clearing_the_setup_code_of_several_units_leaves_a_setup_hex_alone(qtbot, window):
    window.show()
    panel = window.oob
    doc = window.doc
    panel.select_rows([0, 7])  # blue_inf_1 (code B) and red_inf_1 (hex 0704)
    editor = _open_editor(qtbot, panel, _cell(panel, "blue_inf_1", "setup_code"))
    assert editor.currentData() == "B"
    editor.setCurrentIndex(editor.findData(""))
    _press_enter(qtbot, panel, editor)
    setups = _setups(doc)
    assert setups["blue_inf_1"] is None
    assert setups["red_inf_1"] == {"code": None, "hex": "0704", "region": None}
    assert setups["blue_inf_2"] == {"code": "B", "hex": None, "region": None}
    assert doc.undo_stack.undoText() == "Edit Setup code of 1 unit"


def test_clearing_one_setup_column_keeps_the_rest_of_the_setup(doc):
    from qtwargame.editor.panels.oob_model import OobModel
    from qtwargame.scenario.models import SetupSpec

    doc.scenario.units[7].setup = SetupSpec(code="R", hex="0704")  # as an old file may say
    model = OobModel(doc)
    assert model.setData(model.index(7, model.column_of("setup_code")), "", Qt.ItemDataRole.EditRole)
    assert doc.scenario.units[7].setup.model_dump() == {"code": None, "hex": "0704", "region": None}
    assert model.setData(model.index(7, model.column_of("setup_hex")), "", Qt.ItemDataRole.EditRole)
    assert doc.scenario.units[7].setup is None


def test_a_copy_of_a_copy_counts_on_from_the_original_id(window):
    panel = window.oob
    doc = window.doc
    for _ in range(3):  # duplicate the newest copy each time
        panel.select_unit(len(doc.scenario.units) - 1)
        panel.duplicate_selected()
    assert [u.id for u in doc.scenario.units[-4:]] == ["red_arm_2", "red_arm_2_2", "red_arm_2_3",
                                                       "red_arm_2_4"]
    panel.select_unit(0)
    panel.duplicate_selected()
    panel.select_unit(1)
    panel.duplicate_selected()
    assert [u.id for u in doc.scenario.units[:3]] == ["blue_inf_1", "blue_inf_1_2", "blue_inf_1_3"]


def test_a_number_that_is_part_of_an_id_is_kept_when_copied():
    from qtwargame.editor.slug import next_free_id

    assert next_free_id("ger_pz_24", {"ger_pz_24"}) == "ger_pz_24_2"
    assert next_free_id("b_inf1_2", {"b_inf1", "b_inf1_2", "b_inf1_3"}) == "b_inf1_4"
    assert next_free_id("fresh", {"b_inf1"}) == "fresh"


def test_a_refusal_under_the_table_goes_when_the_document_changes(qtbot, window):
    window.show()
    panel = window.oob
    index = _cell(panel, "blue_inf_1", "arrival_turn")
    panel.table.setCurrentIndex(index)
    qtbot.keyClick(panel.table, Qt.Key.Key_F2)
    editor = panel.table.indexWidget(index)
    editor.setText("0")
    _press_enter(qtbot, panel, editor)
    assert panel.error.isVisibleTo(panel)
    assert panel.error.text() == "Arrives: at least 1"
    panel.add_unit()
    assert not panel.error.isVisibleTo(panel)
    assert panel.error.text() == ""


def _type_in(qtbot, panel, index, text: str) -> None:
    """F2 on the cell, its text replaced by ``text``, Enter."""
    panel.table.setCurrentIndex(index)
    qtbot.keyClick(panel.table, Qt.Key.Key_F2)
    editor = panel.table.indexWidget(index)
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.table.state() != panel.table.State.EditingState)


def _refuse_turn_zero(qtbot, w) -> str:
    w.show()
    panel = w.oob
    uid = w.doc.scenario.units[0].id
    _type_in(qtbot, panel, _cell(panel, uid, "arrival_turn"), "0")
    assert w.doc.scenario.units[0].arrival is None  # nothing changed
    return panel.error.text()


def test_a_value_out_of_range_is_refused_naming_its_column(qtbot, window):
    # Session 92 by hand: an arrival on turn 0 was refused with pydantic's "Input should be
    # greater than or equal to 1", in English in the Japanese editor, naming no column.
    assert _refuse_turn_zero(qtbot, window) == "Arrives: at least 1"


def test_the_japanese_editor_refuses_it_in_japanese(qtbot, ja_editor):
    assert _refuse_turn_zero(qtbot, ja_editor("river_crossing")) == "登場ターン: 1以上にしてください"


def _refuse_a_spaced_id(qtbot, w) -> str:
    w.show()
    panel = w.oob
    uid = w.doc.scenario.units[0].id
    _type_in(qtbot, panel, _cell(panel, uid, "id"), "1st inf")
    assert w.doc.scenario.units[0].id == uid  # nothing changed
    return panel.error.text()


def test_an_id_refusal_quotes_the_refused_text(qtbot, window):
    # Session 92: 'an id is letters, digits and _ . : - without spaces' did not say what was
    # typed, where the definitions' lists quote it.
    assert _refuse_a_spaced_id(qtbot, window) == (
        "an id is letters, digits and _ . : - without spaces: '1st inf' is not one")


def test_the_japanese_id_refusal_quotes_it_too(qtbot, ja_editor):
    assert _refuse_a_spaced_id(qtbot, ja_editor("river_crossing")) == (
        "ID は英字・数字と _ . : - で、空白は使えません。'1st inf' は ID になりません")


def test_a_duplicated_unit_has_a_numbered_name(qtbot, window):
    """Session 92: seven duplicates of a unit all read '1st Infantry' in every list, and the
    validation said nothing. A copy's name is numbered as its id is, in both languages; a
    copy of a copy counts on; the history names the unit copied. By the Duplicate button."""
    from PySide6.QtTest import QTest

    window.show()
    panel = window.oob
    doc = window.doc
    first = doc.scenario.units[0]
    assert (first.name.en, first.name.ja) == ("1st Infantry", "第1歩兵師団")
    panel.select_unit(0)
    QTest.mouseClick(panel.dup_button, Qt.MouseButton.LeftButton)
    assert doc.undo_stack.undoText() == "Duplicate 1st Infantry"
    copy = doc.scenario.units[1]
    assert (copy.id, copy.name.en, copy.name.ja) == (
        "blue_inf_1_2", "1st Infantry (2)", "第1歩兵師団 (2)")
    panel.select_unit(1)  # the copy
    QTest.mouseClick(panel.dup_button, Qt.MouseButton.LeftButton)
    panel.select_unit(0)  # the original again
    QTest.mouseClick(panel.dup_button, Qt.MouseButton.LeftButton)
    assert [(u.name.en, u.name.ja) for u in doc.scenario.units[:4]] == [
        ("1st Infantry", "第1歩兵師団"), ("1st Infantry (4)", "第1歩兵師団 (4)"),
        ("1st Infantry (2)", "第1歩兵師団 (2)"), ("1st Infantry (3)", "第1歩兵師団 (3)")]


def test_a_refused_scenario_id_says_so_quoting_it(qtbot, window):
    """The Scenario tab's ID went back to the old one without a word when the typed one was
    not an ID ('My Scenario'); it says why under the field, quoting it, until an ID is taken."""
    window.show()
    panel = window.properties.scenario
    field = panel.ident
    field.setFocus()
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, "My Scenario")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert field.text() == "river_crossing"
    shown = [label.text() for label in panel.findChildren(QLabel) if label.isVisibleTo(panel)
             and "'My Scenario'" in label.text()]
    assert shown == ["A scenario ID is lower-case letters, digits and _: 'My Scenario' is not one"]
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, "my_scenario")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert window.doc.scenario.id == "my_scenario"
    assert not [label for label in panel.findChildren(QLabel) if label.isVisibleTo(panel)
                and "is not one" in label.text()]
