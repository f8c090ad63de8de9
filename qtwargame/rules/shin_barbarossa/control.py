"""Control of cities and towns (3.1–3.3): who holds a place, settled only in the end phase."""

from __future__ import annotations

from collections.abc import Collection, Mapping

from qtwargame.engine.game import Context
from qtwargame.engine.hexgrid import Hex
from qtwargame.rules.shin_barbarossa.facts import is_combat

#: 3.2a: the pieces that hold the city or town they stand in: every unit on the map (a
#: leader and a supply center too), where a passage (3.2b) counts only a combat unit's.
HOLDERS = frozenset({"unit", "leader", "supply"})


def end_phase_control(places: Collection[Hex], control: Mapping[Hex, str],
                      occupant: Mapping[Hex, str], last_passed: Mapping[Hex, str]) -> dict[Hex, str]:
    """3.2, 3.3: at the end phase each city or town belongs to the side with a unit in it,
    else to the side whose combat unit last passed through it (the rules note passages as
    moves happen), else stays as it was."""
    out = {}
    for h in places:
        side = occupant.get(h) or last_passed.get(h) or control.get(h)
        if side is not None:
            out[h] = side
    return out


def note_passage(ctx: Context, uid: str, path: Collection[Hex]) -> None:
    """3.2b: a combat unit passing a city or town gives it to its side (settled in the
    end phase, 3.3)."""
    game = ctx.game
    if not is_combat(game, uid):
        return
    side = game.units[uid].side
    passed = ctx.state.data.setdefault("passed", {})
    for h in path:
        if h in game.board.cities:
            passed[game.label(h)] = side
