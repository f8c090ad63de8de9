"""A unit type's NATO symbol is chosen from the names the counters draw (session 92 by
hand: the Symbol cell was a bare text field; a designer adding cavalry had to guess the
word, and a misspelt one drew two letters in the frame with nothing said)."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QComboBox


def _symbol_cell(window):
    window.properties.show_section("lists")
    types = window.properties._built["lists"].editors["unit_types"]
    cols = [c.field for c in types.model.cols]
    return types, types.model.index(0, cols.index("symbol"))


def _open(qtbot, types, index) -> QComboBox:
    table = types.table
    table.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
    qtbot.keyClick(table, Qt.Key.Key_F2)
    editor = table.indexWidget(index)
    assert isinstance(editor, QComboBox)
    return editor


def test_the_symbol_cell_offers_the_drawn_symbols_and_takes_any_word(window, qtbot):
    types, index = _symbol_cell(window)
    doc = window.doc
    assert doc.scenario.unit_types[0].symbol == "infantry"
    box = _open(qtbot, types, index)
    words = [box.itemText(i) for i in range(box.count())]
    assert words[:4] == ["infantry", "armor", "cavalry", "artillery"]
    assert "mechanized" in words and "armour" not in words  # the names, not their aliases
    assert not box.itemIcon(words.index("cavalry")).isNull()  # each drawn as on the counter
    assert box.currentText() == "infantry"
    # wide enough for the longest name beside its drawing (the column cut "cavalry" to "valry")
    longest = max(box.fontMetrics().horizontalAdvance(w) for w in words)
    assert box.lineEdit().width() >= longest
    qtbot.keyClick(box, Qt.Key.Key_Down)
    qtbot.keyClick(box, Qt.Key.Key_Down)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: types.table.state() != types.table.State.EditingState)
    assert doc.scenario.unit_types[0].symbol == "cavalry"
    # a combination the list does not hold is typed and kept as typed
    box = _open(qtbot, types, index)
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "armor+infantry")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert box.count() == len(words)  # typing adds nothing to the list
    qtbot.waitUntil(lambda: types.table.state() != types.table.State.EditingState)
    assert doc.scenario.unit_types[0].symbol == "armor+infantry"
