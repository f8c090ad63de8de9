"""File ▸ New and File ▸ Open of an editor window: the window asks, the application
(``qtwargame.editor.app``, which keeps the open windows) opens the new one, in the asking
window's language and with its autosave folder."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog

from qtwargame.editor import app

from .conftest import RIVER


def _new_windows(before, qtbot):
    made = [w for w in app.WINDOWS if w not in before]
    for w in made:
        qtbot.addWidget(w)
        w.ask_before_closing = False
    return made


def test_new_opens_a_new_scenario_beside_the_window_in_its_language(qtbot, tmp_path):
    first = app.open_editor(str(RIVER), lang="ja", autosave_dir=tmp_path)
    qtbot.addWidget(first)
    first.ask_before_closing = False
    before = list(app.WINDOWS)
    first.act_new.trigger()
    [made] = _new_windows(before, qtbot)
    assert made is not first and made.isVisible()
    assert made.doc.scenario.id == "new_scenario" and made.doc.path is None
    assert made.lang == "ja" and made.autosave.folder == tmp_path


def test_open_opens_the_chosen_file_in_another_window(qtbot, tmp_path, monkeypatch):
    shot = app.make_editor_window(None, autosave_dir=tmp_path)
    qtbot.addWidget(shot)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(RIVER), ""))
    monkeypatch.setattr(shot, "_remember_dir", lambda path: None)  # not the user's settings
    before = list(app.WINDOWS)
    shot.act_open.trigger()
    [made] = _new_windows(before, qtbot)
    assert made.doc.path == RIVER and made.autosave.folder == tmp_path
    assert shot.doc.path is None  # the asking window keeps its own document


def test_the_window_title_names_the_scenario_in_the_editor_s_language(qtbot, tmp_path):
    # Session 84 by hand: the Japanese editor's title bar read "River Crossing (teaching
    # scenario)", the one English word of the window.
    ja = app.open_editor(str(RIVER), lang="ja", autosave_dir=tmp_path)
    qtbot.addWidget(ja)
    ja.ask_before_closing = False
    assert "— 渡河作戦(入門シナリオ) —" in ja.windowTitle()
    en = app.open_editor(str(RIVER), lang="en", autosave_dir=tmp_path)
    qtbot.addWidget(en)
    en.ask_before_closing = False
    assert "— River Crossing (teaching scenario) —" in en.windowTitle()


def test_opening_a_file_already_open_brings_its_window_back_not_a_second_one(
        qtbot, tmp_path, monkeypatch):
    # Session 92 by hand: File ▸ Open of the scenario being edited opened a second window
    # on the same file; what one window saved, the other's Save overwrote.
    first = app.open_editor(str(RIVER), autosave_dir=tmp_path)
    qtbot.addWidget(first)
    first.ask_before_closing = False
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(RIVER), ""))
    monkeypatch.setattr(first, "_remember_dir", lambda path: None)  # not the user's settings
    before = list(app.WINDOWS)
    first.act_open.trigger()
    assert _new_windows(before, qtbot) == []
    assert first.isVisible()
    # A file not yet open still opens beside it, and the scenario's id finds the same file.
    assert app.open_editor("river_crossing", first, autosave_dir=tmp_path) is first
