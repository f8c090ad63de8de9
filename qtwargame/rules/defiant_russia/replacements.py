"""10.1 Replacements: 10.11 procedure, 10.12 no saving, 10.13 Axis, 10.14 Soviet, 10.15
Leningrad, 11.41 minor allies.

A reduced unit in supply turns to full strength for 1 RP (``Replace``); an eliminated unit
returns on its reduced side for 2 RP (``Place`` with reason ``replacement``), and not to
full strength the same turn. Units eliminated out of supply never return (5.1).

Axis: 2 RP a turn from August; returns in Warsaw (Romanians in Bucharest); at most one
armor unit a turn receives RP; never Hungarian, Italian, Spanish or Finnish units.
Soviet: 6 RP a turn from July, less 1 for each of Leningrad, Moscow, Kiev and Stalingrad
that the Axis holds and 1 for each of them the Soviets hold that has no rail line to a
Soviet map edge free of Axis units (10.14; Leningrad's also free of uncancelled Axis ZoC,
10.15); returns in one of those four cities that is Soviet, free of Axis units and
linked; at most 2 armor units a turn receive RP in July-September, 1 from October.
"""

from __future__ import annotations

from qtwargame.engine.actions import Place
from qtwargame.engine.state import ELIMINATED, ON_MAP, UnitState
from qtwargame.engine.text import Texts
from qtwargame.rules.defiant_russia.actions import Replace
from qtwargame.rules.defiant_russia.snapshot import Snap
from qtwargame.rules.defiant_russia.stacking import room_for
from qtwargame.rules.defiant_russia.supply import rail_net
from qtwargame.rules.defiant_russia.units import AXIS, ROMANIAN, SOVIET
from qtwargame.rules.dice_bucket.grid import flood

T = Texts("defiant_russia")


def rp_cities(t) -> list[int]:
    return [t.city_hex[c] for c in t.data.soviet_rp_cities if c in t.city_hex]


def city_linked(snap, h: int) -> bool:
    """10.14: a rail line from the city to a Soviet map edge free of Axis units; 10.15 (and
    10.2): Leningrad's must also be free of Axis ZoC not cancelled by Soviet units."""
    memo = snap.memo.setdefault("linked", {})
    if h not in memo:
        t = snap.t
        if h == t.role_hex("leningrad"):
            net = rail_net(snap, SOVIET, [h])  # 10.15: Axis units and uncancelled ZoC
        else:
            net = flood([h] if t.rail[h] else [], t.rail, frozenset(snap.ground[AXIS]))  # 10.14
        memo[h] = bool(net & t.edge[SOVIET])
    return memo[h]


def soviet_points(snap) -> int:
    """10.14: this turn's Soviet replacement points."""
    t, state = snap.t, snap.state
    rp = t.data.replacement_points.get(SOVIET, {}).get(state.turn, 0)
    if rp <= 0:
        return 0
    for h in rp_cities(t):
        owner = state.control.get(t.hexes[h])
        if owner != SOVIET or not city_linked(snap, h):
            rp -= 1
    return max(rp, 0)


def points_for(snap, side: str) -> int:
    if side == SOVIET:
        return soviet_points(snap)
    return snap.t.data.replacement_points.get(AXIS, {}).get(snap.state.turn, 0)


def grant(ctx) -> None:
    s = ctx.state
    side = s.active
    rp = points_for(Snap(ctx.game, s), side)
    s.data["rp"] = rp
    s.data["rp_armor"] = []
    s.data["rebuilt"] = []
    if rp:
        ctx.log(T("{side:actor} receives {n:# replacement point|# replacement points}", side=side,
                  n=rp), rule="10.1")


def armor_cap(t, state, side: str) -> int:
    return t.data.replacement_armor_cap.get(side, {}).get(state.turn, 0)


def _armor_ok(t, state, uid: str) -> bool:
    info = t.units[uid]
    if not info.armor:
        return True
    used = state.data.get("rp_armor", [])
    return uid in used or len(used) < armor_cap(t, state, info.side)


def return_hexes(snap, uid: str) -> list[int]:
    """Where an eliminated unit may come back (10.13, 10.14, 11.41)."""
    t, state = snap.t, snap.state
    info = t.units[uid]
    if info.side == AXIS:
        role = "bucharest" if info.nationality == ROMANIAN else "warsaw"
        h = t.role_hex(role)
        cands = [h] if h is not None else []
    else:
        cands = [h for h in rp_cities(t) if city_linked(snap, h)]
    return [h for h in cands if state.control.get(t.hexes[h]) == info.side
            and h not in snap.ground[snap.enemy[info.side]] and room_for(snap, info.side, h, uid)]


def replacement_actions(snap) -> list:
    t, state = snap.t, snap.state
    side = state.active
    rp = state.data.get("rp", 0)
    out: list = []
    if rp < t.data.rp_flip_cost:
        return out
    rebuilt = state.data.get("rebuilt", [])
    for uid, u in sorted(state.units.items()):
        info = t.units[uid]
        if info.side != side or not info.replaceable or not _armor_ok(t, state, uid):
            continue
        if u.status == ON_MAP and u.step > 0 and uid not in rebuilt and "oos" not in u.flags:
            out.append(Replace(side, uid))
        elif u.status == ELIMINATED and rp >= t.data.rp_return_cost and "conquered" not in u.flags:
            out += [Place(side, uid, t.hexes[h], "replacement") for h in return_hexes(snap, uid)]
    return out


def apply_replace(ctx, a: Replace) -> None:
    s = ctx.state
    u = s.units[a.unit]
    s.units[a.unit] = UnitState(u.hex, u.step - 1, u.status, u.flags)
    _spend(ctx, a.unit, ctx.game.cache.data.rp_flip_cost)
    ctx.log(T("{unit} is restored to full strength", unit=a.unit), rule="10.11", said_by_act=True)


def apply_return(ctx, a: Place) -> None:
    s = ctx.state
    d = ctx.game.units[a.unit]
    step = min(1, d.step_count - 1)  # reduced side; one-step units on their only side (A53)
    s.units[a.unit] = UnitState(a.hex, step, ON_MAP, frozenset())
    s.data.setdefault("rebuilt", []).append(a.unit)
    _spend(ctx, a.unit, ctx.game.cache.data.rp_return_cost)
    ctx.log(T("{unit} returns at {hex}", unit=a.unit, hex=a.hex), rule="10.11", said_by_act=True)


def _spend(ctx, uid: str, cost: int) -> None:
    s = ctx.state
    s.data["rp"] = s.data.get("rp", 0) - cost
    if ctx.game.cache.units[uid].armor and uid not in s.data.setdefault("rp_armor", []):
        s.data["rp_armor"].append(uid)
