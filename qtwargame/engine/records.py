"""Structured records that log entries carry as data, not only as text.

A :class:`CombatRecord` says what one combat was and what came of it: who attacked whom,
where, on which table or with how many dice, the dice, the result, the hits each side
took, and the losses and retreats chosen. Rules write one with
:meth:`~qtwargame.engine.game.Context.record_combat` when the dice are rolled
(``complete`` False: losses and retreats still to choose) and again when the combat is
over (``complete`` True). The combat panel, the tests and the computer players read
combats from there instead of parsing log text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from qtwargame.engine.hexgrid import Hex


@dataclass(frozen=True)
class CombatRecord:
    """One combat. Unit ids and hexes as in the game; ``hits`` per side; ``losses`` is
    (unit, steps lost) and ``retreats`` (unit, hex it ended in) in the order chosen;
    ``eliminated`` the units destroyed; ``left_map`` the units whose retreat took them off
    the map without destroying them, each with the id of the map region it went into (a
    Blitzkrieg to Moscow 2 unit retreating into its own rear area comes back next turn,
    10.5)."""

    attacker_side: str
    attackers: tuple[str, ...]
    defenders: tuple[str, ...]
    hexes: tuple[Hex, ...]
    table: str = ""  # results table id (odds games); "" for dice-bucket games
    column: str = ""  # the table column used, after shifts
    odds: str = ""  # the odds before shifts
    dice: dict[str, tuple[int, ...]] = field(default_factory=dict)  # side -> dice rolled
    result: str = ""  # the table's result code, or "" for dice games
    hits: dict[str, int] = field(default_factory=dict)  # side -> hits to absorb
    losses: tuple[tuple[str, int], ...] = ()
    retreats: tuple[tuple[str, Hex], ...] = ()
    eliminated: tuple[str, ...] = ()
    left_map: tuple[tuple[str, str], ...] = ()
    air: int = 0
    complete: bool = False

    def to_json(self, label: Callable[[Hex], str]) -> dict[str, Any]:
        out = {
            "attacker_side": self.attacker_side,
            "attackers": list(self.attackers),
            "defenders": list(self.defenders),
            "hexes": [label(h) for h in self.hexes],
            "table": self.table,
            "column": self.column,
            "odds": self.odds,
            "dice": {k: list(v) for k, v in sorted(self.dice.items())},
            "result": self.result,
            "hits": dict(sorted(self.hits.items())),
            "losses": [[u, n] for u, n in self.losses],
            "retreats": [[u, label(h)] for u, h in self.retreats],
            "eliminated": list(self.eliminated),
            "air": self.air,
            "complete": self.complete,
        }
        if self.left_map:  # only where a game has such retreats: other records read as before
            out["left_map"] = [[u, r] for u, r in self.left_map]
        return out

    @classmethod
    def from_json(cls, data: Any, hex_of: Callable[[str], Hex],
                  units: frozenset[str] | set[str]) -> CombatRecord:
        """The record :meth:`to_json` wrote (a shared view's log carries them), every part
        checked: ``hex_of`` reads a hex label (ValueError for one off the map), ``units``
        are the game's unit ids. TypeError, ValueError or KeyError say what is wrong."""
        if not isinstance(data, dict):
            raise TypeError("a combat must be an object")

        def text(key: str) -> str:
            value = data.get(key, "")
            if not isinstance(value, str):
                raise TypeError(f"combat {key!r} must be text")
            return value

        def unit(value: Any) -> str:
            if not isinstance(value, str) or value not in units:
                raise ValueError(f"no unit {value!r} in this scenario")
            return value

        def items(key: str) -> list[Any]:
            value = data.get(key, [])
            if not isinstance(value, list):
                raise TypeError(f"combat {key!r} must be a list")
            return value

        def count(value: Any) -> int:
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 1000:
                raise ValueError(f"{value!r} is not a count from 0 to 1000")
            return value

        def pairs(key: str) -> list[tuple[Any, Any]]:
            out = []
            for pair in items(key):
                if not isinstance(pair, list) or len(pair) != 2:
                    raise TypeError(f"combat {key!r} must hold pairs")
                out.append((pair[0], pair[1]))
            return out

        def per_side(key: str) -> dict[str, Any]:
            value = data.get(key, {})
            if not isinstance(value, dict):
                raise TypeError(f"combat {key!r} must be an object")
            return value

        def rolled(side: str, values: Any) -> tuple[int, ...]:
            if not isinstance(values, list):
                raise TypeError(f"combat dice of {side!r} must be a list")
            return tuple(count(v) for v in values)

        if "hexes" not in data:
            raise KeyError("hexes")
        return cls(
            attacker_side=text("attacker_side"),
            attackers=tuple(unit(u) for u in items("attackers")),
            defenders=tuple(unit(u) for u in items("defenders")),
            hexes=tuple(hex_of(str(h)) for h in items("hexes")),
            table=text("table"), column=text("column"), odds=text("odds"),
            dice={str(k): rolled(k, vs) for k, vs in per_side("dice").items()},
            result=text("result"),
            hits={str(k): count(v) for k, v in per_side("hits").items()},
            losses=tuple((unit(u), count(n)) for u, n in pairs("losses")),
            retreats=tuple((unit(u), hex_of(str(h))) for u, h in pairs("retreats")),
            eliminated=tuple(unit(u) for u in items("eliminated")),
            left_map=tuple((unit(u), str(r)) for u, r in pairs("left_map")),
            air=count(data.get("air", 0)),
            complete=bool(data.get("complete", False)))
