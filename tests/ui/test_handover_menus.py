"""The hot-seat hand-over screen covers the window below the menu bar, so the menu bar's
commands stay within reach of the player who just handed over: none of them may act for the
next player behind the screen (session 92)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui import bundled

WAITING = "Waiting for the next player at the screen."


def start_shin_barbarossa_for_two(window, qtbot):
    """A new Shin Barbarossa game between two people at the screen; the Soviet player
    declares the setup done with End Phase, and the screen goes up for the Axis player."""
    window.act_handover.setChecked(True)  # Edit ▸ Hand-Over Screen Between Players
    c = window.controller
    c.new_game(bundled.scenario("shin_barbarossa"), {}, 7)
    QApplication.processEvents()
    assert window.computer.levels == {} and not c.covered
    assert (c.state.phase, c.state.to_act) == ("setup_soviet", "soviet")
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert (c.state.phase, c.state.to_act) == ("setup_axis", "axis")
    assert c.covered and window.handover.screen.title.text() == "Pass to the Axis player"
    return c


def test_end_phase_from_the_menu_does_not_end_the_next_players_phase_behind_the_screen(window, qtbot):
    c = start_shin_barbarossa_for_two(window, qtbot)
    before = c.state
    assert c.legal().end_phase is not None  # the Axis player could end the setup
    window.act_end.trigger()  # Edit ▸ End Phase (Ctrl+E), pressed by the Soviet player
    assert c.state is before and c.covered
    assert window.status_label.text() == WAITING
    # the Axis player sits down: End Phase is theirs again
    qtbot.mouseClick(window.handover.screen.button, Qt.MouseButton.LeftButton)
    assert not c.covered
    window.act_end.trigger()
    assert c.state.phase != "setup_axis"

