"""Where some units may not go (8.1.5, 16.1, 16.4.1, 16.5.1–16.5.2, 18.2, Q&A): each a
test of one hex. Each rule forbids entering (or moving across into) its ground, so
``moves.route_limits`` asks it of every hex a route enters, not only the last."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from typing import TypeVar

from qtwargame.engine.board import Board
from qtwargame.engine.hexgrid import Hex

T = TypeVar("T")


def soviet_depth(h: T, neighbours: Callable[[T], Iterable[T]], inside: Callable[[T], bool],
                 cap: int | None = None) -> int:
    """8.1.5: how deep ``h`` lies in Axis territory (``inside`` says which places are in
    it): 0 outside it, 1 on a place touching other ground, 2 or more beyond (Soviet units
    may not go 2 deep). With ``cap`` the count stops there (``cap`` means "that deep or
    more"). Works on hexes or on the map's indices alike (``neighbours`` of each)."""
    if not inside(h):
        return 0
    depth, frontier, seen = 1, {h}, {h}
    while frontier and (cap is None or depth < cap):
        if any(not inside(n) for x in frontier for n in neighbours(x)):
            return depth
        frontier = {n for x in frontier for n in neighbours(x) if n not in seen}
        seen |= frontier
        depth += 1
    return depth


def allied_row_ok(board: Board, h: Hex, row_limit: int = 26) -> bool:
    """16.1: Axis allies (but the Finns, Q&A) never enter row 26 or any row north of it."""
    return board.grid.to_offset(h).row > row_limit


def romanian_ok(h: Hex, zone: Collection[Hex], odessa_taken: bool) -> bool:
    """16.4.1: Romanians stay behind the Romanian invade border until the Axis takes
    Odessa."""
    return odessa_taken or h in zone


def finn_ok(h: Hex, finland: Collection[Hex], released: bool) -> bool:
    """16.5.1: before release Finns neither move nor attack across the Finnish invade
    border (their ZOC stops there too: ``lines.zoc`` with the feature closed)."""
    return released or h in finland


def stalin_line_ok(h: Hex, inside: Collection[Hex], started_inside: bool, turn: int) -> bool:
    """18.2: Soviet units set up inside the South-West Front retreat line do not leave it
    through turn 2 (read: units that set up inside, while they stay inside)."""
    return turn > 2 or not started_inside or h in inside
