"""Zones of control (9.0)."""

from __future__ import annotations

import weakref

from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ON_MAP, GameState


def projects(game: Game, h: Hex | None, flagged: bool) -> bool:
    """9.1, 9.3: whether a unit standing in ``h`` (None: not on the map) has a ZOC. German
    units but the Romanians, Soviet tanks and Guards carry the ZOC flag (``flagged``: the
    scenario's ``zoc_flag``); a unit without it gains a ZOC while in a city; a unit in a
    swamp has none."""
    if h is None or game.board.terrain.get(h) == "swamp":
        return False
    return flagged or h in game.cache.cities


def zoc_hexes(game: Game, state: GameState, side: str) -> set[Hex]:
    """9.0–9.3, 10.5: the map hexes in ``side``'s ZOC. A unit projects into the six hexes
    around it, through any terrain (a swamp included) but not across an all-sea or
    all-lake hexside. A rear area holding at least one unit with a ZOC projects into
    every hex next to it. No ZOC reaches into a rear area."""
    into = _projections(game)
    flagged = _flagged(game)  # every position asks of every unit on the map
    out: set[Hex] = set()
    done: set[Hex] = set()
    for uid, u in state.units.items():
        if u.status != ON_MAP:
            continue
        own, flag = flagged[uid]
        h = u.hex
        if h is None or own != side or h in done or not projects(game, h, flag):
            continue
        done.add(h)
        out.update(into.get(h, ()))
    return out


#: Per game, each unit's side and whether it has the ZOC flag (9.1), read once.
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
