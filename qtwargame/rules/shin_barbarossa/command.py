"""Command (7.2.1, 11.3.1c, 11.3.2, 11.4, Q&A): which Soviet units are in command and who
exerts anti-armour ZOC."""

from __future__ import annotations

from collections.abc import Collection, Iterable

from qtwargame.engine.board import Board
from qtwargame.engine.hexgrid import Hex
from qtwargame.rules.shin_barbarossa.lines import command_range, zoc


def in_command(board: Board, leaders: Iterable[tuple[Hex, int]], *, enemy_units: Collection[Hex],
               enemy_zoc: Collection[Hex], friends: Collection[Hex], frozen: bool = False) -> set[Hex]:
    """11.3.2, 11.4d: the hexes within the command range of a turned leader with its
    ability (``*`` leaders have none and are not given); across lake hexsides in frozen
    or snow weather (15.3, 15.4a)."""
    out: set[Hex] = set()
    for h, ability in leaders:
        out |= command_range(board, h, ability, enemy_units, enemy_zoc, friends, frozen)
    return out


def anti_armour_zoc(board: Board, soviet_units: Iterable[Hex], commanded: Collection[Hex],
                    leaders_able: Iterable[Hex], closed: Collection[str] = (),
                    frozen: bool = False) -> set[Hex]:
    """7.2.1, 11.3.1c, 11.4a, Q&A: Soviet units in command have anti-armour ZOC, and so
    does a leader of ability 1 or more, alone or not."""
    exerting = {h for h in soviet_units if h in commanded} | set(leaders_able)
    return zoc(board, exerting, closed, frozen)
