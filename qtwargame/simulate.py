"""Whole games played headless by random players, checking invariants all the way.

The random player moves every unit it can and makes every attack it can: in each phase it
picks uniformly among the legal actions other than ending the phase until none is left
(or a safety cap is reached), and answers every decision at random.
"""

from __future__ import annotations

import random
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from itertools import compress, repeat
from operator import not_

from qtwargame.engine import savegame
from qtwargame.engine.actions import Action, EndPhase
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.engine.invariants import (
    legal_actions_apply,
    roundtrip_violations,
    state_violations,
    view_violations,
)
from qtwargame.engine.ruleset import IllegalAction

#: Most non-ending actions the random player takes in one phase before it ends the phase.
PHASE_ACTION_CAP = 400
#: Most actions in one game before the simulator calls it runaway.
GAME_ACTION_CAP = 100_000


class RandomPlayer:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self._phase_key: tuple | None = None
        self._count = 0

    def choose(self, game: Game, state, actions: list[Action]) -> Action:
        key = (state.turn, state.phase, state.active)
        if key != self._phase_key:
            self._phase_key, self._count = key, 0
        if state.pending is not None:
            return self.rng.choice(actions)
        # which actions end the phase, asked once each at C speed (a list holds thousands)
        ends = list(map(isinstance, actions, repeat(EndPhase)))
        ending = list(compress(actions, ends))
        others = list(compress(actions, map(not_, ends))) if ending else list(actions)
        if others and (self._count < PHASE_ACTION_CAP or not ending):
            self._count += 1
            return self.rng.choice(others)
        return ending[0]


@dataclass
class GameReport:
    seed: int
    winner: str | None
    level: str
    turns: int
    actions: int
    seconds: float
    violations: list[str] = field(default_factory=list)
    #: Why the game failed outright (a crash, or a save that does not replay), naming the
    #: action's index; None when it did not. Such a game also counts one violation.
    failure: str | None = None


def _describe(action: Action) -> str:
    return f"{action.kind} {' '.join(action.unit_ids())}".strip()


def _crash(e: BaseException) -> str:
    """An exception in one line: its type, message and the innermost frame."""
    tb = traceback.extract_tb(e.__traceback__)
    where = f" at {tb[-1].filename.rsplit('/', 1)[-1]}:{tb[-1].lineno}" if tb else ""
    return f"{type(e).__name__}: {e}{where}"


def round_trip_failure(game: Game, history: History, seed: int) -> str | None:
    """Save the game, load it and replay it action by action as a loaded save is: the
    first action refused (or crashing) on replay, by its index in the save's actions, or a
    final state that differs. None when the round trip is exact."""
    try:
        saved = savegame.parse(savegame.to_json(history, seed), "round trip")
        again_game = Game(saved.scenario, saved.options, revision=saved.revision)
        state, entries = again_game.new_state(saved.seed, saved.dice_script, saved.generator)
        again = History(again_game, state, entries)
    except Exception as e:  # the save itself does not load: report it, never crash
        return f"round trip: the save does not load: {_crash(e)}"
    for i, data in enumerate(saved.actions):
        try:
            action = again_game.decode(data)
        except (ValueError, KeyError) as e:
            return f"round trip: action index {i} does not decode: {e}"
        try:
            again.submit(action)
        except IllegalAction as e:
            return f"round trip: action index {i} ({_describe(action)}) refused on replay: {e}"
        except Exception as e:
            return f"round trip: action index {i} ({_describe(action)}) crashed on replay: {_crash(e)}"
    if game.hash(again.state) != game.hash(history.state):
        return "round trip: the saved game does not replay to the same state"
    return None


def play_one(game_factory, seed: int, check: bool = True, sample: int = 4) -> GameReport:
    """One random game. With ``check``, every invariant is checked after every action and
    the game is saved and replayed at the end. A crash or a save that does not replay ends
    the game as failed (``failure`` names the action's index and the reason); it never
    propagates, so a run of many games goes on."""
    game: Game = game_factory()
    rng = random.Random(seed)
    player = RandomPlayer(random.Random(seed * 7919 + 1))
    start = time.perf_counter()
    state, entries = game.new_state(seed)
    history = History(game, state, entries)
    violations: list[str] = []
    failure: str | None = None

    def inspect(where: str) -> None:
        s = history.state
        found = state_violations(game, s) + roundtrip_violations(game, s) + view_violations(game, s)
        found += legal_actions_apply(game, s, rng, sample)
        violations.extend(f"{where}: {v}" for v in found)

    if check:
        inspect("start")
    n = 0
    while not history.state.over and n < GAME_ACTION_CAP and not violations:
        action = None
        try:
            actions = game.legal_actions(history.state)
            if not actions:
                violations.append(f"turn {history.state.turn} {history.state.phase}: no legal "
                                  "action and the game is not over")
                break
            action = player.choose(game, history.state, actions)
            history.submit(action)
            n += 1
            if check:
                inspect(f"action {n} ({action.kind}, turn {history.state.turn} {history.state.phase})")
        except Exception as e:
            what = f" ({_describe(action)})" if action is not None else ""
            verb = "was refused" if isinstance(e, IllegalAction) else "crashed"
            s = history.state
            failure = f"action index {n}{what}, turn {s.turn} {s.phase}, {verb}: {_crash(e)}"
            break
    if n >= GAME_ACTION_CAP:
        violations.append(f"game did not end within {GAME_ACTION_CAP} actions")
    if check and not violations and failure is None:
        failure = round_trip_failure(game, history, seed)
    if failure is not None:
        violations.append(failure)
    elapsed = time.perf_counter() - start
    r = history.state.result
    return GameReport(seed, r.winner if r else None, r.level if r else "unfinished",
                      history.state.turn, n, elapsed, violations, failure)


def summarize(reports: list[GameReport]) -> dict:
    wins = Counter(r.winner or "draw" for r in reports)
    return {
        "games": len(reports),
        "results": dict(sorted(wins.items())),
        "levels": dict(sorted(Counter(r.level for r in reports).items())),
        "mean_turns": round(sum(r.turns for r in reports) / max(len(reports), 1), 2),
        "mean_actions": round(sum(r.actions for r in reports) / max(len(reports), 1), 1),
        "seconds": round(sum(r.seconds for r in reports), 2),
        "violations": sum(len(r.violations) for r in reports),
        "failed_seeds": [r.seed for r in reports if r.failure is not None],
    }
