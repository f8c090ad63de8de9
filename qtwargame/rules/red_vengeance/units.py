"""What kind of unit each counter is, as Red Vengeance asks it (2.0, 6.1, 6.41, 6.6, 11.1,
11.2, 11.6, 13.0), computed once per game from the unit definitions."""

from __future__ import annotations

from dataclasses import dataclass

from qtwargame.engine.pieces import UnitDef

AXIS, ALLIED = "axis", "allied"
GERMAN, SS, HUNGARIAN, ROMANIAN, BULGARIAN = "german", "ss", "hungarian", "romanian", "bulgarian"
SOVIET, POLISH, YUGOSLAV = "soviet", "polish", "yugoslav"
MINORS = (HUNGARIAN, ROMANIAN, BULGARIAN)


@dataclass(frozen=True, slots=True)
class UnitInfo:
    id: str
    side: str                 # the printed side; defectors change side (11.34): ``Snap``
    nationality: str
    type: str
    leader: bool
    leader_key: str | None    # zhukov, konev, dietrich, tito
    ground: bool
    armor: bool
    shock: bool
    marine: bool
    mountain: bool
    guards: bool
    german: bool              # German or SS (15.2, 9.1)
    ss: bool
    move_class: str           # armor, mountain, foot (9.1)
    counts_for_stacking: bool
    has_zoc: bool
    snow_exempt: bool         # 13.0: shock armies and mountain units attack at face value
    infantry: bool            # 14.8: foot units for combined arms
    exploit_category: str | None


def leader_key(d: UnitDef) -> str | None:
    for f in d.flags:
        if f.startswith("leader_"):
            return f[len("leader_"):]
    return None


def unit_info(d: UnitDef, guards_movement: int, leaders: dict) -> UnitInfo:
    """2.0, 6.6, 11.1, 11.6: the unit's category."""
    leader = d.kind == "leader" or d.type == "leader"
    key = leader_key(d) if leader else None
    ground = d.kind == "unit" and not leader
    armor = ground and d.type == "armor"
    marine = ground and d.type == "marine"
    mountain = ground and d.type == "mountain"
    shock = ground and d.type == "shock"
    guards = ground and "guards" in d.flags
    category: str | None
    if leader:
        move_class = leaders.get(key, {}).get("moves_as", "foot")
        category = "tito" if key == "tito" else "leader"
    else:
        move_class = "armor" if armor else ("mountain" if mountain else "foot")
        category = ("armor" if armor else "mountain" if mountain else "guards" if guards else None)
    return UnitInfo(
        id=d.id, side=d.side, nationality=d.nationality, type=d.type, leader=leader, leader_key=key,
        ground=ground, armor=armor, shock=shock, marine=marine, mountain=mountain, guards=guards,
        german=d.nationality in (GERMAN, SS), ss=d.nationality == SS or "ss" in d.flags,
        move_class=move_class, counts_for_stacking=ground and not marine,
        has_zoc=ground and not marine, snow_exempt=shock or mountain,
        infantry=ground and not armor, exploit_category=category)
