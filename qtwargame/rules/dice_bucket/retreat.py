"""Retreat paths and the advance after combat (DR 7.23, 7.3; RV 8.63-8.65, 8.7).

A retreating unit moves exactly the number of hexes chosen, every hex one farther from
where it started (never forward, never back), ending nearer its goal (its own map edge,
or what the game names), or failing that nearer a friendly-controlled city. Which hexes
it may enter is the game's ``ok`` hook (enemy units, uncancelled enemy ZOC, where its
nationality may go). Stacking applies at the end: if no path of the chosen length ends
within the limits, the fewest extra hexes (up to ``max_extra``) that reach a legal stack
are allowed; if none do, the unit ends overstacked and the stacking check settles it.
"""

from __future__ import annotations

MAX_EXTRA = 2


def raw_paths(snap, start: int, length: int, ok) -> list[tuple[int, ...]]:
    """Every path of ``length`` hexes from ``start``, each hex one farther from it, through
    hexes ``ok`` accepts."""
    hexes = snap.t.hexes
    h0 = hexes[start]
    nbr = snap.nbr
    out: list[tuple[int, ...]] = []

    def walk(path: tuple[int, ...], here: int) -> None:
        if len(path) == length:
            out.append(path)
            return
        want = len(path) + 1
        for n in nbr[here]:
            if h0.distance(hexes[n]) == want and ok(n):
                walk(path + (n,), n)

    walk((), start)
    return out


def zoc_ok(snap, uid: str, side: str, n: int) -> bool:
    """Outside enemy ZOC, or in it with another friendly ground unit there."""
    if n in snap.enemy_zoc(side):
        here = snap.ground[side].get(n)
        return bool(here) and any(u != uid for u in here)
    return True


def toward(snap, side: str, start: int, paths: list[tuple[int, ...]], goal) -> list[tuple[int, ...]]:
    """The paths ending nearer the goal (``goal(hex)`` a distance); failing any, those
    ending nearer the nearest friendly-controlled city."""
    good = [p for p in paths if goal(p[-1]) < goal(start)]
    if good:
        return good
    t = snap.t
    cities = [h for h in t.city_at if snap.state.control.get(t.hexes[h]) == side]
    if not cities:
        return []
    h0 = t.hexes[start]
    near = min(cities, key=lambda h: (h0.distance(t.hexes[h]), h))
    hc = t.hexes[near]
    return [p for p in paths if t.hexes[p[-1]].distance(hc) < h0.distance(hc)]


def retreat_paths(snap, uid: str, side: str, start: int, length: int, ok, goal, room,
                  check_stacking: bool = True, max_extra: int = MAX_EXTRA) -> list[tuple[int, ...]]:
    """Every legal retreat path of ``length`` hexes for ``uid``; ``room(hex)`` says whether
    it would end within the stacking limits (``check_stacking`` False: do not look)."""
    if length <= 0:
        return []
    base = toward(snap, side, start, raw_paths(snap, start, length, ok), goal)
    if not check_stacking or not base:
        return base
    fits = [p for p in base if room(p[-1])]
    if fits:
        return fits
    for extra in range(1, max_extra + 1):
        longer = [p for p in toward(snap, side, start, raw_paths(snap, start, length + extra, ok), goal)
                  if room(p[-1])]
        if longer:
            return longer
    return base


def advance_options(snap, attackers: list[str], targets: list[int], side: str, may_enter,
                    room) -> list[tuple[str, int]]:
    """Surviving attackers may move into an emptied defending hex, one hex, ignoring ZOC,
    within the stacking limits (``room(hex, uid)``) and where they may go
    (``may_enter(uid, hex)``)."""
    out = []
    for h in targets:
        if any(snap.sides[u] is not None and snap.sides[u] != side for u in snap.at.get(h, [])):
            continue
        for u in attackers:
            p = snap.pos.get(u)
            if p is None or p == h or h not in snap.nbr[p]:
                continue
            if may_enter(u, h) and room(h, u):
                out.append((u, h))
    return out
