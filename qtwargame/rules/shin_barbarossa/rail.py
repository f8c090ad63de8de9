"""Rail movement (8.3, 14.3, Q&A on the Kerch strait): rail points, and where a unit on a
rail line may ride to."""

from __future__ import annotations

from qtwargame.rules.shin_barbarossa.data import SbData


def points(data: SbData, side: str) -> int:
    """8.3.2: rail points a turn: Soviet 5, Axis 2."""
    return data.rail_points[side]


def cost(data: SbData, tank: bool) -> int:
    """8.3.3: a tank or panzer costs 2 points, any other unit 1."""
    return data.rail_cost["tank" if tank else "other"]
