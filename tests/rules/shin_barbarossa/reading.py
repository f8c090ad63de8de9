"""Positions for the second reading of the rulebook (``test_reading_*.py``): the bundled
map and counters, every piece off the map but those a test names, built with
:class:`qtwargame.position.PositionBuilder`.

``position("soviet_move", {"su_rc10": "3905", "de_ak1": ("3907", 1)})`` is the Soviet
movement phase of turn 2 in clear weather with a rifle corps on 3905 and a reduced German
corps on 3907, no Axis air unit left, and the phase's own bookkeeping as a fresh phase
would have it (nobody moved yet, no combat declared). The scenario is parsed once per test
session (the position's game is made from the same data each time).
"""

from __future__ import annotations

import pytest

from qtwargame.engine.actions import Move
from qtwargame.engine.game import Game
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.state import ON_MAP, POOL, REMOVED
from qtwargame.position import PositionBuilder

_GAMES: dict[tuple, Game] = {}
_ON_MAP_AT_START: list[str] = []


class SbPosition(PositionBuilder):
    """A builder whose game is made once: the positions differ only in their state. The
    rules' memos (kept on the game by what a state's answers depend on within one game:
    moves are not keyed by control, which changes only at the end phase) are emptied for
    each position, so that no position reads another's."""

    def game(self, **options) -> Game:
        key = tuple(sorted(options.items()))
        if key not in _GAMES:
            _GAMES[key] = super().game(**options)
        game = _GAMES[key]
        game.cache.memo.clear()
        game.cache.last = None
        return game


def _on_map_at_start() -> list[str]:
    if not _ON_MAP_AT_START:
        game, state = SbPosition.from_scenario("shin_barbarossa").build(seed=3)
        _ON_MAP_AT_START.extend(u for u, s in state.units.items() if s.status == ON_MAP)
    return _ON_MAP_AT_START


def position(phase: str, units: dict, *, turn: int = 2, weather: str = "clear", seed: int = 3,
             dice: tuple[int, ...] = (), control: dict | None = None, off: dict | None = None,
             **data):
    """(game, state): ``units`` maps a unit id to its hex label or (label, step), or to
    None to take it out of the game (a reinforcement that is not to arrive); every other
    piece is off the map. ``off`` maps unit ids to an off-map status ("eliminated").
    ``control`` maps hex labels to the side holding them;
    ``data`` entries go into the ruleset's bookkeeping (``air`` is 0 unless given)."""
    b = SbPosition.from_scenario("shin_barbarossa").at(turn=turn, phase=phase, weather=weather)
    for uid in _on_map_at_start():
        if uid not in units:
            b.place(uid, None, status=POOL)
    for uid, where in units.items():
        if where is None:
            b.place(uid, None, status=REMOVED)
            continue
        label, step = (where, 0) if isinstance(where, str) else where
        b.place(uid, label, step)
    for uid, status in (off or {}).items():
        b.place(uid, None, status=status)
    book = {"air": 0, "rail_used": {}, "sea_used": 0}
    if phase.endswith("_combat"):
        book.update(stage="declare", declared=[])
    if phase == "soviet_reinforcement":
        book.update(rebuild_used={})
    book.update(data)
    b.state_data(**book)
    b.dice(*dice)
    game, state = b.build(seed=seed)
    for label, side in (control or {}).items():
        state.control[game.hex(label)] = side
    return game, state


def moves_of(game, state, uid: str, mode: str | None = None) -> list[Move]:
    return [a for a in game.legal_actions(state) if isinstance(a, Move) and a.unit == uid
            and (mode is None or a.mode == mode)]


def ends(game, state, uid: str, mode: str | None = None) -> set[str]:
    """The labels of the hexes ``uid`` may end a move in now (of ``mode`` if given)."""
    return {game.label(m.to) for m in moves_of(game, state, uid, mode)}


def refused(game, state, action) -> IllegalAction:
    """Assert the engine refuses ``action`` and return the refusal."""
    with pytest.raises(IllegalAction) as got:
        game.apply(state, action)
    return got.value
