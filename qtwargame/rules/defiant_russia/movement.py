"""6.0 Movement: 6.1 terrain costs by unit type, majority terrain, minimum one hex; 6.3 ZoC
while moving; 6.6 exploitation allowances; 6.7 turn 1; 8.3 mud; 9.2 the Kerch strait;
11.42, 11.43 where minor allies may go; 11.63 Zhukov.

The search is the dice-bucket core's (``qtwargame.rules.dice_bucket.movement``): a Dijkstra
over integer hexes with the costs precomputed per movement class and weather (``tables``).
Every DR rule that decides whether one step is allowed, and what it costs, is its own
function below, and :class:`MoveRules` hands them to the core as its hooks.
"""

from __future__ import annotations

from qtwargame.rules.defiant_russia.supply import black_sea_fleet
from qtwargame.rules.defiant_russia.units import AXIS, FINNISH, HUNGARIAN, ROMANIAN, SOVIET
from qtwargame.rules.dice_bucket.movement import MoveRules as CoreMoveRules
from qtwargame.rules.dice_bucket.movement import path_of, path_ok, search

MUD, LIGHT_MUD, SNOW, CLEAR = "mud", "light_mud", "snow", "clear"


# -- allowances ----------------------------------------------------------------------------


def printed_value(game, state, uid: str, key: str) -> int:
    """The value printed on the unit's current side; 12.2 (no purge) replaces the full
    side of Soviet infantry and armor."""
    return value_at_step(game, uid, state.units[uid].step, key)


def value_at_step(game, uid: str, step: int, key: str) -> int:
    """:func:`printed_value` of ``uid`` showing ``step`` (0: its full side)."""
    d = game.units[uid]
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
            out |= south_of_finnish_limit(t)
        hit = snap.memo[key] = frozenset(out)
    return hit


def south_of_finnish_limit(t) -> frozenset[int]:
    """11.42 (A34): the hexes of rows 38 and below, where the Finns may not go unless the
    Axis holds Leningrad; worked out once a game."""
    hit = t.memo.get("finnish_south")
    if hit is None:
        hit = t.memo["finnish_south"] = frozenset(
            h for h in range(len(t.hexes)) if t.row[h] < t.data.finnish_south_row)
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


# -- the search (the shared core, with DR's hooks) --------------------------------------


class MoveRules(CoreMoveRules):
    """DR's step rules: armor ignores ZoC by weather and Guderian (6.3), closed hexes by
    nationality (6.7, 11.42, 11.43), rivers and the Kerch strait (9.0, 9.21), and the
    guarded strait crossed only from the start hex with the whole allowance (9.23)."""

    __slots__ = ("kerch",)

    def __init__(self, snap, uid: str, budget: int, fixed_cost: bool = False) -> None:
        super().__init__(snap, uid, budget, fixed_cost)
        self.kerch = self.info.side == AXIS and kerch_guarded(snap)

    def armor_ignores_zoc(self) -> bool:
        return armor_ignores_zoc(self.snap, self.uid)

    def closed_hexes(self) -> frozenset[int]:
        return closed_hexes(self.snap, self.info)

    def hexside_cost(self, a: int, b: int) -> int:
        return hexside_cost(self.snap.t, self.info, a, b)

    def crossing(self, a: int, b: int, c: int):
        if self.kerch and (a, b) in self.snap.t.strait:
            # 9.23: only from the hex it started the phase in, spending its whole MA.
            if a != self.start:
                return (None,)
            return (max(self.budget, c) if not self.fixed_cost else None,)
        return None


__all__ = ["MoveRules", "search", "path_of", "path_ok"]
