"""How many clicks a typical first turn takes (issue 48, item 2; docs/play-window.md):
each test plays a part of a first turn through widget events only and counts them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.ui.tools.attack_tool import AttackTool
from tests.ui import bundled

from .test_fewer_clicks import _dr_first_axis_combat


class Clicks:
    def __init__(self, qtbot):
        self.qtbot, self.n = qtbot, 0

    def __call__(self, widget):
        self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        self.n += 1


def test_defiant_russia_turn_1_axis_combat_clicks(window, qtbot):
    c = _dr_first_axis_combat(window)
    clicks = Clicks(qtbot)
    attacks = decisions = 0
    clicks(window.combat.propose)
    while isinstance(window.view.tool, AttackTool) and window.view.tool.owed_units():
        clicks(window.combat.resolve)
        attacks += 1
        while c.state.pending is not None:
            clicks(window.decision.buttons[0])
            decisions += 1
    assert c.legal().end_phase is not None  # every owed attack made
    clicks(window.phase_bar.end)
    # One Propose, one Resolve an attack, the losses and retreats, End Phase.
    assert (attacks, decisions, clicks.n) == (ATTACKS, DECISIONS, 1 + ATTACKS + DECISIONS + 1)



#: Defiant Russia, seed 5, both setups by Deploy All, no Axis move: ten owed attacks (32
#: units) and sixteen losses, retreats and advances to answer.
ATTACKS, DECISIONS = 10, 16


def test_blitzkrieg_to_moscow_2_turn_1_logistics_clicks(window):

    from .conftest import start

    c = start(window, bundled.scenario("blitzkrieg_moscow_2"), seed=1)
    # Choosing six cards of six was seven clicks (six cards, Confirm); now none.
    assert len(c.state.hands["german"]) == 6 and c.legal().end_phase is not None
