"""Carrying out a combat result (10.5–10.7, 6.5, 9.9, 13.6): whose steps go first, where
a retreat may go, and where the winner may advance.

Pure functions over the board: the caller says which steps each unit has lost, which hexes
hold enemies or friends, which are in enemy ZOC, where stacking leaves room and which steps
the mover's terrain allows.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping

from qtwargame.engine.board import Board
from qtwargame.engine.hexgrid import Hex
from qtwargame.rules.shin_barbarossa.lines import water

#: ``can_enter(a, b)``: whether the unit may step from ``a`` into ``b`` at all (terrain it
#: may enter, or along a road, 10.6.5, 10.7.4).
Step = Callable[[Hex, Hex], bool]


def next_loss(lost: Mapping[str, int], steps: Mapping[str, int]) -> list[str]:
    """10.5.2: the units that may take the next step loss: those that have lost none while
    any such is left, else any unit with a step left. The owner picks among them.
    ``lost`` counts every step a unit has lost, before this combat as well as in it;
    ``steps`` its steps at full strength."""
    alive = [u for u in sorted(lost) if lost[u] < steps[u]]
    fresh = [u for u in alive if lost[u] == 0]
    return fresh or alive


def retreat_paths(board: Board, start: Hex, can_enter: Step, *, enemy_units: Collection[Hex],
                  enemy_zoc: Collection[Hex], friends: Collection[Hex], room: Callable[[Hex], bool],
                  length: int = 2, frozen: bool = False) -> list[tuple[Hex, ...]]:
    """10.6.2–10.6.7, 6.5: every retreat the owner may choose, as the hexes entered. Each
    step ends farther from the starting hex; the retreat ends ``length`` hexes away, or
    farther while the hex reached has no room under the stacking limit; never into an
    enemy unit, an enemy ZOC without a friend (10.6.4), terrain the unit may not enter but
    along a road (10.6.5), off the map or across water (lake hexsides open when
    ``frozen``, 15.3, 15.4a). Empty: the unit is eliminated."""
    shut = water(frozen)
    out: list[tuple[Hex, ...]] = []
    frontier: list[tuple[Hex, ...]] = [()]
    limit = max(len(board.hexes), length)
    for depth in range(1, limit + 1):
        grown: list[tuple[Hex, ...]] = []
        for path in frontier:
            here = path[-1] if path else start
            for n in board.neighbors(here):
                if n.distance(start) != depth or n in path:
                    continue
                if n in enemy_units or board.terrain.get(n) in ("sea", "lake"):
                    continue
                if board.features(here, n) & shut or not can_enter(here, n):
                    continue
                if n in enemy_zoc and n not in friends:
                    continue
                grown.append(path + (n,))
        if not grown:
            return out
        if depth > length:
            # Past the normal length only the end matters for the next hex: one path per
            # hex keeps the search small.
            ends: dict[Hex, tuple[Hex, ...]] = {}
            for p in sorted(grown, key=lambda p: [board.label(h) for h in p]):
                ends.setdefault(p[-1], p)
            grown = list(ends.values())
        if depth >= length:
            done = [p for p in grown if room(p[-1])]
            if done:
                return sorted(done, key=lambda p: [board.label(h) for h in p])
        frontier = grown
    return out


def advance_hexes(board: Board, attacked: Hex, can_enter: Step, *, defenders_eliminated: bool,
                  overrun: bool, enemy_units: Collection[Hex], frozen: bool = False
                  ) -> list[tuple[Hex, ...]]:
    """10.7.1, 10.7.3–10.7.6, 9.9: after the defenders are eliminated the attacker may
    enter their hex and one hex more; after a retreat only their hex; after an overrun
    nothing. Enemy ZOC is ignored; terrain the unit may not enter only along a road."""
    if overrun:
        return []
    out: list[tuple[Hex, ...]] = [(attacked,)]
    if defenders_eliminated:
        for n in board.neighbors(attacked):
            if n in enemy_units or board.terrain.get(n) in ("sea", "lake"):
                continue
            if board.features(attacked, n) & water(frozen) or not can_enter(attacked, n):
                continue
            out.append((attacked, n))
    return out
