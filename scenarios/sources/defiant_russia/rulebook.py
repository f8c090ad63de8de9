"""Defiant Russia: what the rulebook states, as data (the rule number on each item).

Everything here is read from the rulebook (``shared/seeds/000_…``); the few entries that
are the project's reading of an open point say so. ``build.py`` puts these into the
scenario's turns, tables and ``rules_data``; ``tests/test_scenario_sources.py`` pins the
facts that DATA-POLICY names (VP cities, Kerch, 11.7, the Blue Division).
"""

# Turn dates (2.0: one turn a month, June to December 1941).
MONTHS = ["June", "July", "August", "September", "October", "November", "December"]
MONTHS_JA = ["6月", "7月", "8月", "9月", "10月", "11月", "12月"]

# 8.1 historical weather, by turn.
HISTORICAL_WEATHER = {
    1: "clear",
    2: "clear",
    3: "clear",
    4: "light_mud",
    5: "mud",
    6: "clear",
    7: "snow",
}

# 8.2 random weather (option): the die roll 1-6 in August to November (turns 3-6).
RANDOM_WEATHER = {
    3: ["clear", "clear", "clear", "clear", "clear", "light_mud"],
    4: ["clear", "clear", "light_mud", "light_mud", "mud", "mud"],
    5: ["clear", "clear", "light_mud", "light_mud", "mud", "mud"],
    6: ["clear", "clear", "clear", "mud", "mud", "snow"],
}

# 11.7 air points per turn: (Axis, Soviet).
AIR_POINTS = {1: (6, 0), 2: (8, 0), 3: (8, 0), 4: (7, 1), 5: (6, 2), 6: (4, 2), 7: (0, 4)}

# 13.0 victory cities and their printed hexes (Moscow is worth 2, the others 1); the
# hexes are also in cities.csv, marked "13.0" in its rulebook column.
VP_CITIES = {
    "moscow": 2,
    "bryansk": 1,
    "kharkov": 1,
    "kiev": 1,
    "leningrad": 1,
    "minsk": 1,
    "rostov": 1,
    "sevastopol": 1,
}
VP_HEXES = {
    "bryansk": "2813",
    "kharkov": "2311",
    "kiev": "2507",
    "leningrad": "3914",
    "minsk": "3308",
    "rostov": "1713",
    "sevastopol": "1506",
}
# 9.2 the Kerch strait between 1509 and 1510; 9.23 rail movement through 1608 and 1708.
KERCH = ["1509", "1510"]
RAIL_SEA_HEXES = ["1608", "1708"]

# Q&A under 1.0: the Spanish Blue Division is a 1-4 (strength 1, movement 4).
BLUE_DIVISION = {"id": "spa_blue", "strength": 1, "movement": 4}

# Terrain effects on movement (6.1) and combat (9.0); None = may not enter.
TERRAIN = {
    "clear": {"cost": {"foot": 1, "mountain": 1, "armor": 1}},
    "rough": {"cost": {"foot": 2, "mountain": 1, "armor": 3}, "defense_per_unit": 1},
    "forest": {"cost": {"foot": 1, "mountain": 1, "armor": 2}, "defense_total": 1},
    "swamp": {
        "cost": {"foot": 2, "mountain": 2, "armor": 3},
        "defense_total": 1,
        "armor_attack_halved": True,
    },
    "lake": {"cost": {"foot": None, "mountain": None, "armor": None}},
    "sea": {"cost": {"foot": None, "mountain": None, "armor": None}},
}

# The printed terrain effects chart (9.0), as the program shows it.
TERRAIN_CHART = {
    "columns": ["foot MP", "mountain MP", "armor MP", "combat"],
    "rows": {
        "clear": ["1", "1", "1", "-"],
        "rough": ["2", "1", "3", "+1 each defender"],
        "forest": ["1", "1", "2", "+1 defenders"],
        "swamp": ["2", "2", "3", "+1 defenders; attacking armor halved"],
        "city": ["other terrain", "other terrain", "other terrain", "-1 each attacking armor"],
        "major city": [
            "other terrain",
            "other terrain",
            "other terrain",
            "+1 defenders; -1 each attacking armor",
        ],
        "fortress": [
            "other terrain",
            "other terrain",
            "other terrain",
            "-1 each attacker; defender hits on 5-6",
        ],
        "river": ["+0", "+0", "+1", "-1 each unit attacking across"],
        "Kerch strait": ["+2", "+2", "+3", "-1 each crosser; +1 each defender if only across"],
    },
    "notes": {
        "en": "Reconstructed from the rule text and the translated chart rows.",
        "ja": "規則本文と訳されたチャートの行から再構成。",
    },
    # How the chart's row and column keys and its results read to a player (9.1-9.3).
    "labels": {
        "clear": {"en": "Clear", "ja": "平地"},
        "rough": {"en": "Rough", "ja": "荒地"},
        "forest": {"en": "Forest", "ja": "森林"},
        "swamp": {"en": "Swamp", "ja": "湿地"},
        "city": {"en": "City", "ja": "都市"},
        "major city": {"en": "Major city", "ja": "大都市"},
        "fortress": {"en": "Fortress", "ja": "要塞"},
        "river": {"en": "River hexside", "ja": "川ヘクスサイド"},
        "Kerch strait": {"en": "Kerch strait", "ja": "ケルチ海峡"},
        "foot MP": {"en": "Infantry and cavalry MP", "ja": "歩兵・騎兵 MP"},
        "mountain MP": {"en": "Mountain MP", "ja": "山岳 MP"},
        "armor MP": {"en": "Armor MP", "ja": "装甲 MP"},
        "combat": {"en": "Combat", "ja": "戦闘"},
        "other terrain": {"en": "other terrain", "ja": "他の地形"},
        "+1 each defender": {"en": "+1 each defender", "ja": "防御部隊毎に+1"},
        "+1 defenders": {"en": "+1 defenders", "ja": "防御側全体に+1"},
        "+1 defenders; attacking armor halved": {"en": "+1 defenders; attacking armor halved",
                                                 "ja": "防御側全体に+1、攻撃する装甲は半減"},
        "-1 each attacking armor": {"en": "-1 each attacking armor", "ja": "攻撃する装甲部隊毎に-1"},
        "+1 defenders; -1 each attacking armor": {"en": "+1 defenders; -1 each attacking armor",
                                                  "ja": "防御側全体に+1、攻撃する装甲部隊毎に-1"},
        "-1 each attacker; defender hits on 5-6": {"en": "-1 each attacker; defender hits on 5-6",
                                                   "ja": "攻撃部隊毎に-1、防御側は5-6で命中"},
        "-1 each unit attacking across": {"en": "-1 each unit attacking across",
                                          "ja": "川越しに攻撃する部隊毎に-1"},
        "-1 each crosser; +1 each defender if only across": {
            "en": "-1 each crosser; +1 each defender if only across",
            "ja": "海峡越しの攻撃部隊毎に-1、海峡越しの攻撃だけなら防御部隊毎に+1"},
    },
}


def _by_turn(values: dict) -> dict:
    return {str(k): v for k, v in values.items()}


# The ruleset's data, in the order the scenario file keeps it.
RULES_DATA = {
    "terrain": TERRAIN,
    # 8.3 snow: lakes freeze; swamps north of row 34 freeze to forest.
    "snow_conversions": [
        {"terrain": "lake", "becomes": "clear"},
        {"terrain": "swamp", "becomes": "forest", "north_of_row": 34},
    ],
    "movement_class": {"armor": "armor", "mountain": "mountain"},
    "water_features": {"sea": False, "lake": True},
    # 5.3 neutral countries.
    "neutral_regions": ["country:sweden", "country:turkey", "country:bulgaria"],
    "historical_weather": _by_turn(HISTORICAL_WEATHER),
    "random_weather": _by_turn(RANDOM_WEATHER),
    # 6.6 exploitation allowances (hexes) by weather.
    "exploitation": {
        "axis": {
            "german_armor": {"clear": 3, "snow": 1},
            "german_foot": {"clear": 1, "snow": 1},
            "italian": {"clear": 1, "snow": 1},
            "romanian_mobile": {"clear": 1, "snow": 1},
        },
        "soviet": {
            "armor": {"clear": 2, "snow": 2},
            "cavalry": {"clear": 1, "snow": 1},
            "shock": {"clear": 1, "snow": 1},
        },
    },
    # 6.5 rail capacity and 5.0 supply range (units / hexes), by weather.
    "rail_capacity": {"axis": {"default": 3, "snow": 2}, "soviet": {"default": 6}},
    "supply_range": {"axis": {"default": 3, "snow": 2}, "soviet": {"default": 3}},
    # 10.1 replacement points per turn, and how many of them may rebuild armor.
    "replacement_points": {
        "axis": {"3": 2, "4": 2, "5": 2, "6": 2, "7": 2},
        "soviet": {"2": 6, "3": 6, "4": 6, "5": 6, "6": 6, "7": 6},
    },
    "replacement_armor_cap": {
        "axis": {"3": 1, "4": 1, "5": 1, "6": 1, "7": 1},
        "soviet": {"2": 2, "3": 2, "4": 2, "5": 1, "6": 1, "7": 1},
    },
    "soviet_rp_cities": ["leningrad", "moscow", "kiev", "stalingrad"],
    "air_points": {str(t): {"axis": a, "soviet": s} for t, (a, s) in AIR_POINTS.items()},
    # 13.0 casualty multipliers.
    "casualties": {
        "weights": {
            "german_armor": 3,
            "german_other": 2,
            "finnish": 2,
            "minor_ally": 1,
            "soviet_elite": 2,
            "soviet_other": 1,
        }
    },
    # 13.0 automatic victory.
    "auto_victory": {
        "axis": ["leningrad", "moscow", "stalingrad"],
        "soviet": ["warsaw", "helsinki"],
    },
    "cities": {
        c: c
        for c in [
            "moscow",
            "leningrad",
            "kiev",
            "stalingrad",
            "gorky",
            "warsaw",
            "bucharest",
            "helsinki",
            "odessa",
            "sevastopol",
        ]
    },
    # 11.5 the Black Sea fleet's ports.
    "ports": ["odessa", "sevastopol", "novorossiysk"],
    "kerch": KERCH,
    "rail_sea_hexes": RAIL_SEA_HEXES,
    "regions": {
        "ussr": "country:soviet",
        "finland": "country:finland",
        "hungary": "country:hungary",
        "romania": "country:romania",
        "black_sea": "sea:black_sea",
    },
    "supply_edges": {"axis": "edge:axis_supply", "soviet": "edge:soviet_supply"},
    "retreat_edges": {"axis": "edge:axis_west", "soviet": "edge:soviet_east"},
    "reinforcement_edges": {"axis": "edge:axis_west", "soviet": "edge:soviet_east"},
    # 3.2 the two units the setup chart fixes to a city.
    "setup_fixed": {"sov_tk_23": "odessa", "sov_inf_16": "kiev"},
    # 12.2 no purge: Soviet infantry 4-3 and armor 3-5.
    "no_purge": {
        "infantry": {"strength": 4, "movement": 3},
        "armor": {"strength": 3, "movement": 5},
    },
    # 12.1 early invasion: the Hungarian and Italian units arrive on these turns.
    "early_invasion_arrivals": {"hun_mob": 4, "ita_csir": 5},
    "leaders": {
        "guderian": "ger_ldr_guderian",
        "stalin": "sov_ldr_stalin",
        "zhukov": "sov_ldr_zhukov",
    },
    "fleets": {"baltic": "sov_fleet_baltic", "black_sea": "sov_fleet_blacksea"},
    "finnish_south_row": 39,
    "fleet_kerch_range": 2,
    # 11.7 air points: at most 3 on one attack or fleet, within 4 hexes of a fleet.
    "air_max_per_attack": 3,
    "air_max_per_fleet": 3,
    "air_fleet_range": 4,
    # 11.3 airborne: range and the drop die (1-6).
    "airborne_range": 4,
    "airborne_table": ["eliminated", "reduced", "reduced", "none", "none", "none"],
    "partisans_from_turn": 4,
    "shock_turn": 7,
    # 11.63 Zhukov.
    "zhukov_hexes": 3,
    "zhukov_exploit_hexes": 2,
    "rp_flip_cost": 1,
    "rp_return_cost": 2,
    "stalin_vp": 1,
    "casualty_vp": 1,
}

OPTIONS = [
    {
        "id": "weather",
        "name": {"en": "Random weather (8.2)", "ja": "ランダムな天候 (8.2)"},
        "rule": "8.2",
        "default": "historical",
        "choices": ["historical", "random"],
    },
    {
        "id": "early_invasion",
        "name": {"en": "Early invasion (12.1)", "ja": "早期侵攻 (12.1)"},
        "rule": "12.1",
    },
    {"id": "no_purge", "name": {"en": "No purge (12.2)", "ja": "粛清なし (12.2)"}, "rule": "12.2"},
]
