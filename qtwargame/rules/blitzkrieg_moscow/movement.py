"""Movement (10.0): hexes, not movement points; terrain stops; weather caps; ZOC stops;
rear areas entered and left (10.5)."""

from __future__ import annotations

from qtwargame.engine.actions import Move
from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.paths import path_to, reachable
from qtwargame.engine.state import ON_MAP, GameState
from qtwargame.rules.blitzkrieg_moscow import control
from qtwargame.rules.blitzkrieg_moscow.rear_areas import Area
from qtwargame.rules.blitzkrieg_moscow.units import is_tank, leave_map, put
from qtwargame.rules.blitzkrieg_moscow.zoc import zoc_hexes


def weather_rules(game: Game, state: GameState):
    """10.3, 11.3.4: the rules of this turn's weather (none: fair weather)."""
    return game.cache.data.weather.get(game.cache.weather.get(state.turn) or "")


def movement_allowance(game: Game, state: GameState, uid: str) -> int:
    """2.2.5, 10.3: the printed MA, capped by the weather: 2 in mud (turn 3), 3 in snow
    and thaw (turns 4–6). A cap never raises a lower printed value."""
    ma = game.units[uid].value(state.units[uid].step, "movement")
    w = weather_rules(game, state)
    if w is not None and w.movement_cap is not None:
        ma = min(ma, w.movement_cap)
    return ma


def stops_on_entering(game: Game, uid: str, h: Hex) -> bool:
    """10.2.2, 10.2.3: a tank stops on entering forest; every unit stops on entering
    swamp or mountain. Clear, city and river do not affect movement (10.2.1, 10.2.4,
    10.2.5)."""
    terrain = game.board.terrain.get(h)
    if terrain in ("swamp", "mountain"):
        return True
    return terrain == "forest" and is_tank(game, uid)


def may_enter_area(game: Game, uid: str, area: Area) -> bool:
    """10.5: never the enemy's rear area; a German unit with a setup code (N, C, S, R)
    only the area of its code. Units without a code (reinforcements) may use any of
    their side's areas."""
    d = game.units[uid]
    if area.side != d.side:
        return False
    if d.setup_code is not None and any(d.setup_code in a.codes
                                        for a in game.cache.topo.areas.values()):
        return d.setup_code in area.codes
    return True


def home_areas(game: Game, uid: str) -> list[Area]:
    """The rear areas a unit may be placed in or enter (10.5)."""
    return [a for a in game.cache.topo.areas_of(game.units[uid].side)
            if may_enter_area(game, uid, a)]


def frozen(game: Game, state: GameState, uid: str) -> bool:
    """10.0: on turn 1 the units that set up in Romania may not move (nor rail, A-15);
    they may attack and advance."""
    return state.turn == 1 and game.units[uid].setup_code in game.cache.data.frozen_first_turn


def enemy_hexes(game: Game, state: GameState, side: str) -> set[Hex]:
    """Nodes holding units of the side's enemy."""
    enemy = game.enemy(side)
    return {u.hex for k, u in state.units.items()
            if u.status == ON_MAP and game.units[k].side == enemy}


def search(game: Game, state: GameState, uid: str, enemy_zoc: set[Hex] | None = None,
           blocked: set[Hex] | None = None) -> dict[Hex, tuple[float, Hex | None]]:
    """10.1–10.5, 9.4: every node ``uid`` may reach, with the path back. One hex per
    step; never into water, across an all-sea side, into an enemy unit or the enemy's
    rear area; stop on entering an enemy ZOC, a stopping terrain or the own rear area;
    never straight from one enemy-ZOC hex into another. A rear area is never in an enemy
    ZOC, so a unit leaving it may step straight into one."""
    topo = game.cache.topo
    side = game.units[uid].side
    if enemy_zoc is None:
        enemy_zoc = zoc_hexes(game, state, game.enemy(side))
    if blocked is None:
        blocked = enemy_hexes(game, state, side)
    start = state.units[uid].hex
    areas = {a.anchor: may_enter_area(game, uid, a) for a in topo.areas.values()}
    opened = topo.open

    def neighbors(h: Hex):
        return opened[h]

    def cost(a: Hex, b: Hex):
        if b in blocked or not areas.get(b, True):
            return None
        if a in enemy_zoc and b in enemy_zoc:
            return None
        return 1

    def stops(h: Hex) -> bool:
        return h in enemy_zoc or h in areas or stops_on_entering(game, uid, h)

    return reachable(start, movement_allowance(game, state, uid), neighbors, cost, stops)


def moves(game: Game, state: GameState, uid: str, mode: str,
          enemy_zoc: set[Hex] | None = None, blocked: set[Hex] | None = None) -> list[Move]:
    """One Move per node ``uid`` can end in (the shortest path to it)."""
    found = search(game, state, uid, enemy_zoc, blocked)
    start = state.units[uid].hex
    side = game.units[uid].side
    return [Move(side, uid, path_to(found, h), mode) for h in found if h != start]


def apply_move(ctx: Context, move: Move) -> None:
    """Carry out a move: control of every hex passed (4.2); into the own rear area the
    unit leaves the map (10.5)."""
    put(ctx, move.unit, move.to)
    control.enter(ctx, move.path, move.side)
    if ctx.game.cache.topo.is_area(move.to):
        leave_map(ctx, move.unit, "10.5")
