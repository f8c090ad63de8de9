"""Shin Barbarossa's combats in the play window (issue 48, item 11): every combat of a
phase is declared first, then the declarations are closed and each combat is resolved in
the order declared (10.3.2, 10.3.6). The Combat dock lists the declared combats with their
odds and offers each step as a button; a whole combat is played through widget events
only, for the Axis and for the Soviets."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Choose, Opt
from qtwargame.engine.history import History
from qtwargame.rules.shin_barbarossa import battle
from tests.rules.shin_barbarossa.test_hidden_leaders_in_play import twins
from tests.rules.shin_barbarossa.test_ruleset import clear, put, to_phase
from tests.ui.conftest import click, hex_point, unit_point


def combat_position(phase: str, units):
    game, a, _, _, _ = twins()
    state = to_phase(game, a.state, phase).copy()
    clear(state, game)
    for uid, label, step in units:
        put(game, state, uid, label, step)
    state.data["air"] = 0
    return game, state


def open_window(window, game, state):
    window.controller.adopt(History(game, state, []), 5)
    QApplication.processEvents()
    return window.controller


def answer_every_decision(window, qtbot):
    """Answer whatever the combat asks with the Decision panel's first button."""
    c = window.controller
    for _ in range(12):
        if c.state.pending is None:
            return
        window.decision.refresh()
        qtbot.mouseClick(window.decision.buttons[0], Qt.MouseButton.LeftButton)
    raise AssertionError("the combat kept asking")


def declare_and_resolve(window, qtbot, attacker: str, target_label: str, side: str, odds: str,
                        cost: str | None = None, end: bool = True):
    c = window.controller
    game = c.game
    target = game.hex(target_label)
    phase = c.state.phase
    click(window, unit_point(window, attacker))
    click(window, hex_point(window, target))
    assert window.combat.resolve.text() == "Declare attack"
    assert window.combat.resolve.isEnabled()
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    # declared, not rolled: listed with its odds, and the phase cannot end yet
    assert len(battle.declared(c.state)) == 1
    assert window.declared.isVisible()
    listed = window.declared.list.text()
    assert listed.startswith(f"1. Attack {target_label} with ")
    assert odds in listed
    if cost is not None:  # the steps each side is expected to lose, under the odds
        assert listed.endswith(f"<br>{cost}</span>")
    assert [b.text() for b in window.declared.buttons] == [
        "Close the declarations (1 combat)"]
    assert window.declared.step_actions == [Choose(side, Opt.RESOLVE)]
    qtbot.mouseClick(window.declared.buttons[0], Qt.MouseButton.LeftButton)
    assert c.state.data["stage"] == "resolve"
    assert [b.text() for b in window.declared.buttons] == [f"Resolve the combat at {target_label}"]
    # no more attacks to put together: the panel does not ask for one (session 93)
    assert window.combat.summary.text() == ("Every combat is declared: resolve them in the "
                                            "order declared, with the button above.")
    # the phase bar does not send the player to End Phase while a combat waits (session
    # 85: "No unit can attack any more this phase: end the phase" stood over the button)
    assert not window.phase_bar.hint.text().startswith("No unit can attack any more")
    rolled = c.state.dice.position
    qtbot.mouseClick(window.declared.buttons[0], Qt.MouseButton.LeftButton)
    assert c.state.dice.position > rolled
    answer_every_decision(window, qtbot)
    assert battle.declared(c.state) == []
    assert not window.declared.isVisible()
    assert any(c.render(e.text).endswith(f" resolves the combat at {target_label}")
               for e in c.history.log())
    assert window.phase_bar.hint.text().startswith("No unit can attack any more this phase")
    if end:
        qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
        assert c.state.phase != phase


def test_10_3_the_axis_declares_then_resolves_a_combat_with_widgets_only(window, qtbot):
    game, state = combat_position("axis_combat", [("de_pz41", "1010", 0), ("su_rc10", "1011", 1)])
    open_window(window, game, state)
    # 6:1 (shifts cancelling) reads 0/4, 0/4, 0/3, 0/2, 0/1, 0/R: the Axis loses nothing;
    # the Soviet corps (one step left) loses it on five results of six, and on the R as
    # its player chooses (a step or a retreat, 10.6.1): between 5/6 and one whole step.
    declare_and_resolve(window, qtbot, "de_pz41", "1011", "axis", "6:1 on the Axis table",
                        "Expected losses: Axis 0.0 steps, Soviet 0.83–1.0 steps")


def test_10_3_the_soviets_declare_then_resolve_a_combat_with_widgets_only(window, qtbot):
    game, state = combat_position("soviet_combat", [("su_rc10", "1012", 0), ("de_ak1", "1011", 1)])
    open_window(window, game, state)
    declare_and_resolve(window, qtbot, "su_rc10", "1011", "soviet", "1:1 on the Soviet table")


def test_10_2_the_owed_attack_is_proposed_then_declared_with_one_click(window, qtbot):
    game, state = combat_position("soviet_combat", [("su_rc10", "1012", 0), ("de_ak1", "1011", 1)])
    c = open_window(window, game, state)
    assert game.ruleset.owed_targets(game, c.state) == {game.hex("1011")}
    assert window.combat.propose.isVisibleTo(window.combat)
    far = window.scene.layout.center(game.hex("1011")) + QPointF(4000, 4000)
    window.view.centerOn(far)  # the owed hex is scrolled out of sight
    shown = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    assert not shown.contains(window.scene.layout.center(game.hex("1011")))
    qtbot.mouseClick(window.combat.propose, Qt.MouseButton.LeftButton)
    tool = window.view.tool
    assert (tool.attackers, tool.target) == ({"su_rc10"}, game.hex("1011"))
    # the map brings the proposed attack into view
    shown = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    assert shown.contains(window.scene.layout.center(game.hex("1011")))
    assert window.status_text() == "Proposed: the last owed attack. Adjust it, then Declare."
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    assert [d["attackers"] for d in battle.declared(c.state)] == [["su_rc10"]]
    assert game.ruleset.owed_targets(game, c.state) == frozenset()
    assert not window.combat.propose.isVisibleTo(window.combat)
    assert [b.text() for b in window.declared.buttons] == ["Close the declarations (1 combat)"]
