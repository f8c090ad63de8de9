"""Forms, not JSON (issue 16, point 4): drop-downs of known ids, checked numbers with a
visible message, several rows edited at once, counters as the drag image."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QStyleOptionViewItem, QWidget

from qtwargame.editor.panels.id_choices import id_choices
from qtwargame.editor.panels.model_list_editor import ModelListEditor
from qtwargame.scenario.models import SetupCodeSpec


def test_id_fields_offer_the_known_ids_with_their_names(doc):
    sc = doc.scenario
    assert id_choices(sc, "units.nationality") == [
        ("blueland", "Blueland (blueland) · blue"), ("redland", "Redland (redland) · red")]
    assert id_choices(sc, "units.setup_code")[0] == ("", "(none)")
    assert [i for i, _ in id_choices(sc, "units.arrival_where")] == [
        "", "B", "R", "blue_start", "red_start", "red_edge", "blue_edge"]
    assert id_choices(sc, "units.name_en") == []


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
