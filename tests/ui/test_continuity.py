"""Continuity of play: a game in progress is never replaced without the offer to save it,
and a restart picks up where the player left (issue 48, items 8 and 9)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from .conftest import place_everything, start


def _answer_dialogs(qtbot, answers):
    """Answer the modal dialogs as they open, in order: each item is a function given the
    dialog. Returns the list of dialogs answered (filled as they come)."""
    seen = []

    def poll():
        w = QApplication.activeModalWidget()
        if w is not None and w not in seen and answers:
            seen.append(w)
            answers.pop(0)(w)
        if answers:
            QTimer.singleShot(20, poll)

    QTimer.singleShot(20, poll)
    return seen


def _pick_file(path):
    def answer(dialog):
        assert isinstance(dialog, QFileDialog)
        dialog.selectFile(str(path))
        dialog.accept()
    return answer


def _click(qtbot, which):
    def answer(box):
        assert isinstance(box, QMessageBox)
        assert box.objectName() == "replace_game_question"
        qtbot.mouseClick(box.button(which), Qt.MouseButton.LeftButton)
    return answer


def _played(window, river):
    c = start(window, river, seed=3)
    place_everything(c)
    uid = sorted(c.legal().moves)[0]
    assert c.submit(c.legal().moves[uid][0])
    return c


def test_open_while_a_game_is_in_progress_offers_to_save_it_first(window, river, tmp_path, qtbot,
                                                                    monkeypatch):
    other = tmp_path / "other.qtwsave"
    c = start(window, river, seed=11)
    assert window.save_to(other)
    other_hash = c.game.hash(c.state)
    window.ask_before_closing = True
    c = _played(window, river)
    played_hash = c.game.hash(c.state)
    mine = tmp_path / "mine.qtwsave"
    monkeypatch.setattr(window, "save_as", lambda: window.save_to(mine))

    # Cancel: the game in progress stays, nothing is written.
    seen = _answer_dialogs(qtbot, [_pick_file(other), _click(qtbot, QMessageBox.StandardButton.Cancel)])
    window.act_open.trigger()
    assert len(seen) == 2
    assert c.game.hash(c.state) == played_hash and c.modified and not mine.exists()

    # Save: the game in progress is saved, then the other one opens.
    seen = _answer_dialogs(qtbot, [_pick_file(other), _click(qtbot, QMessageBox.StandardButton.Save)])
    window.act_open.trigger()
    assert len(seen) == 2
    assert mine.exists() and c.game.hash(c.state) == other_hash
    assert window.open_path(mine)
    assert c.game.hash(c.state) == played_hash


def test_open_after_saving_asks_nothing(window, river, tmp_path, qtbot):
    other = tmp_path / "other.qtwsave"
    c = start(window, river, seed=11)
    assert window.save_to(other)
    other_hash = c.game.hash(c.state)
    window.ask_before_closing = True
    c = _played(window, river)
    assert window.save_to(tmp_path / "mine.qtwsave")
    seen = _answer_dialogs(qtbot, [_pick_file(other)])
    window.act_open.trigger()
    assert len(seen) == 1 and c.game.hash(c.state) == other_hash
