"""Per-game tables built once by ``Ruleset.prepare``: hexes as small integers, neighbour
and rail lists, terrain costs per movement class and weather, regions, edges, the
distances retreats head along, and one record per unit.

Movement and supply searches run thousands of times a game; working on integer indices
and precomputed lists keeps each search to list and set look-ups (the issue's targets: a
unit's reachable hexes in about a millisecond, a side's supply in a few).
"""

from __future__ import annotations

from dataclasses import dataclass

from qtwargame.rules.defiant_russia.data import MOVE_CLASSES, DRData
from qtwargame.rules.defiant_russia.units import UnitInfo, unit_info
from qtwargame.rules.dice_bucket.grid import bfs
from qtwargame.rules.dice_bucket.tables import BoardTables, index_board


@dataclass(kw_only=True)
class Tables(BoardTables):
    """The core's tables (``dice_bucket.tables``) with DR's own: hex rows (11.42's Finnish
    line, the snow conversions north of a row), rail lines, reinforcement edges, the Black
    Sea and its fleet's area, the rail hexes over the sea and the Kerch strait (9.23)."""

    data: DRData
    row: list[int]
    rail: list[tuple[int, ...]]
    rail_hexes: tuple[int, ...]
    units: dict[str, UnitInfo]
    reinforcement_edge: dict[str, frozenset[int]]
    fleet_area: frozenset[int]
    sea: frozenset[int]
    rail_only: frozenset[int]
    kerch: tuple[int, ...]

    def role_hex(self, role: str) -> int | None:
        cid = getattr(self.data.cities, role)
        return self.city_hex.get(cid) if cid else None

    def region(self, role: str) -> frozenset[int]:
        rid = self.data.regions.get(role)
        return self.regions.get(rid, frozenset()) if rid else frozenset()


def build_tables(game, data: DRData) -> Tables:
    board = game.board
    ix = index_board(board)
    hexes, idx, labels, nbr, terrain, regions = ix.hexes, ix.idx, ix.labels, ix.nbr, ix.terrain, ix.regions
    row = [int(lbl[: len(lbl) // 2]) for lbl in labels]
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
    return Tables(**ix._asdict(), data=data, row=row, nbr_land=nbr_land, rail=rail,
                  rail_hexes=tuple(i for i in range(len(hexes)) if rail[i]), river=frozenset(river),
                  strait=frozenset(strait), units=units, cost=cost, effective=effective, land=land,
                  edge=edge, retreat_dist=retreat_dist, reinforcement_edge=reinforcement_edge,
                  fleet_area=fleet_area, sea=sea, rail_only=rail_only, kerch=kerch,
                  leaders=dict(data.leaders))


def _on(board, label: str) -> bool:
    try:
        board.hex(label)
    except (KeyError, ValueError):
        return False
    return True
