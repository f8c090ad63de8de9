"""Blitzkrieg to Moscow 2: what the rulebook states, as data (the rule number on each item).

Read from the rulebook (``shared/seeds/004_…``). ``build.py`` puts these into the turns and
``rules_data``; ``tests/test_scenario_sources.py`` pins them, and checks the map and setup
against the hexes the play example (after 15.3) names.
"""

# 3.0 / 2.1.4: six turns, about two months each, from 22 June 1941 to the thaw of 1942.
TURN_DATES = {
    1: ("June–July 1941", "1941年6–7月"),
    2: ("August–September 1941", "1941年8–9月"),
    3: ("October–November 1941", "1941年10–11月"),
    4: ("December 1941–January 1942", "1941年12月–1942年1月"),
    5: ("February–March 1942", "1942年2–3月"),
    6: ("April 1942", "1942年4月"),
}

# 10.3 and 11.3.4: turn 3 is mud, turns 4 and 5 snow, turn 6 the thaw.
WEATHER_BY_TURN = {1: "clear", 2: "clear", 3: "mud", 4: "snow", 5: "snow", 6: "thaw"}

# Weather effects: 10.3 movement (every unit moves at most 2 hexes in mud, 3 in snow and
# thaw); 11.3.4 combat (no tank shift in mud and thaw, no river shift in snow, the winter
# counter-offensive shifts Soviet attacks one column right in snow).
WEATHER_EFFECTS = {
    "clear": {},
    "mud": {"movement_cap": 2, "tank_shift": False},
    "snow": {"movement_cap": 3, "river_shift": False, "attack_shift": {"soviet": 1}},
    "thaw": {"movement_cap": 3, "tank_shift": False},
}

# Terrain effects (10.2 movement, 9.3 ZOC, 11.3.4 combat). The ruleset applies them in
# code (qtwargame/rules/blitzkrieg_moscow); here they fix which terrain ids the map uses.
TERRAIN_EFFECTS = {
    "clear": "no effect; a tank attacking into clear shifts one column right (11.3.4)",
    "forest": "a tank stops on entering; infantry passes (10.2.2)",
    "swamp": "every unit stops on entering (10.2.3); a unit in a swamp has no ZOC (9.3)",
    "mountain": "every unit stops on entering (10.2.3); one column left in combat (11.3.4)",
    "city": "no effect on movement (10.2.4); one column left in combat (11.3.4)",
    "sea": "no movement, ZOC or supply across an all-sea or lake hexside (9.3, 10.2.6, 13.2.2)",
    "rear_area": "the rear areas at the map's west and east edges (2.1.2, 10.5)",
}
# A river does not affect movement (10.2.5); attacking only across rivers shifts one
# column left, except in snow (11.3.4).
HEXSIDE_FEATURES = ["river", "sea", "lake"]

# 15.2.1 and 15.2.2 print two hexes.
PRINTED_HEXES = {"odessa": "0304", "sevastopol": "0106"}

# 15.2.2 evacuation (option): Soviet infantry in Odessa may go by sea to Sevastopol.
EVACUATION = {"from_city": "odessa", "to_city": "sevastopol"}

# The play example after 15.3 (German turn 1), the hexes it names and what it says of them.
PLAY_EXAMPLE = {
    # Soviet units attacked on turn 1, each with its combat's number in the example.
    "soviet_start": {"1502": 1, "1201": 2, "0901": 3, "0702": 4},
    # The 2nd Panzer Army moves to 1401, in the Soviet ZOC (a Soviet unit next to it).
    "soviet_zoc": ["1401"],
    # Soviet units whose supply the breakthrough moves to 1403 and 1704 cut. The example
    # prints "1401", where the 2nd Panzer Army itself stands: read as 1601 (the rules
    # document, reading A-1).
    "supply_cut": ["riga", "1601", "1301"],
    # The 4th Panzer Army attacks Minsk from 1403 (so 1403 is next to Minsk), a city (-1).
    "minsk_from": "1403",
    # 1806 is next to Leningrad; 1202 next to 1102 (a Soviet unit there).
    "next_to": {"1806": "leningrad", "1202": "1102"},
    # Combat 4 (the 11th Army and the Romanian 3rd and 4th on 0702) is across a river.
    "across_river": "0702",
}
