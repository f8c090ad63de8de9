"""Per-game tables built once by ``Ruleset.prepare``: hexes as small integers, neighbours,
terrain costs per movement class and weather (9.1, 13.0: swamp is clear in snow),
regions, edges, cities, ports, oil fields and one record per unit."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from qtwargame.engine.board import City
from qtwargame.engine.hexgrid import Hex
from qtwargame.rules.dice_bucket.grid import bfs, index_grid
from qtwargame.rules.red_vengeance.units import UnitInfo, unit_info

MOVE_CLASSES = ("foot", "mountain", "armor")


@dataclass
class Tables:
    data: dict
    hexes: list[Hex]
    idx: dict[Hex, int]
    labels: list[str]
    nbr: list[tuple[int, ...]]
    nbr_land: dict[bool, list[tuple[int, ...]]]
    terrain: list[str]
    effective: dict[bool, list[str]]
    cost: dict[tuple[str, bool], list[int | None]]
    land: dict[bool, list[bool]]
    river: frozenset[tuple[int, int]]
    strait: frozenset[tuple[int, int]]
    regions: dict[str, frozenset[int]]
    city_at: dict[int, City]
    city_hex: dict[str, int]
    units: dict[str, UnitInfo]
    edge: dict[str, frozenset[int]]
    retreat_dist: dict[str, list[int]]
    leaders: dict[str, str]
    memo: dict[str, Any] = field(default_factory=dict)
    qmin: int = 0
    rmin: int = 0
    qgrid: list[list[int]] = field(default_factory=list)

    def region(self, role: str) -> frozenset[int]:
        rid = self.data["regions"].get(role)
        return self.regions.get(rid, frozenset()) if rid else frozenset()

    def city(self, cid: str) -> int | None:
        return self.city_hex.get(cid)


def build_tables(game) -> Tables:
    data = game.scenario.rules_data
    board = game.board
    hexes = sorted(board.hexes, key=board.label)
    idx = {h: i for i, h in enumerate(hexes)}
    labels = [board.label(h) for h in hexes]
    nbr = [tuple(idx[n] for n in board.neighbors(h)) for h in hexes]
    terrain = [board.terrain[h] for h in hexes]
    river = set()
    for hs, feats in board.sides.items():
        if "river" in feats:
            a, b = idx[hs.a], idx[hs.b]
            river |= {(a, b), (b, a)}
    regions = {rid: frozenset(idx[h] for h in r.hexes if h in idx) for rid, r in board.regions.items()}
    city_at = {idx[h]: c for h, c in board.cities.items()}
    city_hex = {c.id: idx[h] for h, c in board.cities.items()}
    leaders = {k: v["unit"] for k, v in data["leaders"].items()}
    units = {uid: unit_info(d, data["guards_movement"], data["leaders"]) for uid, d in game.units.items()}
    snow_terrain = data["snow_terrain"]
    effective = {False: list(terrain), True: [snow_terrain.get(t, t) for t in terrain]}
    closed: set[int] = set()
    for rid in data["closed_regions"]:
        closed |= regions.get(rid, frozenset())
    cost: dict[tuple[str, bool], list[int | None]] = {}
    for snow in (False, True):
        for cls in MOVE_CLASSES:
            cost[(cls, snow)] = [None if i in closed else data["terrain"].get(t, {}).get("cost", {}).get(cls)
                                 for i, t in enumerate(effective[snow])]
    land = {snow: [c is not None for c in cost[("foot", snow)]] for snow in (False, True)}
    nbr_land = {snow: list(nbr) for snow in (False, True)}
    edge = {side: regions.get(rid, frozenset()) for side, rid in data["supply_edges"].items()}
    retreat_dist = {side: bfs(edge[side], nbr, lambda n: land[False][n]) for side in game.sides}
    t = Tables(data, hexes, idx, labels, nbr, nbr_land, terrain, effective, cost, land,
               frozenset(river), frozenset(), regions, city_at, city_hex, units, edge, retreat_dist,
               leaders)
    t.qmin, t.rmin, t.qgrid = index_grid(hexes)
    return t
