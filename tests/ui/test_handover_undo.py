"""Hot-seat Undo and the hand-over screen (session 93): with the screen on, in a game that
hides something, Undo reaches back only to the last hand-over, so the German player who
played a card cannot take back the Soviet player's answer (given at the screen) and the
card with it, having seen what the Soviet player did; and Undo or Redo pressed while the
screen is up does nothing (the menu bar stays above the screen). With the screen off one
person plays both sides: Undo goes back as before."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Place
from tests.ui.test_handover import shown
from tests.ui.test_handover_hands import german_about_to_play_a_card

HELD = ("Undo goes back only to the last hand-over: the last action was the Soviet "
        "player's, and stays theirs.")
WAITING = "Waiting for the next player at the screen."


def the_soviet_passes_the_cancel_window(window, qtbot):
    """The German player plays Tactical Superiority; at the screen the Soviet player
    (Hitler's Order in hand) passes the cancel window, and the screen goes up for the
    German player."""
    c = window.controller
    play = german_about_to_play_a_card(window, ("s_hitler",))
    assert c.submit(play)
    QApplication.processEvents()
    qtbot.mouseClick(window.handover.screen.button, Qt.MouseButton.LeftButton)
    assert shown(c) == "soviet" and c.state.pending.kind == "cancel"
    texts = [b.text() for b in window.decision.buttons]
    qtbot.mouseClick(window.decision.buttons[texts.index("Pass")], Qt.MouseButton.LeftButton)
    assert c.history.steps[-1].action.side == "soviet" and c.can_undo()
    return c


def test_undo_and_redo_wait_while_the_screen_is_up(window, qtbot):
    c = the_soviet_passes_the_cancel_window(window, qtbot)
    assert c.covered and window.handover.screen.title.text() == "Pass to the German player"
    before = c.state
    assert not window.act_undo.isEnabled() and window.act_undo.toolTip() == WAITING
    assert window.act_undo.text() == "&Undo"  # nothing about a hand-over still to come
    window.act_undo.trigger()  # Edit ▸ Undo (Ctrl+Z), above the screen
    window.undo()  # however it is reached
    assert c.state is before and c.covered and shown(c) != "soviet"
    assert window.status_text() == WAITING


def test_undo_reaches_back_only_to_the_last_hand_over(window, qtbot):
    c = the_soviet_passes_the_cancel_window(window, qtbot)
    qtbot.mouseClick(window.handover.screen.button, Qt.MouseButton.LeftButton)
    assert not c.covered and shown(c) == "german"
    before = c.state
    assert not window.act_undo.isEnabled()
    assert window.act_undo.text() == "&Undo (not past the hand-over)"
    assert window.act_undo.toolTip() == HELD and window.act_undo.statusTip() == HELD
    assert window.menu_edit.toolTipsVisible()  # the menu shows why on the greyed Undo
    window.act_undo.trigger()
    window.undo()
    assert c.state is before and not c.covered and shown(c) == "german"
    assert window.status_text() == HELD
    # the German player's own next action is theirs to take back
    place = next(a for a in c.legal().actions if isinstance(a, Place))  # a reinforcement
    assert c.submit(place) and window.act_undo.isEnabled()
    assert window.act_undo.text() == "&Undo" and window.act_undo.statusTip() == ""
    window.act_undo.trigger()
    assert c.state is before and not window.act_undo.isEnabled()


def test_with_the_screen_off_undo_takes_back_the_other_sides_answer(window, qtbot):
    c = the_soviet_passes_the_cancel_window(window, qtbot)
    window.act_handover.trigger()  # the screen off: one person plays both sides
    assert not c.covered and window.act_undo.isEnabled()
    assert window.act_undo.text() == "&Undo" and window.act_undo.statusTip() == ""
    window.act_undo.trigger()
    assert c.state.pending.kind == "cancel" and c.state.to_act == "soviet" and not c.covered
