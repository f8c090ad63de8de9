"""The computer's phase leaves the person's mouse nothing of its side to take (session 94
by hand, Shin Barbarossa against the default level: the Soviet computer's combat phase lit
the Axis stacks it owed attacks on and offered Propose the Next Owed Attack, whose Declare
the controller then refused with "The computer plays that side."; its setup and movement
phases outlined the Soviet counters as movable). The board tool is only for looking
(``choose_tool``) while the computer's side is to act; the Combat dock still comes in front
for the computer's combat phase, so its attacks show there."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Choose, EndPhase, Opt
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.ui.deploy import deployment
from qtwargame.ui.legal_index import LegalIndex
from qtwargame.ui.tools.attack_tool import AttackTool
from qtwargame.ui.tools.inspect_tool import InspectTool
from qtwargame.ui.tools.move_tool import MoveTool
from tests.ui import bundled

from .conftest import click, hex_point, unit_point


def soviet_phase(window, monkeypatch, phase: str, computer: bool = True):
    """Shin Barbarossa, seed 1, both setups as Deploy All makes them, no move, every
    question passed: the first ``phase`` of the Soviets, opened in the window with the
    Soviets played by the computer (no thread thinks) or, ``computer`` False, hot-seat."""
    monkeypatch.setattr(window.computer, "poll", lambda: None)
    game = Game(bundled.scenario("shin_barbarossa"), {})
    s, _ = game.new_state(1)
    while s.phase != phase or s.pending is not None:
        if s.phase.startswith("setup"):
            for a in deployment(game, s, lambda st: LegalIndex(game.legal_actions(st)).places):
                s, _ = game.apply(s, a)
        if s.pending is not None:
            s, _ = game.apply(s, Choose(s.pending.side, Opt.PASS))
        else:
            s, _ = game.apply(s, EndPhase(s.active))
    window.computer.set_sides({"axis": "human", "soviet": "greedy" if computer else "human"},
                              announce=False)
    window.controller.adopt(History(game, s, []), 1)
    QApplication.processEvents()
    return window.controller


def outlined(window) -> set[str]:
    return {uid for uid, item in window.scene.counters.items() if item.outline}


def test_the_computer_s_combat_phase_offers_the_person_no_attack_of_its_side(window, monkeypatch):
    c = soviet_phase(window, monkeypatch, "soviet_combat")
    game, state = c.game, c.state
    owed = sorted(game.ruleset.owed_targets(game, state), key=game.label)
    assert c.computer_sides == frozenset({"soviet"}) and c.viewer == "axis"
    assert state.to_act == "soviet" and state.pending is None and c.legal().attacks and owed
    assert isinstance(window.view.tool, InspectTool)
    assert not window.combat.propose.isVisibleTo(window.combat)
    assert outlined(window) == set() and window.scene.highlights.outlines == {}
    # a click on a Soviet stack that may attack, then on an Axis stack it owes an attack,
    # builds nothing
    attacker = sorted(c.legal().eligible_attackers())[0]
    click(window, unit_point(window, attacker))
    click(window, hex_point(window, owed[0]))
    QApplication.processEvents()
    assert window.combat.attackers == () and not window.combat.resolve.isEnabled()
    assert window.phase_bar.hint.text() == ("The computer is playing the Soviet side: its moves "
                                            "appear on the board and in the log.")
    # the Combat dock is in front, for the computer's attacks
    assert not window.docks["combat"].visibleRegion().isEmpty()
    assert window.docks["decision"].visibleRegion().isEmpty()


def test_the_person_s_own_combat_phase_keeps_the_attack_tool(window, monkeypatch):
    """The same phase played by a person at the screen (hot-seat): the attack tool, the
    owed stacks outlined and the proposal."""
    c = soviet_phase(window, monkeypatch, "soviet_combat", computer=False)
    assert c.computer_sides == frozenset()
    assert isinstance(window.view.tool, AttackTool)
    assert window.combat.propose.isVisibleTo(window.combat)
    assert window.scene.highlights.outlines


def test_the_computer_s_movement_phase_outlines_none_of_its_units(window, monkeypatch):
    c = soviet_phase(window, monkeypatch, "soviet_move")
    assert c.state.to_act == "soviet" and c.state.pending is None and c.legal().moves
    assert isinstance(window.view.tool, InspectTool) and outlined(window) == set()
    uid = sorted(c.legal().moves)[0]
    before = c.state.units[uid].hex
    click(window, unit_point(window, uid))
    QApplication.processEvents()
    assert window.scene.highlights.fills == {} and c.state.units[uid].hex == before
    # handed to a person, the same phase is theirs to play
    window.computer.set_sides({"axis": "human", "soviet": "human"})
    QApplication.processEvents()
    assert isinstance(window.view.tool, MoveTool) and uid in outlined(window)
