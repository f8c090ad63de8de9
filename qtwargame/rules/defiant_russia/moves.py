"""Which ``Move`` actions a unit has now, in each mode, and whether a given ``Move`` is
legal: normal (6.0), rail (6.5), sea (11.5, 11.53), exploit (6.6), and Zhukov's own moves
(11.63).

Listing offers one path (the cheapest) per destination and mode; a submitted ``Move`` is
checked by walking its own path under the same step rules, so a player may pick any
legal route (the route matters for control, 6.4).

Performance: a unit's normal or exploitation moves depend on the enemy's positions and
zones (fixed during the phase), the weather and phase, and whether friendly units cancel
enemy ZoC in the few hexes the search looked at. The list is cached under a key of the
first, and revalidated against the second, so after one unit moves only the units whose
searches touched its hexes search again.
"""

from __future__ import annotations

from qtwargame.engine.actions import Move
from qtwargame.engine.state import ON_MAP
from qtwargame.rules.defiant_russia.movement import (
    MoveRules,
    exploitation_allowance,
    kerch_guarded,
    movement_allowance,
    path_ok,
)
from qtwargame.rules.defiant_russia.rail import open_rail, rail_capacity, rail_path_ok, rail_routes
from qtwargame.rules.defiant_russia.special.navy import fleet_routes, sea_transport_moves
from qtwargame.rules.defiant_russia.supply import black_sea_fleet
from qtwargame.rules.defiant_russia.units import AXIS
from qtwargame.rules.dice_bucket.movement import MOVE_MEMO_LIMIT, searched_moves, stack_signature
from qtwargame.rules.dice_bucket.movement import reachable_costs as core_reachable_costs


def phase_mode(state) -> str | None:
    if state.phase.endswith("_exploit"):
        return "exploit"
    if state.phase.endswith("_move"):
        return "move"
    return None


def moving_mode(state) -> str:
    """:func:`phase_mode` where units move: for code that :func:`may_move` let through."""
    mode = phase_mode(state)
    if mode is None:
        raise ValueError(f"no unit moves in phase {state.phase!r}")
    return mode


def _static_key(snap, uid: str, mode: str):
    t, state = snap.t, snap.state
    side = t.units[uid].side
    common = snap.memo.get(("move_key", side))
    if common is None:  # what every unit of the side shares in this state
        len_hex = t.role_hex("leningrad")
        fleet = black_sea_fleet(t)
        g = t.leaders.get("guderian")
        common = snap.memo[("move_key", side)] = (
            state.phase, state.turn, state.weather, stack_signature(snap, side),
            state.control.get(t.hexes[len_hex]) if len_hex is not None else None,
            kerch_guarded(snap) if side == AXIS and fleet else None,
            snap.pos.get(g) if g else None, state.data.get("guderian_with"))
    return (uid, state.units[uid], mode, common)


def _rules_for(snap, uid: str, mode: str) -> MoveRules | None:
    t = snap.t
    if uid == t.leaders.get("zhukov"):
        budget = exploitation_allowance(snap, uid) if mode == "exploit" else t.data.zhukov_hexes
        return MoveRules(snap, uid, budget, fixed_cost=True) if budget > 0 else None
    if mode == "exploit":
        budget = exploitation_allowance(snap, uid)
        return MoveRules(snap, uid, budget) if budget > 0 else None
    return MoveRules(snap, uid, movement_allowance(snap.game, snap.state, uid))


def _searched(snap, uid: str, mode: str) -> list[Move]:
    return searched_moves(snap, uid, snap.t.units[uid].side, _static_key(snap, uid, mode),
                          lambda: _rules_for(snap, uid, mode), "exploit" if mode == "exploit" else "normal")


def may_move(snap, uid: str) -> bool:
    """Is ``uid`` one of the active side's units that may still move in this phase?"""
    t, state = snap.t, snap.state
    info = t.units[uid]
    u = state.units[uid]
    if info.side != state.active or u.status != ON_MAP:
        return False
    mode = phase_mode(state)
    if mode == "move":
        if "moved" in u.flags or "dropped" in u.flags:
            return False
        if info.leader:
            return uid == t.leaders.get("zhukov")
        if info.fleet:
            return uid == black_sea_fleet(t)
        return True
    if mode == "exploit":
        if "exploited" in u.flags or "dropped" in u.flags:
            return False
        return info.ground or uid == t.leaders.get("zhukov")
    return False


def rail_left(snap, side: str) -> int:
    return rail_capacity(snap.t, snap.state, side) - snap.state.data.get("rail_used", 0)


def may_rail(snap, uid: str) -> bool:
    """6.5: normal movement phase, unmoved, on a rail hex, in supply, rail left
    (Zhukov: free of the count, before his own move, A48)."""
    t, state = snap.t, snap.state
    u = state.units[uid]
    if phase_mode(state) != "move" or "moved" in u.flags or "railed" in u.flags:
        return False
    if not t.rail[snap.pos[uid]]:
        return False
    if uid == t.leaders.get("zhukov"):
        return True
    info = t.units[uid]
    return info.ground and "oos" not in u.flags and rail_left(snap, info.side) > 0


def unit_moves(snap, uid: str) -> list[Move]:
    """Every ``Move`` the unit has now (one path per destination and mode)."""
    if not may_move(snap, uid):
        return []
    t = snap.t
    info = t.units[uid]
    mode = moving_mode(snap.state)
    hexes = t.hexes
    if info.fleet:
        return [Move(info.side, uid, tuple(hexes[x] for x in p), "sea")
                for _, p in sorted(fleet_routes(snap, uid).items())]
    out = list(_searched(snap, uid, mode))
    if mode == "move":
        if may_rail(snap, uid):
            out += _rail_moves(snap, uid)
        if info.ground:
            out += [Move(info.side, uid, tuple(hexes[x] for x in p), "sea")
                    for _, p in sorted(sea_transport_moves(snap, uid).items())]
    return out


def _rail_moves(snap, uid: str) -> list[Move]:
    """Rail moves, cached by the unit, its hex and the set of open rail hexes."""
    t = snap.t
    info = t.units[uid]
    memo = t.memo.setdefault("rail_moves", {})
    key = (uid, snap.pos[uid], open_rail(snap, info.side, info))
    hit = memo.get(key)
    if hit is None:
        paths = t.memo.setdefault("rail_hex_paths", {})
        routes = rail_routes(snap, uid)
        hit = []
        to_hex = t.hexes.__getitem__
        side = info.side
        for dest in sorted(routes):
            p = routes[dest]
            hp = paths.get(p)
            if hp is None:
                hp = paths[p] = tuple(map(to_hex, p))
            hit.append(Move(side, uid, hp, "rail"))
        if len(memo) > MOVE_MEMO_LIMIT // 10:
            memo.clear()
            paths.clear()
        memo[key] = hit
    return hit


def reachable_costs(snap, uid: str) -> dict:
    """Hex -> MP spent for the unit's normal (or exploitation) moves now."""
    if not may_move(snap, uid) or snap.t.units[uid].fleet:
        return {}
    return core_reachable_costs(_rules_for(snap, uid, moving_mode(snap.state)))


def move_is_legal(snap, move: Move) -> bool:
    """Check one ``Move`` by its own path (any legal route is accepted)."""
    uid = move.unit
    t = snap.t
    if uid not in t.units or not may_move(snap, uid) or t.units[uid].side != move.side:
        return False
    try:
        path = [t.idx[h] for h in move.path]
    except KeyError:
        return False
    mode = moving_mode(snap.state)
    info = t.units[uid]
    if move.mode == "sea":
        return move in unit_moves(snap, uid)
    if move.mode == "rail":
        return may_rail(snap, uid) and rail_path_ok(snap, uid, path)
    if info.fleet:
        return False
    if (move.mode == "exploit") != (mode == "exploit") or move.mode not in ("normal", "exploit"):
        return False
    rules = _rules_for(snap, uid, mode)
    return rules is not None and path_ok(rules, path)
