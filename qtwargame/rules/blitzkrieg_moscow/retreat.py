"""Retreat (11.4) and advance after combat (11.5)."""

from __future__ import annotations

from qtwargame.engine.actions import Action, Advance, Choose, Opt
from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ON_MAP, GameState
from qtwargame.rules.blitzkrieg_moscow import control
from qtwargame.rules.blitzkrieg_moscow.movement import may_enter_area, obstacles
from qtwargame.rules.blitzkrieg_moscow.rear_areas import WATER
from qtwargame.rules.blitzkrieg_moscow.stacking import fits, room_for
from qtwargame.rules.blitzkrieg_moscow.supply import network
from qtwargame.rules.blitzkrieg_moscow.units import leave_map, put, units_at

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
    way = _Ways(game, state, uid, target)
    found = way.found()
    if not found:
        return []
    topo = game.cache.topo
    side = way.side
    to_source = source_distances(game, state, side)
    start = to_source.get(target, FAR)

    def rank(b: Hex) -> tuple[int, int, int]:
        """11.4.2 for a hex the retreat ends in: lower is better."""
        if topo.is_area(b):
            return (0, 0, 0)
        closer = 0 if to_source.get(b, FAR) < start else 1
        if not way.room(b):
            tier = 3
        elif b in way.ezoc:
            tier = 2
        else:
            tier = 1 if way.others_at(b) else 0
        return (1, closer, tier)

    ranked = [(tuple(rank(h) for h in p[len(p) - ends:]), p) for p, ends in found]
    best = min(k for k, _ in ranked)
    return sorted({p for k, p in ranked if k == best}, key=lambda p: [game.label(h) for h in p])


def retreat_end(game: Game, state: GameState, uid: str, target: Hex) -> str:
    """Where :func:`retreat_paths`' retreats end, without ranking them where the ranking
    cannot change it: ``"none"`` (no retreat), ``"area"`` (the first of them ends in the
    own rear area) or ``"map"``. A retreat straight into the own rear area ranks before
    every other (11.4.2 priority 1), and where none exists and no retreat needing the
    extra hex (11.4.1) ends in a rear area, every retreat ends on the map; only in the case
    left (such a retreat ranked by the full hex it passes, against those ending on the
    map) are the retreats ranked, by :func:`retreat_paths` itself."""
    found = _Ways(game, state, uid, target).found()
    if not found:
        return "none"
    topo = game.cache.topo
    if any(ends == 1 and topo.is_area(p[-1]) for p, ends in found):
        return "area"
    if not any(topo.is_area(p[-1]) for p, _ in found):
        return "map"
    paths = retreat_paths(game, state, uid, target)
    return "area" if topo.is_area(paths[0][-1]) else "map"


class _Ways:
    """The retreats of ``uid`` from ``target`` as the rules allow them (11.4, 11.4.1),
    before 11.4.2 ranks them (:func:`retreat_paths`). The units on each map hex are
    gathered once (in the order of ``state.units``, as ``units_at`` gives them)."""

    def __init__(self, game: Game, state: GameState, uid: str, target: Hex) -> None:
        self.game, self.state, self.uid, self.target = game, state, uid, target
        self.side = side = game.units[uid].side
        # the enemy's zone of control and the nodes of its units (``movement.enemy_hexes``)
        self.ezoc, self.enemy_at = obstacles(game, state, side)
        at: dict[Hex, list[str]] = {}
        for k, u in state.units.items():
            if u.status == ON_MAP and u.hex is not None:
                at.setdefault(u.hex, []).append(k)
        self.at = at
        self.rooms: dict[Hex, bool] = {}

    def others_at(self, h: Hex) -> list[str]:
        return [u for u in self.at.get(h, ()) if u != self.uid]

    def room(self, b: Hex) -> bool:
        """``stacking.room_for(game, state, side, b, [uid])`` from the units gathered,
        kept per hex."""
        got = self.rooms.get(b)
        if got is None:
            got = self.rooms[b] = self._room(b)
        return got

    def _room(self, b: Hex) -> bool:
        game = self.game
        if game.cache.topo.is_area(b):
            return True
        here = self.at.get(b, [])
        if any(game.units[u].side != self.side for u in here):
            return False
        return fits(game, self.side, here + ([self.uid] if self.uid not in here else []))

    def legal(self, a: Hex, b: Hex) -> bool:
        game = self.game
        topo = game.cache.topo
        if b in self.enemy_at or game.board.terrain.get(b) in WATER or not topo.crossable(a, b):
            return False
        area = topo.area(b)
        if area is not None:
            return may_enter_area(game, self.uid, area)
        return b not in self.ezoc or bool(self.others_at(b))

    def found(self) -> list[tuple[tuple[Hex, ...], int]]:
        """Each retreat with the number of its last hexes 11.4.2 ranks it by: 1, or 2 for
        one that needs the extra hex (11.4.1)."""
        game = self.game
        topo = game.cache.topo
        limit = game.cache.data.retreat_hexes
        away = topo.distances(self.target, limit + 1)

        def steps(a: Hex, d: int) -> list[Hex]:
            return [b for b in topo.neighbors(a) if away.get(b) == d and self.legal(a, b)]

        out: list[tuple[tuple[Hex, ...], int]] = []
        partial: list[tuple[Hex, ...]] = [()]
        for d in range(1, limit + 1):
            longer: list[tuple[Hex, ...]] = []
            for p in partial:
                for b in steps(p[-1] if p else self.target, d):
                    if topo.is_area(b):
                        out.append((p + (b,), 1))
                    else:
                        longer.append(p + (b,))
            partial = longer
        for p in partial:
            if self.room(p[-1]):
                out.append((p, 1))
                continue
            for b in steps(p[-1], limit + 1):
                if self.room(b):
                    out.append((p + (b,), 2))
        return out


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
