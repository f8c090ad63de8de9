"""Retreat (11.4) and advance after combat (11.5)."""

from __future__ import annotations

from qtwargame.engine.actions import Action, Advance, Choose, Opt
from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ON_MAP, GameState
from qtwargame.rules.blitzkrieg_moscow import control
from qtwargame.rules.blitzkrieg_moscow.movement import may_enter_area
from qtwargame.rules.blitzkrieg_moscow.rear_areas import WATER
from qtwargame.rules.blitzkrieg_moscow.stacking import room_for
from qtwargame.rules.blitzkrieg_moscow.supply import network
from qtwargame.rules.blitzkrieg_moscow.units import leave_map, put, units_at
from qtwargame.rules.blitzkrieg_moscow.zoc import zoc_hexes

FAR = 10_000


def source_distances(game: Game, state: GameState, side: str) -> dict[Hex, int]:
    """11.4.2 priority 2: how far each node is from the nearest own supply source, along
    hexes a unit could enter, ZOC ignored (A-18)."""
    topo = game.cache.topo
    enemy = game.enemy(side)
    sources = network(game, state, side).sources
    closed = {u.hex for k, u in state.units.items()
              if u.status == ON_MAP and game.units[k].side == enemy}
    closed |= {a.anchor for a in topo.areas.values() if a.side != side}
    dist = {s: 0 for s in sources}
    frontier = list(sources)
    d = 0
    while frontier:
        d += 1
        nxt = []
        for h in frontier:
            for n in topo.open[h]:
                if n not in dist and n not in closed:
                    dist[n] = d
                    nxt.append(n)
        frontier = nxt
    return dist


def retreat_paths(game: Game, state: GameState, uid: str, target: Hex) -> list[tuple[Hex, ...]]:
    """11.4, 11.4.1, 11.4.2: the retreats ``uid`` may make from ``target``.

    Each step goes one hex further from the target, two steps in all. Never into enemy
    units, water or across an all-sea side, the enemy's rear area, or an enemy-ZOC hex
    without an own unit in it; terrain and MA do not matter. Entering the own rear area
    ends the retreat (and takes the unit off the map, 10.5). Where the last hex would
    break the stacking limit, one more step to a hex that does not (11.4.1).

    The priorities of 11.4.2 rank where a retreat ends (its destination), not each hex it
    passes: the own rear area; a hex closer to an own supply source than the target; an
    empty hex; a hex within the stacking limit; last, an enemy-ZOC hex holding an own unit.
    A retreat that needs the extra hex is ranked by the full hex it would have ended in
    (priority 4), then by its extra hex. Only the retreats of the best rank are offered;
    among them, and among the ways to one destination, the player chooses. No retreat: an
    empty list."""
    topo = game.cache.topo
    side = game.units[uid].side
    enemy = game.enemy(side)
    limit = game.cache.data.retreat_hexes
    away = topo.distances(target, limit + 1)
    ezoc = zoc_hexes(game, state, enemy)
    enemy_at = blocked_nodes_for_units(game, state, enemy)
    to_source = source_distances(game, state, side)
    start = to_source.get(target, FAR)

    def others_at(h: Hex) -> list[str]:
        return [u for u in units_at(state, h) if u != uid]

    def legal(a: Hex, b: Hex) -> bool:
        if b in enemy_at or game.board.terrain.get(b) in WATER or not topo.crossable(a, b):
            return False
        area = topo.area(b)
        if area is not None:
            return may_enter_area(game, uid, area)
        return b not in ezoc or bool(others_at(b))

    def rank(b: Hex) -> tuple[int, int, int]:
        """11.4.2 for a hex the retreat ends in: lower is better."""
        if topo.is_area(b):
            return (0, 0, 0)
        closer = 0 if to_source.get(b, FAR) < start else 1
        if not room_for(game, state, side, b, [uid]):
            tier = 3
        elif b in ezoc:
            tier = 2
        else:
            tier = 1 if others_at(b) else 0
        return (1, closer, tier)

    def steps(a: Hex, d: int) -> list[Hex]:
        return [b for b in topo.neighbors(a) if away.get(b) == d and legal(a, b)]

    ranked: list[tuple[tuple[tuple[int, int, int], ...], tuple[Hex, ...]]] = []
    partial: list[tuple[Hex, ...]] = [()]
    for d in range(1, limit + 1):
        longer: list[tuple[Hex, ...]] = []
        for p in partial:
            for b in steps(p[-1] if p else target, d):
                if topo.is_area(b):
                    ranked.append(((rank(b),), p + (b,)))
                else:
                    longer.append(p + (b,))
        partial = longer
    for p in partial:
        if room_for(game, state, side, p[-1], [uid]):
            ranked.append(((rank(p[-1]),), p))
            continue
        for b in steps(p[-1], limit + 1):
            if room_for(game, state, side, b, [uid]):
                ranked.append(((rank(p[-1]), rank(b)), p + (b,)))
    if not ranked:
        return []
    best = min(k for k, _ in ranked)
    return sorted({p for k, p in ranked if k == best}, key=lambda p: [game.label(h) for h in p])


def blocked_nodes_for_units(game: Game, state: GameState, enemy: str) -> set[Hex]:
    return {u.at for k, u in state.units.items()
            if u.status == ON_MAP and game.units[k].side == enemy}


def do_retreat(ctx: Context, uid: str, path: tuple[Hex, ...]) -> None:
    """Carry out a retreat: control of the hexes entered (4.2); into the own rear area
    the unit leaves the map until next turn (10.5)."""
    side = ctx.game.units[uid].side
    put(ctx, uid, path[-1])
    control.enter(ctx, path, side)
    if ctx.game.cache.topo.is_area(path[-1]):
        leave_map(ctx, uid, "10.5")


# -- 11.5 advance -------------------------------------------------------------------------------


def advancers(game: Game, state: GameState, attackers: list[str], target: Hex) -> list[str]:
    """11.5: when every defender has left the target, the attackers still next to it may
    move in, as many as stacking allows (one German, up to a Soviet stack)."""
    if any(game.units[u].side != game.units[attackers[0]].side for u in units_at(state, target)):
        return []
    out = []
    for u in attackers:
        x = state.units[u]
        if x.status != ON_MAP or x.hex == target:
            continue
        if room_for(game, state, game.units[u].side, target, [u]):
            out.append(u)
    return out


def advance_answers(game: Game, state: GameState, side: str, attackers: list[str],
                    target: Hex) -> list[Action]:
    out: list[Action] = [Advance(side, u, target) for u in advancers(game, state, attackers, target)]
    if out:
        out.append(Choose(side, Opt.STAY))
    return out


def do_advance(ctx: Context, action: Advance) -> None:
    """11.5: not movement; ZOC and MA do not matter. Entering gives control (4.2)."""
    put(ctx, action.unit, action.hex)
    control.enter(ctx, (action.hex,), action.side)
