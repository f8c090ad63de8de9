"""Session 90, the editor's second afternoon: what a designer reads where the editor spoke
in the program's own terms (a problem's words, a form's labels, a new item's name, a
problem's whole place)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest


def _clear_results_cell(window, qtbot, die: str, column: str) -> None:
    """Empty one cell of the results table the way a designer does: select it, F2, delete
    what it holds, Return."""
    window.show()
    qtbot.waitExposed(window)
    window.docks["tables"].raise_()
    grid = window.tables.grid
    table = window.doc.scenario.tables[0]
    grid.setCurrentCell(list(table.rows).index(die), table.columns.index(column))
    QTest.keyClick(grid, Qt.Key.Key_F2)
    editor = grid.indexWidget(grid.currentIndex())
    QTest.keyClick(editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(editor, Qt.Key.Key_Backspace)
    QTest.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: grid.state() != grid.State.EditingState)
    assert window.doc.scenario.tables[0].rows[die][table.columns.index(column)] == ""


def _problem_rows(window) -> list[tuple[str, str]]:
    window.validation.validate_now()
    tree = window.validation.tree
    return [(tree.topLevelItem(i).text(0), tree.topLevelItem(i).text(1))
            for i in range(tree.topLevelItemCount())]


def test_an_empty_results_cell_says_where_it_is_and_that_no_result_is_given(window, qtbot):
    """It read "unknown result ''" (classic C7's check)."""
    _clear_results_cell(window, qtbot, "3", "2:1")
    assert _problem_rows(window) == [(
        "Table “Combat Results Table” (crt) · row 3, column 2:1",
        "column 2:1, die 3: no result given (one of -, AE, AR, DR, DE, EX)")]
    # a result the rules do not know reads as such, in the same place
    window.tables.set_cell(2, window.doc.scenario.tables[0].columns.index("2:1"), "DX")
    assert _problem_rows(window)[0][1] == (
        "column 2:1, die 3: 'DX' is not a result (one of -, AE, AR, DR, DE, EX)")


def test_an_empty_results_cell_reads_in_japanese_in_the_japanese_editor(ja_editor, qtbot):
    w = ja_editor("river_crossing")
    _clear_results_cell(w, qtbot, "3", "2:1")
    assert _problem_rows(w)[0][1] == (
        "コラム2:1、ダイスの目3：結果が入っていません（-, AE, AR, DR, DE, EXのいずれか）")


def test_a_long_place_is_read_whole_in_the_where_column(window, qtbot):
    """The "Where" column stopped at 320 px, so a results-table cell read "…row 2, colum…";
    a place now has up to half the panel, and a longer one keeps its start and its end,
    the whole place in the tooltip with the path under it."""
    window.resize(1366, 768)
    _clear_results_cell(window, qtbot, "2", "2:1")
    tree = window.validation.tree
    window.docks["validation"].raise_()
    _problem_rows(window)
    item = tree.topLevelItem(0)
    place = "Table “Combat Results Table” (crt) · row 2, column 2:1"
    assert item.text(0) == place
    assert item.toolTip(0) == place + "\n$.tables[0].rows['2'][2]"
    needed = tree.sizeHintForColumn(0)
    assert needed > 320  # what was cut
    assert tree.columnWidth(0) >= needed
    # a place longer than half the panel: half the panel, elided in the middle
    window.tables.name_en.setText("Combat Results Table " + "of the river crossing " * 8)
    window.tables.name_en.editingFinished.emit()
    _problem_rows(window)
    limit = tree.viewport().width() // 2
    assert tree.sizeHintForColumn(0) > limit and tree.columnWidth(0) == limit
    from PySide6.QtWidgets import QStyleOptionViewItem

    option = QStyleOptionViewItem()
    tree.itemDelegateForColumn(0).initStyleOption(option, tree.model().index(0, 0))
    assert option.textElideMode == Qt.TextElideMode.ElideMiddle


def _form_rows(window) -> list[tuple[str, str]]:
    """The rules data form's labels and their tooltips, top to bottom."""
    from PySide6.QtWidgets import QFormLayout

    window.show()
    window.docks["rules_data"].raise_()
    form = window.rules_data.form
    layout = form.widget.layout()
    out = []
    for row in range(layout.rowCount()):
        label = layout.itemAt(row, QFormLayout.ItemRole.LabelRole).widget()
        out.append((label.text(), label.toolTip()))
    return out


CLASSIC_FORM = [
    ("Stacking limit", "Most units of one side in a hex (C3)."),
    ("Terrain movement cost",
     "Movement points to enter a hex of each terrain (C5); — where units may not enter."),
    ("Hexside crossing cost",
     "Extra movement points to cross each hexside feature (C5); — where units may not cross."),
    ("Defender's terrain shift", "Column shift of the combat results table for the terrain of "
     "the defender's hex (C7): -1 is one column to the left."),
    ("Hexside shift", "Column shift when every attacker attacks across this hexside feature "
     "(C7): -1 is one column to the left."),
    ("Combat results table", "The table an attack rolls one die on (C7)."),
    ("Retreat length", "Hexes a retreating unit moves (C8)."),
    ("First side", "The side that moves and fights first each turn (C1); — for the first side "
     "of the scenario's list."),
]


def test_the_classic_rules_data_form_reads_as_titles_with_their_descriptions(window):
    """The labels read like field names: "crt", "first side", "terrain cost", and
    "retreat hexes" had no tooltip."""
    assert _form_rows(window) == CLASSIC_FORM


def test_the_classic_rules_data_form_reads_in_japanese(ja_editor):
    w = ja_editor("river_crossing")
    rows = _form_rows(w)
    assert [label for label, _ in rows] == [
        "スタック制限", "地形の移動コスト", "ヘクスサイドの移動コスト", "防御側地形のコラムシフト",
        "ヘクスサイドのコラムシフト", "戦闘結果表", "退却ヘクス数", "先攻の陣営"]
    assert rows[6][1] == "退却するユニットが移動するヘクス数（C8）。"
    assert rows[0][1] == "1ヘクスに置ける同じ陣営のユニットの上限（C3）。"


def _setup_codes(window, monkeypatch):
    """The setup codes' list; deleting one the units name is answered Yes (it asks)."""
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))
    window.properties.show_section("lists")
    return window.properties._built["lists"].editors["setup_codes"]


def test_a_new_item_is_named_in_the_japanese_editors_language_and_uniquely(
        ja_editor, qtbot, monkeypatch):
    """The Japanese editor named a new setup code "New 3", and after a deletion a second
    "New 3" beside the first."""
    from PySide6.QtCore import Qt

    w = ja_editor("river_crossing")
    codes = _setup_codes(w, monkeypatch)
    doc = w.doc
    qtbot.mouseClick(codes.add_button, Qt.MouseButton.LeftButton)
    assert doc.scenario.setup_codes[-1].name.model_dump() == {"en": "New 3", "ja": "新規3"}
    codes.select_row(0)
    qtbot.mouseClick(codes.del_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(codes.add_button, Qt.MouseButton.LeftButton)
    names = [c.name.get("ja") for c in doc.scenario.setup_codes]
    assert names[1:] == ["新規3", "新規4"]
    assert doc.undo_stack.text(doc.undo_stack.count() - 1) == "「新規4」を追加"
    # a table, a card and a unit the same way
    w.tables.add_table()
    w.cards.add_card()
    w.oob.add_unit()
    sc = doc.scenario
    assert [sc.tables[-1].name.get("ja"), sc.cards[-1].name.get("ja"), sc.units[-1].name.get("ja")] == [
        "表2", "カード1", f"ユニット{len(sc.units)}"]


def test_a_new_item_in_the_english_editor_is_named_in_english_and_uniquely(
        window, qtbot, monkeypatch):
    from PySide6.QtCore import Qt

    codes = _setup_codes(window, monkeypatch)
    qtbot.mouseClick(codes.add_button, Qt.MouseButton.LeftButton)
    codes.select_row(0)
    qtbot.mouseClick(codes.del_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(codes.add_button, Qt.MouseButton.LeftButton)
    assert [c.name.model_dump() for c in window.doc.scenario.setup_codes[1:]] == [
        {"en": "New 3", "ja": ""}, {"en": "New 4", "ja": ""}]


def _wheel(widget, notches: int = -1) -> None:
    """The wheel turned over ``widget`` (down for negative notches)."""
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    pos = QPointF(widget.rect().center())
    event = QWheelEvent(pos, QPointF(widget.mapToGlobal(pos.toPoint())), QPoint(),
                        QPoint(0, 120 * notches), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_scrolling_a_form_past_a_drop_down_or_a_number_changes_nothing(qtbot, tmp_path):
    """Session 90 by hand: the wheel over Blitzkrieg to Moscow 2's rules data form, the
    pointer passing over the capital, made it Smolensk, then Sevastopol (twelve undo steps,
    the scenario still valid); over a card's icon it changed the number."""
    from PySide6.QtWidgets import QComboBox, QSpinBox

    from qtwargame.editor import app
    from qtwargame.editor.editor_window import EditorWindow

    w = EditorWindow(app.document_for("blitzkrieg_moscow_2"), "en", autosave_dir=tmp_path / "a")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    doc = w.doc
    before = doc.scenario.model_dump()
    w.docks["rules_data"].raise_()
    capital = w.rules_data.form.fields["capital"].widget
    assert isinstance(capital, QComboBox)
    shown = capital.currentText()
    for _ in range(3):
        _wheel(capital)
    w.docks["cards"].raise_()
    w.cards.list.setCurrentRow(0)
    value = w.cards.findChildren(QSpinBox)[0]
    number = value.value()
    qtbot.waitUntil(value.isVisible)
    for notches in (1, 1, -1, 1):
        _wheel(value, notches)
    assert (capital.currentText(), value.value()) == (shown, number)
    assert doc.undo_stack.count() == 0 and doc.scenario.model_dump() == before
    # neither takes the focus from the wheel; a click or Tab does
    assert capital.focusPolicy() == value.focusPolicy() == Qt.FocusPolicy.StrongFocus


def test_every_drop_down_and_number_of_the_window_lets_the_wheel_scroll_past(window, qtbot):
    """Each drop-down and spin box guards itself (``wheel_guard.ComboBox``, ``SpinBox``,
    and ``guard`` for a cell editor Qt makes): one made a plain ``QComboBox`` in a panel
    would change under a scrolling wheel again. Every one of them in the window, every
    panel built, and a number cell's editor of the order of battle (Qt's own spin box)."""
    from PySide6.QtWidgets import (
        QAbstractSpinBox,
        QComboBox,
        QSpinBox,
        QStyleOptionViewItem,
        QWidget,
    )

    window.show()
    qtbot.waitExposed(window)
    for key in ("turns", "tables", "cards", "rules_data"):
        window.docks[key].raise_()
    window.select_hex("0101")  # the hex panel's terrain and control
    oob = window.oob
    steps = oob.proxy.mapFromSource(oob.model.index(0, oob.model.column_of("steps")))
    cell = oob.delegate.createEditor(oob.table.viewport(), QStyleOptionViewItem(), steps)
    oob.delegate.setEditorData(cell, steps)
    assert isinstance(cell, QSpinBox) and cell.value() == 2
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    boxes = [x for x in window.findChildren(QWidget) if isinstance(x, (QComboBox, QAbstractSpinBox))]
    assert len(boxes) >= 15 and cell in boxes

    def shown(x):
        return x.currentIndex() if isinstance(x, QComboBox) else x.text()

    before = [shown(x) for x in boxes]
    for x in boxes:
        for notches in (1, -1, -1):
            _wheel(x, notches)
    assert [shown(x) for x in boxes] == before
    assert {x.focusPolicy() for x in boxes} == {Qt.FocusPolicy.StrongFocus}
    assert window.doc.undo_stack.count() == 0


def test_a_floating_panels_drop_down_lets_the_wheel_scroll_past_too(window, qtbot):
    """The application's filter guarded the widgets of the editor window alone: a panel
    undocked into a window of its own (the properties, floated beside the map) had its
    hex's terrain changed by a wheel passing over it, one undo step a notch."""
    window.show()
    qtbot.waitExposed(window)
    window.select_hex("0101")
    dock = window.docks["properties"]
    dock.setFloating(True)
    qtbot.waitExposed(dock)
    terrain = window.properties.hex.terrain
    qtbot.waitUntil(terrain.isVisible)
    window.view.setFocus()
    shown = terrain.currentText()
    for notches in (-1, -1, 1, -1):
        _wheel(terrain, notches)
    assert terrain.currentText() == shown
    assert window.doc.undo_stack.count() == 0
    assert terrain.focusPolicy() == Qt.FocusPolicy.StrongFocus


def test_an_empty_results_cell_of_blitzkrieg_to_moscow_says_so_in_both_languages(ja_editor, qtbot):
    """Blitzkrieg to Moscow 2's check read "unknown result '' (known: -, —, DR, DL, DE)"."""
    w = ja_editor("blitzkrieg_moscow_2")
    _clear_results_cell(w, qtbot, "3", "2:1")
    problem = w.validation.problems[0]
    assert problem.message == "column 2:1, die 3: no result given (one of -, —, DR, DL, DE)"
    assert _problem_rows(w)[0][1] == (
        "コラム2:1、ダイスの目3：結果が入っていません（-, —, DR, DL, DEのいずれか）")


def test_mappings_keyed_by_words_or_ids_are_rows_of_the_form_not_json(qtbot, tmp_path):
    """Red Vengeance's terrain costs read '{"foot": 1, "mountain": 1, "armor": 1}' in a
    one-line JSON field (110 such fields in its form: every mapping keyed by a ``Literal`` of
    words or by an id reference), and Blitzkrieg to Moscow 2's stacking limits and weather
    effects the same; each key is now a row with its own field."""
    from PySide6.QtWidgets import QLabel

    from qtwargame.editor import app
    from qtwargame.editor.editor_window import EditorWindow
    from qtwargame.editor.panels.model_form import JsonEditor, MappingEditor

    w = EditorWindow(app.document_for("red_vengeance"), "en", autosave_dir=tmp_path / "a")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    w.show()
    w.docks["rules_data"].raise_()
    terrain = w.rules_data.form.fields["terrain"]
    clear = next(ed for key, ed, _row in terrain.rows if key == "clear")
    cost = clear.fields["cost"]
    assert isinstance(cost, MappingEditor)
    assert [(row.findChild(QLabel).text(), ed.widget.text()) for _k, ed, row in cost.rows] == [
        ("Foot", "1"), ("Mountain", "1"), ("Armor", "1")]
    foot = cost.rows[0][1].widget
    foot.selectAll()
    QTest.keyClicks(foot, "2")
    QTest.keyClick(foot, Qt.Key.Key_Tab)
    assert w.doc.scenario.rules_data["terrain"]["clear"]["cost"] == {
        "foot": 2, "mountain": 1, "armor": 1}
    assert w.doc.undo_stack.count() == 1

    b = EditorWindow(app.document_for("blitzkrieg_moscow_2"), "en", autosave_dir=tmp_path / "b")
    b.ask_before_closing = False
    qtbot.addWidget(b)
    form = b.rules_data.form
    assert not isinstance(form.fields["stacking"], JsonEditor)
    assert [key for key, _ed, _row in form.fields["stacking"].rows] == ["german", "soviet"]
    assert [key for key, _ed, _row in form.fields["weather"].rows] == ["clear", "mud", "snow", "thaw"]


def test_red_vengeances_tables_say_the_rules_read_the_rules_data_instead(qtbot, tmp_path):
    """Red Vengeance's Tables tab edits the air table the players read while the rules roll
    on the rules data's (12.1): emptying a cell of it left the scenario valid and the game
    unchanged, with nothing to say so; and its Cards tab offered cards the rules never read."""
    from qtwargame.editor import app
    from qtwargame.editor.editor_window import EditorWindow

    w = EditorWindow(app.document_for("red_vengeance"), "en", autosave_dir=tmp_path / "a")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: w.tables.note.text() != "")
    assert w.tables.note.text() == (
        "Tables: the Red Vengeance rules do not read these; the players see them in the "
        "Results Tables panel, and the rules play what the Rules Data tab holds. A change "
        "here changes only what the players read.")
    assert not w.tables.note.isHidden()
    assert w.cards.note.text().startswith("The Red Vengeance rules play no cards")
    # where the rules read their tables, nothing is said
    assert window_note_hidden("river_crossing", qtbot, tmp_path)


def window_note_hidden(scenario: str, qtbot, tmp_path) -> bool:
    from qtwargame.editor import app
    from qtwargame.editor.editor_window import EditorWindow

    w = EditorWindow(app.document_for(scenario), "en", autosave_dir=tmp_path / scenario)
    w.ask_before_closing = False
    qtbot.addWidget(w)
    w.show()
    w.tables.note.refresh()
    return w.tables.note.isHidden()


def test_a_blank_text_field_shows_the_default_the_rules_play(qtbot, tmp_path):
    """Blitzkrieg to Moscow 2's form showed ten blank fields (its sides, its results table,
    its capital, its tags) where the game plays German, Soviet, Moscow...: a blank number
    said "default 5", a blank text nothing."""
    from qtwargame.editor import app
    from qtwargame.editor.editor_window import EditorWindow

    w = EditorWindow(app.document_for("blitzkrieg_moscow_2"), "en", autosave_dir=tmp_path / "a")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    fields = w.rules_data.form.fields
    assert [fields[name].widget.lineEdit().placeholderText()
            for name in ("german", "crt", "capital")] == [
        "default German (german)", "default Combat results table (crt)",
        "default Moscow (moscow)"]
    assert fields["tank_tag"].widget.placeholderText() == "default (tank)"  # an id: bracketed
    assert w.rules_data.form.value() == w.doc.scenario.rules_data  # a hint, not a value


def test_a_blank_text_field_shows_its_default_in_japanese(ja_editor):
    j = ja_editor("blitzkrieg_moscow_2")
    assert j.rules_data.form.fields["capital"].widget.lineEdit().placeholderText() == (
        "既定値 モスクワ (moscow)")


def _without_swamp_cost(window) -> None:
    doc = window.doc
    data = dict(doc.scenario.rules_data)
    data["terrain_cost"] = {k: v for k, v in data["terrain_cost"].items() if k != "swamp"}
    doc.scenario.rules_data = data


def test_a_rules_data_problem_and_its_undo_step_name_the_field_by_its_title(window):
    """The validation read "Rules data · terrain_cost" and the history "Edit rules data:
    terrain_cost", the field's name in the data, where the form reads "Terrain movement
    cost"."""
    _without_swamp_cost(window)
    assert ("Rules data · Terrain movement cost",
            'no movement cost for terrain "Swamp" (swamp)') in _problem_rows(window)
    window.rules_data.fill(force=True)
    stacking = window.rules_data.form.fields["stacking"].widget
    stacking.setText("3")
    stacking.textEdited.emit("3")
    assert window.doc.undo_stack.undoText() == "Edit rules data: Stacking limit"


def test_a_rules_data_problem_names_the_field_in_japanese(ja_editor):
    w = ja_editor("river_crossing")
    _without_swamp_cost(w)
    assert [place for place, _text in _problem_rows(w)] == ["ルール・データ · 地形の移動コスト"]


def test_blitzkrieg_to_moscows_rules_data_form_reads_as_titles(qtbot, tmp_path):
    """Its labels were the field names: "german", "crt", "rear area kind", "zoc flag",
    "frozen first turn", and in its victory group "city vp", "wins at"."""
    from qtwargame.editor import app
    from qtwargame.editor.editor_window import EditorWindow

    w = EditorWindow(app.document_for("blitzkrieg_moscow_2"), "en", autosave_dir=tmp_path / "a")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    assert [label for label, _tip in _form_rows(w)] == [
        "German side", "Soviet side", "Combat results table", "Rear area region kind",
        "Tank branch tag", "Mechanized corps tag", "ZOC flag", "Supply city tag",
        "Supply port tag", "Capital", "Evacuation by sea (15.2.2)", "Stacking limits (8.1, 8.2)",
        "Supply range", "Retreat length", "Frozen on turn 1", "Weather effects (10.3, 11.3.4)",
        "Victory (4.0, 4.1)"]
    from PySide6.QtWidgets import QFormLayout

    victory = w.rules_data.form.fields["victory"].widget.layout()
    assert [victory.itemAt(r, QFormLayout.ItemRole.LabelRole).widget().text()
            for r in range(victory.rowCount())] == [
        "VP per city", "VP per supply city", "Active tanks per VP",
        "VP lost per infantry eliminated", "VP lost per tank eliminated", "VP to win"]


def test_a_cards_text_reads_whole_and_is_committed_like_a_line(qtbot, tmp_path):
    """A card's text sat in a one-line field that showed a slice of it ("e German favour in
    any combat; or one rail move."), and a table's notes the same; they now wrap, whole,
    and commit on Return, on leaving the field or on a window command (commit_typing)."""
    from PySide6.QtWidgets import QPlainTextEdit

    from qtwargame.editor import app
    from qtwargame.editor.editor_window import EditorWindow

    w = EditorWindow(app.document_for("blitzkrieg_moscow_2"), "en", autosave_dir=tmp_path / "a")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    w.activateWindow()
    qtbot.waitActive(w)
    w.docks["cards"].raise_()
    cards, doc = w.cards, w.doc
    cards.list.setCurrentRow(0)
    text = cards.text_en
    card = doc.scenario.cards[0]
    assert text.text() == card.text.en
    assert text.lineWrapMode() == QPlainTextEdit.LineWrapMode.WidgetWidth
    qtbot.waitUntil(lambda: text.viewport().width() > 100)
    assert text.verticalScrollBar().maximum() == 0  # all of it shows
    text.setFocus()
    text.moveCursor(text.textCursor().MoveOperation.End)
    QTest.keyClicks(text, " More.")
    QTest.keyClick(text, Qt.Key.Key_Return)
    assert doc.scenario.cards[0].text.en == card.text.en + " More."
    assert "\n" not in doc.scenario.cards[0].text.en and doc.undo_stack.count() == 1
    ja = cards.text_ja
    ja.setFocus()
    qtbot.waitUntil(ja.hasFocus)
    ja.moveCursor(ja.textCursor().MoveOperation.End)
    QTest.keyClicks(ja, " (2)")
    w.commit_typing()  # what Ctrl+S does first
    assert doc.scenario.cards[0].text.ja.endswith(" (2)") and doc.undo_stack.count() == 2
    assert isinstance(w.tables.notes_en, QPlainTextEdit)


def test_a_number_typed_into_the_rules_data_form_is_one_undo_step(qtbot, tmp_path):
    """Typing "kiev" into Blitzkrieg to Moscow 2's capital left four undo steps ("Edit
    rules data: capital" four times, through "k", "ki", "kie"), a number of two digits
    two; letters typed in one stay in a field are one step, a later return to it another."""
    from qtwargame.editor import app
    from qtwargame.editor.editor_window import EditorWindow

    w = EditorWindow(app.document_for("blitzkrieg_moscow_2"), "en", autosave_dir=tmp_path / "a")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    qtbot.waitActive(w)
    w.docks["rules_data"].raise_()
    fields = w.rules_data.form.fields
    supply = fields["supply_range"].widget
    supply.setFocus()
    qtbot.waitUntil(supply.hasFocus)
    QTest.keyClicks(supply, "12")
    stack = w.doc.undo_stack
    assert (stack.count(), stack.text(0)) == (1, "Edit rules data: Supply range")
    assert w.doc.scenario.rules_data["supply_range"] == 12
    QTest.keyClick(supply, Qt.Key.Key_Tab)
    supply.setFocus()
    qtbot.waitUntil(supply.hasFocus)
    QTest.keyClick(supply, Qt.Key.Key_Backspace)
    assert stack.count() == 2 and w.doc.scenario.rules_data["supply_range"] == 1
    stack.undo()
    assert w.doc.scenario.rules_data["supply_range"] == 12
    stack.undo()
    assert "supply_range" not in w.doc.scenario.rules_data


def test_delete_empties_the_selected_results_cells_in_one_step(window, qtbot):
    """Delete on a selected cell of the results table did nothing (only F2, select all,
    Backspace, Return emptied one); as in a spreadsheet it now empties the selection."""
    from PySide6.QtCore import QItemSelection, QItemSelectionModel

    window.show()
    qtbot.waitExposed(window)
    window.docks["tables"].raise_()
    grid = window.tables.grid
    model = grid.model()
    grid.setCurrentCell(0, 1)
    grid.selectionModel().select(QItemSelection(model.index(0, 1), model.index(1, 2)),
                                 QItemSelectionModel.SelectionFlag.ClearAndSelect)
    QTest.keyClick(grid, Qt.Key.Key_Delete)
    t = window.doc.scenario.tables[0]
    assert [t.rows["1"][1:3], t.rows["2"][1:3]] == [["", ""], ["", ""]]
    stack = window.doc.undo_stack
    assert (stack.count(), stack.text(0)) == (1, "Clear 4 cells of Combat Results Table")
    stack.undo()
    assert window.doc.scenario.tables[0].rows["1"][1] != ""


def test_a_new_unit_is_named_in_the_history(ja_editor):
    """The history read 「ユニットを追加」 ("Add unit") where a new list item is named."""
    w = ja_editor("river_crossing")
    w.oob.add_unit()
    n = len(w.doc.scenario.units)
    assert w.doc.undo_stack.text(0) == f"「ユニット{n}」を追加"


def test_the_region_dialog_shows_a_rear_areas_whole_name(qapp):
    """The region dialog was as narrow as its buttons: Blitzkrieg to Moscow 2's first rear
    area read "y Group North rear area" in its English name."""
    from qtwargame.editor import app
    from qtwargame.editor.dialogs.region_dialog import RegionDialog

    sc = app.document_for("blitzkrieg_moscow_2").scenario
    region = sc.map.regions[0]
    dialog = RegionDialog(region, sc.sides, [], set(), False)
    dialog.show()
    line = dialog.name_en
    assert line.text() == region.name.en
    needed = line.fontMetrics().horizontalAdvance(region.name.en)
    assert line.width() - 2 * line.style().pixelMetric(line.style().PixelMetric.PM_DefaultFrameWidth) > needed
    assert dialog.width() <= 1366 and dialog.height() <= 768
    dialog.close()
