"""Red Vengeance schedules: the turn record (4.0), weather (13.0, 14.7), air points (12.1),
replacement points (10.2, 10.3), strategic moves (6.5) and exploitation allowances (6.6).

Every function reads the scenario's ``rules_data`` (rebuilt by
``scenarios/sources/red_vengeance``) and returns a plain value; the ruleset rolls the dice
and logs. Tests pin each schedule against the rulebook's numbers.
"""

from __future__ import annotations

CLEAR, LIGHT_MUD, MUD, SNOW = "clear", "light_mud", "mud", "snow"


def year_of(data: dict, turn: int) -> int:
    """4.0: turns 1–7 are June to December 1944, turns 8–11 January to April 1945."""
    return 1945 if turn >= data["year_1945_from_turn"] else 1944


def historical_weather(data: dict, turn: int) -> str:
    """13.0: Jun–Sep clear, Oct light mud, Nov mud, Dec–Feb snow, Mar mud, Apr light mud."""
    return data["historical_weather"][str(turn)]


def air_points(data: dict, side: str, turn: int, die: int | None) -> int:
    """12.1: the organization phase's air die on the air table. The Axis rolls only in
    1944 and gets one point on a 1; in 1945 it does not roll (``die`` is then ignored)."""
    year = year_of(data, turn)
    if side == "axis":
        if year == 1945 or die is None:
            return 0
        return data["air_table"]["axis_1944"][die - 1]
    return data["air_table"][f"allied_{year}"][die - 1]


def axis_rolls_for_air(data: dict, turn: int) -> bool:
    """12.1: the Axis player rolls for air points only on 1944 turns."""
    return year_of(data, turn) == 1944


def replacement_points(data: dict, turn: int, oil_fields: int) -> dict[str, int]:
    """10.2, 10.3: from July 1944, the same for both sides: Jul–Dec 44 two armor and two
    infantry points; Jan–Apr 45 two infantry, plus one armor point per oil field the side
    controls. June 1944 (turn 1) gives none."""
    base = data["replacements"].get(str(turn))
    if base is None:
        return {"armor": 0, "infantry": 0}
    armor = base["armor"]
    if turn >= data["armor_rp_per_oil_field_from_turn"]:
        armor += oil_fields
    return {"armor": armor, "infantry": base["infantry"]}


def strategic_moves(data: dict, side: str, turn: int, oil_fields: int) -> int:
    """6.5: how many units may make a strategic move this turn: the Allies two a turn in
    1944 and one in 1945; the Axis one per oil field it controls."""
    sm = data["strategic_moves"]
    if side == "axis":
        return sm["axis_per_oil_field"] * oil_fields
    return sm["allied"][str(year_of(data, turn))]


def exploitation_allowance(data: dict, category: str | None, weather: str) -> int:
    """6.6, 13.0: exploitation MP (leaders: hexes) by category: armor 3, guards 2, mountain
    1, leaders 3 hexes, Tito 1; none in light mud or mud; in snow one less for units
    (leaders are not units, 6.1, and keep theirs). Units without a category (and shock
    armies, 11.1) get none. The one-hex minimum (6.6) is the movement search's."""
    if category is None or weather in (LIGHT_MUD, MUD):
        return 0
    mp = data["exploitation"][category]
    if weather == SNOW and category not in ("leader", "tito"):
        mp -= 1
    return max(mp, 0)


def movement_allowance(printed: int, weather: str, out_of_supply: bool, leader: bool) -> int:
    """5.2, 13.0: out of supply halves the movement allowance, rounding up per unit; mud
    halves it again (leaders excepted)."""
    ma = printed
    if out_of_supply:
        ma = (ma + 1) // 2
    if weather == MUD and not leader:
        ma = (ma + 1) // 2
    return ma


def exploitation_possible(weather: str) -> bool:
    """13.0: in light mud and mud nobody moves or attacks in the exploitation phases."""
    return weather not in (LIGHT_MUD, MUD)


def axis_armor_zoc_to_zoc_needs_friend(weather: str) -> bool:
    """13.0: in light mud and mud Axis armor moving from enemy ZOC to enemy ZOC may not enter
    a hex without an Axis unit in it."""
    return weather in (LIGHT_MUD, MUD)
