"""How many clicks Shin Barbarossa's first Soviet combat phase takes (issue 48, must-be-true
3; docs/play-window.md): every Axis stack next to a Soviet combat unit must be attacked
(10.2, 10.2.1), and every combat is declared before any is resolved (10.3.2). The program
proposes the attacks still owed one after another (``Ruleset.owed_targets``); each is
declared with one click, the declarations are closed with one, and each declared combat is
resolved with one, then its losses, retreats and advances are answered. ``count`` plays
the phase through widget events only and counts the clicks, with the clicks the same
declarations took before (a click on the target hex, which chooses the largest declaration
the rules list, a Ctrl-click on each attacker the proposal chose otherwise, a Shift-click
on each further hex, and Declare); with ``limit=None`` it resolves every combat and gives
the whole phase's figures in docs/play-window.md, the test resolves the first ones."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Choose, EndPhase, Opt
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.rules.shin_barbarossa import battle
from qtwargame.ui.deploy import deployment
from qtwargame.ui.legal_index import LegalIndex
from qtwargame.ui.tools.attack_tool import AttackTool
from tests.ui import bundled

from .test_click_counts import Clicks


def first_soviet_combat(window):
    """Shin Barbarossa, seed 1, both setups as Deploy All makes them, no move, the Axis
    bars no rail line (14.3): the first Soviet combat phase, opened in the window."""
    game = Game(bundled.scenario("shin_barbarossa"), {})
    s, _ = game.new_state(1)
    while s.phase != "soviet_combat":
        if s.phase.startswith("setup"):
            for a in deployment(game, s, lambda st: LegalIndex(game.legal_actions(st)).places):
                s, _ = game.apply(s, a)
        if s.pending is not None:
            s, _ = game.apply(s, Choose(s.pending.side, Opt.PASS))
        else:
            s, _ = game.apply(s, EndPhase(s.active))
    window.controller.adopt(History(game, s, []), 1)
    QApplication.processEvents()
    return window.controller


def old_clicks(tool: AttackTool) -> int:
    """The clicks the proposed declaration took before: a click on its target (which
    chooses the largest declaration listed against it), a Ctrl-click on each unit the
    proposal chose otherwise, a Shift-click on each further hex it attacks (10.3.5),
    Declare. The tool is left holding the proposal."""
    proposed, target, also = set(tool.attackers), tool.target, list(tool.also)
    tool.attackers = set()
    tool.choose_target(target)
    differ = len(tool.attackers ^ proposed)
    tool.attackers, tool.target, tool.also = proposed, target, also
    tool.refresh()
    return 1 + differ + len(also) + 1


def count(window, qtbot, limit: int | None):
    """Propose and declare every owed attack, close the declarations, resolve the first
    ``limit`` combats (all if None) with their answers, and End Phase when all are done.
    Returns (declared, resolved, answers, clicks now, clicks before for the same steps)."""
    c = first_soviet_combat(window)
    game = c.game
    owed = set(game.ruleset.owed_targets(game, c.state))
    assert len(owed) == OWED and window.combat.propose.isVisibleTo(window.combat)
    clicks = Clicks(qtbot)
    clicks(window.combat.propose)
    declared = answers = before = 0
    tool = window.view.tool
    while isinstance(tool, AttackTool) and tool.owes():
        assert tool.target in owed and tool.declaration() in c.legal().attacks
        before += old_clicks(tool)
        clicks(window.combat.resolve)  # "Declare attack"
        declared += 1
        tool = window.view.tool
    # every owed Axis stack is in a declared combat, and nothing more is proposed
    assert game.ruleset.owed_targets(game, c.state) == frozenset()
    assert {game.hex(h) for d in battle.declared(c.state) for h in d["targets"]} >= owed
    assert not window.combat.propose.isVisibleTo(window.combat)
    clicks(window.declared.buttons[0])  # Close the declarations
    assert c.state.data["stage"] == "resolve"
    resolved = 0
    while battle.declared(c.state) and resolved != limit:
        clicks(window.declared.buttons[0])  # Resolve the combat at ...
        resolved += 1
        while c.state.pending is not None:
            window.decision.refresh()
            clicks(window.decision.buttons[0])
            answers += 1
    if not battle.declared(c.state):
        assert c.legal().end_phase is not None
        clicks(window.phase_bar.end)
        assert c.state.phase != "soviet_combat"
        before += 1
    # Close, then a Resolve for each combat and the answers, were the same before.
    return declared, resolved, answers, clicks.n, before + 1 + resolved + answers


def test_10_2_10_3_shin_barbarossa_turn_1_soviet_combat_clicks(window, qtbot):
    declared, resolved, answers, now, before = count(window, qtbot, LIMIT)
    assert (declared, resolved, answers) == (DECLARED, LIMIT, ANSWERS)
    # One Propose, a Declare each, Close, a Resolve each and its answers.
    assert now == 1 + declared + 1 + resolved + answers
    assert before == BEFORE


#: Seed 1: twelve owed Axis stacks, taken on by ten declarations (one unit against three
#: stacks, 10.3.5); the first two combats ask five answers; 19 clicks now, 30 before (the
#: whole phase, 40 against 51: docs/play-window.md).
OWED, DECLARED, LIMIT, ANSWERS, BEFORE = 12, 10, 2, 5, 30
