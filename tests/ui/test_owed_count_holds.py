"""The owed-attack count a player can trust (session 94): the phase bar and the proposal
said how many attacks were still to make, the proposals' own choice made one after
another on the board as it stood. An attack changes the board, so the count could rise:
"1 owed attack left", an attack eliminating the defender two owing units shared, then
"2 owed attacks left". They now say how many units still owe an attack (Defiant Russia
7.0, the units the tooltip names), which each attack lessens by its attackers. Positions
are built with the rules tests' ``DRBuilder``; the window is driven by clicks."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.history import History
from qtwargame.ui.tools.attack_tool import AttackTool
from tests.rules.defiant_russia.builder import DRBuilder
from tests.rules.defiant_russia.helpers import dice, goto, start

from .conftest import click, hex_point, unit_point


def _open(window, lang="en"):
    """The Axis combat phase of turn 1: "a" (1604) touches the Soviet army on 1605 only;
    "b" (1505) touches it and the one on 1405; "c" (1705) touches it and the one on 1805.
    One attack on 1605 by all three would pay every debt; an attack by "a" alone that
    eliminates 1605 leaves "b" and "c" two separate attacks."""
    b = DRBuilder(rows=(13, 19), cols=(1, 10))
    for uid, at in (("a", "1604"), ("b", "1505"), ("c", "1705")):
        b.unit(uid, "axis", "german", "infantry", at, (3, 3), (1, 3))
    for uid, at in (("x", "1605"), ("y", "1405"), ("z", "1805")):
        b.unit(uid, "soviet", "soviet", "infantry", at, (1, 3))
    game, state = start(b)
    state = dice(goto(game, state, "axis_combat", turn=1), *[6] * 30)
    if lang == "ja":
        window.set_language("ja")
    window.controller.adopt(History(game, state, []), 7)
    QApplication.processEvents()
    window.scene.expanded = None
    assert isinstance(window.view.tool, AttackTool)
    return window.controller


def _attack_with_a_alone(window, qtbot, c):
    tool = window.view.tool
    click(window, unit_point(window, "a"))
    click(window, hex_point(window, c.game.hex("1605")))
    assert tool.attackers == {"a"} and c.game.label(tool.target) == "1605"
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    while c.state.pending is not None:
        qtbot.mouseClick(window.decision.buttons[0], Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert c.state.units["x"].status != "map"  # eliminated: 1605 stands empty


def test_7_0_the_owed_count_falls_by_the_attackers_where_the_attacks_to_make_rose(window, qtbot):
    c = _open(window)
    bar = window.phase_bar
    assert bar.blockers.text() == "b must attack (7.0) (3 units still to attack)"
    assert bar.blockers.toolTip().count("•") == 3
    _attack_with_a_alone(window, qtbot, c)
    # one attack fewer to make was never true: "b" and "c" now attack 1405 and 1805 apart;
    # the count says the two units the tooltip names
    assert bar.blockers.text() == "b must attack (7.0) (2 units still to attack)"
    assert bar.blockers.toolTip().count("•") == 2
    qtbot.mouseClick(window.combat.propose, Qt.MouseButton.LeftButton)
    assert window.status_text() == ("Proposed: an owed attack (2 units still to attack). "
                                    "Adjust it, then Resolve.")
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    while c.state.pending is not None:
        qtbot.mouseClick(window.decision.buttons[0], Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    # the next proposal takes the one unit left: nothing is owed once it is made
    assert window.status_text() == "Proposed: the last owed attack. Adjust it, then Resolve."


def test_7_0_the_owed_count_reads_in_japanese(window, qtbot):
    c = _open(window, "ja")
    bar = window.phase_bar
    assert bar.blockers.text().endswith("（攻撃義務の残り3ユニット）")
    _attack_with_a_alone(window, qtbot, c)
    assert bar.blockers.text().endswith("（攻撃義務の残り2ユニット）")
    qtbot.mouseClick(window.combat.propose, Qt.MouseButton.LeftButton)
    assert window.status_text() == ("義務攻撃を提案しました（攻撃義務の残り2ユニット）。"
                                    "調整してから解決してください。")
