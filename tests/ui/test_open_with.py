"""Opening a saved game from the desktop: the desktop entry runs ``qtwargame play FILE``,
which opens exactly that game (and remembers it), with no welcome or New Game dialog."""

from __future__ import annotations

import configparser

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from qtwargame import applog, cli
from qtwargame.engine import savegame
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.ui import app as app_module
from qtwargame.ui.main_window import MainWindow
from qtwargame.ui.new_game_dialog import NewGameDialog
from qtwargame.ui.preferences import Preferences
from qtwargame.ui.welcome_dialog import WelcomeDialog
from tests.conftest import ROOT


@pytest.fixture
def saved_game(tmp_path, river_crossing):
    game = Game(river_crossing)
    state, log = game.new_state(5)
    history = History(game, state, log)
    for _ in range(6):
        history.submit(game.legal_actions(history.state)[0])
    path = tmp_path / "Campaign game.qtwsave"
    savegame.save(path, history, 5)
    return path, game.hash(history.state)


def _desktop_exec() -> list[str]:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(ROOT / "packaging" / "linux" / "io.github.qtwargame.desktop", encoding="utf-8")
    return entry["Desktop Entry"]["Exec"].split()


def test_the_desktop_entry_command_opens_that_saved_game(saved_game, monkeypatch, qapp, qtbot):
    path, expected = saved_game
    seen = {}

    def fake_exec():
        win = next(x for x in QApplication.topLevelWidgets()
                   if isinstance(x, MainWindow) and x.isVisible())
        try:
            # the event loop runs the checked replay after the first frame (ui.opening)
            qtbot.waitUntil(lambda: win.opening is None, timeout=120_000)
            c = win.controller
            seen.update(hash=c.game.hash(c.state), path=c.path, title=win.windowTitle(),
                        recent=win.recent_files())
        finally:  # never a window left open for the next test
            win.ask_before_closing = False
            win.close()
        return 0

    monkeypatch.setattr(applog, "configure", lambda *a, **k: None)
    monkeypatch.setattr(WelcomeDialog, "exec", lambda self: pytest.fail("welcome shown"))
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: pytest.fail("new game shown"))
    monkeypatch.setattr(app_module.QApplication, "exec", lambda self=None: fake_exec())
    command = _desktop_exec()
    assert command[0] == "qtwargame" and command[-1] == "%f"
    argv = [str(path) if a == "%f" else a for a in command[1:]]
    assert cli.main(argv) == 0
    assert seen["hash"] == expected and seen["path"] == path
    assert "Campaign game.qtwsave" in seen["title"]
    assert seen["recent"] == [path.resolve()]
    assert Preferences().recent_files() == [path.resolve()]


def test_a_file_that_is_not_a_saved_game_is_refused_clearly(tmp_path, monkeypatch, qapp):
    bad = tmp_path / "notes.qtwsave"
    bad.write_text('{"hello": 1}', encoding="utf-8")
    seen = {}

    def fake_exec():
        win = next(x for x in QApplication.topLevelWidgets()
                   if isinstance(x, MainWindow) and x.isVisible())
        seen["error"] = win.error_box.text() if win.error_box is not None else ""
        seen["game"] = win.controller.game
        seen["welcome before the error is read"] = "welcome" in seen
        win.error_box.button(QMessageBox.StandardButton.Ok).click()  # read: OK
        win.ask_before_closing = False
        win.close()
        return 0

    monkeypatch.setattr(applog, "configure", lambda *a, **k: None)
    # No game started: at the first start the welcome screen comes next, once the error is
    # read (not over it).
    monkeypatch.setattr(WelcomeDialog, "exec", lambda self: seen.setdefault("welcome", 0))
    monkeypatch.setattr(app_module.QApplication, "exec", lambda self=None: fake_exec())
    assert cli.main(["play", str(bad)]) == 0
    assert "not a qtwargame saved game" in seen["error"] and seen["game"] is None
    assert seen["welcome"] == 0 and not seen["welcome before the error is read"]
