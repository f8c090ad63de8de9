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

Nothing a player or a bot must understand is packed into a string: an answer to a
decision is a :class:`Choose` whose ``option`` is one symbol of :class:`Opt` and whose
units, hexes and count are typed fields, and an :class:`Attack` names all its attackers,
defending hexes, air points and supporting units. :meth:`Action.unit_ids` and
:meth:`Action.hex_refs` say what an action names, so the board can place it and
per-unit questions can filter it. Saved games write actions with :func:`encode_action`
(documented in ``docs/saves.md``); :func:`decode_action` checks every field's type.
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
        """What the action does, for the log. Every concrete action overrides this with
        words; this fallback names the kind and the units and hexes it concerns."""
        return emsg("{side}: {kind} ({units} {hexes})", side=self.side, kind=self.kind,
                    units=", ".join(self.unit_ids()), hexes=" ".join(map(str, self.hex_refs())))

    def unit_ids(self) -> tuple[str, ...]:
        """The units this action names (moves, attacks, answers, losses...). Found once per
        action and kept on it (an action never changes): per-unit questions filter the
        same kept legal list for unit after unit, and the players ask every candidate."""
        kept: tuple[str, ...] | None = self.__dict__.get("_unit_ids")
        if kept is not None:
            return kept
        out: list[str] = []
        for name in _unit_field_names(type(self)):
            v = getattr(self, name)
            if isinstance(v, str):
                if v:
                    out.append(v)
            elif isinstance(v, tuple):
                out.extend(x for x in v if isinstance(x, str))
        got = tuple(out)
        self.__dict__["_unit_ids"] = got
        return got

    def hex_refs(self) -> tuple[Hex, ...]:
        """The hexes this action names (destinations, targets, paths, answers). Found once
        per action and kept on it, as :meth:`unit_ids`."""
        kept: tuple[Hex, ...] | None = self.__dict__.get("_hex_refs")
        if kept is not None:
            return kept
        out: list[Hex] = []
        for name in _field_names(type(self)):
            v = getattr(self, name)
            if isinstance(v, Hex):
                out.append(v)
            elif isinstance(v, tuple):
                out.extend(x for x in v if isinstance(x, Hex))
        hexes = tuple(out)
        self.__dict__["_hex_refs"] = hexes
        return hexes


_UNIT_FIELD_NAMES: dict[type[Action], tuple[str, ...]] = {}
_FIELD_NAMES: dict[type[Action], tuple[str, ...]] = {}


def _field_names(cls: type[Action]) -> tuple[str, ...]:
    """The names of ``cls``'s fields, in field order: found once per class
    (``dataclasses.fields`` builds its answer at every call, and ``hex_refs`` is asked of
    every action of a legal list the per-unit questions filter)."""
    got = _FIELD_NAMES.get(cls)
    if got is None:
        got = _FIELD_NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return got


def _unit_field_names(cls: type[Action]) -> tuple[str, ...]:
    """The names of ``cls``'s fields that hold unit ids (``unit_fields``), in field
    order: found once per class (the players ask ``unit_ids`` of every candidate)."""
    got = _UNIT_FIELD_NAMES.get(cls)
    if got is None:
        got = _UNIT_FIELD_NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls)
                                             if f.name in cls.unit_fields)
    return got


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


class ActionDataError(ValueError):
    """An action's JSON that is not an action: ``msg`` says what is wrong in words that
    translate (``str()``: the English). Raised by :func:`decode_action`."""

    def __init__(self, msg: Msg) -> None:
        super().__init__(msg.format())
        self.msg = msg


def decode_action(data: Any, parse: Callable[[str], Hex]) -> Action:
    """The action a JSON object describes. :class:`ActionDataError` (a ValueError) names
    the field and what is wrong."""
    if not isinstance(data, dict) or "kind" not in data:
        raise ActionDataError(emsg("an action must be an object with a 'kind'"))
    kind = data["kind"]
    if not isinstance(kind, str):
        raise ActionDataError(emsg("'kind' must be a string, not {kind}", kind=_json_type(kind)))
    cls = _REGISTRY.get(kind)
    if cls is None:
        raise ActionDataError(emsg("unknown action kind {kind}", kind=repr(kind)))
    hints = _hints(cls)
    kwargs = {}
    names = {f.name for f in dataclasses.fields(cls)}
    for key in data:
        if key != "kind" and key not in names:
            raise ActionDataError(emsg("action {kind} has no field {field}", kind=repr(kind),
                                       field=repr(key)))
    for f in dataclasses.fields(cls):
        if f.name not in data:
            if f.default is not dataclasses.MISSING:
                continue
            raise ActionDataError(emsg("action {kind} lacks field {field}", kind=repr(kind),
                                       field=repr(f.name)))
        try:
            kwargs[f.name] = _decode(hints[f.name], data[f.name], parse)
        except ValueError as e:
            why = e.msg if isinstance(e, ActionDataError) else str(e)
            raise ActionDataError(emsg("action {kind}, field {field}: {why}", kind=repr(kind),
                                       field=repr(f.name), why=why)) from None
    try:
        return cls(**kwargs)
    except ActionDataError:  # a value the action itself refuses (a move with no path)
        raise
    except ValueError as e:
        raise ActionDataError(emsg("action {kind}: {why}", kind=repr(kind), why=str(e))) from None


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    """``typing.get_type_hints`` of an action class, computed once (replays decode
    thousands of actions)."""
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls)
    return hints


def _json_type(value: Any) -> Msg | str:
    """What kind of JSON value ``value`` is, in words that translate."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return emsg("a boolean")
    if isinstance(value, int | float):
        return emsg("a number")
    if isinstance(value, str):
        return emsg("a string")
    if isinstance(value, list):
        return emsg("a list")
    if isinstance(value, dict):
        return emsg("an object")
    return type(value).__name__


def _decode(tp: Any, value: Any, parse: Callable[[str], Hex]) -> Any:
    origin = typing.get_origin(tp)
    if tp is Hex:
        if not isinstance(value, str):
            raise ActionDataError(emsg("expected a hex number (a string), got {kind}",
                                       kind=_json_type(value)))
        try:
            return parse(value)
        except ValueError:  # the grid's own words name the digits: the map's are enough
            raise ActionDataError(emsg("{value} is not a hex number of this map",
                                       value=repr(value))) from None
    if origin in (typing.Union, types.UnionType):
        if value is None:
            return None
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        return _decode(args[0], value, parse)
    if origin is tuple:
        if not isinstance(value, list):
            raise ActionDataError(emsg("expected a list, got {kind}", kind=_json_type(value)))
        items = typing.get_args(tp)
        if len(items) == 2 and items[1] is Ellipsis:
            return tuple(_decode(items[0], v, parse) for v in value)
        if len(value) != len(items):
            raise ActionDataError(emsg("expected a list of {n} values, got {got}",
                                       n=len(items), got=len(value)))
        return tuple(_decode(a, v, parse) for a, v in zip(items, value))
    if tp is bool:
        if not isinstance(value, bool):
            raise ActionDataError(emsg("expected true or false, got {kind}",
                                       kind=_json_type(value)))
        return value
    if tp is int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise ActionDataError(emsg("expected a whole number, got {kind}",
                                       kind=_json_type(value)))
        if abs(value) > 1_000_000:
            raise ActionDataError(emsg("the number {value} is out of range", value=value))
        return value
    if tp is str:
        if not isinstance(value, str):
            raise ActionDataError(emsg("expected a string, got {kind}", kind=_json_type(value)))
        return value
    return value


# -- the shared vocabulary ------------------------------------------------------------------


@dataclass(frozen=True)
class EndPhase(Action, kind="end_phase"):
    """End the current phase. The engine lists it when nothing is owed."""

    def describe(self) -> Msg:
        return emsg("{side:actor} ends the phase", side=self.side)


@dataclass(frozen=True)
class Move(Action, kind="move"):
    """Move one unit along ``path`` (adjacent hexes, start excluded) in a movement mode
    the rules name (``normal``, ``rail``, ``sea``, ``exploit``…)."""

    unit: str
    path: tuple[Hex, ...]
    mode: str = "normal"

    def __post_init__(self) -> None:
        if not self.path:
            raise ActionDataError(emsg("a move needs at least one hex in its path"))

    @property
    def to(self) -> Hex:
        return self.path[-1]

    def describe(self) -> Msg:
        # As a player writes it: a normal move needs no word for its mode, the others say
        # how the unit went (issue 49, item 5). A mode the table does not know reads as a
        # normal move: its id is no word for a player.
        return emsg(MOVE_WORDS.get(self.mode, MOVE_WORDS["normal"]), side=self.side,
                    unit=self.unit, to=self.path[-1])


#: The log's words for a move of each movement mode the bundled rules use (templates of
#: the engine's context: ``{side}``, ``{unit}``, ``{to}``).
MOVE_WORDS: dict[str, str] = {
    "normal": emsg("{side:actor} moves {unit} to {to}").text,
    "rail": emsg("{side:actor} moves {unit} by rail to {to}").text,
    "sea": emsg("{side:actor} moves {unit} by sea to {to}").text,
    "road": emsg("{side:actor} moves {unit} by road to {to}").text,
    "strategic": emsg("{side:actor} moves {unit} by strategic movement to {to}").text,
    "exploit": emsg("{side:actor} moves {unit} in exploitation to {to}").text,
    "overrun": emsg("{side:actor} moves {unit} to overrun {to}").text,
}


@dataclass(frozen=True)
class Place(Action, kind="place"):
    """Put a unit on the map: setup, reinforcement, rebuild, airborne drop."""

    unit: str
    hex: Hex
    reason: str = "setup"

    def describe(self) -> Msg:
        return emsg(PLACE_WORDS.get(self.reason, PLACE_WORDS[""]), side=self.side,
                    unit=self.unit, hex=self.hex)


#: The log's words for a placement of each reason the bundled rules use (issue 49, item 5;
#: templates of the engine's context: ``{side}``, ``{unit}``, ``{hex}``). "" is any other.
PLACE_WORDS: dict[str, str] = {
    "": emsg("{side:actor} places {unit} at {hex}").text,
    "setup": emsg("{side:actor} sets up {unit} at {hex}").text,
    "free_setup": emsg("{side:actor} sets up {unit} at {hex}").text,
    "reinforcement": emsg("{side:actor} brings in {unit} as a reinforcement at {hex}").text,
    "replacement": emsg("{side:actor} returns {unit} to the map at {hex} with replacements").text,
    "rebuild": emsg("{side:actor} rebuilds {unit} at {hex}").text,
    "relocate": emsg("{side:actor} relocates {unit} to {hex}").text,
    "displace": emsg("{side:actor} displaces {unit} to {hex}").text,
    "bulge": emsg("{side:actor} places {unit} at {hex} for the offensive in the East").text,
    "militia": emsg("{side:actor} raises {unit} as militia at {hex}").text,
    "airborne": emsg("{side:actor} drops {unit} by air at {hex}").text,
}


@dataclass(frozen=True)
class Attack(Action, kind="attack"):
    """Declare an attack by ``attackers`` on the units in ``target``.

    A whole declaration also names the further defending hexes attacked together
    (``also``), the air points committed (``air``), supporting units such as fleets or
    artillery (``support``) and attacking hexes given a leader's bonus (``leader_hexes``).
    Rules that build a declaration step by step list only openings in ``legal_actions``
    and turn a whole declaration into those steps with
    :meth:`~qtwargame.engine.ruleset.Ruleset.declaration_steps`."""

    attackers: tuple[str, ...]
    target: Hex
    also: tuple[Hex, ...] = ()
    air: int = 0
    support: tuple[str, ...] = ()
    leader_hexes: tuple[Hex, ...] = ()

    @property
    def targets(self) -> tuple[Hex, ...]:
        return (self.target, *self.also)

    def describe(self) -> Msg:
        if len(self.attackers) == 1:
            text = emsg("{side:actor} attacks {target} with {attackers}", side=self.side,
                        target=self.target, attackers=self.attackers[0])
        else:
            text = emsg("{side:actor} attacks {target} with {n} units: {attackers}", side=self.side,
                        target=self.target, n=len(self.attackers),
                        attackers=UnitList(self.attackers))
        extras = []
        if self.also:
            extras.append(emsg("also {hexes}", hexes=HexList(self.also)))
        if self.air:
            extras.append(emsg("{n} air points", n=self.air) if self.air != 1
                          else emsg("1 air point"))
        if self.support:
            extras.append(emsg("supported by {units}", units=UnitList(self.support)))
        if not extras:
            return text
        return emsg("{attack} ({extras})", attack=text, extras=MsgList(tuple(extras)))


class Opt:
    """The symbols a :class:`Choose` answer may carry in ``option``. A ruleset may add its
    own (and describe them through ``Ruleset.describe_action``); these are the shared ones,
    each with words in :func:`answer_label` and :meth:`Choose.describe`."""

    ATTACKER = "attacker"  # add units to the attack being declared (units)
    TARGET = "target"  # add defending hexes to it (hexes)
    AIR = "air"  # commit air points to it (count)
    SUPPORT = "support"  # add a supporting unit: a fleet, artillery (units)
    LEADER_HEX = "leader_hex"  # give a leader's bonus to an attacking hex (hexes)
    RESOLVE = "resolve"  # the declaration is complete: roll
    STAY = "stay"  # do not advance after combat
    STOP = "stop"  # no further advances
    RETREAT = "retreat"  # retreat instead of losing more steps
    PASS = "pass"  # decline (a card, a reaction)
    DONE = "done"  # finish a procedure (rail moves, rebuilds, a tank action)
    DEFEND = "defend"  # defend with ``units`` active, every other chooser passive
    UNIT = "unit"  # pick one of the units offered (units)
    YES = "yes"
    NO = "no"

    ALL = frozenset({ATTACKER, TARGET, AIR, SUPPORT, LEADER_HEX, RESOLVE, STAY, STOP, RETREAT,
                     PASS, DONE, DEFEND, UNIT, YES, NO})


@dataclass(frozen=True)
class Choose(Action, kind="choose"):
    """Answer the pending decision: ``option`` is one of :class:`Opt` (or a symbol the
    ruleset defines), with the units, hexes and count it concerns as typed fields."""

    option: str
    units: tuple[str, ...] = ()
    hexes: tuple[Hex, ...] = ()
    count: int = 0

    def describe(self) -> Msg:
        o, side = self.option, self.side
        units, hexes = UnitList(self.units), HexList(self.hexes)
        if o == Opt.ATTACKER:
            return emsg("{side:actor} adds {units} to the attack", side=side, units=units)
        if o == Opt.TARGET:
            return emsg("{side:actor} also attacks {hexes}", side=side, hexes=hexes)
        if o == Opt.AIR:
            return (emsg("{side:actor} commits 1 air point", side=side) if self.count <= 1 else
                    emsg("{side:actor} commits {n} air points", side=side, n=self.count))
        if o == Opt.SUPPORT:
            if not units:  # support that names no unit (Red Vengeance's Black Sea Fleet)
                return emsg("{side:actor} adds support to the attack", side=side)
            return emsg("{side:actor} adds {units} in support", side=side, units=units)
        if o == Opt.LEADER_HEX:
            return emsg("{side:actor} gives the leader's bonus to {hexes}", side=side, hexes=hexes)
        if o == Opt.RESOLVE:
            return emsg("{side:actor} resolves the attack", side=side)
        if o == Opt.STAY:
            return emsg("{side:actor} does not advance", side=side)
        if o == Opt.STOP:
            return emsg("{side:actor} stops advancing", side=side)
        if o == Opt.RETREAT:
            return emsg("{side:actor} retreats instead of losing more steps", side=side)
        if o == Opt.PASS:
            return emsg("{side:actor} passes", side=side)
        if o == Opt.DONE:
            return emsg("{side:actor} is done", side=side)
        if o == Opt.DEFEND:
            if not self.units:
                return emsg("{side:actor} defends passively with every unit", side=side)
            return emsg("{side:actor} defends actively with {units}", side=side, units=units)
        if o == Opt.UNIT:
            return emsg("{side:actor} chooses {units}", side=side, units=units)
        if o == Opt.YES:
            return emsg("{side:actor} answers yes", side=side)
        if o == Opt.NO:
            return emsg("{side:actor} answers no", side=side)
        return emsg("{side:actor} answers", side=side)


def answer_label(action: Action) -> Msg:
    """A short label for an answer button or menu entry, in words (no side, no ids)."""
    if isinstance(action, Choose):
        o = action.option
        units, hexes = UnitList(action.units), HexList(action.hexes)
        labels = {
            Opt.ATTACKER: lambda: emsg("Add {units}", units=units),
            Opt.TARGET: lambda: emsg("Also attack {hexes}", hexes=hexes),
            Opt.AIR: lambda: (emsg("Add 1 air point") if action.count <= 1
                              else emsg("Add {n} air points", n=action.count)),
            Opt.SUPPORT: lambda: emsg("Support with {units}", units=units),
            Opt.LEADER_HEX: lambda: emsg("Leader's bonus to {hexes}", hexes=hexes),
            Opt.RESOLVE: lambda: emsg("Resolve the attack"),
            Opt.STAY: lambda: emsg("Do not advance"),
            Opt.STOP: lambda: emsg("Stop advancing"),
            Opt.RETREAT: lambda: emsg("Retreat instead"),
            Opt.PASS: lambda: emsg("Pass"),
            Opt.DONE: lambda: emsg("Done"),
            Opt.DEFEND: lambda: (emsg("Active: {units}", units=units) if action.units
                                 else emsg("All passive")),
            Opt.UNIT: lambda: emsg("{units}", units=units),
            Opt.YES: lambda: emsg("Yes"),
            Opt.NO: lambda: emsg("No"),
        }
        if o in labels:
            return labels[o]()
    if isinstance(action, TakeLoss):
        return emsg("{unit} takes the loss", unit=action.unit)
    if isinstance(action, Retreat) and len(action.path) > 1:
        # Two retreats may end in the same hex by different ways: the way tells them apart.
        return emsg("Retreat {unit} to {to} through {via}", unit=action.unit, to=action.path[-1],
                    via=HexList(action.path[:-1]))
    if isinstance(action, Retreat):
        return emsg("Retreat {unit} to {to}", unit=action.unit,
                    to=action.path[-1] if action.path else "-")
    if isinstance(action, Advance):
        return emsg("Advance {unit} to {hex}", unit=action.unit, hex=action.hex)
    if isinstance(action, Move):
        return emsg("Move {unit} to {to}", unit=action.unit, to=action.path[-1])
    if isinstance(action, Place) and action.reason == "rebuild":
        return emsg("Rebuild {unit} at {hex}", unit=action.unit, hex=action.hex)
    if isinstance(action, Place):
        return emsg("Place {unit} at {hex}", unit=action.unit, hex=action.hex)
    if isinstance(action, Remove) and action.reason == "stacking":
        return emsg("Remove {unit}: over the stacking limit", unit=action.unit)
    if isinstance(action, Remove):
        return emsg("Remove {unit}", unit=action.unit)
    if isinstance(action, PlayCard) and action.use:
        return emsg("Play {card} for {use}", card=action.card, use=action.use)
    if isinstance(action, PlayCard):
        return emsg("Play {card}", card=action.card)
    return action.describe()


class UnitList(tuple[str, ...]):
    """Unit ids in a message parameter: the reader sees their names, joined."""

    def __str__(self) -> str:
        return ", ".join(self)


class HexList(tuple[Hex, ...]):
    """Hexes in a message parameter: the reader sees their printed numbers, joined."""

    def __str__(self) -> str:
        return ", ".join(map(str, self))


class MsgList(tuple[Msg, ...]):
    """Messages in a message parameter, each translated, joined with commas."""

    def __str__(self) -> str:
        return ", ".join(m.format() for m in self)


@dataclass(frozen=True)
class TakeLoss(Action, kind="take_loss"):
    """Apply one step loss (or one hit) to ``unit``."""

    unit: str

    def describe(self) -> Msg:
        return emsg("{side:actor} takes a loss on {unit}", side=self.side, unit=self.unit)


@dataclass(frozen=True)
class Retreat(Action, kind="retreat"):
    """Retreat ``unit`` along ``path``."""

    unit: str
    path: tuple[Hex, ...]

    def describe(self) -> Msg:
        return emsg("{side:actor} retreats {unit} to {to}", side=self.side, unit=self.unit,
                    to=self.path[-1] if self.path else "-")


@dataclass(frozen=True)
class Advance(Action, kind="advance"):
    """Advance ``unit`` after combat into ``hex``."""

    unit: str
    hex: Hex

    def describe(self) -> Msg:
        return emsg("{side:actor} advances {unit} to {hex}", side=self.side, unit=self.unit,
                    hex=self.hex)


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
            return emsg("{side:actor} plays {card} for {use}", side=self.side, card=self.card,
                        use=self.use)
        return emsg("{side:actor} plays {card}", side=self.side, card=self.card)


@dataclass(frozen=True)
class SelectCards(Action, kind="select_cards"):
    """Choose the cards that make up a hand."""

    cards: tuple[str, ...]

    def describe(self) -> Msg:
        return emsg("{side:actor} selects {n:# card|# cards}", side=self.side, n=len(self.cards))


@dataclass(frozen=True)
class Remove(Action, kind="remove"):
    """Take a unit off the map: stacking overflow, voluntary elimination."""

    unit: str
    reason: str = ""

    def describe(self) -> Msg:
        if self.reason == "stacking":
            return emsg("{side:actor} removes {unit}: over the stacking limit", side=self.side,
                        unit=self.unit)
        if self.reason == "voluntary":
            return emsg("{side:actor} removes {unit} by choice", side=self.side, unit=self.unit)
        return emsg("{side:actor} removes {unit}", side=self.side, unit=self.unit)
