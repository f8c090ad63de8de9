"""How soon the window may show a computer side's answer to a decision whose choices
depend on what only that side sees.

A computer player answers at once where one action is legal and searches where there are
several. In Blitzkrieg to Moscow 2 whether there are several often depends on the hand:
a breakthrough phase with a tank-action card in hand is weighed (about half a second for
the Planner on a two-core machine, session 94), one without is ended at once (0.04 to 0.07
seconds), so a person watching "Computer (…) is thinking…" learnt whether the computer
held such a card, even when it kept it.

The ruleset says which decisions depend on a side's secrets (``Ruleset.choice_is_secret``).
Of those, the ones that open a phase for the side, or take it up again after it answered
something else in it (its choice of cards, a question), or a question asked of it, are
timed (*openings*: the decisions between them follow a plan made at the opening, the same
with a card or without). An opening the computer thought about, having a choice, is
learnt: how long it took, under its ruleset, level, phase, kind of question and whether
it opened the phase or took it up again (:func:`opening_of`). An
opening of such a decision with a single legal answer is shown no sooner than one of
those times drawn at random, so the person sees the same spread of times whatever the
hand holds; an opening with a choice is shown when it is ready, and no other decision
waits. Until the computer has thought with a choice in such a decision, the middle of its
other openings' times in this window stands in, and before any of them
:data:`FIRST_GUESS`.

The game never waits for this: the answer is the player's own, chosen as before, and is
only shown later (``ComputerSides`` keeps the thinking indicator up meanwhile).
"""

from __future__ import annotations

import random
import statistics
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.engine.state import GameState

#: Seconds an opening with no choice is held before anything has been learnt: the Planner's
#: thinking at a Blitzkrieg to Moscow 2 breakthrough phase with a card to weigh (0.4 to 0.7
#: seconds on the project's two-core machine, session 94).
FIRST_GUESS = 0.6
#: How many times are kept for each kind of decision (the latest).
KEEP = 24

#: What a thinking time is learnt under: ruleset id, level id, phase id, pending kind ("" at
#: a phase's own decision), and which opening it is (:func:`opening_of`).
FloorKey = tuple[str, str, str, str, str]

#: The openings :func:`opening_of` tells apart.
FIRST, AGAIN, QUESTION = "first", "again", "question"


@dataclass(frozen=True)
class Question:
    """A decision asked of a computer side, as the floor needs it."""

    key: FloorKey
    #: Whether it is an opening (:func:`opening_of`).
    opening: bool
    #: ``Ruleset.choice_is_secret`` for it.
    secret: bool
    #: How many legal answers it had.
    choices: int
    #: When it was asked (the floor's clock, seconds).
    asked_at: float


def opening_of(game: Game, history: History | None, state: GameState) -> str:
    """Which opening ``state``'s decision is: :data:`QUESTION` for a question of the rules
    (a pending decision); :data:`FIRST` for its side's first decision in the phase;
    :data:`AGAIN` where the side's last step in the phase answered something else (a
    question, its choice of cards: a decision ``Ruleset.choice_is_secret`` does not name);
    "" where it goes on with the phase it was playing."""
    if state.pending is not None:
        return QUESTION
    if history is None:
        return FIRST
    for step in reversed(history.steps):
        if (step.turn, step.phase) != (state.turn, state.phase):
            return FIRST
        if step.action.side == state.to_act:
            before = step.before
            goes_on = before.pending is None and game.ruleset.choice_is_secret(game, before)
            return "" if goes_on else AGAIN
    return FIRST


class ThinkingFloor:
    """The times learnt from a window's computer sides, and the wait they give."""

    def __init__(self, clock: Callable[[], float] = time.monotonic,
                 rng: random.Random | None = None) -> None:
        #: The clock decisions are timed by (a test puts a fake one here).
        self.clock = clock
        self.rng = rng if rng is not None else random.Random()
        self.times: dict[FloorKey, deque[float]] = {}

    def ask(self, game: Game, state: GameState, level: str, legal_count: int,
            history: History | None) -> Question:
        """The decision ``state`` waits for, asked now of the computer at ``level``."""
        kind = state.pending.kind if state.pending is not None else ""
        opening = opening_of(game, history, state)
        key = (game.ruleset.id, level, state.phase, kind, opening)
        return Question(key, bool(opening), game.ruleset.choice_is_secret(game, state),
                        legal_count, self.clock())

    def answered(self, q: Question) -> float:
        """The computer has answered ``q``: the seconds still to wait before its answer is
        shown (0: at once). An opening with a choice is learnt."""
        took = max(self.clock() - q.asked_at, 0.0)
        if not q.opening:
            return 0.0
        if q.choices > 1:
            self.times.setdefault(q.key, deque(maxlen=KEEP)).append(took)
            return 0.0
        if not q.secret:
            return 0.0
        return max(self.floor(q.key) - took, 0.0)

    def floor(self, key: FloorKey) -> float:
        """How long an opening of ``key`` with no choice is shown to take: one of the times
        learnt under ``key``, drawn at random; else the middle of those learnt for the same
        ruleset and level; else :data:`FIRST_GUESS`."""
        own = self.times.get(key)
        if own:
            return self.rng.choice(list(own))
        others = [t for k, ts in self.times.items() if k[:2] == key[:2] for t in ts]
        return statistics.median(others) if others else FIRST_GUESS
