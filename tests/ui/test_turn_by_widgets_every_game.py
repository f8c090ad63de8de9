"""A whole game turn of every bundled game played through widget events only (issue 48,
"must be true" item 2): mouse presses and clicks on the board, the panels' buttons, the
cards, End Phase and the hand-over screen, never a call to the controller
(``tests/ui/widget_turn.py`` is the person at the window). Hot-seat, both sides are played
with the hand-over screen on, as it is by default; against the computer the person plays
one side while the computer (the greedy level on the smallest evaluation budget,
deterministic and cheap) plays the other.

Against the computer, each game is played from one side only (``PERSON_SIDE``): the first
side in one game, the second in the next, so the computer is met both handing over to the
person and taking over from them across the games. The person's widget play of every side
of every game is the hot-seat test's; playing each game against the computer from both
sides proved nothing more, at twice the cost (the two Red Vengeance cases were 68 CPU s)."""

from __future__ import annotations

import pytest

from qtwargame.ai import make_player
from tests.conftest import SCENARIOS

from .bundled import scenario as bundled
from .conftest import start
from .widget_turn import WidgetPerson

GAMES = sorted(p.stem for p in SCENARIOS.glob("*.json"))
SIDES = {g: [s.id for s in bundled(g).sides] for g in GAMES}
SEED = 3
#: The side the person plays against the computer in each game: the first and the second
#: side in turn, game by game (see the module's docstring).
PERSON_SIDE = {g: SIDES[g][i % 2] for i, g in enumerate(GAMES)}


def _side_of(step) -> str:
    return step.action.side


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_a_whole_turn_hot_seat_by_widget_events_only(window, qtbot, game):
    scenario = bundled(game)
    window.act_handover.setChecked(True)  # on by default for a player
    window.computer.set_sides({s: "human" for s in SIDES[game]})
    c = start(window, scenario, seed=SEED)
    person = WidgetPerson(window, qtbot)
    done = person.play_turn()
    assert c.state.turn == 2 or c.state.result is not None
    assert {_side_of(st) for st in c.history.steps} == set(SIDES[game])
    assert "end phase" in done
    assert person.clicks >= len(done)
    if scenario.cards:  # each side's hand is hidden from the other: the screen was passed
        assert "hand-over screen" in done


@pytest.mark.slow
@pytest.mark.parametrize("game,side", sorted(PERSON_SIDE.items()))
def test_a_whole_turn_against_the_computer_by_widget_events_only(window, qtbot, game, side):
    scenario = bundled(game)
    c = start(window, scenario, seed=SEED)
    computer = window.computer
    other = next(s for s in SIDES[game] if s != side)
    computer.set_paused(True)
    computer.set_pace(0)
    computer.set_sides({side: "human", other: "greedy"})
    computer.players[other] = make_player("greedy", other, SEED, phase_evaluations=1, width=2)
    computer.set_paused(False)
    person = WidgetPerson(window, qtbot)
    done = person.play_turn()
    computer.stop()
    assert c.state.turn == 2 or c.state.result is not None
    acted = {_side_of(st) for st in c.history.steps}
    assert acted == set(SIDES[game])
    assert "computer" in done and "end phase" in done
    assert not c.covered  # against the computer nothing is handed over
