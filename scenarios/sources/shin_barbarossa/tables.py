"""The tables the rulebook describes but does not print, designed under DATA-POLICY:
the two combat results tables (10.3.1), the weather/air table (5.1.1, 14.0, 15.0), the
Hitler-order table (18.1) and the terrain effects chart (8.1.2, 10.4.1). The reasoning
is in README.md; ``check_crt`` states every constraint the rulebook places on the CRTs
and the tests run it.
"""

from __future__ import annotations

#: Odds columns of both CRTs (10.3.6): 1:5 or worse after shifts eliminates every
#: attacker without a roll, 10:1 or better reads 10:1, so 13 die columns remain.
COLUMNS = ["1:4", "1:3", "1:2", "1:1", "2:1", "3:1", "4:1", "5:1", "6:1", "7:1", "8:1", "9:1", "10:1"]

#: Each table is a ladder of results from worst to best for the attacker, and a base
#: rung per column: die 1 reads the base rung, each pip above it one rung lower. A
#: ladder in which attacker losses never rise and defender results never weaken makes
#: the table monotone in the column and in the die by construction.
AXIS_LADDER = ["2/0", "1/0", "1/R", "0/R", "0/1", "0/2", "0/3", "0/4"]
AXIS_BASE = [1, 2, 3, 4, 5, 6, 7, 8, 8, 9, 9, 10, 10]
SOVIET_LADDER = ["2/0", "1/0", "1/R", "1/1", "1/2", "0/2", "0/3"]
SOVIET_BASE = [1, 2, 3, 4, 5, 6, 7, 7, 8, 8, 9, 9, 10]


def _table(ladder: list[str], base: list[int]) -> dict[str, list[str]]:
    top = len(ladder) - 1
    return {str(d): [ladder[max(0, min(top, b - (d - 1)))] for b in base] for d in range(1, 7)}


AXIS_CRT = _table(AXIS_LADDER, AXIS_BASE)
SOVIET_CRT = _table(SOVIET_LADDER, SOVIET_BASE)

_DEFENDER_ORDER = {"0": 0.0, "R": 0.5, "1": 1.0, "2": 2.0, "3": 3.0, "4": 4.0}


def parse_result(cell: str) -> tuple[int, str]:
    """``"1/R"`` -> (1, "R"): attacker steps lost, defender result (10.3.7)."""
    a, d = cell.split("/")
    if not a.isdigit() or d not in _DEFENDER_ORDER:
        raise ValueError(f"not a result: {cell!r}")
    return int(a), d


def value(cell: str) -> float:
    """Steps the defender loses less steps the attacker loses; R counts half a step (the
    defender may pay it with one step or with a retreat, 10.6.1)."""
    a, d = parse_result(cell)
    return _DEFENDER_ORDER[d] - a


def check_crt(rows: dict[str, list[str]]) -> list[str]:
    """Every constraint the rulebook places on one CRT (10.3.6, 10.3.7, Q&A lone leader);
    an empty list when all hold."""
    bad = []
    if sorted(rows) != [str(d) for d in range(1, 7)]:
        bad.append("rows must be the die faces 1-6")
    for d, cells in rows.items():
        if len(cells) != len(COLUMNS):
            bad.append(f"die {d}: {len(cells)} cells for {len(COLUMNS)} columns")
        for c in cells:
            try:
                parse_result(c)
            except ValueError as e:
                bad.append(str(e))
    if bad:
        return bad
    for d in range(1, 7):
        cells = rows[str(d)]
        for i in range(1, len(cells)):
            (a0, d0), (a1, d1) = parse_result(cells[i - 1]), parse_result(cells[i])
            if a1 > a0 or _DEFENDER_ORDER[d1] < _DEFENDER_ORDER[d0]:
                bad.append(f"die {d}: {COLUMNS[i]} is worse for the attacker than {COLUMNS[i - 1]}")
    for i, col in enumerate(COLUMNS):
        for d in range(2, 7):
            (a0, d0), (a1, d1) = parse_result(rows[str(d - 1)][i]), parse_result(rows[str(d)][i])
            if a1 < a0 or _DEFENDER_ORDER[d1] > _DEFENDER_ORDER[d0]:
                bad.append(f"{col}: die {d} is better for the attacker than die {d - 1}")
    # Q&A: a lone leader (one step) is attacked on 10:1; every die must cost it its step
    # or drive it off (R), never leave it unharmed.
    if any(parse_result(rows[str(d)][-1])[1] == "0" for d in range(1, 7)):
        bad.append("10:1: some die leaves the defender unharmed")
    return bad


def axis_dominates() -> list[str]:
    """The Axis table is at least as good for its attacker as the Soviet table, cell by
    cell, by ``value`` (1941: German tactical edge, costly Soviet attacks)."""
    return [f"{COLUMNS[i]} die {d}" for d in range(1, 7) for i in range(len(COLUMNS))
            if value(AXIS_CRT[str(d)][i]) < value(SOVIET_CRT[str(d)][i])]


# -- Weather and air (5.1.1, 14.0, 15.0) ---------------------------------------------------------
#: Weather ids: ``mud_late`` is the table's Mud*1 (mud from Axis move 2), ``mud`` is
#: Mud*2 (the whole turn), ``spring`` is Spring*3 (from Axis move 1).
WEATHER = ["clear", "mud_late", "mud", "frozen", "snow", "spring"]
#: turn -> six (weather, Axis air units) cells, die 1 to 6.
WEATHER_AIR: dict[int, list[tuple[str, int]]] = {
    1: [("clear", 4)] * 4 + [("clear", 3)] * 2,
    2: [("clear", 4)] * 2 + [("clear", 3)] * 4,
    3: [("clear", 3)] * 5 + [("mud_late", 2)],
    4: [("clear", 3)] * 3 + [("clear", 2), ("mud_late", 2), ("mud_late", 2)],
    5: [("mud_late", 2), ("mud", 1), ("mud", 1), ("mud", 1), ("mud", 1), ("frozen", 2)],
    6: [("mud", 1), ("frozen", 2), ("frozen", 2), ("frozen", 1), ("snow", 1), ("snow", 1)],
    7: [("frozen", 1), ("snow", 1), ("snow", 1), ("snow", 1), ("snow", 0), ("snow", 0)],
    8: [("snow", 1)] * 4 + [("snow", 0)] * 2,
    9: [("frozen", 2), ("snow", 1), ("snow", 1), ("snow", 1), ("snow", 1), ("snow", 0)],
    10: [("frozen", 2), ("frozen", 1), ("snow", 1), ("spring", 2), ("spring", 1), ("spring", 1)],
}
MAX_AIR = max(n for cells in WEATHER_AIR.values() for _, n in cells)

# -- Hitler orders (18.1) ---------------------------------------------------------------------------
ORDERS = ["take_leningrad", "isolate_leningrad", "take_smolensk", "take_kiev", "typhoon",
          "southern", "take_sevastopol"]
#: turn (2-10) -> six orders, die 1 to 6. Typhoon is defined for turns 4-6 only (18.1).
HITLER_ORDERS: dict[int, list[str]] = {
    2: ["take_smolensk", "take_smolensk", "take_smolensk", "take_kiev", "take_kiev", "take_leningrad"],
    3: ["take_kiev", "take_kiev", "isolate_leningrad", "isolate_leningrad", "take_smolensk",
        "take_leningrad"],
    4: ["typhoon", "typhoon", "take_kiev", "isolate_leningrad", "take_leningrad", "southern"],
    5: ["typhoon", "typhoon", "typhoon", "southern", "southern", "take_leningrad"],
    6: ["typhoon", "typhoon", "southern", "take_sevastopol", "isolate_leningrad", "take_leningrad"],
    7: ["isolate_leningrad", "isolate_leningrad", "take_sevastopol", "take_sevastopol", "southern",
        "take_leningrad"],
    8: ["isolate_leningrad", "take_sevastopol", "take_sevastopol", "southern", "southern",
        "take_leningrad"],
    9: ["isolate_leningrad", "take_sevastopol", "southern", "southern", "take_leningrad",
        "take_smolensk"],
    10: ["take_sevastopol", "take_sevastopol", "southern", "isolate_leningrad", "take_leningrad",
         "take_kiev"],
}
#: 18.1 Typhoon: an Axis combat unit within this many hexes of Moscow on that turn.
TYPHOON_RANGE = {4: 8, 5: 6, 6: 4}

# -- Terrain effects chart (8.1.2, 8.2.3, 10.4.1; Q&A on NE terrain) -------------------------------
#: Movement classes of the chart's four columns (errata: Axis Inf/Cav, Soviet Tank/HQ).
MOVE_CLASSES = ["axis_panzer", "axis_infantry", "soviet_infantry", "soviet_tank"]
NE = None
#: terrain -> cost per class (None: not enterable but along a road, 8.1.3), and the
#: Soviet column shifts (defending, attacking) of 10.4.1.
TEC: dict[str, dict[str, object]] = {
    "clear": {"cost": [1, 1, 1, 1], "shift": [0, 0]},
    "forest": {"cost": [NE, 2, 2, NE], "shift": [1, 1]},
    "swamp": {"cost": [NE, 3, 3, NE], "shift": [1, 0]},
    "mountain": {"cost": [NE, 3, 3, NE], "shift": [2, 1]},
    "town": {"cost": [1, 1, 1, 1], "shift": [1, 1]},
    "city": {"cost": [1, 1, 1, 1], "shift": [1, 1]},
    "major_city": {"cost": [1, 1, 1, 1], "shift": [2, 1]},
}
#: 8.2.3: strategic movement costs half a point per hex along a road of the grades open
#: to the class: mechanized units (armour, tank, HQ, supply center) both grades, infantry
#: and cavalry first class only.
STRATEGIC_COST = 0.5
STRATEGIC_GRADES = {"axis_panzer": [1, 2], "soviet_tank": [1, 2], "axis_infantry": [1],
                    "soviet_infantry": [1]}
#: 10.4.4: defending across a river: one column for the defender, added to terrain (the
#: Axis has it too, 10.4.3); frozen and snow cancel it (15.3, 15.4a).
RIVER_SHIFT = 1

