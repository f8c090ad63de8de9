"""The Combat panel says what a combat still waits on (session 91, Shin Barbarossa by hand
at 1,366 x 768): after a 0/4 at 5:1 the defender was eliminated and only the advance was
asked, and the panel read "Losses and retreats still to be chosen."."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.rules.shin_barbarossa.reading import position
from tests.ui.test_sb_session89 import _declare_and_close, _open


def test_the_combat_panel_names_the_question_the_combat_waits_on(window, qtbot):
    game, state = position("axis_combat", {"de_pz41": "1010", "su_rc10": ("1011", 1)}, dice=(1,))
    c = _open(window, game, state)
    _declare_and_close(window, qtbot, "de_pz41", "1011")
    qtbot.mouseClick(window.declared.buttons[0], Qt.MouseButton.LeftButton)  # resolve: 0/4
    QApplication.processEvents()
    assert c.state.pending is not None and c.state.pending.kind == "advance"
    text = window.combat.dice.text()
    assert "Result: <b>0/4</b>" in text
    assert "<i>Still to be chosen by Axis: Advance after combat?</i>" in text
    assert "Losses and retreats" not in text
    # the loss taken, as the log says it at once (it was listed only once the combat was over)
    assert f"{c.names.unit('su_rc10')} is eliminated" in text
    window.decision.refresh()
    stop = next(b for b in window.decision.buttons if b.text() == "Stop advancing")
    qtbot.mouseClick(stop, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert c.state.pending is None
    text = window.combat.dice.text()
    assert "Still to be chosen" not in text and "Losses and retreats" not in text
    assert f"{c.names.unit('su_rc10')} is eliminated" in text
