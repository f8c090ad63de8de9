"""Rear areas (2.1.2, 10.5): each is one big hex.

A rear area is a region of the map (``kind`` = ``rear_area``) whose hexes all count as
one place. The rules work on *nodes*: every map hex outside a rear area is a node, and
each rear area is one node, named by its anchor hex (the first hex listed). A unit in a
rear area stands on the anchor. Two rear areas are never adjacent to each other (the
boundaries between the German areas cannot be crossed, 10.5), and a rear area is adjacent
to every map hex next to any of its hexes. A hexside feature lies between a rear area
and a map hex only if it lies on every hexside between them: the Romanian units attack
0702 across a river because the whole border is the river.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from qtwargame.engine.board import Board
from qtwargame.engine.hexgrid import Hex

#: Hexside features that no unit, ZOC or supply line crosses (9.3, 10.2.6, 13.2.2).
BARRIERS = frozenset({"sea", "lake"})
#: Terrain a unit may never enter (10.2.6).
WATER = frozenset({"sea", "lake"})


@dataclass(frozen=True)
class Area:
    id: str
    side: str
    anchor: Hex
    hexes: frozenset[Hex]
    codes: frozenset[str]  # setup codes that name this area (2.2.3)


class Topology:
    """The map as nodes: hexes outside rear areas, and one node per rear area."""

    def __init__(self, board: Board, regions: Iterable, rear_area_kind: str,
                 setup_codes: Iterable) -> None:
        self.board = board
        codes: dict[str, set[str]] = {}
        for c in setup_codes:
            if c.region is not None:
                codes.setdefault(c.region, set()).add(c.code)
        self.areas: dict[str, Area] = {}
        self._area_at: dict[Hex, Area] = {}
        for r in regions:
            if r.kind != rear_area_kind or not r.hexes:
                continue
            hexes = [board.hex(x) for x in r.hexes]
            area = Area(r.id, r.side or "", hexes[0], frozenset(hexes),
                        frozenset(codes.get(r.id, ())))
            self.areas[r.id] = area
            for h in hexes:
                self._area_at[h] = area
        self.by_anchor: dict[Hex, Area] = {a.anchor: a for a in self.areas.values()}
        self.nodes: list[Hex] = sorted(
            {self.node(h) for h in board.hexes}, key=board.label)
        self._nbrs: dict[Hex, tuple[Hex, ...]] = {}
        self._features: dict[tuple[Hex, Hex], frozenset[str]] = {}
        for n in self.nodes:
            self._build(n)
        water = {h for h, t in board.terrain.items() if t in WATER}
        #: Neighbours a unit or a supply line can step into: land, not across a barrier.
        self.open: dict[Hex, tuple[Hex, ...]] = {
            n: tuple(m for m in self._nbrs[n] if m not in water and self.crossable(n, m))
            for n in self.nodes
        }

    def _build(self, n: Hex) -> None:
        board = self.board
        members = self.areas_hexes(n)
        feats: dict[Hex, frozenset[str]] = {}
        for h in members:
            for m in board.neighbors(h):
                if m in members:
                    continue
                other = self.node(m)
                if other in self.by_anchor and n in self.by_anchor:
                    continue  # 10.5: no crossing between rear areas
                f = board.features(h, m)
                prev = feats.get(other)
                feats[other] = f if prev is None else prev & f
        self._nbrs[n] = tuple(sorted(feats, key=board.label))
        for other, f in feats.items():
            self._features[(n, other)] = f

    # -- questions --------------------------------------------------------------------
    def node(self, h: Hex) -> Hex:
        """The node a hex belongs to: its rear area's anchor, or the hex itself."""
        a = self._area_at.get(h)
        return a.anchor if a is not None else h

    def area(self, node: Hex) -> Area | None:
        """The rear area a node or hex is in, None for a map hex."""
        return self._area_at.get(node)

    def is_area(self, node: Hex) -> bool:
        return node in self._area_at

    def areas_hexes(self, node: Hex) -> frozenset[Hex]:
        a = self._area_at.get(node)
        return a.hexes if a is not None else frozenset((node,))

    def neighbors(self, node: Hex) -> tuple[Hex, ...]:
        return self._nbrs.get(node, ())

    def features(self, a: Hex, b: Hex) -> frozenset[str]:
        """Hexside features between two adjacent nodes (on every hexside between them)."""
        return self._features.get((a, b), frozenset())

    def crossable(self, a: Hex, b: Hex) -> bool:
        """10.2.6, 9.3, 13.2.2: no unit, ZOC or supply line crosses an all-sea/lake side."""
        return not (self._features.get((a, b), frozenset()) & BARRIERS)

    def adjacent(self, a: Hex, b: Hex) -> bool:
        return b in self._nbrs.get(a, ())

    def areas_of(self, side: str) -> list[Area]:
        return [a for a in self.areas.values() if a.side == side]

    def distances(self, start: Hex, limit: int) -> dict[Hex, int]:
        """Node distances from ``start`` out to ``limit``, whatever the terrain (11.4)."""
        dist = {start: 0}
        frontier = [start]
        for d in range(1, limit + 1):
            nxt = []
            for h in frontier:
                for n in self._nbrs[h]:
                    if n not in dist:
                        dist[n] = d
                        nxt.append(n)
            frontier = nxt
        return dist
