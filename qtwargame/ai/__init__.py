"""Computer players for every registered ruleset, either side, at several strengths.

``make_player(level, side, seed, **opts)`` gives a :class:`~qtwargame.ai.players.Player`;
its ``choose(seat_game(game, side), view, legal)`` returns one of ``legal`` for the decision
``view = engine.view.view_for(game, state, side)`` shows (``engine.view.seat_game``: a game
of the side's own, whose caches never hold the true state). ``LEVELS`` lists the levels
from weakest to strongest with translatable titles. docs/ai.md describes the method and
the measured strength of each level.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from qtwargame.ai.players import (
    PHASE_SECONDS,
    GreedyPlayer,
    OEPPlayer,
    Player,
    RandomPlayer,
    Settings,
)
from qtwargame.engine.text import Msg, Texts

T = Texts("ai")


@dataclass(frozen=True)
class Level:
    id: str
    title: Msg
    description: Msg
    settings: Settings | None  # None: the random player

    def __str__(self) -> str:
        """The level's id (what ``make_player`` and the command line take)."""
        return self.id


#: Weakest first. ``DEFAULT_LEVEL`` is the one the play window offers first.
LEVELS: tuple[Level, ...] = (
    Level("random", T("Random"), T("Moves and attacks at random: for testing"), None),
    Level("greedy", T("Greedy"),
          T("Takes the action that looks best right now, one at a time"),
          Settings(width=16, samples=1, phase_evaluations=600)),
    Level("oep", T("Planner"),
          T("Plans each phase as a whole by evolving action sequences"),
          Settings(width=10, samples=2, population=5, generations=3,
                   phase_evaluations=400)),
    Level("oep_strong", T("Strong planner"),
          T("Plans longer over more dice and candidates, and looks past the phase at what "
            "a plan sets up: slower"),
          Settings(width=24, samples=3, population=8, generations=5,
                   phase_evaluations=1500, seed_pass=24, lookahead=1.0)),
)

DEFAULT_LEVEL = "oep"


def level_ids() -> list[str]:
    return [lv.id for lv in LEVELS]


def level(level_id: str) -> Level:
    for lv in LEVELS:
        if lv.id == level_id:
            return lv
    raise KeyError(f"unknown computer player level {level_id!r} "
                   f"(levels: {', '.join(level_ids())})")


def make_player(level_id: str, side: str, seed: int = 0, **opts: Any) -> Player:
    """A player of ``level_id`` for ``side``. Options: ``max_seconds`` (safety net per
    decision), ``phase_seconds`` (safety net per phase) and any :class:`Settings` field
    (``width``, ``samples``, ``population``, ``generations``, ``plan_cap``,
    ``evaluations``, ``phase_evaluations``, ``replies``, ``reply_worlds``, ``reply_width``,
    ``reply_units``, ``final_worlds``, ``final_plans``, ``seed_pass``) to change the
    level's budget (a field given here is kept whatever the ruleset's ``LEVEL_SETTINGS``
    says), and ``weights`` (name -> value, names :func:`qtwargame.ai.weights.declared`
    gives for the game, checked when the player first sees it) to play with those
    evaluation weights instead of the level's tuned ones (the tuner's candidates)."""
    lv = level(level_id)
    weights = opts.pop("weights", None)
    max_seconds = float(opts.pop("max_seconds", 30.0))
    phase_seconds = float(opts.pop("phase_seconds", PHASE_SECONDS))
    if lv.settings is None:
        if opts or weights is not None:
            opts = {**opts, **({"weights": weights} if weights is not None else {})}
            raise TypeError(f"the random player takes no options: {sorted(opts)}")
        return RandomPlayer(side, seed, max_seconds, phase_seconds)
    settings = replace(lv.settings, **opts)
    cls = OEPPlayer if settings.population > 0 else GreedyPlayer
    player = cls(side, seed, settings, max_seconds, phase_seconds)
    player.level = lv.id
    player.chosen = frozenset(opts)
    if weights is not None:
        # Checked against the game's declared weights when the player first sees it.
        player.given_weights = {str(k): float(v) for k, v in dict(weights).items()}
    return player


__all__ = ["LEVELS", "DEFAULT_LEVEL", "Level", "Player", "RandomPlayer", "GreedyPlayer",
           "OEPPlayer", "Settings", "make_player", "level", "level_ids"]
