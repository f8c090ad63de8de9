"""7.23 Retreat procedure and 7.3 advance after combat.

A retreating unit moves exactly the number of hexes chosen (7.21, 7.22), every hex
farther from where it started (A10: never forward, never back), ending nearer its own map
edge (A9: Axis west, Soviet east; Finns toward Helsinki), or failing that nearer a
friendly-controlled city. It may not enter enemy units, uncancelled enemy ZoC, or hexes
its nationality may not enter (6.7, 11.42, 11.43). Stacking applies at the end: if no
path of the chosen length ends within the limits, the fewest extra hexes that reach a
legal stack are allowed; if none do, the unit ends overstacked and the stacking check
(6.2) settles it.
"""

from __future__ import annotations

from qtwargame.rules.defiant_russia.movement import may_enter
from qtwargame.rules.defiant_russia.stacking import room_for
from qtwargame.rules.defiant_russia.units import FINNISH

_MAX_EXTRA = 2


def _raw_paths(snap, uid: str, start: int, length: int) -> list[tuple[int, ...]]:
    t = snap.t
    info = t.units[uid]
    hexes = t.hexes
    h0 = hexes[start]
    zoc = snap.enemy_zoc(info.side)
    friends = snap.ground[info.side]
    fleet = info.fleet
    out: list[tuple[int, ...]] = []

    def ok(n: int) -> bool:
        if fleet:
            return n in t.fleet_area and n not in snap.ground[snap.enemy[info.side]]
        if not may_enter(snap, uid, n):
            return False
        if n in zoc:
            here = friends.get(n)
            return bool(here) and any(u != uid for u in here)
        return True

    def walk(path: tuple[int, ...], here: int) -> None:
        if len(path) == length:
            out.append(path)
            return
        want = len(path) + 1
        for n in snap.nbr[here]:
            if h0.distance(hexes[n]) == want and ok(n):
                walk(path + (n,), n)

    walk((), start)
    return out


def _goal_distance(snap, uid: str):
    t = snap.t
    info = t.units[uid]
    if info.nationality == FINNISH and t.role_hex("helsinki") is not None:
        hh = t.hexes[t.role_hex("helsinki")]
        return lambda h: hh.distance(t.hexes[h])
    dist = t.retreat_dist[info.side]
    return lambda h: dist[h]


def retreat_paths(snap, uid: str, length: int, start: int | None = None,
                  check_stacking: bool = True) -> list[tuple[int, ...]]:
    """Every legal retreat path of ``length`` hexes for ``uid`` (7.23, A10)."""
    if start is None:
        start = snap.pos[uid]
    if length <= 0:
        return []
    info = snap.t.units[uid]

    def toward(paths: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
        goal = _goal_distance(snap, uid)
        good = [p for p in paths if goal(p[-1]) < goal(start)]
        if good:
            return good
        cities = [h for h, c in snap.t.city_at.items()
                  if snap.state.control.get(snap.t.hexes[h]) == info.side]
        if not cities:
            return []
        h0 = snap.t.hexes[start]
        near = min(cities, key=lambda h: (h0.distance(snap.t.hexes[h]), h))
        hc = snap.t.hexes[near]
        return [p for p in paths if snap.t.hexes[p[-1]].distance(hc) < h0.distance(hc)]

    base = toward(_raw_paths(snap, uid, start, length))
    if not check_stacking or info.fleet or not base:
        return base
    fits = [p for p in base if room_for(snap, info.side, p[-1], uid)]
    if fits:
        return fits
    for extra in range(1, _MAX_EXTRA + 1):
        longer = [p for p in toward(_raw_paths(snap, uid, start, length + extra))
                  if room_for(snap, info.side, p[-1], uid)]
        if longer:
            return longer
    return base


def can_retreat(snap, uids: list[str], length: int) -> bool:
    """7.21, A12: a retreat of ``length`` is possible only if every ground unit has a path."""
    return all(retreat_paths(snap, u, length, check_stacking=False)
               for u in uids if snap.t.units[u].ground)


def advance_options(snap, attackers: list[str], targets: list[int]) -> list[tuple[str, int]]:
    """7.3: surviving attackers may move into an emptied defending hex, one hex, ignoring
    ZoC, within the stacking limits and where their nationality may go."""
    t = snap.t
    out = []
    for h in targets:
        enemy_here = [u for u in snap.at.get(h, []) if t.units[u].ground
                      and t.units[u].side != t.units[attackers[0]].side]
        if enemy_here:
            continue
        for u in attackers:
            p = snap.pos.get(u)
            if p is None or p == h or h not in snap.nbr[p]:
                continue
            side = t.units[u].side
            if may_enter(snap, u, h) and room_for(snap, side, h, u):
                out.append((u, h))
    return out
