"""Rebuilding rifle corps (5.4.1a, 11.3.3, 11.5, Q&A): a turned leader's ability in rifle-
corps steps, restored to reduced corps in range or reviving eliminated ones drawn blind."""

from __future__ import annotations

from collections.abc import Collection, Iterable

from qtwargame.engine.board import Board
from qtwargame.engine.hexgrid import Hex

#: 11.5.5: never restored or revived.
NEVER = frozenset({"far_east", "tank", "cavalry", "militia"})


def rebuildable(type_tags: Iterable[str], type_id: str) -> bool:
    """11.5.1, 11.5.5: rifle corps only; Far East corps, tanks, cavalry and militia never."""
    tags = set(type_tags) | {type_id}
    return "rifle" in tags and not tags & NEVER


def revived_side(points: int, single_step: bool) -> str:
    """11.5.2, Q&A: one point revives a corps reduced, two at full strength. The corps is
    drawn blind; one whose back is ``*`` (a single-step corps) revived reduced has no such
    side and is removed at once: the point is spent for nothing."""
    if points not in (1, 2):
        raise ValueError("a revival uses 1 or 2 points")
    if points == 1:
        return "removed" if single_step else "reduced"
    return "full"


def placement_hexes(board: Board, commanded: Collection[Hex], *, enemy_zoc: Collection[Hex],
                    friends: Collection[Hex], enemy_units: Collection[Hex], enterable: Collection[Hex],
                    room: dict[Hex, int]) -> list[Hex]:
    """11.5.3, 11.5.4: a revived corps appears in the leader's command range, not in enemy
    ZOC without a friend, not in terrain it may not enter, not over the stacking limit."""
    out = [h for h in commanded
           if h not in enemy_units and h in enterable and (h not in enemy_zoc or h in friends)
           and room.get(h, 2) > 0]
    return sorted(out, key=board.label)
