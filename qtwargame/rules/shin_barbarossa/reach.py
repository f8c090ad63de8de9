"""Normal movement over the map (7.1.1, 7.1.6, 7.1.7, 7.2.2, 8.0, 8.1.2–8.1.4, 9.0's costs,
Q&A): where one unit may go with its movement allowance, and what stops it.

The caller says who stands where (enemy units, the hexes in enemy normal and anti-armour
ZOC, hexes holding friends) and what the unit is; this module only searches, with the
engine's shared Dijkstra (``engine.paths.reachable``).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field

from qtwargame.engine import paths
from qtwargame.engine.board import Board
from qtwargame.engine.hexgrid import Hex
from qtwargame.rules.shin_barbarossa.data import SbData
from qtwargame.rules.shin_barbarossa.lines import water
from qtwargame.rules.shin_barbarossa.movement import enter_cost


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


def _blocking_zoc(m: Mover, s: Surroundings) -> Collection[Hex]:
    """7.1.7, 7.2.2: a panzer in normal movement heeds only anti-armour ZOC; everyone else
    heeds every enemy ZOC (anti-armour ZOC counts as normal ZOC for them, 7.2.4)."""
    if m.panzer:
        return s.enemy_aa_zoc
    return set(s.enemy_zoc) | set(s.enemy_aa_zoc)


def may_leave(m: Mover, s: Surroundings, start: Hex) -> bool:
    """7.1.6: nobody leaves an enemy ZOC, except German panzers, a Soviet leader leaving a
    friend in the hex, and a unit the ZOC reaches only across a river."""
    zoc = set(s.enemy_zoc) | set(s.enemy_aa_zoc)
    if start not in zoc:
        return True
    return m.panzer or m.leader_leaving_friend or start in s.river_zoc_only


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


def normal_reach(board: Board, data: SbData, m: Mover, s: Surroundings, start: Hex,
                 allowance: int) -> dict[Hex, float]:
    """8.1: every hex the unit may end a normal move in, with its cost. Entering a ZOC it
    heeds ends its move (7.1.1, 7.2.2), and a unit that starts in one (a panzer, a leader
    leaving a friend, a unit across a river, 7.1.6) may not step straight into another
    hex of it (ZOC to ZOC is impossible); it may always enter one adjacent hex it may
    enter at all (8.1.4); it cannot start if it may not leave its hex's ZOC (7.1.6)."""
    if not may_leave(m, s, start):
        return {start: 0.0}
    zoc = _blocking_zoc(m, s)
    leaving = start in zoc

    def cost(a: Hex, b: Hex) -> float | None:
        if leaving and a == start and b in zoc:
            return None
        return step_cost(board, data, m, s, a, b)

    found = paths.reachable(start, allowance, board.neighbors, cost,
                            stops=lambda h: h in zoc, min_one_hex=True)
    return {h: c for h, (c, _) in found.items()}


def overrun_cost(board: Board, data: SbData, m: Mover, s: Surroundings, here: Hex,
                 target: Hex) -> float | None:
    """9.1, 9.10: a tank's overrun costs the terrain cost of entering the enemy's hex plus
    3; terrain it may not enter only along a road hexside. None when it may not."""
    if target not in board.neighbors(here) or board.features(here, target) & water(s.frozen):
        return None
    key = s.terrain_key.get(target, board.terrain[target])
    cost = enter_cost(data, m.move_class, key, along_road=target in board.road.get(here, ()), frozen=s.frozen)
    return None if cost is None else cost + data.overrun_cost
