"""A Defiant Russia scenario builder for rule tests: a window of the DR grid (rows XX from
the south, pointy hexes, even rows shifted right), a few units, the real rules data.

    b = DRBuilder(rows=(14, 18), cols=(1, 12))
    b.terrain("1607", "swamp").unit("pz", "axis", "german", "armor", "1605", (6, 6), (3, 6))
    game = b.game()

By default the west half is Axis-controlled, the east half Soviet, every hex is linked by
rail to its neighbours (so supply and rail moves work unless a test cuts them), column
``cols[0]`` is the Axis edge and ``cols[1]`` the Soviet edge.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import GridSpec, Orientation
from qtwargame.scenario.io import scenario_from_data
from tests.builder import ScenarioBuilder
from tests.conftest import SCENARIOS

DR_GRID = {"orientation": "pointy", "shifted": "even", "rows_up": True, "order": "rowcol", "digits": 2}
_GRID = GridSpec(Orientation.POINTY, "even", True, "rowcol", 2)
BASE_RULES = json.loads((SCENARIOS / "defiant_russia.json").read_text(encoding="utf-8"))["rules_data"]


def lbl(row: int, col: int) -> str:
    return f"{row:02d}{col:02d}"


class DRBuilder(ScenarioBuilder):
    def __init__(self, rows: tuple[int, int] = (14, 18), cols: tuple[int, int] = (1, 10),
                 split: int | None = None, turns: int = 7, full_rail: bool = True) -> None:
        super().__init__("defiant_russia", sides=("axis", "soviet"), grid=DR_GRID, turns=turns)
        d = self.data
        self.rows, self.cols = rows, cols
        self.labels = [lbl(r, c) for r in range(rows[0], rows[1] + 1) for c in range(cols[0], cols[1] + 1)]
        d["map"]["hexes"] = {x: "clear" for x in self.labels}
        d["terrain"] = [{"id": t, "name": {"en": t}, "color": "#e0e0e0", "water": t in ("sea", "lake")}
                        for t in ("clear", "forest", "swamp", "rough", "sea", "lake")]
        d["features"] = [{"id": f, "name": {"en": f}, "color": "#0000ff"}
                         for f in ("river", "strait", "sea", "lake", "border")]
        d["nationalities"] = [{"id": n, "side": "soviet" if n == "soviet" else "axis",
                               "name": {"en": n}, "color": "#c0c0c0"}
                              for n in ("german", "romanian", "finnish", "hungarian", "italian",
                                        "spanish", "soviet")]
        d["unit_types"] = [{"id": t, "name": {"en": t}, "symbol": "infantry"}
                           for t in ("armor", "infantry", "mountain", "cavalry", "mechanized",
                                     "shock", "airborne", "fleet", "leader")]
        split = split if split is not None else (cols[0] + cols[1]) // 2
        self.split = split
        self.region_hexes: dict[str, list[str]] = {
            "country:soviet": [x for x in self.labels if int(x[2:]) > split],
            "country:axis": [x for x in self.labels if int(x[2:]) <= split],
            "country:finland": [], "country:hungary": [], "country:romania": [],
            "sea:black_sea": [],
            "edge:axis": [x for x in self.labels if int(x[2:]) == cols[0]],
            "edge:soviet": [x for x in self.labels if int(x[2:]) == cols[1]],
        }
        self.control_override: dict[str, str] = {}
        self.full_rail = full_rail
        self.rails: list[list[str]] = []
        self.rules_over: dict[str, Any] = {}
        d["turns"] = [{"number": i, "date": {"en": f"Turn {i}"}} for i in range(1, turns + 1)]

    # -- map ----------------------------------------------------------------------------
    def region(self, rid: str, *labels: str) -> DRBuilder:
        self.region_hexes[rid] = list(labels)
        if rid == "country:finland" or rid == "country:hungary" or rid == "country:romania":
            for x in labels:
                self.control_override[x] = "axis"
                if x in self.region_hexes["country:soviet"]:
                    self.region_hexes["country:soviet"].remove(x)
        return self

    def control(self, label: str, side: str) -> DRBuilder:
        self.control_override[label] = side
        return self

    def rail(self, *labels: str) -> DRBuilder:
        self.rails.append(list(labels))
        return self

    def city(self, cid: str, label: str, vp: int = 0, kind: str = "city", fortress: bool = False,
             port: bool = False) -> DRBuilder:
        self.data["map"].setdefault("cities", []).append(
            {"id": cid, "hex": label, "name": {"en": cid.title()}, "kind": kind, "vp": vp,
             "fortress": fortress, "port": port})
        return self

    def rules(self, **kw: Any) -> DRBuilder:
        self.rules_over.update(kw)
        return self

    # -- units --------------------------------------------------------------------------
    def unit(self, uid: str, side: str, nationality: str = "german", type: str = "infantry",
             at: str | None = None, *steps: tuple[int, int], kind: str = "unit",
             arrival: int | None = None, code: str | None = None) -> DRBuilder:
        values = [{"strength": s, "movement": m} for s, m in (steps or [(3, 3), (1, 3)])]
        u: dict[str, Any] = {"id": uid, "name": {"en": uid}, "side": side, "nationality": nationality,
                             "type": type, "kind": kind, "steps": values}
        if arrival is not None:
            u["arrival"] = {"turn": arrival}
        elif code is not None:
            u["setup"] = {"code": code}
        else:
            u["setup"] = {"hex": at}
        self.data["units"].append(u)
        return self

    def setup_code(self, code: str, side: str, *labels: str) -> DRBuilder:
        self.data.setdefault("setup_codes", []).append(
            {"code": code, "side": side, "name": {"en": code}, "hexes": list(labels)})
        return self

    # -- build --------------------------------------------------------------------------
    def _finish(self) -> dict:
        d = copy.deepcopy(self.data)
        cities = {c["id"] for c in d["map"].get("cities", [])}
        units = {u["id"] for u in d["units"]}
        rd = copy.deepcopy(BASE_RULES)
        rd["cities"] = {k: (v if v in cities else None) for k, v in rd["cities"].items()}
        rd["ports"] = [c for c in rd["ports"] if c in cities]
        rd["soviet_rp_cities"] = [c for c in rd["soviet_rp_cities"] if c in cities]
        rd["auto_victory"] = {k: v for k, v in rd["auto_victory"].items() if all(c in cities for c in v)}
        rd["leaders"] = {k: v for k, v in rd["leaders"].items() if v in units}
        rd["fleets"] = {k: v for k, v in rd["fleets"].items() if v in units}
        rd["setup_fixed"] = {k: v for k, v in rd["setup_fixed"].items() if k in units and v in cities}
        rd["neutral_regions"] = []
        rd["kerch"] = []  # tests that need the strait or the rail over the sea set them
        rd["rail_sea_hexes"] = []
        rd["regions"] = {"ussr": "country:soviet", "finland": "country:finland",
                         "hungary": "country:hungary", "romania": "country:romania",
                         "black_sea": "sea:black_sea"}
        rd["supply_edges"] = {"axis": "edge:axis", "soviet": "edge:soviet"}
        rd["retreat_edges"] = dict(rd["supply_edges"])
        rd["reinforcement_edges"] = dict(rd["supply_edges"])
        rd.update(copy.deepcopy(self.rules_over))
        d["rules_data"] = rd
        d["map"]["regions"] = [{"id": rid, "kind": rid.split(":")[0], "name": {"en": rid},
                                "hexes": hexes} for rid, hexes in self.region_hexes.items()]
        control = {"axis": [], "soviet": []}
        for x in self.labels:
            side = "soviet" if x in self.region_hexes["country:soviet"] else "axis"
            side = self.control_override.get(x, side)
            if d["map"]["hexes"][x] not in ("sea", "lake"):
                control[side].append(x)
        d["map"]["control"] = control
        links = [{"kind": "rail", "hexes": r} for r in self.rails]
        if self.full_rail:
            land = [x for x in self.labels if d["map"]["hexes"][x] not in ("sea", "lake")]
            on = set(land)
            for x in land:
                h = _GRID.parse(x)
                for n in h.neighbors():
                    try:
                        y = _GRID.label(n)
                    except ValueError:
                        continue
                    if y in on and x < y:
                        links.append({"kind": "rail", "hexes": [x, y]})
        d["map"]["links"] = links
        return d

    def scenario(self):
        return scenario_from_data(self._finish(), "dr-builder")

    def game(self, **options: Any) -> Game:
        return Game(self.scenario(), options)
