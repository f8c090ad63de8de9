"""The history of one game: every action, the state after it, and the log.

Undo goes back within the current phase and never past a die roll or a reveal: once dice
have been seen or a hidden identity shown, the past is fixed. Redo replays the undone
actions exactly.
"""

from __future__ import annotations

from dataclasses import dataclass

from qtwargame.engine.actions import Action
from qtwargame.engine.game import Game, LogEntry
from qtwargame.engine.state import GameState


@dataclass(frozen=True)
class Step:
    action: Action
    before: GameState
    after: GameState
    entries: tuple[LogEntry, ...]

    @property
    def rolled(self) -> bool:
        b, a = self.before.dice, self.after.dice
        return (b.position, len(b.script)) != (a.position, len(a.script))

    @property
    def revealed(self) -> bool:
        """Did this step change the secret part of the state (a reveal, a secret roll)?"""
        return self.before.secret != self.after.secret


class History:
    def __init__(self, game: Game, initial: GameState, entries: list[LogEntry]) -> None:
        self.game = game
        self.initial = initial
        self.initial_entries: tuple[LogEntry, ...] = tuple(entries)
        self.steps: list[Step] = []
        self._redo: list[Action] = []

    @property
    def state(self) -> GameState:
        return self.steps[-1].after if self.steps else self.initial

    @property
    def actions(self) -> list[Action]:
        return [s.action for s in self.steps]

    def log(self) -> list[LogEntry]:
        out = list(self.initial_entries)
        for s in self.steps:
            out.extend(s.entries)
        return out

    def submit(self, action: Action) -> Step:
        """Apply ``action`` (IllegalAction propagates, nothing changes)."""
        after, entries = self.game.apply(self.state, action)
        step = Step(action, self.state, after, tuple(entries))
        self.steps.append(step)
        self._redo.clear()
        return step

    def submit_all(self, actions: list[Action]) -> list[Step]:
        """Apply ``actions`` in order, all or nothing: if one is refused, the ones
        already applied are taken back and the refusal propagates."""
        mark = len(self.steps)
        redo = list(self._redo)
        done = []
        try:
            for a in actions:
                done.append(self.submit(a))
        except Exception:
            del self.steps[mark:]
            self._redo = redo
            raise
        return done

    def can_undo(self) -> bool:
        if not self.steps:
            return False
        last = self.steps[-1]
        same_phase = (last.before.turn, last.before.phase) == (last.after.turn, last.after.phase)
        return (same_phase and not last.rolled and not last.revealed
                and last.after.result is None)

    def undo(self) -> Step:
        if not self.can_undo():
            raise ValueError("nothing to undo in this phase since the last die roll")
        step = self.steps.pop()
        self._redo.append(step.action)
        return step

    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo(self) -> Step:
        if not self._redo:
            raise ValueError("nothing to redo")
        action = self._redo.pop()
        redo = self._redo
        step = self.submit(action)
        self._redo = redo
        return step
