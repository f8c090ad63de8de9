"""Normal movement over the map (7.1.1, 7.1.6, 7.1.7, 7.2.2, 8.0, 8.1.2–8.1.4, 9.0's costs,
Q&A): where one unit may go with its movement allowance, and what stops it.

The caller says who stands where (enemy units, the hexes in enemy normal and anti-armour
ZOC, hexes holding friends) and what the unit is; this module only searches, on the map's
indices (``topology.dijkstra``, the same costs and paths as ``engine.paths.reachable``).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import TypeVar

from qtwargame.engine.board import Board
from qtwargame.engine.hexgrid import Hex
from qtwargame.rules.shin_barbarossa import topology
from qtwargame.rules.shin_barbarossa.data import SbData
from qtwargame.rules.shin_barbarossa.lines import water
from qtwargame.rules.shin_barbarossa.movement import enter_cost
from qtwargame.rules.shin_barbarossa.topology import Topo

T = TypeVar("T")


@dataclass(frozen=True)
class Mover:
    """The unit that moves: its movement class (8.1.2), whether it is a German panzer
    (7.1.6a, 7.1.7, 7.2.2) and whether it is a Soviet leader leaving a friend behind in
    its hex (7.1.6b)."""

    move_class: str
    panzer: bool = False
    leader_leaving_friend: bool = False


@dataclass(frozen=True)
class Surroundings:
    """The enemy around the mover: units, normal ZOC and (against panzers) anti-armour
    ZOC; the hexes ZOC reaches only across a river (7.1.6c); the terrain key of each hex
    (a city kind where there is one)."""

    enemy_units: Collection[Hex] = frozenset()
    enemy_zoc: Collection[Hex] = frozenset()
    enemy_aa_zoc: Collection[Hex] = frozenset()
    river_zoc_only: Collection[Hex] = frozenset()
    terrain_key: dict[Hex, str] = field(default_factory=dict)
    frozen: bool = False


def heeded(m: Mover, zoc: Collection[T], aa: Collection[T]) -> Collection[T]:
    """7.1.7, 7.2.2: the zones that stop the mover in normal movement: a panzer heeds only
    anti-armour ZOC; everyone else every enemy ZOC (anti-armour ZOC counts as normal ZOC
    for them, 7.2.4). Hexes or the map's indices alike."""
    if m.panzer:
        return aa
    return set(zoc) | set(aa)


def may_leave(m: Mover, start: T, zones: Collection[T], river_zoc_only: Collection[T]) -> bool:
    """7.1.6: nobody leaves an enemy ZOC (``zones``: every enemy zone), except German
    panzers, a Soviet leader leaving a friend in the hex, and a unit the ZOC reaches only
    across a river (``river_zoc_only``)."""
    if start not in zones:
        return True
    return m.panzer or m.leader_leaving_friend or start in river_zoc_only


def step_cost(board: Board, data: SbData, m: Mover, s: Surroundings, a: Hex, b: Hex) -> float | None:
    """8.0, 8.1.2, 8.1.3, Q&A: the cost of stepping from ``a`` into ``b``; None when the
    step is not allowed (an enemy unit, a sea, lake or strait hexside, a lake hexside only
    in weather other than frozen and snow, 15.3, 15.4a; terrain the class may not enter or
    leave unless along a road)."""
    if (b in s.enemy_units or board.terrain.get(b) in ("sea", "lake")
            or board.features(a, b) & water(s.frozen)):
        return None
    road = b in board.road.get(a, ())
    if not road and enter_cost(data, m.move_class, s.terrain_key.get(a, board.terrain[a]),
                               frozen=s.frozen) is None:
        return None  # 8.1.3, Q&A: terrain the class may not enter is left along a road only
    key = s.terrain_key.get(b, board.terrain[b])
    return enter_cost(data, m.move_class, key, along_road=road, frozen=s.frozen)


def normal_reach(t: Topo, costs: list[tuple[float | None, ...]], m: Mover, start: int, allowance: float,
                 *, zoc: Collection[int], aa: Collection[int], river_zoc_only: Collection[int],
                 blocked: Collection[int]) -> tuple[dict[int, float], dict[int, int]]:
    """8.1: every index of the map the unit may end a normal move in, with its cost and
    the index it came from (``topology.dijkstra``'s answer). ``costs`` are the class's
    step costs (8.1.2, 8.1.3: ``step_cost`` with no enemy about), ``blocked`` the indices
    it never enters (enemy units, 8.0, and the ground ``moves.route_limits`` bars).
    Entering a zone it heeds ends its move (7.1.1, 7.2.2), and a unit that starts in one
    (a panzer, a leader leaving a friend, a unit across a river, 7.1.6) may not step
    straight into another hex of it (ZOC to ZOC is impossible); it may always enter one
    adjacent hex it may enter at all (8.1.4); it cannot start if it may not leave its
    hex's ZOC (7.1.6)."""
    if not may_leave(m, start, set(zoc) | set(aa), river_zoc_only):
        return {start: 0.0}, {}
    stop = heeded(m, zoc, aa)
    barred = stop if start in stop else frozenset()
    return topology.dijkstra(t, costs, start, allowance, blocked=blocked, stops=stop,
                             min_one_hex=True, first_barred=barred)


def overrun_cost(board: Board, data: SbData, m: Mover, s: Surroundings, here: Hex,
                 target: Hex) -> float | None:
    """9.1, 9.10: a tank's overrun costs the terrain cost of entering the enemy's hex plus
    3; terrain it may not enter only along a road hexside. None when it may not."""
    if target not in board.neighbors(here) or board.features(here, target) & water(s.frozen):
        return None
    key = s.terrain_key.get(target, board.terrain[target])
    cost = enter_cost(data, m.move_class, key, along_road=target in board.road.get(here, ()), frozen=s.frozen)
    return None if cost is None else cost + data.overrun_cost
