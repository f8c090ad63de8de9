"""Deleting a definition the scenario still names asks first (session 92 by hand: a
weather deleted from the Turns panel left every turn naming it, said only by the six
problems that followed; a side in use would leave every unit of it the same way)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from qtwargame.editor.renames import references


def _asked(monkeypatch, answer):
    asked = []

    def question(parent, title, text, *args, **kwargs):
        asked.append((title, text))
        return answer

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    return asked


def _delete(editor, row: int) -> None:
    editor.select_row(row)
    QTest.mouseClick(editor.del_button, Qt.MouseButton.LeftButton)


def test_deleting_a_weather_the_turns_name_asks_and_cancel_keeps_it(window, monkeypatch):
    doc = window.doc
    weather = window.turns.weather
    clear = doc.scenario.weather[0]
    uses = references(doc.scenario, "weather", clear.id)
    assert uses >= sum(1 for t in doc.scenario.turns if t.weather == clear.id) > 0
    asked = _asked(monkeypatch, QMessageBox.StandardButton.Cancel)
    _delete(weather, 0)
    assert asked == [(f"Delete {clear.name.en}",
                      f"{clear.name.en} is named in {uses} places of the scenario. Delete it "
                      "anyway? The validation will list each place that still names it; Undo "
                      "brings it back.")]
    assert doc.scenario.weather[0] == clear and doc.undo_stack.count() == 0
    asked = _asked(monkeypatch, QMessageBox.StandardButton.Yes)
    _delete(weather, 0)
    assert clear not in doc.scenario.weather
    doc.undo_stack.undo()
    assert doc.scenario.weather[0] == clear


def test_an_item_nothing_names_goes_without_a_question(window, monkeypatch):
    doc = window.doc
    weather = window.turns.weather
    QTest.mouseClick(weather.add_button, Qt.MouseButton.LeftButton)
    added = doc.scenario.weather[-1]
    asked = _asked(monkeypatch, QMessageBox.StandardButton.Cancel)
    _delete(weather, len(doc.scenario.weather) - 1)
    assert asked == [] and added not in doc.scenario.weather
