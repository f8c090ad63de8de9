"""Every level plays whole games of every bundled scenario (every registered ruleset:
classic, Defiant Russia, Blitzkrieg to Moscow 2, Red Vengeance, Shin Barbarossa) with
short budgets: every decision answered, every action legal (applied through
``game.apply``, which raises on anything else), the game finished.

One game per test, so each stays well under the suite's 300 s limit. Each scenario plays
``random`` against ``greedy`` and ``oep`` against ``oep_strong``; the sides alternate from
one scenario to the next, so every level plays both sides across the scenarios."""

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
    "oep": {"width": 3, "population": 2, "generations": 2, "plan_cap": 8},
    "oep_strong": {"width": 3, "samples": 1, "population": 3, "generations": 2,
                   "plan_cap": 8},
}
#: Red Vengeance plays positions out slowly (an attack's procedure and its retreat paths):
#: the smallest budgets that still search, so its games stay within the time limit.
TINY = {
    "random": {},
    "greedy": {"width": 2},
    "oep": {"width": 2, "population": 2, "generations": 1, "plan_cap": 4},
    "oep_strong": {"width": 2, "samples": 1, "population": 2, "generations": 1,
                   "plan_cap": 4},
}
BUDGETS = {"red_vengeance": TINY}
PAIRINGS = (("random", "greedy"), ("oep", "oep_strong"))


def cases() -> list:
    out = []
    for i, entry in enumerate(sorted(e.id for e in bundled())):
        for pairing in PAIRINGS:
            first, second = pairing if i % 2 == 0 else pairing[::-1]
            out.append(pytest.param(entry, first, second, id=f"{entry}-{first}-{second}"))
    return out


def test_every_ruleset_and_every_level_on_both_sides_is_covered():
    ids = sorted(e.id for e in bundled())
    assert {"defiant_russia", "blitzkrieg_moscow_2", "red_vengeance",
            "shin_barbarossa"} <= set(ids)
    seen = {(p.values[1], 0) for p in cases()} | {(p.values[2], 1) for p in cases()}
    assert seen == {(lv, i) for lv in SHORT for i in (0, 1)}


@pytest.mark.slow
@pytest.mark.parametrize("scenario, first, second", cases())
def test_levels_play_whole_games_of_every_scenario(scenario, first, second):
    game = Game(load(scenario))
    budget = BUDGETS.get(scenario, SHORT)
    players = {game.sides[0]: make_player(first, game.sides[0], 11, **budget[first]),
               game.sides[1]: make_player(second, game.sides[1], 12, **budget[second])}
    answered: set[str] = set()
    record = play_game(game, players, seed=4,
                       on_action=lambda s, a, e, seen=answered: seen.add(a.kind))
    assert record.level != "unfinished", (scenario, players)
    assert record.winner in (*game.sides, None)
    assert record.actions > 10
    assert {"end_phase", "move"} <= answered  # both sides moved and ended phases
