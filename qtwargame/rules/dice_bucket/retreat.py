"""Retreat paths and the advance after combat (DR 7.23, 7.3; RV 8.63-8.65, 8.7).

A retreating unit moves exactly the number of hexes chosen, every hex one farther from
where it started (never forward, never back), ending nearer its goal (its own map edge,
or what the game names), or failing that nearer a friendly-controlled city. Which hexes
it may enter is the game's ``ok`` hook (enemy units, uncancelled enemy ZOC, where its
nationality may go). Stacking applies at the end: if no path of the chosen length ends
within the limits, the fewest extra hexes (up to ``max_extra``) that reach a legal stack
are allowed; if none do, the unit ends overstacked and the stacking check settles it.

Paths are offered one per distinct outcome. A hex is *quiet* for the retreating unit
(the game's ``quiet`` hook) when entering it changes nothing that depends on which hex
it is (the side already controls it, nothing of the enemy's stands there, no event
fires there); two paths of one length that end in the same hex and pass the same
hexes that are not quiet leave the same game, so only the first of them (in the order
of a depth-first walk over the neighbour lists) is listed. Without the hook every path
is listed. Any legal path is still accepted (:func:`is_retreat_path`), so a saved game
that chose another of the equal paths replays as it was played.
"""

from __future__ import annotations

MAX_EXTRA = 2


class Layers:
    """The hexes a retreat from ``start`` can stand on after each hex moved: layer ``k``
    holds the hexes ``k`` away from ``start`` that ``ok`` accepts and that neighbour a hex
    of layer ``k - 1`` (every hex of a retreat one farther from where it started, so the
    paths of ``k`` hexes are exactly the walks through layers 1..k). Built lazily, one
    layer at a time, so a question about several lengths pays for the longest once.

    Which neighbours of a hex lie one farther from ``start`` depends only on the map
    (``snap.nbr``, the land neighbours of the snapshot's weather): it is kept for the game
    (``forward``), so only ``ok`` is asked again for a new position."""

    __slots__ = ("snap", "start", "ok", "layers", "_dist", "_ok", "_fwd")

    def __init__(self, snap, start: int, ok) -> None:
        self.snap = snap
        self.start = start
        self.ok = ok
        self.layers: list[list[int]] = [[start]]
        self._dist: dict[int, int] = {}
        self._ok: dict[int, bool] = {}
        self._fwd = forward(snap, start)

    def distance(self, n: int) -> int:
        d = self._dist.get(n)
        if d is None:
            hexes = self.snap.t.hexes
            d = self._dist[n] = hexes[self.start].distance(hexes[n])
        return d

    def layer(self, k: int) -> list[int]:
        """Layer ``k`` (empty once a layer is empty), in a fixed order."""
        nbr, fwd, known = self.snap.nbr, self._fwd, self._ok
        while len(self.layers) <= k:
            prev = self.layers[-1]
            want = len(self.layers)
            seen: set[int] = set()
            out: list[int] = []
            for h in prev:
                ahead = fwd.get(h)
                if ahead is None:  # h is ``want - 1`` from the start, on every layer it is on
                    ahead = fwd[h] = tuple(n for n in nbr[h] if self.distance(n) == want)
                for n in ahead:
                    if n not in seen:
                        seen.add(n)
                        v = known.get(n)
                        if v is None:
                            v = known[n] = bool(self.ok(n))
                        if v:
                            out.append(n)
            self.layers.append(out)
        return self.layers[k]

    def alive(self, length: int, ends) -> list[set[int]]:
        """For each step ``k`` the hexes of layer ``k`` from which one of ``ends`` can still
        be reached in ``length - k`` more hexes."""
        nbr = self.snap.nbr
        alive: list[set[int]] = [set() for _ in range(length + 1)]
        alive[length] = set(ends)
        for k in range(length - 1, -1, -1):
            nxt = alive[k + 1]
            alive[k] = {h for h in self.layer(k) if any(n in nxt for n in nbr[h])}
        return alive

    def paths(self, length: int, ends, quiet=None) -> list[tuple[int, ...]]:
        """The paths of ``length`` hexes ending in ``ends``, in the order of a depth-first
        walk over the neighbour lists (the order :func:`raw_paths` gives), visiting only
        hexes from which one of ``ends`` can still be reached.

        With ``quiet`` (``quiet(hex)``: entering it changes nothing that depends on the
        hex), only the first path of each outcome: its end and the hexes it passes that
        are not quiet. The walk never enters a step, hex and not-quiet history twice (all
        that follows would repeat an outcome already listed), so it stays small however
        long the retreat."""
        if not ends or length <= 0:
            return []
        nbr = self.snap.nbr
        alive = self.alive(length, ends)
        out: list[tuple[int, ...]] = []
        if quiet is None:
            def walk(path: tuple[int, ...], here: int) -> None:
                k = len(path)
                if k == length:
                    out.append(path)
                    return
                nxt = alive[k + 1]
                for n in nbr[here]:
                    if n in nxt:
                        walk(path + (n,), n)

            walk((), self.start)
            return out
        # The walk's steps, worked out once: for each step the hexes of the next live layer
        # next to each hex of this one (in neighbour order), and the hexes of the layers a
        # path passes that are not quiet (its last hex is its end, never marked). A walk
        # meets a hex many times, with different histories; the same answers each time.
        succ = [{h: [n for n in nbr[h] if n in alive[k + 1]] for h in alive[k]}
                for k in range(length)]
        loud = {n for k in range(1, length) for n in alive[k] if not quiet(n)}
        seen: set = set()

        def walk_quiet(path: tuple[int, ...], here: int, marks: tuple[int, ...], k: int) -> None:
            step = k + 1
            if step == length:
                for n in succ[k].get(here, ()):
                    key = (step, n, marks)
                    if key not in seen:  # the end and the marks are the outcome
                        seen.add(key)
                        out.append(path + (n,))
                return
            for n in succ[k].get(here, ()):
                m = marks + (n,) if n in loud else marks
                key = (step, n, m)
                if key in seen:
                    continue
                seen.add(key)
                walk_quiet(path + (n,), n, m, step)

        walk_quiet((), self.start, (), 0)
        return out

    def count(self, length: int, ends) -> int:
        """How many paths of ``length`` hexes end in ``ends`` (counted layer by layer, not
        listed)."""
        if not ends or length <= 0:
            return 0
        nbr = self.snap.nbr
        alive = self.alive(length, ends)
        ways = {self.start: 1} if self.start in alive[0] else {}
        for k in range(1, length + 1):
            nxt: dict[int, int] = {}
            for h, w in ways.items():
                for n in nbr[h]:
                    if n in alive[k]:
                        nxt[n] = nxt.get(n, 0) + w
            ways = nxt
        return sum(ways.values())

    def holds(self, path: tuple[int, ...], ends) -> bool:
        """Whether ``path`` is one of the paths of its length to ``ends``: every hex on the
        next layer and next to the one before, the last one of ``ends``."""
        nbr = self.snap.nbr
        here = self.start
        for k, n in enumerate(path, start=1):
            if n not in nbr[here] or n not in self.layer(k):
                return False
            here = n
        return bool(path) and path[-1] in ends


#: Starts whose forward neighbours are kept for a game before the table is started anew.
FORWARD_STARTS = 4000


def forward(snap, start: int) -> dict[int, tuple[int, ...]]:
    """The game's table for retreats from ``start`` in the snapshot's weather: hex -> its
    neighbours (``snap.nbr``, in their order) one farther from ``start`` than it is,
    filled in by :meth:`Layers.layer` as hexes are reached."""
    memo = snap.t.memo.setdefault("retreat_forward", {})
    key = (snap.snow, start)
    hit = memo.get(key)
    if hit is None:
        if len(memo) >= FORWARD_STARTS:
            memo.clear()
        hit = memo[key] = {}
    return hit


def zoc_ok(snap, uid: str, side: str, n: int) -> bool:
    """Outside enemy ZOC, or in it with another friendly ground unit there."""
    if n in snap.enemy_zoc(side):
        here = snap.ground[side].get(n)
        return bool(here) and any(u != uid for u in here)
    return True


def toward_ends(snap, side: str, start: int, ends: list[int], goal) -> list[int]:
    """The hexes among ``ends`` nearer the goal (``goal(hex)`` a distance) than ``start``;
    failing any, those nearer the nearest friendly-controlled city."""
    g0 = goal(start)
    good = [e for e in ends if goal(e) < g0]
    if good or not ends:
        return good
    t = snap.t
    cities = [h for h in t.city_at if snap.state.control.get(t.hexes[h]) == side]
    if not cities:
        return []
    h0 = t.hexes[start]
    near = min(cities, key=lambda h: (h0.distance(t.hexes[h]), h))
    hc = t.hexes[near]
    d0 = h0.distance(hc)
    return [e for e in ends if t.hexes[e].distance(hc) < d0]


def layers(snap, start: int, ok, key=None) -> Layers:
    """The retreat layers from ``start`` through ``ok``; with ``key`` (what ``ok`` depends
    on besides the position, e.g. the unit) kept in the snapshot's memo, so the questions
    one position raises (can it retreat, how far, by which paths) share one search."""
    if key is None:
        return Layers(snap, start, ok)
    k = ("retreat_layers", start, key)
    hit = snap.memo.get(k)
    if hit is None:
        hit = snap.memo[k] = Layers(snap, start, ok)
    return hit


def retreat_exists(snap, side: str, start: int, length: int, ok, goal, key=None) -> bool:
    """Whether :func:`retreat_paths` without stacking would find a path (no paths listed)."""
    if length <= 0:
        return False
    return bool(toward_ends(snap, side, start, layers(snap, start, ok, key).layer(length), goal))


def retreat_target(snap, side: str, start: int, length: int, ok, goal, room,
                   check_stacking: bool = True, max_extra: int = MAX_EXTRA,
                   key=None) -> tuple[Layers, int, list[int]] | None:
    """How a retreat of ``length`` hexes goes: the layers, the number of hexes it takes
    (more than ``length`` when stacking sends it farther) and the hexes it may end in;
    None when it cannot retreat."""
    if length <= 0:
        return None
    lay = layers(snap, start, ok, key)
    base = toward_ends(snap, side, start, lay.layer(length), goal)
    if not base:
        return None
    if not check_stacking:
        return lay, length, base
    fits = [e for e in base if room(e)]
    if fits:
        return lay, length, fits
    for extra in range(1, max_extra + 1):
        longer = [e for e in toward_ends(snap, side, start, lay.layer(length + extra), goal) if room(e)]
        if longer:
            return lay, length + extra, longer
    return lay, length, base


def retreat_paths(snap, uid: str, side: str, start: int, length: int, ok, goal, room,
                  check_stacking: bool = True, max_extra: int = MAX_EXTRA,
                  key=None, quiet=None) -> list[tuple[int, ...]]:
    """The legal retreat paths of ``length`` hexes for ``uid``, one per outcome when the
    game says which hexes are ``quiet`` (else every one); ``room(hex)`` says whether it
    would end within the stacking limits (``check_stacking`` False: do not look).

    Which paths qualify depends only on where they end, so the hexes they may end in are
    found first (:class:`Layers`) and only the paths to those are walked."""
    target = retreat_target(snap, side, start, length, ok, goal, room, check_stacking, max_extra, key)
    if target is None:
        return []
    lay, n, ends = target
    return lay.paths(n, ends, quiet)


def retreat_count(snap, side: str, start: int, length: int, ok, goal, room,
                  check_stacking: bool = True, max_extra: int = MAX_EXTRA, key=None) -> int:
    """How many paths :func:`retreat_paths` would list without the ``quiet`` hook (a
    retreat with one path is made without asking; with several equal ones the player is
    still asked, as saved games expect)."""
    target = retreat_target(snap, side, start, length, ok, goal, room, check_stacking, max_extra, key)
    if target is None:
        return 0
    lay, n, ends = target
    return lay.count(n, ends)


def is_retreat_path(snap, side: str, start: int, length: int, ok, goal, room, path,
                    check_stacking: bool = True, max_extra: int = MAX_EXTRA, key=None) -> bool:
    """Whether ``path`` (hex indices) is a legal retreat: one of every path
    :func:`retreat_paths` would list without the ``quiet`` hook, found without listing
    them."""
    target = retreat_target(snap, side, start, length, ok, goal, room, check_stacking, max_extra, key)
    if target is None:
        return False
    lay, n, ends = target
    return len(path) == n and lay.holds(tuple(path), set(ends))


def advance_options(snap, attackers: list[str], targets: list[int], side: str, may_enter,
                    room) -> list[tuple[str, int]]:
    """Surviving attackers may move into an emptied defending hex, one hex, ignoring ZOC,
    within the stacking limits (``room(hex, uid)``) and where they may go
    (``may_enter(uid, hex)``)."""
    out = []
    for h in targets:
        if any(snap.sides[u] is not None and snap.sides[u] != side for u in snap.at.get(h, [])):
            continue
        for u in attackers:
            p = snap.pos.get(u)
            if p is None or p == h or h not in snap.nbr[p]:
                continue
            if may_enter(u, h) and room(h, u):
                out.append((u, h))
    return out
