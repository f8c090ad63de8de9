"""6.0 Movement: allowances (5.2, 13.0), where each nationality may go this move (11.41,
11.42; where it may ever go, 11.31-11.33, 11.42, 14.1, is ``borders``), the step rules on
the shared search (6.1, 6.2, 6.42, 6.43, 13.0), strategic moves (6.5) and exploitation
(6.6)."""

from __future__ import annotations

from qtwargame.rules.dice_bucket.movement import MoveRules as CoreMoveRules
from qtwargame.rules.red_vengeance import minors, schedule
from qtwargame.rules.red_vengeance.borders import static_closed
from qtwargame.rules.red_vengeance.snapshot import side_of
from qtwargame.rules.red_vengeance.units import ALLIED, AXIS, SOVIET, YUGOSLAV


def yugoslavs_held_home(snap) -> bool:
    """11.41: while any Axis unit is in Yugoslavia, Yugoslav units may not leave it. Once
    per snapshot (every unit's move search asks it)."""
    hit = snap.memo.get("yugoslavs_held_home")
    if hit is None:
        yug = snap.t.region("yugoslavia")
        hit = snap.memo["yugoslavs_held_home"] = not minors.yugoslavs_may_leave(
            sum(len(u) for h, u in snap.ground[AXIS].items() if h in yug))
    return hit


def soviets_in_yugoslavia(snap) -> int:
    """The Soviet ground units in Yugoslavia (11.42), once per snapshot."""
    hit = snap.memo.get("soviets_in_yugoslavia")
    if hit is None:
        t = snap.t
        yug = t.region("yugoslavia")
        hit = snap.memo["soviets_in_yugoslavia"] = sum(
            1 for x, uids in snap.ground[ALLIED].items() if x in yug
            for u in uids if t.units[u].nationality == SOVIET)
    return hit


def may_enter(snap, uid: str, h: int, moving: bool = True) -> bool:
    """Terrain, enemy units, ``static_allows``; and when moving (not retreating) the
    Yugoslav and Soviet limits of 11.41 and 11.42."""
    t, state = snap.t, snap.state
    if not t.land[snap.snow][h]:
        return False
    side = snap.sides[uid] or side_of(t, state, uid)
    if h in snap.ground[snap.enemy[side]]:
        return False
    if h in static_closed(t, state, uid, side):
        return False
    info = t.units[uid]
    yug = t.region("yugoslavia")
    if moving and info.nationality == YUGOSLAV and h not in yug and snap.pos.get(uid) in yug \
            and yugoslavs_held_home(snap):
        return False
    if moving and info.nationality == SOVIET and h in yug and snap.pos.get(uid) not in yug \
            and not minors.soviet_may_enter_yugoslavia(soviets_in_yugoslavia(snap), t.terrain[h] == "rough"):
        return False
    return True


def printed_value(game, state, uid: str, key: str) -> int:
    return game.units[uid].value(state.units[uid].step, key)


def movement_allowance(snap, uid: str) -> int:
    """6.0, 5.2, 13.0: printed MA, halved (up) out of supply, halved (up) again in mud;
    leaders are not units and keep theirs (6.1, 13.0)."""
    t, state = snap.t, snap.state
    info = t.units[uid]
    return schedule.movement_allowance(printed_value(snap.game, state, uid, "movement"),
                                       state.weather or "clear",
                                       "oos" in state.units[uid].flags, info.leader)


def exploitation_allowance(snap, uid: str) -> int:
    """6.6, 11.1, 13.0: exploitation MP (hexes for leaders)."""
    info = snap.t.units[uid]
    if info.shock:
        return 0
    return schedule.exploitation_allowance(snap.t.data, info.exploit_category,
                                           snap.state.weather or "clear")


class MoveRules(CoreMoveRules):
    """Red Vengeance's step rules on the shared search.

    6.1, 11.22: leaders pay 1 MP a hex and are not stopped by ZOC (they are not units).
    6.42: other units stop on entering enemy ZOC unless a friend is there, and move ZOC to
    ZOC only with friends in both hexes. 6.43: armor never stops and pays +1 MP for every
    enemy-ZOC hex it enters (a friendly unit there cancels it). 13.0: in light mud and mud
    Axis armor moving from enemy ZOC to enemy ZOC may enter only hexes with an Axis unit.
    6.5: a strategic move never enters enemy ZOC without a friend there."""

    __slots__ = ("strategic", "side")

    def __init__(self, snap, uid: str, budget: int, fixed_cost: bool = False,
                 strategic: bool = False) -> None:
        self.strategic = strategic
        self.side = snap.sides[uid] or side_of(snap.t, snap.state, uid)
        super().__init__(snap, uid, budget, fixed_cost)
        self.zoc = snap.enemy_zoc(self.side)
        self.friends = snap.ground[self.side]

    def armor_ignores_zoc(self) -> bool:
        return self.info.armor or self.info.leader

    def closed_hexes(self) -> frozenset[int]:
        """``may_enter`` for every hex at once: the unit's static limits (cached for the
        game), enemy units, the Yugoslav and Soviet limits, and for a strategic move enemy
        ZOC without a friend."""
        snap, t = self.snap, self.snap.t
        key = ("closed", self.uid, self.strategic)
        hit = snap.memo.get(key)
        if hit is None:
            out = set(static_closed(t, snap.state, self.uid, self.side))
            out |= set(snap.ground[snap.enemy[self.side]])
            info = self.info
            yug = t.region("yugoslavia")
            here = snap.pos.get(self.uid)
            if info.nationality == YUGOSLAV and here in yug and yugoslavs_held_home(snap):
                out |= {h for h in range(len(t.hexes)) if h not in yug}
            if info.nationality == SOVIET and here not in yug and soviets_in_yugoslavia(snap) >= 2:
                out |= yug
            if self.strategic:
                zoc = snap.enemy_zoc(self.side)
                out |= {h for h in zoc if not snap.ground[self.side].get(h)}
            hit = snap.memo[key] = frozenset(out)
        return hit

    def hexside_cost(self, a: int, b: int) -> int:
        """9.1: armor pays +1 MP to cross a river."""
        if self.info.armor and (a, b) in self.snap.t.river:
            return self.snap.t.data["river"]["armor_cost"]
        return 0

    def step(self, a: int, b: int) -> int | None:
        if not self.land[b] or b in self.closed:
            return None
        info = self.info
        if info.leader:
            return 1
        if not info.armor:
            return super().step(a, b)  # the core's step: no river cost but for armor (9.1)
        zoc = self.zoc
        base = self.cost[b]
        if base is None:
            return None
        c = base + self.hexside_cost(a, b)
        if b in zoc and not self.friendly_other(b):
            weather = self.snap.state.weather or "clear"
            if (a in zoc and self.side == AXIS
                    and schedule.axis_armor_zoc_to_zoc_needs_friend(weather)):
                return None
            c += 1
        return c


def search_rules(snap, uid: str, mode: str) -> MoveRules | None:
    """The move rules for ``uid`` in ``mode`` (normal, strategic, exploit), or None."""
    info = snap.t.units[uid]
    if mode == "exploit":
        budget = exploitation_allowance(snap, uid)
        return MoveRules(snap, uid, budget, fixed_cost=info.leader) if budget > 0 else None
    ma = movement_allowance(snap, uid)
    if mode == "strategic":
        return MoveRules(snap, uid, ma * snap.t.data["strategic_multiplier"], info.leader, True)
    return MoveRules(snap, uid, ma, fixed_cost=info.leader) if ma > 0 else None
