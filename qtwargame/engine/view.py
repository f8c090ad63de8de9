"""Per-side views: the state as one side may see it.

The engine hides what every card game hides: the other sides' hands and every deck but
one's own (a hand shows how many cards it holds, not which). The ruleset then strips
anything else its rules keep secret (:meth:`Ruleset.redact`).
"""

from __future__ import annotations

from qtwargame.engine.game import Game
from qtwargame.engine.state import GameState

HIDDEN_CARD = "?"


def view_for(game: Game, state: GameState, side: str) -> GameState:
    v = state.copy()
    for other in list(v.hands):
        if other != side:
            v.hands[other] = (HIDDEN_CARD,) * len(v.hands[other])
    for other in list(v.decks):
        if other != side:
            v.decks[other] = (HIDDEN_CARD,) * len(v.decks[other])
    return game.ruleset.redact(game, v, side)
