"""Zones of control: the six hexes around a ground unit that has one (DR 6.3, RV 6.4).

A zone never reaches a hex its unit could not enter (water; RV 6.4 also hexes closed to
it), never crosses a cut hexside (DR's Kerch strait, 9.21), and may be limited to a region
(DR 6.7: Soviet zones stop at the border on turn 1)."""

from __future__ import annotations


def zoc_of(t, snow: bool, ground_at: dict[int, list[str]], cut=frozenset(), limit=None,
           enterable=None) -> frozenset[int]:
    """Every hex in the zone of the ground units in ``ground_at`` (hex -> units).

    ``t`` gives ``land[snow]``, ``nbr_land[snow]`` and ``units[uid].has_zoc``; ``cut`` is a
    set of (from, to) hexside pairs zones do not cross; ``limit`` a set of hexes zones stay
    in; ``enterable(uid, hex)`` (optional) whether a unit could enter a hex."""
    land = t.land[snow]
    nbr = t.nbr_land[snow]
    units = t.units
    out: set[int] = set()
    for h, uids in ground_at.items():
        holders = [u for u in uids if units[u].has_zoc]
        if not holders:
            continue
        for n in nbr[h]:
            if not land[n] or (h, n) in cut:
                continue
            if limit is not None and n not in limit:
                continue
            if enterable is not None and not any(enterable(u, n) for u in holders):
                continue
            out.add(n)
    return frozenset(out)
