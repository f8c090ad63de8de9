"""6.0 Movement: 6.1 terrain costs by unit type, majority terrain, minimum one hex; 6.3 ZoC
while moving; 6.6 exploitation allowances; 6.7 turn 1; 8.3 mud; 9.2 the Kerch strait;
11.42, 11.43 where minor allies may go; 11.63 Zhukov.

The search is a Dijkstra over integer hexes with the costs precomputed per movement class
and weather (``tables``). Every rule that decides whether one step is allowed, and what it
costs, is its own function below; the search and the path check (used to refuse an
illegal ``Move``) both call them, so they cannot disagree.
"""

from __future__ import annotations

import heapq

from qtwargame.rules.defiant_russia.supply import black_sea_fleet
from qtwargame.rules.defiant_russia.units import AXIS, FINNISH, HUNGARIAN, ROMANIAN, SOVIET

MUD, LIGHT_MUD, SNOW, CLEAR = "mud", "light_mud", "snow", "clear"


# -- allowances ----------------------------------------------------------------------------


def printed_value(game, state, uid: str, key: str) -> int:
    """The value printed on the unit's current side; 12.2 (no purge) replaces the full
    side of Soviet infantry and armor."""
    d = game.units[uid]
    step = state.units[uid].step
    if step == 0 and game.options.get("no_purge"):
        over = game.cache.data.no_purge.get(d.type)
        if over is not None and d.side == SOVIET and key in over:
            return over[key]
    return d.value(step, key)


def movement_allowance(game, state, uid: str) -> int:
    """6.1, 5.1, 8.3: printed MA, halved rounding down out of supply, then halved rounding
    up in mud (A15: supply first, then weather)."""
    ma = printed_value(game, state, uid, "movement")
    if "oos" in state.units[uid].flags:
        ma //= 2
    if state.weather == MUD:
        ma = (ma + 1) // 2
    return ma


def guderian_hex(snap) -> int | None:
    gid = snap.t.leaders.get("guderian")
    return snap.pos.get(gid) if gid else None


def with_guderian(snap, uid: str) -> bool:
    """11.61: a German armor unit stacked with Guderian."""
    info = snap.t.units[uid]
    g = guderian_hex(snap)
    return info.armor and info.side == AXIS and g is not None and snap.pos.get(uid) == g


def exploitation_allowance(snap, uid: str) -> int:
    """6.6 (6.61-6.64, 8.3, 11.61): exploitation MP by unit category and weather; 0 when the
    unit may not exploit. Light mud: only German armor with Guderian, one hex; mud: none.
    Out of supply does not reduce it (A16)."""
    t, state = snap.t, snap.state
    info = t.units[uid]
    if info.id == t.leaders.get("zhukov"):
        return t.data.zhukov_exploit_hexes if state.weather in (CLEAR, SNOW) else 0
    cat = info.exploit_category
    if cat is None:
        return 0
    if state.weather == LIGHT_MUD:
        return 1 if with_guderian(snap, uid) else 0
    table = t.data.exploitation.axis if info.side == AXIS else t.data.exploitation.soviet
    return table.get(cat, {}).get(state.weather or CLEAR, 0)


def armor_ignores_zoc(snap, uid: str) -> bool:
    """6.3: armor may move from ZoC to ZoC (+1 MP) and need not stop: German armor in clear
    weather, or in light mud with Guderian; Soviet armor in clear weather and in snow;
    nobody in mud."""
    info = snap.t.units[uid]
    if not info.armor:
        return False
    w = snap.state.weather or CLEAR
    if info.side == AXIS:
        return w == CLEAR or (w == LIGHT_MUD and with_guderian(snap, uid))
    return w in (CLEAR, SNOW)


# -- where a unit may go -------------------------------------------------------------------


def hungary_closed(state) -> bool:
    """6.7: Hungary is neutral in June: nobody enters it in the movement and combat phases
    of turn 1 (nor retreats or advances into it)."""
    return state.turn == 1


def finnish_limit_applies(t, state) -> bool:
    """11.42: unless the Axis holds Leningrad, Finns stay north of hex row 39xx."""
    h = t.role_hex("leningrad")
    return h is None or state.control.get(t.hexes[h]) != AXIS


def may_enter(snap, uid: str, h: int) -> bool:
    """May ``uid`` enter hex ``h`` at all (terrain, enemy units, country limits)?"""
    t, state = snap.t, snap.state
    if not t.land[snap.snow][h]:
        return False
    info = t.units[uid]
    if h in snap.ground[snap.enemy[info.side]]:
        return False
    return nationality_allows(t, state, info, h)


def nationality_allows(t, state, info, h: int) -> bool:
    """6.7 Hungary neutral on turn 1; 11.43 Romanians never into Hungary, Hungarians never
    into Romania; 11.42 Finns not south of row 39xx (A34: rows 38 and below) unless the
    Axis holds Leningrad."""
    if h in t.region("hungary"):
        if hungary_closed(state) or info.nationality == ROMANIAN:
            return False
    if info.nationality == HUNGARIAN and h in t.region("romania"):
        return False
    if info.nationality == FINNISH and t.row[h] < t.data.finnish_south_row:
        return not finnish_limit_applies(t, state)
    return True


def closed_hexes(snap, info) -> frozenset[int]:
    """Hexes ``info``'s unit may not enter now: enemy ground units and the country limits
    of ``nationality_allows`` (computed once per snapshot and nationality)."""
    key = ("closed", info.side, info.nationality)
    hit = snap.memo.get(key)
    if hit is None:
        t, state = snap.t, snap.state
        out = set(snap.ground[snap.enemy[info.side]])
        if hungary_closed(state) or info.nationality == ROMANIAN:
            out |= t.region("hungary")
        if info.nationality == HUNGARIAN:
            out |= t.region("romania")
        if info.nationality == FINNISH and finnish_limit_applies(t, state):
            out |= {h for h in range(len(t.hexes)) if t.row[h] < t.data.finnish_south_row}
        hit = snap.memo[key] = frozenset(out)
    return hit


def kerch_guarded(snap) -> bool:
    """9.23: the full-strength Black Sea Fleet within 2 hexes of either strait hex."""
    t = snap.t
    fleet = black_sea_fleet(t)
    if fleet is None or fleet not in snap.pos or snap.state.units[fleet].step != 0:
        return False
    fh = t.hexes[snap.pos[fleet]]
    return any(fh.distance(t.hexes[k]) <= t.data.fleet_kerch_range for k in t.kerch)


def hexside_cost(t, info, a: int, b: int) -> int:
    """6.1, 9.0, 9.21: rivers cost armor +1; the Kerch strait costs armor +3, others +2."""
    extra = 0
    if (a, b) in t.river and info.armor:
        extra += t.data.river_armor_cost
    if (a, b) in t.strait:
        extra += t.data.strait_cost["armor" if info.armor else "other"]
    return extra


# -- the search ----------------------------------------------------------------------------


class MoveRules:
    """Everything one unit's move depends on, gathered once; ``step`` prices one step."""

    __slots__ = ("snap", "uid", "info", "start", "budget", "cost", "zoc", "friends",
                 "ignores_zoc", "kerch", "fixed_cost", "touched", "land", "closed")

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
        self.ignores_zoc = armor_ignores_zoc(snap, uid)
        self.kerch = info.side == AXIS and kerch_guarded(snap)
        self.fixed_cost = fixed_cost  # Zhukov: one per hex whatever the terrain (11.63)
        self.touched: dict[int, bool] = {}
        self.land = t.land[snap.snow]
        self.closed = closed_hexes(snap, info)

    def friendly_other(self, h: int) -> bool:
        """Another friendly ground unit is in ``h`` (it cancels the enemy ZoC there)."""
        here = self.friends.get(h)
        occ = bool(here) and (len(here) > 1 or here[0] != self.uid)
        self.touched[h] = occ
        return occ

    def hostile(self, h: int) -> bool:
        """6.3: an enemy-ZoC hex with no other friendly unit in it."""
        return h in self.zoc and not self.friendly_other(h)

    def must_stop(self, h: int) -> bool:
        """6.3: entering an uncancelled enemy ZoC hex ends the move (eligible armor excepted)."""
        return not self.ignores_zoc and self.hostile(h)

    def step(self, a: int, b: int) -> int | None:
        """MP to move from ``a`` to ``b``; None when the step is not allowed."""
        if not self.land[b] or b in self.closed:  # may_enter, precomputed
            return None
        t = self.snap.t
        if self.fixed_cost:
            c = 1
        else:
            base = self.cost[b]
            if base is None:
                return None
            c = base + hexside_cost(t, self.info, a, b)
        if self.kerch and (a, b) in t.strait:
            # 9.23: only from the hex it started the phase in, spending its whole MA.
            if a != self.start:
                return None
            return max(self.budget, c) if not self.fixed_cost else None
        if a in self.zoc and b in self.zoc:
            both_friendly = self.friendly_other(a) and self.friendly_other(b)
            if not both_friendly:
                if self.ignores_zoc:
                    c += 1  # 6.3, A14: armor pays +1 MP for each ZoC-to-ZoC step
                else:
                    return None  # 6.3, A13
        return c


def search(rules: MoveRules, min_one_hex: bool = True) -> dict[int, tuple[int, int]]:
    """Hex -> (MP spent, previous hex) for every hex the unit can reach (6.0, 6.1). With
    ``min_one_hex`` a unit may always enter one adjacent hex it may enter at all (6.0)."""
    nbr = rules.snap.nbr
    start, budget = rules.start, rules.budget
    best: dict[int, tuple[int, int]] = {start: (0, -1)}
    heap = [(0, start)]
    while heap:
        spent, here = heapq.heappop(heap)
        if spent > best[here][0]:
            continue
        if here != start and rules.must_stop(here):
            continue
        for n in nbr[here]:
            c = rules.step(here, n)
            if c is None:
                continue
            total = spent + c
            if total > budget:
                if not (min_one_hex and here == start):
                    continue
                total = budget  # 6.0: the minimum move ends the unit's movement
            old = best.get(n)
            if old is None or total < old[0]:
                best[n] = (total, here)
                heapq.heappush(heap, (total, n))
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
