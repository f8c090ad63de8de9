"""The Combat dock at 1,366 x 768 (session 93): in a combat phase its preview (the odds,
the expected losses, the result bars) had about 160 pixels under Resolve and the proposal
of the next owed attack, and scrolled. A combat phase now gives the Combat dock's tab group
half the window's height from the log; the results tables, where the preview's column is
marked, keep theirs; and a phase without combat gives the log its height back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.scenario.io import load_scenario
from tests.conftest import SCENARIOS

from .conftest import click, hex_point, place_everything, start, unit_point
from .test_combat import TARGET, _bring_the_armour_up


def test_a_combat_phase_gives_the_combat_dock_room_and_takes_it_back(window, qtbot):
    window.resize(1366, 768)
    window.resizeDocks([window.docks["overview"], window.docks["combat"]], [290, 360],
                       Qt.Orientation.Horizontal)
    combat, crt, log = window.docks["combat"], window.docks["crt"], window.docks["log"]
    c = start(window, load_scenario(SCENARIOS / "river_crossing.json"), dice=(1,))
    place_everything(c)
    _bring_the_armour_up(c)
    QApplication.processEvents()
    assert c.state.phase == "blue_move"
    room = window.dock_room
    group = room._extent(window.docks["decision"])  # the tab group, the Decision tab in front
    before = (group, crt.height(), log.height())
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert c.state.phase == "blue_combat"
    click(window, unit_point(window, "blue_arm_1"))
    click(window, unit_point(window, "blue_arm_2"))
    click(window, hex_point(window, c.game.hex(TARGET)))
    QApplication.processEvents()
    assert window.combat.preview is not None
    # the tab group (the dock and its tab bar) up to half the window's height, from the
    # log down to its least height
    assert room._extent(combat) < window.height() // 2  # COMBAT_ROOM
    assert log.height() == room._least(log) == 150
    assert room._extent(combat) == before[0] + before[2] - 150
    assert crt.height() == before[1]
    # the preview, odds to the last result bar, reads without scrolling
    assert window.combat.scroller.verticalScrollBar().maximum() == 0
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    while c.state.pending is not None:
        qtbot.mouseClick(window.decision.buttons[-1], Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert c.state.phase == "red_move"
    assert (room._extent(window.docks["decision"]), crt.height(), log.height()) == before
