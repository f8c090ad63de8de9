"""Whole games played headless by random players, checking invariants all the way.

The random player moves every unit it can and makes every attack it can: in each phase it
picks uniformly among the legal actions other than ending the phase until none is left
(or a safety cap is reached), and answers every decision at random.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import dataclass, field

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
        others = [a for a in actions if not isinstance(a, EndPhase)]
        ending = [a for a in actions if isinstance(a, EndPhase)]
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


def play_one(game_factory, seed: int, check: bool = True, sample: int = 4) -> GameReport:
    """One random game. With ``check``, every invariant is checked after every action."""
    game: Game = game_factory()
    rng = random.Random(seed)
    player = RandomPlayer(random.Random(seed * 7919 + 1))
    start = time.perf_counter()
    state, entries = game.new_state(seed)
    history = History(game, state, entries)
    violations: list[str] = []

    def inspect(where: str) -> None:
        s = history.state
        found = state_violations(game, s) + roundtrip_violations(game, s) + view_violations(game, s)
        found += legal_actions_apply(game, s, rng, sample)
        violations.extend(f"{where}: {v}" for v in found)

    if check:
        inspect("start")
    n = 0
    while not history.state.over and n < GAME_ACTION_CAP and not violations:
        actions = game.legal_actions(history.state)
        if not actions:
            violations.append(f"turn {history.state.turn} {history.state.phase}: no legal action "
                              "and the game is not over")
            break
        action = player.choose(game, history.state, actions)
        history.submit(action)
        n += 1
        if check:
            inspect(f"action {n} ({action.kind}, turn {history.state.turn} {history.state.phase})")
    if n >= GAME_ACTION_CAP:
        violations.append(f"game did not end within {GAME_ACTION_CAP} actions")
    if check and not violations:
        data = savegame.to_json(history, seed)
        again = savegame.replay(savegame.parse(data, "round trip"), "round trip")
        if game.hash(again.state) != game.hash(history.state):
            violations.append("saved game does not replay to the same state")
    elapsed = time.perf_counter() - start
    r = history.state.result
    return GameReport(seed, r.winner if r else None, r.level if r else "unfinished",
                      history.state.turn, n, elapsed, violations)


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
    }
