"""Ending phases from the phase bar through a whole turn, and what blocks the end of a
phase (classic rules C1, C2)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from tests.ui import bundled

from .conftest import place_everything, start


def test_end_phase_with_units_still_to_set_up_lists_the_blockers_c2(window, river, qtbot):
    c = start(window, river)
    assert c.state.phase == "red_setup"
    assert "1 unit still to set up (C2)" in window.phase_bar.blockers.text()
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert c.state.phase == "red_setup"
    assert "The phase cannot end yet" in window.status_text()
    # the box says why in its own words, not only in a window title a desktop may not
    # show (session 91: "• Place the reinforcements" alone under a red cross), and as a
    # reminder of the rules, not an error
    box = window.error_box
    assert box.text() == "The phase cannot end yet:"
    assert box.informativeText() == "• 1 unit still to set up (C2)"
    assert box.icon() == box.Icon.Warning
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


def test_the_side_to_act_is_never_cut_short_by_a_long_blocker_line(window, qtbot):
    """Blitzkrieg to Moscow 2, turn 2's German logistics phase: the line of what still
    stops the phase ("Choose 5 cards of your 6 first ...") is long and elided, and the
    side badge ("German to act") keeps room for its whole text in a narrow window."""
    from PySide6.QtGui import QFontMetrics

    from qtwargame.engine.actions import EndPhase
    from qtwargame.scenario.catalog import load

    c = start(window, load("blitzkrieg_moscow_2"), seed=750)
    window.resize(1100, 800)
    game = c.game
    while not (c.state.turn == 2 and c.state.phase == "german_logistics"
               and c.state.pending is None):
        legal = game.legal_actions(c.state)
        end = [a for a in legal if isinstance(a, EndPhase)]
        assert c.submit(end[0] if end else legal[0])
    bar = window.phase_bar
    assert bar.blockers.text().startswith("Choose 5 cards of your 6 first")
    QApplication.processEvents()
    bold = QFont(bar.side.font())
    bold.setBold(True)
    text = bar.side.text()
    assert text == "German to act"
    assert bar.side.width() >= QFontMetrics(bold).horizontalAdvance(text) + 12


def test_a_setup_laid_out_by_the_scenario_is_not_called_waiting_to_be_placed(window):
    """Shin Barbarossa's Soviet setup (2.1) starts with every unit on the map, movable within
    its setup area: the header says so instead of "Units are waiting to be placed"."""
    c = start(window, bundled.scenario("shin_barbarossa"))
    assert c.state.phase == "setup_soviet"
    assert c.legal().places and all(c.state.units[u].hex is not None for u in c.legal().places)
    hint = window.phase_bar.hint.toolTip() or window.phase_bar.hint.text()
    assert "Your units are set up; you may drag any of them to another highlighted hex" in hint
    assert "waiting to be placed" not in hint


def test_with_no_game_the_reinforcements_panel_offers_nothing_to_deploy(qtbot, autosaver):
    """The window before any game: no Deploy All or Place All Arriving Units button stands
    in the Reinforcements panel (both showed, doing nothing)."""
    from qtwargame.ui.main_window import MainWindow

    w = MainWindow(lang="en", autosaver=autosaver)
    qtbot.addWidget(w)
    w.show()
    QApplication.processEvents()
    assert w.controller.game is None
    assert not w.pool.deploy.isVisibleTo(w) and not w.pool.arrive.isVisibleTo(w)
