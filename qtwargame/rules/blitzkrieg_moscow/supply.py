"""Supply (13.0): the network of sources, supply lines, surrender and recovery."""

from __future__ import annotations

import weakref
from dataclasses import dataclass

from qtwargame.engine import memo
from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.memo import StaleCache as StaleCache  # what the hit audit raises
from qtwargame.engine.state import ON_MAP, GameState
from qtwargame.rules.blitzkrieg_moscow.model import T
from qtwargame.rules.blitzkrieg_moscow.units import eliminate, is_worn, recover, side_units
from qtwargame.rules.blitzkrieg_moscow.zoc import zoc_hexes


@dataclass
class Network:
    """One side's supply sources and how far each node is from one along a legal line."""

    side: str
    sources: set[Hex]
    dist: dict[Hex, int]  # passable nodes within reach of a source -> steps to it
    reach: int

    def traces(self, game: Game, node: Hex) -> bool:
        """13.2: can a supply line of at most ``reach`` steps be traced from ``node``?
        The start hex itself is never blocked (A-11): a city under an enemy ZOC still
        traces out of itself."""
        if node in self.sources:
            return True
        dist, reach = self.dist, self.reach
        return any(dist.get(n, reach) < reach for n in game.cache.topo.open[node])

    def near_source(self, game: Game, node: Hex) -> bool:
        """13.3: in a source or next to one."""
        if node in self.sources:
            return True
        return any(n in self.sources for n in game.cache.topo.open[node])


def blocked_nodes(game: Game, state: GameState, side: str) -> set[Hex]:
    """13.2.2, 13.2.3, 9.6: nodes a supply line may not enter: enemy units, enemy-
    controlled cities, enemy-ZOC hexes without an own unit, enemy rear areas. (Water
    and all-sea hexsides are left out of ``Topology.open`` already.)"""
    cache = game.cache
    enemy = game.enemy(side)
    own_at: set[Hex] = set()
    out: set[Hex] = set()
    for uid, u in state.units.items():
        if u.status != ON_MAP:
            continue
        if game.units[uid].side == side:
            own_at.add(u.at)
        else:
            out.add(u.at)
    out |= {h for h in cache.cities if state.control.get(h) == enemy}
    out |= zoc_hexes(game, state, enemy) - own_at
    out |= {a.anchor for a in cache.topo.areas.values() if a.side != side}
    return out


#: Networks worked out, per game, by side, extra blocked nodes and :func:`network_key`: an
#: evaluation of the computer players asks for the same position's networks about ten
#: times (its supply, cut-off cities, surrenders, the victory count, the lookahead).
_NETS: weakref.WeakKeyDictionary[Game, dict[tuple, Network]] = weakref.WeakKeyDictionary()
#: The most networks kept per game (then they are forgotten all at once).
NETS_KEPT = 512

#: The cache audit's switch (``qtwargame.testing.cache_audit.checking_hits``, on in
#: ``qtwargame audit-caches``): while on, every network :func:`network` answers from
#: ``_NETS`` is worked out again and compared, a difference raised as :class:`StaleCache`
#: (its key, :func:`network_key`, would miss something the supply rules read). Off in
#: play: a hit is one look-up.
CHECK_HITS = False


def network_key(game: Game, state: GameState) -> tuple:
    """What a network reads of the position (:func:`blocked_nodes`: where the units on
    the map stand, for enemy units, zones of control and the own units that cancel them;
    who holds each city, for blocked cities and source cities): where every unit on the
    map stands and who controls each city. The rear areas, the terrain and the supply
    range are the game's."""
    return (tuple((uid, u.hex) for uid, u in state.units.items() if u.status == ON_MAP),
            tuple(state.control.get(h) for h in game.cache.cities))


def network(game: Game, state: GameState, side: str, also_blocked: frozenset = frozenset()
            ) -> Network:
    """13.2.1: the side's rear areas are sources; so is every city the side controls that
    traces a line of at most 5 hexes to a source, grown as a fixpoint from the rear
    areas outward through the side's cities. Each new source city relaxes the distances
    from where it stands, so the fixpoint costs one search in all. ``also_blocked`` (for
    the computer players' what-ifs) blocks more nodes; the rules never pass it. Kept per
    game by :func:`network_key` (shared: its callers only read it)."""
    nets = _NETS.get(game)
    if nets is None:
        nets = _NETS[game] = {}
    return memo.kept(nets, (side, also_blocked, network_key(game, state)),
                     lambda: _network(game, state, side, also_blocked), NETS_KEPT, CHECK_HITS,
                     "supply network")


def _network(game: Game, state: GameState, side: str, also_blocked: frozenset) -> Network:
    cache = game.cache
    topo = cache.topo
    reach = cache.data.supply_range
    blocked = blocked_nodes(game, state, side)
    if also_blocked:
        blocked |= also_blocked
    opened = topo.open
    sources = {a.anchor for a in topo.areas_of(side)}
    dist: dict[Hex, int] = {}
    net = Network(side, sources, dist, reach)
    waiting = [h for h in cache.cities if state.control.get(h) == side]
    new = list(sources)
    while new:
        frontier = [s for s in new if s not in blocked]
        for s in frontier:
            dist[s] = 0
        d = 0
        while frontier and d < reach - 1:
            d += 1
            nxt = []
            for h in frontier:
                for n in opened[h]:
                    if n not in blocked and dist.get(n, reach) > d:
                        dist[n] = d
                        nxt.append(n)
            frontier = nxt
        new = [c for c in waiting if c not in sources and net.traces(game, c)]
        sources.update(new)
    return net


def is_supply_city(game: Game, state: GameState, h: Hex) -> bool:
    """13.2.4, 14.2.2, 15.2.1: a Soviet supply city: printed, made one by the hero city
    designation (for good, A-19), or Odessa under optional rule 15.2."""
    cache = game.cache
    if h in cache.supply_cities or game.label(h) in state.data.get("hero_supply", []):
        return True
    return bool(game.options.get("odessa")) and h in cache.ports


def supply_status(game: Game, state: GameState, side: str) -> dict[str, bool]:
    net = network(game, state, side)
    return {uid: net.traces(game, state.units[uid].at) for uid in side_units(game, state, side)}


def surrender(ctx: Context) -> None:
    """13.1: at the start of its supply phase, every unit of the phasing side that cannot
    trace a supply line surrenders, except Soviet units in a Soviet supply city
    (13.2.4)."""
    game, s = ctx.game, ctx.state
    side = s.active
    net = network(game, s, side)
    for uid in side_units(game, s, side):
        h = s.units[uid].at
        if net.traces(game, h):
            continue
        if side == game.cache.data.soviet and is_supply_city(game, s, h):
            continue
        eliminate(ctx, uid, "13.1", surrendered=True)


def recovery(ctx: Context) -> None:
    """13.3: at the end of its player turn, every worn unit of the phasing side in or
    next to one of its supply sources turns active, even in an enemy ZOC. An isolated
    supply city is no source."""
    game, s = ctx.game, ctx.state
    side = s.active
    net = network(game, s, side)
    n = 0
    for uid in side_units(game, s, side):
        if is_worn(s, uid) and net.near_source(game, s.units[uid].at):
            recover(ctx, uid, "13.3")
            n += 1
    if n == 0:
        ctx.log(T("No worn unit recovers"), rule="13.3")
