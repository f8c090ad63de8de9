"""End Phase asks before it throws away what the player could still use (session 94: in
Red Vengeance's organization phase End Phase stayed green and ended the phase without a
word, the unspent replacement points lost, 10.0, the restores offered only in Other
actions… and a unit's right-click menu). The guide says they are there and where."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from qtwargame.engine.history import History
from tests.rules.red_vengeance.test_unspent_replacement_points import (
    REDUCED_TANKS_AND_ARMY,
    organization,
)

WHERE = ("To use them: Other actions… under End Phase, or right-click a unit; eliminated "
         "units come back from the Reinforcements panel.")


def _open(window, rp):
    game, state = organization(rp, REDUCED_TANKS_AND_ARMY)
    window.controller.adopt(History(game, state, []), 7)
    QApplication.processEvents()
    return window.controller


def _end_phase(window, qtbot) -> QMessageBox | None:
    window.end_phase_box = None
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    return window.end_phase_box


def test_10_0_end_phase_with_points_left_asks_and_keep_playing_keeps_the_phase(window, qtbot):
    c = _open(window, {"armor": 2, "infantry": 1})
    guide = window.decision.guide.text()
    assert "2 armor and 1 infantry replacement points not spent are lost (10.0)" in guide
    assert WHERE in guide
    box = _end_phase(window, qtbot)
    assert box is not None and box.isVisible()
    assert box.text() == ("End the phase? 2 armor and 1 infantry replacement points not spent "
                          "are lost (10.0)")
    assert box.informativeText() == WHERE
    keep = box.defaultButton()
    assert keep.text() == "Keep Playing" and box.escapeButton() is keep
    assert [b.text() for b in box.buttons()] == ["End Phase", "Keep Playing"]
    qtbot.mouseClick(keep, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert not box.isVisible()
    assert c.state.phase == "allied_organization" and c.state.data["rp"]["allied"]["armor"] == 2
    # asked again, End Phase ends it and the points are gone
    box = _end_phase(window, qtbot)
    assert box is not None
    end = next(b for b in box.buttons() if b.text() == "End Phase")
    qtbot.mouseClick(end, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert c.state.phase == "allied_move"
    assert c.state.data["rp"]["allied"] == {"armor": 0, "infantry": 0}


def test_10_0_nothing_to_lose_no_question(window, qtbot):
    c = _open(window, {"armor": 0, "infantry": 0})
    assert "replacement point" not in window.decision.guide.text()
    assert _end_phase(window, qtbot) is None
    assert c.state.phase == "allied_move"
