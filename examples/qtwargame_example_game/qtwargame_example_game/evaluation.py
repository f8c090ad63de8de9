"""How the computer players judge an example skirmish position: the program's general
evaluation (victory points, material, supply, ground), which already counts this game's
victory points (S1) through ``victory_points``, plus a little for every enemy unit
destroyed so that a computer player values a kill before the game ends."""

from __future__ import annotations

from qtwargame.ai.evaluation import generic
from qtwargame.engine.game import Game
from qtwargame.engine.state import GameState

#: What one destroyed enemy unit is worth, in the general evaluation's units.
KILL = 5.0


def evaluate(game: Game, state: GameState, side: str) -> float:
    destroyed = game.ruleset.destroyed(game, state)
    return generic(game, state, side) + KILL * (destroyed[side] - destroyed[game.enemy(side)])
