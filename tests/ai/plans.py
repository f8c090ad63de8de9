"""What a planner's plan repair (``OEPPlayer.unstacked``, ``garrisoned``...) makes of a plan,
for the tests of each on built positions."""

from __future__ import annotations

import random

from qtwargame.ai import make_player
from qtwargame.ai.world import phase_key
from qtwargame.engine.view import view_for


def repaired(game, state, side: str, repair: str, plan, seed: int = 1):
    """The plan ``oep``'s ``side`` player plays instead of ``plan`` after its repair named
    ``repair`` (a method of ``OEPPlayer``), the evaluations it spent choosing, and where
    the chosen plan leads from ``state`` (played with seed 0's answers)."""
    player = make_player("oep", side, seed)
    player.fit(game)
    player._deadline = float("inf")
    player.last_evaluations = 0
    view = view_for(game, state, side)
    chosen = getattr(player, repair)(game, view, plan, phase_key(view))
    end, _, _ = player.play_plan(game, state, chosen, phase_key(view), random.Random(0))
    return chosen, player.last_evaluations, end
