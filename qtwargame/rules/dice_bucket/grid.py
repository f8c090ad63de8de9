"""Integer hexes for fast searches: breadth-first distances, floods (on sets of hexes, or
on bit sets resumed from the last one), a hex -> index grid, and the hexes a setup code
names."""

from __future__ import annotations

from collections import deque


def bfs(starts, nbr, ok) -> list[int]:
    """Steps from the nearest of ``starts`` to every hex, through hexes ``ok`` accepts
    (10**6 where unreachable)."""
    big = 10 ** 6
    dist = [big] * len(nbr)
    q: deque[int] = deque()
    for s in starts:
        dist[s] = 0
        q.append(s)
    while q:
        h = q.popleft()
        for n in nbr[h]:
            if dist[n] == big and ok(n):
                dist[n] = dist[h] + 1
                q.append(n)
    return dist


def flood(starts, nbr, barred, land=None) -> frozenset[int]:
    """The hexes joined to ``starts`` through ``nbr`` (neighbours, or rail lines), never
    entering a hex in ``barred`` nor, given ``land``, one where ``land`` is false; a start
    counts only where it could be entered (DR 5.0's rail line, RV 5.1's path)."""
    seen = {s for s in starts if s not in barred and (land is None or land[s])}
    q: deque[int] = deque(seen)
    while q:
        h = q.popleft()
        for n in nbr[h]:
            if n not in seen and n not in barred and (land is None or land[n]):
                seen.add(n)
                q.append(n)
    return frozenset(seen)


class BitBoard:
    """A board's hex indices as the bits of one integer, so that one step of a whole
    search frontier is a few integer operations (Shin Barbarossa's ``topology.Layout``
    does the same): hex ``i`` is bit ``pos[i]`` (by column ``q``, then row ``r``), and a
    step to a neighbour in ``nbr`` adds one of a few fixed offsets to the bit. ``steps``
    holds each offset with the bits of the hexes that have a neighbour at it."""

    def __init__(self, hexes, nbr) -> None:
        q0, r0 = min(h.q for h in hexes), min(h.r for h in hexes)
        height = max(h.r for h in hexes) - r0 + 2
        self.pos: list[int] = [(h.q - q0) * height + (h.r - r0) for h in hexes]
        self.bit: list[int] = [1 << p for p in self.pos]
        by: dict[int, int] = {}
        for i, ns in enumerate(nbr):
            for j in ns:
                d = self.pos[j] - self.pos[i]
                by[d] = by.get(d, 0) | self.bit[i]
        self.steps: tuple[tuple[int, int], ...] = tuple(sorted(by.items()))

    def of(self, ids) -> int:
        """The bit set of the hexes ``ids``."""
        bit = self.bit
        out = 0
        for i in ids:
            out |= bit[i]
        return out

    def has(self, x: int, i: int) -> bool:
        """Whether the bit set ``x`` holds hex ``i``."""
        return bool(x >> self.pos[i] & 1)

    def spread(self, front: int) -> int:
        """Every bit one step from ``front``."""
        out = 0
        for d, m in self.steps:
            if d > 0:
                out |= (front & m) << d
            else:
                out |= (front & m) >> -d
        return out


class BitFlood:
    """A bit-set flood's answer (``seen``: every bit joined to ``start`` through ``free``
    bits) and the way it went: ``reached[k]`` is what it had reached after ``k`` rounds
    (``reached[0]`` is ``start``, the last one ``seen``). Each bit of ``reached[k]`` is
    joined to ``start`` through bits of ``reached[k]`` alone: what :func:`flood_bits`
    keeps of it when the free bits change."""

    __slots__ = ("board", "start", "free", "reached")

    def __init__(self, board: BitBoard, start: int, free: int, reached: list[int]) -> None:
        self.board, self.start, self.free, self.reached = board, start, free, reached

    @property
    def seen(self) -> int:
        return self.reached[-1]


def flood_bits(board: BitBoard, start: int, free: int, base: BitFlood | None = None) -> BitFlood:
    """:func:`flood` on bit sets: every bit joined to ``start`` (bits of ``free``) through
    ``free`` bits, a round (one step of the whole frontier) at a time.

    ``base``, an earlier flood on the same board from the same start, saves the rounds
    that cannot have changed: its rounds before the first that reached a bit no longer
    free (all of them when none did). Each bit they reached is joined to the start through
    bits reached no later, all still free, so it is in the new answer; the flood goes on
    from all of them (a bit freed since may touch any), and its answer, the set joined to
    the start, is the one a flood from the start alone finds. A search's positions differ
    from one another in a few units, most of them far from where a supply path ends."""
    reached: list[int]
    if base is not None and base.board is board and base.start == start:
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
    steps = board.steps
    seen = reached[-1]
    rest = free & ~seen
    front = board.spread(seen) & rest
    while front:
        seen |= front
        reached.append(seen)
        rest &= ~front
        out = 0  # board.spread(front), written out: the loop's cost is these steps
        for d, m in steps:
            if d > 0:
                out |= (front & m) << d
            else:
                out |= (front & m) >> -d
        front = out & rest
    return BitFlood(board, start, free, reached)


def index_grid(hexes) -> tuple[int, int, list[list[int]]]:
    """``(qmin, rmin, qgrid)`` with ``qgrid[q - qmin][r - rmin]`` the index of each hex
    (-1 off the map): hex -> index without hashing a Hex."""
    qmin, qmax = min(h.q for h in hexes), max(h.q for h in hexes)
    rmin, rmax = min(h.r for h in hexes), max(h.r for h in hexes)
    qgrid = [[-1] * (rmax - rmin + 1) for _ in range(qmax - qmin + 1)]
    for i, h in enumerate(hexes):
        qgrid[h.q - qmin][h.r - rmin] = i
    return qmin, rmin, qgrid


def code_hexes(game, code: str) -> frozenset[int]:
    """The hexes a setup code allows (its region, or its hex list; none for an unknown
    code), kept for the game (DR 3.1, 3.2; RV 3.2-3.4)."""
    t = game.cache
    memo = t.memo.setdefault("code_hexes", {})
    if code not in memo:
        spec = next((c for c in game.scenario.setup_codes if c.code == code), None)
        if spec is None:
            memo[code] = frozenset()
        elif spec.region:
            memo[code] = t.regions.get(spec.region, frozenset())
        else:
            memo[code] = frozenset(t.idx[game.hex(x)] for x in spec.hexes)
    return memo[code]
