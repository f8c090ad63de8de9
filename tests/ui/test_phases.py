"""Ending phases from the phase bar through a whole turn, and what blocks the end of a
phase (classic rules C1, C2)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .conftest import place_everything, start


def test_end_phase_with_units_still_to_set_up_lists_the_blockers_c2(window, river, qtbot):
    c = start(window, river)
    assert c.state.phase == "red_setup"
    assert "1 unit still to set up (C2)" in window.phase_bar.blockers.text()
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert c.state.phase == "red_setup"
    assert "The phase cannot end yet" in window.status_text()
    assert "1 unit still to set up (C2)" in window.error_box.text()
    window.error_box.close()


def test_ending_every_phase_plays_through_a_whole_turn_c1(window, river, qtbot):
    c = start(window, river)
    place_everything(c)
    seen = []
    while c.state.turn == 1:
        seen.append(c.state.phase)
        assert window.phase_bar.phase.text().startswith(c.names.phase_title(c.state.phase))
        qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert seen == ["blue_move", "blue_combat", "red_move", "red_combat"]
    assert (c.state.turn, c.state.phase) == (2, "blue_move")
    assert window.phase_bar.turn.text().startswith("Turn 2 of 6")
    assert "Day 2" in window.phase_bar.turn.text()
    # Turn 2 brings Blue's third armoured division (C6): it waits in the pool.
    assert window.pool.ready_units() == ["blue_arm_3"]
    assert "Units are waiting to be placed" in window.phase_bar.hint.text()


def test_the_phase_bar_names_the_side_to_act_and_what_to_do(window, river):
    c = start(window, river)
    place_everything(c)
    assert window.phase_bar.side.text() == "Blue to act"
    assert "Drag an outlined unit to move it" in window.phase_bar.hint.text()
    window.end_phase()
    assert window.phase_bar.hint.text() == "Nothing to do in this phase: click End Phase."
