"""Integer hexes for fast searches: breadth-first distances, floods on sets of hexes, a
board as bit sets (its floods, resumed from the last one, are ``engine.bitflood``'s), a
hex -> index grid, and the hexes a setup code names."""

from __future__ import annotations

from collections import deque

from qtwargame.engine.bitflood import Steps, bit_positions, steps_of


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
    """A board's hex indices as the bits of one integer (``engine.bitflood``): hex ``i``
    is bit ``pos[i]`` (``bit[i]`` is ``1 << pos[i]``), and ``steps`` are the board's
    neighbour steps ``nbr`` as ``bitflood`` takes them, so that one step of a whole search
    frontier is a few integer operations (``bitflood.flood`` floods, resumed from the last
    one)."""

    def __init__(self, hexes, nbr) -> None:
        self.pos: list[int] = bit_positions(hexes)
        self.bit: list[int] = [1 << p for p in self.pos]
        self.steps: Steps = steps_of(self.pos, ((i, j) for i, ns in enumerate(nbr) for j in ns))

    def of(self, ids) -> int:
        """The bit set of the hexes ``ids``."""
        bit = self.bit
        out = 0
        for i in ids:
            out |= bit[i]
        return out


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
