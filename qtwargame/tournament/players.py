"""The computer players a tournament runs, behind one interface.

``make_player(level, side, seed, **opts)`` returns an object with
``choose(game, view, legal) -> Action``: ``view`` is
``engine.view.view_for(game, state, side)``, the state as that side may see it, and
``legal`` the legal actions of the side to act. When the computer opponent package
(``qtwargame.ai``) is installed its levels are used; otherwise only ``random`` exists, the
random player of ``qtwargame.simulate`` (it picks uniformly among the non-ending actions of
a phase until none is left, and answers decisions at random).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from typing import Any, Protocol

from qtwargame.engine.actions import Action
from qtwargame.simulate import RandomPlayer as _SimulatorRandom


class Player(Protocol):
    def choose(self, game: Any, view: Any, legal: Sequence[Action]) -> Action: ...


class RandomPlayer:
    """The simulator's random player seen through the players' interface."""

    def __init__(self, side: str, seed: int) -> None:
        self.side = side
        self._inner = _SimulatorRandom(random.Random(seed))

    def choose(self, game: Any, view: Any, legal: Sequence[Action]) -> Action:
        return self._inner.choose(game, view, list(legal))


def _ai_module():
    try:
        from qtwargame import ai
    except ImportError:
        return None
    return ai if hasattr(ai, "make_player") and hasattr(ai, "LEVELS") else None


def levels() -> tuple[str, ...]:
    """Every level a tournament can run, weakest first as the AI package lists them."""
    ai = _ai_module()
    if ai is None:
        return ("random",)
    names = _ai_level_ids(ai)
    return names if "random" in names else ("random", *names)


def _ai_level_ids(ai) -> tuple[str, ...]:
    """The ids of ``ai.LEVELS`` (level objects with an ``id``, or plain names)."""
    return tuple(str(getattr(level, "id", level)) for level in ai.LEVELS)


def level_titles() -> dict[str, Any]:
    """Each level's title for people: the AI package's ``Msg`` when it gives one, else
    ``None`` (the caller names ``random`` itself)."""
    ai = _ai_module()
    titles: dict[str, Any] = {"random": None}
    if ai is not None:
        for level in ai.LEVELS:
            titles[str(getattr(level, "id", level))] = getattr(level, "title", None)
    return titles


class UnknownPlayer(ValueError):
    """A level name that no installed player answers to."""


def check_level(level: str) -> None:
    if level not in levels():
        raise UnknownPlayer(f"unknown player {level!r} (known: {', '.join(levels())})")


def make_player(level: str, side: str, seed: int, **opts: Any) -> Player:
    """A player of ``level`` for ``side`` whose own randomness comes from ``seed``."""
    check_level(level)
    ai = _ai_module()
    if ai is not None and level in _ai_level_ids(ai):
        player = ai.make_player(level, side, seed, **opts)
        # A tournament measures: the safety nets read the process's CPU time, so a busy
        # machine neither cuts searches short nor changes the games a seed gives.
        if hasattr(player, "clock"):
            player.clock = time.process_time
        return player
    return RandomPlayer(side, seed)
