"""The Red Vengeance order of battle: the units, their values, setup and arrivals.

Scale (2.0): German units are corps, every other nation's units armies, marines divisions.
Values on the rulebook's own scale:
- Soviet infantry army 4-3 (8.43 example), reduced 2-3; a guards army is a Soviet infantry
  army with movement 4 (6.6): 5-4, reduced 3-4.
- Soviet tank army 6-5 (9.2 example), reduced 3-5; Soviet leaders move as armor with 5
  (11.25), which confirms movement 5 for Soviet armor.
- German armor corps reduced 2-5 (8.43 example); German armor moves 6 (Dietrich moves as
  armor with 6, 11.24): full side 4-6 (Wehrmacht) or 5-6 (SS).
- Mountain units move 4 (Tito moves as mountain with 4, 11.26).
- Everything else is reconstructed on that scale: German infantry corps 3-3 (2-3), shock
  armies 5-3 (3-3, and two hits per step, 11.1), cavalry-mechanized groups 3-4 (2-4),
  Axis minor armies 3-3 (1-3), Polish armies 3-3 (2-3), Yugoslav armies 3-4 (1-4) as
  mountain troops, marine divisions 1-3 with one step (11.6).

Each start unit has an anchor: where it stood on 22 June 1944 (its army's sector); the
build lays the anchors onto the rulebook's start lines. Arrivals use the month the
formation reached this front.
"""

from __future__ import annotations

# (strength, movement) per step, full first.
VALUES = {
    "ger_inf": [(3, 3), (2, 3)],
    "ger_mtn": [(3, 4), (2, 4)],
    "ger_pz": [(4, 6), (2, 5)],
    "ss_pz": [(5, 6), (2, 5)],
    "ss_inf": [(3, 3), (2, 3)],
    "ss_mtn": [(3, 4), (2, 4)],
    "marine": [(1, 3)],
    "minor": [(3, 3), (1, 3)],
    "sov_inf": [(4, 3), (2, 3)],
    "sov_gds": [(5, 4), (3, 4)],
    "sov_shock": [(5, 3), (3, 3)],
    "sov_tank": [(6, 5), (3, 5)],
    "sov_cav": [(3, 4), (2, 4)],
    "pol_inf": [(3, 3), (2, 3)],
    "yug": [(3, 4), (1, 4)],
}
TYPE_OF = {"ger_inf": "infantry", "ger_mtn": "mountain", "ger_pz": "armor", "ss_pz": "armor",
           "ss_inf": "infantry", "ss_mtn": "mountain", "marine": "marine", "minor": "infantry",
           "sov_inf": "infantry", "sov_gds": "infantry", "sov_shock": "shock",
           "sov_tank": "armor", "sov_cav": "cavalry", "pol_inf": "infantry", "yug": "mountain"}
NATIONALITY_OF = {"ger_inf": "german", "ger_mtn": "german", "ger_pz": "german", "ss_pz": "ss",
                  "ss_inf": "ss", "ss_mtn": "ss", "minor": None, "marine": None,
                  "sov_inf": "soviet", "sov_gds": "soviet", "sov_shock": "soviet",
                  "sov_tank": "soviet", "sov_cav": "soviet", "pol_inf": "polish", "yug": "yugoslav"}

# German corps: (id, English, Japanese, kind, anchor (lat, lon), note)
# The start units run north to south along the front of 22 June 1944.
AXIS_LINE = [
    # Army Group North: 18th and 16th Armies on the Panther line.
    ("ger_38", "XXXVIII Corps", "第38軍団", "ger_inf", (58.00, 27.90), "18th Army, Pskov"),
    ("ger_28", "XXVIII Corps", "第28軍団", "ger_inf", (57.40, 28.40), "18th Army, Ostrov"),
    ("ss_6", "VI SS Corps (Latvian)", "第6SS軍団(ラトビア)", "ss_inf", (56.90, 28.40),
     "18th Army, Opochka"),
    ("ger_50", "L Corps", "第50軍団", "ger_inf", (56.60, 28.50), "18th Army, Opochka"),
    ("ger_10", "X Corps", "第10軍団", "ger_inf", (56.30, 28.50), "16th Army, Idritsa"),
    ("ger_2", "II Corps", "第2軍団", "ger_inf", (56.00, 28.70), "16th Army, Sebezh"),
    ("ger_1", "I Corps", "第1軍団", "ger_inf", (55.60, 28.90), "16th Army, Polotsk"),
    # Army Group Centre: 3rd Panzer, 4th, 9th and 2nd Armies.
    ("ger_9", "IX Corps", "第9軍団", "ger_inf", (55.40, 29.50), "3rd Panzer Army, north of Vitebsk"),
    ("ger_53", "LIII Corps", "第53軍団", "ger_inf", (55.20, 30.10), "3rd Panzer Army, Vitebsk"),
    ("ger_6", "VI Corps", "第6軍団", "ger_inf", (54.90, 30.20), "3rd Panzer Army, Bogushevsk"),
    ("ger_27", "XXVII Corps", "第27軍団", "ger_inf", (54.50, 30.40), "4th Army, Orsha"),
    ("ger_pz_39", "XXXIX Panzer Corps", "第39装甲軍団", "ger_pz", (54.00, 30.40), "4th Army, Mogilev"),
    ("ger_12", "XII Corps", "第12軍団", "ger_inf", (53.70, 30.20), "4th Army, south of Mogilev"),
    ("ger_35", "XXXV Corps", "第35軍団", "ger_inf", (53.20, 29.90), "9th Army, Rogachev"),
    ("ger_pz_41", "XXXXI Panzer Corps", "第41装甲軍団", "ger_pz", (52.90, 29.50), "9th Army, Bobruisk"),
    ("ger_55", "LV Corps", "第55軍団", "ger_inf", (52.40, 29.00), "9th Army, Ptich"),
    ("ger_23", "XXIII Corps", "第23軍団", "ger_inf", (52.10, 28.00), "2nd Army, Pripyat"),
    ("ger_20", "XX Corps", "第20軍団", "ger_inf", (51.90, 26.50), "2nd Army, Pinsk"),
    ("ger_8", "VIII Corps", "第8軍団", "ger_inf", (51.50, 25.40), "2nd Army, Kovel"),
    # Army Group North Ukraine: 4th Panzer, 1st Panzer and 1st Hungarian Armies.
    ("ger_pz_56", "LVI Panzer Corps", "第56装甲軍団", "ger_pz", (51.20, 25.10), "4th Panzer Army, Kovel"),
    ("ger_42", "XXXXII Corps", "第42軍団", "ger_inf", (50.80, 25.20), "4th Panzer Army"),
    ("ger_pz_46", "XXXXVI Panzer Corps", "第46装甲軍団", "ger_pz", (50.50, 25.20),
     "4th Panzer Army, Gorokhov"),
    ("ger_13", "XIII Corps", "第13軍団", "ger_inf", (50.10, 25.20), "4th Panzer Army, Brody"),
    ("ger_pz_48", "XXXXVIII Panzer Corps", "第48装甲軍団", "ger_pz", (49.80, 25.10),
     "1st Panzer Army, Zolochev"),
    ("ger_pz_3", "III Panzer Corps", "第3装甲軍団", "ger_pz", (49.50, 25.00), "1st Panzer Army"),
    ("ger_pz_24", "XXIV Panzer Corps", "第24装甲軍団", "ger_pz", (49.20, 24.90),
     "1st Panzer Army, Stanislau"),
    ("ger_59", "LIX Corps", "第59軍団", "ger_inf", (48.80, 24.90), "1st Panzer Army"),
    ("hun_1", "Hungarian 1st Army", "ハンガリー第1軍", "minor", (48.40, 25.00), "Carpathian front, Kolomyja"),
    # Army Group South Ukraine: 8th Army, 4th Romanian, 6th and 3rd Romanian Armies.
    ("ger_17", "XVII Corps", "第17軍団", "ger_inf", (47.80, 25.70), "8th Army, Carpathians"),
    ("rom_4", "Romanian 4th Army", "ルーマニア第4軍", "minor", (47.40, 26.50), "Târgu Frumos, north of Iaşi"),
    ("ger_pz_57", "LVII Panzer Corps", "第57装甲軍団", "ger_pz", (47.30, 27.40), "Iaşi"),
    ("ger_4", "IV Corps", "第4軍団", "ger_inf", (47.30, 28.00), "6th Army, Kishinev"),
    ("ger_7", "VII Corps", "第7軍団", "ger_inf", (47.20, 28.90), "6th Army"),
    ("ger_52", "LII Corps", "第52軍団", "ger_inf", (47.10, 29.20), "6th Army, Dniester"),
    ("ger_30", "XXX Corps", "第30軍団", "ger_inf", (46.90, 29.50), "6th Army, Tiraspol bridgehead"),
    ("ger_44", "XXXXIV Corps", "第44軍団", "ger_inf", (46.70, 29.80), "6th Army, Bender"),
    ("rom_3", "Romanian 3rd Army", "ルーマニア第3軍", "minor", (46.40, 30.10),
     "lower Dniester (with German XXIX Corps)"),
    ("ger_29", "XXIX Corps", "第29軍団", "ger_inf", (46.25, 30.25), "3rd Romanian Army, lower Dniester"),
    ("ger_72", "LXXII Corps", "第72軍団", "ger_inf", (47.60, 26.10), "8th Army, Paşcani"),
]
# 3.2: fixed hexes.
AXIS_FIXED = [
    ("hun_3", "Hungarian 3rd Army", "ハンガリー第3軍", "minor", "budapest", "Budapest (3.2)"),
    ("hun_2", "Hungarian 2nd Army", "ハンガリー第2軍", "minor", "cluj", "Cluj (3.2)"),
    ("bul_1", "Bulgarian 1st Army", "ブルガリア第1軍", "minor", "sofia", "Sofia (3.2)"),
]
# 3.2: "Y" units on the white crosses in Yugoslavia.
AXIS_YUGOSLAVIA = [
    ("ss_mtn_5", "V SS Mountain Corps", "第5SS山岳軍団", "ss_mtn", (43.86, 18.41), "Sarajevo"),
    ("ger_mtn_15", "XV Mountain Corps", "第15山岳軍団", "ger_mtn", (44.77, 17.19), "Banja Luka"),
    ("ger_mtn_21", "XXI Mountain Corps", "第21山岳軍団", "ger_mtn", (42.44, 19.26), "Podgorica"),
    ("ger_69", "LXIX Corps", "第69軍団", "ger_inf", (43.32, 21.90), "Niš"),
]
# 10.4: arrivals in Berlin, Breslau, Dresden, Kiel or Leipzig.
AXIS_ARRIVALS = [
    ("ss_pz_2", "II SS Panzer Corps", "第2SS装甲軍団", "ss_pz", 2,
     "the SS panzer reserve; leaves in November for the Ardennes (10.5), back in February"),
    ("ss_pz_4", "IV SS Panzer Corps", "第4SS装甲軍団", "ss_pz", 2, "Warsaw, August 1944"),
    ("ger_pz_40", "XXXX Panzer Corps", "第40装甲軍団", "ger_pz", 3,
     "from Romania to the Baltic, August 1944"),
    ("ger_43", "XXXXIII Corps", "第43軍団", "ger_inf", 3, "from Narva to Courland, autumn 1944"),
    ("ger_26", "XXVI Corps", "第26軍団", "ger_inf", 3, "from Narva to East Prussia, autumn 1944"),
    ("ss_pz_3", "III SS Panzer Corps", "第3SS装甲軍団", "ss_pz", 4,
     "from Narva by Courland to Pomerania, September 1944"),
    ("ger_pz_gd", "Panzer Corps Grossdeutschland", "グロースドイッチュラント装甲軍団", "ger_pz", 7,
     "formed December 1944, East Prussia"),
    ("ger_pz_fhh", "Panzer Corps Feldherrnhalle", "フェルトヘルンハレ装甲軍団", "ger_pz", 8,
     "Hungary, early 1945"),
    ("ss_11", "XI SS Corps", "第11SS軍団", "ss_inf", 8, "Silesia and the Oder, January 1945"),
    ("ger_101", "CI Corps", "第101軍団", "ger_inf", 8, "Oder front, January 1945"),
    ("ss_pz_1", "I SS Panzer Corps", "第1SS装甲軍団", "ss_pz", 9,
     "6th SS Panzer Army from the Ardennes to Hungary (11.9)"),
    ("ss_10", "X SS Corps", "第10SS軍団", "ss_inf", 9, "Pomerania, February 1945"),
    ("ger_mar_1", "1st Naval Infantry Division", "第1海軍歩兵師団", "marine", 9,
     "formed on the Oder in February 1945 (11.6)"),
]

# Allied armies: (id, English, Japanese, kind, anchor, note); 3.3: on the red stars.
ALLIED_LINE = [
    # 3rd, 2nd and 1st Baltic Fronts.
    ("sov_42", "42nd Army", "第42軍", "sov_inf", (57.90, 28.60), "3rd Baltic Front"),
    ("sov_67", "67th Army", "第67軍", "sov_inf", (57.60, 28.80), "3rd Baltic Front"),
    ("sov_1s", "1st Shock Army", "第1打撃軍", "sov_shock", (57.30, 29.00), "3rd Baltic Front"),
    ("sov_54", "54th Army", "第54軍", "sov_inf", (57.00, 29.00), "3rd Baltic Front"),
    ("sov_10g", "10th Guards Army", "第10親衛軍", "sov_gds", (56.70, 29.00), "2nd Baltic Front"),
    ("sov_3s", "3rd Shock Army", "第3打撃軍", "sov_shock", (56.40, 29.00), "2nd Baltic Front"),
    ("sov_22", "22nd Army", "第22軍", "sov_inf", (56.10, 29.10), "2nd Baltic Front"),
    ("sov_4s", "4th Shock Army", "第4打撃軍", "sov_shock", (55.80, 29.30), "1st Baltic Front"),
    ("sov_6g", "6th Guards Army", "第6親衛軍", "sov_gds", (55.50, 29.90), "1st Baltic Front"),
    ("sov_43", "43rd Army", "第43軍", "sov_inf", (55.35, 30.30), "1st Baltic Front"),
    # 3rd Belorussian Front.
    ("sov_39", "39th Army", "第39軍", "sov_inf", (55.15, 30.60), "3rd Belorussian Front"),
    ("sov_5", "5th Army", "第5軍", "sov_inf", (54.90, 30.60), "3rd Belorussian Front"),
    ("sov_5gt", "5th Guards Tank Army", "第5親衛戦車軍", "sov_tank", (54.80, 30.90),
     "3rd Belorussian Front"),
    ("sov_kmg_osl", "Cavalry-Mechanized Group Oslikovsky", "オスリコフスキー騎兵機械化集団",
     "sov_cav", (54.70, 30.80), "3rd Belorussian Front"),
    ("sov_11g", "11th Guards Army", "第11親衛軍", "sov_gds", (54.50, 30.80), "3rd Belorussian Front"),
    ("sov_31", "31st Army", "第31軍", "sov_inf", (54.30, 30.80), "3rd Belorussian Front"),
    # 2nd Belorussian Front.
    ("sov_33", "33rd Army", "第33軍", "sov_inf", (54.10, 30.70), "2nd Belorussian Front"),
    ("sov_49", "49th Army", "第49軍", "sov_inf", (53.90, 30.70), "2nd Belorussian Front"),
    ("sov_50", "50th Army", "第50軍", "sov_inf", (53.60, 30.50), "2nd Belorussian Front"),
    # 1st Belorussian Front.
    ("sov_3", "3rd Army", "第3軍", "sov_inf", (53.30, 30.30), "1st Belorussian Front"),
    ("sov_48", "48th Army", "第48軍", "sov_inf", (53.00, 30.20), "1st Belorussian Front"),
    ("sov_65", "65th Army", "第65軍", "sov_inf", (52.70, 29.90), "1st Belorussian Front"),
    ("sov_kmg_pliev", "Cavalry-Mechanized Group Pliev", "プリーエフ騎兵機械化集団", "sov_cav",
     (52.60, 29.70), "1st Belorussian Front"),
    ("sov_28", "28th Army", "第28軍", "sov_inf", (52.40, 29.40), "1st Belorussian Front"),
    ("sov_61", "61st Army", "第61軍", "sov_inf", (52.10, 28.30), "1st Belorussian Front"),
    ("sov_70", "70th Army", "第70軍", "sov_inf", (51.70, 26.00), "1st Belorussian Front"),
    ("sov_47", "47th Army", "第47軍", "sov_inf", (51.40, 25.40), "1st Belorussian Front, Kovel"),
    ("sov_8g", "8th Guards Army", "第8親衛軍", "sov_gds", (51.20, 25.30), "1st Belorussian Front"),
    ("sov_69", "69th Army", "第69軍", "sov_inf", (51.00, 25.40), "1st Belorussian Front"),
    ("sov_2t", "2nd Tank Army", "第2戦車軍", "sov_tank", (51.00, 25.60), "1st Belorussian Front"),
    ("pol_1", "1st Polish Army", "ポーランド第1軍", "pol_inf", (50.90, 25.50),
     "1st Belorussian Front (11.43)"),
    # 1st Ukrainian Front.
    ("sov_3g", "3rd Guards Army", "第3親衛軍", "sov_gds", (50.70, 25.40), "1st Ukrainian Front"),
    ("sov_13", "13th Army", "第13軍", "sov_inf", (50.40, 25.40), "1st Ukrainian Front"),
    ("sov_1gt", "1st Guards Tank Army", "第1親衛戦車軍", "sov_tank", (50.30, 25.60),
     "1st Ukrainian Front"),
    ("sov_60", "60th Army", "第60軍", "sov_inf", (49.90, 25.40), "1st Ukrainian Front"),
    ("sov_3gt", "3rd Guards Tank Army", "第3親衛戦車軍", "sov_tank", (49.80, 25.60),
     "1st Ukrainian Front"),
    ("sov_38", "38th Army", "第38軍", "sov_inf", (49.60, 25.30), "1st Ukrainian Front"),
    ("sov_4t", "4th Tank Army", "第4戦車軍", "sov_tank", (49.40, 25.50), "1st Ukrainian Front"),
    ("sov_1g", "1st Guards Army", "第1親衛軍", "sov_gds", (49.20, 25.20), "1st Ukrainian Front"),
    ("sov_5g", "5th Guards Army", "第5親衛軍", "sov_gds", (48.90, 25.20), "1st Ukrainian Front"),
    ("sov_18", "18th Army", "第18軍", "sov_inf", (48.50, 25.20), "1st Ukrainian Front, Kolomyja"),
    # 2nd Ukrainian Front.
    ("sov_40", "40th Army", "第40軍", "sov_inf", (47.90, 25.90), "2nd Ukrainian Front"),
    ("sov_7g", "7th Guards Army", "第7親衛軍", "sov_gds", (47.50, 26.60), "2nd Ukrainian Front"),
    ("sov_27", "27th Army", "第27軍", "sov_inf", (47.40, 27.00), "2nd Ukrainian Front"),
    ("sov_6t", "6th Tank Army", "第6戦車軍", "sov_tank", (47.50, 27.30), "2nd Ukrainian Front"),
    ("sov_52", "52nd Army", "第52軍", "sov_inf", (47.40, 27.60), "2nd Ukrainian Front, Iaşi"),
    ("sov_4g", "4th Guards Army", "第4親衛軍", "sov_gds", (47.45, 28.10), "2nd Ukrainian Front"),
    ("sov_53", "53rd Army", "第53軍", "sov_inf", (47.40, 28.50), "2nd Ukrainian Front"),
    # 3rd Ukrainian Front.
    ("sov_5s", "5th Shock Army", "第5打撃軍", "sov_shock", (47.30, 29.20), "3rd Ukrainian Front"),
    ("sov_57", "57th Army", "第57軍", "sov_inf", (47.00, 29.60), "3rd Ukrainian Front"),
    ("sov_37", "37th Army", "第37軍", "sov_inf", (46.80, 29.80), "3rd Ukrainian Front"),
    ("sov_46", "46th Army", "第46軍", "sov_inf", (46.40, 30.30), "3rd Ukrainian Front"),
    ("sov_6", "6th Army", "第6軍", "sov_inf", (46.60, 30.10), "3rd Ukrainian Front"),
]
# Leaders (3.3: Zhukov and Konev on the Allied start line; Tito on an orange star).
ALLIED_LEADERS = [
    ("ldr_zhukov", "Zhukov", "ジューコフ", "zhukov", "sov_8g",
     "coordinating the 1st Belorussian Front's Lublin thrust"),
    ("ldr_konev", "Konev", "コーニェフ", "konev", "sov_1gt", "1st Ukrainian Front"),
    ("ldr_tito", "Tito", "チトー", "tito", None, "partisan supreme headquarters"),
]
AXIS_LEADERS = [
    ("ldr_dietrich", "Dietrich", "ディートリッヒ", "dietrich", 9,
     "6th SS Panzer Army, February 1945 (11.24)"),
]
# 3.3: Yugoslav armies on the orange stars (the army numbers of January 1945; in June
# 1944 they were the partisan corps groups of the same areas).
ALLIED_YUGOSLAVIA = [
    ("yug_1", "Yugoslav 1st Army", "ユーゴスラビア第1軍", "yug", (44.00, 18.70), "Eastern Bosnia"),
    ("yug_2", "Yugoslav 2nd Army", "ユーゴスラビア第2軍", "yug", (42.82, 19.52), "Montenegro and Sandžak"),
    ("yug_3", "Yugoslav 3rd Army", "ユーゴスラビア第3軍", "yug", (44.37, 16.38), "Western Bosnia"),
]
# 10.4: Allied arrivals in Odessa, Kiev, Minsk or Vitebsk (Yugoslavs in Belgrade or on an
# orange star); the second Polish army and the marines arrive by event.
ALLIED_ARRIVALS = [
    ("sov_2g", "2nd Guards Army", "第2親衛軍", "sov_gds", 2, "from the Crimea to the 1st Baltic Front"),
    ("sov_51", "51st Army", "第51軍", "sov_inf", 2, "from the Crimea to the 1st Baltic Front"),
    ("sov_8", "8th Army", "第8軍", "sov_inf", 3, "from Narva through Estonia, September 1944"),
    ("sov_2s", "2nd Shock Army", "第2打撃軍", "sov_shock", 5, "from Estonia to the 2nd Belorussian Front"),
    ("sov_26", "26th Army", "第26軍", "sov_inf", 6, "from Karelia to the 3rd Ukrainian Front"),
    ("sov_21", "21st Army", "第21軍", "sov_inf", 8, "from Karelia to the 1st Ukrainian Front"),
    ("sov_59", "59th Army", "第59軍", "sov_inf", 8, "from Estonia to the 1st Ukrainian Front"),
    ("sov_19", "19th Army", "第19軍", "sov_inf", 9, "from Karelia to the 2nd Belorussian Front"),
    ("sov_9g", "9th Guards Army", "第9親衛軍", "sov_gds", 10, "Stavka reserve to Hungary, March 1945"),
    ("yug_4", "Yugoslav 4th Army", "ユーゴスラビア第4軍", "yug", 10, "formed March 1945 on the Adriatic"),
]
ALLIED_EVENTS = [
    ("pol_2", "2nd Polish Army (W)", "ポーランド第2軍(W)", "pol_inf", "warsaw",
     "11.43: enters in Warsaw at the first Allied organization phase with Warsaw Allied"),
    ("sov_mar_1", "Soviet Naval Infantry Division", "ソ連海軍歩兵師団", "marine", "heavy_surface",
     "12.22: arrives in a Soviet-controlled port once the Baltic track reaches Heavy Surface"),
]
