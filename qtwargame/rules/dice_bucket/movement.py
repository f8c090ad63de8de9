"""The movement search shared by the dice-bucket games: a Dijkstra over integer hexes with
the costs precomputed per movement class and weather, the one-hex minimum move, stopping
on entering enemy ZOC, ZOC to ZOC only past friendly units, and armor moving ZOC to ZOC at
+1 MP where its rules let it (DR 6.0-6.3, RV 6.0-6.43).

Every rule that decides whether one step is allowed, and what it costs, is a method of
:class:`MoveRules`; a game subclasses it for its own closed hexes, hexside costs, special
crossings and when armor ignores ZOC. The search and the path check (used to refuse an
illegal move) both call ``step``, so they cannot disagree.
"""

from __future__ import annotations

import heapq

from qtwargame.engine.actions import Move
from qtwargame.engine.cachekey import Key


class MoveRules:
    """Everything one unit's move depends on, gathered once; ``step`` prices one step."""

    __slots__ = ("snap", "uid", "info", "start", "budget", "cost", "zoc", "friends",
                 "ignores_zoc", "fixed_cost", "touched", "land", "closed")

    def __init__(self, snap, uid: str, budget: int, fixed_cost: bool = False) -> None:
        t = snap.t
        self.snap = snap
        self.uid = uid
        self.info = info = t.units[uid]
        self.start = snap.pos[uid]
        self.budget = budget
        self.cost = t.cost[(info.move_class, snap.snow)]
        self.zoc = snap.enemy_zoc(info.side)
        self.friends = snap.ground[info.side]
        self.ignores_zoc = self.armor_ignores_zoc()
        self.fixed_cost = fixed_cost  # leaders: one MP a hex whatever the terrain
        self.touched: dict[int, bool] = {}
        self.land = t.land[snap.snow]
        self.closed = self.closed_hexes()

    # -- hooks --------------------------------------------------------------------------
    def armor_ignores_zoc(self) -> bool:
        """May this unit move from ZOC to ZOC (+1 MP) without stopping? By default armor."""
        return self.info.armor

    def closed_hexes(self) -> frozenset[int]:
        """Hexes this unit may not enter now. By default enemy ground units."""
        return frozenset(self.snap.ground[self.snap.enemy[self.info.side]])

    def hexside_cost(self, a: int, b: int) -> int:
        """Extra MP to cross from ``a`` to ``b``. By default a river costs armor one."""
        return 1 if self.info.armor and (a, b) in self.snap.t.river else 0

    def crossing(self, a: int, b: int, c: int):
        """A step with rules of its own (DR: the guarded Kerch strait): None when the
        step is ordinary, else ``(cost or None)`` that settles it."""
        return None

    # -- the rules of one step ----------------------------------------------------------
    def friendly_other(self, h: int) -> bool:
        """Another friendly ground unit is in ``h`` (it cancels the enemy ZOC there)."""
        here = self.friends.get(h)
        occ = bool(here) and (len(here) > 1 or here[0] != self.uid)
        self.touched[h] = occ
        return occ

    def hostile(self, h: int) -> bool:
        """An enemy-ZOC hex with no other friendly unit in it."""
        return h in self.zoc and not self.friendly_other(h)

    def must_stop(self, h: int) -> bool:
        """Entering an uncancelled enemy ZOC hex ends the move (armor allowed excepted)."""
        return not self.ignores_zoc and self.hostile(h)

    def step(self, a: int, b: int) -> int | None:
        """MP to move from ``a`` to ``b``; None when the step is not allowed."""
        if not self.land[b] or b in self.closed:
            return None
        if self.fixed_cost:
            c = 1
        else:
            base = self.cost[b]
            if base is None:
                return None
            c = base + self.hexside_cost(a, b)
        special = self.crossing(a, b, c)
        if special is not None:
            return special[0]
        if a in self.zoc and b in self.zoc:
            both_friendly = self.friendly_other(a) and self.friendly_other(b)
            if not both_friendly:
                if self.ignores_zoc:
                    c += 1  # armor pays +1 MP for each ZOC-to-ZOC step
                else:
                    return None
        return c


def search(rules: MoveRules, min_one_hex: bool = True) -> dict[int, tuple[int, int]]:
    """Hex -> (MP spent, previous hex) for every hex the unit can reach. With
    ``min_one_hex`` a unit may always enter one adjacent hex it may enter at all."""
    nbr = rules.snap.nbr
    start, budget = rules.start, rules.budget
    step, must_stop = rules.step, rules.must_stop
    best: dict[int, tuple[int, int]] = {start: (0, -1)}
    found = best.get
    heap = [(0, start)]
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        spent, here = pop(heap)
        if spent > best[here][0]:
            continue
        first = here == start
        if not first and must_stop(here):
            continue
        for n in nbr[here]:
            c = step(here, n)
            if c is None:
                continue
            total = spent + c
            if total > budget:
                if not (min_one_hex and first):
                    continue
                total = budget  # the minimum move ends the unit's movement
            old = found(n)
            if old is None or total < old[0]:
                best[n] = (total, here)
                push(heap, (total, n))
    return best


def path_of(found: dict[int, tuple[int, int]], goal: int) -> list[int]:
    out = []
    h = goal
    while h != -1:
        prev = found[h][1]
        if prev == -1:
            break
        out.append(h)
        h = prev
    out.reverse()
    return out


def hex_paths(found: dict[int, tuple[int, int]], hexes) -> dict[int, tuple]:
    """``tuple(hexes[x] for x in path_of(found, h))`` for every hex ``h`` of ``found``
    (the start's is ``()``), each made from its previous hex's, not walked back anew."""
    out: dict[int, tuple] = {}
    for h in found:
        if h in out:
            continue
        chain = []
        x = h
        while x not in out:
            prev = found[x][1]
            if prev == -1:
                out[x] = ()
                break
            chain.append(x)
            x = prev
        route = out[x]
        for y in reversed(chain):
            route = out[y] = route + (hexes[y],)
    return out


def reachable_costs(rules: MoveRules | None) -> dict:
    """Hex -> MP spent for every hex the unit can reach (not its own), for the board."""
    if rules is None:
        return {}
    found = search(rules)
    hexes = rules.snap.t.hexes
    return {hexes[h]: float(c) for h, (c, _) in found.items() if h != rules.start}


def path_ok(rules: MoveRules, path: list[int], min_one_hex: bool = True) -> bool:
    """Is this exact path a legal move (same rules as :func:`search`)?"""
    if not path:
        return False
    here, spent = rules.start, 0
    nbr = rules.snap.nbr
    for i, n in enumerate(path):
        if n not in nbr[here] or n == rules.start:
            return False
        if i > 0 and rules.must_stop(here):
            return False
        c = rules.step(here, n)
        if c is None:
            return False
        spent += c
        if spent > rules.budget and not (min_one_hex and i == 0):
            return False
        if spent > rules.budget and len(path) > 1:
            return False
        here = n
    return len(set(path)) == len(path)


# -- the per-unit move memo ---------------------------------------------------------------
MOVE_MEMO_LIMIT = 20000


def enemy_signature(snap, side: str, of_hex) -> tuple:
    """Where ``side``'s enemies stand, as the move memo's key needs it: ``of_hex(hex,
    units)`` for each enemy-held hex, sorted by hex (a game's hook: what of a hex's enemy
    units its moves depend on). Once per snapshot and side."""
    key = ("enemy_sig", side)
    sig = snap.memo.get(key)
    if sig is None:
        enemy = snap.ground[snap.enemy[side]]
        sig = snap.memo[key] = tuple(of_hex(h, enemy[h]) for h in sorted(enemy))
    return sig


def stack_signature(snap, side: str) -> Key:
    """:func:`enemy_signature` by hex and units: which unit stands where decides its zone and
    what may pass (DR 6.3; RV 6.4, 6.41: marines have none)."""
    return Key(enemy_signature(snap, side, lambda h, uids: (h, tuple(sorted(uids)))))


def searched_moves(snap, uid: str, side: str, key, make_rules, mode: str, keep=None) -> list[Move]:
    """One unit's moves from one search of ``make_rules()`` (its :class:`MoveRules`, None:
    it may not move): a ``Move`` in ``mode`` to each hex found (``keep(hex)`` true, when
    given), along its cheapest path, kept by :func:`remembered_moves` under ``key``."""
    def compute():
        rules = make_rules()
        if rules is None:
            return [], ()
        found = search(rules)
        routes = hex_paths(found, snap.t.hexes)
        start = rules.start
        return ([Move(side, uid, routes[h], mode)
                 for h in sorted(found) if h != start and (keep is None or keep(h))],
                tuple(rules.touched.items()))
    return remembered_moves(snap, uid, side, key, compute)


def remembered_moves(snap, uid: str, side: str, key, compute) -> list:
    """One unit's moves, kept for the game under ``key`` (None: not kept) while the
    friendly hexes its search looked at (``touched``: whether another friendly ground unit
    stood there) are as they were. ``key`` holds everything else the search depends on
    (the unit, mode, phase, weather, the enemy's positions...); ``compute()`` returns
    ``(moves, touched)``."""
    memo = snap.t.memo.setdefault("moves", {})
    if key is not None:
        hit = memo.get(key)
        if hit is not None:
            moves, touched = hit
            friends = snap.ground[side]
            if all((bool(friends.get(h)) and (len(friends[h]) > 1 or friends[h][0] != uid)) == occ
                   for h, occ in touched):
                return moves
    moves, touched = compute()
    if key is not None:
        if len(memo) > MOVE_MEMO_LIMIT:
            memo.clear()
        memo[key] = (moves, touched)
    return moves
