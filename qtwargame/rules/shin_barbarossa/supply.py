"""Axis supply (12.0–12.4, 13.4, 15.2b, 15.4c, 15.5b, Q&A): a unit is in supply when a source
lies within 8 movement points counted at mechanized costs, strategic rates allowed between
hexes outside enemy ZOC, through enemy ZOC only where a friend stands (at normal cost).

Counting is done outward from the sources (Axis-territory hexes and the supply centers that
trace a LOC to them), so one search answers for every unit of the side.
"""

from __future__ import annotations

import heapq
from collections.abc import Collection

from qtwargame.engine.hexgrid import Hex
from qtwargame.rules.shin_barbarossa.data import SbData


def supply_range(data: SbData, *, mud: bool = False, snow: bool = False) -> int:
    """12.2, 15.2b, 15.4c: 8 MP, halved in mud and in snow."""
    return data.supply_range // 2 if (mud or snow) else data.supply_range


def in_supply_ids(st, sources: Collection[int], *, enemy_units: Collection[int],
                  enemy_zoc: Collection[int], friends: Collection[int], budget: int,
                  strategic: bool = True, frozen: bool = False) -> set[int]:
    """12.2–12.4: every index within ``budget`` supply points of a source (``st`` is the
    game's ``facts.Static``). A step costs what a mechanized unit pays to enter (NE terrain
    only along a road, so infantry in a forest off the roads is out of supply, Q&A;
    ``Static.supply_costs``, looked up once a game); along a road from a hex outside enemy
    ZOC into a hex outside it, the strategic rate (½) when ``strategic`` (not in spring,
    15.5b); an enemy-ZOC hex only where a friend stands; never through enemy units or
    across water (a lake hexside is open when ``frozen``, 15.3, 15.4a)."""
    t = st.topo
    costs = st.supply_costs(frozen)
    half = st.data.terrain_effects.strategic_cost
    zoc = set(enemy_zoc)
    blocked = set(enemy_units) | (zoc - set(friends))
    nbr, road = t.nbr, t.road

    def steps(here: int):
        out = []
        here_free = here not in zoc
        for b, c, r in zip(nbr[here], costs[here], road[here]):
            if c is None or b in blocked:
                continue
            if strategic and r and here_free and b not in zoc:
                c = half
            out.append((b, c))
        return out

    return _search(sources, steps, budget, lambda s: True)


def _search(sources, steps, budget, on_map) -> set:
    """One Dijkstra from every source at once within ``budget``: ``steps(here)`` gives
    (next, cost) of each allowed step. Every place reached, whatever the order of the
    sources (the distances are the shortest ones)."""
    best: dict = {}
    heap: list[tuple[float, int, Hex]] = []
    for i, s in enumerate(sources):
        if on_map(s) and best.get(s, 1.0) > 0:
            best[s] = 0.0
            heap.append((0.0, i, s))
    heapq.heapify(heap)
    counter = len(heap)
    while heap:
        spent, _, here = heapq.heappop(heap)
        if spent > best[here]:
            continue
        for nxt, c in steps(here):
            total = spent + c
            if total > budget:
                continue
            if total < best.get(nxt, budget + 1):
                best[nxt] = total
                heapq.heappush(heap, (total, counter, nxt))
                counter += 1
    return set(best)
