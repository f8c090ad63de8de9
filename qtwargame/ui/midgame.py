"""A game played forward by the random player to a point worth looking at: the start of a
movement phase on turn 2 or later, with counters on the map (screenshots, benchmarks)."""

from __future__ import annotations

import random

from qtwargame.engine.actions import EndPhase
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.simulate import RandomPlayer

MAX_ACTIONS = 20_000


def play_to_midgame(game: Game, seed: int = 1, turn: int = 2) -> History:
    state, entries = game.new_state(seed)
    history = History(game, state, entries)
    player = RandomPlayer(random.Random(seed))
    last = None
    for _ in range(MAX_ACTIONS):
        s = history.state
        if s.over:
            break
        legal = game.legal_actions(s)
        movable = any(a.kind == "move" for a in legal)
        if s.turn >= turn and s.pending is None and movable and isinstance(last, EndPhase):
            break
        last = player.choose(game, s, legal)
        history.submit(last)
    return history
