"""The CRT grid editor and the card editor: every edit one undo step."""

from __future__ import annotations


def test_the_crt_editor_edits_cells_columns_and_rows_and_undoes_them(window):
    doc = window.doc
    crt = window.tables
    original = doc.scenario.tables[0].model_dump()
    crt.set_cell(0, 1, "EX")
    assert doc.scenario.tables[0].rows["1"][1] == "EX"
    assert crt.grid.item(0, 1).text() == "EX"
    crt.add_column("6:1")
    t = doc.scenario.tables[0]
    assert t.columns[-1] == "6:1" and all(len(r) == len(t.columns) for r in t.rows.values())
    crt.rename_column(len(t.columns) - 1, "6+:1")
    crt.add_row("7")
    crt.rename_row(6, "7+")
    crt.set_cell(6, 0, "AE")
    t = doc.scenario.tables[0]
    assert list(t.rows)[-1] == "7+" and t.rows["7+"][0] == "AE"
    crt.remove_row(6)
    crt.remove_column(0)
    assert doc.scenario.tables[0].columns[0] == "1:1"
    assert doc.undo_stack.count() == 8
    # The grid editor cell edit goes through the same command.
    crt.grid.item(1, 1).setText("DE")
    assert doc.scenario.tables[0].rows["2"][1] == "DE"
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert doc.scenario.tables[0].model_dump() == original
    assert crt.grid.columnCount() == len(original["columns"])


def test_words_in_a_table_get_labels_in_both_languages_that_follow_a_rename(window):
    doc = window.doc
    crt = window.tables
    original = doc.scenario.tables[0].model_dump()
    crt.add_row("fog")  # a row keyed by a word: listed for a label
    assert [crt.label_grid.item(r, 0).text() for r in range(crt.label_grid.rowCount())] == ["fog"]
    crt.label_grid.item(0, 2).setText("霧")  # typed in the grid: one undo step
    assert doc.scenario.tables[0].labels["fog"].model_dump() == {"en": "fog", "ja": "霧"}
    crt.set_label("fog", "Fog", "霧")
    crt.rename_row(len(doc.scenario.tables[0].rows) - 1, "mist")
    t = doc.scenario.tables[0]
    assert {k: v.model_dump() for k, v in t.labels.items()} == {"mist": {"en": "Fog", "ja": "霧"}}
    crt.remove_row(len(t.rows) - 1)  # its label goes with it
    assert doc.scenario.tables[0].labels == {}
    assert doc.undo_stack.count() == 5  # add, label typed, label set, rename, remove
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert doc.scenario.tables[0].model_dump() == original


def test_a_new_table_can_be_added_and_deleted(window):
    doc = window.doc
    crt = window.tables
    crt.add_table()
    assert len(doc.scenario.tables) == 2 and crt.index() == 1
    crt.add_column("+1")
    assert doc.scenario.tables[1].columns == ["1:1", "+1"]
    crt.delete_table()
    assert len(doc.scenario.tables) == 1


def test_the_card_editor_adds_a_card_and_edits_its_names_side_and_icons(window):
    doc = window.doc
    cards = window.cards
    cards.add_card()
    assert [c.id for c in doc.scenario.cards] == ["card_1"]
    cards.name_en.setText("Blitz")
    cards.name_ja.setText("電撃戦")
    cards.side.setCurrentIndex(cards.side.findData("red"))
    cards._fields_edited()
    card = doc.scenario.cards[0]
    assert (card.name.en, card.name.ja, card.side) == ("Blitz", "電撃戦", "red")
    assert cards.list.item(0).text() == "Blitz  [Red]"  # the side by its name, not its id
    cards.add_icon({"kind": "attack", "value": 2})
    cards.add_icon({"kind": "move"})
    assert doc.scenario.cards[0].icons == [{"kind": "attack", "value": 2}, {"kind": "move"}]
    cards.icons.item(1).setText('{"kind": "move", "value": 3}')
    assert doc.scenario.cards[0].icons[1] == {"kind": "move", "value": 3}
    cards.icons.item(0).setText("not json")
    assert "JSON object" in cards.error.text()
    assert doc.scenario.cards[0].icons[0] == {"kind": "attack", "value": 2}
    cards.remove_icon(0)
    assert doc.scenario.cards[0].icons == [{"kind": "move", "value": 3}]
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert doc.scenario.cards == []
    assert cards.list.count() == 0


def test_the_japanese_editor_names_cards_and_sides_in_japanese(qtbot, doc, tmp_path):
    from qtwargame.editor.editor_window import EditorWindow

    w = EditorWindow(doc, "ja", autosave_dir=tmp_path / "autosave")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    cards = w.cards
    cards.add_card()
    cards.name_en.setText("Blitz")
    cards.name_ja.setText("電撃戦")
    cards.side.setCurrentIndex(cards.side.findData("red"))
    cards._fields_edited()
    assert cards.list.item(0).text() == "電撃戦  [赤軍]"
    assert [cards.side.itemText(i) for i in range(cards.side.count())] == ["青軍", "赤軍"]
    assert [w.oob.side.itemText(i) for i in range(1, w.oob.side.count())] == ["青軍", "赤軍"]


def test_typing_results_down_a_new_column_fills_that_column(window, qtbot):
    """Session 90 by hand: a designer added a column 6:1 and typed its results down it
    (a result, Return, Down, the next): every cell edit refilled the grid, which lost its
    current cell, so the second result went into the first column's first cell and the rest
    over it (1:2 read DE, DR where it read AR, AR) and 6:1 kept five cells empty."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window.show()
    qtbot.waitExposed(window)
    window.docks["tables"].raise_()
    crt = window.tables
    doc = window.doc
    first_column = [row[0] for row in doc.scenario.tables[0].rows.values()]
    crt.add_column("6:1")
    grid = crt.grid
    col = grid.columnCount() - 1
    grid.setCurrentCell(0, col)
    typed = ["DE", "DE", "DE", "DE", "DE", "DR"]
    for result in typed:
        QTest.keyClicks(grid, result[0])  # the first letter opens the cell's editor
        editor = grid.indexWidget(grid.currentIndex())
        QTest.keyClicks(editor, result[1:])
        QTest.keyClick(editor, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: grid.state() != grid.State.EditingState)
        QTest.keyClick(grid, Qt.Key.Key_Down)
    t = doc.scenario.tables[0]
    assert [row[col] for row in t.rows.values()] == typed
    assert [row[0] for row in t.rows.values()] == first_column
    assert (grid.currentRow(), grid.currentColumn()) == (5, col)
    assert doc.undo_stack.count() == 1 + len(typed)


def test_a_new_odds_column_goes_in_its_place_by_odds(qtbot, window, monkeypatch):
    """Session 93 by hand: after a cell of the 1:2 column was edited, + Column with 6:1 put
    the column between 1:2 and 1:1, where the rules, which read an odds table by its
    columns' order, never reach it (a 7:1 attack read 5:1). A key of the kind the columns
    count goes where it counts; a word still goes after the current column."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QInputDialog

    crt = window.tables
    window.docks["tables"].raise_()
    window.show()
    assert [c for c in window.doc.scenario.tables[0].columns] == [
        "1:2", "1:1", "2:1", "3:1", "4:1", "5:1"]
    grid = crt.grid

    def click_cell(col: int) -> None:
        QTest.mouseClick(grid.viewport(), Qt.MouseButton.LeftButton,
                         pos=grid.visualRect(grid.model().index(0, col)).center())
        assert grid.currentColumn() == col

    keys = iter(["6:1", "1:3", "fog"])
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (next(keys), True))
    click_cell(0)  # a cell of 1:2
    for _ in range(2):
        QTest.mouseClick(crt.buttons["add_column"], Qt.MouseButton.LeftButton)
    assert window.doc.scenario.tables[0].columns == [
        "1:3", "1:2", "1:1", "2:1", "3:1", "4:1", "5:1", "6:1"]
    click_cell(3)  # a cell of 2:1: a word goes after it
    QTest.mouseClick(crt.buttons["add_column"], Qt.MouseButton.LeftButton)
    assert window.doc.scenario.tables[0].columns == [
        "1:3", "1:2", "1:1", "2:1", "fog", "3:1", "4:1", "5:1", "6:1"]
    assert window.doc.undo_stack.count() == 3
