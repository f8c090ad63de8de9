"""Blitzkrieg to Moscow 2 for the computer players: what a position is worth (4.0, 4.1).

``qtwargame.ai.evaluation`` finds this module next to the ruleset. Only the Germans score
(4.1: supplied cities, one point per two fresh tanks, minus losses) and the game is decided
by 10 points after turn 6 (4.0), so the German points are measured against that line:
each point below it counts for both players, and the last points before it count double
(a margin of safety for the side ahead). The generic terms (material, supply, territory,
nearness to the cities) keep their weights; the cities are the supply and victory cities
of 4.1, a supply city worth two.
"""

from __future__ import annotations

from qtwargame.ai.evaluation import generic, terminal
from qtwargame.rules.blitzkrieg_moscow.victory import german_vp


def evaluate(game, state, side: str) -> float:
    done = terminal(game, state, side)
    if done is not None:
        return done
    data = game.cache.data
    vp = german_vp(game, state)
    line = data.victory.wins_at
    # Generic terms without their VP difference (the German VP is scored below instead).
    base = generic(game, state, side) - _vp_difference(game, state, side)
    near = max(0, min(vp, line) - (line - 3))  # the three points just below the line
    german = vp + near
    return base + (german if side == data.german else -german)


def _vp_difference(game, state, side: str) -> float:
    vp = game.ruleset.victory_points(game, state)
    others = [s for s in game.sides if s != side]
    return float(vp.get(side, 0)) - max((float(vp.get(o, 0)) for o in others), default=0.0)
