"""Helpers for the Blitzkrieg to Moscow 2 rule tests: the bundled scenario, a small map
builder with rear areas, and shortcuts to drive a game."""

from __future__ import annotations

import copy
from typing import Any

from qtwargame.engine.actions import Choose, EndPhase, Move
from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import GameState
from qtwargame.scenario.io import load_scenario, scenario_from_data
from tests.builder import ScenarioBuilder
from tests.conftest import SCENARIOS

SCENARIO = SCENARIOS / "blitzkrieg_moscow_2.json"
_CACHE: dict[str, Any] = {}


def bundled(**options: Any) -> Game:
    """The bundled scenario as a game (the scenario is read once per test session)."""
    if "sc" not in _CACHE:
        _CACHE["sc"] = load_scenario(SCENARIO)
    return Game(_CACHE["sc"], options)


def start(game: Game, dice: tuple[int, ...] = (), seed: int = 1) -> GameState:
    state, _ = game.new_state(seed, dice_script=tuple(dice))
    return state


def apply(game: Game, state: GameState, *actions) -> GameState:
    for a in actions:
        state, _ = game.apply(state, a)
    return state


def end_phase(game: Game, state: GameState) -> GameState:
    return apply(game, state, EndPhase(state.active))


def to_phase(game: Game, state: GameState, phase: str, turn: int | None = None) -> GameState:
    """End phases until ``phase`` (of ``turn``), choosing the first legal hand in each
    logistics phase passed through; at a logistics target the hand is left to choose."""
    from qtwargame.engine.actions import SelectCards

    while state.phase != phase or (turn is not None and state.turn != turn):
        if state.data.get("selecting"):
            sel = [a for a in game.legal_actions(state) if isinstance(a, SelectCards)]
            state = apply(game, state, sel[0])
            continue
        state = end_phase(game, state)
    return state


def where(game: Game, state: GameState, uid: str) -> str | None:
    h = state.units[uid].hex
    return game.label(h) if h is not None else None


def move_to(game: Game, state: GameState, uid: str, label: str, mode: str = "normal") -> Move:
    """The listed Move of ``uid`` ending in ``label``."""
    target = game.hex(label)
    found = [a for a in game.legal_actions(state)
             if isinstance(a, Move) and a.unit == uid and a.to == target and a.mode == mode]
    assert found, f"{uid} has no {mode} move to {label}"
    return found[0]


def choose(side: str, option: str, units: tuple[str, ...] = ()) -> Choose:
    return Choose(side, option, units)


def labels(game: Game, hexes) -> set[str]:
    return {game.label(h) for h in hexes}


# -- a small test map ---------------------------------------------------------------------------

GRID = {"orientation": "pointy", "shifted": "even", "rows_up": True, "order": "rowcol",
        "digits": 2}
CRT = {
    "id": "crt", "name": {"en": "CRT"},
    "columns": ["1:1", "2:1", "3:1", "4:1", "5:1", "6:1", "7:1"],
    "rows": {
        "1": ["DL", "DL", "DE", "DE", "DE", "DE", "DE"],
        "2": ["DR", "DR", "DL", "DE", "DE", "DE", "DE"],
        "3": ["—", "DR", "DR", "DL", "DE", "DE", "DE"],
        "4": ["—", "—", "DR", "DR", "DL", "DE", "DE"],
        "5": ["—", "—", "—", "DR", "DR", "DE", "DE"],
        "6": ["—", "—", "—", "—", "DR", "DL", "DE"],
    },
}
TANK = {"strength": 6, "passive": 3, "movement": 4}
TANK_WORN = {"strength": 3, "movement": 4}
INF = {"strength": 4, "passive": 2, "movement": 3}
INF_WORN = {"strength": 2, "movement": 3}
SOV_INF = {"strength": 2, "passive": 1, "movement": 2}
SOV_INF_WORN = {"strength": 1, "movement": 2}
MC = {"strength": 1, "passive": 0, "movement": 3}


def card(cid: str, side: str, *icons: dict, name: str | None = None) -> dict:
    return {"id": cid, "side": side, "name": {"en": name or cid}, "icons": list(icons)}


def six_cards(side: str, *extra: dict) -> list[dict]:
    """``extra`` cards plus plain activate cards up to six."""
    cards = list(extra)
    i = 0
    while len(cards) < 6:
        cards.append(card(f"{side}_act{i}", side, {"type": "activate"}))
        i += 1
    return cards


class BtmBuilder(ScenarioBuilder):
    """A map of rows 1..rows, columns 1..cols (pointy, even rows shifted east, as the real
    one), a German rear area ``G`` on column 0 and a Soviet one ``S`` on column cols+1.

    The German area has setup code ``G``; units are placed with ``unit(...)`` as in the
    classic builder, or in a rear area with ``at="G"``/``at="S"``."""

    def __init__(self, cols: int = 6, rows: int = 6, turns: int = 6) -> None:
        super().__init__("blitzkrieg_moscow_2", cols=cols, rows=rows,
                         sides=("german", "soviet"), grid=GRID, turns=turns)
        d = self.data
        d["terrain"] = [{"id": t, "name": {"en": t}, "color": "#e0e0e0", "water": t in ("sea", "lake")}
                        for t in ("clear", "forest", "swamp", "mountain", "city", "sea", "lake",
                                  "rear_area")]
        d["features"] = [{"id": f, "name": {"en": f}, "color": "#0000ff"}
                         for f in ("river", "sea", "lake")]
        hexes = d["map"]["hexes"] = {f"{r:02d}{c:02d}": "clear" for r in range(1, rows + 1)
                                     for c in range(1, cols + 1)}
        german = [f"{r:02d}00" for r in range(1, rows + 1)]
        soviet = [f"{r:02d}{cols + 1:02d}" for r in range(1, rows + 1)]
        for h in german + soviet:
            hexes[h] = "rear_area"
        d["map"]["regions"] = [
            {"id": "G", "kind": "rear_area", "name": {"en": "German rear"}, "side": "german",
             "hexes": german},
            {"id": "S", "kind": "rear_area", "name": {"en": "Soviet rear"}, "side": "soviet",
             "hexes": soviet},
        ]
        d["setup_codes"] = [{"code": "G", "side": "german", "name": {"en": "G"}, "region": "G"}]
        d["map"]["control"] = {"soviet": [h for h, t in hexes.items() if t != "rear_area"]}
        d["unit_types"] = [
            {"id": "panzer", "name": {"en": "Panzer"}, "symbol": "armor", "tags": ["tank"]},
            {"id": "army", "name": {"en": "Army"}, "symbol": "infantry"},
            {"id": "mc", "name": {"en": "MC"}, "symbol": "mechanized", "tags": ["tank", "mech_corps"]},
        ]
        d["weather"] = [{"id": w, "name": {"en": w}} for w in ("clear", "mud", "snow", "thaw")]
        weather = ["clear", "clear", "mud", "snow", "snow", "thaw"]
        for i, t in enumerate(d["turns"]):
            t["weather"] = weather[i % 6]
            t["data"] = {"cards": {"german": 6, "soviet": 6}}
        d["tables"] = [copy.deepcopy(CRT)]
        d["cards"] = six_cards("german") + six_cards("soviet")
        d["rules_data"] = {
            "capital": "moscow",
            "weather": {
                "clear": {},
                "mud": {"movement_cap": 2, "tank_shift": False},
                "snow": {"movement_cap": 3, "river_shift": False, "attack_shift": {"soviet": 1}},
                "thaw": {"movement_cap": 3, "tank_shift": False},
            },
        }
        self.city("moscow", f"{rows:02d}{cols:02d}", vp=2)

    def city(self, cid: str, label: str, vp: int = 1, tags: tuple[str, ...] = ()) -> BtmBuilder:
        self.data["map"]["hexes"][label] = "city"
        self.data["map"].setdefault("cities", []).append(
            {"id": cid, "hex": label, "name": {"en": cid.title()}, "kind": "city", "vp": vp,
             "tags": list(tags)})
        return self

    def cards(self, side: str, *cards: dict) -> BtmBuilder:
        self.data["cards"] = [c for c in self.data["cards"] if c["side"] != side] + six_cards(side, *cards)
        return self

    def hand_sizes(self, german: int, soviet: int) -> BtmBuilder:
        for t in self.data["turns"]:
            t["data"] = {"cards": {"german": german, "soviet": soviet}}
        return self

    def piece(self, uid: str, side: str, at: str | None, kind: str = "army",
              steps: list[dict] | None = None, zoc: bool | None = None,
              arrival: int | None = None) -> BtmBuilder:
        """A unit: ``kind`` panzer, army or mc; German units and tanks have a ZOC unless
        ``zoc`` says otherwise; ``at`` a hex, or G/S for a rear area."""
        if steps is None:
            if kind == "panzer":
                steps = [TANK, TANK_WORN]
            elif kind == "mc":
                steps = [MC]
            elif side == "german":
                steps = [INF, INF_WORN]
            else:
                steps = [SOV_INF, SOV_INF_WORN]
        if zoc is None:
            zoc = side == "german" or kind == "mc"
        u: dict[str, Any] = {"id": uid, "name": {"en": uid}, "side": side, "nationality": side,
                             "type": kind, "steps": steps, "flags": ["zoc"] if zoc else []}
        if arrival is not None:
            u["arrival"] = {"turn": arrival, "where": ""}
        elif at == "S":
            u["setup"] = {"region": "S"}
        elif at is not None and not at.isdigit():
            u["setup"] = {"code": at}
        elif at is not None:
            u["setup"] = {"hex": at}
        self.data["units"].append(u)
        return self

    def game(self, **options: Any) -> Game:
        return Game(scenario_from_data(copy.deepcopy(self.data), "builder"), options)


def hexes(game: Game, *labels: str) -> list[Hex]:
    return [game.hex(x) for x in labels]


def settle(game: Game, state: GameState, defence: tuple[str, ...] | None = None,
           retreat_to: str | None = None, advance: str | None = None,
           stop_at: str | None = None) -> GameState:
    """Answer the decisions of a combat: the defence with ``defence`` the units defending
    actively (else the first),
    pass every card window, the retreat ending in ``retreat_to`` (else the first), and
    advance ``advance`` (else stay). Stop at a decision of kind ``stop_at``."""
    from qtwargame.engine.actions import Advance, Retreat

    while state.pending is not None:
        p = state.pending
        if p.kind == stop_at:
            return state
        legal = game.legal_actions(state)
        if p.kind == "defence":
            pick = next((a for a in legal if defence is not None and a.units == defence),
                        legal[0])
        elif p.kind == "retreat":
            pick = next((a for a in legal if isinstance(a, Retreat) and retreat_to
                         and game.label(a.path[-1]) == retreat_to), legal[0])
        elif p.kind == "advance":
            pick = next((a for a in legal if isinstance(a, Advance) and a.unit == advance),
                        Choose(p.side, "stay"))
        elif p.kind in ("combat_card", "reroll", "cancel"):
            pick = Choose(p.side, "pass")
        else:
            raise AssertionError(f"unexpected decision {p.kind}")
        state = apply(game, state, pick)
    return state


def split_german_area(b: BtmBuilder) -> BtmBuilder:
    """Two German rear areas: G on rows 1-3 of column 0 and H on rows 4 up (code H)."""
    d = b.data
    region = next(r for r in d["map"]["regions"] if r["id"] == "G")
    rows = region["hexes"]
    region["hexes"] = rows[:3]
    d["map"]["regions"].append({"id": "H", "kind": "rear_area", "name": {"en": "H"},
                                "side": "german", "hexes": rows[3:]})
    d["setup_codes"].append({"code": "H", "side": "german", "name": {"en": "H"}, "region": "H"})
    return b
