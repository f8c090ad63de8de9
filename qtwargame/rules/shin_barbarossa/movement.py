"""Movement arithmetic (8.1–8.2, 4.6, 8.1.7–8.1.9, 11.4c, 15.2a, 15.4b, 16.5.4, Q&A): the
movement allowance after every halving, a hex's cost for each movement class, and
strategic movement along roads of the grades a class may use."""

from __future__ import annotations

import math
from fractions import Fraction

from qtwargame.rules.shin_barbarossa.data import SbData

#: 8.1.2 (errata): the terrain chart's movement columns.
AXIS_PANZER, AXIS_INFANTRY, SOVIET_INFANTRY, SOVIET_TANK = (
    "axis_panzer", "axis_infantry", "soviet_infantry", "soviet_tank")


def allowance(printed: int, *, mud: bool = False, axis_in_snow: bool = False, no_loc: bool = False,
              out_of_command: bool = False) -> int:
    """8.1.9: the halvings for weather (mud for everyone, 15.2a; snow for the Axis but the
    Finns, 15.4b, 16.5.4), no LOC or supply (4.6, 8.1.7, 12.3: one halving even when both
    are missing, Q&A) and a Soviet combat unit out of command (8.1.8, 11.4c) multiply, and
    the product is rounded up once at the end: mud, no LOC and out of command leave a rifle
    corps of 6 with 1 (0.75 rounded up)."""
    factor = Fraction(1)
    for halved in (mud, axis_in_snow, no_loc, out_of_command):
        if halved:
            factor /= 2
    return math.ceil(printed * factor)


def enter_cost(data: SbData, move_class: str, terrain: str, *, along_road: bool = False,
               frozen: bool = False) -> int | None:
    """8.1.2, 8.1.3: the cost of entering a hex of ``terrain`` (a city kind where the hex
    has a city); None when the class may not enter it (NE) except along a road, where a
    road hexside makes it cost as clear terrain. Frozen ground and snow take away the
    effects of swamp (15.3, 15.4a)."""
    te = data.terrain_effects
    key = "clear" if frozen and terrain == "swamp" else terrain
    row = te.terrain.get(key) or te.terrain["clear"]
    cost = row.cost[te.classes.index(move_class)]
    if cost is None and along_road:
        return te.terrain["clear"].cost[te.classes.index(move_class)]
    return cost


def strategic_road(data: SbData, move_class: str, grade: int | None) -> bool:
    """8.2.3: strategic movement enters a hex for half a point along a road of a grade the
    class may use: mechanized units (armour, tank, HQ, supply center) first and second
    class, infantry and cavalry first class only."""
    return grade is not None and grade in data.terrain_effects.strategic_grades.get(move_class, [1])


def strategic_cost(data: SbData) -> float:
    return data.terrain_effects.strategic_cost
