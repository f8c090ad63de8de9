"""With no game open the board offers the ways to one (session 93: closing the New Game
dialog at the start left a blank white board under "No game", the way on only in the Game
menu)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.ui.main_window import MainWindow

from .conftest import place_everything, start


def _texts(window):
    board = window.empty_board
    return [b.text() for b in [board.continue_button, *board.buttons] if b.isVisible()]


def test_the_empty_board_offers_new_game_open_and_the_welcome_screen(window, river, tmp_path,
                                                                      qtbot, monkeypatch):
    board = window.empty_board
    assert board.isVisible() and board.title.text() == "No game is open"
    assert _texts(window) == ["New Game…", "Open…", "Welcome Screen…"]
    # in the middle of the board, whole
    area = window.view.viewport().rect()
    assert area.contains(board.geometry())

    c = start(window, river, seed=3)
    place_everything(c)
    path = tmp_path / "game.qtwsave"
    c.save(path)
    played = c.game.hash(c.state)

    other = MainWindow(lang="en")
    qtbot.addWidget(other)
    other.show()
    qtbot.waitExposed(other)
    monkeypatch.setattr(other, "_ask_file", lambda saving: str(path))
    open_button = other.empty_board.buttons[1]
    qtbot.mouseClick(open_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    d = other.controller
    assert d.game.hash(d.state) == played
    assert not other.empty_board.isVisible()


def test_the_empty_board_continues_the_autosaved_game(qtbot, river, autosaver):
    first = MainWindow(lang="en", autosaver=autosaver)
    qtbot.addWidget(first)
    c = start(first, river, seed=3)
    place_everything(c)
    c.autosave()
    played, turn = c.game.hash(c.state), c.state.turn
    first.close()

    second = MainWindow(lang="en", autosaver=autosaver)
    qtbot.addWidget(second)
    second.show()
    qtbot.waitExposed(second)
    title = river.title.get("en")
    assert _texts(second) == [f"Continue {title}, turn {turn}", "New Game…", "Open…",
                              "Welcome Screen…"]
    qtbot.mouseClick(second.empty_board.continue_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    d = second.controller
    assert d.game.hash(d.state) == played and d.path is None  # Save asks where
    assert not second.empty_board.isVisible()
    assert second.status_label.text() == f"Continuing {title} at turn {turn}"


def test_the_empty_board_speaks_japanese(qtbot):
    from qtwargame.i18n import translator

    translator.install("ja")
    try:
        w = MainWindow(lang="ja")
        qtbot.addWidget(w)
        w.retranslate()
        w.show()
        qtbot.waitExposed(w)
        assert w.empty_board.title.text() == "ゲームが開かれていません"
        assert [b.text() for b in w.empty_board.buttons] == ["新しいゲーム…", "開く…",
                                                              "ようこそ画面…"]
    finally:
        translator.install("en")
