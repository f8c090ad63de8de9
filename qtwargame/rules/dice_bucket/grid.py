"""Integer hexes for fast searches: breadth-first distances, a hex -> index grid, and the
hexes a setup code names."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass


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


@dataclass(frozen=True)
class Flooded:
    """One :func:`flood`'s answer with what it was asked on: the barred hexes, the hexes
    reached and their rim (the hexes next to them that they do not hold)."""

    barred: frozenset[int]
    reach: frozenset[int]
    rim: frozenset[int]


def flood_again(last: Flooded | None, starts, nbr, barred: frozenset[int],
                land=None) -> Flooded:
    """``flood(starts, nbr, barred, land)``, with ``last`` a flood from the same ``starts``
    through the same ``nbr`` and ``land`` under other barred hexes: its answer is the same
    when no hex barred now was reached then, and no hex open now but barred then is on its
    rim or a start. (What was reached is still joined to the starts, none of its hexes
    being barred now; and nothing beyond it can be reached, since every way out crosses
    its rim, whose hexes are barred or off the land as before.) A search's positions differ
    from one another in a few units, most of them far from where a supply path ends."""
    if last is not None:
        opened = last.barred - barred
        if (last.reach.isdisjoint(barred - last.barred) and opened.isdisjoint(last.rim)
                and opened.isdisjoint(starts)):
            return Flooded(barred, last.reach, last.rim)
    reach = flood(starts, nbr, barred, land)
    rim = frozenset({n for h in reach for n in nbr[h]}).difference(reach)
    return Flooded(barred, reach, rim)


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
