"""6.3 Zones of control, 6.7 (turn-1 border), 9.21 (Kerch strait), 11.44 (Spanish).

A ground unit's zone of control is the six hexes around it. Leaders, fleets and the Blue
Division have none. A zone never crosses the Kerch strait, never reaches into a hex its
unit could not enter (sea, unfrozen lake), and on turn 1, during the Axis movement phase,
Soviet zones stop at the border.
"""

from __future__ import annotations

from qtwargame.rules.defiant_russia.units import SOVIET
from qtwargame.rules.dice_bucket.zoc import zoc_of as core_zoc_of


def soviet_zoc_stops_at_border(state) -> bool:
    """6.7: in the Axis movement phase of turn 1 Soviet ZoC does not cross the border."""
    return state.turn == 1 and state.phase == "axis_move"


def zoc_of(t, state, ground_at: dict[int, list[str]], side: str) -> frozenset[int]:
    """Every hex in the zone of control of ``side``'s ground units (6.3): the core's zone,
    cut at the Kerch strait (9.21) and, on turn 1, stopped at the border (6.7)."""
    limit = t.region("ussr") if side == SOVIET and soviet_zoc_stops_at_border(state) else None
    return core_zoc_of(t, state.weather == "snow", ground_at, cut=t.strait, limit=limit)
