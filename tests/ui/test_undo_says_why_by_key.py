"""Ctrl+Z says why nothing can be undone (session 94 by hand, Shin Barbarossa: after the
Soviet player turned a leader, Edit ▸ Undo was disabled and Ctrl+Z did nothing and said
nothing; the window's words for it, ``MainWindow.undo_refusal``, were reached only by
calling ``undo`` in a test). The disabled Undo's tooltip says the same."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .test_handover import adopt_a_panzer_short_of_a_face_down_leader, the_panzer_move_next_to_the_leader


def test_11_2_2_ctrl_z_after_a_leader_is_turned_says_it_cannot_be_undone(window, qtbot):
    window.act_handover.setChecked(False)  # one person plays both sides here
    adopt_a_panzer_short_of_a_face_down_leader(window)
    c = window.controller
    assert c.submit(the_panzer_move_next_to_the_leader(window))
    window.decision.refresh()
    texts = [b.text() for b in window.decision.buttons]
    turn = next(t for t in texts if t.startswith("Turn the leader in "))
    qtbot.mouseClick(window.decision.buttons[texts.index(turn)], Qt.MouseButton.LeftButton)
    last = c.render(c.history.steps[-1].entries[0].text)
    assert last.startswith("The leader in ") and " is turned: " in last
    steps = len(c.history.steps)
    why = (f"Cannot undo “{last}”: it drew or revealed hidden information (a leader, a card) "
           "that cannot be hidden again.")
    assert not window.act_undo.isEnabled()
    assert window.act_undo.toolTip() == why and window.act_undo.statusTip() == why
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.clear_status()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.status_text() == why
    assert len(c.history.steps) == steps  # nothing was taken back


def test_ctrl_z_still_undoes_a_move(window, qtbot):
    """Where Undo may go on, Ctrl+Z takes the move back (the explaining key stays off)."""
    window.act_handover.setChecked(False)
    adopt_a_panzer_short_of_a_face_down_leader(window)
    c = window.controller
    move = next(m for m in c.legal().actions if getattr(m, "unit", None) == "de_pz41"
                and getattr(m, "mode", None) == "normal" and len(m.path) == 1)
    assert c.submit(move) and c.state.pending is None
    assert window.act_undo.isEnabled() and not window.undo_why_key.isEnabled()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.history.steps == [] and c.state.units["de_pz41"].hex == c.game.hex("1008")
