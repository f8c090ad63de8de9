"""Build the Shin Barbarossa scenario file from its sources.

    python scenarios/sources/shin_barbarossa/build.py          # writes scenarios/shin_barbarossa.json
    python scenarios/sources/shin_barbarossa/build.py --check  # fails if the file is stale
    python scenarios/sources/shin_barbarossa/build.py --show   # prints the terrain as text

The output is deterministic: the same sources give the same bytes. See README.md for what
comes from the rulebook and what is reconstructed or designed.
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

import board  # noqa: E402
import geography as geo  # noqa: E402
import hexdata  # noqa: E402
import oob  # noqa: E402
import tables  # noqa: E402
from mapgen import GRID, Hex, hex_xy  # noqa: E402
from shapely.geometry import Point  # noqa: E402

from qtwargame.scenario.io import dumps_scenario, scenario_from_data  # noqa: E402

OUTPUT = HERE.parents[1] / "shin_barbarossa.json"

#: Soviet front armies' setup areas (2.1.1), as lat/lon boxes on the Soviet side of the
#: 1941 border: (south, north, west, east). The 13th Army stood behind the Western Front.
ARMY_AREAS: dict[str, tuple[float, float, float, float]] = {
    "A8": (55.3, 56.7, 20.9, 24.2),
    "A11": (54.3, 55.3, 22.8, 25.6),
    "A3": (53.5, 54.3, 23.0, 25.0),
    "A10": (52.6, 53.5, 22.0, 24.6),
    "A4": (51.8, 52.6, 23.3, 25.6),
    "A13": (53.3, 54.6, 25.0, 28.0),
    "A5": (50.5, 51.8, 23.5, 26.2),
    "A6": (49.6, 50.5, 23.2, 25.6),
    "A26": (49.0, 49.7, 22.5, 24.6),
    "A12": (48.0, 49.0, 23.5, 26.6),
    "A9": (45.3, 48.0, 27.0, 30.1),
    "SWF": (49.0, 51.5, 25.5, 28.8),
}


def _lat_box(mb: board.MapBuild, box) -> list[Hex]:
    s, n, w, e = box
    out = []
    for h in mb.sheet.hexes:
        if mb.country.get(h) != "ussr":
            continue
        lat, lon = mb.latlon(h)
        if s <= lat <= n and w <= lon <= e:
            out.append(h)
    return out


def _labels(hexes) -> list[str]:
    return sorted(GRID.label(h) for h in hexes)


def _region(rid, kind, en, ja, hexes, side=None, color="#808080"):
    return {"id": rid, "kind": kind, "name": {"en": en, "ja": ja}, "side": side,
            "hexes": _labels(hexes), "color": color}


def _sectors(mb: board.MapBuild) -> dict[str, set[Hex]]:
    """2.2.1: the army-group sectors of East Prussia and Poland. A hex whose centre lies
    on a sector line (within ~half a hex) belongs to both sectors."""
    nc = mb.sheet.line(geo.SECTOR_LINES["north_centre"])
    cs = mb.sheet.line(geo.SECTOR_LINES["centre_south"])
    out = {"N": set(), "C": set(), "S": set()}

    def side_of(line, h):  # +1 south of the line (larger y), -1 north
        x, y = hex_xy(h)
        # The line's y at this x, by intersecting a vertical.
        from shapely.geometry import LineString

        cut = line.intersection(LineString([(x, -100), (x, 200)]))
        ly = cut.y if cut.geom_type == "Point" else min(p.y for p in getattr(cut, "geoms", []))
        return 1 if y > ly else -1

    for h, c in mb.country.items():
        if c not in ("east_prussia", "poland"):
            continue
        pt = Point(*hex_xy(h))
        on_nc, on_cs = nc.distance(pt) < 0.45, cs.distance(pt) < 0.45
        a, b = side_of(nc, h), side_of(cs, h)
        if a < 0 or on_nc:
            out["N"].add(h)
        if (a > 0 or on_nc) and (b < 0 or on_cs):
            out["C"].add(h)
        if b > 0 or on_cs:
            out["S"].add(h)
    return out


def build() -> dict:
    mb = board.MapBuild()
    land = mb.land()
    place_hex = mb.place_hex
    cities = []
    city_hexes: dict[Hex, str] = {}
    for pid, (en, ja, _lat, _lon, kind) in geo.PLACES.items():
        if kind == "point" or pid not in place_hex:
            continue
        h = place_hex[pid]
        vp = 0
        if kind in ("city", "major_city") and pid != "moscow":
            vp = board.CITY_VP.get(pid, board.DEFAULT_CITY_VP)
        cities.append({"id": pid, "hex": GRID.label(h), "name": {"en": en, "ja": ja}, "kind": kind,
                       "vp": vp, "port": pid in ("odessa", "sevastopol"), "fortress": False,
                       "tags": board.CITY_TAGS.get(pid, [])})
        city_hexes[h] = pid

    # Hexsides.
    hexsides = []
    feats = {k: set(v) for k, v in mb.features.items()}
    romanian_zone = _romanian_zone(mb)
    sw_front = _inside(mb, geo.SW_FRONT_LINE)
    for h in sorted(land, key=hex_xy):
        for n in h.neighbors():
            if n not in land or not (h < n):
                continue
            if (h in romanian_zone) != (n in romanian_zone) and "ussr" in (mb.country[h], mb.country[n]):
                feats.setdefault((h, n), set()).add("romanian_invade_border")
            if (h in sw_front) != (n in sw_front):
                feats.setdefault((h, n), set()).add("sw_front_line")
            if {mb.country[h], mb.country[n]} == {"finland", "ussr"}:
                feats.setdefault((h, n), set()).add("finnish_invade_border")
    order = ["river", "sea", "lake", "strait", "border", "finnish_invade_border",
             "romanian_invade_border", "sw_front_line"]
    for (a, b) in sorted(feats, key=lambda k: (GRID.label(k[0]), GRID.label(k[1]))):
        f = feats[(a, b)]
        if f:
            la, lb = sorted((GRID.label(a), GRID.label(b)))
            hexsides.append({"a": la, "b": lb, "features": [x for x in order if x in f]})

    links = []
    from qtwargame.scenario.models import LinkSpec

    has_grade = "grade" in LinkSpec.model_fields
    for link in mb.links:
        item = {"kind": link["kind"], "hexes": link["hexes"], "name": link["name"]}
        if link["kind"] == "road" and has_grade and link["grade"] != 1:
            item["grade"] = link["grade"]
        elif link["kind"] == "road" and not has_grade:
            item["name"] = f"{link['name']} ({'first' if link['grade'] == 1 else 'second'} class)"
        links.append(item)

    # Regions.
    regions = []
    countries = {"east_prussia": ("East Prussia", "東プロイセン"), "poland": ("Poland", "ポーランド"),
                 "romania": ("Romania", "ルーマニア"), "hungary": ("Hungary", "ハンガリー"),
                 "finland": ("Finland", "フィンランド"), "slovakia": ("Slovakia", "スロヴァキア"),
                 "ussr": ("Soviet Union", "ソ連")}
    for cid, (en, ja) in countries.items():
        regions.append(_region(f"country:{cid}", "country", en, ja,
                               [h for h, c in mb.country.items() if c == cid]))
    axis_land = [h for h, c in mb.country.items() if c != "ussr"]
    regions.append(_region("axis_territory", "territory", "Axis territory (1941)", "枢軸国領 (1941年)",
                           axis_land, side="axis"))
    west = [h for h in land if GRID.to_offset(h).col == geo.COLUMNS[0]]
    east = [h for h in land if GRID.to_offset(h).col == geo.COLUMNS[1]]
    regions.append(_region("edge:west", "map_edge", "West map edge", "地図盤西端", west, side="axis"))
    regions.append(_region("edge:east", "map_edge", "East map edge", "地図盤東端", east, side="soviet"))
    rail_hexes = {GRID.parse(x) for link in mb.links if link["kind"] == "rail" for x in link["hexes"]}
    regions.append(_region("soviet_rail_entry", "entry", "East-edge rail hexes", "東端の鉄道ヘクス",
                           [h for h in east if h in rail_hexes], side="soviet"))
    sectors = _sectors(mb)
    names = {"N": ("Army Group North sector", "北方軍集団戦区"), "C": ("Army Group Centre sector",
                                                                  "中央軍集団戦区"),
             "S": ("Army Group South sector", "南方軍集団戦区")}
    for code, hexes in sectors.items():
        regions.append(_region(f"sector:{code}", "sector", *names[code], hexes, side="axis"))
    entry = [h for h in city_hexes if mb.country.get(h) in ("east_prussia", "poland")]
    regions.append(_region("axis_entry", "entry", "Cities and towns of East Prussia and Poland",
                           "東プロイセンとポーランドの都市・街", entry, side="axis"))
    regions.append(_region("romania_entry", "entry", "Cities and towns of Romania", "ルーマニアの都市・街",
                           [h for h in city_hexes if mb.country.get(h) == "romania"], side="axis"))
    regions.append(_region("romanian_zone", "limit", "Romanian zone before Odessa falls",
                           "オデッサ陥落前のルーマニア軍作戦範囲", romanian_zone, side="axis"))
    regions.append(_region("sw_front", "limit", "Inside the South-West Front retreat line",
                           "南西方面軍退却制限線の内側", sw_front, side="soviet"))
    regions.append(_region("soviet_cities", "entry", "Soviet cities and towns (leaders from the pool)",
                           "ソ連の都市・街 (プールからの指揮官)",
                           [h for h in city_hexes if mb.country.get(h) == "ussr"], side="soviet"))
    centres = [GRID.parse("2003"), GRID.parse("3214")]  # Leningrad, Moscow (17.3)
    regions.append(_region("militia_zone", "entry", "Within 2 hexes of Leningrad or Moscow (militia)",
                           "レニングラードまたはモスクワから2ヘクス以内 (民兵)",
                           [h for h in land if any(h.distance(c) <= 2 for c in centres)], side="soviet"))
    army_hexes: set[Hex] = set()
    for code, box in ARMY_AREAS.items():
        hexes = _lat_box(mb, box)
        army_hexes |= set(hexes)
        en = "South-West Front direct units" if code == "SWF" else f"{code[1:]}th Army setup area"
        ja = "南西方面軍直轄部隊配置エリア" if code == "SWF" else f"第{code[1:]}軍配置エリア"
        regions.append(_region(f"setup:{code}", "setup_area", en, ja, hexes, side="soviet"))

    # Setup codes.
    setup_codes = [
        {"code": c, "side": "axis", "name": {"en": names[c][0], "ja": names[c][1]}, "region": f"sector:{c}"}
        for c in ("N", "C", "S")
    ]
    setup_codes.append({"code": "R", "side": "axis", "name": {"en": "Romania", "ja": "ルーマニア"},
                        "region": "country:romania"})
    setup_codes.append({"code": "F", "side": "axis", "name": {"en": "Finland", "ja": "フィンランド"},
                        "region": "country:finland"})
    for c in ("N", "C", "S"):
        hexes = [h for h in city_hexes if h in sectors[c]]
        setup_codes.append({"code": f"SC{c}", "side": "axis",
                            "name": {"en": f"{names[c][0]}: a city or town (2.2.2)",
                                     "ja": f"{names[c][1]}の都市・街 (2.2.2)"},
                            "hexes": _labels(hexes)})
    for code in ARMY_AREAS:
        setup_codes.append({"code": code, "side": "soviet",
                            "name": {"en": f"Setup area {code}", "ja": f"配置エリア {code}"},
                            "region": f"setup:{code}"})
    places = sorted({p for stations in oob.REAR_ARMIES.values() for p, *_ in stations}
                    | {p for _, _, p in oob.REAR_CORPS})
    for p in places:
        if p == "east_of_gomel":
            g = place_hex["gomel"]
            gx = hex_xy(g)[0]
            hexes = [n for n in g.neighbors() if hex_xy(n)[0] > gx and n in land]
            en, ja = "East of Gomel", "ゴメリ東方"
        else:
            hexes = [place_hex[p]]
            en, ja = geo.PLACES[p][0], geo.PLACES[p][1]
        setup_codes.append({"code": f"P_{p}", "side": "soviet", "name": {"en": en, "ja": ja},
                            "hexes": _labels(hexes)})
    setup_codes.append({"code": "LEADER_SETUP", "side": "soviet",
                        "name": {"en": "With an army's units (2.1.3)", "ja": "各軍と共に (2.1.3)"},
                        "hexes": _labels(army_hexes | {place_hex["shepetovka"]})})

    units = oob.axis_units() + oob.soviet_units()
    turns = _turns()
    scenario = {
        "format_version": 2,
        "id": "shin_barbarossa",
        "title": {"en": "Shin Barbarossa", "ja": "真・バルバロッサ作戦"},
        "description": {
            "en": "June 1941 to the spring of 1942 in ten four-week turns: odds combat on two "
                  "results tables, hidden Soviet leaders, German supply centers and overrun.",
            "ja": "1941年6月から1942年春まで、4週間×10ターン。戦力比戦闘と2枚の戦闘結果表、"
                  "伏せられたソ連軍指揮官、ドイツ軍補給センターとオーバーラン。"},
        "ruleset": "shin_barbarossa",
        "provenance": PROVENANCE,
        "sides": [{"id": "axis", "name": {"en": "Axis", "ja": "枢軸軍"}, "color": "#6e7367"},
                  {"id": "soviet", "name": {"en": "Soviet", "ja": "ソ連軍"}, "color": "#b3362f"}],
        "nationalities": NATIONALITIES,
        "terrain": TERRAIN,
        "features": FEATURES,
        "city_kinds": [
            {"id": "major_city", "name": {"en": "Major city", "ja": "大都市"}, "symbol": "major_city"},
            {"id": "city", "name": {"en": "City", "ja": "都市"}, "symbol": "city"},
            {"id": "town", "name": {"en": "Town", "ja": "街"}, "symbol": "town"},
        ],
        "weather": WEATHER,
        "map": {
            "grid": {"orientation": "flat", "shifted": "even", "rows_up": False, "order": "colrow",
                     "digits": 2},
            "hexes": {GRID.label(h): mb.terrain[h] for h in sorted(mb.sheet.hexes, key=GRID.label)},
            "hexsides": hexsides,
            "cities": sorted(cities, key=lambda c: c["id"]),
            "links": links,
            "regions": regions,
            "control": {"axis": _labels(axis_land),
                        "soviet": _labels(h for h, c in mb.country.items() if c == "ussr")},
        },
        "unit_types": UNIT_TYPES,
        "units": units,
        "setup_codes": setup_codes,
        "turns": turns,
        "tables": _tables(),
        "rules_data": _rules_data(),
    }
    return scenario


def _inside(mb: board.MapBuild, pts) -> set[Hex]:
    poly = mb.sheet.poly(pts)
    return {h for h, c in mb.country.items() if c == "ussr" and poly.contains(Point(*hex_xy(h)))}


def _romanian_zone(mb: board.MapBuild) -> set[Hex]:
    """16.4.1: Romania and the Soviet land west of the Dniester south of Galicia
    (Bessarabia and northern Bukovina): where Romanians may go before Odessa falls."""
    river = geo.RIVERS[geo.ROMANIAN_INVADE_RIVER]
    poly = mb.sheet.poly([p for p in river if p[0] <= 48.7] + [(44.0, 31.0), (44.0, 20.0), (48.7, 20.0)])
    return {h for h, c in mb.country.items()
            if c == "romania" or (c == "ussr" and poly.contains(Point(*hex_xy(h))))}


DATES = [("22 June – 19 July 1941", "1941年6月22日–7月19日"),
         ("20 July – 16 August 1941", "1941年7月20日–8月16日"),
         ("17 August – 13 September 1941", "1941年8月17日–9月13日"),
         ("14 September – 11 October 1941", "1941年9月14日–10月11日"),
         ("12 October – 8 November 1941", "1941年10月12日–11月8日"),
         ("9 November – 6 December 1941", "1941年11月9日–12月6日"),
         ("7 December 1941 – 3 January 1942", "1941年12月7日–1942年1月3日"),
         ("4 January – 31 January 1942", "1942年1月4日–1月31日"),
         ("1 February – 28 February 1942", "1942年2月1日–2月28日"),
         ("1 March – 28 March 1942", "1942年3月1日–3月28日")]


def _turns() -> list[dict]:
    out = []
    for i, (en, ja) in enumerate(DATES, start=1):
        data = {"soviet_first": i >= 7, "reinforcement_phase": i < 10, "hitler_order": i >= 2}
        if i in tables.TYPHOON_RANGE:
            data["typhoon_range"] = tables.TYPHOON_RANGE[i]
        out.append({"number": i, "date": {"en": en, "ja": ja}, "data": data})
    return out


#: How the weather table's results read: a short weather name (the starred ones as the
#: chart marks them) and the number of air units.
WEATHER_SHORT = {"clear": ("Clear", "晴天"), "mud_late": ("Mud*", "泥濘*"), "mud": ("Mud", "泥濘"),
                 "frozen": ("Frozen", "氷結"), "snow": ("Snow", "厳寒"), "spring": ("Spring", "春季")}
#: The Hitler orders by name (18.1), as the order table shows them.
ORDER_NAMES = {"take_smolensk": ("Take Smolensk", "スモレンスク占領"),
               "take_kiev": ("Take Kiev", "キエフ占領"),
               "typhoon": ("Operation Typhoon", "タイフーン作戦"),
               "isolate_leningrad": ("Isolate Leningrad", "レニングラード孤立"),
               "take_sevastopol": ("Take Sevastopol", "セバストポリ占領"),
               "southern": ("The southern operation", "南方作戦"),
               "take_leningrad": ("Take Leningrad", "レニングラード占領")}


def _tables() -> list[dict]:
    cols = tables.COLUMNS
    return [
        {"id": "crt_axis", "name": {"en": "Combat results: Axis attacking", "ja": "戦闘結果表 (枢軸軍攻撃)"},
         "columns": cols, "rows": tables.AXIS_CRT,
         "notes": {"en": "Attacker steps lost / defender steps lost; R: the defender loses a step or "
                         "retreats 2 hexes (10.6.1). 1:5 or worse after shifts: every attacker is "
                         "eliminated; over 10:1 reads 10:1 (10.3.6).",
                   "ja": "攻撃側ステップロス/防御側ステップロス。R:防御側は1ステップロスか2ヘクス退却を選ぶ"
                         "(10.6.1)。修正後1対5以下は攻撃側全滅、10対1超は10対1(10.3.6)。"}},
        {"id": "crt_soviet", "name": {"en": "Combat results: Soviet attacking",
                                      "ja": "戦闘結果表 (ソ連軍攻撃)"},
         "columns": cols, "rows": tables.SOVIET_CRT,
         "notes": {"en": "As the Axis table; Soviet attacks have no odds floor (10.2.2).",
                   "ja": "枢軸軍用と同じ読み方。ソ連軍の攻撃に戦力比の下限はない(10.2.2)。"}},
        {"id": "weather_air", "name": {"en": "Weather and air units", "ja": "天候・空軍表"},
         "columns": [str(t) for t in tables.WEATHER_AIR],
         "rows": {str(d): [f"{tables.WEATHER_AIR[t][d - 1][0]}:{tables.WEATHER_AIR[t][d - 1][1]}"
                           for t in tables.WEATHER_AIR] for d in range(1, 7)},
         "notes": {"en": "Turn columns, die rows: the weather and the number of Axis air units "
                         "(5.1.1). Mud* begins with the Axis's second move (the chart's Mud*1); "
                         "Spring is the chart's Spring*3.",
                   "ja": "列はターン、行はダイスの目。天候と枢軸軍航空ユニット数(5.1.1)。"
                         "泥濘*は枢軸軍第2移動フェイズからの泥濘(チャートの泥濘*1)、春季はチャートの春季*3。"},
         "labels": {f"{w}:{n}": {"en": f"{WEATHER_SHORT[w][0]}, {n}", "ja": f"{WEATHER_SHORT[w][1]}・{n}"}
                    for w, n in sorted({cell for col in tables.WEATHER_AIR.values() for cell in col})}},
        {"id": "hitler_orders", "name": {"en": "Hitler orders", "ja": "ヒトラー命令表"},
         "columns": [str(t) for t in tables.HITLER_ORDERS],
         "rows": {str(d): [tables.HITLER_ORDERS[t][d - 1] for t in tables.HITLER_ORDERS]
                  for d in range(1, 7)},
         "notes": {"en": "Turn columns from turn 2, die rows (18.1). Each order failed at the end "
                         "phase costs the Axis 5 VP.",
                   "ja": "第2ターンからの列とダイスの行(18.1)。終了フェイズに未達成の命令1つにつき"
                         "枢軸軍は5VPを失う。"},
         "labels": {order: {"en": en, "ja": ja} for order, (en, ja) in ORDER_NAMES.items()}},
    ]


def _rules_data() -> dict:
    return {
        "axis": "axis", "soviet": "soviet",
        "crt": {"axis": "crt_axis", "soviet": "crt_soviet"},
        "weather_table": "weather_air", "hitler_table": "hitler_orders",
        "terrain_effects": {"classes": tables.MOVE_CLASSES, "terrain": tables.TEC,
                            "strategic_cost": tables.STRATEGIC_COST,
                            "strategic_grades": tables.STRATEGIC_GRADES,
                            "river_shift": tables.RIVER_SHIFT},
        "stacking": {"combat_units": 2, "extra": 1},
        "rail_points": {"soviet": 5, "axis": 2}, "rail_cost": {"tank": 2, "other": 1},
        "overrun_cost": 3, "supply_range": 8, "air_range": 8, "supply_center_moves": 8,
        "retreat_hexes": 2, "soviet_depth_limit": 2, "allied_row_limit": 26,
        "militia": {"per_trigger": 6, "trigger_range": 4, "placement_range": 2, "leash": 2},
        "victory": {"start_vp": 15, "failed_order_vp": 5,
                    "loss_vp": {"panzer": 6, "german_infantry": 3, "allied": 1},
                    "bands": [[95, "axis_decisive"], [85, "axis_strategic"], [75, "axis_tactical"],
                              [70, "draw"], [60, "soviet_tactical"], [50, "soviet_strategic"],
                              [None, "soviet_decisive"]]},
        "hitler_orders": {"typhoon_range": {str(k): v for k, v in tables.TYPHOON_RANGE.items()},
                          "southern": ["kharkov", "kursk"]},
        "sea_move": {"from_city": "odessa", "to_city": "sevastopol", "per_turn": 1},
        "kerch_strait": [geo.KERCH_STRAIT[0], geo.KERCH_STRAIT[1]],
    }


PROVENANCE = {
    "map": {"kind": "reconstructed",
            "note": "Rulebook hexes exact (Leningrad 2003, Tikhvin 2504, Moscow 3214, the 17.2 towns, "
                    "Orel 3023, Odessa 1942, Kerch strait 3344|3345, Q&A lake hexes); the rest real "
                    "1941 geography through a fit to those hexes (rms 0.5 hex).",
            "note_ja": "ルールブックに番号のあるヘクスはそのとおり(レニングラード2003、"
                       "チフヴィン2504、モスクワ3214、17.2の町、"
                       "オリョール3023、オデッサ1942、ケルチ海峡3344|3345、"
                       "Q&Aの湖ヘクス)。"
                       "その他はそれらのヘクスに合わせた1941年の実際の地理(誤差の二乗平均0.5ヘクス)。"},
    "order_of_battle": {"kind": "reconstructed",
                        "note": "Errata values (12-8, 6-8) and counts (4 Finns, 3 supply centers, 12 "
                                "setup leaders, 6 militia a trigger) are rulebook; the rest the 22 "
                                "June 1941 order of battle on that scale.",
                        "note_ja": "エラッタの数値(12-8、6-8)と数(フィンランド軍4、"
                                   "補給センター3、配置時の指揮官12、"
                                   "トリガーごとの民兵6)はルールブックどおり。"
                                   "その他は1941年6月22日の戦闘序列を同じ尺度で。"},
    "setup": {"kind": "reconstructed",
              "note": "Setup structure of 2.1-2.2 (front armies, 13th, SW Front direct units, named "
                      "rear cities, East of Gomel, Orel) is rulebook; areas follow the 1941 deployment.",
              "note_ja": "2.1〜2.2の配置の構造(前線の各軍、第13軍、"
                         "南西正面軍直属ユニット、名指しされた後方の都市、ゴメリ以東、"
                         "オリョール)はルールブックどおり。地域は1941年の配置に従う。"},
    "reinforcements": {"kind": "reconstructed",
                       "note": "Errata turn-1 12-8 and turn-9 6-8 are rulebook; other arrivals follow "
                               "the month each formation reached the front.",
                       "note_ja": "エラッタによる第1ターンの12-8と第9ターンの6-8はルールブックどおり。"
                                  "その他の登場は各部隊が前線に着いた月に従う。"},
    "tables": {"kind": "designer",
               "note": "Both CRTs, the weather/air and Hitler-order tables and the terrain chart are "
                       "designed to every rulebook constraint (10.3, 15.0, 18.1); reasoning in the "
                       "sources' README.",
               "note_ja": "両方の戦闘結果表、天候・航空表とヒトラー命令表、地形効果表は、"
                          "ルールブックのすべての制約(10.3、15.0、"
                          "18.1)を満たすよう設計。理由はソースのREADMEに。"},
}

NATIONALITIES = [
    {"id": "german", "side": "axis", "name": {"en": "German", "ja": "ドイツ軍"}, "color": "#a3a89a"},
    {"id": "romanian", "side": "axis", "name": {"en": "Romanian", "ja": "ルーマニア軍"}, "color": "#f0d24a"},
    {"id": "hungarian", "side": "axis", "name": {"en": "Hungarian", "ja": "ハンガリー軍"},
     "color": "#9cc59a"},
    {"id": "italian", "side": "axis", "name": {"en": "Italian", "ja": "イタリア軍"}, "color": "#7fa35a"},
    {"id": "finnish", "side": "axis", "name": {"en": "Finnish", "ja": "フィンランド軍"}, "color": "#ffffff"},
    {"id": "soviet", "side": "soviet", "name": {"en": "Soviet", "ja": "ソ連軍"}, "color": "#c8553d",
     "text_color": "#ffffff"},
]
TERRAIN = [
    {"id": "clear", "name": {"en": "Clear", "ja": "平地"}, "color": "#e8e4c9"},
    {"id": "forest", "name": {"en": "Forest", "ja": "森林"}, "color": "#8fb37a"},
    {"id": "swamp", "name": {"en": "Swamp", "ja": "湿地"}, "color": "#9fbcae"},
    {"id": "mountain", "name": {"en": "Mountain", "ja": "山岳"}, "color": "#c2a37c"},
    {"id": "sea", "name": {"en": "Sea", "ja": "海"}, "color": "#9ec5e8", "water": True},
    {"id": "lake", "name": {"en": "Lake", "ja": "湖"}, "color": "#b5d6f0", "water": True},
]
FEATURES = [
    {"id": "river", "name": {"en": "River", "ja": "川"}, "color": "#2f6fd0", "width": 2.5},
    {"id": "sea", "name": {"en": "Sea hexside", "ja": "海ヘクスサイド"}, "color": "#9ec5e8", "width": 3.0},
    {"id": "lake", "name": {"en": "Lake hexside", "ja": "湖沼ヘクスサイド"}, "color": "#b5d6f0",
     "width": 3.0},
    {"id": "strait", "name": {"en": "Kerch strait", "ja": "ケルチ海峡"}, "color": "#1d4f9c", "width": 4.0},
    {"id": "border", "name": {"en": "1941 border", "ja": "国境線 (1941年)"}, "color": "#5a3d6e",
     "width": 1.5},
    {"id": "finnish_invade_border", "name": {"en": "Finnish invade border", "ja": "フィンランド軍作戦境界"},
     "color": "#3d6e9c", "width": 2.0},
    {"id": "romanian_invade_border", "name": {"en": "Romanian invade border", "ja": "ルーマニア軍作戦境界"},
     "color": "#c9a227", "width": 2.0},
    {"id": "sw_front_line", "name": {"en": "South-West Front retreat border",
                                     "ja": "南西方面軍退却制限線"}, "color": "#b3362f", "width": 2.0},
]
WEATHER = [
    {"id": "clear", "name": {"en": "Clear", "ja": "晴天"}, "color": "#fff7c2"},
    {"id": "mud_late", "name": {"en": "Mud from Axis move 2", "ja": "泥濘 (枢軸軍第2移動から)"},
     "color": "#d9c49a"},
    {"id": "mud", "name": {"en": "Mud", "ja": "泥濘"}, "color": "#a98b5b"},
    {"id": "frozen", "name": {"en": "Frozen", "ja": "氷結"}, "color": "#dfe9f5"},
    {"id": "snow", "name": {"en": "Snow", "ja": "厳寒"}, "color": "#f4f8ff"},
    {"id": "spring", "name": {"en": "Spring", "ja": "春季"}, "color": "#cfe8c0"},
]
UNIT_TYPES = [
    {"id": "panzer", "name": {"en": "Panzer corps", "ja": "装甲軍団"}, "symbol": "armor",
     "tags": ["panzer", "tank", "mechanized"]},
    {"id": "infantry", "name": {"en": "Infantry corps", "ja": "歩兵軍団"}, "symbol": "infantry"},
    {"id": "mountain", "name": {"en": "Mountain corps", "ja": "山岳軍団"}, "symbol": "mountain"},
    {"id": "cavalry", "name": {"en": "Cavalry corps", "ja": "騎兵軍団"}, "symbol": "cavalry"},
    {"id": "motorized", "name": {"en": "Motorized corps", "ja": "快速軍団"}, "symbol": "motorized",
     "tags": ["mechanized"]},
    {"id": "supply_center", "name": {"en": "Supply center", "ja": "補給センター"}, "symbol": "supply",
     "tags": ["mechanized"]},
    {"id": "air", "name": {"en": "Air unit", "ja": "航空ユニット"}, "symbol": "air"},
    {"id": "rifle", "name": {"en": "Rifle corps", "ja": "狙撃兵軍団"}, "symbol": "infantry",
     "tags": ["rifle"]},
    {"id": "far_east", "name": {"en": "Far East corps", "ja": "極東軍団"}, "symbol": "infantry",
     "tags": ["far_east"]},
    {"id": "tank", "name": {"en": "Tank corps", "ja": "戦車軍団"}, "symbol": "armor",
     "tags": ["tank", "mechanized"]},
    {"id": "hq", "name": {"en": "Army HQ", "ja": "軍司令部"}, "symbol": "hq", "tags": ["mechanized"]},
    {"id": "militia", "name": {"en": "Militia", "ja": "民兵"}, "symbol": "infantry", "tags": ["militia"]},
    {"id": "leader", "name": {"en": "Leader", "ja": "指揮官"}, "symbol": "leader"},
]


def render(scenario: dict) -> str:
    """The file's text in the canonical form the editor writes (so opening and saving the
    bundled file in the editor changes no byte)."""
    sc = scenario_from_data(json.loads(json.dumps(scenario)), "shin_barbarossa (built)", check_rules=False)
    return dumps_scenario(sc)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="fail if the built file is stale")
    ap.add_argument("--show", action="store_true", help="print the terrain as text")
    ap.add_argument("--out", type=Path, default=OUTPUT)
    args = ap.parse_args(argv)
    if args.show:
        print(board.ascii_map(board.MapBuild()))
        return 0
    text = render(build())
    return hexdata.check_or_write(text, args.out, args.check)


if __name__ == "__main__":
    raise SystemExit(main())
