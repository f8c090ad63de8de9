"""15.0 Victory: the map objectives (15.1), casualty points (15.2) and Hitler (15.3),
scored at the end of the April 1945 turn; 15.4 is a test of them."""

from __future__ import annotations

from dataclasses import dataclass, field

from qtwargame.rules.red_vengeance.leaders import casualty_points


@dataclass
class Losses:
    """What one side has lost, as 15.2 counts it."""

    eliminated: int = 0   # units in the dead pile (for the Axis: German and SS only)
    reduced: int = 0      # units on the map on their reduced side (likewise)
    leaders: list[str] = field(default_factory=list)  # dead leaders


def casualty_points_doubled(data: dict, scorer: str, enemy_losses: Losses) -> int:
    """15.2, doubled to stay in integers: the Axis scores 2 per dead Allied unit and 1 per
    reduced one; the Allies 1 per dead German unit and 1/2 per reduced one; a dead leader
    scores the sum of his bonuses."""
    cp = data["casualty_points"]
    if scorer == "axis":
        w = cp["axis_scores"]
        base = 2 * (w["allied_eliminated"] * enemy_losses.eliminated
                    + w["allied_reduced"] * enemy_losses.reduced)
    else:
        w = cp["allied_scores_doubled"]
        base = w["german_eliminated"] * enemy_losses.eliminated + w["german_reduced"] * enemy_losses.reduced
    lead = sum(casualty_points(data, k) for k in enemy_losses.leaders)
    return base + 2 * lead


@dataclass
class EndState:
    objectives: dict[str, str | None]   # city -> sole controller (None: shared or nobody)
    yugoslavia: str | None              # the side controlling every Yugoslav hex alone, else None
    belgrade: str | None
    zagreb: str | None
    axis_losses: Losses
    allied_losses: Losses
    hitler_alive: bool


def score(data: dict, end: EndState) -> dict[str, int]:
    """15.1-15.3: one point per objective city held (Berlin, Vienna, Prague); one for all
    of Yugoslavia (nobody scores it while the enemy controls any Yugoslav hex); one for
    Belgrade and Zagreb together, to a side that does not already score all of Yugoslavia
    (the reading that gives 15.4's 4-2); one for more casualty points; one for Hitler
    alive (Axis) or dead (Allies)."""
    v = data["victory"]
    pts = {"axis": 0, "allied": 0}
    for city in v["objectives"]:
        side = end.objectives.get(city)
        if side in pts:
            pts[side] += 1
    if end.yugoslavia in pts:
        pts[end.yugoslavia] += v["yugoslavia"]
    if end.belgrade is not None and end.belgrade == end.zagreb and end.belgrade != end.yugoslavia:
        pts[end.belgrade] += v["belgrade_and_zagreb"]
    axis_cp = casualty_points_doubled(data, "axis", end.allied_losses)
    allied_cp = casualty_points_doubled(data, "allied", end.axis_losses)
    if axis_cp != allied_cp:
        pts["axis" if axis_cp > allied_cp else "allied"] += v["casualties"]
    pts["axis" if end.hitler_alive else "allied"] += v["hitler"]
    return pts
