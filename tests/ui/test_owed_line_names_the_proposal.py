"""The phase bar's "must attack" line names the units of the owed attack the program
proposes next (session 92 by hand: "2nd Cavalry Corps must attack (7.0)" in Defiant
Russia and "42nd Army must attack (8.1)" in Red Vengeance over a proposed attack of other
units: both true by the rules, the named unit's turn coming in a later proposal, but the
line read as if the proposal had left it out)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .test_hint_counts_cards import cut


def test_the_owed_line_names_a_unit_of_the_proposal(window, qtbot):
    cut(window, "red_vengeance-7.qtwsave", 1539)
    c = window.controller
    assert (c.state.turn, c.state.phase) == (2, "allied_combat")
    bar = window.phase_bar
    # two units owe attacks, the 42nd Army and the Yugoslav army, which comes first, and
    # two hexes are owed one (8.1)
    assert bar.blockers.text() == ("Yugoslav 1st Army must attack (8.1) "
                                   "(2 units still to attack, 2 hexes to be attacked)")
    assert "42nd Army must attack (8.1)" in bar.blockers.toolTip()
    qtbot.mouseClick(window.combat.propose, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert window.view.tool.attackers == {"yug_1"}
    assert c.names.unit("yug_1") == "Yugoslav 1st Army"


def test_defiant_russia_s_owed_line_names_the_proposal_too(window, qtbot):
    cut(window, "defiant_russia-7.qtwsave", 200)
    c = window.controller
    assert (c.state.turn, c.state.phase) == (1, "soviet_combat")
    bar = window.phase_bar
    assert bar.blockers.text() == (f"{c.names.unit('sov_tk_6')} must attack (7.0) "
                                   "(%d units still to attack)" % bar.blockers.toolTip().count("•"))
    assert "12th Army must attack (7.0)" in bar.blockers.toolTip()  # first on the map
    qtbot.mouseClick(window.combat.propose, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert window.view.tool.attackers == {"sov_tk_6"}
