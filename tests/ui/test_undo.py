"""Undo and redo within the phase, never past a die roll (engine.history)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from .conftest import place_everything, start


def test_undo_and_redo_a_move_with_the_keyboard(window, river):
    c = start(window, river)
    place_everything(c)
    uid = sorted(c.legal().moves)[0]
    before = c.game.hash(c.state)
    c.submit(c.legal().moves[uid][-1])
    after = c.game.hash(c.state)
    assert window.act_undo.isEnabled()
    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.game.hash(c.state) == before
    assert window.act_redo.isEnabled()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    assert c.game.hash(c.state) == after


def test_undo_stops_at_the_phase_start_and_at_a_die_roll(window, river):
    c = start(window, river, dice=(6,))
    place_everything(c)
    assert not window.act_undo.isEnabled()  # the phase has just begun
    window.undo()
    assert "Nothing to undo" in window.status_text()
    from .test_combat import TARGET, _bring_the_armour_up

    _bring_the_armour_up(c)
    window.end_phase()
    window.view.tool.choose_target(c.game.hex(TARGET))
    window.resolve_attack()
    assert not window.act_undo.isEnabled()
    assert not c.undo()
