"""The computer in the play window: it plays its sides through the controller from a
worker thread, at the chosen pace, stops when paused, suggests moves to the person,
refuses the person's clicks for its side, and undo takes back to the person's decision."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

import qtwargame.ui  # noqa: F401  (keeps None alive under PySide6 6.12 on Python 3.11)
from qtwargame.engine.actions import EndPhase
from qtwargame.ui.computer_player import ComputerSides, add_computer_levels
from qtwargame.ui.controller import GameController
from tests.ai.scenarios import load


@pytest.fixture
def controller():
    c = GameController()
    c.new_game(load("river_crossing"), {}, seed=3)
    return c


def test_both_sides_computer_play_a_whole_game(qtbot, controller):
    sides = ComputerSides(controller)
    sides.set_pace(0)
    sides.set_sides({"blue": "random", "red": "greedy"})
    qtbot.waitUntil(lambda: controller.state.over, timeout=120_000)
    assert controller.state.result.winner in ("blue", "red")
    assert len(controller.history.steps) > 20
    # Every step was submitted by the computer, each logged with its side.
    assert all(s.entries and s.entries[0].side == s.action.side for s in controller.history.steps)
    assert controller.viewer is None  # nobody at the screen: the side to act is shown
    sides.stop()


def test_the_person_plays_their_side_and_the_computer_answers(qtbot, controller):
    sides = ComputerSides(controller)
    sides.set_pace(0)
    first = controller.state.to_act  # red sets up first in River Crossing
    other = "blue" if first == "red" else "red"
    sides.set_sides({first: "human", other: "random"})
    assert controller.viewer == first
    assert not sides.thinking()  # the person's decision: the computer waits
    # The person's clicks for the computer's side are refused.
    assert not controller.submit(EndPhase(other))
    assert controller.last_error[1] == "The computer plays that side."
    # The person ends the setup at once; the computer takes over and plays on until
    # the person's side must decide again.
    while controller.state.to_act == first and not controller.state.over:
        legal = controller.game.legal_actions(controller.state)
        end = [a for a in legal if isinstance(a, EndPhase)]
        assert controller.submit(end[0] if end else legal[0])
    qtbot.waitUntil(lambda: controller.state.to_act == first or controller.state.over,
                    timeout=60_000)
    computer_steps = [s for s in controller.history.steps if s.action.side == other]
    assert computer_steps
    sides.stop()


def test_pause_stops_the_computer_before_its_next_action(qtbot, controller):
    sides = ComputerSides(controller)
    sides.set_pace(0)
    sides.set_paused(True)
    sides.set_sides({"blue": "random", "red": "random"})
    qtbot.wait(300)
    assert controller.history.steps == [] and not sides.thinking()
    sides.set_paused(False)
    qtbot.waitUntil(lambda: len(controller.history.steps) >= 3, timeout=30_000)
    sides.set_paused(True)
    qtbot.waitUntil(lambda: not sides.thinking(), timeout=30_000)
    qtbot.wait(200)  # an answer already on its way may land; then nothing more
    n = len(controller.history.steps)
    qtbot.wait(400)
    assert len(controller.history.steps) == n
    sides.stop()


def test_suggest_a_move_for_the_persons_side(qtbot, controller):
    sides = ComputerSides(controller)
    side = controller.state.to_act
    sides.set_sides({side: "human"})
    got = []
    sides.suggested.connect(lambda action, text: got.append((action, text)))
    assert sides.suggest("greedy")
    qtbot.waitUntil(lambda: bool(got), timeout=60_000)
    action, text = got[0]
    assert action in controller.game.legal_actions(controller.state)
    assert text and action.side == side
    sides.stop()


def test_undo_takes_back_to_the_persons_last_decision(qtbot, controller):
    from qtwargame.ui.midgame import play_to_midgame

    history = play_to_midgame(controller.game, seed=3)  # a movement phase, turn 2
    controller.adopt(history, 3)
    mover = controller.state.active
    other = "blue" if mover == "red" else "red"
    sides = ComputerSides(controller)
    sides.set_pace(0)
    sides.set_sides({mover: "human", other: "random"})
    moves = [a for a in controller.game.legal_actions(controller.state) if a.kind == "move"]
    assert controller.submit(moves[0])
    between = controller.state
    second = [a for a in controller.game.legal_actions(between) if a.kind == "move"]
    assert controller.submit(second[0])
    assert sides.undo_to_person()
    assert controller.state is between  # only the person's last decision is taken back
    # the computer waits for the person's next action (issue 48, item 1: never paused)
    assert sides.held and not sides.paused
    sides.stop()


def test_new_game_combo_lists_every_level(qtbot):
    from PySide6.QtWidgets import QComboBox

    combo = QComboBox()  # needs the application qtbot makes: run first, it aborted the process
    qtbot.addWidget(combo)
    add_computer_levels(combo, "Computer: {level}")
    assert [combo.itemData(i) for i in range(combo.count())] == [
        "random", "greedy", "oep", "oep_strong"]
    assert combo.itemText(3) == "Computer: Strong planner"
