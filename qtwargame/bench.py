"""Benchmarks: figures printed by ``qtwargame bench``, never asserted in tests."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.engine.state import ON_MAP
from qtwargame.simulate import RandomPlayer, play_one


def _stats(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return {"median": round(statistics.median(ordered), 4), "p95": round(p95, 4),
            "n": len(ordered)}


def _time_ms(fn: Callable[[], object]) -> float:
    t = time.perf_counter()
    fn()
    return (time.perf_counter() - t) * 1000


def midgame_state(game: Game, seed: int):
    """A state reached by random play where some unit can move: the usual place a player
    picks up a counter."""
    state, entries = game.new_state(seed)
    history = History(game, state, entries)
    player = RandomPlayer(random.Random(seed))
    best = None
    for _ in range(5000):
        s = history.state
        if s.over:
            break
        movers = [u for u, x in s.units.items() if x.status == ON_MAP
                  and game.units[u].side == s.active and game.ruleset.reachable(game, s, u)]
        if s.pending is None and len(movers) >= 5 and s.turn >= 2:
            return s, movers
        if movers and best is None:
            best = (s, movers)
        history.submit(player.choose(game, s, game.legal_actions(s)))
    if best is None:
        raise RuntimeError("random play never reached a state where a unit could move")
    return best


def run(game_factory: Callable[[], Game], seed: int = 1, games: int = 5,
        repeats: int = 200) -> dict:
    game = game_factory()
    state, movers = midgame_state(game, seed)
    rng = random.Random(seed)
    reach = [_time_ms(lambda: game.ruleset.reachable(game, state, rng.choice(movers)))
             for _ in range(repeats)]
    supply = [_time_ms(lambda: game.ruleset.supply_status(game, state, state.active))
              for _ in range(max(repeats // 4, 10))]
    legal = [_time_ms(lambda: game.legal_actions(state)) for _ in range(max(repeats // 10, 10))]
    games_s = [play_one(game_factory, seed + i, check=False).seconds for i in range(games)]
    return {
        "scenario": game.scenario.id,
        "reachable_hexes_ms": _stats(reach),
        "supply_all_ms": _stats(supply),
        "legal_actions_ms": _stats(legal),
        "random_game_s": _stats(games_s),
    }
