"""Integer hexes for fast searches: breadth-first distances and a hex -> index grid."""

from __future__ import annotations

from collections import deque


def bfs(starts, nbr, ok) -> list[int]:
    """Steps from the nearest of ``starts`` to every hex, through hexes ``ok`` accepts
    (10**6 where unreachable)."""
    big = 10 ** 6
    dist = [big] * len(nbr)
    q = deque()
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


def index_grid(hexes) -> tuple[int, int, list[list[int]]]:
    """``(qmin, rmin, qgrid)`` with ``qgrid[q - qmin][r - rmin]`` the index of each hex
    (-1 off the map): hex -> index without hashing a Hex."""
    qmin, qmax = min(h.q for h in hexes), max(h.q for h in hexes)
    rmin, rmax = min(h.r for h in hexes), max(h.r for h in hexes)
    qgrid = [[-1] * (rmax - rmin + 1) for _ in range(qmax - qmin + 1)]
    for i, h in enumerate(hexes):
        qgrid[h.q - qmin][h.r - rmin] = i
    return qmin, rmin, qgrid
