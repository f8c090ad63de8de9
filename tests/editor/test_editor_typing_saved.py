"""What a designer has just typed goes into what the editor saves, tests and checks, though
the field still has the focus: a field hands its text to the document when it loses the
focus, and the keys of Save (Ctrl+S), Play-test (F5) and Validate (F7) leave it there."""

from __future__ import annotations

import json

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def _type(widget, text: str) -> None:
    """Key presses carrying ``text`` one letter at a time (as an input method gives
    Japanese; QTest's keys know ASCII only)."""
    for letter in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, letter))


def _focused(window, qtbot, field) -> None:
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    field.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is field)


def test_ctrl_s_right_after_typing_a_description_saves_it(window, qtbot, tmp_path, monkeypatch):
    """Session 90 by hand: the Japanese description typed, Ctrl+S: the status line said
    "Saved" and the file had no Japanese description (the edit came in after, unsaved)."""
    path = tmp_path / "ford.json"
    window.doc.set_path(path)
    monkeypatch.setattr(window, "is_read_only", lambda: False)
    field = window.properties.scenario.desc_ja
    _focused(window, qtbot, field)
    _type(field, "川を渡る")
    QTest.keyClick(field, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert json.loads(path.read_text(encoding="utf-8"))["description"]["ja"].startswith("川を渡る")
    assert not window.doc.is_modified()
    assert QApplication.focusWidget() is field  # the designer types on where they were


def test_a_title_typed_is_in_the_play_test_started_by_f5(window, qtbot, monkeypatch):
    from PySide6.QtCore import QObject

    started = []

    def play_test(scenario, lang, parent, seed):
        started.append(scenario)
        return QObject(parent), "started"

    monkeypatch.setattr("qtwargame.editor.editor_window.play_test", play_test)
    field = window.properties.scenario.title_en
    _focused(window, qtbot, field)
    field.selectAll()
    QTest.keyClicks(field, "Ford Valley")
    QTest.keyClick(field, Qt.Key.Key_F5)
    assert [sc.title.en for sc in started] == ["Ford Valley"]


def test_a_unit_name_being_typed_in_its_cell_is_saved_by_ctrl_s(window, qtbot, tmp_path, monkeypatch):
    path = tmp_path / "ford.json"
    window.doc.set_path(path)
    monkeypatch.setattr(window, "is_read_only", lambda: False)
    window.docks["oob"].raise_()
    panel = window.oob
    row = next(i for i, u in enumerate(window.doc.scenario.units) if u.id == "blue_inf_1")
    index = panel.proxy.mapFromSource(panel.model.index(row, panel.model.column_of("name_en")))
    _focused(window, qtbot, panel.table)
    panel.table.setCurrentIndex(index)
    QTest.keyClick(panel.table, Qt.Key.Key_F2)
    editor = panel.table.indexWidget(index)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is editor)
    editor.selectAll()
    QTest.keyClicks(editor, "1st Ford Rifles")
    QTest.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert next(u for u in saved["units"] if u["id"] == "blue_inf_1")["name"]["en"] == "1st Ford Rifles"
    assert not window.doc.is_modified()
    assert QApplication.focusWidget() is panel.table
