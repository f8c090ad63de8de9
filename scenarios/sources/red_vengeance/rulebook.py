"""What the Red Vengeance rulebook states, as data: every hex number, schedule and table.

Section numbers are those of the rulebook (``shared/seeds/002_…``). Values are facts of
the game; the wording around them is ours. Where the rulebook gives one thing twice in two
ways, the reading chosen is recorded here and in ``docs/rules/red_vengeance.md``.
"""

from __future__ import annotations

# 4.0: eleven monthly turns, June 1944 to April 1945.
MONTHS = [
    ("June 1944", "1944年6月"), ("July 1944", "1944年7月"), ("August 1944", "1944年8月"),
    ("September 1944", "1944年9月"), ("October 1944", "1944年10月"),
    ("November 1944", "1944年11月"), ("December 1944", "1944年12月"),
    ("January 1945", "1945年1月"), ("February 1945", "1945年2月"), ("March 1945", "1945年3月"),
    ("April 1945", "1945年4月"),
]
YEAR_1945_FROM_TURN = 8

# 13.0: historical weather. Jun–Sep clear, Oct light mud, Nov mud, Dec–Feb snow, Mar mud,
# Apr light mud.
HISTORICAL_WEATHER = {1: "clear", 2: "clear", 3: "clear", 4: "clear", 5: "light_mud", 6: "mud",
                      7: "snow", 8: "snow", 9: "snow", 10: "mud", 11: "light_mud"}

# 14.7: random weather, one die at the start of each turn (turn -> weather for 1..6).
_C, _L, _M, _S = "clear", "light_mud", "mud", "snow"
RANDOM_WEATHER = {
    1: [_C] * 6, 2: [_C] * 6, 3: [_C] * 6,
    4: [_C, _C, _C, _C, _C, _L],
    5: [_C, _C, _L, _L, _M, _M],
    6: [_C, _L, _M, _M, _M, _S],
    7: [_S] * 6, 8: [_S] * 6, 9: [_S] * 6,
    10: [_C, _C, _L, _L, _M, _M],
    11: [_C, _C, _C, _L, _L, _L],
}

# 12.1 and the air table: air points for a die of 1..6. The Axis rolls only in 1944 and
# gets one point on a 1.
AIR_TABLE = {
    "axis_1944": [1, 0, 0, 0, 0, 0],
    "allied_1944": [1, 1, 2, 2, 3, 3],
    "allied_1945": [1, 2, 3, 3, 4, 5],
}
AIR_MAX_PER_COMBAT = 1

# 10.2, 10.3: replacement points per turn from July 1944, the same for both sides:
# Jul–Dec 44 two armor and two infantry; Jan–Apr 45 two infantry, plus one armor per oil
# field the side controls (1945 turns only).
REPLACEMENTS = {turn: {"armor": 2, "infantry": 2} for turn in range(2, 8)}
REPLACEMENTS.update({turn: {"armor": 0, "infantry": 2} for turn in range(8, 12)})
ARMOR_RP_PER_OIL_FIELD_FROM_TURN = 8

# 6.5: strategic moves per turn: the Allies two in 1944 and one in 1945; the Axis one per
# oil field it controls that turn. A strategic move is three times the movement allowance.
STRATEGIC_MOVES = {"allied": {"1944": 2, "1945": 1}, "axis_per_oil_field": 1}
STRATEGIC_MULTIPLIER = 3

# 6.6: exploitation movement points (leaders count hexes); snow takes one off (13.0).
EXPLOITATION = {"armor": 3, "guards": 2, "mountain": 1, "leader": 3, "tito": 1}
GUARDS_MOVEMENT = 4  # 6.6: a guards unit is a Soviet infantry unit with movement 4

# 9.1 and the terrain effects chart (the chart wins for rough, translator's note 3).
TERRAIN = {
    "clear": {"cost": {"foot": 1, "mountain": 1, "armor": 1}},
    "rough": {"cost": {"foot": 2, "mountain": 1, "armor": 3}, "defense_per_unit": 1},
    "swamp": {"cost": {"foot": 2, "mountain": 2, "armor": 3}, "defense_total": 1,
              "armor_attacking_halved": True},
    "forest": {"cost": {"foot": 1, "mountain": 1, "armor": 2}, "defense_total": 1},
    "sea": {"cost": {}},
}
CITY_EFFECTS = {
    "city": {"armor_attack_each": -1},
    "major_city": {"armor_attack_each": -1, "defense_total": 1},
}
RIVER = {"armor_cost": 1, "attack_each": -1}
FORTRESS = {"allied_attack_each": -1, "german_defender_hits_on": 5}
SNOW_TERRAIN = {"swamp": "clear"}  # 13.0

# 11.21: leader bonuses (attack, defence); capped at the strength stacked with him.
LEADERS = {
    "zhukov": {"attack": 2, "defense": 2, "movement": 5, "exploit": 3, "moves_as": "armor"},
    "konev": {"attack": 2, "defense": 1, "movement": 5, "exploit": 3, "moves_as": "armor"},
    "dietrich": {"attack": 1, "defense": 1, "movement": 6, "exploit": 3, "moves_as": "armor"},
    "tito": {"attack": 1, "defense": 2, "movement": 4, "exploit": 1, "moves_as": "mountain"},
}
HITLER = {"attack": 1, "defense_berlin": 1, "defense_berlin_with_ss": 2}
LEADER_DEATH = {"dies_on_or_below": 1, "whole_stack_modifier": -1}

# 11.27: Hitler's suicide rolls.
HITLER_SUICIDE = {"allied_attack_on_berlin_without_hits": [6],
                  "berlin_defenders_hit": [5, 6],
                  "berlin_ringed_at_allied_organization": [4, 5, 6],
                  "allied_unit_in_berlin": "at once"}

# 11.31–11.34: minor allies.
ROMANIA_SURRENDER = {"dies_on_or_below": 1, "modifier_per_earlier_event": -1,
                     "events": ["romanian_unit_eliminated", "constanta_first_allied",
                                "ploesti_first_allied"]}

# 11.5: the Western Allies and Dresden.
WESTERN_ALLIES = {"turn": 11, "dice_per_edge_hex": 2, "hits_on": [6]}
DRESDEN_BOMBING = {"turn": 9, "dice_per_unit": 1, "step_on": [6]}

# 11.7: the Home Army rising.
HOME_ARMY = {"range": 2, "dice_if_axis_in_warsaw": 2, "dice_otherwise": 1, "hits_on": [6]}

# 11.8: Volkssturm and Hitler Youth, +1 defence die on the first Allied attack.
VOLKSSTURM_CITIES = ["berlin", "breslau", "danzig", "dresden", "kiel", "konigsberg", "leipzig",
                     "stettin"]

# 11.9: the Führer's offensive in February or March.
FUHRER_OFFENSIVE = {"turns": [9, 10], "step_loss_on": [4, 5, 6]}

# 10.5: the November withdrawal and the February return.
WITHDRAWAL = {"turn": 6, "returns_turn": 9}

# 12.22: the Baltic Sea control track; from July 1944 a die of 5–6 moves it one box right.
BALTIC_TRACK = ["german_lake", "soviet_subs", "light_surface", "heavy_surface"]
BALTIC_ROLL = {"from_turn": 2, "advance_on": [5, 6]}
BALTIC_BOXES = {
    "german_lake": {"defense_dice_allied_combat": 2, "defense_dice_exploitation_combat": 2,
                    "attack_dice_axis_combat": 1, "coastal_supply": "all", "sea_moves": 1,
                    "sea_retreat_units": 2, "loss_on": []},
    "soviet_subs": {"defense_dice_allied_combat": 2, "defense_dice_exploitation_combat": 2,
                    "attack_dice_axis_combat": 0, "coastal_supply": "all", "sea_moves": 1,
                    "sea_retreat_units": 2, "loss_on": [5, 6]},
    "light_surface": {"defense_dice_allied_combat": 2, "defense_dice_exploitation_combat": 0,
                      "attack_dice_axis_combat": 0, "coastal_supply": "one", "sea_moves": 1,
                      "sea_retreat_units": 2, "loss_on": [4, 5, 6]},
    "heavy_surface": {"defense_dice_allied_combat": 1, "defense_dice_exploitation_combat": 0,
                      "attack_dice_axis_combat": 0, "coastal_supply": "none", "sea_moves": 0,
                      "sea_retreat_units": 0, "loss_on": [], "soviet_marines_arrive": True},
}
# 12.21: the Black Sea fleet.
BLACK_SEA = {"attack_dice": 1, "per": "allied_combat_phase", "supplied_units": 1}

# 15.1–15.3: victory points.
VICTORY = {"objectives": ["berlin", "vienna", "prague"], "yugoslavia": 1,
           "belgrade_and_zagreb": 1, "casualties": 1, "hitler": 1}
CASUALTY_POINTS = {
    "axis_scores": {"allied_eliminated": 2, "allied_reduced": 1},
    "allied_scores_doubled": {"german_eliminated": 2, "german_reduced": 1},
    "leaders": "attack + defence bonus",
}
HISTORICAL_RESULT = {"allied": 4, "axis": 2}  # 15.4

# Optional rules 14.1–14.8.
OPTIONS = {
    "14.1": {"id": "magyar_honour"},
    "14.2": {"id": "arctic_peace", "infantry_rp": 3},
    "14.3": {"id": "more_trucks", "armor_rp": 5, "per_turn": 1},
    "14.4": {"id": "greek_garrison", "infantry_rp": 4},
    "14.5": {"id": "last_stand", "berlin_corps": 3},
    "14.6": {"id": "eastern_bulge", "turn": 6, "rebuilt_infantry": 2, "rebuilt_armor": 1},
    "14.7": {"id": "random_weather"},
    "14.8": {"id": "combined_arms", "dice_per_stack": 1},
}

# Hex numbers the rulebook gives, and the readings where it gives two.
HEXES = {
    "budapest": "2215",   # 3.2; 5.4 says 2515, which is far from Budapest on the grid fit
    "cluj": "2313", "sofia": "3113", "bucharest": "2711",
    "berlin": "1422",     # 10.11 and 10.4; 15.1 says 1322 (both fit; stated twice as 1422)
    "breslau": "1619", "dresden": "1622", "kiel": "0623", "leipzig": "1623",
    "odessa": "2602", "kiev": "1802", "minsk": "1007", "vitebsk": "0705",
    "belgrade": "2818", "warsaw": "1414", "vienna": "2219", "prague": "1922", "zagreb": "2624",
}
AXIS_RETURN_CITIES = ["berlin", "breslau", "dresden", "kiel", "leipzig"]      # 10.11, 10.4
ALLIED_ARRIVAL_CITIES = ["odessa", "kiev", "minsk", "vitebsk"]                # 10.4
