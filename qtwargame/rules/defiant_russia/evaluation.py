"""Defiant Russia for the computer players: what a position is worth (13.0).

``qtwargame.ai.evaluation`` finds this module next to the ruleset. The generic terms
(victory points, material, supply, territory, nearness to objectives) are kept; this
adds what the victory rules make worth more than their printed points:

- the casualty race (13.0): the side that eliminated more, counted with the multipliers,
  wins a point, so every multiplied casualty point counts a little before the tally ends;
- the automatic-victory cities (13.0: Leningrad, Moscow, Stalingrad for the Axis, Warsaw
  and Helsinki for the Soviets) as objectives worth three points each, on top of the
  victory cities, so the Axis drives on them and the Soviets keep troops in front of them.
"""

from __future__ import annotations

from qtwargame.ai.evaluation import generic, terminal
from qtwargame.rules.defiant_russia.victory import casualty_points

#: Value of one multiplied casualty point (a whole point of the race is one VP at the end).
W_CASUALTY = 0.15
#: Objective worth of an automatic-victory city.
AUTO_CITY_WORTH = 3


def objectives(game) -> tuple:
    t = game.cache
    memo = t.memo.get("ai_objectives")
    if memo is None:
        worth: dict = {}
        for h, c in game.board.cities.items():
            if c.vp > 0:
                worth[h] = worth.get(h, 0) + c.vp
        for cities in t.data.auto_victory.values():
            for cid in cities:
                idx = t.city_hex.get(cid)
                if idx is not None:
                    h = t.hexes[idx]
                    worth[h] = worth.get(h, 0) + AUTO_CITY_WORTH
        memo = t.memo["ai_objectives"] = tuple(sorted(worth.items(),
                                                      key=lambda kv: (kv[0].q, kv[0].r)))
    return memo


def evaluate(game, state, side: str) -> float:
    done = terminal(game, state, side)
    if done is not None:
        return done
    score = generic(game, state, side, objectives(game))
    cas = casualty_points(game, state)
    mine = cas.get(side, 0)
    theirs = sum(v for k, v in cas.items() if k != side)
    return score + W_CASUALTY * (mine - theirs)
