"""Preparing to play (3.0) and the optional Soviet free setup (15.1)."""

from __future__ import annotations

from qtwargame.engine.actions import Place
from qtwargame.engine.game import Context, Game
from qtwargame.engine.state import ON_MAP, GameState, UnitState
from qtwargame.rules.blitzkrieg_moscow.model import T
from qtwargame.rules.blitzkrieg_moscow.units import is_tank, put, units_at

#: 15.1: how many city infantry units the Soviets may place freely.
FREE_SETUP_UNITS = 5


def setup(ctx: Context) -> None:
    """3.1: Soviet units in the hexes the map prints; units with an entry turn wait on the
    turn track. 3.2: German units in the rear area of their code; the 2nd Army on the
    turn 2 box. Both sides' six cards are off the map; both hands are empty."""
    s, game = ctx.state, ctx.game
    topo = game.cache.topo
    for uid, d in game.units.items():
        if d.arrival_turn is not None:
            continue
        if d.setup_hex is not None:
            h = game.hex(d.setup_hex)
            s.units[uid] = UnitState(hex=topo.node(h), status=ON_MAP)
        else:
            area = next((a for a in topo.areas.values()
                         if (d.setup_code is not None and d.setup_code in a.codes)
                         or a.id == d.setup_region), None)
            if area is not None:
                s.units[uid] = UnitState(hex=area.anchor, status=ON_MAP)
    for side in game.sides:
        s.hands[side] = ()
        s.decks[side] = game.cache.cards_of.get(side, ())
        s.discards[side] = ()
    s.data = {"returns": {}, "acted": False}
    ctx.log(T("Units set up (3.1, 3.2)"), rule="3.0")


def city_garrisons(game: Game, state: GameState) -> list[str]:
    """15.1: the Soviet infantry that set up in cities and may be placed elsewhere."""
    soviet = game.cache.data.soviet
    out = []
    for uid, d in game.units.items():
        if d.side != soviet or is_tank(game, uid) or d.setup_hex is None:
            continue
        if game.hex(d.setup_hex) in game.cache.cities and state.units[uid].status == ON_MAP:
            out.append(uid)
    return out


def free_placements(game: Game, state: GameState) -> list[Place]:
    """15.1: up to five of them, each alone in a different city of the map's choosing."""
    moved = state.data.get("free_setup", [])
    if len(moved) >= FREE_SETUP_UNITS:
        return []
    side = game.cache.data.soviet
    empty = [h for h in sorted(game.cache.cities, key=game.label) if not units_at(state, h)]
    return [Place(side, uid, h, "free_setup")
            for uid in city_garrisons(game, state) if uid not in moved for h in empty]


def apply_free_placement(ctx: Context, action: Place) -> None:
    put(ctx, action.unit, action.hex)
    ctx.state.data.setdefault("free_setup", []).append(action.unit)
