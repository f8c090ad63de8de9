"""Axis supply (12.0–12.4, 13.4, 15.2b, 15.4c, 15.5b, Q&A): a unit is in supply when a source
lies within 8 movement points counted at mechanized costs, strategic rates allowed between
hexes outside enemy ZOC, through enemy ZOC only where a friend stands (at normal cost).

Counting is done outward from the sources (Axis-territory hexes and the supply centers that
trace a LOC to them), so one search answers for every unit of the side.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Collection
from dataclasses import dataclass

from qtwargame.engine.hexgrid import Hex
from qtwargame.rules.shin_barbarossa import topology
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
    plan = _plan(st, frozen)
    if plan is not None:
        lay = topology.layout(t)
        return lay.ids(_reach_bits(lay, plan, lay.bits(sources), lay.bits(enemy_units),
                                   lay.bits(enemy_zoc), lay.bits(friends), budget, strategic))
    return _by_hex(st, sources, enemy_units=enemy_units, enemy_zoc=enemy_zoc, friends=friends,
                   budget=budget, strategic=strategic, frozen=frozen)


def in_supply_bits(st, sources: int, *, enemy_units: int, enemy_zoc: int, friends: int,
                   budget: int, strategic: bool = True, frozen: bool = False) -> int | None:
    """:func:`in_supply_ids` given and answered as bit sets (``topology.Layout``); None
    when the count is made hex by hex (``_plan`` is None), where ``in_supply_ids`` is
    asked."""
    plan = _plan(st, frozen)
    if plan is None:
        return None
    return _reach_bits(topology.layout(st.topo), plan, sources, enemy_units, enemy_zoc,
                       friends, budget, strategic)


def _by_hex(st, sources: Collection[int], *, enemy_units: Collection[int], enemy_zoc: Collection[int],
            friends: Collection[int], budget: int, strategic: bool = True, frozen: bool = False) -> set[int]:
    """:func:`in_supply_ids` one hex at a time (a Dijkstra)."""
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


#: The step costs the bit-set count handles: multiples of a quarter point (exact in binary
#: floating point, as the hex-by-hex count adds them).
_QUARTERS = 4


@dataclass(frozen=True)
class _Plan:
    """The supply count's steps as bit sets (``topology.Layout``): ``unit`` is the largest
    cost dividing every step cost and the strategic rate; ``normal`` is, for each cost in
    units, the steps of that cost (``Layout.steps``), ``road`` the steps along a road (by
    offset, as a dict) with their cost in units, ``half`` the strategic rate in units."""

    unit: float
    normal: tuple[tuple[int, tuple[tuple[int, int], ...]], ...]
    road: tuple[tuple[int, int, int], ...]
    half: int


def _plan(st, frozen: bool) -> _Plan | None:
    """The bit-set form of ``st.supply_costs(frozen)`` (kept in the map's tables); None
    when the map or the costs do not lend themselves to it (the count is then made hex
    by hex: a step offset too many, a cost of 0 or not a multiple of a quarter point)."""
    t = st.topo
    half = st.data.terrain_effects.strategic_cost
    key = ("supply_plan", frozen, half)
    if key in t.tables:
        return t.tables[key]
    t.tables[key] = None
    lay = topology.layout(t)
    costs = st.supply_costs(frozen)
    quarters = {c * _QUARTERS for cs in costs for c in cs if c is not None} | {half * _QUARTERS}
    if topology.open_steps(t, frozen) is None or any(q <= 0 or q != int(q) for q in quarters):
        return None
    unit_q = math.gcd(*(int(q) for q in quarters))
    units = {c: int(c * _QUARTERS) // unit_q for cs in costs for c in cs if c is not None}
    normal: list[tuple[int, tuple[tuple[int, int], ...]]] = []
    for c in sorted(units):
        steps = lay.steps((i, j) for i, (ns, cs, rs) in enumerate(zip(t.nbr, costs, t.road))
                          for j, k, r in zip(ns, cs, rs) if k == c and not r)
        if steps is None:
            return None
        normal.append((units[c], steps))
    road: list[tuple[int, int, int]] = []
    for c in sorted(units):
        steps = lay.steps((i, j) for i, (ns, cs, rs) in enumerate(zip(t.nbr, costs, t.road))
                          for j, k, r in zip(ns, cs, rs) if k == c and r)
        if steps is None:
            return None
        road.extend((d, m, units[c]) for d, m in steps)
    plan = t.tables[key] = _Plan(unit_q / _QUARTERS, tuple(normal), tuple(road),
                                 int(half * _QUARTERS) // unit_q)
    return plan


def _shift(x: int, d: int) -> int:
    return x << d if d > 0 else x >> -d


def _reach_bits(lay, plan: _Plan, sources: int, enemy_units: int, enemy_zoc: int,
                friends: int, budget: int, strategic: bool) -> int:
    """:func:`in_supply_ids` on bit sets (the sources, enemy units, enemy ZOC and friends
    given as ``Layout`` bit sets, the answer one): the places reached, by the cost (in
    ``plan.unit``) of the cheapest way there, every place of one cost stepping on at
    once. A step along a road from a hex outside enemy ZOC into a hex outside it costs
    ``plan.half`` when ``strategic``; every other step its ``plan.normal`` cost; none
    enters an enemy unit or an enemy-ZOC hex without a friend (the sources are counted
    whatever stands there, as the hex-by-hex count does)."""
    zoc = enemy_zoc
    ok = lay.everything & ~(enemy_units | (zoc & ~friends))
    last = int(budget // plan.unit)
    by_cost = [0] * (last + 1)
    by_cost[0] = sources
    free = ~zoc
    done = 0
    for k in range(last + 1):
        front = by_cost[k] & ~done
        if not front:
            continue
        done |= front
        for c, steps in plan.normal:
            if k + c <= last:
                got = 0
                for d, m in steps:
                    got |= _shift(front & m, d)
                by_cost[k + c] |= got & ok
        # along a road: from outside enemy ZOC into a hex outside it at the strategic
        # rate when ``strategic``, every other road step at its normal cost
        fast = front & free if strategic else 0
        slow = front & ~fast
        for d, m, c in plan.road:
            if k + c <= last:
                by_cost[k + c] |= _shift(slow & m, d) & ok
            if fast:
                to = _shift(fast & m, d) & ok
                if k + c <= last:
                    by_cost[k + c] |= to & zoc
                if k + plan.half <= last:
                    by_cost[k + plan.half] |= to & free
    return done
