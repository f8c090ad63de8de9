"""The game state: everything that changes during a game, and nothing that doesn't.

A state is never changed in place once it has been handed out. ``apply`` copies it
(:meth:`GameState.copy` is cheap: per-unit values are frozen, so only the dictionaries are
copied, and the control map is shared until the copy writes into it: :class:`ControlMap`)
and changes the copy. The rules package keeps its own bookkeeping in ``data``, a
JSON-like dictionary that is deep-copied with the state.

The canonical JSON form (:func:`state_to_json`) is what saved games, the per-side views
and the state hash are made from.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, ItemsView, Iterator, KeysView, Mapping, MutableMapping, ValuesView
from dataclasses import dataclass, field, replace
from typing import Any

from qtwargame.engine.dice import SPLITMIX64, DiceState
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.text import Msg, as_current, as_recorded

#: Unit status values the engine knows. Rules may add their own.
ON_MAP = "map"
POOL = "pool"  # not yet in play: reinforcement to come, or set aside
ELIMINATED = "eliminated"  # may come back (replacements, rebuilds)
REMOVED = "removed"  # gone for good
OFF_MAP = "off_map"  # temporarily off the board (e.g. left through a rear area)


@dataclass(frozen=True, slots=True)
class UnitState:
    hex: Hex | None = None
    step: int = 0
    status: str = POOL
    flags: frozenset[str] = frozenset()

    @property
    def at(self) -> Hex:
        """The hex of a unit on the map, for code that has checked it is there: a unit
        with no hex (in a pool, eliminated, off the map) is an error."""
        if self.hex is None:
            raise ValueError(f"a unit with status {self.status!r} has no hex")
        return self.hex

    def with_flag(self, flag: str) -> UnitState:
        return replace(self, flags=self.flags | {flag})

    def without_flag(self, flag: str) -> UnitState:
        return replace(self, flags=self.flags - {flag}) if flag in self.flags else self


@dataclass(frozen=True, slots=True)
class Decision:
    """A choice the rules ask of ``side`` in the middle of a procedure.

    The legal actions while a decision is pending are its answers. ``data`` is rules
    bookkeeping (JSON-like); ``prompt`` tells the player what is being asked.
    """

    kind: str
    side: str
    prompt: Msg
    data: dict[str, Any] = field(default_factory=dict)
    #: Mark a question to the side that is moving as a reaction all the same. Any decision
    #: asked of the side not moving is one (``GameState.reaction_pending``): turning a
    #: leader when attacked, defensive air, cancelling a card. The player may prefer to
    #: pass reactions automatically when nothing useful can be answered.
    reaction: bool = False


@dataclass(frozen=True, slots=True)
class Result:
    winner: str | None  # None for a draw
    level: str  # e.g. "automatic", "decisive", "marginal", "draw"
    reason: Msg


class _Contents:
    """A control map's token (:meth:`ControlMap.token`): one object for as long as the
    contents stay the same, shared by the maps that share them, which also carries what
    is kept of those contents (:meth:`ControlMap.labelled`)."""

    __slots__ = ("labelled",)

    def __init__(self) -> None:
        self.labelled: tuple[Callable[[Hex], str], dict[str, str]] | None = None


class ControlMap(MutableMapping[Hex, str]):
    """Hex -> the side that controls it: a dictionary shared between a state and its copies
    until one of them writes (copy on write).

    Control changes in few actions, but the map covers every controlled hex of the board:
    copying it with every state made the undo history hold the whole map once per action.
    Reads go straight to the shared dictionary (``get`` is the dictionary's own method);
    the first write of a state that shares it copies it for that state alone.
    """

    __slots__ = ("_d", "_own", "get", "_token")

    def __init__(self, data: Any = (), _shared: dict[Hex, str] | None = None) -> None:
        self._d: dict[Hex, str]
        if _shared is not None:
            self._d, self._own = _shared, False
        else:
            self._d, self._own = dict(data), True
        # the dictionary's bound ``get`` in place of Mapping.get (a Python-level call per
        # read): deliberate, and the checker forbids assigning over a method
        self.get = self._d.get  # type: ignore[method-assign]
        self._token = _Contents()

    def token(self) -> object:
        """An object that stays the same (``is``) while the contents stay the same: maps
        shared between copies have the same token until one writes. For caches of what
        is derived from control; two maps with different tokens may still be equal."""
        return self._token

    def _mine(self) -> dict[Hex, str]:
        if not self._own:
            self._d, self._own = dict(self._d), True
            self.get = self._d.get  # type: ignore[method-assign]  # as in __init__
        return self._d

    def share(self) -> ControlMap:
        """A map with the same contents for a copy of the state; neither may write into
        the shared dictionary again (both copy it at their first write)."""
        self._own = False
        other = ControlMap(_shared=self._d)
        other._token = self._token
        return other

    def labelled(self, label: Callable[[Hex], str]) -> dict[str, str]:
        """Label -> side, sorted by label: the map as a state's JSON holds it (each hex
        labelled once; labels are distinct, so sorting the pairs sorts by label). Kept with
        the contents it was made from, shared by the copies that share them, and dropped at
        the first write; asked again with another label function it is made anew. A copy
        is handed out, so the caller may change it."""
        contents = self._token
        kept = contents.labelled
        if kept is None or kept[0] != label:
            kept = contents.labelled = (label, dict(sorted([(label(h), s) for h, s in self._d.items()])))
        return dict(kept[1])

    def __getitem__(self, h: Hex) -> str:
        return self._d[h]

    # copies and pickles hold their own dictionary (``get`` is bound to one)
    def __copy__(self) -> ControlMap:
        return ControlMap(self._d)

    def __deepcopy__(self, memo: dict[int, Any]) -> ControlMap:
        return ControlMap(self._d)  # keys (Hex) and values (str) are immutable

    def __reduce__(self) -> tuple[type[ControlMap], tuple[dict[Hex, str]]]:
        return (ControlMap, (dict(self._d),))

    def __setitem__(self, h: Hex, side: str) -> None:
        self._mine()[h] = side
        self._token = _Contents()

    def __delitem__(self, h: Hex) -> None:
        del self._mine()[h]
        self._token = _Contents()

    def __contains__(self, h: object) -> bool:
        return h in self._d

    def __iter__(self) -> Iterator[Hex]:
        return iter(self._d)

    def __len__(self) -> int:
        return len(self._d)

    def items(self) -> ItemsView[Hex, str]:  # the dictionary's own views, at C speed
        return self._d.items()

    def keys(self) -> KeysView[Hex]:
        return self._d.keys()

    def values(self) -> ValuesView[str]:
        return self._d.values()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, ControlMap):
            return self._d == other._d
        if isinstance(other, Mapping):
            return self._d == dict(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"ControlMap({self._d!r})"


@dataclass(slots=True)
class GameState:
    turn: int
    phase: str
    active: str
    weather: str | None
    units: dict[str, UnitState]
    control: ControlMap  # a plain dict given to the constructor is wrapped
    dice: DiceState
    decks: dict[str, tuple[str, ...]] = field(default_factory=dict)
    hands: dict[str, tuple[str, ...]] = field(default_factory=dict)
    discards: dict[str, tuple[str, ...]] = field(default_factory=dict)
    vp: dict[str, int] = field(default_factory=dict)
    pending: Decision | None = None
    data: dict[str, Any] = field(default_factory=dict)
    result: Result | None = None
    seq: int = 0
    #: What no side may see yet (face-down identities and what secret rolls decided):
    #: saved and hashed with the state, stripped from every view. JSON-like.
    secret: dict[str, Any] = field(default_factory=dict)
    #: What the rules note for records and displays while a procedure runs (the losses
    #: and retreats of the combat being recorded). Rules never decide anything from it;
    #: it is neither hashed nor saved (a save replays its actions, which rebuilds it).
    notes: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not isinstance(self.control, ControlMap):
            self.control = ControlMap(self.control)

    @property
    def to_act(self) -> str:
        """The side whose decision the game waits for."""
        return self.pending.side if self.pending is not None else self.active

    @property
    def reaction_pending(self) -> bool:
        """Is the pending decision a reaction (asked of the side not moving, or marked)?"""
        p = self.pending
        return p is not None and (p.reaction or p.side != self.active)

    @property
    def over(self) -> bool:
        return self.result is not None

    def copy(self) -> GameState:
        return GameState(
            turn=self.turn,
            phase=self.phase,
            active=self.active,
            weather=self.weather,
            units=dict(self.units),
            control=self.control.share(),
            dice=self.dice,
            decks=dict(self.decks),
            hands=dict(self.hands),
            discards=dict(self.discards),
            vp=dict(self.vp),
            pending=self.pending,
            data=deep_copy_json(self.data),
            result=self.result,
            seq=self.seq,
            secret=deep_copy_json(self.secret) if self.secret else {},
            notes=deep_copy_json(self.notes) if self.notes else {},
        )

    # -- queries used everywhere --------------------------------------------------------
    def units_at(self, h: Hex) -> list[str]:
        return [uid for uid, u in self.units.items() if u.hex == h and u.status == ON_MAP]

    def occupancy(self) -> dict[Hex, list[str]]:
        """Hex -> ids of units on it, for every occupied hex."""
        occ: dict[Hex, list[str]] = {}
        for uid, u in self.units.items():
            if u.status == ON_MAP and u.hex is not None:
                occ.setdefault(u.hex, []).append(uid)
        return occ


#: The leaves ``deep_copy_json`` shares without a call of its own (exactly these types: a
#: subclass takes the general path).
_LEAVES = frozenset({str, int, float, bool, type(None)})


def deep_copy_json(value: Any) -> Any:
    """Copy a JSON-like structure (dicts, lists; immutable leaves are shared). Every
    state a search makes copies its data: the plain leaves are shared in place, without a
    call each."""
    leaves = _LEAVES
    if isinstance(value, dict):
        return {k: (v if type(v) in leaves else deep_copy_json(v)) for k, v in value.items()}
    if isinstance(value, list):
        return [v if type(v) in leaves else deep_copy_json(v) for v in value]
    return value


# -- canonical JSON -------------------------------------------------------------------------


def state_to_json(state: GameState, label: Callable[[Hex], str], units: bool = True) -> dict[str, Any]:
    """The state as canonical JSON values (what a save writes and the hash digests);
    ``units=False`` leaves the units' part None (:func:`state_hash` writes it from texts
    it keeps)."""

    def unit_json(u: UnitState) -> dict[str, Any]:
        return {
            "hex": label(u.hex) if u.hex is not None else None,
            "step": u.step,
            "status": u.status,
            "flags": sorted(u.flags),
        }

    pending: dict[str, Any] | None = None
    if state.pending is not None:
        p = state.pending
        pending = {"kind": p.kind, "side": p.side, "prompt": as_recorded(p.prompt).to_json(), "data": p.data}
        if p.reaction:
            pending["reaction"] = True
    result = None
    if state.result is not None:
        r = state.result
        result = {"winner": r.winner, "level": r.level, "reason": as_recorded(r.reason).to_json()}
    out = {
        "turn": state.turn,
        "phase": state.phase,
        "active": state.active,
        "weather": state.weather,
        "units": {uid: unit_json(u) for uid, u in sorted(state.units.items())} if units else None,
        # each hex labelled once (a map controls thousands), and kept with the map's
        # contents (``ControlMap.labelled``): most actions change no control
        "control": state.control.labelled(label),
        "dice": dice_to_json(state.dice),
        "decks": {k: list(v) for k, v in sorted(state.decks.items())},
        "hands": {k: list(v) for k, v in sorted(state.hands.items())},
        "discards": {k: list(v) for k, v in sorted(state.discards.items())},
        "vp": dict(sorted(state.vp.items())),
        "pending": pending,
        "data": state.data,
        "result": result,
        "seq": state.seq,
    }
    if state.secret:  # absent when empty, so games without secrets hash as they always did
        out["secret"] = state.secret
    return out


def dice_to_json(dice: DiceState) -> dict[str, Any]:
    """The dice as the state's JSON holds them; the generator is named only when it is not
    SplitMix64, so the states of games saved before the keyed generator hash as they did."""
    out: dict[str, Any] = {"seed": dice.seed, "position": dice.position, "script": list(dice.script)}
    if dice.generator != SPLITMIX64:
        out["generator"] = dice.generator
    return out


def state_from_json(d: dict[str, Any], parse: Callable[[str], Hex]) -> GameState:
    units = {
        uid: UnitState(
            hex=parse(u["hex"]) if u["hex"] is not None else None,
            step=int(u["step"]),
            status=u["status"],
            flags=frozenset(u["flags"]),
        )
        for uid, u in d["units"].items()
    }
    pending = None
    if d.get("pending"):
        p = d["pending"]
        pending = Decision(p["kind"], p["side"], as_current(Msg.from_json(p["prompt"])), p["data"],
                           bool(p.get("reaction", False)))
    result = None
    if d.get("result"):
        r = d["result"]
        result = Result(r["winner"], r["level"], as_current(Msg.from_json(r["reason"])))
    dice = d["dice"]
    return GameState(
        turn=d["turn"],
        phase=d["phase"],
        active=d["active"],
        weather=d["weather"],
        units=units,
        control=ControlMap({parse(k): v for k, v in d["control"].items()}),
        dice=DiceState(int(dice["seed"]), int(dice["position"]), tuple(dice.get("script", ())),
                       dice.get("generator", SPLITMIX64)),
        decks={k: tuple(v) for k, v in d["decks"].items()},
        hands={k: tuple(v) for k, v in d["hands"].items()},
        discards={k: tuple(v) for k, v in d["discards"].items()},
        vp=dict(d["vp"]),
        pending=pending,
        data=deep_copy_json(d["data"]),
        result=result,
        seq=d["seq"],
        secret=deep_copy_json(d.get("secret") or {}),
    )


#: The encoder of :func:`canonical_dumps`, made once: ``json.dumps`` with these arguments
#: makes a new one at each call, a tenth of the time of the small values a save's proof
#: digests one by one (``savegame._locate``: 2,000 of them in a Red Vengeance scenario).
_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def canonical_dumps(obj: Any) -> str:
    """``json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)``."""
    return _CANONICAL.encode(obj)


def state_hash(state: GameState, label: Callable[[Hex], str]) -> str:
    """SHA-256 of the canonical JSON: equal states have equal hashes."""
    return hashlib.sha256(canonical_state_text(state, label).encode()).hexdigest()


#: A unit's canonical JSON text by what it is made of (its hex's label, step, status and
#: flags: the whole of its text), and a unit id's text as an object's key: kept for the
#: process (texts are values; the table starts anew past ``_TEXTS_KEPT`` entries: the nine
#: golden whole games, 11,362 states, make 4,915 unit texts).
_UNIT_TEXTS: dict[tuple[str | None, int, str, frozenset[str]], str] = {}
_KEY_TEXTS: dict[str, str] = {}
_TEXTS_KEPT = 50_000


def canonical_state_text(state: GameState, label: Callable[[Hex], str]) -> str:
    """``canonical_dumps(state_to_json(state, label))``, the same text, with each unit's
    part a kept text: most units are as they were in the state before (a state's hash
    wrote hundreds of small objects of units no action touched). A sorted object is
    written as the encoder writes it: ``{``, each ``"key":value`` in key order joined by
    ``,``, ``}``."""
    texts, keys = _UNIT_TEXTS, _KEY_TEXTS
    if len(texts) > _TEXTS_KEPT:
        texts.clear()
    if len(keys) > _TEXTS_KEPT:
        keys.clear()
    parts = []
    for uid, u in sorted(state.units.items()):
        hx = u.hex
        key = (label(hx) if hx is not None else None, u.step, u.status, u.flags)
        text = texts.get(key) if u.step.__class__ is int else None
        if text is None:  # (a step that is not exactly an int, 1.0 or True, is written as it is)
            text = canonical_dumps({"hex": key[0], "step": u.step, "status": u.status,
                                    "flags": sorted(u.flags)})
            if u.step.__class__ is int:
                texts[key] = text
        name = keys.get(uid)
        if name is None:
            name = keys[uid] = canonical_dumps(uid) + ":"
        parts.append(name + text)
    units = "{" + ",".join(parts) + "}"
    out = state_to_json(state, label, units=False)
    return "{" + ",".join(canonical_dumps(k) + ":" + (units if k == "units" else canonical_dumps(v))
                          for k, v in sorted(out.items())) + "}"
