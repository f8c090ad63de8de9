"""After a session that did not end normally (killed), the offer to resume names the game
and its turn, as the offer after a clean exit does (session 92 by hand: after ``kill`` the
question said only "Resume its game from the autosave?")."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from .test_continuity import _answer_dialogs, _played


def test_the_offer_to_recover_names_the_game_and_its_turn(qtbot, tmp_path, river):
    from qtwargame.ui.app import offer_recovery
    from qtwargame.ui.autosave import Autosaver
    from qtwargame.ui.main_window import MainWindow

    saver = Autosaver(tmp_path / "auto")
    first = MainWindow(autosaver=saver)
    qtbot.addWidget(first)
    c = _played(first, river)
    saver.begin_session()
    assert saver.recoverable() == saver.path  # the session is still open: as after a kill

    second = MainWindow(autosaver=saver)
    qtbot.addWidget(second)
    second.show()
    texts = []

    def answer(box):
        texts.append(box.text())
        qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)

    _answer_dialogs(qtbot, [(QMessageBox, answer)])
    assert offer_recovery(second, saver)
    title = river.title.get("en")
    assert texts == [f"The last session did not end normally. Resume its game, {title}, at turn "
                     f"{c.state.turn}, from the autosave?"]
    assert second.controller.state.turn == c.state.turn


def test_save_after_resuming_from_the_autosave_asks_where(qtbot, tmp_path, river, monkeypatch):
    """Session 93 by hand: after a kill and Resume, Ctrl+S wrote the game back into the
    hidden autosave ("Saved autosave.qtwsave"), which the next game's autosave overwrites;
    it asks for a file, as Continue after a clean exit does."""
    from qtwargame.ui.app import offer_recovery
    from qtwargame.ui.autosave import Autosaver
    from qtwargame.ui.main_window import MainWindow

    saver = Autosaver(tmp_path / "auto")
    first = MainWindow(autosaver=saver)
    qtbot.addWidget(first)
    c = _played(first, river)
    saver.begin_session()  # still open: as after a kill
    autosaved = saver.path.read_bytes()
    first.hide()  # gone, as the killed window is (its shortcuts with it)

    second = MainWindow(autosaver=saver)
    qtbot.addWidget(second)
    second.show()
    _answer_dialogs(qtbot, [(QMessageBox, lambda box: qtbot.mouseClick(
        box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton))])
    assert offer_recovery(second, saver)
    mine = tmp_path / "mine.qtwsave"
    asked = []

    def ask(saving):
        asked.append(saving)
        return str(mine)

    monkeypatch.setattr(second, "_ask_file", ask)
    assert second.act_save.isEnabled()
    second.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is second)
    qtbot.keyClick(second, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert asked == [True]
    assert second.controller.path == mine and mine.exists()
    assert saver.path.read_bytes() == autosaved
    assert second.controller.state.turn == c.state.turn
