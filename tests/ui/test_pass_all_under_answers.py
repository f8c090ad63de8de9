"""The pass for the rest of the phase stands right under the answers it goes with (session
93 by hand at 1,366 x 768, Shin Barbarossa in Japanese: in a combat phase, where the Combat
dock's tab group has half the window's height, "Keep them face down, and the same to every
such question for the rest of this phase" stood at the panel's foot, some 140 pixels under
the question's three answers)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from tests.ui import golden_loads
from tests.ui.test_decision_room import GOLDEN


def test_the_pass_for_the_phase_is_right_under_the_answers_in_a_tall_panel(window, qtbot):
    window.resize(1366, 768)
    with pytest.MonkeyPatch.context() as mp:
        golden_loads.install(mp)
        assert window.open_path(GOLDEN / "shin_barbarossa-61-at-defensive_air.qtwsave")
    decision = window.docks["decision"]
    window.resizeDocks([decision], [window.height() // 2], Qt.Orientation.Vertical)
    for _ in range(3):
        qtbot.wait(10)
    panel = window.decision
    assert panel.pass_all.isVisible() and len(panel.buttons) == 2
    last = panel.buttons[-1]
    bottom = last.mapTo(panel, QPoint(0, last.height())).y()
    top = panel.pass_all.mapTo(panel, QPoint(0, 0)).y()
    assert top - bottom == panel.answers.spacing(), (bottom, top)
