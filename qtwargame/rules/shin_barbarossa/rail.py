"""Rail movement (8.3, 14.3, Q&A on the Kerch strait): rail points, and where a unit on a
rail line may ride to."""

from __future__ import annotations

from collections import deque
from collections.abc import Collection

from qtwargame.engine.board import Board
from qtwargame.engine.hexgrid import Hex
from qtwargame.rules.shin_barbarossa.data import SbData


def points(data: SbData, side: str) -> int:
    """8.3.2: rail points a turn: Soviet 5, Axis 2."""
    return data.rail_points[side]


def cost(data: SbData, tank: bool) -> int:
    """8.3.3: a tank or panzer costs 2 points, any other unit 1."""
    return data.rail_cost["tank" if tank else "other"]


def rail_reach(board: Board, start: Hex, *, enemy_zoc: Collection[Hex], enemy_units: Collection[Hex],
               enemy_towns: Collection[Hex], interdicted: Collection[Hex] = ()) -> set[Hex]:
    """8.3.1, 8.3.4, 14.3: from a rail hex, every rail hex reachable along the line any
    distance, never into enemy ZOC, enemy units or a city or town the enemy controls, nor
    (Soviets in their movement phase) a hex holding an Axis air unit. A unit starting in
    enemy ZOC may not ride at all. The Kerch ferry carries rail movement (Q&A)."""
    if not board.has_rail(start) or start in enemy_zoc:
        return set()
    seen = {start}
    queue = deque([start])
    while queue:
        h = queue.popleft()
        for n in board.rail_neighbors(h):
            if n in seen or n in enemy_zoc or n in enemy_units or n in enemy_towns or n in interdicted:
                continue
            seen.add(n)
            queue.append(n)
    seen.discard(start)
    return seen
