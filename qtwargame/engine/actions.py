"""Actions: everything a player (or bot) can do, as small frozen values.

Every action names the ``side`` that takes it. Choices made inside a procedure (which unit
takes a loss, the retreat path, active or passive defence, which card) are actions like
any other, so the UI, the log, a replay and a bot all see the same thing.

Each concrete class has a unique ``kind`` (given as a class keyword) used in saved games.
Fields may be ``str``, ``int``, ``bool``, ``None``, :class:`Hex`, or tuples of those;
hexes are written as printed hex numbers in JSON.

The engine defines a shared vocabulary (move, place, attack, choose, play a card, end the
phase). Rules packages use these where they fit and add their own where they don't; the UI
recognises the shared ones and offers any other action through a generic chooser.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.text import Msg, emsg

_REGISTRY: dict[str, type[Action]] = {}


@dataclass(frozen=True)
class Action:
    side: str

    kind: ClassVar[str] = "action"

    def __init_subclass__(cls, kind: str | None = None, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if kind is not None:
            if kind in _REGISTRY and _REGISTRY[kind].__qualname__ != cls.__qualname__:
                raise TypeError(f"action kind {kind!r} is already registered")
            cls.kind = kind
            _REGISTRY[kind] = cls

    #: Fields that hold unit ids (a str or a tuple of str), for :meth:`unit_ids`.
    unit_fields: ClassVar[frozenset[str]] = frozenset(
        {"unit", "units", "attackers", "support", "leader", "fleet", "shock"})

    def describe(self) -> Msg:
        """What the action does, for the log."""
        fields = ", ".join(
            f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self) if f.name != "side"
        )
        return emsg("{side}: {kind} {fields}", side=self.side, kind=self.kind, fields=fields)

    def unit_ids(self) -> tuple[str, ...]:
        """The units this action names (moves, attacks, answers, losses...)."""
        out: list[str] = []
        for f in dataclasses.fields(self):
            if f.name not in self.unit_fields:
                continue
            v = getattr(self, f.name)
            if isinstance(v, str):
                if v:
                    out.append(v)
            elif isinstance(v, tuple):
                out.extend(x for x in v if isinstance(x, str))
        return tuple(out)

    def hex_refs(self) -> tuple[Hex, ...]:
        """The hexes this action names (destinations, targets, paths, answers)."""
        out: list[Hex] = []
        for f in dataclasses.fields(self):
            v = getattr(self, f.name)
            if isinstance(v, Hex):
                out.append(v)
            elif isinstance(v, tuple):
                out.extend(x for x in v if isinstance(x, Hex))
        return tuple(out)


def registered_kinds() -> dict[str, type[Action]]:
    return dict(_REGISTRY)


# -- serialization ----------------------------------------------------------------------


def encode_action(action: Action, label: Callable[[Hex], str]) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": action.kind}
    for f in dataclasses.fields(action):
        out[f.name] = _encode(getattr(action, f.name), label)
    return out


def _encode(value: Any, label: Callable[[Hex], str]) -> Any:
    if isinstance(value, Hex):
        return label(value)
    if isinstance(value, tuple):
        return [_encode(v, label) for v in value]
    return value


def decode_action(data: dict[str, Any], parse: Callable[[str], Hex]) -> Action:
    """The action a JSON object describes. ValueError names what is wrong."""
    if not isinstance(data, dict) or "kind" not in data:
        raise ValueError("an action must be an object with a 'kind'")
    cls = _REGISTRY.get(data["kind"])
    if cls is None:
        raise ValueError(f"unknown action kind {data['kind']!r}")
    hints = _hints(cls)
    kwargs = {}
    for f in dataclasses.fields(cls):
        if f.name not in data:
            if f.default is not dataclasses.MISSING:
                continue
            raise ValueError(f"action {cls.kind!r} lacks field {f.name!r}")
        kwargs[f.name] = _decode(hints[f.name], data[f.name], parse)
    return cls(**kwargs)


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    """``typing.get_type_hints`` of an action class, computed once (replays decode
    thousands of actions)."""
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls)
    return hints


def _decode(tp: Any, value: Any, parse: Callable[[str], Hex]) -> Any:
    origin = typing.get_origin(tp)
    if tp is Hex:
        return parse(value)
    if origin in (typing.Union, types.UnionType):
        if value is None:
            return None
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        return _decode(args[0], value, parse)
    if origin is tuple:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], v, parse) for v in value)
        return tuple(_decode(a, v, parse) for a, v in zip(args, value))
    return value


# -- the shared vocabulary ------------------------------------------------------------------


@dataclass(frozen=True)
class EndPhase(Action, kind="end_phase"):
    """End the current phase. The engine lists it when nothing is owed."""

    def describe(self) -> Msg:
        return emsg("{side} ends the phase", side=self.side)


@dataclass(frozen=True)
class Move(Action, kind="move"):
    """Move one unit along ``path`` (adjacent hexes, start excluded) in a movement mode
    the rules name (``normal``, ``rail``, ``sea``, ``exploit``…)."""

    unit: str
    path: tuple[Hex, ...]
    mode: str = "normal"

    @property
    def to(self) -> Hex:
        return self.path[-1]

    def describe(self) -> Msg:
        return emsg("{side} moves {unit} ({mode}) to {to}", side=self.side, unit=self.unit,
                    mode=self.mode, to=self.path[-1])


@dataclass(frozen=True)
class Place(Action, kind="place"):
    """Put a unit on the map: setup, reinforcement, rebuild, airborne drop."""

    unit: str
    hex: Hex
    reason: str = "setup"

    def describe(self) -> Msg:
        return emsg("{side} places {unit} at {hex} ({reason})", side=self.side, unit=self.unit,
                    hex=self.hex, reason=self.reason)


@dataclass(frozen=True)
class Attack(Action, kind="attack"):
    """Declare an attack by ``attackers`` on the units in ``target``."""

    attackers: tuple[str, ...]
    target: Hex

    def describe(self) -> Msg:
        return emsg("{side} attacks {target} with {attackers}", side=self.side, target=self.target,
                    attackers=", ".join(self.attackers))


@dataclass(frozen=True)
class Choose(Action, kind="choose"):
    """Answer the pending decision with one of its named options."""

    option: str

    def describe(self) -> Msg:
        return emsg("{side} chooses {option}", side=self.side, option=self.option)


@dataclass(frozen=True)
class TakeLoss(Action, kind="take_loss"):
    """Apply one step loss (or one hit) to ``unit``."""

    unit: str

    def describe(self) -> Msg:
        return emsg("{side}: {unit} takes a loss", side=self.side, unit=self.unit)


@dataclass(frozen=True)
class Retreat(Action, kind="retreat"):
    """Retreat ``unit`` along ``path``."""

    unit: str
    path: tuple[Hex, ...]

    def describe(self) -> Msg:
        return emsg("{side}: {unit} retreats to {to}", side=self.side, unit=self.unit,
                    to=self.path[-1] if self.path else "-")


@dataclass(frozen=True)
class Advance(Action, kind="advance"):
    """Advance ``unit`` after combat into ``hex``."""

    unit: str
    hex: Hex

    def describe(self) -> Msg:
        return emsg("{side}: {unit} advances to {hex}", side=self.side, unit=self.unit, hex=self.hex)


@dataclass(frozen=True)
class PlayCard(Action, kind="play_card"):
    """Play ``card``; ``target`` is a unit id or hex number where the card needs one.

    ``use`` names which of the card's uses (icons) is played, for games whose cards offer
    several and are played for exactly one of them; empty when the card has one use."""

    card: str
    target: str = ""
    use: str = ""

    def describe(self) -> Msg:
        if self.use:
            return emsg("{side} plays {card} for {use}", side=self.side, card=self.card,
                        use=self.use)
        return emsg("{side} plays {card}", side=self.side, card=self.card)


@dataclass(frozen=True)
class SelectCards(Action, kind="select_cards"):
    """Choose the cards that make up a hand."""

    cards: tuple[str, ...]

    def describe(self) -> Msg:
        return emsg("{side} selects {n} cards", side=self.side, n=len(self.cards))


@dataclass(frozen=True)
class Remove(Action, kind="remove"):
    """Take a unit off the map: stacking overflow, voluntary elimination."""

    unit: str
    reason: str = ""

    def describe(self) -> Msg:
        return emsg("{side} removes {unit} ({reason})", side=self.side, unit=self.unit,
                    reason=self.reason)
