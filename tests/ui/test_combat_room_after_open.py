"""A save opened in the middle of a combat phase's resolve stage (Shin Barbarossa, 10.3.2:
the declarations closed, combats left to resolve) brings the Combat dock in front with its
combat-phase room, as the phase played through does (session 93, second round, at 1,366 x
768: the Decision tab stood in front and the Combat dock kept its small height)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.test_decisions import GOLDEN

from .test_declared_combats import answer_every_decision


def test_a_save_opened_in_the_resolve_stage_gives_the_combat_dock_its_room(window, qtbot,
                                                                           tmp_path):
    window.resize(1366, 768)
    window.resizeDocks([window.docks["overview"], window.docks["combat"]], [290, 360],
                       Qt.Orientation.Horizontal)
    QApplication.processEvents()
    room = window.dock_room
    combat, decision = window.docks["combat"], window.docks["decision"]
    # a combat of the Axis combat phase is resolved, the next waits: saved there
    assert window.open_path(GOLDEN / "shin_barbarossa-1-at-retreat.qtwsave")
    QApplication.processEvents()
    c = window.controller
    answer_every_decision(window, qtbot)
    assert c.state.pending is None and window._resolve_answer() is not None
    path = tmp_path / "resolving.qtwsave"
    c.save(path)
    # a movement phase first, as a game opened from the welcome screen may show
    assert window.open_path(GOLDEN / "shin_barbarossa-1-at-overrun.qtwsave")
    QApplication.processEvents()
    answer_every_decision(window, qtbot)
    assert c.state.phase == "axis_move_1"
    decision.raise_()
    QApplication.processEvents()
    before = room._extent(decision)
    assert window.open_path(path)
    QApplication.processEvents()
    assert c.state.phase == "axis_combat" and c.state.pending is None
    # the Combat panel in front, saying what the stage asks, with the combat phase's room
    assert not combat.visibleRegion().isEmpty() and decision.visibleRegion().isEmpty()
    assert window.combat.summary.text().startswith("Every combat is declared: resolve them")
    assert room.combat_room is not None
    assert room._extent(combat) > before
