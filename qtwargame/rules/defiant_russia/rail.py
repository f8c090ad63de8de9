"""6.5 Rail movement.

Per turn the Axis may rail 3 units (2 in snow), the Soviets 6, in their normal movement
phase only. A unit railing starts the phase on a rail hex, is in supply (5.1), moves any
distance along connected rail hexes that its side has held since the phase began, and
ends on a rail hex; it makes no other move that phase. It may not enter an enemy ZoC hex
unless a friendly unit is there and the hex was held since the phase began. The rail
hexes over the sea (9.23) carry only rail movement and are closed to the Axis while the
full-strength Black Sea Fleet is within 2 hexes of them. Zhukov's rail move is free of
the limit (A48).
"""

from __future__ import annotations

from collections import deque

from qtwargame.rules.defiant_russia.movement import nationality_allows
from qtwargame.rules.defiant_russia.supply import fleet_blocks_rail
from qtwargame.rules.defiant_russia.units import AXIS


def rail_capacity(t, state, side: str) -> int:
    """6.5: rail moves allowed per turn for ``side`` in this weather."""
    table = t.data.rail_capacity.get(side, {})
    return table.get(state.weather or "clear", table.get("default", 0))


def _nat_class(t, state, info) -> str:
    """Nationalities whose rail moves differ (6.7, 11.42, 11.43)."""
    return info.nationality if info.nationality in ("finnish", "romanian", "hungarian") else ""


def open_rail(snap, side: str, info) -> frozenset[int]:
    """Rail hexes a rail move of ``side`` (this nationality) may enter now."""
    t, state = snap.t, snap.state
    key = ("open_rail", side, _nat_class(t, state, info))
    hit = snap.memo.get(key)
    if hit is not None:
        return hit
    zoc = snap.enemy_zoc(side)
    enemy = snap.ground[snap.enemy[side]]
    friends = snap.ground[side]
    closed = t.rail_only if side == AXIS and fleet_blocks_rail(t, state, snap.pos) else frozenset()
    captured = set(state.data.get("captured", ()))
    control = state.control
    hexes, labels, rail_only = t.hexes, t.labels, t.rail_only
    out = set()
    for h in t.rail_hexes:
        if h in enemy or h in closed:
            continue
        if h not in rail_only and (control.get(hexes[h]) != side or labels[h] in captured):
            continue  # 6.5: held since the phase began (the rail over the sea has no owner)
        if h in zoc and not friends.get(h):
            continue
        if nationality_allows(t, state, info, h):
            out.add(h)
    snap.memo[key] = res = frozenset(out)
    return res


def rail_routes(snap, uid: str) -> dict[int, tuple[int, ...]]:
    """Destination -> path for every rail move ``uid`` could make (ignoring the count);
    shared by every unit starting in the same hex with the same open lines."""
    t = snap.t
    info = t.units[uid]
    start = snap.pos[uid]
    if not t.rail[start]:
        return {}
    ok = open_rail(snap, info.side, info)
    memo = t.memo.setdefault("rail_routes", {})
    key = (start, ok)
    hit = memo.get(key)
    if hit is not None:
        return hit
    prev = {start: -1}
    q = deque([start])
    rail = t.rail
    while q:
        h = q.popleft()
        for n in rail[h]:
            if n not in prev and n in ok:
                prev[n] = h
                q.append(n)
    # Each route is its predecessor's plus one hex, in the order the search found them
    # (a predecessor always comes first), so no route is walked back hex by hex.
    routes: dict[int, tuple[int, ...]] = {start: ()}
    out = {}
    rail_only = t.rail_only
    for dest in prev:
        if dest == start:
            continue
        p = routes[dest] = routes[prev[dest]] + (dest,)
        if dest not in rail_only:
            out[dest] = p
    if len(memo) > 4000:
        memo.clear()
    memo[key] = out
    return out


def rail_path_ok(snap, uid: str, path: list[int]) -> bool:
    t = snap.t
    info = t.units[uid]
    ok = open_rail(snap, info.side, info)
    here = snap.pos[uid]
    if not t.rail[here] or not path or path[-1] in t.rail_only:
        return False
    for n in path:
        if n not in t.rail[here] or n not in ok:
            return False
        here = n
    return len(set(path)) == len(path) and snap.pos[uid] not in path
