"""What the computer players need from Shin Barbarossa beyond the generic evaluation: a
world consistent with a side's view, the face-down leaders filled in (nobody knows who they
are, 11.1.4, so a player searches with a sampled deal)."""

from __future__ import annotations

import random

from qtwargame.engine.game import Game
from qtwargame.engine.state import ON_MAP, POOL, GameState
from qtwargame.rules.shin_barbarossa import leaders


def determinize(game: Game, world: GameState, side: str, rng: random.Random) -> GameState:
    """Deal the leaders the view does not show: each face-down leader on the map and each
    one in the pool gets an identity drawn from those not turned, not eliminated and
    already in play (setup leaders and those whose turn has come), the rest if too few."""
    if leaders.SECRET in world.secret:
        return world
    on_map = [s for s in leaders.slots(game) if world.units[s].status == ON_MAP]
    pool_n = leaders.pool_count(world)
    free = [u for u in leaders.identities(game) if world.units[u].status == POOL]
    d = game.units
    arrived = [u for u in free if "setup_leader" in d[u].flags
               or (d[u].arrival_turn is not None and d[u].arrival_turn <= world.turn)]
    rest = [u for u in free if u not in arrived]
    rng.shuffle(arrived)
    rng.shuffle(rest)
    deck = arrived + rest
    slots = {s: deck.pop(0) for s in on_map if deck}
    pool = sorted(deck[:pool_n])
    world.secret = dict(world.secret)
    world.secret[leaders.SECRET] = {"slots": slots, "pool": pool}
    return world
