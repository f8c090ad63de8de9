"""The Shin Barbarossa map as integers, for the searches every action asks (7.0, 4.1, 8.0–8.3,
11.3.2, 12.2): each hex has an index, each hex the indices of its neighbours (in the board's
order), and what a step across each hexside meets (water, a road and its grade, a river,
the 1941 border...) is looked up once per game.

A ``Hex`` is a dataclass whose hash is computed in Python at every set or dict look-up;
on the 2,000-hex map that hashing was most of the time of the zone, line, supply and
movement searches. The searches here touch only integers; their results are the same
sets of hexes (and, for movement, the same paths: the Dijkstra below visits neighbours in
the board's order and breaks ties in the order of discovery, exactly as
``engine.paths.reachable`` does).
"""

from __future__ import annotations

import heapq
import json
from collections import deque
from collections.abc import Callable, Collection, Iterable
from typing import TypeVar

from qtwargame.engine.bitflood import bit_positions, flood, spread, steps_of
from qtwargame.engine.board import Board
from qtwargame.engine.hexgrid import Hex

#: 7.1.3 and Q&A: no ZOC across sea or lake hexsides, nor across the Kerch strait; lake
#: hexsides are open in frozen and snow weather (15.3, 15.4a).
WATER = frozenset({"sea", "lake", "strait"})
ICE = frozenset({"sea", "strait"})

T = TypeVar("T")


class Topo:
    """One board as integers: ``hexes[i]`` is hex ``i``, ``index[h]`` its index,
    ``nbr[i]`` its neighbours' indices and ``feat[i][k]`` the features of the hexside to
    ``nbr[i][k]``; ``road[i][k]`` whether a road crosses it (``grade[i][k]`` the best grade,
    or None); ``wet[i]`` a sea or lake hex; ``rail[i]`` its rail neighbours."""

    def __init__(self, board: Board) -> None:
        #: Tables made from this map and the rules data (step costs per movement class),
        #: shared by every game of the same scenario content (see :func:`of`).
        self.tables: dict = {}
        hexes = self.hexes = list(board.terrain)
        index = self.index = {h: i for i, h in enumerate(hexes)}
        self.labels: list[str] = [board.label(h) for h in hexes]
        # Made once per scenario content, before a game's first frame: each hex's
        # neighbours are looked up once, by their coordinates (a tuple hashes in C, a
        # ``Hex`` in Python), and the hexside features and road grades are read from the
        # few hexsides and roads that have them, not asked for each of the 12,000 pairs.
        at = {(h.q, h.r): i for i, h in enumerate(hexes)}
        nbrs = [board.neighbors(h) for h in hexes]
        self.nbr: list[tuple[int, ...]] = [tuple([at[n.q, n.r] for n in ns]) for ns in nbrs]
        feat: list[list[frozenset[str]]] = [[frozenset()] * len(ns) for ns in nbrs]
        for side, fs in board.sides.items():
            i, j = index.get(side.a), index.get(side.b)
            if i is not None and j is not None and j in self.nbr[i]:
                feat[i][self.nbr[i].index(j)] = fs
                feat[j][self.nbr[j].index(i)] = fs
        self.feat: list[tuple[frozenset[str], ...]] = [tuple(f) for f in feat]
        self.wet: list[bool] = [t in ("sea", "lake") for t in board.terrain.values()]
        road: list[list[bool]] = [[False] * len(ns) for ns in nbrs]
        grade: list[list[int | None]] = [[None] * len(ns) for ns in nbrs]
        for h, ends in board.road.items():  # a road's grade is given exactly where it runs
            i = index.get(h)
            if i is None:
                continue
            for k, n in enumerate(nbrs[i]):
                if n in ends:
                    road[i][k] = True
                    grade[i][k] = board.road_grade(h, n)
        self.road: list[tuple[bool, ...]] = [tuple(r) for r in road]
        self.grade: list[tuple[int | None, ...]] = [tuple(g) for g in grade]
        self.rail: list[tuple[int, ...]] = [()] * len(hexes)
        self.has_rail: list[bool] = [False] * len(hexes)
        for h, ends in board.rail.items():
            if (i := index.get(h)) is not None:
                self.rail[i] = tuple(index[n] for n in ends if n in index)
                self.has_rail[i] = True
        self.is_city: list[bool] = [False] * len(hexes)
        for h in board.cities:
            if (i := index.get(h)) is not None:
                self.is_city[i] = True
        self.river: list[tuple[bool, ...]] = [tuple("river" in f for f in fs) for fs in self.feat]
        self._open: dict[tuple, list[tuple[int, ...]]] = {}

    # -- conversions -----------------------------------------------------------------------
    def ids(self, hexes: Iterable[Hex]) -> set[int]:
        index = self.index
        return {index[h] for h in hexes if h in index}

    def to_hexes(self, ids: Iterable[int]) -> set[Hex]:
        hexes = self.hexes
        return {hexes[i] for i in ids}

    # -- the steps lines and zones may take --------------------------------------------------
    def open_nbr(self, closed: Collection[str] = (), frozen: bool = False) -> list[tuple[int, ...]]:
        """For each hex, the neighbours a zone, line or command range may reach: no sea or
        lake hex, no water or strait hexside (a lake hexside is no water when ``frozen``),
        nor a hexside carrying a ``closed`` feature."""
        key = (tuple(sorted(closed)), frozen)
        got = self._open.get(key)
        if got is None:
            shut = (ICE if frozen else WATER) | frozenset(key[0])
            wet = self.wet
            got = self._open[key] = [
                tuple([j for j, f in zip(ns, fs) if not wet[j] and shut.isdisjoint(f)])
                for ns, fs in zip(self.nbr, self.feat)]
        return got


#: Scenario content (its map and rules data, as JSON) -> the map's integer form. Bounded:
#: the oldest goes first.
_TOPOS: dict[str, Topo] = {}
_KEEP = 8


def of(board: Board, scenario=None) -> Topo:
    """The board's integer form. Games of one scenario share it (and its tables): it is
    kept by the scenario's content, the map and the rules data written out as JSON, so
    a scenario changed in the editor is never read through a stale copy."""
    if scenario is None:
        return Topo(board)
    key = scenario.map.model_dump_json() + json.dumps(scenario.rules_data, sort_keys=True)
    got = _TOPOS.get(key)
    if got is None:
        while len(_TOPOS) >= _KEEP:
            del _TOPOS[next(iter(_TOPOS))]
        got = _TOPOS[key] = Topo(board)
    return got


# -- searches on indices -----------------------------------------------------------------------
def zoc(t: Topo, exerting: Iterable[int], closed: Collection[str] = (),
        frozen: bool = False) -> set[int]:
    """7.0, 7.1.3, 15.3: the neighbours of every exerting hex across open hexsides."""
    opened = t.open_nbr(closed, frozen)
    out: set[int] = set()
    for i in exerting:
        out.update(opened[i])
    return out


def connected(t: Topo, sources: Iterable[int], enemy_units: Collection[int],
              enemy_zoc: Collection[int], friends: Collection[int], frozen: bool = False) -> set[int]:
    """4.1, 4.2: every index joined to a source by passable hexes (no enemy unit; enemy
    ZOC only where a friend stands), never across water (lakes open when ``frozen``).

    Searched a whole frontier at a time on bit sets (``Layout``): the same indices as the
    breadth-first search hex by hex (:func:`connected_by_hex`), which a map with irregular
    neighbours still takes."""
    steps = open_steps(t, frozen)
    if steps is None:
        return connected_by_hex(t, sources, enemy_units, enemy_zoc, friends, frozen)
    lay = layout(t)
    blocked = (lay.bits(enemy_zoc) & ~lay.bits(friends)) | lay.bits(enemy_units)
    free = lay.everything & ~blocked
    return lay.ids(flood(steps, lay.bits(sources) & free, free).seen)


def connected_by_hex(t: Topo, sources: Iterable[int], enemy_units: Collection[int],
                     enemy_zoc: Collection[int], friends: Collection[int],
                     frozen: bool = False) -> set[int]:
    """:func:`connected` one hex at a time (a breadth-first search)."""
    opened = t.open_nbr((), frozen)
    blocked = (set(enemy_zoc) - set(friends)) | set(enemy_units)
    seen: set[int] = set()
    queue: deque[int] = deque()
    for s in sources:
        if s not in seen and s not in blocked:
            seen.add(s)
            queue.append(s)
    while queue:
        h = queue.popleft()
        for n in opened[h]:
            if n not in seen and n not in blocked:
                seen.add(n)
                queue.append(n)
    return seen


def command_range(t: Topo, leader: int, ability: int, enemy_units: Collection[int],
                  enemy_zoc: Collection[int], friends: Collection[int], frozen: bool = False) -> set[int]:
    """11.3.2: the indices within ``ability`` passable steps of the leader (lakes open
    when ``frozen``, 15.3)."""
    opened = t.open_nbr((), frozen)
    # passable: no enemy unit, and enemy ZOC only where a friend stands (asked of the few
    # hexes the search meets, not made into a set of every blocked index first)
    seen = {leader: 0}
    queue = deque([leader])
    while queue:
        h = queue.popleft()
        d = seen[h]
        if d == ability:
            continue
        for n in opened[h]:
            if (n not in seen and n not in enemy_units
                    and (n not in enemy_zoc or n in friends)):
                seen[n] = d + 1
                queue.append(n)
    return set(seen)


def dijkstra(t: Topo, costs: list[tuple[float | None, ...]], start: int, budget: float,
             blocked: Collection[int] = frozenset(), stops: Collection[int] = frozenset(),
             min_one_hex: bool = False, first_barred: Collection[int] = frozenset()
             ) -> tuple[dict[int, float], dict[int, int]]:
    """``engine.paths.reachable`` on indices: ``costs[i][k]`` is the cost of stepping to
    ``nbr[i][k]`` (None: never), ``blocked`` indices are never entered, a mover ends its
    move on entering one of ``stops``; with ``min_one_hex`` it may always enter one
    adjacent hex; the first step never enters one of ``first_barred`` (7.1.1, 7.2.2: no
    move straight from a zone into the zone). Returns (index -> cost, index -> previous
    index). Neighbours are taken
    in the board's order and ties leave the heap in the order they came, as in
    ``reachable``: the same costs and the same paths."""
    dist: dict[int, float] = {start: 0.0}
    prev: dict[int, int] = {}
    heap: list[tuple[float, int, int]] = [(0.0, 0, start)]
    nbr = t.nbr
    push, pop = heapq.heappush, heapq.heappop
    counter = 1
    while heap:
        spent, _, here = pop(heap)
        if spent > dist[here]:
            continue
        if here != start and here in stops:
            continue
        for nxt, c in zip(nbr[here], costs[here]):
            if c is None or nxt in blocked or (here == start and nxt in first_barred):
                continue
            total = spent + c
            if total > budget:
                if not (min_one_hex and here == start):
                    continue
                total = budget
            old = dist.get(nxt)
            if old is None or total < old:
                dist[nxt] = total
                prev[nxt] = here
                push(heap, (total, counter, nxt))
                counter += 1
    return dist, prev


def path(t: Topo, prev: dict[int, int], goal: int) -> tuple[Hex, ...]:
    """The path (start excluded) to ``goal`` in a :func:`dijkstra` result, as hexes."""
    out: list[Hex] = []
    hexes = t.hexes
    h = goal
    while h in prev:
        out.append(hexes[h])
        h = prev[h]
    return tuple(reversed(out))


def rail_reach(t: Topo, start: int, blocked: Collection[int],
               start_blocked: Collection[int]) -> set[int]:
    """8.3.1: every rail index joined to ``start`` along the rail line through indices not
    ``blocked`` (``start`` excluded; nothing when the start has no rail or is one of
    ``start_blocked``)."""
    if not t.has_rail[start] or start in start_blocked:
        return set()
    rail = t.rail
    seen = {start}
    queue = deque([start])
    while queue:
        h = queue.popleft()
        for n in rail[h]:
            if n not in seen and n not in blocked:
                seen.add(n)
                queue.append(n)
    seen.discard(start)
    return seen


def rail_closed(t: Topo, board: Board) -> list[tuple[int, ...]] | None:
    """``t.rail`` when it is the board's whole rail net (every rail hex and each of its
    rail neighbours on the map), so that a search along it finds what one along
    ``Board.rail_neighbors`` finds; None when a rail line leaves the map."""
    key = "rail_closed"
    if key not in t.tables:
        index = t.index
        t.tables[key] = all(h in index and all(n in index for n in ns)
                            for h, ns in board.rail.items())
    return t.rail if t.tables[key] else None


def toward(rail: list[tuple[int, ...]], goals: Collection[int]) -> list[tuple[int, ...]]:
    """``rail`` with each index's rail neighbours ordered the farthest from ``goals`` first
    (in steps along the rail lines, nothing blocked; those that never reach one first of
    all): the order :func:`rail_link` takes them in, last first."""
    far = len(rail) + 1
    steps = dict.fromkeys(goals, 0)
    queue = deque(steps)
    while queue:
        h = queue.popleft()
        for n in rail[h]:
            if n not in steps:
                steps[n] = steps[h] + 1
                queue.append(n)
    return [tuple(sorted(ns, key=lambda n: -steps.get(n, far))) for ns in rail]


def rail_link(guided: list[tuple[int, ...]], start: int, goals: Collection[int],
              enemy_units: Collection[int], enemy_zoc: Collection[int],
              friends: Collection[int]) -> bool:
    """``orders.rail_link`` on indices: whether ``start`` reaches one of ``goals`` along
    rail lines through passable indices (no enemy unit; enemy ZOC only where a friend
    stands, 4.2). ``guided`` is :func:`toward` of the rail lines (``rail_closed``) and
    ``goals``: the search goes depth first, the neighbour nearest a goal first, so a line
    open to a goal is followed straight there (a breadth-first search walked the whole net
    around ``start`` first); it enters every passable index it reaches before it gives up,
    so the answer is the breadth-first one."""
    seen = {start}
    stack = [start]
    while stack:
        h = stack.pop()
        if h in goals:
            return True
        for n in guided[h]:
            if n not in seen and n not in enemy_units and (n not in enemy_zoc or n in friends):
                seen.add(n)
                stack.append(n)
    return False


def reaches(start: T, goals: Collection[T], neighbours: Callable[[T], Iterable[T]],
            open_: Callable[[T], bool]) -> bool:
    """Whether a breadth-first search from ``start`` along ``neighbours``, entering only
    places ``open_`` admits, finds one of ``goals`` (``start`` itself counts): the rail
    link of 18.1 on hexes (``orders.rail_link``; on indices :func:`rail_link` searches
    depth first, to the same answer)."""
    seen = {start}
    queue = deque([start])
    while queue:
        h = queue.popleft()
        if h in goals:
            return True
        for n in neighbours(h):
            if n not in seen and open_(n):
                seen.add(n)
                queue.append(n)
    return False


# -- the same searches on bit sets ---------------------------------------------------------------
#: A board whose steps take more distinct offsets than this (see ``Layout``) is searched
#: hex by hex, as above.
_MOST_OFFSETS = 12
#: How many 64-bit words ``Layout.ids`` keeps the indices of before it starts afresh.
_WORDS_KEPT = 100_000


class Layout:
    """The map's indices laid out as the bits of one integer, so that a search step of a
    whole frontier is a handful of integer operations: index ``i`` is bit ``pos[i]``
    (``engine.bitflood.bit_positions``: column by ``q``, row by ``r``, with a spare row so
    that columns never touch), and a step to the ``k``-th neighbour adds a fixed offset to
    the bit (one of six on a hex map). ``bit[i]`` is ``1 << pos[i]``; ``everything`` has
    the bit of every index."""

    def __init__(self, t: Topo) -> None:
        self.pos: list[int] = bit_positions(t.hexes)
        self.bit: list[int] = [1 << p for p in self.pos]
        self.everything: int = sum(self.bit)
        #: Bytes in a bit set of the map: whole 64-bit words (``ids`` reads it by words).
        self.size: int = 8 * (max(self.pos) // 64 + 1)
        at: list[int] = [-1] * (8 * self.size)
        for i, p in enumerate(self.pos):
            at[p] = i
        self.at = at
        self._words: dict[tuple[int, int], tuple[int, ...]] = {}

    def bits(self, ids: Iterable[int]) -> int:
        bit = self.bit
        out = 0
        for i in ids:
            out |= bit[i]
        return out

    def ids(self, x: int) -> set[int]:
        """The indices whose bits ``x`` has (read 64 bits at a time; the indices of each
        word seen are kept, at most ``_WORDS_KEPT`` of them)."""
        out: list[int] = []
        words, at = self._words, self.at
        if len(words) > _WORDS_KEPT:
            words.clear()
        for k, w in enumerate(memoryview(x.to_bytes(self.size, "little")).cast("Q")):
            if w:
                key = (k, w)
                got = words.get(key)
                if got is None:
                    base = 64 * k
                    got = words[key] = tuple(at[base + b] for b in range(64) if w >> b & 1)
                out.extend(got)
        return set(out)

    def steps(self, edges: Iterable[tuple[int, int]]) -> tuple[tuple[int, int], ...] | None:
        """(offset, the bits of the indices that step by it) for the steps ``(i, j)``;
        None when there are more distinct offsets than ``_MOST_OFFSETS``."""
        steps = steps_of(self.pos, edges)
        return steps if len(steps) <= _MOST_OFFSETS else None


def layout(t: Topo) -> Layout:
    got = t.tables.get("layout")
    if got is None:
        got = t.tables["layout"] = Layout(t)
    return got


def open_steps(t: Topo, frozen: bool = False,
               closed: Collection[str] = ()) -> tuple[tuple[int, int], ...] | None:
    """:func:`open_nbr`'s steps (no ``closed`` feature) as :meth:`Layout.steps`."""
    key: tuple = ("open_steps", frozen) if not closed else ("open_steps", frozen, *sorted(closed))
    if key not in t.tables:
        opened = t.open_nbr(closed, frozen)
        t.tables[key] = layout(t).steps((i, j) for i, ns in enumerate(opened) for j in ns)
    return t.tables[key]


def zoc_bits(t: Topo, exerting: Iterable[int], closed: Collection[str] = (),
             frozen: bool = False) -> int:
    """:func:`zoc` as a bit set (``Layout``): one step of the exerting bits."""
    lay = layout(t)
    steps = open_steps(t, frozen, closed)
    if steps is None:
        return lay.bits(zoc(t, exerting, closed, frozen))
    return spread(lay.bits(exerting), steps)
