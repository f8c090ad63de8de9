"""How long a computer side takes per phase: the figure ``qtwargame bench --ai`` reports.

Both sides are played by the level (the default one unless asked) from the start of a
seeded game to the end of turn ``turns``; every phase in which the player made at least
one decision counts once, with the seconds its ``choose`` calls took together.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from qtwargame.ai import DEFAULT_LEVEL, make_player
from qtwargame.ai.world import derive_seed
from qtwargame.engine.game import Game
from qtwargame.engine.view import seat_game, view_for


def phase_seconds(game: Game, level: str = DEFAULT_LEVEL, seed: int = 1,
                  turns: int = 2) -> list[float]:
    players = {s: make_player(level, s, derive_seed(seed, s)) for s in game.sides}
    state, _ = game.new_state(seed)
    out: list[float] = []
    key, spent = None, 0.0
    while not state.over and state.turn <= turns:
        side = state.to_act
        k = (state.turn, state.phase, side)
        if k != key:
            if key is not None:
                out.append(spent)
            key, spent = k, 0.0
        legal = game.legal_actions(state)
        t = time.perf_counter()
        action = players[side].choose(seat_game(game, side), view_for(game, state, side), legal)
        spent += time.perf_counter() - t
        state, _ = game.apply(state, action)
    if key is not None:
        out.append(spent)
    return out


def run(game_factory: Callable[[], Game], level: str = DEFAULT_LEVEL, seed: int = 1,
        turns: int = 2) -> dict:
    samples = sorted(phase_seconds(game_factory(), level, seed, turns))
    if not samples:
        return {"level": level, "n": 0}
    p95 = samples[min(len(samples) - 1, int(round(0.95 * (len(samples) - 1))))]
    return {"level": level, "turns": turns, "median": round(statistics.median(samples), 3),
            "p95": round(p95, 3), "max": round(samples[-1], 3), "n": len(samples)}
