"""A small scenario builder for rule tests: a rectangle of hexes, a few units, a ruleset.

    b = ScenarioBuilder("classic", cols=6, rows=6)
    b.terrain("0303", "forest").unit("a1", "blue", at="0202", attack=4, defense=4, movement=3)
    game = b.game()

Everything not given gets a sensible default so a test states only what it is about.
"""

from __future__ import annotations

import copy
from typing import Any

from qtwargame.engine.game import Game
from qtwargame.scenario.io import scenario_from_data

CLASSIC_DATA = {
    "stacking": 2,
    "terrain_cost": {"clear": 1, "forest": 2, "swamp": 3, "lake": None},
    "feature_cost": {"river": 1},
    "terrain_shift": {"forest": -1},
    "feature_shift": {"river": -1},
    "crt": "crt",
}
CLASSIC_CRT = {
    "id": "crt",
    "name": {"en": "CRT"},
    "columns": ["1:2", "1:1", "2:1", "3:1", "4:1"],
    "rows": {
        "1": ["AR", "DR", "DR", "DE", "DE"],
        "2": ["AR", "AR", "DR", "DR", "DE"],
        "3": ["AE", "AR", "EX", "DR", "DR"],
        "4": ["AE", "AR", "AR", "EX", "DR"],
        "5": ["AE", "AE", "AR", "AR", "EX"],
        "6": ["AE", "AE", "AE", "AR", "AR"],
    },
}


class ScenarioBuilder:
    def __init__(self, ruleset: str = "classic", cols: int = 8, rows: int = 8,
                 sides: tuple[str, str] = ("blue", "red"), grid: dict | None = None,
                 turns: int = 3) -> None:
        self.data: dict[str, Any] = {
            "format_version": 2,
            "id": "test",
            "title": {"en": "Test"},
            "description": {"en": "Built by a test."},
            "ruleset": ruleset,
            "sides": [{"id": s, "name": {"en": s.title()}, "color": "#808080"} for s in sides],
            "nationalities": [{"id": s, "side": s, "name": {"en": s}, "color": "#c0c0c0"}
                              for s in sides],
            "terrain": [{"id": t, "name": {"en": t}, "color": "#e0e0e0", "water": t == "lake"}
                        for t in ("clear", "forest", "swamp", "lake")],
            "features": [{"id": "river", "name": {"en": "River"}, "color": "#0000ff"}],
            "map": {
                "grid": grid or {"orientation": "flat", "shifted": "even", "order": "colrow"},
                "hexes": {f"{c:02d}{r:02d}": "clear" for c in range(1, cols + 1)
                          for r in range(1, rows + 1)},
            },
            "unit_types": [{"id": "infantry", "name": {"en": "Infantry"}, "symbol": "infantry"},
                           {"id": "armor", "name": {"en": "Armour"}, "symbol": "armor",
                            "tags": ["armor"]}],
            "units": [],
            "turns": [{"number": i, "date": {"en": f"Turn {i}"}} for i in range(1, turns + 1)],
            "tables": [copy.deepcopy(CLASSIC_CRT)] if ruleset == "classic" else [],
            "rules_data": copy.deepcopy(CLASSIC_DATA) if ruleset == "classic" else {},
        }

    def terrain(self, label: str, terrain: str) -> ScenarioBuilder:
        self.data["map"]["hexes"][label] = terrain
        return self

    def hexside(self, a: str, b: str, *features: str) -> ScenarioBuilder:
        self.data["map"].setdefault("hexsides", []).append({"a": a, "b": b,
                                                             "features": list(features)})
        return self

    def city(self, cid: str, label: str, vp: int = 1) -> ScenarioBuilder:
        self.data["map"].setdefault("cities", []).append(
            {"id": cid, "hex": label, "name": {"en": cid.title()}, "kind": "city", "vp": vp})
        return self

    def unit(self, uid: str, side: str, at: str | None = None, type: str = "infantry",
             steps: list[dict[str, int]] | None = None, arrival: int | None = None,
             **values: int) -> ScenarioBuilder:
        u: dict[str, Any] = {"id": uid, "name": {"en": uid}, "side": side, "nationality": side,
                             "type": type, "steps": steps or [values]}
        if at is not None:
            u["setup"] = {"hex": at}
        if arrival is not None:
            u["arrival"] = {"turn": arrival, "where": at or ""}
            u.pop("setup", None)
        self.data["units"].append(u)
        return self

    def rules(self, **kw: Any) -> ScenarioBuilder:
        self.data["rules_data"].update(kw)
        return self

    def scenario(self):
        return scenario_from_data(copy.deepcopy(self.data), "builder")

    def game(self, **options: Any) -> Game:
        return Game(self.scenario(), options)
