"""The Combat panel at a new phase (session 91 by hand at 1,366 x 768): the last combat's
dice and result stayed shown into the next turn, and the Combat dock stayed in front
through the phases without combat. A new phase clears the last combat (and its cell in the
results table), and a phase without combat gives the front back to the tab the player had
in front before the combat phase brought the Combat panel."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTabBar

from .conftest import click, hex_point, place_everything, start, unit_point
from .test_combat import TARGET, _bring_the_armour_up


def _click_tab(window, qtbot, title: str) -> None:
    for bar in window.findChildren(QTabBar):
        for i in range(bar.count()):
            if bar.isVisible() and bar.tabText(i) == title:
                qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(i).center())
                QApplication.processEvents()
                return
    raise AssertionError(f"no tab {title}")


def test_a_new_phase_clears_the_last_combat_and_gives_the_front_back(window, qtbot):
    from qtwargame.scenario.io import load_scenario
    from tests.conftest import SCENARIOS

    window.resize(1366, 768)
    combat, decision = window.docks["combat"], window.docks["decision"]
    c = start(window, load_scenario(SCENARIOS / "river_crossing.json"), dice=(1,))
    place_everything(c)
    _bring_the_armour_up(c)
    QApplication.processEvents()
    assert c.state.phase == "blue_move"
    _click_tab(window, qtbot, "Decision")  # the player's own choice of tab
    assert not decision.visibleRegion().isEmpty() and combat.visibleRegion().isEmpty()

    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert c.state.phase == "blue_combat"
    assert not combat.visibleRegion().isEmpty()  # the combat phase brings the panel
    click(window, unit_point(window, "blue_arm_1"))
    click(window, unit_point(window, "blue_arm_2"))
    click(window, hex_point(window, c.game.hex(TARGET)))
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    while c.state.pending is not None:
        qtbot.mouseClick(window.decision.buttons[-1], Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert c.state.phase == "blue_combat"
    assert "⚀1" in window.combat.dice.text() and window.combat.dice.isVisibleTo(window)
    assert window.crt.highlighted() == ("2:1", "1")

    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert c.state.phase != "blue_combat"
    assert window.combat.record is None
    assert window.combat.dice.text() == "" and not window.combat.dice.isVisibleTo(window)
    assert window.crt.highlighted() == (None, None)
    assert not decision.visibleRegion().isEmpty() and combat.visibleRegion().isEmpty()
