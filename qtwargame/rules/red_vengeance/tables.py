"""Per-game tables built once by ``Ruleset.prepare``: hexes as small integers, neighbours,
terrain costs per movement class and weather (9.1, 13.0: swamp is clear in snow),
regions, edges, cities, ports, oil fields and one record per unit."""

from __future__ import annotations

from dataclasses import dataclass

from qtwargame.rules.dice_bucket.grid import bfs
from qtwargame.rules.dice_bucket.tables import BoardTables, index_board
from qtwargame.rules.red_vengeance.units import UnitInfo, unit_info

MOVE_CLASSES = ("foot", "mountain", "armor")


@dataclass(kw_only=True)
class Tables(BoardTables):
    """The core's tables (``dice_bucket.tables``) on RV's ``rules_data`` (a dict)."""

    data: dict
    units: dict[str, UnitInfo]

    def region(self, role: str) -> frozenset[int]:
        rid = self.data["regions"].get(role)
        return self.regions.get(rid, frozenset()) if rid else frozenset()

    def city(self, cid: str) -> int | None:
        return self.city_hex.get(cid)


def build_tables(game) -> Tables:
    data = game.scenario.rules_data
    board = game.board
    ix = index_board(board)
    idx, nbr, terrain, regions = ix.idx, ix.nbr, ix.terrain, ix.regions
    river = set()
    for hs, feats in board.sides.items():
        if "river" in feats:
            a, b = idx[hs.a], idx[hs.b]
            river |= {(a, b), (b, a)}
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
    return Tables(**ix._asdict(), data=data, nbr_land=nbr_land, effective=effective, cost=cost,
                  land=land, river=frozenset(river), strait=frozenset(), units=units, edge=edge,
                  retreat_dist=retreat_dist, leaders=leaders)
