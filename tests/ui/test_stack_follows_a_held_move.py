"""The Stack panel follows a unit whose move waited on the other side's answer (session 94
by hand, Shin Barbarossa: a panzer dropped on Białystok was asked about at Ostrołęka,
where the Soviet player may turn a face-down leader, 11.2.7; the panel showed Ostrołęka
and the corps standing there, and kept showing it after the answer let the panzer go on)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.history import History
from qtwargame.engine.state import ON_MAP
from qtwargame.rules.shin_barbarossa import leaders
from tests.rules.shin_barbarossa.test_ruleset import clear, put
from tests.ui.sb_twins import to_phase, twins

from .test_handover import the_panzer_move_next_to_the_leader
from .test_route_drag import _drag_through


def test_11_2_7_the_stack_panel_follows_a_panzer_on_after_the_soviet_answer(window, qtbot):
    """Hot-seat with the hand-over screen: the 41st Panzer Corps is dragged past a face-down
    leader; the Soviet question is asked where an Axis corps stands; the Soviet player
    leaves the leader face down and the panzer goes on: the panel shows where it stopped."""
    window.act_handover.setChecked(True)
    game, a, _, _, _ = twins()
    state = to_phase(game, a.state, "axis_move_1").copy()
    slot = next(u for u in leaders.slots(game) if state.units[u].status == ON_MAP)
    clear(state, game, keep=(slot,))
    put(game, state, slot, "1015")
    put(game, state, "su_rc10", "1015")
    put(game, state, "de_pz41", "1008")
    c = window.controller
    c.adopt(History(game, state, []), 5)
    QApplication.processEvents()
    move = the_panzer_move_next_to_the_leader(window)
    asked, _ = game.apply(c.state, move)
    asked_at = asked.units["de_pz41"].hex
    assert asked.reaction_pending and asked_at != move.to
    # an Axis infantry corps stands where the question will be asked
    other = next(u for u in sorted(game.units) if u.startswith("de_ak")
                 and state.units[u].status != ON_MAP)
    state = c.state.copy()
    put(game, state, other, game.label(asked_at))
    c.adopt(History(game, state, []), 5)
    QApplication.processEvents()
    assert the_panzer_move_next_to_the_leader(window) == move
    _drag_through(window, "de_pz41", [game.label(h) for h in move.path])
    assert c.state.reaction_pending and c.state.units["de_pz41"].hex == asked_at
    assert window.inspector.hex == asked_at
    qtbot.keyClick(window.handover.screen.button, Qt.Key.Key_Return)  # the Soviet player
    texts = [b.text() for b in window.decision.buttons]
    qtbot.mouseClick(window.decision.buttons[texts.index("Leave them face down")],
                     Qt.MouseButton.LeftButton)
    qtbot.keyClick(window.handover.screen.button, Qt.Key.Key_Return)  # the Axis player again
    QApplication.processEvents()
    assert not c.state.reaction_pending
    assert c.state.units["de_pz41"].hex == move.to
    assert window.inspector.hex == move.to
    assert window.scene.highlights.selected == move.to
    assert "de_pz41" in window.inspector.shown
