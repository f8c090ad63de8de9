"""A hot-seat game with hidden information opened from a save (Game > Open, Open Recent, an
earlier autosave, the resume offer after a crash, Continue, ``qtwargame play SAVE``) comes
up behind the hand-over screen for the side to act: whoever opens it may be the other
player, and until the side to act says they are at the screen nothing of either hand is
painted (session 94; before, the side to act's hand stood in the Cards dock at once)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from qtwargame.engine.view import HIDDEN_CARD
from tests.ui.test_continuity import _answer_dialogs
from tests.ui.test_handover import GOLDEN, card_names, covers_the_window, every_text, shown

#: Blitzkrieg to Moscow 2, two people, turn 2: the Soviet player may cancel a German card.
HOT_SEAT = GOLDEN / "blitzkrieg_moscow_2-7-at-cancel.qtwsave"


def hands(window) -> tuple[list[str], list[str]]:
    c = window.controller
    return card_names(c, "soviet"), card_names(c, "german")


def nothing_secret_shows(window) -> None:
    """The screen covers the window for the Soviet player and no card of either hand, no
    answer and no guide to the cards playable now is held by any widget."""
    c = window.controller
    assert c.covered and covers_the_window(window)
    assert window.handover.screen.title.text() == "Pass to the Soviet player"
    assert shown(c) == "" and c.viewer == ""  # NOBODY: every hand hidden
    assert set(window.cards.cards) <= {HIDDEN_CARD}
    assert window.decision.buttons == []
    soviet, german = hands(window)
    assert soviet and german
    # (the German card "Blitzkrieg" is also in the game's name, which the status bar says)
    text = every_text(window).replace(c.game.scenario.title.get("en"), "")
    assert [name for name in soviet + german if name in text] == []
    assert not window.log.step.isChecked()  # Step Through waits with the rest


def the_soviet_player_sits_down(window, qtbot) -> None:
    c = window.controller
    qtbot.mouseClick(window.handover.screen.button, Qt.MouseButton.LeftButton)
    assert not c.covered and not window.handover.screen.isVisible()
    assert shown(c) == "soviet" and c.state.pending.kind == "cancel"
    soviet, german = hands(window)
    assert sorted(window.cards.cards) == sorted(c.state.hands["soviet"])
    text = every_text(window).replace(c.game.scenario.title.get("en"), "")
    assert all(name in text for name in soviet)
    assert not any(name in text for name in german if name not in soviet)
    assert "Pass" in [b.text() for b in window.decision.buttons]


def test_46_1_a_hot_seat_save_opened_comes_up_behind_the_screen(window, qtbot):
    window.act_handover.setChecked(True)  # Edit ▸ Hand-Over Screen Between Players
    assert window.open_path(HOT_SEAT)  # Game > Open
    QApplication.processEvents()
    assert window.computer.levels == {}  # the save says: two people
    nothing_secret_shows(window)
    # a click on the screen beside the button leaves it up
    qtbot.mouseClick(window.handover.screen, Qt.MouseButton.LeftButton)
    assert window.controller.covered
    the_soviet_player_sits_down(window, qtbot)


def test_46_1_open_recent_of_a_hot_seat_save_comes_up_behind_the_screen(window, qtbot, tmp_path):
    """Game > Open Recent, after a game of the same save played against the computer (the
    players the window had then must not decide what the first frame shows)."""
    window.act_handover.setChecked(True)
    assert window.open_path(HOT_SEAT)
    qtbot.mouseClick(window.handover.screen.button, Qt.MouseButton.LeftButton)
    hot_seat = tmp_path / "hot-seat.qtwsave"
    assert window.save_to(hot_seat)  # it says who plays: two people
    window.computer.set_paused(True)
    window.computer.set_sides({"soviet": "human", "german": "random"})
    assert window.controller.viewer == "soviet" and not window.controller.covered
    window.ask_before_closing = False
    assert window.open_recent(hot_seat)
    QApplication.processEvents()
    assert window.computer.levels == {}
    nothing_secret_shows(window)
    the_soviet_player_sits_down(window, qtbot)
    window.computer.stop()


@pytest.mark.parametrize("way", ["recover", "continue"])
def test_46_1_a_hot_seat_game_resumed_from_the_autosave_comes_up_behind_the_screen(
        qtbot, tmp_path, way):
    """The offer to resume after a crash (``offer_recovery``) and to continue after a clean
    exit (``offer_continue``), both answered Yes with the mouse."""
    from qtwargame.ui.app import offer_continue, offer_recovery
    from qtwargame.ui.autosave import Autosaver
    from qtwargame.ui.main_window import MainWindow

    saver = Autosaver(tmp_path / "auto")
    first = MainWindow(autosaver=saver)
    qtbot.addWidget(first)
    first.act_handover.setChecked(True)
    assert first.open_path(HOT_SEAT)
    qtbot.mouseClick(first.handover.screen.button, Qt.MouseButton.LeftButton)
    assert first.controller.autosave() == saver.path
    saver.begin_session()
    if way == "continue":
        first.close()  # a clean exit
        assert saver.recoverable() is None
    else:
        first.hide()  # killed: the session is still open
        assert saver.recoverable() == saver.path

    second = MainWindow(autosaver=saver)
    qtbot.addWidget(second)
    second.resize(1400, 900)
    second.show()
    qtbot.waitExposed(second)
    second.act_handover.setChecked(True)  # (the preference, on by default)

    def yes(box):
        qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)

    _answer_dialogs(qtbot, [(QMessageBox, yes)])
    offer = offer_recovery if way == "recover" else offer_continue
    assert offer(second, saver)
    QApplication.processEvents()
    assert second.computer.levels == {}
    nothing_secret_shows(second)
    the_soviet_player_sits_down(second, qtbot)


def test_46_1_a_hot_seat_save_checked_after_the_first_frame_comes_up_behind_the_screen(
        window, qtbot):
    """``qtwargame play SAVE``: the save is checked after the board's first frame
    (``ui.opening``), then the game comes up behind the screen."""
    window.act_handover.setChecked(True)
    assert window.open_path(HOT_SEAT, check_after_frame=True)
    assert window.opening is not None and not window.cards.cards
    # the start drawn while the save is checked is nobody's: the German hand hidden (it was
    # the German view, his six cards in it, though the screen was not up yet)
    start = window.view.scene().state
    assert start.hands == {"german": ("?",) * 6, "soviet": ()}
    qtbot.waitUntil(lambda: window.opening is None, timeout=30_000)
    nothing_secret_shows(window)
    the_soviet_player_sits_down(window, qtbot)


def test_46_1_a_shin_barbarossa_hot_seat_save_comes_up_behind_the_screen(window, qtbot):
    """Face-down leaders (a secret of the game's): the Soviet player, asked whether to turn
    a leader (11.2.2), clicks the screen's button before the answers show."""
    window.act_handover.setChecked(True)
    assert window.open_path(GOLDEN / "shin_barbarossa-1-at-reaction_turn.qtwsave")
    QApplication.processEvents()
    c = window.controller
    assert window.computer.levels == {} and c.state.pending.kind == "reaction_turn"
    assert c.covered and covers_the_window(window) and c.viewer == ""
    assert window.handover.screen.title.text() == "Pass to the Soviet player"
    assert window.decision.buttons == []
    qtbot.mouseClick(window.handover.screen.button, Qt.MouseButton.LeftButton)
    assert not c.covered and shown(c) == "soviet"
    assert "Leave them face down" in [b.text() for b in window.decision.buttons]


def test_46_1_a_save_against_the_computer_opens_without_the_screen(window, qtbot, tmp_path):
    """The one person's own view at once: nothing changes hands."""
    window.act_handover.setChecked(True)
    assert window.open_path(HOT_SEAT)
    qtbot.mouseClick(window.handover.screen.button, Qt.MouseButton.LeftButton)
    window.computer.set_paused(True)
    window.computer.set_sides({"soviet": "human", "german": "random"})
    path = tmp_path / "against.qtwsave"
    assert window.save_to(path)
    window.ask_before_closing = False
    assert window.open_path(path)
    QApplication.processEvents()
    c = window.controller
    assert window.computer.levels == {"german": "random"}
    assert not c.covered and not window.handover.screen.isVisible() and c.viewer == "soviet"
    assert sorted(window.cards.cards) == sorted(c.state.hands["soviet"])
    window.computer.stop()


def test_46_1_with_the_screen_off_a_hot_seat_save_opens_as_before(window, qtbot):
    window.act_handover.setChecked(False)  # one person plays both sides
    assert window.open_path(HOT_SEAT)
    QApplication.processEvents()
    c = window.controller
    assert not c.covered and shown(c) == "soviet"
    assert sorted(window.cards.cards) == sorted(c.state.hands["soviet"])


def test_46_1_a_hot_seat_save_without_secrets_opens_without_the_screen(window, qtbot, river,
                                                                       tmp_path):
    """River Crossing keeps nothing from either side: the side to act at once."""
    window.act_handover.setChecked(True)
    window.computer.set_sides({s.id: "human" for s in river.sides})
    window.start_game(river, {}, 5)
    path = tmp_path / "river.qtwsave"
    assert window.save_to(path)
    window.ask_before_closing = False
    assert window.open_path(path)
    QApplication.processEvents()
    c = window.controller
    assert window.computer.levels == {} and len(c.game.sides) == 2
    assert not c.covered and not window.handover.screen.isVisible() and c.viewer is None
