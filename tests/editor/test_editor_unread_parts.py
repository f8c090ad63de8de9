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
