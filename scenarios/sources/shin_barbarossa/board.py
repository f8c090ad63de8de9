"""The map part of the scenario: hexes, hexsides, cities, rails, roads, regions and
starting control, built from ``geography.py`` through ``mapgen.py``, with the rulebook's
facts pinned on top (they win over the fit, DATA-POLICY principle 1)."""

from __future__ import annotations

from collections import defaultdict

import geography as geo
import mapgen
from mapgen import GRID, Hex, hex_xy
from shapely.geometry import LineString, Point
from shapely.prepared import prep

#: Hexes the Q&A declares enterable (land) although they touch a lake.
ENTERABLE = ("1406", "2108", "3102", "3306", "3307")
#: Hexsides the Q&A closes: no passage between 1407/1408 and 1508 (Lake Peipus).
CLOSED = (("1407", "1508"), ("1408", "1508"))
#: Beside the Kerch strait: Kerch peninsula west of 3344, Taman east of 3345.
STRAIT_LAND = ("3244", "3444")
#: Hexsides across the water on either side of the crossing.
STRAIT_SEA = (("3244", "3345"), ("3344", "3444"))
#: Land hexsides either side of the crossing (Kerch town to its peninsula, Taman to the
#: Kuban), kept open although the fitted coast runs close to them.
STRAIT_OPEN = (("3244", "3344"), ("3345", "3444"))
#: Necks of land narrower than a hex that the hex-area rule would drown (designer's
#: reading of the real coast): the Kerch peninsula between Feodosia and Kerch.
LAND: tuple[str, ...] = ()
#: Share of the centre-to-centre segment of two land hexes that must lie in water for
#: their hexside to be a sea or lake hexside (bays and sounds between two coasts).
WATER_CROSSING = 0.6
#: City kinds, as the scenario's ``city_kinds`` ids.
CITY_KINDS = ("major_city", "city", "town")
#: 19.3a: Axis points per City held with LOC; every other City is worth 5.
CITY_VP = {"leningrad": 15, "sevastopol": 10, "rostov": 10}
DEFAULT_CITY_VP = 5
#: City ids the ruleset reads by name (tags).
CITY_TAGS = {
    "moscow": ["capital", "militia_center", "sudden_death"],
    "leningrad": ["militia_center", "soviet_source", "axis_source_when_held"],
    "odessa": ["soviet_source", "sea_port"],
    "sevastopol": ["soviet_source", "sea_port"],
    "helsinki": ["axis_source"],
    "tikhvin": ["finnish_release"],
    "rzhev": ["militia_trigger"], "vyazma": ["militia_trigger"], "kaluga": ["militia_trigger"],
    "tula": ["militia_trigger"], "stalinogorsk": ["militia_trigger"], "ryazan": ["militia_trigger"],
}


def label(h: Hex) -> str:
    return GRID.label(h)


class MapBuild:
    def __init__(self) -> None:
        self.sheet = mapgen.make_sheet()
        self.terrain = mapgen.terrain_of(self.sheet)
        self.notes: list[str] = []
        self._pin_land()
        self.place_hex = self._place_places()
        self._countries()
        self.features = self._hexsides()
        self.links = self._links()

    # -- pins -----------------------------------------------------------------------------
    def _pin_land(self) -> None:
        pinned = list(ENTERABLE) + [a for a in geo.ANCHORS] + [geo.KERCH_STRAIT[0], geo.KERCH_STRAIT[1]]
        for lbl in pinned:
            h = GRID.parse(lbl)
            if self.terrain[h] in ("sea", "lake"):
                self.notes.append(f"{lbl}: {self.terrain[h]} at the fitted centre, land by the rulebook")
                self.terrain[h] = "clear"
        # The strait: 3344 is the Kerch side, 3345 the Taman side. The hexes west (32xx)
        # and east (34xx) of the pair touch both; the west one is Kerch peninsula, the east
        # one Taman, and their hexsides with the far shore are sea (``STRAIT_SEA``).
        for lbl in STRAIT_LAND:
            h = GRID.parse(lbl)
            if self.terrain[h] in ("sea", "lake"):
                self.notes.append(f"{lbl}: sea at the fitted centre, land beside the Kerch strait")
                self.terrain[h] = "clear"
        for lbl in LAND:
            h = GRID.parse(lbl)
            if self.terrain[h] in ("sea", "lake"):
                self.notes.append(f"{lbl}: land (a neck narrower than a hex)")
                self.terrain[h] = "clear"

    def land(self) -> set[Hex]:
        return {h for h, t in self.terrain.items() if t not in ("sea", "lake")}

    def _place_places(self) -> dict[str, Hex]:
        """Every place in a hex: the rulebook's at their numbered hexes, the rest at the
        fit; a second place in an occupied hex moves to the nearest free land hex."""
        fixed = {name: GRID.parse(lbl) for lbl, (name, _, _) in geo.ANCHORS.items()}
        fixed["kerch"] = GRID.parse(geo.KERCH_STRAIT[0])
        fixed["taman"] = GRID.parse(geo.KERCH_STRAIT[1])
        out: dict[str, Hex] = {}
        taken: dict[Hex, str] = {}
        for name, h in fixed.items():
            out[name] = h
            if geo.PLACES[name][4] != "point":
                taken[h] = name
        land = self.land()
        for name, (_en, _ja, lat, lon, kind) in geo.PLACES.items():
            if name in out:
                continue
            h = mapgen.nearest_hex(*self.sheet.fit.xy(lat, lon))
            if h not in self.sheet.on_map:
                continue
            if h not in land:
                # A coastal town whose centre fell in the water: the nearest land hex.
                h = min((n for n in land), key=lambda n: (n.distance(h), hex_xy(n)))
            if kind != "point" and h in taken:
                alt = sorted((n for n in land if n not in taken and n.distance(h) <= 2),
                             key=lambda n: (n.distance(h), _d2(hex_xy(n), self.sheet.fit.xy(lat, lon))))
                if not alt:
                    self.notes.append(f"{name}: no free hex near {label(h)}, left out")
                    continue
                self.notes.append(f"{name}: shares {label(h)} with {taken[h]}, moved to {label(alt[0])}")
                h = alt[0]
            out[name] = h
            if kind != "point":
                taken[h] = name
        return out

    # -- countries, control --------------------------------------------------------------------
    def _countries(self) -> None:
        s = self.sheet
        border = s.line(geo.SOVIET_BORDER)
        west_poly = s.poly(geo.SOVIET_BORDER + [(44.0, 10.0), (56.0, 10.0)])
        finland = prep(s.poly(geo.FINLAND))
        hungary = prep(s.poly(geo.HUNGARY))
        slovakia = prep(s.poly(geo.SLOVAKIA))
        west = prep(west_poly)
        del border
        self.country: dict[Hex, str] = {}
        for h in self.sheet.hexes:
            if self.terrain[h] in ("sea", "lake"):
                continue
            pt = Point(*hex_xy(h))
            lat, _lon = self.latlon(h)
            if finland.contains(pt):
                c = "finland"
            elif hungary.contains(pt):
                c = "hungary"
            elif slovakia.contains(pt):
                c = "slovakia"
            elif west.contains(pt):
                if lat >= geo.EAST_PRUSSIA_SOUTH:
                    c = "east_prussia"
                elif lat >= 49.3:
                    c = "poland"
                else:
                    c = "romania"
            else:
                c = "ussr"
            self.country[h] = c

    def latlon(self, h: Hex) -> tuple[float, float]:
        """The real position of a hex centre (inverse of the fit)."""
        import numpy as np

        x, y = hex_xy(h)
        m = self.sheet.fit.matrix
        a = np.array([[m[0, 0], m[1, 0]], [m[0, 1], m[1, 1]]])
        px, lat = np.linalg.solve(a, np.array([x - m[2, 0], y - m[2, 1]]))
        import math

        lon = px / math.cos(math.radians(lat)) + mapgen.CENTRAL_MERIDIAN
        return float(lat), float(lon)

    # -- hexsides --------------------------------------------------------------------------------
    def _hexsides(self) -> dict[tuple[Hex, Hex], set[str]]:
        s = self.sheet
        feats: dict[tuple[Hex, Hex], set[str]] = defaultdict(set)
        rivers = [prep(line) for line in s.lines.values()]
        from shapely.ops import unary_union

        sea = unary_union(list(s.polys["sea"].values()))
        lake = unary_union(list(s.polys["lake"].values()))
        land = self.land()
        for h in sorted(land, key=hex_xy):
            for n in h.neighbors():
                if n not in land or not (h < n):
                    continue
                seg = LineString([hex_xy(h), hex_xy(n)])
                key = (h, n)
                if seg.intersection(sea).length >= WATER_CROSSING * seg.length:
                    feats[key].add("sea")
                elif seg.intersection(lake).length >= WATER_CROSSING * seg.length:
                    feats[key].add("lake")
                elif any(r.intersects(seg) for r in rivers):
                    feats[key].add("river")
                ch, cn = self.country.get(h), self.country.get(n)
                if ch != cn and "ussr" in (ch, cn):
                    feats[key].add("border")
        for a, b in CLOSED:
            ha, hb = GRID.parse(a), GRID.parse(b)
            key = (ha, hb) if ha < hb else (hb, ha)
            feats[key].discard("river")
            feats[key].add("lake")
        for a, b in STRAIT_OPEN:
            ha, hb = GRID.parse(a), GRID.parse(b)
            feats[(ha, hb) if ha < hb else (hb, ha)] -= {"sea", "lake"}
        for a, b in STRAIT_SEA:
            ha, hb = GRID.parse(a), GRID.parse(b)
            key = (ha, hb) if ha < hb else (hb, ha)
            feats[key] = {"sea"}
        a, b = GRID.parse(geo.KERCH_STRAIT[0]), GRID.parse(geo.KERCH_STRAIT[1])
        key = (a, b) if a < b else (b, a)
        feats[key] = {"strait"}
        return {k: v for k, v in feats.items() if v}

    def blocked(self) -> frozenset[tuple[Hex, Hex]]:
        out = set()
        for (a, b), f in self.features.items():
            if f & {"sea", "lake"}:
                out.add((a, b))
                out.add((b, a))
        return frozenset(out)

    # -- links -------------------------------------------------------------------------------------
    def _links(self) -> list[dict]:
        land = self.land()
        blocked = self.blocked()
        strait = (GRID.parse(geo.KERCH_STRAIT[0]), GRID.parse(geo.KERCH_STRAIT[1]))
        no_strait = blocked | {strait, strait[::-1]}
        out = []
        for kind, grade, lines in (("rail", 1, geo.RAILS), ("road", 1, geo.ROADS_1),
                                   ("road", 2, geo.ROADS_2)):
            for walk in lines:
                stops = [self.place_hex[p] for p in walk if p in self.place_hex]
                hexes: list[Hex] = []
                for a, b in zip(stops, stops[1:]):
                    # Only the Kerch ferry line crosses the strait (rail movement only, Q&A).
                    avoid = blocked if {a, b} == set(strait) else no_strait
                    part = mapgen.land_path(a, b, land, avoid)
                    hexes.extend(part if not hexes else part[1:])
                if len(hexes) >= 2:
                    name = " – ".join(geo.PLACES[walk[0]][0:1] + geo.PLACES[walk[-1]][0:1])
                    out.append({"kind": kind, "grade": grade, "name": name,
                                "hexes": [label(h) for h in hexes]})
        for place, beyond, lat, lon in geo.EAST_RAILS:
            a = self.place_hex[place]
            b = self._edge_toward(a, lat, lon, land)
            hexes = mapgen.land_path(a, b, land, no_strait)
            out.append({"kind": "rail", "grade": 1, "name": f"{geo.PLACES[place][0]} – {beyond}",
                        "hexes": [label(h) for h in hexes]})
        return out

    def _edge_toward(self, a: Hex, lat: float, lon: float, land: set[Hex]) -> Hex:
        """The east-edge land hex where the line from ``a`` toward an off-map city
        leaves the sheet."""
        ax, ay = hex_xy(a)
        tx, ty = self.sheet.fit.xy(lat, lon)
        edge_x = geo.COLUMNS[1] * mapgen.COL_STEP
        t = (edge_x - ax) / (tx - ax) if tx != ax else 1.0
        y = ay + (ty - ay) * min(1.0, max(0.0, t))
        edge = [h for h in land if mapgen.GRID.to_offset(h).col == geo.COLUMNS[1]]
        return min(edge, key=lambda h: (abs(hex_xy(h)[1] - y), hex_xy(h)))


def _d2(a: tuple[float, float], b: tuple[float, float]) -> float:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2


def ascii_map(mb: MapBuild) -> str:
    """A text picture of the terrain, for eyeballing the build (``build.py --show``)."""
    sym = {"clear": ".", "forest": "f", "swamp": "s", "mountain": "^", "sea": "~", "lake": "o"}
    cities = {h: n for n, h in mb.place_hex.items() if geo.PLACES[n][4] != "point"}
    rows = []
    for r in range(geo.ROWS[0], geo.ROWS[1] + 1):
        line = f"{r:02d} "
        for c in range(geo.COLUMNS[0], geo.COLUMNS[1] + 1):
            h = GRID.parse(f"{c:02d}{r:02d}")
            ch = sym[mb.terrain[h]]
            if h in cities:
                ch = "M" if geo.PLACES[cities[h]][4] == "major_city" else (
                    "C" if geo.PLACES[cities[h]][4] == "city" else "t")
            line += ch
        rows.append(line)
    return "\n".join(rows)
