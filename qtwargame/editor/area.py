"""Areas of the map as data, the way Tiled handles a selection of tiles: copy everything in
a set of hexes (terrain, hexside features, cities, lines, region membership, units set up
there) into a :class:`Clip` of positions relative to an anchor hex, turn it (60° steps) or
mirror it, and stamp it anywhere, as pure functions from scenario to scenario.

Positions are axial offsets (:class:`~qtwargame.engine.hexgrid.Hex` differences), so a clip
keeps every neighbour a neighbour wherever it is stamped. The editor's grids carry rows
numbered upward in the axial coordinates already (``GridSpec`` mirrors them), so a flip is
a flip on the screen too.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from qtwargame.editor.slug import next_free_id
from qtwargame.engine.hexgrid import GridSpec, Hex, Offset
from qtwargame.scenario.models import CitySpec, LinkKind, Scenario, SetupSpec, UnitSpec


def rect_hexes(grid: GridSpec, a: Hex, b: Hex) -> set[Hex]:
    """The printed rectangle of hexes between ``a`` and ``b`` (corners included)."""
    oa, ob = grid.to_offset(a), grid.to_offset(b)
    c0, c1 = sorted((oa.col, ob.col))
    r0, r1 = sorted((oa.row, ob.row))
    return {grid.to_hex(Offset(c, r)) for c in range(c0, c1 + 1) for r in range(r0, r1 + 1)}


@dataclass
class Clip:
    """What was in an area, relative to its anchor hex."""

    terrain: dict[Hex, str] = field(default_factory=dict)
    hexsides: list[tuple[Hex, Hex, list[str]]] = field(default_factory=list)
    cities: list[tuple[Hex, CitySpec]] = field(default_factory=list)
    links: list[tuple[LinkKind, int, str, list[Hex]]] = field(default_factory=list)
    regions: dict[str, list[Hex]] = field(default_factory=dict)
    units: list[tuple[Hex, UnitSpec]] = field(default_factory=list)

    def cells(self) -> list[Hex]:
        return list(self.terrain)

    def map(self, fn) -> Clip:
        """The clip with every position passed through ``fn``."""
        return Clip(
            {fn(d): t for d, t in self.terrain.items()},
            [(fn(a), fn(b), list(f)) for a, b, f in self.hexsides],
            [(fn(d), c) for d, c in self.cities],
            [(k, g, n, [fn(d) for d in path]) for k, g, n, path in self.links],
            {r: [fn(d) for d in ds] for r, ds in self.regions.items()},
            [(fn(d), u) for d, u in self.units],
        )

    def summary(self) -> dict[str, int]:
        return {"hexes": len(self.terrain), "hexsides": len(self.hexsides),
                "cities": len(self.cities), "lines": len(self.links),
                "units": len(self.units)}


def _hex_of(grid: GridSpec, label: str) -> Hex | None:
    try:
        return grid.parse(label)
    except ValueError:
        return None


def copy_area(sc: Scenario, grid: GridSpec, hexes: set[Hex], anchor: Hex) -> Clip:
    """Everything of ``sc`` inside ``hexes`` (map hexes only), relative to ``anchor``."""
    m = sc.map
    on_map = {_hex_of(grid, x) for x in m.hexes}
    area = {h for h in hexes if h in on_map}
    clip = Clip()
    for lbl, t in m.hexes.items():
        h = _hex_of(grid, lbl)
        if h in area:
            clip.terrain[h - anchor] = t
    for hs in m.hexsides:
        a, b = _hex_of(grid, hs.a), _hex_of(grid, hs.b)
        if a in area and b in area:
            clip.hexsides.append((a - anchor, b - anchor, list(hs.features)))
    for c in m.cities:
        h = _hex_of(grid, c.hex)
        if h in area:
            clip.cities.append((h - anchor, c.model_copy(deep=True)))
    for link in m.links:
        run: list[Hex] = []
        for h in [_hex_of(grid, x) for x in link.hexes] + [None]:
            if h is not None and h in area:
                run.append(h - anchor)
                continue
            if len(run) >= 2:
                clip.links.append((link.kind, link.grade, link.name, run))
            run = []
    for r in m.regions:
        inside = [h - anchor for h in (_hex_of(grid, x) for x in r.hexes) if h in area]
        if inside:
            clip.regions[r.id] = inside
    for u in sc.units:
        if u.setup is not None and u.setup.hex is not None:
            h = _hex_of(grid, u.setup.hex)
            if h in area:
                clip.units.append((h - anchor, u.model_copy(deep=True)))
    return clip


# -- turning and mirroring ---------------------------------------------------------------------
def rotate(clip: Clip, steps: int = 1) -> Clip:
    """Turn the clip ``steps`` times 60° clockwise about its anchor."""
    out = clip
    for _ in range(steps % 6):
        out = out.map(lambda d: Hex(-d.r, -d.s))  # (q, r, s) -> (-r, -s, -q)
    return out


def flip(clip: Clip, horizontal: bool, flat: bool) -> Clip:
    """Mirror the clip left-right (``horizontal``) or top-bottom on a grid of flat-topped
    (``flat``) or pointy-topped hexes."""
    if flat:
        fn = (lambda d: Hex(-d.q, -d.s)) if horizontal else (lambda d: Hex(d.q, d.s))
    else:
        fn = (lambda d: Hex(d.s, d.r)) if horizontal else (lambda d: Hex(-d.s, -d.r))
    return clip.map(fn)


# -- stamping and clearing ---------------------------------------------------------------------
def _fresh(ident: str, taken: set[str]) -> str:
    return next_free_id(ident, taken)


#: The layers a clip holds.
ALL_LAYERS = frozenset({"terrain", "hexsides", "cities", "links", "regions", "units"})


def stamp(sc: Scenario, grid: GridSpec, clip: Clip, at: Hex,
          layers: frozenset[str] = ALL_LAYERS) -> tuple[Scenario, int]:
    """A copy of ``sc`` with ``clip`` stamped with its anchor on ``at``: of the ``layers``
    named, terrain set (hexes added where the map had none), hexside features, cities
    (replacing one on the same hex), lines, region membership and units (copies with fresh
    ids where the id is taken); the others are left as they are. Positions without a
    printed number are skipped. Returns the scenario and the number of hexes stamped (0
    when terrain is not carried)."""
    clip = Clip(
        clip.terrain if "terrain" in layers else {},
        clip.hexsides if "hexsides" in layers else [],
        clip.cities if "cities" in layers else [],
        clip.links if "links" in layers else [],
        clip.regions if "regions" in layers else {},
        clip.units if "units" in layers else [])
    out = sc.model_copy(deep=True)
    m = out.map

    def label(d: Hex) -> str | None:
        try:
            return grid.label(at + d)
        except ValueError:
            return None

    hexes = dict(m.hexes)
    n = 0
    for d, t in clip.terrain.items():
        lbl = label(d)
        if lbl is not None:
            hexes[lbl] = t
            n += 1
    m.hexes = hexes
    sides = list(m.hexsides)
    for a, b, feats in clip.hexsides:
        la, lb = label(a), label(b)
        if la is None or lb is None:
            continue
        sides = [hs for hs in sides if {hs.a, hs.b} != {la, lb}]
        sides.append(_hexside(la, lb, feats))
    m.hexsides = sides
    cities = list(m.cities)
    taken = {c.id for c in cities}
    for d, c in clip.cities:
        lbl = label(d)
        if lbl is None:
            continue
        old = [x for x in cities if x.hex == lbl]
        for x in old:
            cities.remove(x)
            taken.discard(x.id)
        new = c.model_copy(update={"hex": lbl, "id": _fresh(c.id, taken)})
        taken.add(new.id)
        cities.append(new)
    m.cities = cities
    links = list(m.links)
    for kind, grade, name, path in clip.links:
        labels = [lbl for lbl in (label(d) for d in path) if lbl is not None]
        if len(labels) < len(path):  # a part of the line has no printed number there
            continue
        links.append(_link(kind, grade, name, labels))
    m.links = links
    regions = {r.id: r for r in m.regions}
    for rid, ds in clip.regions.items():
        r = regions.get(rid)
        if r is None:
            continue
        add = [x for x in (label(d) for d in ds) if x is not None and x not in r.hexes]
        r.hexes = r.hexes + add
    units = list(out.units)
    taken = {u.id for u in units}
    for d, u in clip.units:
        lbl = label(d)
        if lbl is None:
            continue
        placed = u.model_copy(deep=True, update={"id": _fresh(u.id, taken)})
        placed.setup = SetupSpec(hex=lbl)
        taken.add(placed.id)
        units.append(placed)
    out.units = units
    return out, n


def _hexside(a: str, b: str, feats: list[str]):
    from qtwargame.scenario.models import HexsideSpec

    return HexsideSpec(a=a, b=b, features=feats)


def _link(kind: LinkKind, grade: int, name: str, labels: list[str]):
    from qtwargame.scenario.models import LinkSpec

    return LinkSpec(kind=kind, grade=grade, name=name, hexes=labels)


def clear_area(sc: Scenario, grid: GridSpec, hexes: set[Hex]) -> Scenario:
    """A copy of ``sc`` with what stands in ``hexes`` removed: hexside features between two
    of them, cities, line segments touching them, region membership, and the units set up
    there. The terrain stays (paint or erase it with the terrain tools)."""
    labels = set()
    for h in hexes:
        try:
            labels.add(grid.label(h))
        except ValueError:
            continue
    out = sc.model_copy(deep=True)
    m = out.map
    m.hexsides = [hs for hs in m.hexsides if not (hs.a in labels and hs.b in labels)]
    m.cities = [c for c in m.cities if c.hex not in labels]
    links = []
    for link in m.links:
        run: list[str] = []
        for lbl in link.hexes + [None]:
            if lbl is not None and lbl not in labels:
                run.append(lbl)
                continue
            if len(run) >= 2:
                links.append(link.model_copy(update={"hexes": run}))
            run = []
    m.links = links
    for r in m.regions:
        r.hexes = [x for x in r.hexes if x not in labels]
    out.units = [u for u in out.units
                 if not (u.setup is not None and u.setup.hex in labels)]
    return out
