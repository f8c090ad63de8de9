"""Axis supply (12.0–12.4, 13.4, 15.2b, 15.4c, 15.5b, Q&A): a unit is in supply when a source
lies within 8 movement points counted at mechanized costs, strategic rates allowed between
hexes outside enemy ZOC, through enemy ZOC only where a friend stands (at normal cost).

Counting is done outward from the sources (Axis-territory hexes and the supply centers that
trace a LOC to them), so one search answers for every unit of the side.
"""

from __future__ import annotations

from collections.abc import Collection

from qtwargame.engine import paths
from qtwargame.engine.board import Board
from qtwargame.engine.hexgrid import Hex
from qtwargame.rules.shin_barbarossa.data import SbData
from qtwargame.rules.shin_barbarossa.lines import WATER
from qtwargame.rules.shin_barbarossa.movement import AXIS_PANZER, enter_cost


def supply_range(data: SbData, *, mud: bool = False, snow: bool = False) -> int:
    """12.2, 15.2b, 15.4c: 8 MP, halved in mud and in snow."""
    return data.supply_range // 2 if (mud or snow) else data.supply_range


def in_supply(board: Board, data: SbData, sources: Collection[Hex], *, enemy_units: Collection[Hex],
              enemy_zoc: Collection[Hex], friends: Collection[Hex], terrain_key: dict[Hex, str],
              budget: int, strategic: bool = True, frozen: bool = False) -> set[Hex]:
    """12.2–12.4: every hex within ``budget`` supply points of a source. A step costs what
    a mechanized unit pays to enter (NE terrain only along a road, so infantry in a forest
    off the roads is out of supply, Q&A); along a road from a hex outside enemy ZOC into a
    hex outside it, the strategic rate (½) when ``strategic`` (not in spring, 15.5b); an
    enemy-ZOC hex only where a friend stands; never through enemy units or across water."""
    half = data.terrain_effects.strategic_cost

    def cost(a: Hex, b: Hex) -> float | None:
        if b in enemy_units or board.terrain.get(b) in ("sea", "lake") or board.features(a, b) & WATER:
            return None
        if b in enemy_zoc and b not in friends:
            return None
        on_road = b in board.road.get(a, ())
        c = enter_cost(data, AXIS_PANZER, terrain_key.get(b, board.terrain[b]), along_road=on_road,
                       frozen=frozen)
        if c is None:
            return None
        if strategic and on_road and a not in enemy_zoc and b not in enemy_zoc:
            return half
        return c

    out: set[Hex] = set()
    for s in sources:
        found = paths.reachable(s, budget, board.neighbors, cost)
        out |= set(found)
    return out
