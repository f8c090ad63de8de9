"""A designer selects a cell and types, as in a spreadsheet (session 93 by hand under Xvfb
at 1,366 x 768): in the order of battle "blue_inf_1" typed on a unit's ID cell made the
terrain brush (b), then the rails tool (l), the tool and the ID "ue_inf_1"; a letter typed
on a side cell picked a tool, not the side; in the definitions' lists typing on a cell
opened no editor and each letter that is a tool's key (blue_west: b, l, e, t) changed the
tool. Every letter now goes to the cell and the tool stays."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox

from tests.editor.test_editor_oob_edits import _cell


def _checked_tool(w) -> list[str]:
    return [k for k, a in w.tool_actions.items() if a.isChecked()]


def _click(qtbot, table, index) -> None:
    """A click on the cell, as a designer picks it."""
    table.scrollTo(index)
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualRect(index).center())
    qtbot.waitUntil(lambda: table.currentIndex() == index and table.hasFocus())


def _type(table, text: str) -> None:
    """Keys to whatever has the focus, as a keyboard sends them: the first to the table,
    the rest to the cell's editor it opened."""
    assert QApplication.focusWidget() is table
    for ch in text:
        QTest.keyClick(QApplication.focusWidget(), ch)


def _shown(qtbot, w) -> None:
    w.show()
    w.activateWindow()
    assert QTest.qWaitForWindowActive(w)


def test_a_name_typed_on_an_order_of_battle_cell_is_the_name(qtbot, window):
    _shown(qtbot, window)
    panel = window.oob
    window.docks["oob"].raise_()
    panel.table.setFocus()
    uid = window.doc.scenario.units[0].id
    _click(qtbot, panel.table, _cell(panel, uid, "name_en"))
    assert _checked_tool(window) == ["select"]
    _type(panel.table, "bridge guard")
    editor = window.focusWidget()
    QTest.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.table.state() != panel.table.State.EditingState)
    assert window.doc.scenario.units[0].name.en == "bridge guard"
    assert _checked_tool(window) == ["select"]


def test_a_letter_typed_on_a_side_cell_picks_the_side(qtbot, window):
    _shown(qtbot, window)
    panel = window.oob
    window.docks["oob"].raise_()
    panel.table.setFocus()
    unit = window.doc.scenario.units[0]
    other = next(s for s in window.doc.scenario.sides if s.id != unit.side)
    _click(qtbot, panel.table, _cell(panel, unit.id, "side"))
    _type(panel.table, other.name.en[0])
    box = window.focusWidget()
    assert isinstance(box, QComboBox)
    assert box.currentData() == other.id
    QTest.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.table.state() != panel.table.State.EditingState)
    assert window.doc.scenario.units[0].side == other.id
    assert _checked_tool(window) == ["select"]


def test_a_name_typed_on_a_definitions_cell_is_the_name(qtbot, window):
    _shown(qtbot, window)
    window.properties.show_section("lists")  # Definitions: the sides first
    editor = window.properties.lists.editors["sides"]
    table = editor.table
    table.setFocus()
    column = 1
    assert editor.model.headerData(column, Qt.Orientation.Horizontal) == "Name (English)"
    _click(qtbot, table, editor.model.index(0, column))
    _type(table, "Teal")
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.state() != table.State.EditingState)
    assert window.doc.scenario.sides[0].name.en == "Teal"
    assert _checked_tool(window) == ["select"]


def test_a_unit_moved_to_the_other_side_takes_that_sides_nationality(qtbot, window):
    """Session 93 by hand: a unit added (Blue, Blueland) and set to Red kept Blueland, so its
    counter stayed blue and the validation said its nationality belongs to Blue, a second
    edit to make by hand. Setting the side gives it the side's first nationality, in the
    same undo step; a nationality of the new side is kept."""
    _shown(qtbot, window)
    panel = window.oob
    window.docks["oob"].raise_()
    panel.table.setFocus()
    doc = window.doc
    _click(qtbot, panel.table, _cell(panel, "blue_inf_1", "side"))
    QTest.keyClick(panel.table, Qt.Key.Key_F2)
    box = window.focusWidget()
    assert isinstance(box, QComboBox)
    QTest.keyClick(box, Qt.Key.Key_Down)
    QTest.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.table.state() != panel.table.State.EditingState)
    unit = doc.scenario.units[0]
    assert (unit.side, unit.nationality) == ("red", "redland")
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    unit = doc.scenario.units[0]
    assert (unit.side, unit.nationality) == ("blue", "blueland")
    assert panel.model.edited(unit, "side", "blue").nationality == "blueland"


def test_a_result_typed_on_a_results_table_cell_is_the_result(qtbot, window):
    """Session 93 in Japanese: "ex" typed on a cell of the combat results table made the
    eraser the tool (E) and the result "x"."""
    _shown(qtbot, window)
    window.docks["tables"].raise_()
    grid = window.tables.grid
    grid.setFocus()
    _click(qtbot, grid, grid.model().index(1, 0))
    _type(grid, "ex")
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: grid.state() != grid.State.EditingState)
    table = window.doc.scenario.tables[0]
    assert table.rows[list(table.rows)[1]][0] == "ex"
    assert _checked_tool(window) == ["select"]
