"""Questions about units and the few ways a unit's state changes: worn and active sides
(2.2.6), branch (2.2.2), strength and passive value (2.2.4), elimination, surrender, and
leaving the map through a rear area (10.5)."""

from __future__ import annotations

from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ELIMINATED, OFF_MAP, ON_MAP, GameState, UnitState
from qtwargame.rules.blitzkrieg_moscow.model import T

ACTIVE, WORN = 0, 1
#: Per-phase flags, cleared when a phase ends.
PHASE_FLAGS = frozenset({"moved", "attacked", "defended"})


def is_tank(game: Game, uid: str) -> bool:
    """2.2.2: a unit with a tank silhouette is a tank; every other unit is infantry."""
    return game.cache.data.tank_tag in game.units[uid].type_tags


def branch(game: Game, uid: str) -> str:
    return "tank" if is_tank(game, uid) else "infantry"


def is_mech_corps(game: Game, uid: str) -> bool:
    """11.6: a Soviet mechanized corps."""
    return game.cache.data.mech_corps_tag in game.units[uid].type_tags


def has_worn_side(game: Game, uid: str) -> bool:
    """2.2.6: every unit but the mechanized corps has a worn back."""
    return game.units[uid].step_count > 1


def is_worn(state: GameState, uid: str) -> bool:
    return state.units[uid].step == WORN


def strength(game: Game, state: GameState, uid: str) -> int:
    """11.3.1: the combat strength on the unit's current side."""
    return game.units[uid].value(state.units[uid].step, "strength")


def passive_value(game: Game, uid: str) -> int:
    """2.2.4, 11.3.2: the bracketed value, the worn side's strength."""
    return game.units[uid].value(ACTIVE, "passive")


def side_units(game: Game, state: GameState, side: str) -> list[str]:
    """Ids of ``side``'s units on the map (rear areas included), in scenario order."""
    return [uid for uid, u in state.units.items()
            if u.status == ON_MAP and game.units[uid].side == side]


def units_at(state: GameState, node: Hex) -> list[str]:
    return [uid for uid, u in state.units.items() if u.status == ON_MAP and u.hex == node]


# -- changes ------------------------------------------------------------------------------


def put(ctx: Context, uid: str, node: Hex) -> None:
    u = ctx.state.units[uid]
    ctx.state.units[uid] = UnitState(hex=node, step=u.step, status=ON_MAP, flags=u.flags)


def set_side(ctx: Context, uid: str, step: int) -> None:
    u = ctx.state.units[uid]
    ctx.state.units[uid] = UnitState(hex=u.hex, step=step, status=u.status, flags=u.flags)


def eliminate(ctx: Context, uid: str, rule: str, surrendered: bool = False) -> None:
    """Remove a unit from the map. It may be rebuilt (6.2); a unit that surrendered
    keeps that mark, which doubles its rebuild cost (13.1)."""
    flags = frozenset({"surrendered"}) if surrendered else frozenset()
    ctx.state.units[uid] = UnitState(hex=None, step=ACTIVE, status=ELIMINATED, flags=flags)
    ctx.state.data.get("returns", {}).pop(uid, None)
    if surrendered:
        ctx.log(T("{unit} surrenders", unit=uid), rule=rule)
    else:
        ctx.log(T("{unit} is eliminated", unit=uid), rule=rule)


def wear(ctx: Context, uid: str, rule: str) -> None:
    """2.2.6, 11.6: flip a unit to its worn side; a unit with no worn side is eliminated."""
    if not has_worn_side(ctx.game, uid):
        eliminate(ctx, uid, "11.6")
        return
    if ctx.state.units[uid].step != WORN:
        set_side(ctx, uid, WORN)
        ctx.log(T("{unit} is worn", unit=uid), rule=rule)


def recover(ctx: Context, uid: str, rule: str) -> None:
    if ctx.state.units[uid].step != ACTIVE:
        set_side(ctx, uid, ACTIVE)
        ctx.log(T("{unit} is active again", unit=uid), rule=rule)


def leave_map(ctx: Context, uid: str, rule: str) -> None:
    """10.5: a unit that moves or retreats into its own rear area leaves the map and
    comes back face up (the erratum) in the next game turn's box."""
    ctx.state.units[uid] = UnitState(hex=None, step=ACTIVE, status=OFF_MAP)
    ctx.state.data.setdefault("returns", {})[uid] = ctx.state.turn + 1
    ctx.log(T("{unit} enters its rear area and returns on turn {turn}",
              unit=uid, turn=ctx.state.turn + 1), rule=rule)
