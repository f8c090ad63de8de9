"""Per-game tables built once by ``Ruleset.prepare``: hexes as small integers, neighbour
and rail lists, terrain costs per movement class and weather, regions, edges, the
distances retreats head along, and one record per unit.

Movement and supply searches run thousands of times a game; working on integer indices
and precomputed lists keeps each search to list and set look-ups (the issue's targets: a
unit's reachable hexes in about a millisecond, a side's supply in a few).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from qtwargame.engine.board import City
from qtwargame.engine.hexgrid import Hex
from qtwargame.rules.defiant_russia.data import MOVE_CLASSES, DRData
from qtwargame.rules.defiant_russia.units import UnitInfo, unit_info
from qtwargame.rules.dice_bucket.grid import bfs, index_grid


@dataclass
class Tables:
    data: DRData
    hexes: list[Hex]
    idx: dict[Hex, int]
    labels: list[str]
    row: list[int]
    nbr: list[tuple[int, ...]]
    #: snow -> neighbours a ground unit may step to (no water hexside between them).
    nbr_land: dict[bool, list[tuple[int, ...]]]
    terrain: list[str]
    rail: list[tuple[int, ...]]
    rail_hexes: tuple[int, ...]
    river: frozenset[tuple[int, int]]
    strait: frozenset[tuple[int, int]]
    regions: dict[str, frozenset[int]]
    city_at: dict[int, City]
    city_hex: dict[str, int]
    units: dict[str, UnitInfo]
    #: (move class, snow) -> MP to enter each hex, None where it may not enter.
    cost: dict[tuple[str, bool], list[int | None]]
    #: snow -> terrain id each hex counts as (8.3 conversions).
    effective: dict[bool, list[str]]
    #: snow -> may a ground unit enter the hex at all.
    land: dict[bool, list[bool]]
    edge: dict[str, frozenset[int]]
    retreat_dist: dict[str, list[int]]
    reinforcement_edge: dict[str, frozenset[int]]
    fleet_area: frozenset[int]
    sea: frozenset[int]
    rail_only: frozenset[int]
    kerch: tuple[int, ...]
    leaders: dict[str, str]
    #: Caches that live as long as the game (keyed by content, never by time).
    memo: dict[str, Any] = field(default_factory=dict)
    #: Hex -> index without hashing a Hex: ``qgrid[q - qmin][r - rmin]`` (-1 off the map).
    qmin: int = 0
    rmin: int = 0
    qgrid: list[list[int]] = field(default_factory=list)

    def index(self, h: Hex) -> int:
        return self.qgrid[h.q - self.qmin][h.r - self.rmin]

    def role_hex(self, role: str) -> int | None:
        cid = getattr(self.data.cities, role)
        return self.city_hex.get(cid) if cid else None

    def region(self, role: str) -> frozenset[int]:
        rid = self.data.regions.get(role)
        return self.regions.get(rid, frozenset()) if rid else frozenset()


def build_tables(game, data: DRData) -> Tables:
    board = game.board
    hexes = sorted(board.hexes, key=board.label)
    idx = {h: i for i, h in enumerate(hexes)}
    labels = [board.label(h) for h in hexes]
    row = [int(lbl[: len(lbl) // 2]) for lbl in labels]
    nbr = [tuple(idx[n] for n in board.neighbors(h)) for h in hexes]
    terrain = [board.terrain[h] for h in hexes]
    rail = [tuple(sorted(idx[n] for n in board.rail_neighbors(h))) for h in hexes]
    river, strait = set(), set()
    cut: dict[bool, set] = {False: set(), True: set()}
    for hs, feats in board.sides.items():
        a, b = idx[hs.a], idx[hs.b]
        for f in feats:
            if f in data.water_features:
                cut[False] |= {(a, b), (b, a)}
                if not data.water_features[f]:
                    cut[True] |= {(a, b), (b, a)}
        if data.river_feature in feats:
            river |= {(a, b), (b, a)}
        if data.strait_feature in feats:
            strait |= {(a, b), (b, a)}
    regions = {rid: frozenset(idx[h] for h in r.hexes if h in idx) for rid, r in board.regions.items()}
    city_at = {idx[h]: c for h, c in board.cities.items()}
    city_hex = {c.id: idx[h] for h, c in board.cities.items()}
    stalin = data.leaders.get("stalin")
    units = {uid: unit_info(d, data.movement_class, stalin) for uid, d in game.units.items()}

    effective: dict[bool, list[str]] = {False: list(terrain), True: list(terrain)}
    for i, t in enumerate(terrain):
        for conv in data.snow_conversions:
            if conv.terrain == t and (conv.north_of_row is None or row[i] > conv.north_of_row):
                effective[True][i] = conv.becomes
    cost: dict[tuple[str, bool], list[int | None]] = {}
    for snow in (False, True):
        for cls in MOVE_CLASSES:
            cost[(cls, snow)] = [
                data.terrain[t].cost.get(cls) if t in data.terrain else None
                for t in effective[snow]
            ]
    neutral: set[int] = set()
    for rid in data.neutral_regions:
        neutral |= regions.get(rid, frozenset())
    for i in neutral:
        for snow in (False, True):
            for cls in MOVE_CLASSES:
                cost[(cls, snow)][i] = None
    land = {snow: [c is not None for c in cost[("foot", snow)]] for snow in (False, True)}
    rail_only = frozenset(idx[board.hex(x)] for x in data.rail_sea_hexes if _on(board, x))
    for i in rail_only:
        for snow in (False, True):
            land[snow][i] = False
            for cls in MOVE_CLASSES:
                cost[(cls, snow)][i] = None
    sea = frozenset(i for i in range(len(hexes))
                    if not land[False][i] and i not in rail_only and i not in neutral)
    nbr_land = {snow: [tuple(n for n in nbr[i] if (i, n) not in cut[snow]) for i in range(len(nbr))]
                for snow in (False, True)}
    black_sea = regions.get(data.regions.get("black_sea", ""), frozenset())
    fleet_area = frozenset(black_sea | {n for s in black_sea for n in nbr[s] if land[False][n]})

    def region(role_map: dict[str, str], side: str) -> frozenset[int]:
        rid = role_map.get(side)
        return regions.get(rid, frozenset()) if rid else frozenset()

    edge = {side: region(data.supply_edges, side) for side in game.sides}
    retreat_dist = {}
    for side in game.sides:
        goal = region(data.retreat_edges, side)
        retreat_dist[side] = bfs(goal, nbr_land[False], lambda n: land[False][n])
    reinforcement_edge = {side: region(data.reinforcement_edges, side) for side in game.sides}
    kerch = tuple(idx[board.hex(x)] for x in data.kerch if _on(board, x))
    qmin, rmin, qgrid = index_grid(hexes)
    tables = Tables(data, hexes, idx, labels, row, nbr, nbr_land, terrain, rail,
                  tuple(i for i in range(len(hexes)) if rail[i]), frozenset(river),
                  frozenset(strait), regions, city_at, city_hex, units, cost, effective, land,
                  edge, retreat_dist, reinforcement_edge, fleet_area, sea, rail_only, kerch,
                  dict(data.leaders))
    tables.qmin, tables.rmin, tables.qgrid = qmin, rmin, qgrid
    return tables


def _on(board, label: str) -> bool:
    try:
        board.hex(label)
    except (KeyError, ValueError):
        return False
    return True
