"""Searches on a board's hexes as the bits of one integer: one step of a whole search
frontier is then a few integer operations, where a search hex by hex hashes every hex it
meets. A game's fast supply and connection searches share these (Red Vengeance's supply
areas, ``dice_bucket.grid.BitBoard``; Shin Barbarossa's lines of communication,
``shin_barbarossa.topology.Layout``).

Hex ``i`` of a board is bit ``pos[i]`` (:func:`bit_positions`: by column, then row, with a
spare row so that no column's last hex touches the next column's first). On a regular hex
map a step to a neighbour adds one of a few fixed offsets to the bit, so a search's
``steps`` are ``(offset, mask)`` pairs: the offset, and the bits of the hexes that have a
neighbour at it."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from qtwargame.engine.hexgrid import Hex

Steps = tuple[tuple[int, int], ...]


def bit_positions(hexes: Sequence[Hex]) -> list[int]:
    """Each hex's bit (its ``q`` and ``r`` from the board's least, column by column)."""
    q0, r0 = min(h.q for h in hexes), min(h.r for h in hexes)
    height = max(h.r for h in hexes) - r0 + 2
    return [(h.q - q0) * height + (h.r - r0) for h in hexes]


def steps_of(pos: list[int], pairs: Iterable[tuple[int, int]]) -> Steps:
    """The ``steps`` of the neighbour pairs ``(i, j)`` (hex ``j`` one step from hex
    ``i``) on the bits ``pos``, by offset."""
    by: dict[int, int] = {}
    for i, j in pairs:
        d = pos[j] - pos[i]
        by[d] = by.get(d, 0) | 1 << pos[i]
    return tuple(sorted(by.items()))


def spread(front: int, steps: Steps) -> int:
    """Every bit one step (of ``steps``) from ``front``."""
    out = 0
    for d, m in steps:
        if d > 0:
            out |= (front & m) << d
        else:
            out |= (front & m) >> -d
    return out


class Flood:
    """A flood's answer (``seen``: every bit joined to ``start`` through ``free`` bits, by
    ``steps``) and the way it went: ``reached[k]`` is what it had reached after ``k``
    rounds (``reached[0]`` is ``start``, the last one ``seen``). Each bit of ``reached[k]``
    is joined to ``start`` through bits of ``reached[k]`` alone: what :func:`flood` keeps
    of it when the free bits change."""

    __slots__ = ("steps", "start", "free", "reached")

    def __init__(self, steps: Steps, start: int, free: int, reached: list[int]) -> None:
        self.steps, self.start, self.free, self.reached = steps, start, free, reached

    @property
    def seen(self) -> int:
        return self.reached[-1]


def flood(steps: Steps, start: int, free: int, base: Flood | None = None) -> Flood:
    """Every bit joined to ``start`` (bits of ``free``) through ``free`` bits, a round
    (one step of the whole frontier) at a time.

    ``base``, an earlier flood by the same steps (the same tuple) from the same start,
    saves the rounds that cannot have changed: its rounds before the first that reached a
    bit no longer free (all of them when none did). Each bit they reached is joined to the
    start through bits reached no later, all still free, so it is in the new answer; the
    flood goes on from all of them (a bit freed since may touch any), and its answer, the
    set joined to the start, is the one a flood from the start alone finds. A search's
    positions differ from one another in a few units, most of them far from where a
    supply path ends."""
    reached: list[int]
    if base is not None and base.steps is steps and base.start == start:
        old = base.reached
        lost = base.free & ~free
        if not lost & old[-1]:
            k = len(old)
        else:  # the first round that reached a lost bit (``reached`` only grows)
            lo, k = 0, len(old) - 1
            while lo < k:
                mid = (lo + k) // 2
                if old[mid] & lost:
                    k = mid
                else:
                    lo = mid + 1
        reached = old[:k]
    else:
        reached = []
    if not reached:
        reached.append(start)
    seen = reached[-1]
    rest = free & ~seen
    front = spread(seen, steps) & rest
    while front:
        seen |= front
        reached.append(seen)
        rest &= ~front
        out = 0  # spread(front, steps), written out: the loop's cost is these steps
        for d, m in steps:
            if d > 0:
                out |= (front & m) << d
            else:
                out |= (front & m) >> -d
        front = out & rest
    return Flood(steps, start, free, reached)
