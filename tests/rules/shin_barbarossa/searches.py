"""The game's own searches (on the map's indices: ``topology``, ``reach.normal_reach``,
``supply.in_supply_ids``) asked with hexes, for the rule tests that give the zones, the
enemy and the sources as plain sets of hexes. Nothing here searches by itself: each
function turns hexes into indices, calls the production search and turns its answer back.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from qtwargame.engine.board import Board
from qtwargame.engine.hexgrid import Hex
from qtwargame.rules.shin_barbarossa import reach, supply, topology
from qtwargame.rules.shin_barbarossa.data import SbData

_TOPOS: dict[int, tuple[Board, topology.Topo]] = {}
_COSTS: dict[tuple, list] = {}


def topo(board: Board) -> topology.Topo:
    """The board's integer form (made once per board object)."""
    got = _TOPOS.get(id(board))
    if got is None or got[0] is not board:
        got = _TOPOS[id(board)] = (board, topology.Topo(board))
    return got[1]


def zoc(board: Board, exerting: Iterable[Hex], closed: Collection[str] = (),
        frozen: bool = False) -> set[Hex]:
    """7.0, 7.1.3, 15.3: ``topology.zoc`` (what ``Facts`` reads) of the units on ``exerting``."""
    t = topo(board)
    return t.to_hexes(topology.zoc(t, t.ids(exerting), closed, frozen))


def normal_reach(board: Board, data: SbData, m: reach.Mover, s: reach.Surroundings, start: Hex,
                 allowance: float) -> dict[Hex, float]:
    """8.1: ``reach.normal_reach`` (what ``moves`` runs) with the enemy of ``s``: the hexes
    the unit may end a normal move in, with their costs."""
    t = topo(board)
    key = (id(board), id(data), m.move_class, s.frozen, tuple(sorted(s.terrain_key.items())))
    costs = _COSTS.get(key)
    if costs is None:
        plain = reach.Mover(m.move_class)
        calm = reach.Surroundings(terrain_key=s.terrain_key, frozen=s.frozen)
        costs = _COSTS[key] = [tuple(reach.step_cost(board, data, plain, calm, t.hexes[i], t.hexes[j])
                                     for j in ns) for i, ns in enumerate(t.nbr)]
    dist, _ = reach.normal_reach(t, costs, m, t.index[start], allowance, zoc=t.ids(s.enemy_zoc),
                                 aa=t.ids(s.enemy_aa_zoc), river_zoc_only=t.ids(s.river_zoc_only),
                                 blocked=t.ids(s.enemy_units))
    return {t.hexes[i]: c for i, c in dist.items()}


def in_supply(static, sources: Iterable[Hex], *, enemy_units: Collection[Hex] = (),
              enemy_zoc: Collection[Hex] = (), friends: Collection[Hex] = (), budget: int = 8,
              strategic: bool = True, frozen: bool = False) -> set[Hex]:
    """12.2–12.4: ``supply.in_supply_ids`` (what ``Facts`` reads) from ``sources``, on the
    game's ``static`` (``game.cache``: its map and terrain costs)."""
    t = static.topo
    return t.to_hexes(supply.in_supply_ids(static, t.ids(sources), enemy_units=t.ids(enemy_units),
                                           enemy_zoc=t.ids(enemy_zoc), friends=t.ids(friends),
                                           budget=budget, strategic=strategic, frozen=frozen))
