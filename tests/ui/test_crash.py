"""An unexpected error: logged with its traceback, the game autosaved before anything is
said, and a dialog naming the log file and the autosave."""

from __future__ import annotations

import logging
import sys

import pytest
from PySide6.QtCore import QtMsgType
from PySide6.QtWidgets import QPushButton

from qtwargame import applog
from qtwargame.ui.crash import CrashDialog, CrashHandler

from .conftest import place_everything, start


@pytest.fixture
def crash(tmp_path, monkeypatch):
    """A crash handler writing to a log in tmp_path, its dialog never blocking: the dialogs
    shown are collected in ``handler.shown`` with whether the autosave existed by then."""
    log_file = applog.configure(tmp_path / "logs" / "qtwargame.log", fatal_log=False)
    handler = CrashHandler(log_file)
    handler.shown = []

    def fake_exec(dialog):
        handler.shown.append((dialog.text(), dialog.informativeText(), dialog.detailedText(),
                              [p.exists() for p in handler.saved_paths]))
        return 0

    real_save = handler.save_games

    def save_games():
        handler.saved_paths = real_save()
        return handler.saved_paths

    handler.saved_paths = []
    monkeypatch.setattr(handler, "save_games", save_games)
    monkeypatch.setattr(CrashDialog, "exec", fake_exec)
    handler.install()
    yield handler
    handler.uninstall()
    applog.reset()


def _flush_log() -> None:
    for h in logging.getLogger().handlers:
        h.flush()


def test_an_error_in_a_slot_is_logged_the_game_autosaved_and_the_player_told(
        window, river, autosaver, crash, qtbot):
    c = start(window, river)
    place_everything(c)
    autosaver.path.unlink()  # whatever is on disk now was written by the crash handler
    button = QPushButton("boom")
    qtbot.addWidget(button)

    def broken_slot():
        raise RuntimeError("a bug in a slot")

    button.clicked.connect(broken_slot)
    button.click()
    assert crash.crashes == 1
    assert autosaver.path.exists()
    (text, info, details, existed) = crash.shown[0]
    assert existed == [True]  # the autosave was written before the dialog appeared
    assert "RuntimeError: a bug in a slot" in text
    assert str(crash.log_file) in info and str(autosaver.path) in info
    assert "broken_slot" in details and "Traceback" in details
    _flush_log()
    logged = crash.log_file.read_text(encoding="utf-8")
    assert "CRITICAL qtwargame.crash: Unexpected error" in logged
    assert 'raise RuntimeError("a bug in a slot")' in logged
    assert "emergency save written to" in logged
    from qtwargame.engine import savegame

    history, _ = savegame.load(autosaver.path)
    assert c.game.hash(history.state) == c.game.hash(c.state)


def test_without_a_game_the_dialog_still_names_the_log(window, crash):
    try:
        raise ValueError("no game yet")
    except ValueError:
        sys.excepthook(*sys.exc_info())
    (text, info, _, existed) = crash.shown[0]
    assert "ValueError: no game yet" in text and str(crash.log_file) in info
    assert existed == [] and "saved to" not in info


def test_an_error_while_the_dialog_is_open_is_logged_but_not_shown_again(crash, qapp):
    crash._showing = True
    try:
        raise KeyError("second")
    except KeyError:
        sys.excepthook(*sys.exc_info())
    crash._showing = False
    assert crash.crashes == 1 and crash.shown == []
    _flush_log()
    assert "KeyError: 'second'" in crash.log_file.read_text(encoding="utf-8")


def test_qt_messages_go_to_the_log_and_a_fatal_one_saves_the_games_first(
        window, river, autosaver, crash):
    start(window, river)
    autosaver.path.unlink()
    crash.qt_message(QtMsgType.QtWarningMsg, None, "a Qt warning")
    crash.qt_message(QtMsgType.QtCriticalMsg, None, "a Qt critical message")
    assert not autosaver.path.exists()
    crash.qt_message(QtMsgType.QtFatalMsg, None, "Qt is about to abort")
    assert autosaver.path.exists()
    _flush_log()
    logged = crash.log_file.read_text(encoding="utf-8")
    assert "WARNING  qtwargame.qt: a Qt warning" in logged
    assert "ERROR    qtwargame.qt: a Qt critical message" in logged
    assert "CRITICAL qtwargame.qt: Qt is about to abort" in logged


def test_ctrl_c_is_left_to_the_previous_hook(crash, monkeypatch):
    seen = []
    monkeypatch.setattr(crash, "_previous_hook", lambda *a: seen.append(a[0]))
    crash.excepthook(KeyboardInterrupt, KeyboardInterrupt(), None)
    assert seen == [KeyboardInterrupt] and crash.crashes == 0


def test_installing_and_uninstalling_restore_the_hooks(tmp_path):
    before = sys.excepthook
    handler = CrashHandler(tmp_path / "x.log").install()
    assert sys.excepthook == handler.excepthook
    handler.uninstall()
    assert sys.excepthook is before
