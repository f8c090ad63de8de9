"""The history of one game: every action, the state after it, and the log.

Undo goes back within the current phase and never past a die roll or a reveal: once dice
have been seen or a hidden identity shown, the past is fixed. Redo replays the undone
actions exactly.

Memory: a whole game holds thousands of states. Only the states undo can reach (the steps
since the last die roll, reveal or phase change), the current state and one state in every
:data:`CHECKPOINT_EVERY` steps are kept. Any other step's ``before`` or ``after`` is made
again when asked, by applying the recorded actions from the nearest kept state before it
(``game.apply`` is deterministic: the dice are part of the state), so every step still
answers exactly as if it had kept its states.
"""

from __future__ import annotations

from collections.abc import Iterator

from qtwargame.engine.actions import Action
from qtwargame.engine.game import Game, LogEntry
from qtwargame.engine.state import GameState

#: One step in this many keeps its state for good (the most replayed to remake one).
CHECKPOINT_EVERY = 16


class Step:
    """One action, the states before and after it, and the log lines it wrote."""

    __slots__ = ("action", "entries", "rolled", "revealed", "same_phase", "turn", "phase", "_game",
                 "_prev", "_initial", "_after", "_keep")

    def __init__(self, game: Game, action: Action, before: GameState, after: GameState,
                 entries: tuple[LogEntry, ...], prev: Step | None, keep: bool) -> None:
        self.action = action
        self.entries = entries
        self.rolled, self.revealed = self.barriers(before, after)
        self.same_phase = (before.turn, before.phase) == (after.turn, after.phase)
        # the moment the action was taken, kept so that asking it never remakes a state
        self.turn, self.phase = before.turn, before.phase
        self._game = game
        self._prev = prev
        self._initial = before if prev is None else None
        self._after: GameState | None = after
        self._keep = keep  # a checkpoint: never forgets its state

    @staticmethod
    def barriers(before: GameState, after: GameState) -> tuple[bool, bool]:
        """(rolled, revealed) of a step from ``before`` to ``after``: a die was drawn (or a
        typed-in one used), or the secret part of the state changed (a reveal, a secret
        roll). Undo never steps back past either."""
        b, a = before.dice, after.dice
        return ((b.position, len(b.script)) != (a.position, len(a.script)),
                before.secret != after.secret)

    @property
    def before(self) -> GameState:
        if self._prev is not None:
            return self._prev.after
        assert self._initial is not None  # the first step keeps the state it began from
        return self._initial

    @property
    def after(self) -> GameState:
        if self._after is not None:
            return self._after
        # Walk back to the nearest kept state, then apply the actions since, in order.
        chain: list[Step] = []
        step: Step | None = self
        while step is not None and step._after is None:
            chain.append(step)
            step = step._prev
        state = step.after if step is not None else chain[-1].before  # step.after is kept
        for s in reversed(chain):
            state, _ = self._game.apply(state, s.action)
        return state

    def _forget(self) -> None:
        if not self._keep:
            self._after = None

    def __repr__(self) -> str:
        return f"Step({self.action!r})"


class History:
    def __init__(self, game: Game, initial: GameState, entries: list[LogEntry]) -> None:
        self.game = game
        self.initial = initial
        self.initial_entries: tuple[LogEntry, ...] = tuple(entries)
        self.steps: list[Step] = []
        self._redo: list[Action] = []
        self._settled = 0  # steps[:_settled] keep only their checkpoints

    @property
    def state(self) -> GameState:
        return self.steps[-1].after if self.steps else self.initial

    @property
    def actions(self) -> list[Action]:
        return [s.action for s in self.steps]

    def walk(self) -> Iterator[tuple[Step, GameState, GameState]]:
        """Yield ``(step, before, after)`` for every step in order, remaking forgotten
        states one action at a time (cheaper than asking each step on its own)."""
        state = self.initial
        for step in self.steps:
            before = state if step._prev is not None else step.before
            after = step._after
            if after is None:
                after, _ = self.game.apply(before, step.action)
            yield step, before, after
            state = after

    def log(self) -> list[LogEntry]:
        out = list(self.initial_entries)
        for s in self.steps:
            out.extend(s.entries)
        return out

    def submit(self, action: Action) -> Step:
        """Apply ``action`` (IllegalAction propagates, nothing changes)."""
        before = self.state
        after, entries = self.game.apply(before, action)
        prev = self.steps[-1] if self.steps else None
        if prev is not None and prev._after is not before:
            prev = None  # a remade state (steps replaced from outside): a new chain starts
        keep = (len(self.steps) + 1) % CHECKPOINT_EVERY == 0 or prev is None
        step = Step(self.game, action, before, after, tuple(entries), prev, keep)
        self.steps.append(step)
        self._redo.clear()
        if not self._undoable(step):
            self._settle()
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
            self._settled = min(self._settled, len(self.steps))
            self._pin_last()
            raise
        return done

    def _settle(self) -> None:
        """Forget the states of the steps before the last one: undo can no longer reach
        them (the last step rolled dice or changed the phase)."""
        last = len(self.steps) - 1
        for s in self.steps[self._settled:last]:
            s._forget()
        self._settled = max(self._settled, last)

    @staticmethod
    def _undoable(step: Step) -> bool:
        return (step.same_phase and not step.rolled and not step.revealed
                and step.after.result is None)

    def _pin_last(self) -> None:
        """The current state is always kept (remade once if it had been forgotten)."""
        if self.steps and self.steps[-1]._after is None:
            self.steps[-1]._after = self.steps[-1].after

    def can_undo(self) -> bool:
        return bool(self.steps) and self._undoable(self.steps[-1])

    def undo(self) -> Step:
        if not self.can_undo():
            raise ValueError("nothing to undo in this phase since the last die roll")
        step = self.steps.pop()
        self._redo.append(step.action)
        self._settled = min(self._settled, len(self.steps))
        self._pin_last()
        return step

    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo(self) -> Step:
        if not self._redo:
            raise ValueError("nothing to redo")
        action = self._redo.pop()
        redo = list(self._redo)  # submit clears the list: keep the rest to redo
        step = self.submit(action)
        self._redo = redo
        return step
