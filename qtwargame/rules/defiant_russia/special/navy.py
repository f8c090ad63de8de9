"""11.5 The Red Navy: fleet movement, combat (11.51), air attack on fleets (11.52), sea
movement and port supply (11.53), fleet strength (11.54); the Black Sea Fleet's hold on
the Kerch strait is in ``movement.kerch_guarded`` and ``supply.fleet_blocks_rail`` (9.23).

The Baltic Fleet never leaves Leningrad. The Black Sea Fleet moves in the Soviet movement
phase any number of hexes of the Black Sea and the Sea of Azov, entering sea and coastal
hexes only. A fleet is not a ground unit: it blocks nothing and has no ZoC. Alone in a
coastal hex that an Axis unit enters, it must move to an adjacent hex free of Axis units
across the sea, or is destroyed (A56: the Soviet player chooses, at once).
"""

from __future__ import annotations

from collections import deque

from qtwargame.engine.state import ELIMINATED, OFF_MAP, ON_MAP, Decision, UnitState
from qtwargame.engine.text import Texts
from qtwargame.rules.defiant_russia.supply import black_sea_fleet
from qtwargame.rules.defiant_russia.units import AXIS, SOVIET

T = Texts("defiant_russia")


def fleet_routes(snap, fid: str) -> dict[int, list[int]]:
    """11.5: every hex the Black Sea Fleet may sail to, with a route."""
    t = snap.t
    start = snap.pos[fid]
    axis = snap.ground[AXIS]
    prev = {start: -1}
    q = deque([start])
    while q:
        h = q.popleft()
        for n in t.nbr[h]:
            if n not in prev and n in t.fleet_area and n not in axis:
                prev[n] = h
                q.append(n)
    out = {}
    for dest in prev:
        if dest == start:
            continue
        path, h = [], dest
        while h != start:
            path.append(h)
            h = prev[h]
        out[dest] = path[::-1]
    return out


def port_hexes(t) -> list[int]:
    return [t.city_hex[c] for c in t.data.ports if c in t.city_hex]


def sea_transport_moves(snap, uid: str) -> dict[int, list[int]]:
    """11.53: a Soviet ground unit and the Black Sea Fleet that both start the movement
    phase (unmoved) in one of the three ports may sail to another Soviet-held port; the
    trip uses the unit's whole MA; a reduced fleet carries only reduced units; once a
    turn (A32)."""
    t, state = snap.t, snap.state
    fid = black_sea_fleet(t)
    if fid is None or fid not in snap.pos or state.data.get("sea_moved"):
        return {}
    fu, u = state.units[fid], state.units[uid]
    if "moved" in fu.flags or "moved" in u.flags:
        return {}
    ports = port_hexes(t)
    here = snap.pos[uid]
    if here not in ports or snap.pos[fid] != here:
        return {}
    if fu.step > 0 and u.step == 0:
        return {}
    routes = fleet_routes(snap, fid)
    out = {}
    for p in ports:
        if p == here or state.control.get(t.hexes[p]) != SOVIET or p in snap.ground[AXIS]:
            continue
        out[p] = routes.get(p, [p])
    return out


def displacement_hexes(snap, fid: str, h: int) -> list[int]:
    """11.5: adjacent hexes across the sea, free of Axis units, a lone fleet may go to."""
    t = snap.t
    if fid != black_sea_fleet(t):
        return []
    return sorted(n for n in t.nbr[h] if n in t.fleet_area and n not in snap.ground[AXIS])


def lone_fleets_entered(ctx, snap, h: int) -> None:
    """An Axis ground unit entered ``h``: displace or destroy lone Soviet fleets there."""
    s = ctx.state
    t = ctx.game.cache
    here = snap.at.get(h, [])
    if any(t.units[u].ground and t.units[u].side == SOVIET for u in here):
        return
    for fid in sorted(u for u in here if t.units[u].fleet):
        options = displacement_hexes(snap, fid, h)
        if not options:
            u = s.units[fid]
            s.units[fid] = UnitState(None, u.step, ELIMINATED, u.flags)
            ctx.log(T("{fleet} cannot escape and is destroyed", fleet=fid), rule="11.5")
            continue
        u = s.units[fid]
        s.units[fid] = UnitState(None, u.step, OFF_MAP, u.flags)
        s.data.setdefault("displace", []).append([fid, [t.labels[x] for x in options]])


def displacement_decision(ctx) -> bool:
    s = ctx.state
    t = ctx.game.cache
    queue = s.data.get("displace") or []
    while queue:
        fid, labels = queue[0]
        if len(labels) == 1:
            queue.pop(0)
            place_fleet(ctx, fid, t.idx[ctx.game.hex(labels[0])])
            continue
        s.pending = Decision("displace", SOVIET, T("Move {fleet} away", fleet=fid),
                             {"fleet": fid, "hexes": labels})
        return True
    s.data.pop("displace", None)
    return False


def place_fleet(ctx, fid: str, h: int) -> None:
    t = ctx.game.cache
    u = ctx.state.units[fid]
    ctx.state.units[fid] = UnitState(t.hexes[h], u.step, ON_MAP, u.flags)
    ctx.log(T("{fleet} moves to {hex}", fleet=fid, hex=t.hexes[h]), rule="11.5")


def strike_targets(snap) -> dict[str, int]:
    """11.52: fleets within 4 hexes of an Axis unit, and the points still allowed on each
    this turn (at most 3 per fleet)."""
    t, state = snap.t, snap.state
    used = state.data.get("air_on_fleet", {})
    left = state.data.get("air", {}).get(AXIS, 0)
    out = {}
    axis_hexes = [t.hexes[h] for h in snap.ground[AXIS]]
    for fid, h in snap.pos.items():
        if not t.units[fid].fleet:
            continue
        fh = t.hexes[h]
        if not any(fh.distance(a) <= t.data.air_fleet_range for a in axis_hexes):
            continue
        room = min(t.data.air_max_per_fleet - used.get(fid, 0), left)
        if room > 0:
            out[fid] = room
    return out


def air_strike(ctx, fid: str, points: int) -> None:
    """11.52 (A29): one die per point; each 5 or 6 costs the fleet a step."""
    s = ctx.state
    s.data.setdefault("air", {})[AXIS] = s.data["air"].get(AXIS, 0) - points
    used = s.data.setdefault("air_on_fleet", {})
    used[fid] = used.get(fid, 0) + points
    dice = ctx.roll(points, purpose=T("air attack on a fleet"), rule="11.52")
    hits = sum(1 for d in dice if d >= 5)
    ctx.log(T("Air attack on {fleet}: {hits:# hit|# hits}", fleet=fid, hits=hits), rule="11.52")
    d = ctx.game.units[fid]
    for _ in range(hits):
        u = s.units[fid]
        if u.status != ON_MAP:
            break
        if u.step + 1 >= d.step_count:
            s.units[fid] = UnitState(None, u.step, ELIMINATED, u.flags)
            ctx.log(T("{fleet} is sunk", fleet=fid), rule="11.52")
        else:
            s.units[fid] = UnitState(u.hex, u.step + 1, u.status, u.flags)
            ctx.log(T("{fleet} is reduced", fleet=fid), rule="11.54")
