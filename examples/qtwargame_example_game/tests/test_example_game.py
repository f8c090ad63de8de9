"""The example game's own tests: the conformance kit on its scenario, and its rule S1.

Run them with the game installed (``pip install -e .``) or from the project's checkout,
where tests/test_plugins.py runs them with the game on the path."""

import functools
from pathlib import Path

import pytest
from qtwargame_example_game import scenarios

from qtwargame.engine.game import Game
from qtwargame.engine.state import ELIMINATED
from qtwargame.scenario.io import load_scenario
from qtwargame.testing import conformance

SCENARIO = load_scenario(Path(scenarios()) / "skirmish_at_the_ford.json")


def make() -> Game:
    return Game(SCENARIO)


@pytest.mark.parametrize("check", [
    conformance.random_playout_problems,
    conformance.replay_problems,
    conformance.wrong_side_problems,
    # every state, so that the few decisions of a short game are seen and described
    functools.partial(conformance.view_problems, every=1),
    conformance.per_unit_problems,
    conformance.combat_record_problems,
    conformance.declaration_problems,
])
def test_the_skirmish_passes_the_conformance_kit(check):
    """The checks every ruleset must pass (qtwargame.testing.conformance)."""
    assert check(make) == []


def test_a_saved_skirmish_loads_and_replays(tmp_path):
    assert conformance.save_load_problems(make, tmp_path) == []


def test_s1_every_enemy_unit_destroyed_scores_a_point():
    game = make()
    state, _ = game.new_state(1)
    state = state.copy()
    blue = [u for u in game.units if game.units[u].side == "blue"][:2]
    red = [u for u in game.units if game.units[u].side == "red"][:1]
    for uid in blue + red:
        state.units[uid] = state.units[uid].__class__(hex=None, step=state.units[uid].step, status=ELIMINATED)
    cities = {side: 0 for side in game.sides}
    for h, city in game.board.cities.items():
        if state.control.get(h) in cities:
            cities[state.control[h]] += city.vp
    assert game.ruleset.victory_points(game, state) == {"blue": cities["blue"] + 1, "red": cities["red"] + 2}
