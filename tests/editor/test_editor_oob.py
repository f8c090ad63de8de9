"""The order of battle table: every value in a column, edits as undoable commands,
sorting and filtering, add, duplicate, delete."""

from __future__ import annotations

from PySide6.QtCore import Qt

EDIT = Qt.ItemDataRole.EditRole


def test_every_step_value_key_has_a_column_showing_each_steps_value(window):
    model = window.oob.model
    assert model.keys == ["attack", "defense", "movement"]
    assert model.index(0, model.column_of("value:attack")).data() == "4/2"
    assert model.index(0, model.column_of("steps")).data() == "2"
    # a setup code reads by its name and holds its code
    assert model.index(0, model.column_of("setup_code")).data() == "Blue start area"
    assert model.index(0, model.column_of("setup_code")).data(EDIT) == "B"


def test_cells_edit_values_steps_setup_arrival_and_flags_and_refuse_what_does_not_fit(window):
    doc = window.doc
    model = window.oob.model
    row = 0
    assert model.setData(model.index(row, model.column_of("steps")), "3", EDIT)
    assert len(doc.scenario.units[row].steps) == 3
    assert model.setData(model.index(row, model.column_of("value:attack")), "6/4/2", EDIT)
    assert [s["attack"] for s in doc.scenario.units[row].steps] == [6, 4, 2]
    assert model.setData(model.index(row, model.column_of("setup_hex")), "0203", EDIT)
    assert doc.scenario.units[row].setup.model_dump() == {"code": None, "hex": "0203", "region": None}
    assert model.setData(model.index(row, model.column_of("arrival_turn")), "3", EDIT)
    assert model.setData(model.index(row, model.column_of("arrival_where")), "blue_edge", EDIT)
    assert doc.scenario.units[row].arrival.model_dump() == {"turn": 3, "where": "blue_edge"}
    assert model.setData(model.index(row, model.column_of("flags")), "elite, guards", EDIT)
    assert doc.scenario.units[row].flags == ["elite", "guards"]
    count = doc.undo_stack.count()
    assert not model.setData(model.index(row, model.column_of("value:attack")), "x/1/1", EDIT)
    assert not model.setData(model.index(row, model.column_of("value:attack")), "1/1", EDIT)
    assert not model.setData(model.index(row, model.column_of("arrival_turn")), "0", EDIT)
    assert not model.setData(model.index(row, model.column_of("kind")), "tank", EDIT)
    assert doc.undo_stack.count() == count
    assert model.index(row, model.column_of("arrival_turn")).data() == "3"


def test_the_table_sorts_by_value_and_filters_by_text_and_side(window):
    panel = window.oob
    model, proxy = panel.model, panel.proxy
    proxy.sort(model.column_of("value:movement"), Qt.SortOrder.DescendingOrder)
    first = panel.uid_at(0)
    assert window.doc.scenario.unit(first).steps[0]["movement"] == max(
        u.steps[0]["movement"] for u in window.doc.scenario.units)
    panel.filter.setText("armour")  # three "Armoured" and the two tanks whose type reads "Armour"
    assert sorted(panel.uid_at(r) for r in range(proxy.rowCount())) == [
        "blue_arm_1", "blue_arm_2", "blue_arm_3", "red_arm_1", "red_arm_2"]
    panel.filter.clear()
    panel.side.setCurrentIndex(panel.side.findData("red"))
    assert all(window.doc.scenario.unit(panel.uid_at(r)).side == "red"
               for r in range(proxy.rowCount()))
    assert proxy.rowCount() == sum(1 for u in window.doc.scenario.units if u.side == "red")


def test_add_duplicate_and_delete_units_undo_back_to_the_original(window):
    doc = window.doc
    panel = window.oob
    original = doc.dump()
    n = len(doc.scenario.units)
    panel.add_unit()
    assert len(doc.scenario.units) == n + 1
    panel.select_unit(0)
    panel.duplicate_selected()
    assert doc.scenario.units[1].id == doc.scenario.units[0].id + "_2"
    panel.select_unit(2)
    panel.delete_selected()
    assert len(doc.scenario.units) == n + 1
    assert panel.preview.looks
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert doc.dump() == original


def test_the_counter_preview_shows_every_step_of_the_selected_unit(window):
    panel = window.oob
    panel.select_unit(0)
    looks = panel.preview.looks
    assert [look.values for look in looks] == ["4-4-3", "2-2-3"]
    assert looks[0].fill == "#9db8e8"
