"""Where a validation problem is: the hex to select on the map, the unit row to select in
the order of battle, or the panel that edits that part.

Problem paths are the JSON paths :mod:`qtwargame.scenario.validate`, pydantic and the
rulesets report: ``$.map.hexes['0101']``, ``$.map.cities[2].kind``, ``$.units[4].setup.hex``,
``$.tables[0].rows['3'][2]``, ``$.rules_data.terrain_cost``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_TOKEN = re.compile(r"\.([A-Za-z_][\w]*)|\[(\d+)\]|\['([^']*)'\]|\[\"([^\"]*)\"\]")

#: Top-level parts and the properties section that edits them.
SECTIONS = {
    "id": "scenario", "title": "scenario", "description": "scenario", "ruleset": "scenario",
    "provenance": "scenario", "options": "scenario", "format_version": "scenario",
    "sides": "lists", "nationalities": "lists", "terrain": "lists", "features": "lists",
    "city_kinds": "lists", "weather": "lists", "unit_types": "lists", "setup_codes": "lists",
    "turns": "turns", "tables": "tables", "cards": "cards", "rules_data": "rules_data",
    "units": "units",
}


@dataclass(frozen=True)
class Target:
    kind: str  # "hex", "unit" or "section"
    section: str = ""  # the properties section ("scenario", "lists", "tables"...)
    part: str = ""  # the part within it ("nationalities", "map.regions"...)
    hex: str | None = None
    unit: int | None = None
    index: int | None = None
    path: str = ""


def tokens(path: str) -> list[str | int]:
    """``$.units[3].setup.hex`` -> ``["units", 3, "setup", "hex"]``."""
    out: list[str | int] = []
    text = path[1:] if path.startswith("$") else path
    for m in _TOKEN.finditer(text):
        name, index, single, double = m.groups()
        if index is not None:
            out.append(int(index))
        else:
            out.append(name if name is not None else (single if single is not None else double))
    return out


def _at(items, i):
    return items[i] if isinstance(i, int) and 0 <= i < len(items) else None


def target_of(path: str, scenario) -> Target:
    t = tokens(path)
    if not t:
        return Target("section", "scenario", path=path)
    head = t[0]
    if head == "map" and len(t) >= 2:
        return _map_target(t[1:], scenario, path)
    if head == "units" and len(t) >= 2 and isinstance(t[1], int):
        return Target("unit", "units", unit=t[1], path=path)
    section = SECTIONS.get(str(head), "scenario")
    index = t[1] if len(t) >= 2 and isinstance(t[1], int) else None
    return Target("section", section, part=str(head), index=index, path=path)


def _map_target(t: list, sc, path: str) -> Target:
    part, rest = t[0], t[1:]
    m = sc.map
    label = None
    if part == "hexes" and rest and isinstance(rest[0], str):
        label = rest[0]
    elif part == "hexsides":
        hs = _at(m.hexsides, rest[0]) if rest else None
        if hs is not None:
            label = hs.b if len(rest) >= 2 and rest[1] == "b" else hs.a
    elif part == "cities":
        city = _at(m.cities, rest[0]) if rest else None
        if city is not None:
            label = city.hex
    elif part == "links":
        link = _at(m.links, rest[0]) if rest else None
        if link is not None:
            j = rest[2] if len(rest) >= 3 and isinstance(rest[2], int) else 0
            label = _at(link.hexes, j)
    elif part == "regions":
        region = _at(m.regions, rest[0]) if rest else None
        if region is not None and len(rest) >= 3 and rest[1] == "hexes":
            label = _at(region.hexes, rest[2])
        if label is None:
            return Target("section", "lists", part="map.regions",
                          index=rest[0] if rest and isinstance(rest[0], int) else None, path=path)
    elif part == "control" and len(rest) >= 2:
        label = _at(m.control.get(rest[0], []), rest[1])
    if label is not None:
        return Target("hex", "hex", hex=label, path=path)
    return Target("section", "scenario" if part == "grid" else "lists", part=f"map.{part}",
                  path=path)
