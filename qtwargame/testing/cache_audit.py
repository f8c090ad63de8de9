"""The cache audit: every cached answer checked against the same question asked cold.

Rules packages keep memos (moves per unit, supply traces, snapshots of a position) under
keys they list by hand. A rule that starts to depend on one more thing and is left out of
a key gives stale answers and no error. The audit does not trust any key: it walks a game
with one long-lived :class:`Game` (whose memos fill up as a real game's do) and, at the
audited steps, asks a *fresh* ``Game`` of the same scenario and options, whose memos are
empty and whose per-game module caches (keyed by the ``Game`` object) are new, the same
questions. Any difference is a stale cache:

- ``legal_actions`` as a list (order matters: the window and the computer players list
  actions in that order, and a seeded random game picks by index);
- for a sample of the legal actions, ``legal_actions_for`` each named unit (the per-unit
  fast path) against the full list filtered;
- the state (its hash) and the log text that applying the chosen action gives.

It costs one cold computation per audited step, so long games are audited at a stride.
``qtwargame audit-caches`` runs it from the command line; the tests run it on the golden
saves and on seeded games of every bundled scenario.

Some memos answer from their store where no audited question would tell (Shin Barbarossa's
facts). A module of a ruleset's package may keep a hit audit for them: a module-level
``CHECK_HITS = False`` which, while true, makes every hit again and compares, raising the
module's ``StaleCache`` (an exception class) on a difference. :func:`checking_hits` switches
every such module of a game's ruleset on for a run and back after; the command's audit
(:func:`audit_save` with ``check_hits``) does, and reports a ``StaleCache`` as a
:class:`StaleHit` at the step where it was raised. A game already played warm, its
legal lists, states and log kept (the conformance kit's ``Played``), is audited by
:func:`audit_kept` without being replayed: the cold questions only.
"""

from __future__ import annotations

import copy
import random
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from qtwargame.engine.actions import Action
from qtwargame.engine.game import Game, LogEntry
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.state import GameState


@dataclass(frozen=True)
class Disagreement:
    """One question whose cached answer differs from its cold answer."""

    step: int
    turn: int
    phase: str
    question: str
    cached: str
    cold: str

    def __str__(self) -> str:
        return (f"step {self.step} (turn {self.turn}, {self.phase}): {self.question}: "
                f"cached {self.cached} but cold {self.cold}")


#: The module-level boolean of a ruleset's module that switches its hit audit on.
SWITCH = "CHECK_HITS"


@dataclass(frozen=True)
class StaleHit:
    """A memo's kept answer that differed from the same answer made again while the hit
    audit was on (a module's ``StaleCache``): the audit of that game stops there."""

    scenario: str
    step: int
    turn: int
    phase: str
    error: str

    def __str__(self) -> str:
        return (f"{self.scenario}, step {self.step} (turn {self.turn}, {self.phase}): a kept "
                f"answer is stale: {self.error}")


def hit_switches(game: Game) -> list[ModuleType]:
    """The loaded modules of ``game``'s ruleset package that keep a hit audit (a boolean
    ``CHECK_HITS``), by name."""
    module = type(game.ruleset).__module__
    # The ruleset's own package: the module itself when it is one (its ``__init__``).
    package = module if hasattr(sys.modules.get(module), "__path__") else module.rpartition(".")[0] or module
    return [m for name, m in sorted(sys.modules.items())
            if (name == package or name.startswith(package + "."))
            and isinstance(getattr(m, SWITCH, None), bool)]


@contextmanager
def checking_hits(game: Game) -> Iterator[tuple[type[BaseException], ...]]:
    """Every hit audit of ``game``'s ruleset on (``hit_switches``) for the block, each
    switch as it was after; yields the exceptions they raise on a stale hit."""
    switches = hit_switches(game)
    was = [getattr(m, SWITCH) for m in switches]
    errors = tuple(e for m in switches if isinstance(e := getattr(m, "StaleCache", None), type)
                   and issubclass(e, BaseException))
    for m in switches:
        setattr(m, SWITCH, True)
    try:
        yield errors
    finally:
        for m, old in zip(switches, was):
            setattr(m, SWITCH, old)


def cold_twin(game: Game) -> Game:
    """A game of the same scenario and options with nothing cached yet: a new ruleset
    object and what it prepares (``Ruleset.prepare``, the game's ``cache``), and a new
    ``Game`` object, so the rules' per-game module caches (keyed by the game) start empty.
    The board and the unit definitions, read from the scenario when a game is made and
    never written after, are the warm game's: building the board again was most of the
    cost of a cold game, and it holds nothing a rule remembers."""
    twin = copy.copy(game)
    twin.ruleset = type(game.ruleset)()
    twin.cache = twin.ruleset.prepare(twin)
    twin._phases = {p.id: p for p in twin.ruleset.phases(twin)}
    return twin



def _listing(game: Game, actions: Iterable[Action]) -> list[str]:
    return [repr(sorted(game.encode(a).items(), key=lambda kv: kv[0])) for a in actions]


def _first_difference(a: Sequence[str], b: Sequence[str]) -> tuple[str, str]:
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return f"#{i} {x}", f"#{i} {y}"
    return f"{len(a)} actions", f"{len(b)} actions"


def audit_state(game: Game, state: GameState, step: int, action: Action | None = None,
                rng: random.Random | None = None, units: int = 3,
                warm_legal: Sequence[Action] | None = None,
                warm_outcome: Sequence[str] | None = None) -> list[Disagreement]:
    """Ask ``game`` (warm) and a cold copy the same questions about ``state``. The warm
    legal list and the action's warm outcome may be given (``warm_legal``,
    ``warm_outcome``: kept from a playing, :func:`audit_kept`) instead of asked again."""
    cold = cold_twin(game)
    found: list[Disagreement] = []

    def differ(question: str, cached: Sequence[str], fresh: Sequence[str]) -> None:
        if list(cached) != list(fresh):
            c, f = _first_difference(cached, fresh)
            found.append(Disagreement(step, state.turn, state.phase, question, c, f))

    def differ_listed(question: str, cached: Sequence[Action], fresh: Sequence[Action]) -> None:
        # Equal actions encode alike (the twin has the warm game's board): the lists are
        # written out, to be compared as before and reported, only when they are not equal.
        if list(cached) != list(fresh):
            differ(question, _listing(game, cached), _listing(cold, fresh))

    if warm_legal is None:
        warm_legal = game.legal_actions(state)
    differ_listed("legal actions", warm_legal, cold.legal_actions(state))
    named = sorted({u for a in warm_legal for u in a.unit_ids()})
    rng = rng or random.Random(step)
    for uid in rng.sample(named, min(units, len(named))):
        differ_listed(f"legal actions of {uid}", game.legal_actions_for(state, uid),
                      cold.legal_actions_for(state, uid))
    if action is not None:
        warm = _outcome(game, state, action) if warm_outcome is None else warm_outcome
        differ("the action's outcome", warm, _outcome(cold, state, action))
    return found


def _outcome(game: Game, state: GameState, action: Action) -> list[str]:
    """The state hash and log text ``action`` gives, or the refusal."""
    try:
        after, log = game.apply(state, action)
    except IllegalAction as e:
        return [f"refused: {e}"]
    return [game.hash(after), *(e.text.format() for e in log)]


def audit_actions(game: Game, initial: GameState, actions: Sequence[Action], stride: int = 1,
                  on_step: Callable[[int], None] | None = None,
                  stale: tuple[type[BaseException], ...] = ()) -> list[Disagreement | StaleHit]:
    """Replay ``actions`` from ``initial`` on ``game`` (warm all along) and audit every
    ``stride``-th step, and the last, against a cold game. An exception of ``stale`` (a
    hit audit's, :func:`checking_hits`) ends the walk as a :class:`StaleHit` at its step."""
    found: list[Disagreement | StaleHit] = []
    state = initial
    last = len(actions) - 1
    for i, action in enumerate(actions):
        try:
            if i % stride == 0 or i == last:
                found += audit_state(game, state, i, action)
                if on_step is not None:
                    on_step(i)
            else:
                game.legal_actions(state)  # the warm game answers every step, as in play
            state, _ = game.apply(state, action)
        except stale as e:
            found.append(StaleHit(game.scenario.id, i, state.turn, state.phase, str(e)))
            break
    return found


def audit_kept(game: Game, states: Sequence[GameState], actions: Sequence[Action],
               legal: Sequence[Sequence[Action]], logs: Sequence[Sequence[LogEntry]],
               stride: int = 1) -> list[Disagreement]:
    """Audit a game ``game`` has already played (warm all along, its legal list asked at
    every step, as in play) from what was kept as it played: ``states[i]`` the state before
    ``actions[i]``, ``legal[i]`` the list ``game`` gave there, ``logs[i]`` the log lines the
    action wrote and ``states[i + 1]`` the state it led to. At every ``stride``-th step and
    the last the cold game is asked what :func:`audit_actions` asks; the warm answers are
    the ones kept (the legal list and the action's outcome, given at that moment) and, for
    the sampled units, ``game``'s answer now (warm from the whole game). The same questions
    as replaying the game warm again, without replaying it."""
    found: list[Disagreement] = []
    last = len(actions) - 1
    for i, action in enumerate(actions):
        if i % stride == 0 or i == last:
            found += audit_state(game, states[i], i, action, warm_legal=legal[i], warm_outcome=[
                game.hash(states[i + 1]), *(e.text.format() for e in logs[i])])
    return found


def audit_random_game(game: Game, seed: int, stride: int = 1, max_actions: int = 100_000
                      ) -> tuple[int, list[Disagreement]]:
    """Play a seeded random game (``simulate.RandomPlayer``) on ``game``, auditing as
    :func:`audit_actions` does; returns (actions played, disagreements)."""
    from qtwargame.simulate import RandomPlayer

    state, _ = game.new_state(seed)
    player = RandomPlayer(random.Random(seed))
    found: list[Disagreement] = []
    n = 0
    while not state.over and n < max_actions:
        legal = game.legal_actions(state)
        action = player.choose(game, state, legal)
        if n % stride == 0:
            found += audit_state(game, state, n, action)
        try:
            state, _ = game.apply(state, action)
        except IllegalAction as e:  # the warm game listed an action it then refuses
            found.append(Disagreement(n, state.turn, state.phase, "a listed action applied",
                                      "listed", f"refused: {e}"))
            break
        n += 1
    return n, found


def audit_save(path: str | Path, points: int = 40, check_hits: bool = False
               ) -> tuple[int, list[Disagreement | StaleHit]]:
    """Audit the game a save holds at about ``points`` evenly spread steps; returns
    (actions, disagreements). With ``check_hits`` the ruleset's hit audits are on for the
    run (:func:`checking_hits`) and a stale hit is the last disagreement. Raises
    ``savegame.SaveError`` for a save that does not load."""
    from qtwargame.engine import savegame

    saved = savegame.read(path)
    game = Game(saved.scenario, saved.options, revision=saved.revision)
    state, _ = game.new_state(saved.seed, saved.dice_script)
    actions = [game.decode(a) for a in saved.actions]
    stride = max(1, len(actions) // max(1, points))
    if not check_hits:
        return len(actions), audit_actions(game, state, actions, stride=stride)
    with checking_hits(game) as stale:
        return len(actions), audit_actions(game, state, actions, stride=stride, stale=stale)
