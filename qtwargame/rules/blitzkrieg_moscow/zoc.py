"""Zones of control (9.0)."""

from __future__ import annotations

import weakref

from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ON_MAP, GameState


def has_zoc(game: Game, state: GameState, uid: str) -> bool:
    """9.1, 9.3: German units but the Romanians, Soviet tanks and Guards have a ZOC
    (the ``zoc`` flag). A unit without one gains one while it is in a city. A unit in a
    swamp has none."""
    h = state.units[uid].hex
    board = game.board
    if h is None:
        return False
    if board.terrain.get(h) == "swamp":
        return False
    return game.units[uid].has(game.cache.data.zoc_flag) or h in game.cache.cities


def zoc_hexes(game: Game, state: GameState, side: str) -> set[Hex]:
    """9.0–9.3, 10.5: the map hexes in ``side``'s ZOC. A unit projects into the six hexes
    around it, through any terrain (a swamp included) but not across an all-sea or
    all-lake hexside. A rear area holding at least one unit with a ZOC projects into
    every hex next to it. No ZOC reaches into a rear area."""
    into = _projections(game)
    flagged = _flagged(game)
    terrain, cities = game.board.terrain, game.cache.cities
    out: set[Hex] = set()
    done: set[Hex] = set()
    for uid, u in state.units.items():
        if u.status != ON_MAP:
            continue
        own, flag = flagged[uid]
        h = u.hex
        if own != side or h in done:
            continue
        # has_zoc, with the unit's side and flag read once for the game
        if h is None or terrain.get(h) == "swamp" or not (flag or h in cities):
            continue
        done.add(h)
        out.update(into.get(h, ()))
    return out


#: Per game, each unit's side and whether it has the ZOC flag (9.1), as :func:`has_zoc`
#: reads them: :func:`zoc_hexes` asks them of every unit on the map at every position.
_FLAGGED: weakref.WeakKeyDictionary[Game, dict[str, tuple[str, bool]]] = weakref.WeakKeyDictionary()


def _flagged(game: Game) -> dict[str, tuple[str, bool]]:
    got = _FLAGGED.get(game)
    if got is None:
        flag = game.cache.data.zoc_flag
        got = _FLAGGED[game] = {uid: (d.side, d.has(flag)) for uid, d in game.units.items()}
    return got


#: Per game, the hexes a ZOC projects into from each node (the map's, built once).
_INTO: weakref.WeakKeyDictionary[Game, dict[Hex, tuple[Hex, ...]]] = weakref.WeakKeyDictionary()


def _projections(game: Game) -> dict[Hex, tuple[Hex, ...]]:
    """9.2, 9.3, 10.5: for every node, the map hexes next to it that are not across an
    all-sea or all-lake hexside (a rear area's anchor: those next to the area)."""
    got = _INTO.get(game)
    if got is None:
        topo = game.cache.topo
        got = _INTO[game] = {h: tuple(n for n in topo.neighbors(h)
                                      if not topo.is_area(n) and topo.crossable(h, n))
                             for h in topo.nodes}
    return got
