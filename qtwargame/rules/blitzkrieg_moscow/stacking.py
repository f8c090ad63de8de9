"""Stacking (8.0): the Germans one unit per hex (8.1); the Soviets three, at most two of a
branch (8.2); rear areas without limit; never both sides in one hex. Checked at the end
of the owner's movement phase, after each combat and each retreat (8.3); the owner
removes the excess."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import GameState
from qtwargame.engine.text import Msg
from qtwargame.rules.blitzkrieg_moscow.model import T
from qtwargame.rules.blitzkrieg_moscow.units import branch, units_at


def fits(game: Game, side: str, units: Iterable[str]) -> bool:
    """8.1, 8.2: can these units of ``side`` share one map hex?"""
    limit = game.cache.data.stacking[side]
    units = list(units)
    if len(units) > limit.units:
        return False
    if len(units) <= limit.per_branch:
        return True  # no branch can count more units than the hex holds
    per = Counter(branch(game, u) for u in units)
    return all(n <= limit.per_branch for n in per.values())


def room_for(game: Game, state: GameState, side: str, node: Hex,
             arriving: Iterable[str]) -> bool:
    """Could ``arriving`` units end in ``node`` without breaking 8.0? Rear areas have no
    limit; a hex held by the enemy never has room."""
    if game.cache.topo.is_area(node):
        return True
    here = units_at(state, node)
    if any(game.units[u].side != side for u in here):
        return False
    return fits(game, side, here + [u for u in arriving if u not in here])


def overstacked(game: Game, state: GameState, side: str) -> list[Hex]:
    """Map hexes where ``side`` breaks its stacking limit now."""
    occ: dict[Hex, list[str]] = {}
    for uid, u in state.units.items():
        if u.status == "map" and game.units[uid].side == side:
            occ.setdefault(u.at, []).append(uid)
    topo = game.cache.topo
    return sorted((h for h, us in occ.items() if not topo.is_area(h) and not fits(game, side, us)),
                  key=game.label)


def violations(game: Game, state: GameState) -> list[Msg]:
    out = []
    for side in game.sides:
        for h in overstacked(game, state, side):
            out.append(T("{side:actor} is over the stacking limit in {hex} (8.0)", side=side,
                         hex=game.label(h)))
    return out
