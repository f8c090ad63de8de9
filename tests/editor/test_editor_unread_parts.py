"""Parts of a scenario its rules do not read (session 93 by hand, Red Vengeance): its Cards
tab offered a card to add, which then read "not used" and made an empty Cards panel in the
play-test; an edit of its air table in Tables changed only what the players read, while the
rules roll on the Rules Data's, with nothing said where the edit was made."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.editor.test_editor_typing_into_tables import _click, _shown


def _editor(qtbot, tmp_path, scenario: str):
    from qtwargame.editor import app
    from qtwargame.editor.editor_window import EditorWindow

    w = EditorWindow(app.document_for(scenario), "en", autosave_dir=tmp_path / scenario)
    w.ask_before_closing = False
    qtbot.addWidget(w)
    _shown(qtbot, w)
    qtbot.waitUntil(lambda: w._first_frame_done)
    return w


def test_a_ruleset_without_cards_offers_none_to_add(qtbot, tmp_path):
    w = _editor(qtbot, tmp_path, "red_vengeance")
    w.show_section("cards")
    cards = w.cards
    qtbot.waitUntil(lambda: cards.note.text() != "")
    assert cards.note.text() == ("The Red Vengeance rules play no cards: this scenario has none "
                                 "to set. The rulesets that play cards offer them here.")
    assert cards.note.isVisible()
    assert not cards.add_button.isVisible() and not cards.split.isVisible()


def test_cards_left_in_a_ruleset_without_cards_can_be_deleted_not_added(qtbot, tmp_path):
    w = _editor(qtbot, tmp_path, "river_crossing")  # the classic rules play no cards
    w.show_section("cards")
    cards = w.cards
    qtbot.waitUntil(lambda: cards.note.text() != "")
    assert not cards.split.isVisible()
    cards.add_card()  # as a file might hold one, or a ruleset changed under it
    assert cards.note.text() == ("The Classic hex-and-counter rules play no cards: these cards "
                                 "have no effect in play. Delete them, or choose a ruleset "
                                 "that plays cards.")
    assert cards.split.isVisible() and cards.del_button.isVisible()
    assert not cards.add_button.isVisible()
    QTest.mouseClick(cards.del_button, Qt.MouseButton.LeftButton)
    assert w.doc.scenario.cards == []
    assert not cards.split.isVisible()


def test_an_edit_of_a_table_the_rules_do_not_read_says_so_where_it_is_made(qtbot, tmp_path):
    w = _editor(qtbot, tmp_path, "red_vengeance")
    w.show_section("tables")
    crt = w.tables
    qtbot.waitUntil(lambda: crt.note.text() != "")
    assert not crt.unread_box.isVisible()
    _click(qtbot, crt.grid, crt.grid.model().index(0, 1))
    QTest.keyClick(crt.grid, Qt.Key.Key_4)
    QTest.keyClick(w.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: crt.grid.state() != crt.grid.State.EditingState)
    assert w.doc.scenario.tables[0].rows["Axis 1944"][1] == "4"
    assert crt.unread_box.isVisible()
    assert crt.unread.text() == ("Changed only what the players read: the Red Vengeance rules "
                                 "still play the values in the Rules Data tab, which this "
                                 "change did not touch.")
    QTest.mouseClick(crt.open_rules, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.rules_data.isVisible())


def test_open_rules_data_brings_the_field_the_rules_play_into_view_with_the_focus(
        qtbot, tmp_path):
    """Open Rules Data under an edit of Red Vengeance's air table opened the form at its
    top, the air table (12.1) some thirty fields down, to be found by scrolling."""
    from qtwargame.editor.panels.model_form import editor_at

    w = _editor(qtbot, tmp_path, "red_vengeance")
    w.show_section("tables")
    crt = w.tables
    qtbot.waitUntil(lambda: crt.note.text() != "")
    _click(qtbot, crt.grid, crt.grid.model().index(1, 1))
    QTest.keyClick(crt.grid, Qt.Key.Key_5)
    QTest.keyClick(w.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: crt.grid.state() != crt.grid.State.EditingState)
    assert crt.unread_box.isVisible()
    QTest.mouseClick(crt.open_rules, Qt.MouseButton.LeftButton)
    panel = w.rules_data
    qtbot.waitUntil(lambda: panel.isVisible())
    assert panel.tabs.currentIndex() == 0  # the form, not the JSON
    table = editor_at(panel.form, ["air_table"])
    first = editor_at(panel.form, ["air_table", "axis_1944", 0]).widget
    qtbot.waitUntil(first.hasFocus)
    view = panel.form_area.viewport()
    # the whole table in view, its top near the top of the form's view (a line of what
    # comes before it above it)
    top = table.widget.mapTo(view, table.widget.rect().topLeft()).y()
    bottom = table.widget.mapTo(view, table.widget.rect().bottomLeft()).y()
    assert 0 <= top <= 50 and bottom < view.height()
    # typed into at once: the rules' own value, one undo step
    first.selectAll()
    QTest.keyClicks(first, "2")
    QTest.keyClick(first, Qt.Key.Key_Tab)
    assert w.doc.scenario.rules_data["air_table"]["axis_1944"] == [2, 0, 0, 0, 0, 0]


def test_a_results_table_is_matched_to_the_rules_data_field_the_rules_play_it_from():
    from qtwargame.editor.panels.crt_editor import rules_data_field

    assert rules_data_field("red_vengeance", "air") == "air_table"
    assert rules_data_field("red_vengeance", "random_weather") == "random_weather"
    assert rules_data_field("red_vengeance", "baltic_track") == "baltic_track"
    assert rules_data_field("red_vengeance", "crt") is None
    assert rules_data_field("no_such_rules", "air") is None
