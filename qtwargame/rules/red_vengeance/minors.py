"""11.3 The Axis minor allies (Romania 11.31, Bulgaria 11.32, Hungary 11.33, defection
11.34, option 14.1) and 11.4 the Allied ones (Yugoslavia 11.41, 11.42; Poland 11.43)."""

from __future__ import annotations


def romania_surrenders(data: dict, die: int, event_number: int) -> bool:
    """11.31: on each Romanian unit eliminated, and on the first Allied control of Constanta
    and of Ploesti, the Allies roll: 1 or less and Romania surrenders, one off the die for
    every such event before this one (the second event -1, the third -2...)."""
    rs = data["romania_surrender"]
    modified = die + rs["modifier_per_earlier_event"] * (event_number - 1)
    return modified <= rs["dies_on_or_below"]


def romania_falls(bucharest_allied_at_allied_organization: bool) -> bool:
    """11.31, 11.34: the first Allied organization phase with Bucharest Allied: Romania
    surrenders and changes side (one Romanian unit is placed in Bucharest)."""
    return bucharest_allied_at_allied_organization


def bulgaria_surrenders(romania_surrendered: bool, soviet_unit_in_bulgaria: bool) -> bool:
    """11.32: at once when Romania has surrendered and a Soviet unit is in Bulgaria."""
    return romania_surrendered and soviet_unit_in_bulgaria


def bulgaria_defects(romania_defected: bool, sofia_allied: bool) -> bool:
    """11.34: at an Allied organization phase, when Romania has changed side and Sofia is
    Allied (the Bulgarian unit is placed in Sofia)."""
    return romania_defected and sofia_allied


def hungary_surrenders(option_14_1: bool, romania_surrendered: bool, soviet_unit_in_hungary: bool) -> bool:
    """11.33: Hungary never surrenders; 14.1 (optional): like Bulgaria, once Romania has
    surrendered and a Soviet unit is in Hungary."""
    return option_14_1 and romania_surrendered and soviet_unit_in_hungary


def hungary_defects(option_14_1: bool, romania_defected: bool, budapest_allied: bool) -> bool:
    """14.1: Hungary changes side on Bulgaria's terms (Budapest for Sofia); one Hungarian
    unit returns."""
    return option_14_1 and romania_defected and budapest_allied


def confined_home(nationality: str, side_now: str, started_inside_home: bool,
                  has_been_inside_home: bool) -> bool:
    """11.31-11.33, 11.34: must this unit stay inside its country? Romanians and Bulgarians
    while they are Axis; Hungarians who started inside Hungary, or who have been inside
    it since; defectors may leave home."""
    if nationality in ("romanian", "bulgarian"):
        return side_now == "axis"
    if nationality == "hungarian":
        return side_now == "axis" and (started_inside_home or has_been_inside_home)
    return False


def yugoslavs_may_leave(axis_units_in_yugoslavia: int) -> bool:
    """11.41: Yugoslav units leave Yugoslavia only while no Axis unit is in it."""
    return axis_units_in_yugoslavia == 0


def soviet_may_enter_yugoslavia(soviets_there: int, rough: bool) -> bool:
    """11.42: Soviet units never enter Yugoslav rough hexes, and at most two are in
    Yugoslavia at a time."""
    return not rough and soviets_there < 2


def polish_supply_target(warsaw_allied: bool) -> str:
    """5.3, 11.43: Poles trace to the east edge until the Allies control Warsaw, then to
    Warsaw only."""
    return "warsaw" if warsaw_allied else "east_edge"
