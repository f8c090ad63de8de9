"""Militia on their city's leash after a combat (17.3: the moves hold them on it along
every route, ``moves.route_limits``), and where a supply center may move in the start
phase (13.1–13.3, 15.2a, Q&A)."""

from __future__ import annotations

from qtwargame.engine import paths
from qtwargame.engine.actions import Move
from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import GameState
from qtwargame.rules.shin_barbarossa import militia, movement, moves
from qtwargame.rules.shin_barbarossa.facts import Facts


def on_leash(f: Facts, state: GameState, uid: str, h: Hex) -> bool:
    """17.3: a militia unit never 3 or more hexes from its city (any other unit: True);
    asked of the hex a retreat or an advance ends in (moves hold every hex of a route to
    it, ``moves.route_limits``)."""
    if not f.game.units[uid].has("militia"):
        return True
    return militia.within_leash(h, moves.militia_centers(f, state, uid), f.st.data.militia.leash)


def supply_center_moves(game: Game, state: GameState, f: Facts, uid: str) -> tuple[Move, ...]:
    """13.1–13.3, Q&A: in the start phase a supply center moves 8 (halved in mud and snow
    like every Axis allowance, 15.2a, 15.4b) at mechanized costs, or by strategic movement
    (13.2), to a city or town (13.3; it may pass other hexes on the way and end in a city
    or town the enemy controls, Q&A), one supply center or leader a hex (6.2); into enemy
    ZOC only where a friendly combat unit stands (Q&A, 13.5)."""
    side = game.units[uid].side
    budget = movement.allowance(f.st.data.supply_center_moves, mud=f.mud(), axis_in_snow=f.snow())

    def make() -> tuple[Move, ...]:
        found = moves.normal_found(game, state, f, uid, budget)
        return tuple(Move(side, uid, paths.path_to(found, h), "normal")
                     for h in sorted(found, key=game.label)
                     if h != f.pos[uid] and h in game.board.cities)

    found = moves.cached(game, moves.unit_key(game, state, f, uid, ("centers", budget)), make)
    normal = {m.to for m in found}
    found += tuple(m for m in moves.strategic_moves(game, state, f, uid) if m.to not in normal)
    enemy_zoc = f.zoc[f.enemy(side)]
    friends = f.combat_hexes[side]
    return tuple(m for m in found if f.room(m.to, side, "supply") > 0
                 and (m.to not in enemy_zoc or m.to in friends))
