"""A turn added in Turns and Reinforcements was dated "New 7" with no weather (session 93
by hand, a new scenario whose turns read "Turn 1" to "Turn 6", each Clear): it is dated
by its number, "Turn 7" (「第7ターン」 in the Japanese editor), and has the weather of the
turn before it. Its undo step names it ("Add Turn 7", where it read "Add ")."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest


def _add_turn(w):
    w.docks["turns"].raise_()
    turns = w.turns.turns
    QTest.mouseClick(turns.add_button, Qt.MouseButton.LeftButton)
    return w.doc.scenario.turns[-1]


def test_a_new_turn_is_dated_by_its_number_with_the_weather_before_it(window):
    assert window.doc.scenario.turns[-1].weather == "clear"
    turn = _add_turn(window)
    assert (turn.number, turn.date.en, turn.date.ja, turn.weather) == (7, "Turn 7", "", "clear")
    assert window.doc.undo_stack.undoText() == "Add Turn 7"
    window.turns.turns.select_row(6)
    QTest.mouseClick(window.turns.turns.del_button, Qt.MouseButton.LeftButton)
    assert len(window.doc.scenario.turns) == 6
    assert window.doc.undo_stack.undoText() == "Delete Turn 7"


def test_the_japanese_editor_dates_it_in_japanese(ja_editor):
    turn = _add_turn(ja_editor("river_crossing"))
    assert (turn.number, turn.date.en, turn.date.ja, turn.weather) == (
        7, "Turn 7", "第7ターン", "clear")
