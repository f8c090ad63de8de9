"""Per-unit questions: ``Game.legal_actions_for(state, unit, hex)`` must be exactly the full
legal list filtered by ``Action.unit_ids()`` and ``Action.hex_refs()``, in the same order,
for every bundled scenario at many points of seeded random games (the rulesets answer it
without listing the whole phase where the phase is big, so the two must never drift)."""

import random

import pytest

from qtwargame.engine.actions import EndPhase, Move
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.engine.ruleset import filter_actions
from qtwargame.scenario.io import load_scenario
from qtwargame.simulate import RandomPlayer
from tests.conftest import SCENARIOS

BUNDLED = {p.stem: p for p in sorted(SCENARIOS.glob("*.json"))}

#: Look at every n-th state of a game (and at every state that opens a phase).
EVERY = {"defiant_russia": 9, "blitzkrieg_moscow_2": 3, "river_crossing": 1}


def _states(sid: str, seed: int):
    scenario = load_scenario(BUNDLED[sid])
    game = Game(scenario)
    state, log = game.new_state(seed)
    history = History(game, state, log)
    player = RandomPlayer(random.Random(seed))
    n = 0
    while not history.state.over:
        s = history.state
        actions = game.legal_actions(s)
        step = history.steps[-1] if history.steps else None
        opening = step is None or isinstance(step.action, EndPhase)
        if opening or n % EVERY[sid] == 0:
            yield scenario, game, s, actions
        history.submit(player.choose(game, s, actions))
        n += 1


def _check(game: Game, state, actions, rng: random.Random) -> int:
    named = sorted({u for a in actions for u in a.unit_ids()})
    others = sorted(set(game.units) - set(named))
    units = named + rng.sample(others, min(3, len(others)))
    checked = 0
    for u in units:
        got = game.legal_actions_for(state, unit=u)
        assert got == filter_actions(actions, u), (state.phase, u)
        checked += 1
    hexes = sorted({h for a in actions for h in a.hex_refs()})
    for h in rng.sample(hexes, min(4, len(hexes))):
        assert game.legal_actions_for(state, hex=h) == filter_actions(actions, None, h)
        moves = [a for a in actions if isinstance(a, Move) and a.to == h]
        if moves:
            u = moves[0].unit
            assert game.legal_actions_for(state, unit=u, hex=h) == filter_actions(actions, u, h)
    assert game.legal_actions_for(state) == actions
    return checked


@pytest.mark.parametrize("sid", sorted(BUNDLED))
def test_per_unit_actions_equal_the_filtered_full_list(sid):
    rng = random.Random(5)
    checked = 0
    movement_points = 0
    for scenario, game, state, actions in _states(sid, seed=5):
        # Half the points on the game that played (memos warm as in play), half on a new
        # game of the same scenario (every memo cold), so a stale cache cannot hide.
        asked = game if rng.random() < 0.5 else Game(scenario)
        checked += _check(asked, state, actions, rng)
        movement_points += any(isinstance(a, Move) for a in actions)
    assert movement_points >= 10
    assert checked >= 300


def test_a_unit_that_names_nothing_gets_nothing(river_crossing):
    game = Game(river_crossing)
    state, _ = game.new_state(1)
    actions = game.legal_actions(state)
    idle = [u for u in game.units if not filter_actions(actions, u)]
    assert idle, "some unit of the river crossing cannot act at the start"
    for u in idle:
        assert game.legal_actions_for(state, unit=u) == []
    assert game.legal_actions_for(state, unit="no such unit") == []
