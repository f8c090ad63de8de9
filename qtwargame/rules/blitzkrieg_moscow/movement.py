"""Movement (10.0): hexes, not movement points; terrain stops; weather caps; ZOC stops;
rear areas entered and left (10.5)."""

from __future__ import annotations

import weakref

from qtwargame.engine import memo
from qtwargame.engine.actions import Move
from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.memo import StaleCache as StaleCache  # what the hit audit raises
from qtwargame.engine.paths import Graph, path_to
from qtwargame.engine.state import ON_MAP, GameState
from qtwargame.rules.blitzkrieg_moscow import control
from qtwargame.rules.blitzkrieg_moscow.rear_areas import Area
from qtwargame.rules.blitzkrieg_moscow.units import is_tank, leave_map, put
from qtwargame.rules.blitzkrieg_moscow.zoc import zoc_hexes


def weather_rules(game: Game, state: GameState):
    """10.3, 11.3.4: the rules of this turn's weather (none: fair weather)."""
    return game.cache.data.weather.get(game.cache.weather.get(state.turn) or "")


def movement_allowance(game: Game, state: GameState, uid: str) -> int:
    """2.2.5, 10.3: the printed MA, capped by the weather: 2 in mud (turn 3), 3 in snow
    and thaw (turns 4–6). A cap never raises a lower printed value."""
    ma = game.units[uid].value(state.units[uid].step, "movement")
    w = weather_rules(game, state)
    if w is not None and w.movement_cap is not None:
        ma = min(ma, w.movement_cap)
    return ma


def may_enter_area(game: Game, uid: str, area: Area) -> bool:
    """10.5: never the enemy's rear area; a German unit with a setup code (N, C, S, R)
    only the area of its code. Units without a code (reinforcements) may use any of
    their side's areas."""
    d = game.units[uid]
    if area.side != d.side:
        return False
    if d.setup_code is not None and any(d.setup_code in a.codes
                                        for a in game.cache.topo.areas.values()):
        return d.setup_code in area.codes
    return True


def home_areas(game: Game, uid: str) -> list[Area]:
    """The rear areas a unit may be placed in or enter (10.5)."""
    return [a for a in game.cache.topo.areas_of(game.units[uid].side)
            if may_enter_area(game, uid, a)]


def frozen(game: Game, state: GameState, uid: str) -> bool:
    """10.0: on turn 1 the units that set up in Romania may not move (nor rail, A-15);
    they may attack and advance."""
    return state.turn == 1 and game.units[uid].setup_code in game.cache.data.frozen_first_turn


def enemy_hexes(game: Game, state: GameState, side: str) -> set[Hex]:
    """Nodes holding units of the side's enemy."""
    enemy = game.enemy(side)
    return {u.at for k, u in state.units.items()
            if u.status == ON_MAP and game.units[k].side == enemy}


#: The obstacles worked out, per game, by :func:`obstacles_key`: an evaluation of the
#: computer players asks for the reach of every unit of a side in one position (the
#: exposed stacks), and the retreat rules for each defender in one position.
_OBSTACLES: weakref.WeakKeyDictionary[Game, dict[tuple, tuple[set[Hex], set[Hex]]]] = (
    weakref.WeakKeyDictionary())
#: The most obstacles kept per game (then they are forgotten all at once).
OBSTACLES_KEPT = 256

#: The cache audit's switch (``qtwargame.testing.cache_audit.checking_hits``, on in
#: ``qtwargame audit-caches``): while on, every answer :func:`obstacles` gives from
#: ``_OBSTACLES`` is worked out again and compared, a difference raised as
#: :class:`StaleCache`. Off in play: a hit is one look-up.
CHECK_HITS = False


def obstacles_key(state: GameState) -> tuple:
    """What :func:`zoc_hexes` and :func:`enemy_hexes` read of the position: where every
    unit on the map stands (the units' sides and zone-of-control flags, the terrain and
    the cities are the game's)."""
    return tuple((uid, u.hex) for uid, u in state.units.items() if u.status == ON_MAP)


def obstacles(game: Game, state: GameState, side: str) -> tuple[set[Hex], set[Hex]]:
    """The enemy's zone of control (9.0-9.3) and the nodes of enemy units, for ``side``'s
    moves and retreats: ``zoc_hexes`` of the enemy and :func:`enemy_hexes`, kept per game
    by :func:`obstacles_key` and shared by every unit of the side that asks in the same
    position (the sets are never changed after they are made)."""
    kept = _OBSTACLES.get(game)
    if kept is None:
        kept = _OBSTACLES[game] = {}
    return memo.kept(kept, (side, obstacles_key(state)),
                     lambda: (zoc_hexes(game, state, game.enemy(side)),
                              enemy_hexes(game, state, side)),
                     OBSTACLES_KEPT, CHECK_HITS, "obstacles")


class _Network:
    """The map's nodes and open sides as a :class:`Graph` (one hex per step), and the
    nodes where terrain stops a mover (10.2.2, 10.2.3), built once per game."""

    def __init__(self, game: Game) -> None:
        topo = game.cache.topo
        self.graph = Graph({h: [(n, 1) for n in out] for h, out in topo.open.items()})
        terrain = game.board.terrain
        self.stop_all = self.graph.ids(h for h in topo.open
                                       if terrain.get(h) in ("swamp", "mountain"))
        self.stop_tank = self.stop_all | self.graph.ids(h for h in topo.open
                                                        if terrain.get(h) == "forest")
        self.areas = [(a, self.graph.index[a.anchor]) for a in topo.areas.values()]
        self.anchor_ids = frozenset(i for _, i in self.areas)
        self.last: tuple = (None, None, None, None)  # the sets last given, and their ids


_NETWORKS: weakref.WeakKeyDictionary[Game, _Network] = weakref.WeakKeyDictionary()


def _network(game: Game) -> _Network:
    net = _NETWORKS.get(game)
    if net is None:
        net = _NETWORKS[game] = _Network(game)
    return net


def search(game: Game, state: GameState, uid: str, enemy_zoc: set[Hex] | None = None,
           blocked: set[Hex] | None = None) -> dict[Hex, tuple[float, Hex | None]]:
    """10.1–10.5, 9.4: every node ``uid`` may reach, with the path back. One hex per
    step; never into water, across an all-sea side, into an enemy unit or the enemy's
    rear area; stop on entering an enemy ZOC, a stopping terrain or the own rear area;
    never straight from one enemy-ZOC hex into another. A rear area is never in an enemy
    ZOC, so a unit leaving it may step straight into one.

    Searched on the game's :class:`Graph` (built once); ``enemy_zoc`` and ``blocked`` are
    turned into ids once for all the units of a listing that share them (they are never
    changed after they are made)."""
    graph, start, allowance, blocked_ids, stops, first = _terms(game, state, uid, enemy_zoc, blocked)
    return graph.search(start, allowance, blocked_ids, stops, first)


def path_ok(game: Game, state: GameState, uid: str, path: tuple[Hex, ...]) -> bool:
    """4.2, 10.1–10.5, 9.4: whether ``uid`` may move along ``path`` (its start left out):
    any route the rules of :func:`search` allow, not only the shortest one :func:`moves`
    lists, so a unit passes through the hexes its player chooses and takes control of
    them (an empty Soviet city on the way, 4.2)."""
    graph, start, allowance, blocked_ids, stops, first = _terms(game, state, uid)
    return graph.walk(start, path, allowance, blocked_ids, stops, first)


def _terms(game: Game, state: GameState, uid: str, enemy_zoc: set[Hex] | None = None,
           blocked: set[Hex] | None = None) -> tuple:
    """What :func:`search` and :func:`path_ok` ask of the game's :class:`Graph` for
    ``uid``: its start, its allowance, the ids never entered, those that stop it and those
    its first step may not enter."""
    side = game.units[uid].side
    if enemy_zoc is None:
        enemy_zoc = zoc_hexes(game, state, game.enemy(side))
    if blocked is None:
        blocked = enemy_hexes(game, state, side)
    start = state.units[uid].at
    net = _network(game)
    graph = net.graph
    # The sets of the state (shared by every unit a listing searches) as ids, once.
    if net.last[0] is enemy_zoc and net.last[1] is blocked:
        zoc_ids, blocked_ids = net.last[2], net.last[3]
    else:
        zoc_ids, blocked_ids = graph.ids(enemy_zoc), graph.ids(blocked)
        net.last = (enemy_zoc, blocked, zoc_ids, blocked_ids)
    closed = [i for a, i in net.areas if not may_enter_area(game, uid, a)]
    if closed:
        blocked_ids = blocked_ids.union(closed)
    # stop on entering an enemy ZOC, a stopping terrain or the own rear area
    stops = (net.stop_tank if is_tank(game, uid) else net.stop_all) | zoc_ids | net.anchor_ids
    # 9.4: never from one enemy-ZOC hex straight into another; only the first step can
    # leave one (a mover stops on entering one).
    first = zoc_ids if start in enemy_zoc else frozenset()
    return graph, start, movement_allowance(game, state, uid), blocked_ids, stops, first


def moves(game: Game, state: GameState, uid: str, mode: str,
          enemy_zoc: set[Hex] | None = None, blocked: set[Hex] | None = None) -> list[Move]:
    """One Move per node ``uid`` can end in (the shortest path to it)."""
    found = search(game, state, uid, enemy_zoc, blocked)
    start = state.units[uid].hex
    side = game.units[uid].side
    return [Move(side, uid, path_to(found, h), mode) for h in found if h != start]


def apply_move(ctx: Context, move: Move) -> None:
    """Carry out a move: control of every hex passed (4.2); into the own rear area the
    unit leaves the map (10.5)."""
    put(ctx, move.unit, move.to)
    control.enter(ctx, move.path, move.side)
    if ctx.game.cache.topo.is_area(move.to):
        leave_map(ctx, move.unit, "10.5")
