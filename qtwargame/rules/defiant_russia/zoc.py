"""6.3 Zones of control, 6.7 (turn-1 border), 9.21 (Kerch strait), 11.44 (Spanish).

A ground unit's zone of control is the six hexes around it. Leaders, fleets and the Blue
Division have none. A zone never crosses the Kerch strait, never reaches into a hex its
unit could not enter (sea, unfrozen lake), and on turn 1, during the Axis movement phase,
Soviet zones stop at the border.
"""

from __future__ import annotations

from qtwargame.rules.defiant_russia.units import SOVIET


def soviet_zoc_stops_at_border(state) -> bool:
    """6.7: in the Axis movement phase of turn 1 Soviet ZoC does not cross the border."""
    return state.turn == 1 and state.phase == "axis_move"


def zoc_of(t, state, ground_at: dict[int, list[str]], side: str) -> frozenset[int]:
    """Every hex in the zone of control of ``side``'s ground units (6.3)."""
    snow = state.weather == "snow"
    land = t.land[snow]
    nbr = t.nbr_land[snow]
    strait = t.strait
    units = t.units
    limit = t.region("ussr") if side == SOVIET and soviet_zoc_stops_at_border(state) else None
    out: set[int] = set()
    for h, uids in ground_at.items():
        if not any(units[u].has_zoc for u in uids):
            continue
        for n in nbr[h]:
            if not land[n] or (h, n) in strait:
                continue
            if limit is not None and n not in limit:
                continue
            out.add(n)
    return frozenset(out)
