"""Limits on where particular units may go, applied to the moves ``moves`` lists (so they
hold whatever search found them): militia on their city's leash (17.3), the Soviet units
set up inside the South-West Front line held there through turn 2 (18.2); and where a
supply center may move in the start phase (13.1–13.3, 15.2a, Q&A)."""

from __future__ import annotations

from qtwargame.engine import paths
from qtwargame.engine.actions import Move
from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import GameState
from qtwargame.rules.shin_barbarossa import limits, militia, movement, moves
from qtwargame.rules.shin_barbarossa.facts import Facts


def militia_centers(f: Facts, state: GameState, uid: str) -> list[Hex]:
    """17.3: the city a militia unit was raised for (either, for one placed otherwise)."""
    home = state.data.get("militia_home", {}).get(uid)
    if home in f.st.places:
        return [f.st.places[home]]
    return [h for h in (f.st.moscow, f.st.leningrad) if h is not None]


def on_leash(f: Facts, state: GameState, uid: str, h: Hex) -> bool:
    """17.3: a militia unit never 3 or more hexes from its city (any other unit: True)."""
    if not f.game.units[uid].has("militia"):
        return True
    return militia.within_leash(h, militia_centers(f, state, uid), f.st.data.militia.leash)


def held_by_stalin(state: GameState, uid: str) -> bool:
    """18.2: set up inside the South-West Front line (recorded when the Soviet setup
    ends)."""
    return uid in state.data.get("stalin_line", ())


def destination_ok(game: Game, state: GameState, f: Facts, uid: str, h: Hex) -> bool:
    """17.3 and 18.2 for a move, retreat or advance of ``uid`` ending in ``h``."""
    if not on_leash(f, state, uid, h):
        return False
    if held_by_stalin(state, uid) and not limits.stalin_line_ok(h, f.st.sw_front, True, state.turn):
        return False
    return True


def keep(game: Game, state: GameState, f: Facts, actions):
    """The moves among ``actions`` that end where 17.3 and 18.2 allow (others pass)."""
    return [a for a in actions if not isinstance(a, Move) or a.mode == "overrun"
            or destination_ok(game, state, f, a.unit, a.to)]


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
