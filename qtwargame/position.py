"""Setting up a position: a small scenario and the state of a game in it, from code.

Tests, tutorials, bug reports and computer-player experiments all need "this map, these
units here, this turn and phase, these dice". :class:`PositionBuilder` makes the scenario
(a rectangle of clear hexes unless told otherwise, two sides, a few units, the ruleset's
data) and then the state, without playing up to it:

    from qtwargame.position import PositionBuilder

    b = PositionBuilder("classic", cols=6, rows=6)
    b.terrain("0303", "forest").hexside("0202", "0203", "river")
    b.unit("b1", "blue", at="0202", attack=4, defense=4, movement=3)
    b.unit("r1", "red", at="0303", attack=2, defense=2, movement=3)
    b.at(turn=2, phase="blue_combat").place("b1", "0302").dice(6, 1)
    game, state = b.build(seed=7)

``build`` starts a game (the ruleset's own setup runs, so its bookkeeping is right), then
puts the units where ``place`` says, sets the turn, phase, side to act and weather given to
``at``, merges ``data`` into the ruleset's bookkeeping and puts the scripted dice first.
The phase's entry steps are not run: the position is the one described, as it stands.
Every bundled scenario can serve as the base too (:meth:`PositionBuilder.from_scenario`).
``docs/position.md`` has a worked example.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from qtwargame.engine.datamodel import data_problems
from qtwargame.engine.dice import DiceState
from qtwargame.engine.game import Game
from qtwargame.engine.state import GameState, UnitState
from qtwargame.scenario.io import scenario_from_data
from qtwargame.scenario.models import Scenario

#: Scenarios validated from a builder's data, by the data's ``repr`` (which tells a list from
#: a tuple, 1 from 1.0 and True, and keeps the order of keys), the most recently used last;
#: only data that validates is kept, and each is handed out as a deep copy, so a caller may
#: change its scenario. ``_VALIDATED_KEPT`` bounds the memory (Shin Barbarossa's is a few MB).
_VALIDATED: dict[str, Scenario] = {}
_VALIDATED_KEPT = 16

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


class PositionBuilder:
    def __init__(self, ruleset: str = "classic", cols: int = 8, rows: int = 8,
                 sides: tuple[str, str] = ("blue", "red"), grid: dict[str, Any] | None = None,
                 turns: int = 3) -> None:
        self.placed: dict[str, tuple[str | None, int, str, tuple[str, ...]]] = {}
        self.when: dict[str, Any] = {}
        self.script: tuple[int, ...] = ()
        self.extra_data: dict[str, Any] = {}
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

    def terrain(self, label: str, terrain: str) -> PositionBuilder:
        self.data["map"]["hexes"][label] = terrain
        return self

    def hexside(self, a: str, b: str, *features: str) -> PositionBuilder:
        self.data["map"].setdefault("hexsides", []).append({"a": a, "b": b,
                                                             "features": list(features)})
        return self

    def city(self, cid: str, label: str, vp: int = 1) -> PositionBuilder:
        self.data["map"].setdefault("cities", []).append(
            {"id": cid, "hex": label, "name": {"en": cid.title()}, "kind": "city", "vp": vp})
        return self

    def unit(self, uid: str, side: str, at: str | None = None, type: str = "infantry",
             steps: list[dict[str, int]] | None = None, arrival: int | None = None,
             **values: int) -> PositionBuilder:
        u: dict[str, Any] = {"id": uid, "name": {"en": uid}, "side": side, "nationality": side,
                             "type": type, "steps": steps or [values]}
        if at is not None:
            u["setup"] = {"hex": at}
        if arrival is not None:
            u["arrival"] = {"turn": arrival, "where": at or ""}
            u.pop("setup", None)
        self.data["units"].append(u)
        return self

    def rules(self, **kw: Any) -> PositionBuilder:
        self.data["rules_data"].update(kw)
        return self

    @classmethod
    def from_scenario(cls, scenario: str | Path) -> PositionBuilder:
        """A builder on a bundled scenario (by id) or a scenario file, to set a position in
        the real game."""
        from qtwargame.scenario import catalog

        path = Path(scenario)
        if not path.exists():
            path = catalog.scenarios_dir() / f"{scenario}.json"
        b = cls.__new__(cls)
        b.placed, b.when, b.script, b.extra_data = {}, {}, (), {}
        b.data = json.loads(path.read_text(encoding="utf-8"))
        return b

    # -- the position ------------------------------------------------------------------
    def at(self, turn: int | None = None, phase: str | None = None, active: str | None = None,
           weather: str | None = None) -> PositionBuilder:
        """The turn, phase, side to act and weather of the position (those given)."""
        self.when.update({k: v for k, v in (("turn", turn), ("phase", phase),
                                             ("active", active), ("weather", weather))
                          if v is not None})
        return self

    def place(self, uid: str, label: str | None, step: int = 0, status: str = "map",
              flags: tuple[str, ...] = ()) -> PositionBuilder:
        """Put ``uid`` on hex ``label`` (None with a status such as ``"eliminated"`` or
        ``"pool"`` takes it off the map), on its ``step`` (0 = full strength)."""
        self.placed[uid] = (label, step, status, tuple(flags))
        return self

    def dice(self, *values: int) -> PositionBuilder:
        """Die values to be rolled before the seeded ones, in order."""
        self.script += tuple(values)
        return self

    def state_data(self, **values: Any) -> PositionBuilder:
        """Entries merged into the ruleset's bookkeeping (``state.data``); ``build`` checks them
        against the ruleset's declared model (``engine.datamodel``)."""
        self.extra_data.update(values)
        return self

    # -- results -----------------------------------------------------------------------
    def scenario(self) -> Scenario:
        """The scenario of the builder's data, validated (a ``ScenarioError`` says what is
        wrong). Data validated before in this process is not validated again: the same
        data gives the same scenario, so a copy of the one kept is handed out (tests build
        many positions on one bundled scenario; validating Shin Barbarossa's starts a game
        to check the set-up's stacking)."""
        key = repr(self.data)
        kept = _VALIDATED.pop(key, None)
        if kept is None:
            kept = scenario_from_data(copy.deepcopy(self.data), "builder")
        _VALIDATED[key] = kept  # the most recently used last
        while len(_VALIDATED) > _VALIDATED_KEPT:
            del _VALIDATED[next(iter(_VALIDATED))]
        return kept.model_copy(deep=True)

    def game(self, **options: Any) -> Game:
        return Game(self.scenario(), options)

    def build(self, seed: int = 1, **options: Any) -> tuple[Game, GameState]:
        """The game and the position: see the module's description."""
        game = self.game(**options)
        state, _ = game.new_state(seed)
        s = state.copy()
        for uid, (label, step, status, flags) in self.placed.items():
            if uid not in s.units:
                raise KeyError(f"no unit {uid!r} in the scenario")
            h = game.hex(label) if label is not None else None
            s.units[uid] = UnitState(h, step, status if h is not None or status != "map" else "pool",
                                     frozenset(flags))
        for key, value in self.when.items():
            setattr(s, key, value)
        if "phase" in self.when and "active" not in self.when:
            side = game.phase(s.phase).side
            if side is not None:
                s.active = side
        if self.when:
            s.pending = None
        if self.extra_data:
            s.data.update(copy.deepcopy(self.extra_data))
            wrong = data_problems(game.ruleset, s)
            if wrong:
                raise ValueError("position: state_data: " + "; ".join(wrong))
        s.dice = DiceState(seed, s.dice.position, self.script)
        return game, s


#: The name the rule tests have always used.
ScenarioBuilder = PositionBuilder
