"""Orders of battle, setup and reinforcements, from the 22 June 1941 deployment and the
dates the later formations reached the front. Values are on the rulebook's own scale:
the errata's 12-8 (a three-division panzer corps, 4 steps: 12, 9, then the 6-8 and 3-8
sub-counter of 1.2.3) and 6-8, the 8.1.9 rifle corps with MA 6, and the Q&A's 24 against 1
(two panzer corps on one hex). Every other number is a reconstruction (README.md).

Each function returns plain dicts in the scenario file's ``units`` shape.
"""

from __future__ import annotations


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _roman(n: int) -> str:
    out = ""
    for v, s in ((50, "L"), (40, "XXXX"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= v:
            out += s
            n -= v
    return out


def _steps(values: list[int], ma: int) -> list[dict[str, int]]:
    return [{"strength": v, "movement": ma} for v in values]


def _unit(uid, en, ja, side, nat, typ, steps, *, kind="unit", flags=(), setup=None, arrival=None,
          prov="reconstructed: 1941 order of battle"):
    u = {"id": uid, "name": {"en": en, "ja": ja}, "side": side, "nationality": nat, "type": typ,
         "kind": kind, "steps": steps, "flags": list(flags), "provenance": prov}
    if setup is not None:
        u["setup"] = setup
    if arrival is not None:
        u["arrival"] = arrival
    return u


# -- Axis ---------------------------------------------------------------------------------------
#: Panzer (motorized) corps: id number, army group code or arrival turn, strength.
PANZER_CORPS = [
    (41, "N", 12), (56, "N", 10),
    (39, "C", 12), (57, "C", 12), (24, "C", 12), (47, "C", 12),
    (3, "S", 12), (14, "S", 12), (48, "S", 12),
]
#: (corps, arrival turn, strength): 5.4.2 reinforcements. The turn-1 12-8 is the
#: errata's (XXXXVI, Guderian's second echelon); XXXX came from the Balkans for Typhoon.
PANZER_REINFORCEMENTS = [(46, 1, 12), (40, 4, 10)]
#: German infantry corps by army group code (R: 11th Army in Romania, 2.2.4).
INFANTRY_CORPS = {
    "N": [1, 26, 38, 2, 10, 28],
    "C": [5, 6, 8, 20, 42, 7, 9, 12, 13, 43, 53],
    "S": [17, 44, 55, 29, 4, 49, 52],
    "R": [11, 30, 54],
}
#: Off-map box (2.2.3) reserves and later arrivals: (corps, turn).
INFANTRY_REINFORCEMENTS = [(50, 1), (35, 1), (34, 2), (51, 2), (23, 3), (59, 7), (27, 8)]


def _panzer_steps(strength: int) -> list[dict[str, int]]:
    values = {12: [12, 9, 6, 3], 10: [10, 8, 5, 3]}[strength]
    return _steps(values, 8)


def axis_units() -> list[dict]:
    out = []
    for n, code, s in PANZER_CORPS:
        out.append(_unit(f"de_pz{n}", f"{_roman(n)} Panzer Corps", f"第{n}装甲軍団", "axis", "german",
                         "panzer", _panzer_steps(s), setup={"code": code},
                         prov="reconstructed: corps of the four panzer groups, 22 June 1941"))
    for n, turn, s in PANZER_REINFORCEMENTS:
        prov = ("rulebook: errata, turn-1 Axis reinforcement 12-8" if turn == 1
                else "reconstructed: arrived for Operation Typhoon")
        out.append(_unit(f"de_pz{n}", f"{_roman(n)} Panzer Corps", f"第{n}装甲軍団", "axis", "german",
                         "panzer", _panzer_steps(s),
                         arrival={"turn": turn, "where": "axis_entry"}, prov=prov))
    out.append(_unit("de_22pzd", "22nd Panzer Division", "第22装甲師団", "axis", "german", "panzer",
                     _steps([6, 3], 8), arrival={"turn": 9, "where": "axis_entry"},
                     prov="rulebook: errata, turn-9 extra Axis 6-8 (reconstructed as 22nd Panzer)"))
    for code, corps in INFANTRY_CORPS.items():
        for n in corps:
            typ = "mountain" if n == 49 else "infantry"
            out.append(_unit(f"de_ak{n}", f"{_roman(n)} {'Mountain ' if n == 49 else ''}Corps",
                             f"第{n}{'山岳' if n == 49 else ''}軍団", "axis", "german", typ,
                             _steps([7, 4], 6), setup={"code": code}))
    for n, turn in INFANTRY_REINFORCEMENTS:
        out.append(_unit(f"de_ak{n}", f"{_roman(n)} Corps", f"第{n}軍団", "axis", "german", "infantry",
                         _steps([7, 4], 6), arrival={"turn": turn, "where": "axis_entry"}))
    # Romania (2.2.4): 3rd and 4th Armies.
    for uid, en, ja, typ, vals in (
            ("ro_mtn", "Mountain Corps", "山岳軍団", "mountain", [5, 3]),
            ("ro_cav", "Cavalry Corps", "騎兵軍団", "cavalry", [3, 1]),
            ("ro_3", "III Corps", "第3軍団", "infantry", [4, 2]),
            ("ro_5", "V Corps", "第5軍団", "infantry", [4, 2]),
            ("ro_11", "XI Corps", "第11軍団", "infantry", [4, 2]),
            ("ro_4", "IV Corps", "第4軍団", "infantry", [4, 2]),
            ("ro_2", "II Corps", "第2軍団", "infantry", [4, 2]),
    ):
        ma = 8 if typ == "cavalry" else 6
        out.append(_unit(uid, f"Romanian {en}", f"ルーマニア{ja}", "axis", "romanian", typ,
                         _steps(vals, ma), setup={"code": "R"},
                         prov="reconstructed: Romanian 3rd and 4th Armies, 22 June 1941"))
    out.append(_unit("ro_1", "Romanian I Corps", "ルーマニア第1軍団", "axis", "romanian", "infantry",
                     _steps([4, 2], 6), arrival={"turn": 2, "where": "romania_entry"},
                     prov="reconstructed: reinforced the siege of Odessa, August 1941"))
    out.append(_unit("hu_mobile", "Hungarian Mobile Corps", "ハンガリー快速軍団", "axis", "hungarian",
                     "motorized", _steps([4, 2], 8),
                     arrival={"turn": 1, "where": "country:hungary"},
                     prov="reconstructed: crossed into Galicia on 1 July 1941"))
    out.append(_unit("hu_carpathian", "Hungarian Carpathian Group", "ハンガリー・カルパチア集団", "axis",
                     "hungarian", "mountain", _steps([3, 1], 6),
                     arrival={"turn": 1, "where": "country:hungary"}))
    out.append(_unit("it_csir", "Italian Expeditionary Corps (CSIR)", "イタリア・ロシア派遣軍団", "axis",
                     "italian", "infantry", _steps([4, 2], 6),
                     arrival={"turn": 2, "where": "axis_entry"},
                     prov="reconstructed: CSIR reached the front in August 1941"))
    # Finland (2.2.5): four units.
    for uid, en, ja in (("fi_2", "II Corps", "第2軍団"), ("fi_4", "IV Corps", "第4軍団"),
                        ("fi_6", "VI Corps", "第6軍団"), ("fi_7", "VII Corps", "第7軍団")):
        out.append(_unit(uid, f"Finnish {en}", f"フィンランド{ja}", "axis", "finnish", "infantry",
                         _steps([6, 3], 6), setup={"code": "F"},
                         prov="rulebook: four Finnish units (2.2.5); values reconstructed"))
    # Supply centers (13.0): one per army group, strength 0, 8 MP at mechanized costs.
    for code, en, ja in (("N", "North", "北方"), ("C", "Centre", "中央"), ("S", "South", "南方")):
        out.append(_unit(f"sc_{code.lower()}", f"Supply Center, Army Group {en}",
                         f"{ja}軍集団補給センター", "axis", "german", "supply_center",
                         _steps([0], 8), kind="supply", setup={"code": f"SC{code}"},
                         prov="rulebook: three supply centers, one per army group (13.0)"))
    # Air units (14.0): as many as the weather/air table's largest number.
    for i, (en, ja) in enumerate((("Luftflotte 1", "第1航空艦隊"), ("VIII Fliegerkorps", "第8航空軍団"),
                                  ("II Fliegerkorps", "第2航空軍団"), ("Luftflotte 4", "第4航空艦隊"))):
        out.append(_unit(f"air_{i + 1}", en, ja, "axis", "german", "air", [{"strength": 0}],
                         kind="marker", flags=["air"], arrival={"turn": 1, "where": "axis_territory"},
                         prov="reconstructed: the Luftwaffe's commands in the East, one counter each"))
    return out


# -- Soviet ------------------------------------------------------------------------------------------
#: Front armies placed in their setup areas (2.1.1) and rear armies in named cities
#: (2.1.2): army -> (setup code or place, rifle corps, mechanized corps, cavalry corps).
FRONT_ARMIES: dict[int, tuple[list[int], list[int], list[int]]] = {
    8: ([10, 11], [12], []),
    11: ([16, 29], [3], []),
    3: ([4], [11], []),
    10: ([1, 5], [6, 13], [6]),
    4: ([28], [14], []),
    13: ([2, 21, 44, 47], [17, 20], []),
    5: ([15, 27], [9, 22], []),
    6: ([6, 37], [4, 15], [5]),
    26: ([8], [8], []),
    12: ([13, 17], [16], []),
    9: ([14, 35, 48], [2, 18], [2]),
}
#: South-West Front direct units (2.1.1).
SWF_DIRECT = ([31, 36, 49, 55], [19, 24])
#: Rear armies and units in named places (2.1.2): army -> [(place, rifle, mechanized)], the
#: army HQ in the first place. No place holds more than two combat units (6.1); "east of
#: Gomel" (errata) is the hexes east of Gomel.
REAR_ARMIES: dict[int, list[tuple[str, list[int], list[int]]]] = {
    16: [("shepetovka", [32], []), ("berdichev", [], [5])],
    19: [("cherkassy", [25], []), ("belaya_tserkov", [34, 67], []), ("uman", [], [26])],
    20: [("orel", [61], []), ("mtsensk", [69], []), ("bryansk", [], [7])],
    21: [("east_of_gomel", [63, 66], [25])],
    22: [("velikiye_luki", [51], []), ("nevel", [62], [])],
    23: [("vyborg", [19], []), ("leningrad", [50], [10])],
    27: [("riga", [24], []), ("tartu", [22], [])],
}
#: Corps outside the armies, in named places: (kind, number, place).
REAR_CORPS = [("rifle", 65, "tallinn"), ("mech", 1, "pskov"), ("mech", 21, "daugavpils"),
              ("mech", 23, "kharkov"), ("rifle", 7, "dnepropetrovsk"), ("rifle", 9, "simferopol")]
#: Strong 1941 mechanized corps (two steps); the rest fall apart at the first loss (`*`).
STRONG_MECH = {1, 3, 4, 6, 8, 15}
#: Single-step rifle corps (`*` on the back, 1.2.4): the Baltic territorial corps.
WEAK_RIFLE = {22, 24, 29}

#: Soviet combat reinforcements (5.4.1b): turn -> [(army, counters, type)]. Armies formed
#: after the rifle corps were abolished (July 1941) enter as corps-sized counters named
#: by army; shock armies are stronger; Far East corps are the Siberian divisions.
REINFORCEMENTS: dict[int, list[tuple[str, int, str]]] = {
    1: [("24", 2, "rifle"), ("28", 2, "rifle"), ("29", 2, "rifle"), ("30", 2, "rifle"),
        ("31", 2, "rifle"), ("32", 2, "rifle"), ("33", 2, "rifle"), ("18", 1, "rifle")],
    2: [("34", 2, "rifle"), ("43", 2, "rifle"), ("48", 1, "rifle"), ("50", 2, "rifle"),
        ("37", 2, "rifle"), ("38", 1, "rifle"), ("40", 1, "rifle"), ("52", 1, "rifle")],
    3: [("54", 2, "rifle"), ("51", 2, "rifle"), ("42", 2, "rifle"), ("55", 2, "rifle"),
        ("3", 1, "rifle"), ("49", 1, "rifle"), ("13", 1, "rifle")],
    4: [("Primorsky", 1, "rifle"), ("4", 1, "rifle"), ("57", 1, "rifle"), ("FE1", 1, "far_east"),
        ("3c", 1, "cavalry"), ("1gc", 1, "cavalry")],
    5: [("5", 1, "rifle"), ("26", 1, "rifle"), ("56", 2, "rifle"), ("FE2", 1, "far_east"),
        ("FE3", 1, "far_east"), ("FE4", 1, "far_east"), ("2gc", 1, "cavalry"), ("10r", 1, "rifle")],
    6: [("1s", 1, "shock"), ("20n", 1, "rifle"), ("10n", 1, "rifle"), ("FE5", 1, "far_east"),
        ("FE6", 1, "far_east"), ("11c", 1, "cavalry"), ("58", 2, "rifle"), ("61", 2, "rifle")],
    7: [("2s", 1, "shock"), ("59", 1, "rifle"), ("39", 1, "rifle"), ("60", 1, "rifle"),
        ("FE7", 1, "far_east"), ("6gc", 1, "cavalry")],
    8: [("3s", 1, "shock"), ("4s", 1, "shock"), ("FE8", 1, "far_east"), ("57n", 1, "rifle"),
        ("9n", 1, "rifle")],
    9: [("53", 1, "rifle"), ("6n", 1, "rifle"), ("FE9", 1, "far_east"), ("12c", 1, "cavalry")],
    10: [("tc1", 1, "tank"), ("tc2", 1, "tank"), ("tc3", 1, "tank"), ("28n", 1, "rifle")],
}
_REINF_NAMES = {
    "Primorsky": ("Coastal (Primorsky) Army", "沿海軍"), "3c": ("3rd Cavalry Corps", "第3騎兵軍団"),
    "1gc": ("Belov's Cavalry Corps", "ベロフ騎兵軍団"),
    "2gc": ("2nd Guards Cavalry Corps", "親衛第2騎兵軍団"),
    "11c": ("11th Cavalry Corps", "第11騎兵軍団"), "6gc": ("6th Cavalry Corps", "第6騎兵軍団"),
    "12c": ("12th Cavalry Corps", "第12騎兵軍団"),
    "1s": ("1st Shock Army", "第1打撃軍"), "2s": ("2nd Shock Army", "第2打撃軍"),
    "3s": ("3rd Shock Army", "第3打撃軍"), "4s": ("4th Shock Army", "第4打撃軍"),
    "20n": ("20th Army (new)", "第20軍(新編)"), "10n": ("10th Army (new)", "第10軍(新編)"),
    "10r": ("10th Reserve Army", "第10予備軍"), "57n": ("57th Army", "第57軍(増強)"),
    "9n": ("9th Army (rebuilt)", "第9軍(再建)"), "6n": ("6th Army (rebuilt)", "第6軍(再建)"),
    "28n": ("28th Army (rebuilt)", "第28軍(再建)"),
    "tc1": ("1st Tank Corps", "第1戦車軍団"), "tc2": ("2nd Tank Corps", "第2戦車軍団"),
    "tc3": ("3rd Tank Corps", "第3戦車軍団"),
}
#: Type -> (unit type id, step values, MA).
_REINF_TYPES = {"rifle": ("rifle", [4, 2], 6), "shock": ("rifle", [6, 3], 6),
                "far_east": ("far_east", [5, 3], 6), "cavalry": ("cavalry", [3, 1], 8),
                "tank": ("tank", [5, 2], 7)}

#: Leaders (11.0): (id, English, Japanese, tested ability or None for `*`, arrival turn or
#: None for the 12 setup leaders of 2.1.3). Abilities judged from each general's 1941–42
#: record; the 12 setup leaders are the commanders of those armies on 22 June.
LEADERS = [
    ("sobennikov", "Sobennikov", "ソベンニコフ", 0, None),
    ("morozov", "Morozov", "モロゾフ", 1, None),
    ("kuznetsov_vi", "V. I. Kuznetsov", "V・I・クズネツォフ", 1, None),
    ("golubev", "Golubev", "ゴルベフ", 0, None),
    ("korobkov", "Korobkov", "コロブコフ", None, None),
    ("filatov", "Filatov", "フィラトフ", 0, None),
    ("potapov", "Potapov", "ポターポフ", 1, None),
    ("muzychenko", "Muzychenko", "ムズイチェンコ", 0, None),
    ("kostenko", "Kostenko", "コステンコ", 1, None),
    ("ponedelin", "Ponedelin", "ポネジェーリン", None, None),
    ("cherevichenko", "Cherevichenko", "チェレヴィチェンコ", 0, None),
    ("lukin", "Lukin", "ルーキン", 1, None),
    ("konev", "Konev", "コーネフ", 2, 1),
    ("rokossovsky", "Rokossovsky", "ロコソフスキー", 2, 1),
    ("yeremenko", "Yeremenko", "エリョーメンコ", 1, 1),
    ("pavlov", "Pavlov", "パヴロフ", None, 1),
    ("kuznetsov_fi", "F. I. Kuznetsov", "F・I・クズネツォフ", None, 1),
    ("kirponos", "Kirponos", "キルポノス", 1, 1),
    ("zhukov", "Zhukov", "ジューコフ", 3, 2),
    ("timoshenko", "Timoshenko", "ティモシェンコ", 2, 2),
    ("budyonny", "Budyonny", "ブジョーンヌイ", None, 2),
    ("voroshilov", "Voroshilov", "ヴォロシーロフ", None, 2),
    ("kurochkin", "Kurochkin", "クロチキン", 0, 2),
    ("meretskov", "Meretskov", "メレツコフ", 1, 3),
    ("fedyuninsky", "Fedyuninsky", "フェジュニンスキー", 1, 3),
    ("vlasov", "Vlasov", "ヴラソフ", 1, 3),
    ("govorov", "Govorov", "ゴヴォロフ", 2, 4),
    ("lelyushenko", "Lelyushenko", "レリュシェンコ", 1, 4),
    ("belov", "Belov", "ベロフ", 2, 5),
    ("golikov", "Golikov", "ゴリコフ", 1, 5),
    ("malinovsky", "Malinovsky", "マリノフスキー", 1, 5),
    ("vatutin", "Vatutin", "ヴァトゥーチン", 2, 6),
    ("khozin", "Khozin", "ホージン", 0, 6),
]
#: Militia (17.0): six per trigger; the counter mix has twelve (17.4 limits them).
MILITIA = 12


def soviet_units() -> list[dict]:
    out = []
    used_rifle: set[int] = set()

    def rifle(n, setup, army):
        used_rifle.add(n)
        vals = [2] if n in WEAK_RIFLE else [4, 2]
        return _unit(f"su_rc{n}", f"{_ordinal(n)} Rifle Corps", f"第{n}狙撃兵軍団", "soviet", "soviet",
                     "rifle", _steps(vals, 6),
                     setup=setup, prov=f"reconstructed: {army}, 22 June 1941")

    def mech(n, setup, army):
        vals = [6, 3] if n in STRONG_MECH else [4]
        return _unit(f"su_mc{n}", f"{_ordinal(n)} Mechanized Corps", f"第{n}機械化軍団", "soviet",
                     "soviet", "tank", _steps(vals, 7),
                     setup=setup,
                     prov=f"reconstructed: {army}, 22 June 1941")

    def hq(n, setup):
        return _unit(f"su_hq{n}", f"{_ordinal(n)} Army HQ", f"第{n}軍司令部", "soviet", "soviet", "hq",
                     _steps([1], 6), setup=setup,
                     prov=f"reconstructed: {_ordinal(n)} Army, 22 June 1941")

    for army, (rcs, mcs, ccs) in FRONT_ARMIES.items():
        setup = {"code": f"A{army}"}
        name = f"{_ordinal(army)} Army"
        out.append(hq(army, setup))
        out += [rifle(n, setup, name) for n in rcs]
        out += [mech(n, setup, name) for n in mcs]
        for n in ccs:
            out.append(_unit(f"su_cc{n}", f"{_ordinal(n)} Cavalry Corps", f"第{n}騎兵軍団", "soviet",
                             "soviet", "cavalry", _steps([3, 1], 8), setup=setup,
                             prov=f"reconstructed: {name}, 22 June 1941"))
    setup = {"code": "SWF"}
    out += [rifle(n, setup, "South-West Front") for n in SWF_DIRECT[0]]
    out += [mech(n, setup, "South-West Front") for n in SWF_DIRECT[1]]
    for army, stations in REAR_ARMIES.items():
        name = f"{_ordinal(army)} Army"
        out.append(hq(army, {"code": f"P_{stations[0][0]}"}))
        for place, rcs, mcs in stations:
            setup = {"code": f"P_{place}"}
            out += [rifle(n, setup, name) for n in rcs]
            out += [mech(n, setup, name) for n in mcs]
    for kind, n, place in REAR_CORPS:
        setup = {"code": f"P_{place}"}
        out.append(rifle(n, setup, "district reserve") if kind == "rifle" else mech(n, setup, "reserve"))
    for turn, items in REINFORCEMENTS.items():
        for key, count, typ in items:
            type_id, vals, ma = _REINF_TYPES[typ]
            if key in _REINF_NAMES:
                en, ja = _REINF_NAMES[key]
            elif key.startswith("FE"):
                en, ja = f"Far East Corps {key[2:]}", f"極東軍団{key[2:]}"
            else:
                en, ja = f"{_ordinal(int(key))} Army", f"第{key}軍"
            for i in range(count):
                suffix = f" ({'ab'[i]})" if count > 1 else ""
                out.append(_unit(f"su_r{turn}_{key.lower()}{'ab'[i] if count > 1 else ''}",
                                 en + suffix, ja + (f"({'AB'[i]})" if count > 1 else ""), "soviet",
                                 "soviet", type_id, _steps(vals, ma),
                                 flags=["no_rebuild"] if typ in ("far_east", "cavalry", "tank") else [],
                                 arrival={"turn": turn, "where": "soviet_rail_entry"},
                                 prov="reconstructed: month the formation reached the front"))
    # 11.1: a leader counter shows only its untested side until it is turned. On the map
    # and in the pool every leader is one of the alike face-down slots; which identity a
    # slot carries is the rules' secret. The identities (tested sides) enter play only
    # when turned; they never stand anywhere face down themselves.
    for lid, en, ja, ability, turn in LEADERS:
        steps = [{"ability": ability if ability is not None else 0, "movement": 6}]
        flags = ["leader_identity"] + (["no_ability"] if ability is None else [])
        flags += ["setup_leader"] if turn is None else []
        # Setup leaders are dealt face down at setup (2.1.3); the others join the pool.
        kw = {"arrival": {"turn": 1, "where": "LEADER_SETUP"} if turn is None
              else {"turn": turn, "where": "soviet_cities"}}
        out.append(_unit(f"ldr_{lid}", en, ja, "soviet", "soviet", "leader", steps, kind="leader",
                         flags=flags, prov="reconstructed: ability from the general's 1941-42 record",
                         **kw))
    setup_leaders = sum(1 for *_, turn in LEADERS if turn is None)
    for i in range(1, len(LEADERS) + 1):
        kw = ({"setup": {"code": "LEADER_SETUP"}} if i <= setup_leaders
              else {"arrival": {"turn": 1, "where": "soviet_cities"}})
        out.append(_unit(f"ldr_slot_{i:02d}", "Leader (untested)", "指揮官 (未経戦)", "soviet", "soviet",
                         "leader", [{"movement": 6}], kind="leader", flags=["leader_slot"],
                         prov="rulebook: the untested side, alike on every leader (11.1)", **kw))
    for i in range(1, MILITIA + 1):
        out.append(_unit(f"su_mil{i}", f"Militia {i}", f"民兵{i}", "soviet", "soviet", "militia",
                         _steps([2], 3), flags=["no_rebuild"],
                         arrival={"turn": 1, "where": "militia_zone"},
                         prov="rulebook: six militia per trigger (17.1, 17.2); values reconstructed"))
    return out
