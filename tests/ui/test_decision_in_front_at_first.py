"""Which of the Decision and Combat panels is in front before the first combat (session 92
at 1,366 x 768): the Combat tab stood in front through the first set-up and movement
phases, reading only "No attack prepared". The Decision panel, where the phase's choices and
the questions come, is in front until a combat phase brings the Combat panel; a phase
without combat gives it back; and a tab the player picks stays in front."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.scenario.io import load_scenario
from tests.conftest import SCENARIOS

from .conftest import place_everything, start
from .test_combat import _bring_the_armour_up
from .test_combat_panel_new_phase import _click_tab


def _in_front(window) -> str:
    combat, decision = window.docks["combat"], window.docks["decision"]
    shown = [n for n, d in (("combat", combat), ("decision", decision))
             if not d.visibleRegion().isEmpty()]
    assert len(shown) == 1, shown
    return shown[0]


def test_the_decision_panel_is_in_front_until_the_first_combat_phase(window, qtbot):
    window.resize(1366, 768)
    c = start(window, load_scenario(SCENARIOS / "river_crossing.json"))
    seen = [(c.state.phase, _in_front(window))]
    place_everything(c)
    _bring_the_armour_up(c)  # moved by the player: an attack to make in the combat phase
    QApplication.processEvents()
    seen.append((c.state.phase, _in_front(window)))
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)  # to the combat phase
    QApplication.processEvents()
    seen.append((c.state.phase, _in_front(window)))
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    seen.append((c.state.phase, _in_front(window)))
    assert seen == [("red_setup", "decision"), ("blue_move", "decision"),
                    ("blue_combat", "combat"), ("red_move", "decision")]


def test_a_tab_the_player_picks_before_the_first_combat_stays_in_front(window, qtbot):
    window.resize(1366, 768)
    c = start(window, load_scenario(SCENARIOS / "river_crossing.json"))
    place_everything(c)
    QApplication.processEvents()
    _click_tab(window, qtbot, "Combat")
    assert (c.state.phase, _in_front(window)) == ("blue_move", "combat")
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert (c.state.phase, _in_front(window)) == ("red_move", "combat")
