"""Fewer clicks per turn (issue 48, item 2): an attack with nothing left to add resolves
with one click on Resolve; reinforcements arriving together deploy together; automatic
steps are not asked; owed attacks are proposed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.ui.tools.attack_tool import AttackTool

from .conftest import click, hex_point, unit_point
from .dr_positions import romanians_at_minsk


def test_7_1_an_attack_with_nothing_to_add_resolves_with_one_click(window, qtbot):
    c = romanians_at_minsk(window)
    assert isinstance(window.view.tool, AttackTool)
    steps_before = len(c.history.steps)
    click(window, unit_point(window, "rom_inf_3"))
    click(window, hex_point(window, c.game.hex("3308")))
    assert window.combat.resolve.isEnabled()
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    # The opening and its resolve went in together: no "Complete the attack" decision.
    kinds = [type(st.action).__name__ for st in c.history.steps[steps_before:]]
    assert kinds == ["Attack", "Choose"]
    assert c.history.steps[-1].action.option == "resolve"
    assert c.state.pending is None or c.state.pending.kind != "attack"
    records = [e.combat for e in c.log() if e.combat is not None]
    assert records and records[-1].attackers == ("rom_inf_3",)
    assert records[-1].dice["axis"] and len(records[-1].dice["axis"]) == 1
