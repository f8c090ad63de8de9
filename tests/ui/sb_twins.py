"""Shin Barbarossa's twin games for the window tests, made once per worker.

``tests/rules/shin_barbarossa/test_hidden_leaders_in_play.twins`` loads the scenario,
compiles its board and deals a game (about half a CPU second), and the window tests then
end phase after phase to reach the one they open (``to_phase``): each test did both again,
for the same positions. Here the twins are dealt once and each phase reached from their
first state is kept; a test gets histories of its own, new each call, over those states
(a state is never changed in place: a test that changes one copies it first). The game is
shared, as ``tests/ui/golden_loads.py`` shares a replayed game's: its memos are warm, as in
a window that has played to that phase.
"""

from __future__ import annotations

from functools import cache

from qtwargame.engine.history import History
from tests.rules.shin_barbarossa import test_hidden_leaders_in_play as hidden
from tests.rules.shin_barbarossa import test_ruleset


@cache
def _dealt():
    game, a, b, s1, s2 = hidden.twins()
    return game, a.state, b.state, a.initial_entries, s1, s2


def twins():
    """As ``hidden.twins()``: the game, the two histories (new ones), the swapped slots."""
    game, a, b, entries, s1, s2 = _dealt()
    return game, History(game, a, list(entries)), History(game, b, list(entries)), s1, s2


@cache
def _at(phase: str, turn: int):
    game, a, *_ = _dealt()
    return test_ruleset.to_phase(game, a, phase, turn)


def to_phase(game, state, phase: str, turn: int = 1):
    """As ``test_ruleset.to_phase``; from the twins' first state, reached once per worker."""
    dealt = _dealt()
    if game is dealt[0] and state is dealt[1]:
        return _at(phase, turn)
    return test_ruleset.to_phase(game, state, phase, turn)
