"""Hexes over the stacking limit at the end of a phase (6.2, 6.6, 16.3): the removals the
owner chooses from, and why the phase cannot end yet."""

from __future__ import annotations

from collections.abc import Set as AbstractSet

from qtwargame.engine.actions import Remove
from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import GameState
from qtwargame.engine.text import Msg
from qtwargame.rules.shin_barbarossa.facts import Facts
from qtwargame.rules.shin_barbarossa.stacking import MAIN_NATION
from qtwargame.rules.shin_barbarossa.texts import T


def removals(game: Game, state: GameState) -> list[Remove]:
    """6.6: a hex over the limit at the end of a phase: the owner removes units (6.2:
    one supply center or one Soviet leader at most, so of two leaders one goes)."""
    f = Facts.of(game, state)
    side = state.active
    memo: dict[str, list[Remove]] = f.__dict__.setdefault("_removals", {})
    got = memo.get(side)
    if got is None:
        got = memo[side] = _removals(game, f, side)
    return list(got)


def _removals(game: Game, f: Facts, side: str) -> list[Remove]:
    out = []
    over = f.over_limit(side)
    mixed = f.mixed_allies(side)
    for h, here in sorted(((h, f.at[h]) for h in over), key=lambda kv: game.label(kv[0])):
        mine = [u for u in here if game.units[u].side == side]
        if f.room(h, side, "unit") < 0:
            out += [Remove(side, u, "stacking") for u in mine if game.units[u].kind == "unit"]
        elif h in mixed:  # 16.3: one of the allies goes
            out += [Remove(side, u, "stacking") for u in mine if game.units[u].kind == "unit"
                    and game.units[u].nationality != MAIN_NATION]
        if f.room(h, side, "extra") < 0:
            out += [Remove(side, u, "stacking") for u in mine
                    if game.units[u].kind in ("supply", "leader")]
    return out


def leaders_over(game: Game, state: GameState, over: AbstractSet[Hex]) -> bool:
    """6.2: whether one of the hexes ``over`` the limit holds two Soviet leaders."""
    f = Facts.of(game, state)
    return any(sum(1 for u in f.at.get(h, ()) if game.units[u].kind == "leader") > 1 for h in over)


def blockers(game: Game, state: GameState) -> list[Msg]:
    """6.6: whatever the phase, it ends only when every hex of the side to play is within
    the limits: what is over, in words (nothing while a decision is asked)."""
    over = Facts.of(game, state).over_limit(state.active) if state.pending is None else set()
    if not over:
        return []
    if leaders_over(game, state, over):
        return [T("Two Soviet leaders stand in one hex: remove one (6.2, 6.6)")]
    if over & Facts.of(game, state).mixed_allies(state.active):
        return [T("Axis allies of two nations stand in one hex: move or remove one (16.3, 6.6)")]
    return [T("A hex is over the stacking limit: move or remove units (6.6)")]
