"""Build the Red Vengeance scenario from its sources.

    python scenarios/sources/red_vengeance/build.py            # write scenarios/red_vengeance.json
    python scenarios/sources/red_vengeance/build.py --check    # fail if the file is stale
    python scenarios/sources/red_vengeance/build.py --out PATH # write elsewhere

The sources are this folder's data modules: ``geography`` (real coastlines, rivers,
terrain, 1944 frontiers, the 22 June 1944 front, cities), ``order_of_battle`` (the units
in the rulebook's scale, their setup and arrivals) and ``rulebook`` (every hex number,
schedule and table the rulebook states). The output is deterministic: the same sources
always give the same bytes. See README.md for the method and the readings chosen.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))
if str(HERE.parent) not in sys.path:
    sys.path.append(str(HERE.parent))

import geography as geo  # noqa: E402
import hexdata  # noqa: E402
import mapgrid  # noqa: E402
import order_of_battle as oob  # noqa: E402
import rulebook as rb  # noqa: E402
from shapely.geometry import LineString  # noqa: E402
from shapely.ops import unary_union  # noqa: E402

from qtwargame.scenario.io import ScenarioError, dumps_scenario, scenario_from_data  # noqa: E402

OUT = ROOT / "scenarios" / "red_vengeance.json"
COLS = range(1, 35)   # XX 01..34: from the Gulf of Finland's shore to the Greek frontier
ROWS = range(1, 25)   # YY 01..24: from the Dnieper to Zagreb, Kiel and Leipzig


class BuildError(Exception):
    """A source contradicts the rulebook or itself; the message says where."""


# ------------------------------------------------------------------------------------
# The map
# ------------------------------------------------------------------------------------
def pinned_cities() -> list[dict]:
    """geography.CITIES with the rulebook's hex numbers filled in."""
    out = []
    for c in geo.CITIES:
        c = dict(c)
        if c["id"] in rb.HEXES:
            c["hex"] = rb.HEXES[c["id"]]
        out.append(c)
    missing = set(rb.HEXES) - {c["id"] for c in out}
    if missing:
        raise BuildError(f"rulebook.HEXES names cities geography.CITIES lacks: {sorted(missing)}")
    return out


def build_sheet() -> mapgrid.Sheet:
    pinned = [(c["at"], c["hex"]) for c in pinned_cities() if "hex" in c]
    shift, warp = mapgrid.choose_shift(pinned)
    return mapgrid.Sheet(warp, shift, COLS, ROWS)


def terrain_of_hexes(sheet: mapgrid.Sheet, city_hexes: dict[str, str]) -> tuple[dict, dict]:
    """Each hex's majority terrain (6.21) and, for sea hexes, which sea."""
    islands = unary_union([sheet.polygon(p) for p in geo.ISLANDS.values()])
    seas = {k: sheet.polygon(p).difference(islands) for k, p in geo.SEAS.items()}
    layers = [("rough", unary_union([sheet.polygon(p) for p in geo.ROUGH.values()])),
              ("swamp", unary_union([sheet.polygon(p) for p in geo.SWAMP.values()])),
              ("forest", unary_union([sheet.polygon(p) for p in geo.FOREST.values()]))]
    terrain, sea_of = {}, {}
    for lab in sheet.labels:
        shares = {k: sheet.share(lab, s) for k, s in seas.items()}
        sea, wet = max(shares.items(), key=lambda kv: kv[1])
        if wet > 0.5 and lab not in city_hexes.values():
            terrain[lab] = "sea"
            sea_of[lab] = sea
            continue
        land = {k: sheet.share(lab, s) for k, s in layers}
        kind, part = max(land.items(), key=lambda kv: kv[1])
        terrain[lab] = kind if part >= 0.5 else "clear"
    return terrain, sea_of


def country_of_hexes(sheet: mapgrid.Sheet, terrain: dict) -> dict[str, str]:
    polys = [(k, sheet.polygon(p)) for k, p in geo.COUNTRIES.items()]
    out = {}
    for lab in sheet.labels:
        if terrain[lab] == "sea":
            continue
        c = sheet.samples(lab)[0]
        out[lab] = next((k for k, poly in polys if poly.contains(c)), "ussr")
    return out


def river_hexsides(sheet: mapgrid.Sheet, terrain: dict) -> dict[tuple[str, str], set[str]]:
    """A river runs along the side between two land hexes when it crosses the line
    joining their centres."""
    lines = {k: sheet.line(p) for k, p in geo.RIVERS.items()}
    out: dict[tuple[str, str], set[str]] = {}
    for a in sheet.labels:
        if terrain[a] == "sea":
            continue
        for b in sheet.neighbours(a):
            if b <= a or terrain[b] == "sea":
                continue
            seg = LineString([sheet.center(a), sheet.center(b)])
            for name, line in lines.items():
                if seg.intersects(line):
                    out.setdefault((a, b), set()).add(name)
    return out


def front_sides(sheet: mapgrid.Sheet, terrain: dict) -> dict[str, str]:
    """7.1: hexes east of the 22 June 1944 front are Allied, the rest Axis."""
    east = [(lat, 45.0) for lat, _ in (geo.FRONT_1944[-1], geo.FRONT_1944[0])]
    allied = sheet.polygon(list(geo.FRONT_1944) + east)
    out = {}
    for lab in sheet.labels:
        if terrain[lab] == "sea":
            continue
        out[lab] = "allied" if allied.contains(sheet.samples(lab)[0]) else "axis"
    return out


def place_cities(sheet: mapgrid.Sheet) -> dict[str, str]:
    out: dict[str, str] = {}
    cities = pinned_cities()
    for c in cities:
        if "hex" in c:
            out[c["id"]] = c["hex"]
    taken = set(out.values())
    for c in cities:
        if "hex" in c:
            continue
        lab = sheet.nearest(*c["at"])
        if lab in taken:
            # Two places in one hex: the one the rulebook names (or listed first) keeps
            # it; the other is not shown.
            continue
        out[c["id"]] = lab
        taken.add(lab)
    return out


def nearest_free(sheet, points, allowed, taken) -> list[str]:
    out = []
    for _name, (lat, lon) in points:
        pool = [h for h in allowed if h not in taken]
        lab = sheet.nearest(lat, lon, pool)
        out.append(lab)
        taken.add(lab)
    return out


def build_map() -> dict:
    sheet = build_sheet()
    cities = place_cities(sheet)
    for cid, lab in cities.items():
        if int(lab[:2]) not in COLS or int(lab[2:]) not in ROWS:
            raise BuildError(f"geography.CITIES[{cid}]: hex {lab} is off the map")
    terrain, sea_of = terrain_of_hexes(sheet, cities)
    country = country_of_hexes(sheet, terrain)
    rivers = river_hexsides(sheet, terrain)
    side = front_sides(sheet, terrain)
    return {"sheet": sheet, "cities": cities, "terrain": terrain, "sea_of": sea_of,
            "country": country, "rivers": rivers, "side": side}


# ------------------------------------------------------------------------------------
# Start lines, Yugoslav markings and the historical deployment
# ------------------------------------------------------------------------------------
def start_lines(m: dict) -> tuple[list[str], list[str]]:
    """3.2, 3.3: the Axis start line (grey crosses) is every Axis hex next to an Allied
    hex of the front; the Allied start line (red stars) every Allied hex next to it."""
    sheet, side, country = m["sheet"], m["side"], m["country"]
    def on_line(lab, mine, theirs):
        return (side.get(lab) == mine and country[lab] not in geo.CLOSED_COUNTRIES
                and any(side.get(n) == theirs for n in sheet.neighbours(lab)))
    axis = sorted(lab for lab in side if on_line(lab, "axis", "allied"))
    allied = sorted(lab for lab in side if on_line(lab, "allied", "axis"))
    return axis, allied


def along_front(m: dict, labels: list[str]) -> list[str]:
    """Hexes ordered north to south along the front line."""
    front = m["sheet"].line(geo.FRONT_1944)
    from shapely.geometry import Point
    return sorted(labels, key=lambda lab: (front.project(Point(m["sheet"].center(lab))), lab))


def spread(m: dict, units: list[tuple], hexes: list[str]) -> dict[str, str]:
    """Deal units (ordered by their anchors along the front) onto the line's hexes in
    order, so that every hex gets one and none more than two."""
    front = m["sheet"].line(geo.FRONT_1944)
    from shapely.geometry import Point
    ordered = sorted(units, key=lambda u: front.project(Point(m["sheet"].warp(*u[4]))))
    hexes = along_front(m, hexes)
    if len(ordered) < len(hexes) or len(ordered) > 2 * len(hexes):
        raise BuildError(f"{len(ordered)} units cannot cover {len(hexes)} start-line hexes "
                         "one or two to a hex")
    return {u[0]: hexes[i * len(hexes) // len(ordered)] for i, u in enumerate(ordered)}


def yugoslav_marks(m: dict) -> tuple[list[str], list[str]]:
    """3.3 orange stars: the rough Yugoslav hex nearest each partisan base area; 3.2 white
    crosses: the Yugoslav hex nearest each German garrison."""
    sheet, terrain, country = m["sheet"], m["terrain"], m["country"]
    yug = [lab for lab, c in country.items() if c == "yugoslavia"]
    rough = [lab for lab in yug if terrain[lab] == "rough"]
    taken: set[str] = set(m["cities"].values())
    stars = nearest_free(sheet, geo.PARTISAN_AREAS, rough, taken)
    crosses = nearest_free(sheet, geo.GARRISON_AREAS, yug, set(stars))
    return sorted(stars), sorted(crosses)


def historical_setup(m: dict, axis_line, allied_line, stars, crosses) -> dict[str, str]:
    cities = m["cities"]
    romania = [lab for lab in axis_line if m["country"][lab] == "romania"]
    out = spread(m, oob.AXIS_LINE, axis_line)
    # 3.2: Romanians set up inside Romania; a Romanian dealt outside swaps places with
    # the German nearest along the line whose hex is in Romania.
    order = along_front(m, axis_line)
    for uid, *_ in oob.AXIS_LINE:
        if not uid.startswith("rom_") or out[uid] in romania:
            continue
        mates = [u for u, h in out.items() if h in romania and not u.startswith("rom_")]
        if not mates:
            raise BuildError(f"order_of_battle.AXIS_LINE[{uid}]: no start-line hex in Romania left")
        here = order.index(out[uid])
        mate = min(mates, key=lambda u: (abs(order.index(out[u]) - here), u))
        out[uid], out[mate] = out[mate], out[uid]
    for uid, _en, _ja, _kind, city, _note in oob.AXIS_FIXED:
        out[uid] = cities[city]
    taken: set[str] = set()
    for uid, _en, _ja, _kind, at, _note in oob.AXIS_YUGOSLAVIA:
        out[uid] = nearest_free(m["sheet"], [(uid, at)], crosses, taken)[0]
    out.update(spread(m, oob.ALLIED_LINE, allied_line))
    taken = set()
    for uid, _en, _ja, _kind, at, _note in oob.ALLIED_YUGOSLAVIA:
        out[uid] = nearest_free(m["sheet"], [(uid, at)], stars, taken)[0]
    for uid, _en, _ja, _key, with_unit, _note in oob.ALLIED_LEADERS:
        out[uid] = out[with_unit] if with_unit else sorted(set(stars) - taken)[0]
    return out


# ------------------------------------------------------------------------------------
# The scenario document
# ------------------------------------------------------------------------------------
def loc(en: str, ja: str) -> dict:
    return {"en": en, "ja": ja}


COUNTRY_NAMES = {
    "germany": ("Germany", "ドイツ"), "east_prussia": ("East Prussia", "東プロイセン"),
    "poland": ("Poland (1939)", "ポーランド(1939年)"), "ussr": ("Soviet Union", "ソビエト連邦"),
    "lithuania": ("Lithuania", "リトアニア"), "latvia": ("Latvia", "ラトビア"),
    "estonia": ("Estonia", "エストニア"), "slovakia": ("Slovakia", "スロバキア"),
    "hungary": ("Hungary", "ハンガリー"), "romania": ("Romania", "ルーマニア"),
    "bulgaria": ("Bulgaria", "ブルガリア"), "yugoslavia": ("Yugoslavia", "ユーゴスラビア"),
    "albania": ("Albania", "アルバニア"), "greece": ("Greece", "ギリシャ"),
    "turkey": ("Turkey (neutral)", "トルコ(中立国)"), "sweden": ("Sweden (neutral)", "スウェーデン(中立国)"),
    "denmark": ("Denmark", "デンマーク"), "italy": ("Italy (another theatre)", "イタリア(別戦域)"),
}
SEA_NAMES = {"baltic": ("Baltic Sea", "バルト海"), "black_sea": ("Black Sea", "黒海"),
             "adriatic": ("Adriatic Sea", "アドリア海"), "aegean": ("Aegean Sea", "エーゲ海"),
             "marmara": ("Sea of Marmara", "マルマラ海")}


def unit_doc(uid, en, ja, kind, nationality=None, setup=None, arrival=None, note="") -> dict:
    steps = [{"strength": s, "movement": mv} for s, mv in oob.VALUES[kind]]
    nat = oob.NATIONALITY_OF[kind] or nationality
    side = "axis" if nat in ("german", "ss", "hungarian", "romanian", "bulgarian") else "allied"
    fl = []
    if kind == "sov_gds":
        fl.append("guards")
    if nat == "ss":
        fl.append("ss")
    d = {"id": uid, "name": loc(en, ja), "side": side, "nationality": nat,
         "type": oob.TYPE_OF[kind], "kind": "unit", "steps": steps, "flags": fl,
         "provenance": note}
    if setup:
        d["setup"] = setup
    if arrival:
        d["arrival"] = arrival
    return d


def value_note(kind: str) -> str:
    return {
        "sov_inf": "values 4-3 rulebook (8.43 example), reduced 2-3 reconstructed",
        "sov_tank": "values 6-5 rulebook (9.2 example), reduced 3-5 reconstructed",
        "sov_gds": "movement 4 rulebook (6.6 guards), 5-4 / 3-4 reconstructed",
        "ger_pz": "reduced 2-5 rulebook (8.43 example), movement 6 from 11.24; full 4-6 reconstructed",
        "ss_pz": "reduced 2-5 rulebook (8.43 example), movement 6 from 11.24; full 5-6 reconstructed",
        "ger_mtn": "movement 4 from 11.26; 3-4 / 2-4 reconstructed",
        "ss_mtn": "movement 4 from 11.26; 3-4 / 2-4 reconstructed",
        "yug": "movement 4 from 11.26 (Tito moves as mountain); 3-4 / 1-4 reconstructed",
        "marine": "one step, no ZOC, no stacking (11.6); 1-3 reconstructed",
    }.get(kind, "values reconstructed on the rulebook's scale")


def units_doc(setup: dict[str, str]) -> list[dict]:
    out = []
    for uid, en, ja, kind, _at, note in oob.AXIS_LINE:
        nat = {"hun": "hungarian", "rom": "romanian"}.get(uid[:3])
        code = "axis_line_romania" if nat == "romanian" else "axis_line"
        out.append(unit_doc(uid, en, ja, kind, nat, setup={"code": code},
                            note=f"reconstructed: {note}; {value_note(kind)}"))
    for uid, en, ja, kind, city, note in oob.AXIS_FIXED:
        nat = {"hun": "hungarian", "bul": "bulgarian"}[uid[:3]]
        out.append(unit_doc(uid, en, ja, kind, nat, setup={"code": f"axis_{city}"},
                            note=f"rulebook: set up in {note}; {value_note(kind)}"))
    for uid, en, ja, kind, _at, note in oob.AXIS_YUGOSLAVIA:
        out.append(unit_doc(uid, en, ja, kind, setup={"code": "axis_yugoslavia"},
                            note=f"rulebook: a 'Y' unit on a white cross (3.2); reconstructed: {note}; "
                                 f"{value_note(kind)}"))
    for uid, en, ja, kind, turn, note in oob.AXIS_ARRIVALS:
        out.append(unit_doc(uid, en, ja, kind, "german",
                            arrival={"turn": turn, "where": "axis_cities"},
                            note=f"reconstructed: {note}; {value_note(kind)}"))
    for uid, en, ja, kind, _at, note in oob.ALLIED_LINE:
        out.append(unit_doc(uid, en, ja, kind, setup={"code": "allied_line"},
                            note=f"reconstructed: {note}; {value_note(kind)}"))
    for uid, en, ja, kind, _at, note in oob.ALLIED_YUGOSLAVIA:
        out.append(unit_doc(uid, en, ja, kind, setup={"code": "allied_yugoslavia"},
                            note=f"rulebook: on an orange star (3.3); reconstructed: {note}; "
                                 f"{value_note(kind)}"))
    for uid, en, ja, kind, turn, note in oob.ALLIED_ARRIVALS:
        where = "yugoslav_arrival" if kind == "yug" else "allied_cities"
        out.append(unit_doc(uid, en, ja, kind, arrival={"turn": turn, "where": where},
                            note=f"reconstructed: {note}; {value_note(kind)}"))
    for uid, en, ja, kind, event, note in oob.ALLIED_EVENTS:
        # The event decides the turn (rules_data.events); the arrival names the earliest
        # turn and the place, so the scenario says how the unit enters.
        nat = "soviet" if kind == "marine" else None
        where = rb.HEXES["warsaw"] if event == "warsaw" else "coast:baltic"
        out.append(unit_doc(uid, en, ja, kind, nat,
                            arrival={"turn": 2, "where": where},
                            note=f"rulebook: {note}; {value_note(kind)}"))
    for uid, en, ja, key, _with, note in oob.ALLIED_LEADERS:
        out.append(leader_doc(uid, en, ja, key, "allied",
                              "yugoslav" if key == "tito" else "soviet",
                              setup={"code": "allied_yugoslavia" if key == "tito" else "allied_line"},
                              note=note))
    for uid, en, ja, key, turn, note in oob.AXIS_LEADERS:
        out.append(leader_doc(uid, en, ja, key, "axis", "ss",
                              arrival={"turn": turn, "where": "axis_cities"}, note=note))
    return out


def leader_doc(uid, en, ja, key, side, nat, setup=None, arrival=None, note="") -> dict:
    spec = rb.LEADERS[key]
    d = {"id": uid, "name": loc(en, ja), "side": side, "nationality": nat, "type": "leader",
         "kind": "leader", "steps": [{"strength": 0, "movement": spec["movement"]}],
         "flags": [f"leader_{key}"],
         "provenance": (f"rulebook: 11.21 bonus +{spec['attack']} attack / +{spec['defense']} defence, "
                        f"moves as {spec['moves_as']} {spec['movement']}/{spec['exploit']}; {note}")}
    if setup:
        d["setup"] = setup
    if arrival:
        d["arrival"] = arrival
    return d


#: The Baltic track table's columns (12.22) and how they read: what each box gives.
BALTIC_COLUMNS = {
    "Allied combat +dice": ("Axis defence dice + (Allied combat)", "枢軸防御ダイス+ (連合国軍戦闘)"),
    "exploitation combat +dice": ("Axis defence dice + (exploitation combat)",
                                  "枢軸防御ダイス+ (突破戦闘)"),
    "Axis attack +dice": ("Axis attack dice + (coastal hexes)", "枢軸攻撃ダイス+ (沿岸ヘクス)"),
    "coastal supply": ("Axis supplied by sea", "海上からの枢軸補給"),
    "sea moves": ("Axis sea moves", "枢軸の海上移動"),
    "sea retreat": ("Axis units retreating by sea", "海上退却できる枢軸ユニット"),
    "loss on": ("A unit at sea loses a step on", "海上のユニットがステップロスする目"),
}
#: The track's boxes (its rows) and the words in its cells.
BALTIC_WORDS = {
    "german_lake": ("German Lake", "ドイツ軍の湖"), "soviet_subs": ("Soviet Subs", "ソビエト軍の潜水艦"),
    "light_surface": ("Light Surface", "軽水上艦"), "heavy_surface": ("Heavy Surface", "重水上艦"),
    "all": ("all coastal units", "沿岸の全ユニット"), "one": ("one unit", "1ユニット"),
    "none": ("none", "なし"), "456": ("4–6", "4–6"), "56": ("5–6", "5–6"),
}


def build_scenario() -> dict:
    m = build_map()
    sheet, terrain, country, cities = m["sheet"], m["terrain"], m["country"], m["cities"]
    axis_line, allied_line = start_lines(m)
    stars, crosses = yugoslav_marks(m)
    setup = historical_setup(m, axis_line, allied_line, stars, crosses)
    land = [lab for lab in sheet.labels if terrain[lab] != "sea"]

    # Hexsides: rivers (9.1) and frontiers.
    sides: dict[tuple[str, str], list[str]] = {}
    for pair in sorted(m["rivers"]):
        sides.setdefault(pair, []).append("river")
    for a in land:
        for b in sheet.neighbours(a):
            if b > a and terrain[b] != "sea" and country[a] != country[b]:
                sides.setdefault((a, b), []).append("border")
    hexsides = [{"a": a, "b": b, "features": f} for (a, b), f in sorted(sides.items())]

    # Cities.
    by_id = {c["id"]: c for c in pinned_cities()}
    city_docs = []
    for cid, lab in sorted(cities.items(), key=lambda kv: kv[1]):
        c = by_id[cid]
        tags = []
        if c.get("oil"):
            tags.append("oil_field")
        if cid in rb.VOLKSSTURM_CITIES:
            tags.append("volkssturm")
        if cid in rb.AXIS_RETURN_CITIES:
            tags.append("axis_arrival")
        if cid in rb.ALLIED_ARRIVAL_CITIES:
            tags.append("allied_arrival")
        if "hex" in c:
            tags.append("rulebook_hex")
        city_docs.append({"id": cid, "hex": lab, "name": loc(c["en"], c["ja"]), "kind": c["kind"],
                          "vp": 1 if cid in rb.VICTORY["objectives"] else 0,
                          "port": bool(c.get("port")), "fortress": bool(c.get("fortress")),
                          "tags": tags})
    for c in city_docs:
        if c["port"] and not any(m["sea_of"].get(n) == "baltic" for n in sheet.neighbours(c["hex"])):
            raise BuildError(f"geography.CITIES[{c['id']}]: a Baltic port at {c['hex']} "
                             "that touches no Baltic sea hex")

    # Regions.
    regions = []
    for cid, (en, ja) in COUNTRY_NAMES.items():
        hexes = sorted(lab for lab in land if country[lab] == cid)
        if hexes:
            regions.append({"id": f"country:{cid}", "kind": "country", "name": loc(en, ja),
                            "hexes": hexes, "color": "#b0a080"})
    for sid, (en, ja) in SEA_NAMES.items():
        hexes = sorted(lab for lab, s in m["sea_of"].items() if s == sid)
        if hexes:
            regions.append({"id": f"sea:{sid}", "kind": "sea", "name": loc(en, ja), "hexes": hexes,
                            "color": "#9ec5e8"})
    for sid in ("baltic", "black_sea"):
        en, ja = SEA_NAMES[sid]
        coast = sorted(lab for lab in land if country[lab] not in geo.CLOSED_COUNTRIES
                       and any(m["sea_of"].get(n) == sid for n in sheet.neighbours(lab)))
        regions.append({"id": f"coast:{sid}", "kind": "coast", "name": loc(f"{en} coast", f"{ja}沿岸"),
                        "hexes": coast, "color": "#5f8fc0"})
    closed = set(geo.CLOSED_COUNTRIES)
    west = sorted(lab for lab in land if int(lab[2:]) == ROWS[-1] and country[lab] not in closed)
    east = sorted(lab for lab in land if int(lab[2:]) == ROWS[0] and country[lab] not in closed)
    rim = sorted(lab for lab in land if country[lab] not in closed and (
        int(lab[2:]) in (ROWS[0], ROWS[-1]) or int(lab[:2]) in (COLS[0], COLS[-1])))
    regions += [
        {"id": "edge:west", "kind": "edge", "side": "axis",
         "name": loc("West map edge (Axis supply, 5.1)", "マップ西端(枢軸軍の補給、5.1)"), "hexes": west,
         "color": "#6e7367"},
        {"id": "edge:east", "kind": "edge", "side": "allied",
         "name": loc("East map edge (Allied supply, 5.1)", "マップ東端(連合国軍の補給、5.1)"), "hexes": east,
         "color": "#b3362f"},
        {"id": "edge:all", "kind": "edge",
         "name": loc("Map edge hexes (11.5)", "マップ端のヘクス(11.5)"), "hexes": rim, "color": "#404040"},
        {"id": "start:axis_line", "kind": "setup", "side": "axis",
         "name": loc("Axis start line (grey crosses, 3.2)", "枢軸国軍スタートライン(灰色の十字、3.2)"),
         "hexes": axis_line, "color": "#6e7367"},
        {"id": "start:allied_line", "kind": "setup", "side": "allied",
         "name": loc("Allied start line (red stars, 3.3)", "連合国軍スタートライン(赤い星、3.3)"),
         "hexes": allied_line, "color": "#b3362f"},
        {"id": "start:yugoslav_stars", "kind": "setup", "side": "allied",
         "name": loc("Yugoslav setup hexes (orange stars, 3.3)",
                     "ユーゴスラビア軍配置ヘクス(オレンジの星、3.3)"),
         "hexes": stars, "color": "#e08020"},
        {"id": "start:yugoslav_crosses", "kind": "setup", "side": "axis",
         "name": loc("German garrisons in Yugoslavia (white crosses, 3.2)",
                     "ユーゴスラビアのドイツ軍配置ヘクス(白い十字、3.2)"),
         "hexes": crosses, "color": "#f0f0f0"},
    ]

    # 7.1: control at the start; Yugoslavia follows 7.3 and is left to the ruleset.
    control = {"axis": sorted(lab for lab in land if m["side"][lab] == "axis"
                              and country[lab] not in closed | {"yugoslavia"}),
               "allied": sorted(lab for lab in land if m["side"][lab] == "allied"
                                and country[lab] not in closed | {"yugoslavia"})}

    romania_line = sorted(lab for lab in axis_line if country[lab] == "romania")
    city_codes = [
        ("axis_budapest", "axis", "Budapest (3.2)", "ブダペスト(3.2)", [cities["budapest"]]),
        ("axis_cluj", "axis", "Cluj (3.2)", "クルージュ(3.2)", [cities["cluj"]]),
        ("axis_sofia", "axis", "Sofia (3.2)", "ソフィア(3.2)", [cities["sofia"]]),
        ("axis_line_romania", "axis", "Axis start line in Romania (3.2)",
         "ルーマニア国内の枢軸国軍スタートライン(3.2)", romania_line),
        ("axis_cities", "axis", "Berlin, Breslau, Dresden, Kiel, Leipzig (10.4)",
         "ベルリン、ブレスラウ、ドレスデン、キール、ライプツィヒ(10.4)",
         sorted(cities[c] for c in rb.AXIS_RETURN_CITIES)),
        ("allied_cities", "allied", "Odessa, Kiev, Minsk, Vitebsk (10.4)",
         "オデッサ、キエフ、ミンスク、ビテプスク(10.4)",
         sorted(cities[c] for c in rb.ALLIED_ARRIVAL_CITIES)),
        ("yugoslav_arrival", "allied", "Belgrade or a Yugoslav setup hex (10.4, 11.41)",
         "ベオグラードまたはユーゴスラビア軍配置ヘクス(10.4、11.41)", sorted([cities["belgrade"], *stars])),
    ]
    setup_codes = [
        {"code": "axis_line", "side": "axis", "name": loc("Axis start line (3.2, 3.4)",
                                                          "枢軸国軍スタートライン(3.2、3.4)"),
         "region": "start:axis_line"},
        {"code": "axis_yugoslavia", "side": "axis", "name": loc("Y: white crosses in Yugoslavia (3.2)",
                                                                "Y: ユーゴスラビアの白い十字(3.2)"),
         "region": "start:yugoslav_crosses"},
        {"code": "allied_line", "side": "allied", "name": loc("Allied start line (3.3)",
                                                              "連合国軍スタートライン(3.3)"),
         "region": "start:allied_line"},
        {"code": "allied_yugoslavia", "side": "allied",
         "name": loc("Orange stars in Yugoslavia (3.3)", "ユーゴスラビアのオレンジの星(3.3)"),
         "region": "start:yugoslav_stars"},
    ] + [{"code": c, "side": s, "name": loc(en, ja), "hexes": hx} for c, s, en, ja, hx in city_codes]

    turns = [{"number": i + 1, "date": loc(en, ja), "weather": rb.HISTORICAL_WEATHER[i + 1]}
             for i, (en, ja) in enumerate(rb.MONTHS)]

    tables = [
        {"id": "air", "name": loc("Air table (12.1)", "空軍表(12.1)"), "columns": list("123456"),
         "rows": {"Axis 1944": [str(v) if v else "-" for v in rb.AIR_TABLE["axis_1944"]],
                  "Soviet 1944": [str(v) for v in rb.AIR_TABLE["allied_1944"]],
                  "Soviet 1945": [str(v) for v in rb.AIR_TABLE["allied_1945"]]},
         "labels": {"Axis 1944": loc("Axis 1944", "枢軸国軍 1944年"),
                    "Soviet 1944": loc("Soviet 1944", "ソビエト軍 1944年"),
                    "Soviet 1945": loc("Soviet 1945", "ソビエト軍 1945年")}},
        {"id": "random_weather", "name": loc("Random weather (14.7)", "天候の無作為決定(14.7)"),
         "columns": list("123456"),
         "rows": {rb.MONTHS[t - 1][0]: rb.RANDOM_WEATHER[t] for t in range(1, 12)},
         "labels": {en: loc(en, ja) for en, ja in rb.MONTHS[:11]}},
        {"id": "baltic_track", "name": loc("Baltic Sea control track (12.22)", "バルト海支配トラック(12.22)"),
         "columns": list(BALTIC_COLUMNS),
         "rows": {box: [str(v["defense_dice_allied_combat"]), str(v["defense_dice_exploitation_combat"]),
                        str(v["attack_dice_axis_combat"]), v["coastal_supply"], str(v["sea_moves"]),
                        str(v["sea_retreat_units"]), "".join(str(x) for x in v["loss_on"]) or "-"]
                  for box, v in rb.BALTIC_BOXES.items()},
         "labels": {**{k: loc(*v) for k, v in BALTIC_COLUMNS.items()},
                    **{k: loc(*v) for k, v in BALTIC_WORDS.items()}}},
    ]

    options = [
        {"id": "weather", "name": loc("Weather: historical (13.0) or random (14.7)",
                                      "天候: 史実(13.0)または無作為(14.7)"),
         "rule": "14.7", "default": "historical", "choices": ["historical", "random"]},
        {"id": "magyar_honour", "name": loc("Magyar honour (14.1)", "マジャール人の名誉(14.1)"),
         "rule": "14.1"},
        {"id": "arctic_peace", "name": loc("Arctic peace (14.2)", "北極圏の平和(14.2)"), "rule": "14.2"},
        {"id": "more_trucks", "name": loc("More trucks (14.3)", "トラックの追加(14.3)"), "rule": "14.3"},
        {"id": "greek_garrison", "name": loc("Greek garrison (14.4)", "ギリシャ守備隊(14.4)"),
         "rule": "14.4"},
        {"id": "last_stand", "name": loc("Last stand (14.5)", "最終防衛線(14.5)"), "rule": "14.5"},
        {"id": "eastern_bulge", "name": loc("A bulge in the East (14.6)", "東部戦線における「バルジ」(14.6)"),
         "rule": "14.6"},
        {"id": "combined_arms", "name": loc("Combined arms (14.8)", "諸兵連合(14.8)"), "rule": "14.8"},
    ]

    rules_data = {
        "year_1945_from_turn": rb.YEAR_1945_FROM_TURN,
        "terrain": rb.TERRAIN, "city_effects": rb.CITY_EFFECTS, "river": rb.RIVER,
        "fortress": rb.FORTRESS, "snow_terrain": rb.SNOW_TERRAIN,
        "historical_weather": {str(k): v for k, v in rb.HISTORICAL_WEATHER.items()},
        "random_weather": {str(k): v for k, v in rb.RANDOM_WEATHER.items()},
        "air_table": rb.AIR_TABLE, "air_max_per_combat": rb.AIR_MAX_PER_COMBAT,
        "replacements": {str(k): v for k, v in rb.REPLACEMENTS.items()},
        "armor_rp_per_oil_field_from_turn": rb.ARMOR_RP_PER_OIL_FIELD_FROM_TURN,
        "strategic_moves": rb.STRATEGIC_MOVES, "strategic_multiplier": rb.STRATEGIC_MULTIPLIER,
        "exploitation": rb.EXPLOITATION, "guards_movement": rb.GUARDS_MOVEMENT,
        "leaders": {key: {**spec, "unit": uid} for uid, _en, _ja, key, *_ in
                    oob.ALLIED_LEADERS + oob.AXIS_LEADERS for spec in [rb.LEADERS[key]]},
        "hitler": rb.HITLER, "leader_death": rb.LEADER_DEATH, "hitler_suicide": rb.HITLER_SUICIDE,
        "romania_surrender": rb.ROMANIA_SURRENDER, "western_allies": rb.WESTERN_ALLIES,
        "dresden_bombing": rb.DRESDEN_BOMBING, "home_army": rb.HOME_ARMY,
        "volkssturm_cities": rb.VOLKSSTURM_CITIES, "fuhrer_offensive": rb.FUHRER_OFFENSIVE,
        "withdrawal": {**rb.WITHDRAWAL, "unit": "ss_pz_2"},
        "fuhrer_offensive_units": ["ss_pz_1", "ss_pz_2"],
        "baltic_track": rb.BALTIC_TRACK, "baltic_roll": rb.BALTIC_ROLL, "baltic_boxes": rb.BALTIC_BOXES,
        "black_sea": rb.BLACK_SEA, "victory": rb.VICTORY, "casualty_points": rb.CASUALTY_POINTS,
        "historical_result": rb.HISTORICAL_RESULT, "optional_rules": rb.OPTIONS,
        "cities": {c: c for c in sorted(cities)},
        "axis_arrival_cities": rb.AXIS_RETURN_CITIES, "allied_arrival_cities": rb.ALLIED_ARRIVAL_CITIES,
        "oil_fields": sorted(c["id"] for c in city_docs if "oil_field" in c["tags"]),
        "regions": {"romania": "country:romania", "bulgaria": "country:bulgaria",
                    "hungary": "country:hungary", "yugoslavia": "country:yugoslavia",
                    "baltic_coast": "coast:baltic", "black_sea_coast": "coast:black_sea",
                    "baltic_sea": "sea:baltic", "black_sea": "sea:black_sea",
                    "axis_start_line": "start:axis_line", "allied_start_line": "start:allied_line",
                    "yugoslav_stars": "start:yugoslav_stars", "yugoslav_crosses": "start:yugoslav_crosses",
                    "map_edge": "edge:all"},
        "closed_regions": [f"country:{c}" for c in geo.CLOSED_COUNTRIES],
        "supply_edges": {"axis": "edge:west", "allied": "edge:east"},
        "events": {"pol_2": "warsaw", "sov_mar_1": "heavy_surface"},
        "historical_setup": dict(sorted(setup.items())),
    }

    return {
        "format_version": 2,
        "id": "red_vengeance",
        "title": loc("Red Vengeance", "レッド・ヴェンジェンス(赤い復讐)"),
        "description": loc(
            "The last year of the Eastern Front, June 1944 to April 1945, in eleven monthly turns: "
            "the Soviet summer offensives, the minor allies' surrender or defection, Warsaw, "
            "Budapest, Vienna and Berlin.",
            "東部戦線最後の1年、1944年6月から1945年4月までを11回の月単位のターンで。"
            "ソビエト軍の夏季攻勢、枢軸小国の降伏と離反、ワルシャワ、ブダペスト、ウィーン、ベルリン。"),
        "ruleset": "red_vengeance",
        "provenance": {
            "map": {"kind": "reconstructed",
                    "note": "Rulebook hexes exact (3.2, 5.4, 10.11, 10.4, 15.1; Berlin 1422 and "
                            "Budapest 2215 "
                            "where it gives two numbers); coasts, rivers, terrain, 1944 frontiers, ports, "
                            "oil fields and fortresses from real geography laid on the grid by a fit "
                            "through those hexes (scenarios/sources/red_vengeance).",
                    "note_ja": "ルールブックに番号のあるヘクスはそのとおり(3.2、5.4、"
                               "10.11、10.4、15.1。"
                               "2つの番号があるベルリン1422とブダペスト2215)。"
                               "海岸・河川・地形・1944年の国境・港・油田・要塞は、"
                               "それらのヘクスを通るよう合わせた実際の地理から(scenarios/sources/red_vengeance)。"},
            "order_of_battle": {"kind": "reconstructed",
                                "note": "Values the rulebook states used exactly (Soviet infantry 4-3, "
                                        "Soviet armor 6-5, reduced German armor 2-5, movement of guards, "
                                        "armor and mountain units from 6.6 and 11.24-11.26); the formations "
                                        "of June 1944 to April 1945 on that scale.",
                                "note_ja": "ルールブックに数値のあるユニットはそのとおり(ソ連軍歩兵4-3、"
                                           "ソ連軍機甲6-5、減少したドイツ軍機甲2-5、"
                                           "親衛・機甲・山岳ユニットの移動力は6.6と11.24〜11.26)。"
                                           "1944年6月から1945年4月の部隊を同じ尺度で。"},
            "setup": {"kind": "reconstructed",
                      "note": "Setup areas and fixed hexes from 3.2-3.4; start lines from the front of "
                              "22 June 1944; the historical deployment lays each army on its sector.",
                      "note_ja": "配置地域と固定ヘクスは3.2〜3.4から。"
                                 "開始線は1944年6月22日の前線から。"
                                 "史実配置では各軍をその担当区域に置く。"},
            "reinforcements": {"kind": "reconstructed",
                               "note": "Arrival cities from 10.4, Dietrich February 1945 (11.24), the "
                                       "November withdrawal (10.5), the Polish W army and the marines by "
                                       "event (11.43, 12.22); other arrival turns from the month each "
                                       "formation reached this front.",
                               "note_ja": "登場都市は10.4、ディートリヒの1945年2月(11.24)、"
                                          "11月の引き揚げ(10.5)、"
                                          "ポーランドW軍と海兵はイベントで(11.43、12.22)。"
                                          "その他の登場ターンは各部隊がこの戦線に着いた月から。"},
            "tables": {"kind": "rulebook",
                       "note": "Weather 13.0 and 14.7, air table 12.1, replacements 10.2-10.3, strategic "
                               "moves 6.5, exploitation 6.6, terrain 9.1 and its chart, leaders 11.21, "
                               "Baltic track 12.22, victory 15.0-15.3.",
                       "note_ja": "天候13.0と14.7、航空表12.1、補充10.2〜10.3、"
                                  "戦略移動6.5、戦果拡張6.6、地形9.1とその表、"
                                  "指揮官11.21、バルト海トラック12.22、"
                                  "勝利15.0〜15.3はルールブックどおり。"},
        },
        "sides": [{"id": "axis", "name": loc("Axis", "枢軸国軍"), "color": "#6e7367"},
                  {"id": "allied", "name": loc("Allied", "連合国軍"), "color": "#b3362f"}],
        "nationalities": [
            {"id": "german", "side": "axis", "name": loc("German", "ドイツ軍"), "color": "#8fb8d8"},
            {"id": "ss", "side": "axis", "name": loc("German SS", "ドイツ軍SS"), "color": "#5f6f7f",
             "text_color": "#ffffff"},
            {"id": "hungarian", "side": "axis", "name": loc("Hungarian", "ハンガリー軍"), "color": "#2f6b3a",
             "text_color": "#ffffff"},
            {"id": "romanian", "side": "axis", "name": loc("Romanian", "ルーマニア軍"), "color": "#f0d24a"},
            {"id": "bulgarian", "side": "axis", "name": loc("Bulgarian", "ブルガリア軍"), "color": "#d8c39a"},
            {"id": "soviet", "side": "allied", "name": loc("Soviet", "ソビエト軍"), "color": "#c8553d",
             "text_color": "#ffffff"},
            {"id": "polish", "side": "allied", "name": loc("Polish", "ポーランド軍"), "color": "#d9534f",
             "text_color": "#ffffff"},
            {"id": "yugoslav", "side": "allied", "name": loc("Yugoslav", "ユーゴスラビア軍"),
             "color": "#f2a7c0"},
        ],
        "terrain": [
            {"id": "clear", "name": loc("Clear", "平地"), "color": "#e8e4c9"},
            {"id": "forest", "name": loc("Forest", "森"), "color": "#8fb37a"},
            {"id": "swamp", "name": loc("Swamp", "湿地"), "color": "#9fbcae"},
            {"id": "rough", "name": loc("Rough", "荒地"), "color": "#c2a37c"},
            {"id": "sea", "name": loc("Sea", "海"), "color": "#9ec5e8", "water": True},
        ],
        "features": [
            {"id": "river", "name": loc("River", "川"), "color": "#2f6fd0", "width": 2.5},
            {"id": "border", "name": loc("Frontier (1944)", "国境(1944年)"), "color": "#5a3d6e",
             "width": 1.5},
        ],
        "city_kinds": [
            {"id": "city", "name": loc("City", "都市"), "symbol": "city"},
            {"id": "major_city", "name": loc("Major city", "大都市"), "symbol": "major_city"},
        ],
        "weather": [
            {"id": "clear", "name": loc("Clear", "晴天"), "color": "#fff7c2"},
            {"id": "light_mud", "name": loc("Light mud", "軽い泥濘"), "color": "#d9c7a0"},
            {"id": "mud", "name": loc("Mud", "泥濘"), "color": "#a88a5c"},
            {"id": "snow", "name": loc("Snow", "雪"), "color": "#f2f6fa"},
        ],
        "map": {"grid": {"orientation": "flat", "shifted": sheet.shift, "rows_up": False,
                         "order": "colrow", "digits": 2},
                "hexes": {lab: terrain[lab] for lab in sheet.labels},
                "hexsides": hexsides, "cities": city_docs, "regions": regions, "control": control},
        "unit_types": [
            {"id": "infantry", "name": loc("Infantry", "歩兵"), "symbol": "infantry"},
            {"id": "cavalry", "name": loc("Cavalry", "騎兵"), "symbol": "cavalry"},
            {"id": "mountain", "name": loc("Mountain", "山岳"), "symbol": "mountain_infantry"},
            {"id": "shock", "name": loc("Shock army", "打撃軍"), "symbol": "infantry", "tags": ["shock"]},
            {"id": "marine", "name": loc("Marines", "海兵"), "symbol": "marine"},
            {"id": "armor", "name": loc("Armor", "機甲"), "symbol": "armor", "tags": ["armor"]},
            {"id": "leader", "name": loc("Leader", "指揮官"), "symbol": "leader"},
        ],
        "units": units_doc(setup),
        "setup_codes": setup_codes,
        "turns": turns,
        "tables": tables,
        "options": options,
        "rules_data": rules_data,
    }


def summary(m: dict) -> str:
    from collections import Counter
    t = Counter(m["terrain"].values())
    return f"terrain {dict(t)}; rivers {len(m['rivers'])} hexsides"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--check", action="store_true", help="compare with the file instead of writing")
    args = ap.parse_args(argv)
    try:
        text = build_text()
    except (BuildError, ScenarioError) as e:
        print(f"build failed: {e}", file=sys.stderr)
        return 1
    return hexdata.check_or_write(text, args.out, args.check)


def build_text() -> str:
    data = build_scenario()
    sc = scenario_from_data(json.loads(json.dumps(data)), "red_vengeance (built)", check_rules=False)
    return dumps_scenario(sc)


if __name__ == "__main__":
    sys.exit(main())
