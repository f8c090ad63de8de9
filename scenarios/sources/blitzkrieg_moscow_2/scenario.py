"""Blitzkrieg to Moscow 2: the designer's part of the scenario (names, colours, kinds,
setup codes).

The scenario's identity and the About box's provenance notes, the sides and nationalities
with their counter colours (2.2.7 names the colours), the terrain, feature, city and
weather kinds (the terrain ids are the rulebook's, 2.1.1 and 10.2; names and colours are
ours), the unit types and the four rear-area setup codes N, C, S, R (2.2.3).
"""

ID = "blitzkrieg_moscow_2"

TITLE = {
    "en": "Blitzkrieg to Moscow 2: Operation Barbarossa",
    "ja": "モスクワ電撃戦2 バルバロッサ作戦",
}

DESCRIPTION = {
    "en": "Operation Barbarossa from 22 June 1941 to the spring thaw of 1942 in six turns (BonSai "
    "Games #02, design Yasushi Nakaguro). The German player needs 10 victory points from cities "
    "held in supply and panzers left standing. Map, counters, CRT and cards are reconstructed "
    "from the rulebook and its play example: see the provenance of each part.",
    "ja": "1941年6月22日から1942年春の雪解けまでのバルバロッサ作戦を6ターンで描く(BonSai Games "
    "#02、デザイン中黒靖)。ドイツ軍は補給の通じた都市と健在な戦車軍で10勝利点を目指す。マップ、駒、戦闘結果表、カードはルールブックとプレイ例から再構成したもの(各部の出典を参照)。",
}

PROVENANCE = {
    "map": {
        "kind": "reconstructed",
        "note": "Grid (pointy, even rows shifted east, XX north) proven from the play example; "
        "Odessa 0304, Sevastopol 0106 and every example hex are rulebook; other terrain "
        "and cities from 1941 geography.",
        "note_ja": "ヘクスの並び(尖頂型、偶数行が東へずれ、"
                   "XXが北)はプレイ例から確定。オデッサ0304、"
                   "セヴァストポリ0106とプレイ例の全ヘクスはルールブックどおり。"
                   "その他の地形と都市は1941年の地理から。",
    },
    "order_of_battle": {
        "kind": "reconstructed",
        "note": "German armies and the example's strengths are rulebook; Soviet "
        "infantry 2(1) and mechanized corps 1(0) per 11.3.3 and 11.6; other "
        "values and Soviet armies from 1941 history.",
        "note_ja": "ドイツ軍の各軍とプレイ例の戦力はルールブックどおり。"
                   "ソ連軍の歩兵2(1)と機械化軍団1(0)は11.3.3と11.6による。"
                   "その他の数値とソ連軍の各軍は1941年の史実から。",
    },
    "setup": {
        "kind": "reconstructed",
        "note": "Rear-area codes, 1601 (8th Army, 12th MC) and the play example's stacks are "
        "rulebook; the other Soviet hexes follow the 1941 deployment.",
        "note_ja": "後方地域コード、"
                   "1601(第8軍・第12機械化軍団)とプレイ例のスタックはルールブックどおり。"
                   "その他のソ連軍のヘクスは1941年の配置に従う。",
    },
    "reinforcements": {
        "kind": "reconstructed",
        "note": "The 2nd Army on turn 2 is rulebook (3.2); Soviet reserve armies and "
        "shock armies follow history.",
        "note_ja": "第2ターンの第2軍はルールブックどおり(3.2)。"
                   "ソ連軍の予備軍と打撃軍は史実に従う。",
    },
    "tables": {
        "kind": "designer",
        "note": "CRT designed to reproduce every result of the play example: 2:1 die 3 DR and "
        "5 no effect, 5:1 die 6 DR and 3 DE, one DL at 6:1, 7:1 always DE.",
        "note_ja": "戦闘結果表はプレイ例の全結果を再現するよう設計:2:1でダイス3はDR・5は効果なし、"
                   "5:1でダイス6はDR・3はDE、6:1でDLが1つ、"
                   "7:1は常にDE。",
    },
    "cards": {
        "kind": "reconstructed",
        "note": "Card names and their example uses are rulebook; the further icons, the sixth "
        "Soviet card and the turn track's card counts (but the German 6 on turn 1) are "
        "reconstructed.",
        "note_ja": "カード名とプレイ例での使い方はルールブックどおり。その他のアイコン、"
                   "ソ連軍の6枚目のカード、"
                   "ターン記録トラックのカード枚数(第1ターンのドイツ軍6枚を除く)は再構成。",
    },
}

SIDES = [
    {"id": "german", "name": {"en": "German", "ja": "ドイツ軍"}, "color": "#6b7b8c"},
    {"id": "soviet", "name": {"en": "Soviet", "ja": "ソ連軍"}, "color": "#b5402a"},
]

NATIONALITIES = [
    {
        "id": "german",
        "side": "german",
        "name": {"en": "German army", "ja": "ドイツ陸軍"},
        "color": "#a9b4bf",
    },
    {
        "id": "romanian",
        "side": "german",
        "name": {"en": "Romanian army", "ja": "ルーマニア軍"},
        "color": "#7ea6dd",
    },
    {
        "id": "soviet",
        "side": "soviet",
        "name": {"en": "Soviet army", "ja": "ソ連軍"},
        "color": "#c9a47a",
    },
    {
        "id": "guards",
        "side": "soviet",
        "name": {"en": "Guards", "ja": "親衛赤軍"},
        "color": "#f2d34a",
    },
]

TERRAIN = [
    {"id": "clear", "name": {"en": "Clear", "ja": "平地"}, "color": "#e8e4c8"},
    {"id": "forest", "name": {"en": "Forest", "ja": "森林"}, "color": "#8fb37a"},
    {"id": "swamp", "name": {"en": "Swamp", "ja": "湿地"}, "color": "#9fc7b8"},
    {"id": "mountain", "name": {"en": "Mountain", "ja": "山地"}, "color": "#b59b7a"},
    {"id": "city", "name": {"en": "City", "ja": "都市"}, "color": "#e0d0b0"},
    {"id": "sea", "name": {"en": "Sea", "ja": "海"}, "color": "#8db4d9", "water": True},
    {"id": "lake", "name": {"en": "Lake", "ja": "湖"}, "color": "#9cc3e6", "water": True},
    {"id": "rear_area", "name": {"en": "Rear area", "ja": "後方地域"}, "color": "#d9d2c5"},
]

FEATURES = [
    {"id": "river", "name": {"en": "River", "ja": "河川"}, "color": "#3a78c8", "width": 2.0},
    {
        "id": "sea",
        "name": {"en": "Sea hexside", "ja": "海岸ヘクスサイド"},
        "color": "#2a5fa0",
        "width": 3.0,
    },
    {
        "id": "lake",
        "name": {"en": "Lake hexside", "ja": "湖岸ヘクスサイド"},
        "color": "#2a7fc0",
        "width": 3.0,
    },
]

CITY_KINDS = [
    {"id": "city", "name": {"en": "City", "ja": "都市"}},
    {"id": "supply_city", "name": {"en": "Supply city", "ja": "補給都市"}, "symbol": "major_city"},
    {
        "id": "capital",
        "name": {"en": "Capital (supply city)", "ja": "首都(補給都市)"},
        "symbol": "capital",
    },
    {"id": "port_city", "name": {"en": "Port city", "ja": "港湾都市"}, "symbol": "port"},
]

WEATHER = [
    {"id": "clear", "name": {"en": "Clear", "ja": "晴天"}, "color": "#fff8d0"},
    {"id": "mud", "name": {"en": "Mud", "ja": "泥濘"}, "color": "#c8a878"},
    {"id": "snow", "name": {"en": "Snow (severe winter)", "ja": "降雪(厳冬)"}, "color": "#f0f4ff"},
    {"id": "thaw", "name": {"en": "Thaw", "ja": "雪解け"}, "color": "#d8e0c8"},
]

UNIT_TYPES = [
    {
        "id": "panzer_army",
        "name": {"en": "Panzer army", "ja": "戦車軍"},
        "symbol": "armor",
        "tags": ["tank"],
    },
    {"id": "army", "name": {"en": "Army", "ja": "軍"}, "symbol": "infantry"},
    {
        "id": "mech_corps",
        "name": {"en": "Mechanized corps", "ja": "機械化軍団"},
        "symbol": "mechanized",
        "tags": ["tank", "mech_corps"],
    },
    {
        "id": "shock_army",
        "name": {"en": "Shock army (Guards)", "ja": "打撃軍(親衛)"},
        "symbol": "infantry",
        "tags": ["guards"],
    },
]

SETUP_CODES = [
    {
        "code": "N",
        "side": "german",
        "name": {"en": "Army Group North", "ja": "北方軍集団"},
        "region": "N",
    },
    {
        "code": "C",
        "side": "german",
        "name": {"en": "Army Group Centre", "ja": "中央軍集団"},
        "region": "C",
    },
    {
        "code": "S",
        "side": "german",
        "name": {"en": "Army Group South", "ja": "南方軍集団"},
        "region": "S",
    },
    {"code": "R", "side": "german", "name": {"en": "Romania", "ja": "ルーマニア"}, "region": "R"},
]

GRID = {"orientation": "pointy", "rows_up": True, "order": "rowcol"}
