"""A read-only view of one state made for the rules' questions: who is where (by integer
hex), each side's zone of control, and what blocks a side's supply or retreat.

Built once per question. For states already handed out (never changed again) it is kept
in a small identity cache, so ``legal_actions`` and the UI's queries share one. A game
subclasses :class:`Snap` to give its zone of control (``compute_zoc``) and what else the
zone depends on (``zoc_key``).
"""

from __future__ import annotations

from qtwargame.engine.state import ON_MAP
from qtwargame.rules.dice_bucket.zoc import zoc_of

SNAP_CACHE_SIZE = 8


class Snap:
    __slots__ = ("game", "state", "t", "snow", "pos", "at", "ground", "_zoc", "enemy", "memo", "nbr",
                 "sides")

    def __init__(self, game, state) -> None:
        t = game.cache
        self.game = game
        self.state = state
        self.t = t
        self.snow = state.weather == "snow"
        self.nbr = t.nbr_land[self.snow]
        self.pos: dict[str, int] = {}
        self.at: dict[int, list[str]] = {}
        self.ground: dict[str, dict[int, list[str]]] = {s: {} for s in game.sides}
        qgrid, qmin, rmin = t.qgrid, t.qmin, t.rmin
        kinds = self.sides = self.unit_sides()
        pos, at, ground = self.pos, self.at, self.ground
        for uid, u in state.units.items():
            if u.status != ON_MAP or u.hex is None:
                continue
            hx = u.hex
            i = qgrid[hx.q - qmin][hx.r - rmin]
            pos[uid] = i
            if i in at:
                at[i].append(uid)
            else:
                at[i] = [uid]
            side = kinds[uid]
            if side is not None:
                g = ground[side]
                if i in g:
                    g[i].append(uid)
                else:
                    g[i] = [uid]
        self._zoc: dict[str, frozenset[int]] = {}
        self.memo: dict = {}
        a, b = game.sides[0], game.sides[1]
        self.enemy = {a: b, b: a}

    # -- hooks --------------------------------------------------------------------------
    def unit_sides(self) -> dict[str, str | None]:
        """Unit -> the side whose ground units it counts among (None: not a ground unit).
        By default the printed side, computed once per game."""
        t = self.t
        kinds = t.memo.get("unit_kinds")
        if kinds is None:
            kinds = t.memo["unit_kinds"] = {u: (i.side if i.ground else None) for u, i in t.units.items()}
        return kinds

    def zoc_key(self) -> tuple:
        """What a side's zone depends on besides where its ground units stand."""
        return (self.state.weather == "snow",)

    def compute_zoc(self, side: str) -> frozenset[int]:
        """The zone of ``side``'s ground units: by default the plain six hexes around each
        (``zoc.zoc_of`` without cuts or limits)."""
        return zoc_of(self.t, self.snow, self.ground[side])

    # -- questions ----------------------------------------------------------------------
    def zoc(self, side: str) -> frozenset[int]:
        z = self._zoc.get(side)
        if z is None:
            # A zone depends only on where the side's ground units stand and ``zoc_key``:
            # cached on that key for the whole game.
            key = (side, tuple(sorted((h, tuple(u)) for h, u in self.ground[side].items())),
                   *self.zoc_key())
            memo = self.t.memo.setdefault("zoc", {})
            z = memo.get(key)
            if z is None:
                if len(memo) > 5000:
                    memo.clear()
                z = memo[key] = self.compute_zoc(side)
            self._zoc[side] = z
        return z

    def enemy_zoc(self, side: str) -> frozenset[int]:
        return self.zoc(self.enemy[side])

    def blocked(self, side: str, h: int) -> bool:
        """An enemy ground unit, or enemy ZOC that no friendly unit cancels (DR 5.0, 7.23;
        RV 5.1, 8.65)."""
        enemy = self.enemy[side]
        if h in self.ground[enemy]:
            return True
        return h in self.zoc(enemy) and h not in self.ground[side]

    def blocked_set(self, side: str) -> frozenset[int]:
        """Every hex :meth:`blocked` is true of, for searches that test many hexes."""
        key = ("blocked", side)
        hit = self.memo.get(key)
        if hit is None:
            enemy = self.enemy[side]
            own = self.ground[side]
            hit = self.memo[key] = frozenset(self.ground[enemy]).union(
                h for h in self.zoc(enemy) if h not in own)
        return hit

    def stack(self, side: str, h: int) -> list[str]:
        return self.ground[side].get(h, [])

    def once(self, key, make):
        """``make()``, worked out once for this snapshot under ``key`` (its ``memo``)."""
        hit = self.memo.get(key)
        if hit is None:
            hit = self.memo[key] = make()
        return hit


def remember(t, name: str, key, make, limit: int):
    """``make()``, kept for the game (``t.memo[name]``, by ``key``) while that table holds
    fewer than ``limit`` answers, then started anew. ``key`` must name everything the
    answer depends on (DR's supply areas, RV's supply reach)."""
    memo = t.memo.setdefault(name, {})
    hit = memo.get(key)
    if hit is None:
        if len(memo) >= limit:
            memo.clear()
        hit = memo[key] = make()
    return hit


def cached_snap(cls, game, state):
    """The cached snapshot of class ``cls`` of a state that has been handed out (never of
    ``ctx.state``)."""
    memo = game.cache.memo.setdefault("snaps", {})
    hit = memo.get(id(state))
    if hit is not None and hit[0] is state:
        return hit[1]
    s = cls(game, state)
    keep_snap(s)
    return s


def keep_snap(snap) -> None:
    """Keep ``snap`` as the cached snapshot of its state (:func:`cached_snap`): for one made
    while an action was applied, of the state exactly as it is handed out, so that the
    questions asked of that state next (its legal actions, the check of the answer) do
    not make another."""
    state = snap.state
    memo = snap.game.cache.memo.setdefault("snaps", {})
    if id(state) not in memo and len(memo) >= SNAP_CACHE_SIZE:
        memo.pop(next(iter(memo)))
    memo[id(state)] = (state, snap)
