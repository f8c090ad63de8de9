"""Defiant Russia: the designer's part of the scenario (names, colours, kinds, setup codes).

The scenario's identity and the About box's provenance notes, the sides and
nationalities with their counter colours, the terrain, feature, city and weather kinds
the map uses, the unit types and the setup codes (3.1, 3.2: the codes are the rulebook's,
their areas are regions in regions.ini). Colours and names are the project's choice.
"""

ID = "defiant_russia"

TITLE = {"en": "Defiant Russia", "ja": "ディファイアント・ロシア"}

DESCRIPTION = {
    "en": "The German invasion of the Soviet Union, June to December 1941, in seven monthly turns: "
    "blitzkrieg, mud, and the Soviet winter counter-offensive.",
    "ja": "1941年6月から12月までのドイツ軍のソ連侵攻を、1ヶ月1ターンの7ターンで再現します。"
    "電撃戦、泥濘、そしてソ連軍の冬季反攻。",
}

PROVENANCE = {
    "map": {
        "kind": "reconstructed",
        "note": "Rulebook hexes exact (13.0 cities, 9.2 Kerch 1509/1510, 9.23 rail 1608/1708, "
        "rows 34xx and 39xx); terrain, rivers, rails, borders and districts from real "
        "geography, each hex taking its majority terrain (6.11).",
        "note_ja": "ルールブックに番号のあるヘクスはそのとおり(13.0の都市、"
                   "9.2のケルチ1509/1510、9.23の鉄道1608/1708、"
                   "34xx列と39xx列)。"
                   "地形・河川・鉄道・国境・軍管区は実際の地理から起こし、"
                   "各ヘクスはそこで最も広い地形とした(6.11)。",
    },
    "order_of_battle": {
        "kind": "reconstructed",
        "note": "Values the rulebook states used exactly (6-6 panzer, 3-3 army, 2-5 "
        "tank corps, 4-4 Romanian mountain, 3-5 CSIR, 4-4 Mob, 1-4 Blue "
        "Division); the rest June 1941 history on that scale.",
        "note_ja": "ルールブックに数値のあるユニットはそのとおり(装甲6-6、軍3-3、"
                   "戦車軍団2-5、ルーマニア山岳4-4、CSIR 3-5、"
                   "Mob 4-4、青師団1-4)。"
                   "その他は1941年6月の史実を同じ尺度で再現。",
    },
    "setup": {
        "kind": "rulebook",
        "note": "Setup codes and their areas from 3.1 and 3.2; which counter has which code is "
        "reconstructed from the 1941 deployment.",
        "note_ja": "配置コードとその地域は3.1・3.2のとおり。"
                   "どの駒がどのコードを持つかは1941年の配置から再構成。",
    },
    "reinforcements": {
        "kind": "reconstructed",
        "note": "Arrival turns from the month each army formed; Zhukov turn 4, "
        "airborne turn 6, shock armies turn 7 (11.1, 11.3, 11.63) are "
        "rulebook.",
        "note_ja": "登場ターンは各軍の編成月から。ジューコフの第4ターン、"
                   "空挺の第6ターン、打撃軍の第7ターン(11.1、11.3、"
                   "11.63)はルールブックどおり。",
    },
    "tables": {
        "kind": "rulebook",
        "note": "Weather 8.1/8.2, exploitation 6.6, rail 6.5, supply 5.0, replacements 10.1, "
        "air points 11.7, casualty multipliers and victory 13.0; terrain chart "
        "reconstructed from 9.0 text and chart rows.",
        "note_ja": "天候8.1/8.2、戦果拡張6.6、鉄道6.5、補給5.0、"
                   "補充10.1、航空ポイント11.7、"
                   "損害倍率と勝利13.0はルールブックどおり。"
                   "地形効果表は9.0の本文と表の行から再構成。",
    },
}

SIDES = [
    {"id": "axis", "name": {"en": "Axis", "ja": "枢軸軍"}, "color": "#6e7367"},
    {"id": "soviet", "name": {"en": "Soviet", "ja": "ソビエト連邦"}, "color": "#b3362f"},
]

NATIONALITIES = [
    {
        "id": "german",
        "side": "axis",
        "name": {"en": "German", "ja": "ドイツ軍"},
        "color": "#a3a89a",
    },
    {
        "id": "romanian",
        "side": "axis",
        "name": {"en": "Romanian", "ja": "ルーマニア軍"},
        "color": "#f0d24a",
    },
    {
        "id": "finnish",
        "side": "axis",
        "name": {"en": "Finnish", "ja": "フィンランド軍"},
        "color": "#ffffff",
    },
    {
        "id": "hungarian",
        "side": "axis",
        "name": {"en": "Hungarian", "ja": "ハンガリー軍"},
        "color": "#9cc59a",
    },
    {
        "id": "italian",
        "side": "axis",
        "name": {"en": "Italian", "ja": "イタリア軍"},
        "color": "#7fa35a",
    },
    {
        "id": "spanish",
        "side": "axis",
        "name": {"en": "Spanish", "ja": "スペイン軍"},
        "color": "#e3a04a",
    },
    {
        "id": "soviet",
        "side": "soviet",
        "name": {"en": "Soviet", "ja": "ソ連軍"},
        "color": "#c8553d",
        "text_color": "#ffffff",
    },
]

TERRAIN = [
    {"id": "clear", "name": {"en": "Clear", "ja": "平地"}, "color": "#e8e4c9"},
    {"id": "forest", "name": {"en": "Forest", "ja": "森林"}, "color": "#8fb37a"},
    {"id": "swamp", "name": {"en": "Swamp", "ja": "湿地"}, "color": "#9fbcae"},
    {
        "id": "rough",
        "name": {"en": "Rough (mountain on the map chart)", "ja": "荒地 (地図盤チャートでは山)"},
        "color": "#c2a37c",
    },
    {"id": "sea", "name": {"en": "Sea", "ja": "海"}, "color": "#9ec5e8", "water": True},
    {"id": "lake", "name": {"en": "Lake", "ja": "湖"}, "color": "#b5d6f0", "water": True},
]

FEATURES = [
    {"id": "river", "name": {"en": "River", "ja": "川"}, "color": "#2f6fd0", "width": 2.5},
    {"id": "border", "name": {"en": "Border", "ja": "国境"}, "color": "#5a3d6e", "width": 1.5},
    {"id": "sea", "name": {"en": "Sea", "ja": "海"}, "color": "#9ec5e8", "width": 3.0},
    {"id": "lake", "name": {"en": "Lake", "ja": "湖"}, "color": "#b5d6f0", "width": 3.0},
    {
        "id": "strait",
        "name": {"en": "Kerch strait", "ja": "ケルチ海峡"},
        "color": "#1d4f9c",
        "width": 4.0,
    },
]

CITY_KINDS = [
    {"id": "city", "name": {"en": "City", "ja": "都市"}},
    {"id": "major_city", "name": {"en": "Major city", "ja": "大都市"}, "symbol": "major_city"},
    {"id": "capital", "name": {"en": "Capital", "ja": "首都"}, "symbol": "capital"},
    {"id": "port_city", "name": {"en": "Port", "ja": "港湾都市"}, "symbol": "port"},
    {"id": "fortress", "name": {"en": "Fortress city", "ja": "要塞都市"}, "symbol": "fortress"},
    {"id": "town", "name": {"en": "Town", "ja": "町"}, "symbol": "town"},
]

WEATHER = [
    {"id": "clear", "name": {"en": "Clear", "ja": "晴天"}, "color": "#fff7c2"},
    {"id": "light_mud", "name": {"en": "Light mud", "ja": "軽い泥濘"}, "color": "#d9c49a"},
    {"id": "mud", "name": {"en": "Mud", "ja": "泥濘"}, "color": "#a98b5b"},
    {"id": "snow", "name": {"en": "Snow", "ja": "雪"}, "color": "#f4f8ff"},
]

UNIT_TYPES = [
    {"id": "armor", "name": {"en": "Armor", "ja": "装甲"}, "symbol": "armor", "tags": ["armor"]},
    {"id": "infantry", "name": {"en": "Infantry", "ja": "歩兵"}, "symbol": "infantry"},
    {
        "id": "mountain",
        "name": {"en": "Mountain infantry", "ja": "山岳歩兵"},
        "symbol": "mountain_infantry",
    },
    {"id": "cavalry", "name": {"en": "Cavalry", "ja": "騎兵"}, "symbol": "cavalry"},
    {
        "id": "mechanized",
        "name": {"en": "Mobile corps", "ja": "快速軍団"},
        "symbol": "motorized_infantry",
    },
    {
        "id": "shock",
        "name": {"en": "Shock army", "ja": "打撃軍"},
        "symbol": "infantry",
        "tags": ["army"],
    },
    {"id": "airborne", "name": {"en": "Airborne", "ja": "空挺"}, "symbol": "airborne"},
    {"id": "fleet", "name": {"en": "Fleet", "ja": "艦隊"}, "symbol": "naval"},
    {"id": "leader", "name": {"en": "Leader", "ja": "リーダー"}, "symbol": "leader"},
]

SETUP_CODES = [
    {
        "code": "sov_O",
        "side": "soviet",
        "name": {"en": "O: Odessa Military District", "ja": "O: オデッサ軍管区"},
        "region": "district:odessa",
    },
    {
        "code": "sov_K",
        "side": "soviet",
        "name": {"en": "K: Kiev Military District", "ja": "K: キエフ軍管区"},
        "region": "district:kiev",
    },
    {
        "code": "sov_W",
        "side": "soviet",
        "name": {"en": "W: Western Military District", "ja": "W: 西部軍管区"},
        "region": "district:western",
    },
    {
        "code": "sov_B",
        "side": "soviet",
        "name": {"en": "B: Baltic Military District", "ja": "B: バルト軍管区"},
        "region": "district:baltic",
    },
    {
        "code": "sov_F",
        "side": "soviet",
        "name": {
            "en": "F: Hexes next to the Finnish border",
            "ja": "F: フィンランド国境に隣接するヘクス",
        },
        "region": "border:finland_soviet",
    },
    {
        "code": "sov_L",
        "side": "soviet",
        "name": {"en": "L: Leningrad", "ja": "L: レニングラード"},
        "hexes": ["3914"],
    },
    {
        "code": "sov_Kh",
        "side": "soviet",
        "name": {"en": "Kh: Kharkov", "ja": "Kh: ハリコフ"},
        "hexes": ["2311"],
    },
    {
        "code": "sov_M",
        "side": "soviet",
        "name": {"en": "M: Moscow", "ja": "M: モスクワ"},
        "hexes": ["3017"],
    },
    {
        "code": "sov_Mi",
        "side": "soviet",
        "name": {"en": "Mi: Minsk", "ja": "Mi: ミンスク"},
        "hexes": ["3308"],
    },
    {
        "code": "sov_Dn",
        "side": "soviet",
        "name": {"en": "Dn: Dnepropetrovsk", "ja": "Dn: ドニエプロペトロフスク"},
        "hexes": ["2110"],
    },
    {
        "code": "sov_Br",
        "side": "soviet",
        "name": {"en": "Br: Bryansk", "ja": "Br: ブリャンスク"},
        "hexes": ["2813"],
    },
    {
        "code": "sov_V",
        "side": "soviet",
        "name": {"en": "V: Voronezh", "ja": "V: ヴォロネジ"},
        "hexes": ["2415"],
    },
    {
        "code": "sov_VL",
        "side": "soviet",
        "name": {"en": "VL: Velikiye Luki", "ja": "VL: ヴェリキエ・ルーキ"},
        "hexes": ["3411"],
    },
    {
        "code": "sov_R",
        "side": "soviet",
        "name": {"en": "R: Rostov", "ja": "R: ロストフ"},
        "hexes": ["1713"],
    },
    {
        "code": "sov_S",
        "side": "soviet",
        "name": {"en": "S: Sevastopol", "ja": "S: セバストポリ"},
        "hexes": ["1506"],
    },
    {
        "code": "sov_T",
        "side": "soviet",
        "name": {"en": "T: Tula", "ja": "T: トゥーラ"},
        "hexes": ["2816"],
    },
    {
        "code": "axis_N",
        "side": "axis",
        "name": {"en": "N: Army Group North", "ja": "N: 北方軍集団"},
        "region": "army_group:north",
    },
    {
        "code": "axis_C",
        "side": "axis",
        "name": {"en": "C: Army Group Center", "ja": "C: 中央軍集団"},
        "region": "army_group:center",
    },
    {
        "code": "axis_S",
        "side": "axis",
        "name": {"en": "S: Army Group South", "ja": "S: 南方軍集団"},
        "region": "army_group:south",
    },
    {
        "code": "axis_R",
        "side": "axis",
        "name": {"en": "R: Romania", "ja": "R: ルーマニア"},
        "region": "country:romania",
    },
    {
        "code": "axis_F",
        "side": "axis",
        "name": {"en": "F: Finland", "ja": "F: フィンランド"},
        "region": "country:finland",
    },
]

GRID = {"orientation": "pointy", "rows_up": True, "order": "rowcol"}
