"""The Combat panel's text in the docks' one size (session 92 at 1,366 x 768): its dice and
their results read at 12 points and their purposes and outcomes at 10, where the Decision,
Stack and Status panels and the log read at the application's size."""

from __future__ import annotations

from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import EndPhase
from tests.ui import bundled
from tests.ui.conftest import start


def test_the_combat_panels_dice_read_at_the_docks_size(window, qtbot):
    # Red Vengeance's Allied organization phase rolls the Allied air die (12.1): its line
    # opens the Combat panel's dice
    c = start(window, bundled.scenario("red_vengeance"), seed=1)
    while c.state.phase != "allied_move":
        assert c.submit(EndPhase(c.state.active)), c.last_error
    window.docks["combat"].raise_()
    QApplication.processEvents()
    panel = window.combat
    assert panel.dice.isVisible() and "Air points:" in panel.dice.text()
    size = QFontInfo(QApplication.font()).pointSizeF()
    for label in (panel.dice, panel.summary, window.decision.answers_area.widget(),
                  window.inspector):
        label.ensurePolished()
        assert QFontInfo(label.font()).pointSizeF() == size, label
    # and no line of it in another size
    assert "font-size" not in panel.dice.text()
    assert panel.dice.text().startswith("Air points: <b>")
