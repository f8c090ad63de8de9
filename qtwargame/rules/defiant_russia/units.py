"""What kind of unit each counter is, as the rules ask it (2.0, 6.6, 8.3, 11.4, 13.0).

Computed once per game from the unit definitions (nationality, type, kind) into plain
records, so that hot loops ask attributes instead of string sets.
"""

from __future__ import annotations

from dataclasses import dataclass

from qtwargame.engine.pieces import UnitDef

AXIS = "axis"
SOVIET = "soviet"

GERMAN, FINNISH, ROMANIAN, HUNGARIAN, ITALIAN, SPANISH = (
    "german", "finnish", "romanian", "hungarian", "italian", "spanish")


@dataclass(frozen=True, slots=True)
class UnitInfo:
    id: str
    side: str
    nationality: str
    type: str
    leader: bool
    fleet: bool
    ground: bool
    armor: bool
    move_class: str
    army: bool
    counts_for_stacking: bool
    has_zoc: bool
    exploit_category: str | None
    snow_exempt: bool
    partisan_target: bool
    replaceable: bool
    casualty_category: str | None


def exploit_category(d: UnitDef) -> str | None:
    """6.6: the row of the exploitation chart a unit reads, or None if it never exploits.

    Axis: German armor; German infantry and mountain infantry and the Italian unit (6.61
    counts the CSIR with the infantry); Romanian mountain infantry and cavalry. Soviet:
    armor, cavalry, shock armies. Everyone else (Romanian infantry, Hungarian, Finnish,
    Spanish, Soviet infantry and airborne) never exploits.
    """
    if d.kind != "unit":
        return None
    if d.side == AXIS:
        if d.nationality == GERMAN:
            return "german_armor" if d.type == "armor" else "german_foot"
        if d.nationality == ITALIAN:
            return "italian"
        if d.nationality == ROMANIAN and d.type in ("mountain", "cavalry"):
            return "romanian_mobile"
        return None
    if d.type in ("armor", "cavalry", "shock"):
        return d.type
    return None


def casualty_category(d: UnitDef, stalin: str | None) -> str | None:
    """13.0: which multiplier an eliminated unit scores (Stalin: None, scored apart)."""
    if d.side == AXIS:
        if d.nationality == GERMAN:
            return "german_armor" if d.type in ("armor", "leader") else "german_other"
        if d.nationality == FINNISH:
            return "finnish"
        return "minor_ally"
    if d.type == "leader":
        return None if d.id == stalin else "soviet_elite"
    if d.kind == "fleet" or d.type in ("shock", "airborne", "fleet"):
        return "soviet_elite"
    return "soviet_other"


def unit_info(d: UnitDef, move_class: dict[str, str], stalin: str | None) -> UnitInfo:
    leader = d.kind == "leader" or d.type == "leader"
    fleet = d.kind == "fleet" or d.type == "fleet"
    ground = not leader and not fleet and d.kind == "unit"
    spanish = d.nationality == SPANISH
    return UnitInfo(
        id=d.id,
        side=d.side,
        nationality=d.nationality,
        type=d.type,
        leader=leader,
        fleet=fleet,
        ground=ground,
        armor=ground and d.type == "armor",
        move_class=move_class.get(d.type, "foot"),
        army=ground and d.side == SOVIET and d.type in ("infantry", "shock"),
        counts_for_stacking=ground and not spanish,  # 6.22, 11.44
        has_zoc=ground and not spanish,  # 6.3, 11.44
        exploit_category=exploit_category(d) if ground else None,
        snow_exempt=d.nationality == FINNISH or d.type == "mountain",  # 8.3
        partisan_target=(ground and d.side == AXIS and d.nationality != FINNISH
                         and d.type in ("infantry", "mountain")),  # 11.2
        replaceable=ground and d.nationality not in (HUNGARIAN, ITALIAN, SPANISH, FINNISH),
        casualty_category=casualty_category(d, stalin),
    )
