"""Starting points: a new scenario, a new map, and reading a file to edit.

A new scenario is small but complete for the classic ruleset, so it validates and can be
play-tested at once: two sides, a few terrain types, a river, one city kind, a combat
results table and the classic ``rules_data``. A designer of another ruleset changes the
ruleset and fills in what its validation asks for.
"""

from __future__ import annotations

from pathlib import Path

from qtwargame.scenario.io import read_json_file, structural_scenario
from qtwargame.scenario.models import GridModel, GridOrientation, GridShift, LabelOrder, MapSpec, Scenario


def map_labels(cols: int, rows: int, first: int = 1, order: str = "colrow") -> tuple[int, list[str]]:
    """The digits per half and the hex numbers of a ``cols`` x ``rows`` map whose first
    column and first row are numbered ``first``."""
    if cols < 1 or rows < 1:
        raise ValueError("a map needs at least one column and one row")
    if first < 0:
        raise ValueError("hex numbers cannot be negative")
    digits = max(2, len(str(first + max(cols, rows) - 1)))
    if digits > 4:
        raise ValueError("at most 4 digits per half of a hex number")
    labels = []
    for c in range(first, first + cols):
        for r in range(first, first + rows):
            a, b = (c, r) if order == "colrow" else (r, c)
            labels.append(f"{a:0{digits}d}{b:0{digits}d}")
    return digits, labels


def new_map(cols: int, rows: int, terrain: str, orientation: GridOrientation = "flat",
            shifted: GridShift = "even", rows_up: bool = False, order: LabelOrder = "colrow",
            first: int = 1) -> MapSpec:
    """A rectangular map of one terrain, numbered like the printed sheet."""
    digits, labels = map_labels(cols, rows, first, order)
    grid = GridModel(orientation=orientation, shifted=shifted, rows_up=rows_up, order=order,
                     digits=digits)
    return MapSpec(grid=grid, hexes={lbl: terrain for lbl in labels})


def _loc(en: str, ja: str) -> dict[str, str]:
    return {"en": en, "ja": ja}


def new_scenario(cols: int = 12, rows: int = 10) -> Scenario:
    data = {
        "id": "new_scenario",
        "title": _loc("New scenario", "新しいシナリオ"),
        "description": _loc("", ""),
        "ruleset": "classic",
        "provenance": {part: {"kind": "designer", "note": ""}
                       for part in ("map", "order_of_battle", "setup", "reinforcements",
                                    "tables")},
        "sides": [
            {"id": "blue", "name": _loc("Blue", "青軍"), "color": "#3060c0"},
            {"id": "red", "name": _loc("Red", "赤軍"), "color": "#c03030"},
        ],
        "nationalities": [
            {"id": "blueland", "side": "blue", "name": _loc("Blueland", "青国"),
             "color": "#9db8e8"},
            {"id": "redland", "side": "red", "name": _loc("Redland", "赤国"), "color": "#e8a090"},
        ],
        "terrain": [
            {"id": "clear", "name": _loc("Clear", "平地"), "color": "#e8e2c0"},
            {"id": "forest", "name": _loc("Forest", "森林"), "color": "#8fb573"},
            {"id": "hills", "name": _loc("Hills", "丘陵"), "color": "#c9a66b"},
            {"id": "swamp", "name": _loc("Swamp", "湿地"), "color": "#9fc4b0"},
            {"id": "sea", "name": _loc("Sea", "海"), "color": "#7fb0d8", "water": True},
        ],
        "features": [{"id": "river", "name": _loc("River", "河川"), "color": "#2f6fc0",
                      "width": 3}],
        "city_kinds": [{"id": "city", "name": _loc("City", "都市"), "symbol": "city"},
                       {"id": "town", "name": _loc("Town", "町"), "symbol": "town"}],
        "weather": [{"id": "clear", "name": _loc("Clear", "晴天")}],
        "map": new_map(cols, rows, "clear").model_dump(),
        "unit_types": [
            {"id": "infantry", "name": _loc("Infantry", "歩兵"), "symbol": "infantry"},
            {"id": "armor", "name": _loc("Armour", "機甲"), "symbol": "armor", "tags": ["armor"]},
        ],
        "turns": [{"number": n, "date": _loc(f"Turn {n}", f"第{n}ターン"), "weather": "clear"}
                  for n in range(1, 7)],
        "tables": [{
            "id": "crt", "name": _loc("Combat Results Table", "戦闘結果表"),
            "columns": ["1:2", "1:1", "2:1", "3:1", "4:1", "5:1"],
            "rows": {
                "1": ["AR", "DR", "DR", "DE", "DE", "DE"],
                "2": ["AR", "AR", "DR", "DR", "DE", "DE"],
                "3": ["AE", "AR", "EX", "DR", "DR", "DE"],
                "4": ["AE", "AR", "AR", "EX", "DR", "DE"],
                "5": ["AE", "AE", "AR", "AR", "EX", "DR"],
                "6": ["AE", "AE", "AE", "AR", "AR", "EX"],
            },
        }],
        "rules_data": {
            "stacking": 2,
            "terrain_cost": {"clear": 1, "forest": 2, "hills": 2, "swamp": 3, "sea": None},
            "feature_cost": {"river": 1},
            "terrain_shift": {"forest": -1, "hills": -1, "swamp": -1},
            "feature_shift": {"river": -1},
            "crt": "crt",
            "first_side": "blue",
        },
    }
    return Scenario.model_validate(data)


def load_for_editing(path: str | Path) -> Scenario:
    """Read a scenario file to edit it.

    Unlike :func:`qtwargame.scenario.io.load_scenario`, a file with broken references or a
    ruleset's complaints still opens (the validation panel lists those problems so the
    designer can fix them); only a file that is not a scenario at all (bad JSON, wrong
    types, a newer format) raises :class:`ScenarioError`.
    """
    return structural_scenario(read_json_file(path), str(path))
