"""Every level plays whole games of every bundled scenario, on either side, with short
budgets: every decision answered, every action legal (applied through ``game.apply``,
which raises on anything else), the game finished."""

from __future__ import annotations

import pytest

from qtwargame.ai import make_player
from qtwargame.ai.ladder import play_game
from qtwargame.engine.game import Game
from qtwargame.scenario.catalog import bundled, load

#: Short budgets: the point is conformance, not strength.
SHORT = {
    "random": {},
    "greedy": {"width": 4},
    "oep": {"width": 4, "population": 3, "generations": 2, "plan_cap": 12},
    "oep_strong": {"width": 4, "samples": 1, "population": 3, "generations": 2,
                   "plan_cap": 12},
}


@pytest.mark.slow
@pytest.mark.parametrize("scenario", [e.id for e in bundled()])
@pytest.mark.parametrize("pairing", [("random", "greedy"), ("oep", "oep_strong")])
def test_levels_play_whole_games_of_every_scenario(scenario, pairing):
    game = Game(load(scenario))
    for swap in (False, True):
        first, second = pairing[::-1] if swap else pairing
        players = {game.sides[0]: make_player(first, game.sides[0], 11, **SHORT[first]),
                   game.sides[1]: make_player(second, game.sides[1], 12, **SHORT[second])}
        answered: set[str] = set()
        record = play_game(game, players, seed=5 if swap else 4,
                           on_action=lambda s, a, e, seen=answered: seen.add(a.kind))
        assert record.level != "unfinished", (scenario, players)
        assert record.winner in (*game.sides, None)
        assert record.actions > 10
        assert {"end_phase", "move"} <= answered  # both sides moved and ended phases
