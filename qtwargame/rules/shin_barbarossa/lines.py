"""Zones of control, lines of communication and command ranges over the board (2.4.1, 4.1–4.4,
7.0, 7.1.3–7.1.5, 11.3.2, 16.5.1, Q&A on lakes and the Kerch strait).

The functions take the board and the hexes that matter (who stands where) as plain values,
so that the code reading a game state, the tests and the bots can all ask them. Zones of
control themselves are searched on the map's indices (``topology.zoc``, read by ``Facts``).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Collection, Mapping

from qtwargame.engine.board import Board
from qtwargame.engine.hexgrid import Hex

#: 7.1.3 and Q&A: no ZOC across sea or lake hexsides, nor across the Kerch strait (its
#: only crossing is by rail). LOC, supply and command do not cross them either (4.2, Q&A).
WATER = frozenset({"sea", "lake", "strait"})
#: 15.3, 15.4a: frozen ground and snow take the lakes' terrain effects away, so a lake
#: hexside closes nothing then; sea hexsides and the Kerch strait stay closed.
ICE = frozenset({"sea", "strait"})


def water(frozen: bool = False) -> frozenset[str]:
    """The hexside features no unit, zone or line crosses: sea, lake and the Kerch strait;
    in frozen or snow weather (15.3, 15.4a) lakes no longer count."""
    return ICE if frozen else WATER


def _open(board: Board, a: Hex, b: Hex, closed: Collection[str], frozen: bool = False) -> bool:
    if board.terrain.get(b) in ("sea", "lake"):
        return False
    f = board.features(a, b)
    return not (f & water(frozen) or f & set(closed))


def passable(h: Hex, enemy_units: Collection[Hex], enemy_zoc: Collection[Hex],
             friends: Collection[Hex]) -> bool:
    """4.2, 7.1.4, 7.1.5: a line passes a hex without enemy units, and an enemy-ZOC hex only
    where a friendly unit stands."""
    return h not in enemy_units and (h not in enemy_zoc or h in friends)


def command_range(board: Board, leader: Hex, ability: int, enemy_units: Collection[Hex],
                  enemy_zoc: Collection[Hex], friends: Collection[Hex], frozen: bool = False) -> set[Hex]:
    """11.3.2, 7.1.4, 7.1.5, Q&A: the hexes within ``ability`` hexes of the leader (0: its
    own hex) reached through passable hexes (an enemy-ZOC hex only where a friend stands),
    never across water or the Kerch strait (lakes open in frozen or snow weather, 15.3)."""
    seen = {leader: 0}
    queue = deque([leader])
    while queue:
        h = queue.popleft()
        if seen[h] == ability:
            continue
        for n in board.neighbors(h):
            if (n not in seen and _open(board, h, n, (), frozen)
                    and passable(n, enemy_units, enemy_zoc, friends)):
                seen[n] = seen[h] + 1
                queue.append(n)
    return set(seen)


def sources(board: Board, side: str, control: Mapping[Hex, str], *, axis: str = "axis",
            leningrad_axis_source: bool = False) -> set[Hex]:
    """4.3, 4.4, 12.5: the Axis traces to the west edge (Romania included) and Helsinki,
    and to Leningrad from the turn after it takes it; the Soviets to the east-edge rail
    hexes and to Leningrad, Odessa and Sevastopol while they hold them."""
    out: set[Hex] = set()
    if side == axis:
        out |= board.edge(side)
        out |= {h for h, c in board.cities.items() if "axis_source" in c.tags}
        if leningrad_axis_source:
            out |= {h for h, c in board.cities.items() if "axis_source_when_held" in c.tags
                    and control.get(h) == side}
    else:
        out |= {h for h in board.edge(side) if board.has_rail(h)}
        out |= {h for h, c in board.cities.items() if "soviet_source" in c.tags
                and control.get(h) == side}
    return out
