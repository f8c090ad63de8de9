"""The worlds a computer player searches: its view with the unknown filled in.

A player is handed ``view_for(game, state, side)``. It never uses the view's dice: every
world it searches gets a :class:`DiceState` of its own, seeded from the player's seed and
what it can see. Hidden information is *determinized* (sampled consistently with what the
view shows, as information-set sampling does): the other sides' hidden hands and decks are
drawn from the cards of theirs that the view does not place elsewhere; a ruleset whose
``redact`` hides more provides ``determinize(game, view, side, rng)`` in its
``evaluation`` module (:func:`qtwargame.ai.evaluation.rules_module`) and it is called after.

Everything here is a pure function of its arguments: the same view, seed and budget give
the same worlds, so a player's choices are reproducible.
"""

from __future__ import annotations

import dataclasses
import hashlib
import random
import sys
from collections.abc import Iterable, Iterator
from itertools import repeat
from typing import Any

from qtwargame.ai.evaluation import rules_module
from qtwargame.engine.actions import Action, EndPhase, Move
from qtwargame.engine.dice import DiceState
from qtwargame.engine.game import Game
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.state import GameState
from qtwargame.engine.view import HIDDEN_CARD

#: A decision point in the public record: turn, phase, side to act, the record's step and
#: the pending decision's kind ("" when none is pending).
ViewKey = tuple[int, str, str, int, str]
#: A phase of the game: turn, phase, side to act.
PhaseKey = tuple[int, str, str]
#: What an action moves or names first: its kind, then (for most) that unit, card or option.
ActorKey = tuple[str, ...]


def derive_seed(*parts: object) -> int:
    """A 63-bit seed from any printable parts (stable across processes: no ``hash()``)."""
    digest = hashlib.sha256(repr(parts).encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def view_key(view: GameState) -> ViewKey:
    """What identifies a decision point in the public record (never the dice)."""
    return (view.turn, view.phase, view.active, view.seq,
            view.pending.kind if view.pending else "")


def sample_world(game: Game, view: GameState, side: str, rng: random.Random) -> GameState:
    """A full state consistent with ``view``: own dice, other sides' hidden cards sampled."""
    world = view.copy()
    world.dice = DiceState(rng.getrandbits(63))
    cards_of: dict[str, list[str]] = {}
    for c in getattr(game.scenario, "cards", ()) or ():
        cards_of.setdefault(c.side, []).append(c.id)
    for other in game.sides:
        if other == side:
            continue
        hand = world.hands.get(other, ())
        deck = world.decks.get(other, ())
        if HIDDEN_CARD not in hand and HIDDEN_CARD not in deck:
            continue
        seen = set(world.discards.get(other, ())) | {c for c in hand + deck if c != HIDDEN_CARD}
        unknown = [c for c in cards_of.get(other, ()) if c not in seen]
        shuffle(rng, unknown)
        world.hands[other] = _fill(hand, unknown)
        world.decks[other] = _fill(deck, unknown)
    mod = rules_module(game)
    hook = getattr(mod, "determinize", None) if mod is not None else None
    if callable(hook):
        world = hook(game, world, side, rng)
    return world


def _fill(cards: tuple[str, ...], pool: list[str]) -> tuple[str, ...]:
    out = []
    for c in cards:
        if c == HIDDEN_CARD and pool:
            out.append(pool.pop())
        elif c != HIDDEN_CARD:
            out.append(c)
    return tuple(out)


def try_apply(game: Game, state: GameState, action: Action) -> GameState | None:
    """The state after ``action``, or None if it is not legal there."""
    try:
        return game.apply(state, action)[0]
    except IllegalAction:
        return None


def phase_key(state: GameState) -> PhaseKey:
    return (state.turn, state.phase, state.active)


#: Most decisions :func:`settle` answers before it gives up.
SETTLE_CAP = 40


def _answered(game: Game, state: GameState, rng: random.Random,
              cap: int) -> Iterator[tuple[GameState, Action, GameState]]:
    """The pending decisions from ``state`` answered one by one with a uniform random
    policy, as ``(state, answer, next state)``: :func:`settle`'s and :func:`first_roll`'s
    one loop, so the two play the same answers. Stops when nothing is pending, at the end
    of the game, after ``cap`` answers, or at the ruleset's ``settle_cap``."""
    mod = rules_module(game)
    hook = getattr(mod, "settle_cap", None) if mod is not None else None
    for n in range(cap):
        if state.over or state.pending is None:
            return
        if hook is not None:
            most = hook(game, state)
            if most is not None and n >= most:
                return
        answers = game.legal_actions(state)
        if not answers:
            return
        answer = rng.choice(answers)
        nxt = try_apply(game, state, answer)
        if nxt is None:
            return
        yield state, answer, nxt
        state = nxt


def settle(game: Game, state: GameState, rng: random.Random, cap: int = SETTLE_CAP) -> GameState:
    """Play out the pending decisions (combat steps, losses, retreats, both sides) with a
    uniform random policy, so a half-done procedure can be evaluated. Stops when nothing
    is pending, at the end of the game, or after ``cap`` answers; or, where the ruleset's
    evaluation module gives ``settle_cap(game, state)`` (the most answers to have played
    when ``state`` is reached, or None), once that many are played: a count, so the same
    on any machine. Red Vengeance gives one for the retreats of a combat so big that each
    answer costs many evaluations (``rules/red_vengeance/evaluation.py``)."""
    for _, _, nxt in _answered(game, state, rng, cap):
        state = nxt
    return state


def rolls(before: GameState, after: GameState) -> bool:
    """Whether a die was rolled between ``before`` and ``after`` (a drawn or a scripted one)."""
    return (after.dice.position != before.dice.position
            or after.dice.script != before.dice.script)


def first_roll(game: Game, state: GameState, rng: random.Random,
               cap: int = SETTLE_CAP) -> tuple[GameState, Action] | None:
    """The state and the answer in it that roll the first die when ``state``'s pending
    decisions are played out as :func:`settle` plays them with ``rng`` (the same answers,
    the same cap), or None if they are all answered, or it stops, with no die rolled."""
    for before, answer, after in _answered(game, state, rng, cap):
        if rolls(before, after):
            return before, answer
    return None


def non_ending(actions: Iterable[Action]) -> list[Action]:
    return [a for a in actions if not isinstance(a, EndPhase)]


def end_phase_in(actions: Iterable[Action]) -> Action | None:
    """The first ``EndPhase`` of ``actions`` (None if there is none). While no class derives
    from ``EndPhase``, its place is found by class at C speed: a movement phase lists
    thousands of moves, and each step of a plan asks."""
    acts = actions if isinstance(actions, list) else list(actions)
    if EndPhase.__subclasses__():
        return next((a for a in acts if isinstance(a, EndPhase)), None)
    try:
        return acts[list(map(type, acts)).index(EndPhase)]
    except ValueError:
        return None


def listed(action: Action, actions: list[Action]) -> bool:
    """``action in actions``, a move looked for among the actions of its unit only (found
    at C speed): a movement phase lists thousands of moves, and comparing each with
    ``action`` one by one is a Python call each. An action equal to a ``Move`` is a ``Move``
    of the same unit (a dataclass equals only its own class)."""
    if type(action) is not Move:
        return action in actions
    unit = action.unit
    units = list(map(getattr, actions, repeat("unit"), repeat(None)))
    i = -1
    try:
        while True:
            i = units.index(unit, i + 1)
            if actions[i] == action:
                return True
    except ValueError:
        return False


#: ``shuffle`` reads the generator's 32-bit words from one big draw (little-endian words
#: of 4 bytes); elsewhere it leaves the shuffle to ``random``.
_WORDS_OK = sys.byteorder == "little" and memoryview(b"\0" * 4).cast("I").itemsize == 4


def shuffle(rng: random.Random, x: list[Any]) -> None:
    """``rng.shuffle(x)``: the same order and the same generator state after it, for less
    CPU (a movement phase's candidates shuffle some tens of thousands of moves a decision).

    ``Random.shuffle`` swaps ``x[i]`` with ``x[j]`` for ``i`` from the end down to 1, ``j``
    drawn below ``i + 1`` by rejection: ``getrandbits(k)`` (one 32-bit word of the Mersenne
    Twister, shifted right by ``32 - k``, with ``k`` the bit length of ``i + 1``) drawn
    again while it is ``i + 1`` or more. ``getrandbits(32 * n)`` draws the same ``n`` words
    in order (the first the lowest), so the words are taken ``i`` at a time (each
    position needs at least one, so none is drawn that the shuffle would not draw), and
    the rejections read from them. Any generator but a plain ``random.Random`` (whose
    draws may differ) is left to its own ``shuffle``."""
    if type(rng) is not random.Random or not _WORDS_OK:
        rng.shuffle(x)
        return
    i = len(x) - 1
    getrandbits = rng.getrandbits
    while i > 0:
        words = memoryview(getrandbits(32 * i).to_bytes(4 * i, "little")).cast("I")
        m = i + 1  # the draw is below m
        shift = 32 - m.bit_length()
        low = 1 << (m.bit_length() - 1)  # m keeps its bit length while m >= low
        for w in words:
            r = w >> shift
            if r < m:
                x[i], x[r] = x[r], x[i]
                m = i
                i -= 1
                if m < low:
                    shift += 1
                    low >>= 1


#: Each action class's fields that hold unit ids, in field order (``Action.unit_fields``).
_UNIT_FIELDS: dict[type, tuple[str, ...]] = {}


def first_unit_id(action: Action) -> str | None:
    """``action.unit_ids()[0]`` (None when it names no unit) without building the whole
    tuple: a movement phase's candidates group every one of its thousands of moves by it."""
    cls = type(action)
    names = _UNIT_FIELDS.get(cls)
    if names is None:
        names = _UNIT_FIELDS[cls] = tuple(f.name for f in dataclasses.fields(action)
                                          if f.name in cls.unit_fields)
    for name in names:
        v = getattr(action, name)
        if isinstance(v, str):
            if v:
                return v
        elif isinstance(v, tuple):
            for x in v:
                if isinstance(x, str):
                    return x
    return None


def actor(action: Action) -> ActorKey:
    """What an action moves or names first, for grouping candidates (one group per unit)."""
    if type(action) is Move and action.unit:  # most of a movement phase's thousands
        return (action.kind, action.unit)
    if isinstance(action, Action):
        first = first_unit_id(action)
        if first is not None:
            return (action.kind, first)
    ids = getattr(action, "unit_ids", None)
    if callable(ids):
        named = tuple(ids())
        if named:
            return (action.kind, named[0])
    for f in ("unit", "attackers", "card", "option"):
        v = getattr(action, f, None)
        if v:
            return (action.kind, v[0] if isinstance(v, tuple) else v)
    return (action.kind,)
