"""Continuity of play: a game in progress is never replaced without the offer to save it,
and a restart picks up where the player left (issue 48, items 8 and 9)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.ui import bundled

from .conftest import place_everything, start


def _answer_dialogs(qtbot, answers):
    """Answer the modal dialogs as they open, in order: each item is ``(kind, answer)``,
    the dialog's class and a function given the dialog. Returns the list of dialogs
    answered (filled as they come).

    A dialog is found among the visible top-level widgets by its class, not as the
    application's active modal widget: a dialog another test left behind must not be taken
    for it. An answer that fails closes its dialog (so the window's ``exec`` returns and the
    test fails on its assertions instead of hanging) and is reported in the list as the
    exception."""
    seen = []
    polls = [500]  # 10 s of polling at most: never a timer left to answer another test's dialog

    def poll():
        polls[0] -= 1
        if answers:
            kind, answer = answers[0]
            found = [w for w in QApplication.topLevelWidgets()
                     if isinstance(w, kind) and w.isVisible() and w not in seen]
            if found:
                answers.pop(0)
                box = found[-1]
                seen.append(box)
                try:
                    answer(box)
                except Exception as error:  # reported to the test, never a hang
                    seen.append(error)
                    box.reject()
        if answers and polls[0] > 0:
            QTimer.singleShot(20, poll)

    QTimer.singleShot(20, poll)
    return seen


def _pick_file(window, monkeypatch, path):
    """The Open dialog answers ``path`` (the file dialog is not what these tests judge, and a
    second modal file dialog in one test was not reliably answered offscreen). Returns the
    list of times it was asked."""
    asked = []

    def ask(saving: bool) -> str:
        asked.append(saving)
        return str(path)

    monkeypatch.setattr(window, "_ask_file", ask)
    return asked


def _click(qtbot, which):
    def answer(box):
        assert box.objectName() == "replace_game_question"
        qtbot.mouseClick(box.button(which), Qt.MouseButton.LeftButton)
    return QMessageBox, answer


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

    asked = _pick_file(window, monkeypatch, other)

    # Cancel: the game in progress stays, nothing is written.
    seen = _answer_dialogs(qtbot, [_click(qtbot, QMessageBox.StandardButton.Cancel)])
    window.act_open.trigger()
    assert asked == [False] and len(seen) == 1
    assert c.game.hash(c.state) == played_hash and c.modified and not mine.exists()

    # Save: the game in progress is saved, then the other one opens.
    seen = _answer_dialogs(qtbot, [_click(qtbot, QMessageBox.StandardButton.Save)])
    window.act_open.trigger()
    assert asked == [False, False] and len(seen) == 1
    assert mine.exists() and c.game.hash(c.state) == other_hash
    assert window.open_path(mine)
    assert c.game.hash(c.state) == played_hash


def test_open_after_saving_asks_nothing(window, river, tmp_path, qtbot, monkeypatch):
    other = tmp_path / "other.qtwsave"
    c = start(window, river, seed=11)
    assert window.save_to(other)
    other_hash = c.game.hash(c.state)
    window.ask_before_closing = True
    c = _played(window, river)
    assert window.save_to(tmp_path / "mine.qtwsave")
    asked = _pick_file(window, monkeypatch, other)
    window.act_open.trigger()
    assert asked == [False] and c.game.hash(c.state) == other_hash


# -- a restart ----------------------------------------------------------------------------------


@pytest.fixture
def prefs(tmp_path):
    from PySide6.QtCore import QSettings

    from qtwargame.ui.preferences import Preferences

    return Preferences(QSettings(str(tmp_path / "prefs" / "prefs.ini"), QSettings.Format.IniFormat))


def test_a_restart_offers_to_continue_the_last_game(qtbot, tmp_path, river):
    from qtwargame.ui.app import offer_continue
    from qtwargame.ui.autosave import Autosaver
    from qtwargame.ui.main_window import MainWindow

    saver = Autosaver(tmp_path / "auto")
    first = MainWindow(autosaver=saver)
    qtbot.addWidget(first)
    c = _played(first, river)
    saver.begin_session()
    first.close()  # a clean exit: the autosave stays, no crash to recover from
    assert saver.path.exists() and saver.recoverable() is None
    played = c.game.hash(c.state)

    second = MainWindow(autosaver=saver)
    qtbot.addWidget(second)
    second.show()
    texts = []

    def answer(box):
        texts.append(box.text())
        qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)

    _answer_dialogs(qtbot, [(QMessageBox, answer)])
    assert offer_continue(second, saver)
    title = river.title.get("en")
    assert texts == [f"Continue the last game, {title}, at turn {c.state.turn}?"]
    d = second.controller
    assert d.game.hash(d.state) == played and d.path is None


def test_the_players_chosen_for_a_scenario_are_offered_again(qtbot, prefs, autosaver, monkeypatch):
    from qtwargame.ui.main_window import MainWindow
    from qtwargame.ui.new_game_dialog import NewGameDialog

    w = MainWindow(autosaver=autosaver, preferences=prefs)
    qtbot.addWidget(w)
    w.show()
    monkeypatch.setattr(w.computer, "poll", lambda: None)  # the computer never starts thinking

    def pick_computer(dialog):
        assert isinstance(dialog, NewGameDialog)
        dialog.select("defiant_russia")
        combo = dialog.player_widgets["soviet"]
        combo.setCurrentIndex(1)  # the first computer level
        picked.append(combo.currentData())
        qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)

    picked = []
    _answer_dialogs(qtbot, [(NewGameDialog, pick_computer)])
    assert w.act_new.trigger() is None and w.controller.game.scenario.id == "defiant_russia"
    assert w.controller.computer_sides == frozenset({"soviet"})
    seen = {}

    def look(dialog):
        dialog.select("defiant_russia")
        seen.update({s: c.currentData() for s, c in dialog.player_widgets.items()})
        dialog.reject()

    _answer_dialogs(qtbot, [(NewGameDialog, look)])
    w.act_new.trigger()
    assert seen == {"axis": "human", "soviet": picked[0]} and picked[0] != "human"
    w.computer.set_sides({"axis": "human", "soviet": "human"})


def test_the_dock_sizes_come_back_after_a_restart_and_a_new_game(qtbot, prefs, autosaver):
    from qtwargame.ui.main_window import MainWindow

    scenario = bundled.scenario("blitzkrieg_moscow_2")
    first = MainWindow(autosaver=autosaver, preferences=prefs)
    qtbot.addWidget(first)
    first.resize(1366, 740)
    first.show()
    first.start_game(scenario)
    first.resizeDocks([first.docks["cards"]], [150], Qt.Orientation.Vertical)
    first.resizeDocks([first.docks["log"]], [420], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    sizes = (first.docks["cards"].height(), first.docks["log"].width())
    first.close()
    second = MainWindow(autosaver=autosaver, preferences=prefs)
    qtbot.addWidget(second)
    second.resize(1366, 740)
    second.show()
    QApplication.processEvents()
    second.start_game(scenario)
    QApplication.processEvents()
    assert (second.docks["cards"].height(), second.docks["log"].width()) == sizes
