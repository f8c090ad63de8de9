"""Who must attack (10.2, 10.2.1, 10.3.5, Q&A): Soviet combat units attack every adjacent
Axis unit, except across an unfrozen river (a road over it makes no difference, Q&A) and
except Finns."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from qtwargame.engine.board import Board
from qtwargame.engine.hexgrid import Hex
from qtwargame.rules.shin_barbarossa.lines import water


def must_attack(board: Board, soviet_hexes: Iterable[Hex], axis_nations: Mapping[Hex, set[str]], *,
                rivers_frozen: bool = False) -> dict[Hex, set[Hex]]:
    """10.2.1: for each Soviet hex, the Axis hexes its units must attack: adjacent, not
    across water (10.0; a lake hexside is no water when frozen, 15.3, 15.4a), not across an
    unfrozen river, not holding only Finns. Soviets in
    cities must attack too (Q&A)."""
    out: dict[Hex, set[Hex]] = {}
    for s in soviet_hexes:
        owed = set()
        for n in board.neighbors(s):
            nations = axis_nations.get(n)
            if not nations or nations <= {"finnish"}:
                continue
            f = board.features(s, n)
            if f & water(rivers_frozen) or ("river" in f and not rivers_frozen):
                continue
            owed.add(n)
        if owed:
            out[s] = owed
    return out
