"""Stepping through the log shows the past as the person at the screen may see it, not as
the side to act now may (session 93, second round: ``show_past`` built its view for the
side to act; against the computer, with the computer's side asked, the board's state then
held that side's hand and not the person's)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.view import HIDDEN_CARD

from .test_decisions import _open


def test_stepping_through_the_log_against_the_computer_keeps_its_hand_hidden(window, qtbot):
    # Blitzkrieg to Moscow 2, a German card played: the Soviet side, the computer's, is
    # asked whether to cancel it (Hitler's Order)
    c = _open(window, "blitzkrieg_moscow_2-7-at-cancel")
    window.computer.set_paused(True)  # the computer holds: its question stays open
    window.computer.set_sides({"german": "human", "soviet": "random"})
    QApplication.processEvents()
    assert (c.viewer, c.state.to_act, c.state.pending.kind) == ("german", "soviet", "cancel")
    qtbot.mouseClick(window.log.step, Qt.MouseButton.LeftButton)
    window.log.select_line(len(window.log.entries) - 3)
    assert c.read_only
    past = window.scene.state
    assert past.hands["soviet"] and set(past.hands["soviet"]) == {HIDDEN_CARD}
    assert past.hands["german"] and HIDDEN_CARD not in past.hands["german"]
    qtbot.mouseClick(window.log.step, Qt.MouseButton.LeftButton)
    assert not c.read_only
