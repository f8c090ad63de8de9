"""Searches every ruleset shares: movement within a budget, and tracing a line.

Rules supply the questions (what does entering this hex cost, must the unit stop there);
these functions only search. Both are plain Dijkstra / breadth-first searches over the
board's precomputed neighbour table.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Container, Iterable, Mapping, Sequence

from qtwargame.engine.hexgrid import Hex

#: ``cost(from_hex, to_hex)`` -> cost to enter, or None when the step is not allowed.
StepCost = Callable[[Hex, Hex], "float | None"]


def reachable(
    start: Hex,
    budget: float,
    neighbors: Callable[[Hex], Iterable[Hex]],
    cost: StepCost,
    stops: Callable[[Hex], bool] = lambda h: False,
    min_one_hex: bool = False,
) -> dict[Hex, tuple[float, Hex | None]]:
    """Every hex a mover starting at ``start`` can reach: hex -> (cost, previous hex).

    ``stops(h)`` is True where a mover must end its move on entering (a zone of control,
    a terrain that stops). With ``min_one_hex`` a mover may always enter one adjacent hex
    it may enter at all, whatever the cost (DR 6.1's "at least one hex").
    """
    best: dict[Hex, tuple[float, Hex | None]] = {start: (0.0, None)}
    heap: list[tuple[float, int, Hex]] = [(0.0, 0, start)]
    counter = 1
    while heap:
        spent, _, here = heapq.heappop(heap)
        if spent > best[here][0]:
            continue
        if here != start and stops(here):
            continue
        for nxt in neighbors(here):
            c = cost(here, nxt)
            if c is None:
                continue
            total = spent + c
            if total > budget:
                if not (min_one_hex and here == start):
                    continue
                total = budget
            old = best.get(nxt)
            if old is None or total < old[0]:
                best[nxt] = (total, here)
                heapq.heappush(heap, (total, counter, nxt))
                counter += 1
    return best


class Graph:
    """A prebuilt weighted adjacency for repeated searches: hex -> [(neighbour, cost to
    enter it from this hex), ...], stored on integer ids.

    The rules build one per game (or per weather, movement class...) and give what changes
    with the state as sets of hexes (:meth:`ids` turns them into ids once per state).
    Searching integers avoids hashing a ``Hex`` at every step, which is most of the cost
    of the callback form (:func:`reachable`) and of a general graph library.
    """

    __slots__ = ("hexes", "index", "adj")

    def __init__(self, adjacency: Mapping[Hex, Iterable[tuple[Hex, float]]]) -> None:
        self.hexes: list[Hex] = list(adjacency)
        self.index: dict[Hex, int] = {h: i for i, h in enumerate(self.hexes)}
        index = self.index
        self.adj: list[tuple[tuple[int, float], ...]] = [
            tuple((index[n], c) for n, c in adjacency[h] if n in index) for h in self.hexes]

    def ids(self, hexes: Iterable[Hex]) -> frozenset[int]:
        index = self.index
        return frozenset(index[h] for h in hexes if h in index)

    def search(
        self,
        start: Hex,
        budget: float,
        blocked: Container[int] = frozenset(),
        stops: Container[int] = frozenset(),
        first_blocked: Container[int] = frozenset(),
    ) -> dict[Hex, tuple[float, Hex | None]]:
        """:func:`reachable` on this graph: hex -> (cost, previous hex).

        ``blocked`` ids are never entered, a mover stops on entering an id of ``stops``,
        and its first step may not enter ``first_blocked`` (for instance no moving from one
        enemy zone of control straight into another). A plain heapq Dijkstra that visits
        hexes in the same order as :func:`reachable` given the neighbours in the same order,
        so both find the same paths."""
        s = self.index[start]
        dist: dict[int, float] = {s: 0.0}
        prev: dict[int, int] = {}
        heap: list[tuple[float, int, int]] = [(0.0, 0, s)]
        adj = self.adj
        push, pop = heapq.heappush, heapq.heappop
        counter = 1  # ties leave in the order they came, as in :func:`reachable`
        while heap:
            spent, _, here = pop(heap)
            if spent > dist[here]:
                continue
            if here != s and here in stops:
                continue
            no_entry = first_blocked if here == s else ()
            for nxt, c in adj[here]:
                total = spent + c
                if total > budget or nxt in blocked or nxt in no_entry:
                    continue
                old = dist.get(nxt)
                if old is None or total < old:
                    dist[nxt] = total
                    prev[nxt] = here
                    push(heap, (total, counter, nxt))
                    counter += 1
        hexes = self.hexes
        return {hexes[i]: (c, hexes[prev[i]] if i in prev else None) for i, c in dist.items()}

    def walk(
        self,
        start: Hex,
        path: Sequence[Hex],
        budget: float,
        blocked: Container[int] = frozenset(),
        stops: Container[int] = frozenset(),
        first_blocked: Container[int] = frozenset(),
    ) -> bool:
        """Whether a mover starting at ``start`` may take ``path`` (start excluded), one of
        the routes :meth:`search` allows, not only the one it finds: each step to a
        neighbour, within ``budget``, never into ``blocked`` (nor on the first step into
        ``first_blocked``), no hex of ``stops`` before the last, no hex twice."""
        index = self.index
        here = index.get(start)
        if here is None or not path:
            return False
        seen = {here}
        spent = 0.0
        last = len(path) - 1
        for k, h in enumerate(path):
            nxt = index.get(h)
            if nxt is None or nxt in seen or nxt in blocked or (k == 0 and nxt in first_blocked):
                return False
            cost = next((c for n, c in self.adj[here] if n == nxt), None)
            if cost is None:
                return False
            spent += cost
            if spent > budget or (k < last and nxt in stops):
                return False
            seen.add(nxt)
            here = nxt
        return True


def path_to(found: dict[Hex, tuple[float, Hex | None]], goal: Hex) -> tuple[Hex, ...]:
    """The path (start excluded) to ``goal`` in a :func:`reachable` result."""
    out: list[Hex] = []
    h: Hex | None = goal
    while h is not None:
        prev = found[h][1]
        if prev is None:
            break
        out.append(h)
        h = prev
    return tuple(reversed(out))


def trace(
    starts: Iterable[Hex],
    neighbors: Callable[[Hex], Iterable[Hex]],
    passable: Callable[[Hex, Hex], bool],
    max_steps: int | None = None,
) -> dict[Hex, int]:
    """Breadth-first distances from ``starts`` through passable steps, up to ``max_steps``."""
    dist: dict[Hex, int] = {}
    frontier: list[Hex] = []
    for s in starts:
        if s not in dist:
            dist[s] = 0
            frontier.append(s)
    d = 0
    while frontier and (max_steps is None or d < max_steps):
        d += 1
        nxt: list[Hex] = []
        for here in frontier:
            for n in neighbors(here):
                if n not in dist and passable(here, n):
                    dist[n] = d
                    nxt.append(n)
        frontier = nxt
    return dist
