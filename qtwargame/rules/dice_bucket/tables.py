"""The per-game tables the dice-bucket core reads, built once by each game's
``Ruleset.prepare``: hexes as small integers, neighbour lists, terrain costs per movement
class and weather, regions, edges, cities, the distances retreats head along, and one
record per unit (DR, RV ``tables``).

Movement, supply and retreat searches run thousands of times a game; working on integer
indices and precomputed lists keeps each search to list and set look-ups. Each game's
``Tables`` adds its own (DR: rail lines, rows, the Kerch strait, the Black Sea; RV: none
beyond its data) and reads its ``rules_data`` (DR a model, RV a dict).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from qtwargame.engine.board import City
from qtwargame.engine.hexgrid import Hex
from qtwargame.rules.dice_bucket.grid import index_grid


@dataclass(kw_only=True)
class BoardTables:
    hexes: list[Hex]
    idx: dict[Hex, int]
    labels: list[str]
    nbr: list[tuple[int, ...]]
    #: snow -> neighbours a ground unit may step to (no water hexside between them).
    nbr_land: dict[bool, list[tuple[int, ...]]]
    terrain: list[str]
    #: snow -> terrain id each hex counts as (DR 8.3, RV 13.0 conversions).
    effective: dict[bool, list[str]]
    #: (move class, snow) -> MP to enter each hex, None where it may not enter.
    cost: dict[tuple[str, bool], list[int | None]]
    #: snow -> may a ground unit enter the hex at all.
    land: dict[bool, list[bool]]
    river: frozenset[tuple[int, int]]
    strait: frozenset[tuple[int, int]]
    regions: dict[str, frozenset[int]]
    city_at: dict[int, City]
    city_hex: dict[str, int]
    units: dict[str, Any]
    edge: dict[str, frozenset[int]]
    retreat_dist: dict[str, list[int]]
    leaders: dict[str, str]
    #: Caches that live as long as the game (keyed by content, never by time).
    memo: dict[str, Any] = field(default_factory=dict)
    #: Hex -> index without hashing a Hex: ``qgrid[q - qmin][r - rmin]`` (-1 off the map).
    qmin: int = 0
    rmin: int = 0
    qgrid: list[list[int]] = field(default_factory=list)

    def index(self, h: Hex) -> int:
        return self.qgrid[h.q - self.qmin][h.r - self.rmin]


class BoardIndex(NamedTuple):
    """A board's hexes as integers (sorted by label), with what each game reads of them."""

    hexes: list[Hex]
    idx: dict[Hex, int]
    labels: list[str]
    nbr: list[tuple[int, ...]]
    terrain: list[str]
    regions: dict[str, frozenset[int]]
    city_at: dict[int, City]
    city_hex: dict[str, int]
    qmin: int
    rmin: int
    qgrid: list[list[int]]


def index_board(board) -> BoardIndex:
    hexes = sorted(board.hexes, key=board.label)
    idx = {h: i for i, h in enumerate(hexes)}
    qmin, rmin, qgrid = index_grid(hexes)
    return BoardIndex(
        hexes=hexes, idx=idx, labels=[board.label(h) for h in hexes],
        nbr=[tuple(idx[n] for n in board.neighbors(h)) for h in hexes],
        terrain=[board.terrain[h] for h in hexes],
        regions={rid: frozenset(idx[h] for h in r.hexes if h in idx) for rid, r in board.regions.items()},
        city_at={idx[h]: c for h, c in board.cities.items()},
        city_hex={c.id: idx[h] for h, c in board.cities.items()},
        qmin=qmin, rmin=rmin, qgrid=qgrid)
