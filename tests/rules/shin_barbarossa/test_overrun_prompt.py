"""9.5, 9.8: the moving stack's question names what it may do next, and nothing else."""

from __future__ import annotations

import pytest

from qtwargame.engine.actions import Move
from qtwargame.engine.game import Game
from qtwargame.scenario.io import load_scenario
from tests.rules.shin_barbarossa.test_overrun_and_air import overrun, position
from tests.rules.shin_barbarossa.test_ruleset import SCENARIO, to_phase


@pytest.fixture(scope="module")
def game():
    return Game(load_scenario(SCENARIO))


@pytest.fixture(scope="module")
def opening(game):
    state, _ = game.new_state(5)
    return {"axis_move_1": to_phase(game, state, "axis_move_1")}


def _asked(game, state):
    asked = game.prompt(state)
    return asked.text, asked.params["units"]


def test_9_5_after_a_normal_move_a_panzer_is_asked_to_overrun_or_stop(game, opening):
    state = position(game, opening, "axis_move_1", [("de_pz41", "1010", 0), ("su_rc10", "1012", 1)])
    state, _ = game.apply(state, Move("axis", "de_pz41", (game.hex("1011"),), "normal"))
    assert state.pending.kind == "overrun" and state.data["moving"]["stopped"] is True
    assert _asked(game, state) == ("Overrun or stop: {units}", ("de_pz41",))
    # the question as the state records it (and saves hash) is the one it always was
    assert state.pending.prompt.text == "Overrun, move on or stop: {units}"


def test_9_5_after_an_overrun_that_clears_its_way_the_stack_is_asked_to_move_on_or_stop(game, opening):
    state = position(game, opening, "axis_move_1", [("de_pz41", "1010", 0), ("su_rc10", "1012", 1)],
                     dice=(2,))
    state, _ = game.apply(state, Move("axis", "de_pz41", (game.hex("1011"),), "normal"))
    after, _ = game.apply(state, overrun(game, ["de_pz41"], "1012"))
    assert after.pending.kind == "overrun" and after.data["moving"]["stopped"] is False
    assert _asked(game, after) == ("Move on or stop: {units}", ("de_pz41",))


def test_9_8_after_an_overrun_in_enemy_zoc_the_stack_is_asked_to_overrun_again_or_stop(game, opening):
    state = position(game, opening, "axis_move_1", [("de_pz41", "1011", 0), ("su_rc10", "1012", 1),
                                                     ("su_rc11", "1111", 1)], dice=(1,))
    state, _ = game.apply(state, Move("axis", "de_pz41", (game.hex("1012"),), "overrun"))
    after, _ = game.apply(state, overrun(game, ["de_pz41"], "1012"))
    assert after.data["moving"]["stopped"] is True
    assert _asked(game, after) == ("Overrun or stop: {units}", ("de_pz41",))



def test_9_5_each_move_on_answer_says_what_it_costs_and_what_is_left(game, opening):
    """Every further move of the stack used to read "3 movement points before this move",
    the same words on each answer (session 96 by hand)."""
    state = position(game, opening, "axis_move_1", [("de_pz41", "1010", 0), ("su_rc10", "1012", 1)],
                     dice=(2,))
    state, _ = game.apply(state, Move("axis", "de_pz41", (game.hex("1011"),), "normal"))
    after, _ = game.apply(state, overrun(game, ["de_pz41"], "1012"))
    assert after.data["moving"]["mp"] == 3
    said = {game.label(c.action.to): (c.consequence.text, c.consequence.params)
            for c in game.choices(after) if isinstance(c.action, Move)}
    words = "{cost:# movement point|# movement points} ({left} left)"
    assert said["1010"] == (words, {"cost": 1, "left": 2})
    assert said["0913"] == (words, {"cost": 2, "left": 1})
    assert said["1313"] == (words, {"cost": 3, "left": 0})
