"""The board: a scenario's map compiled for fast questions.

Built once per game from :class:`~qtwargame.scenario.models.MapSpec`. Everything is keyed
by :class:`Hex` and precomputed (neighbours on the map, hexside features, rail and road
adjacency, region membership) so that movement and supply searches do dictionary look-ups
only.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from qtwargame.engine.hexgrid import DIRECTIONS, GridSpec, Hex, HexSide, Orientation

if TYPE_CHECKING:
    from qtwargame.scenario.models import MapSpec


@dataclass(frozen=True, slots=True)
class City:
    id: str
    hex: Hex
    name_en: str
    name_ja: str
    kind: str
    vp: int
    port: bool
    fortress: bool
    tags: frozenset[str]

    def name(self, lang: str = "en") -> str:
        return (self.name_ja or self.name_en) if lang == "ja" else self.name_en


@dataclass(frozen=True, slots=True)
class Region:
    id: str
    kind: str
    name_en: str
    name_ja: str
    side: str | None
    hexes: frozenset[Hex]
    color: str


class _Labels(dict[Hex, str]):
    """Each hex of the board -> its label; a hex off the board is labelled by the grid
    (``__missing__``), so a look-up of a board hex is the dictionary's own ``[]``."""

    __slots__ = ("_grid",)

    def __init__(self, grid: GridSpec, hexes: Iterable[Hex]) -> None:
        super().__init__((h, grid.label(h)) for h in hexes)
        self._grid = grid

    def __missing__(self, h: Hex) -> str:
        return self._grid.label(h)


class Board:
    """Terrain, hexsides, cities, links and regions of one map."""

    def __init__(self, spec: MapSpec) -> None:
        g = spec.grid
        self.grid = GridSpec(
            orientation=Orientation(g.orientation),
            shifted=g.shifted,
            rows_up=g.rows_up,
            order=g.order,
            digits=g.digits,
        )
        # A map names each hex many times (hexsides, links, regions): each label is parsed
        # once, and every name of a hex gives the one Hex object.
        read: dict[str, Hex] = {}
        grid_parse = self.grid.parse

        def parse(label: str) -> Hex:
            h = read.get(label)
            if h is None:
                h = read[label] = grid_parse(label)
            return h

        self.terrain: dict[Hex, str] = {parse(lbl): t for lbl, t in spec.hexes.items()}
        self.hexes: frozenset[Hex] = frozenset(self.terrain)
        self._labels: dict[Hex, str] = _Labels(self.grid, self.terrain)
        self._by_label: dict[str, Hex] = {v: k for k, v in self._labels.items()}
        on_map = {(h.q, h.r): h for h in self.terrain}
        steps = [(d.q, d.r) for d in DIRECTIONS]
        self.adjacent: dict[Hex, tuple[Hex, ...]] = {
            h: tuple(on_map[n] for n in ((h.q + dq, h.r + dr) for dq, dr in steps) if n in on_map)
            for h in self.terrain
        }
        self.sides: dict[HexSide, frozenset[str]] = {}
        for hs in spec.hexsides:
            side = HexSide.between(parse(hs.a), parse(hs.b))
            self.sides[side] = self.sides.get(side, frozenset()) | frozenset(hs.features)
        # Feature lookup per ordered pair, for hot loops.
        self._pair_features: dict[tuple[Hex, Hex], frozenset[str]] = {}
        for side, feats in self.sides.items():
            self._pair_features[(side.a, side.b)] = feats
            self._pair_features[(side.b, side.a)] = feats
        self.cities: dict[Hex, City] = {}
        self.cities_by_id: dict[str, City] = {}
        for c in spec.cities:
            city = City(
                id=c.id,
                hex=parse(c.hex),
                name_en=c.name.en,
                name_ja=c.name.ja,
                kind=c.kind,
                vp=c.vp,
                port=c.port,
                fortress=c.fortress,
                tags=frozenset(c.tags),
            )
            self.cities[city.hex] = city
            self.cities_by_id[city.id] = city
        self.rail: dict[Hex, frozenset[Hex]] = {}
        self.road: dict[Hex, frozenset[Hex]] = {}
        #: Grade of the best road between two adjacent hexes, both orders (1 is best).
        self._road_grade: dict[tuple[Hex, Hex], int] = {}
        for link in spec.links:
            table = self.rail if link.kind == "rail" else self.road
            path = [parse(x) for x in link.hexes]
            grade = getattr(link, "grade", 1)
            for a, b in zip(path, path[1:]):
                table[a] = table.get(a, frozenset()) | {b}
                table[b] = table.get(b, frozenset()) | {a}
                if link.kind == "road":
                    for pair in ((a, b), (b, a)):
                        old = self._road_grade.get(pair)
                        self._road_grade[pair] = grade if old is None else min(old, grade)
        self.regions: dict[str, Region] = {}
        self._regions_of: dict[Hex, frozenset[str]] = {}
        for r in spec.regions:
            hexes = frozenset(parse(x) for x in r.hexes)
            self.regions[r.id] = Region(r.id, r.kind, r.name.en, r.name.ja, r.side, hexes, r.color)
            for h in hexes:
                self._regions_of[h] = self._regions_of.get(h, frozenset()) | {r.id}
        self.initial_control: dict[Hex, str] = {}
        for side_id, labels in spec.control.items():
            for lbl in labels:
                self.initial_control[parse(lbl)] = side_id

    # -- look-ups ------------------------------------------------------------------------
    def __contains__(self, h: Hex) -> bool:
        return h in self.terrain

    def label(self, h: Hex) -> str:
        return self._labels[h]

    def labeller(self) -> Callable[[Hex], str]:
        """:meth:`label` as the label table's own look-up, with no Python call per hex: a
        state's hash labels every controlled hex (hundreds) and every unit's."""
        return self._labels.__getitem__

    def hex(self, label: str) -> Hex:
        h = self._by_label.get(label)
        if h is None:
            h = self.grid.parse(label)
            if h not in self.terrain:
                raise KeyError(f"hex {label} is not on the map")
        return h

    def neighbors(self, h: Hex) -> tuple[Hex, ...]:
        return self.adjacent.get(h, ())

    def features(self, a: Hex, b: Hex) -> frozenset[str]:
        return self._pair_features.get((a, b), frozenset())

    def has_feature(self, a: Hex, b: Hex, feature: str) -> bool:
        return feature in self._pair_features.get((a, b), ())

    def city(self, h: Hex) -> City | None:
        return self.cities.get(h)

    def rail_neighbors(self, h: Hex) -> frozenset[Hex]:
        return self.rail.get(h, frozenset())

    def has_rail(self, h: Hex) -> bool:
        return h in self.rail

    def road_grade(self, a: Hex, b: Hex) -> int | None:
        """The grade of the road from ``a`` to the adjacent ``b`` (1 first class, 2 second
        class), or None where no road joins them. Where two roads share a segment the
        better (lower) grade counts."""
        return self._road_grade.get((a, b))

    def region(self, rid: str) -> Region:
        return self.regions[rid]

    def regions_of(self, h: Hex) -> frozenset[str]:
        return self._regions_of.get(h, frozenset())

    def in_region(self, h: Hex, rid: str) -> bool:
        return rid in self._regions_of.get(h, ())

    def regions_of_kind(self, kind: str) -> list[Region]:
        return [r for r in self.regions.values() if r.kind == kind]

    def edge(self, side: str) -> frozenset[Hex]:
        """The map-edge hexes of ``side``: every region of kind ``map_edge`` it owns."""
        out: frozenset[Hex] = frozenset()
        for r in self.regions.values():
            if r.kind == "map_edge" and r.side == side:
                out = out | r.hexes
        return out
