"""The map as the play window's layers read it, built leniently from the document.

The layers of :mod:`qtwargame.ui` draw from an engine :class:`~qtwargame.engine.board.Board`,
which refuses a map with a bad hex number or a hexside between hexes that do not touch.
A map being edited may have such mistakes for a while (the validation panel lists them),
so this board skips what it cannot place instead of refusing, and rebuilds one part at a
time when that part changes.
"""

from __future__ import annotations

from qtwargame.engine.board import City, Region
from qtwargame.engine.hexgrid import Hex, HexSide


class EditorBoard:
    def __init__(self, doc) -> None:
        self.doc = doc
        self.grid = doc.grid
        self.cities: dict[Hex, City] = {}
        self.sides: dict[HexSide, frozenset[str]] = {}
        self.regions: dict[str, Region] = {}
        self.refresh_cities()
        self.refresh_hexsides()
        self.refresh_regions()

    # -- what HexLabelLayer and the layers' look-ups use -------------------------------------
    @property
    def terrain(self) -> dict[Hex, str]:
        return self.doc.terrain_by_hex()

    @property
    def hexes(self) -> frozenset[Hex]:
        return frozenset(self.doc.label_at)

    def label(self, h: Hex) -> str:
        return self.doc.label(h) or ""

    # -- parts -------------------------------------------------------------------------------
    def refresh_cities(self) -> None:
        out: dict[Hex, City] = {}
        for c in self.doc.scenario.map.cities:
            h = self.doc.parse(c.hex)
            if h is None:
                continue
            out[h] = City(c.id, h, c.name.en, c.name.ja, c.kind, c.vp, c.port, c.fortress,
                          frozenset(c.tags))
        self.cities = out

    def refresh_hexsides(self) -> None:
        out: dict[HexSide, frozenset[str]] = {}
        for hs in self.doc.scenario.map.hexsides:
            a, b = self.doc.parse(hs.a), self.doc.parse(hs.b)
            if a is None or b is None or a.distance(b) != 1:
                continue
            side = HexSide.between(a, b)
            out[side] = out.get(side, frozenset()) | frozenset(hs.features)
        self.sides = out

    def refresh_regions(self) -> None:
        out: dict[str, Region] = {}
        for r in self.doc.scenario.map.regions:
            hexes = frozenset(h for h in map(self.doc.parse, r.hexes) if h is not None)
            out[r.id] = Region(r.id, r.kind, r.name.en, r.name.ja, r.side, hexes, r.color)
        self.regions = out

    def link_paths(self) -> list[tuple[str, list[Hex], int]]:
        """Each link as its kind, the run of hexes it can place (split where a hex number
        is bad) and its grade."""
        out = []
        for link in self.doc.scenario.map.links:
            run: list[Hex] = []
            for lbl in link.hexes:
                h = self.doc.parse(lbl)
                if h is None or (run and run[-1].distance(h) != 1):
                    if len(run) >= 2:
                        out.append((link.kind, run, link.grade))
                    run = [] if h is None else [h]
                else:
                    run.append(h)
            if len(run) >= 2:
                out.append((link.kind, run, link.grade))
        return out
