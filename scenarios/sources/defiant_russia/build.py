"""Build ``scenarios/defiant_russia.json`` from the sources in this folder.

    python scenarios/sources/defiant_russia/build.py          # write the scenario
    python scenarios/sources/defiant_russia/build.py --check  # exit 1 if it differs

The sources: ``terrain.txt`` (the map, one letter a hex), ``hexsides.ini`` (rivers,
borders, lake and sea sides, the Kerch strait), ``rails.txt``, ``regions.ini`` (countries,
military districts, army group areas, border strips, seas, coasts, map edges and the
starting control), ``cities.csv``, ``units.csv`` (the order of battle, setup codes and
reinforcements), ``rulebook.py`` (schedules, tables and rules data the rulebook states)
and ``scenario.py`` (names, colours and kinds). See README.md for what each part rests on.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import hexdata  # noqa: E402

rulebook = hexdata.sibling(__file__, "rulebook")
scenario = hexdata.sibling(__file__, "scenario")

OUTPUT = HERE.parents[1] / "defiant_russia.json"


def turns() -> list[dict]:
    return [{"number": t, "date": {"en": f"{rulebook.MONTHS[t - 1]} 1941",
                                   "ja": f"1941年{rulebook.MONTHS_JA[t - 1]}"},
             "weather": w} for t, w in rulebook.HISTORICAL_WEATHER.items()]


def tables() -> list[dict]:
    month = rulebook.MONTHS
    return [
        {"id": "random_weather", "name": {"en": "Random weather (8.2)", "ja": "ランダムな天候 (8.2)"},
         "columns": [str(d) for d in range(1, 7)],
         "rows": {month[t - 1]: row for t, row in rulebook.RANDOM_WEATHER.items()}},
        {"id": "air_points", "name": {"en": "Air points (11.7)", "ja": "航空ポイント (11.7)"},
         "columns": ["Axis", "Soviet"],
         "rows": {month[t - 1]: [str(a), str(s)] for t, (a, s) in rulebook.AIR_POINTS.items()},
         "labels": {"Axis": {"en": "Axis", "ja": "枢軸軍"},
                    "Soviet": {"en": "Soviet", "ja": "ソビエト連邦"}}},
        {"id": "terrain_effects", "name": {"en": "Terrain effects (9.0)", "ja": "地形効果表 (9.0)"},
         **rulebook.TERRAIN_CHART},
    ]


def rulebook_checked(cities: list[dict], units: list[dict], hexsides: list[dict]) -> None:
    """Refuse sources that contradict the rulebook: the victory cities' hexes and values
    (13.0), the Kerch strait (9.2) and the Blue Division's 1-4 (Q&A under 1.0)."""
    by_id = {c["id"]: c for c in cities}
    for city, vp in rulebook.VP_CITIES.items():
        c = by_id.get(city)
        printed = rulebook.VP_HEXES.get(city)
        if c is None or c.get("vp") != vp or (printed and c["hex"] != printed):
            raise hexdata.SourceError(HERE / "cities.csv", city, f"13.0 makes {city} a {vp} VP city"
                                      + (f" in {printed}" if printed else ""))
    a, b = rulebook.KERCH
    if not any({h["a"], h["b"]} == {a, b} and "strait" in h["features"] for h in hexsides):
        raise hexdata.SourceError(HERE / "hexsides.ini", "[strait]", f"9.2 puts the strait at {a}|{b}")
    blue = rulebook.BLUE_DIVISION
    unit = next((u for u in units if u["id"] == blue["id"]), None)
    if unit is None or unit["steps"] != [{"strength": blue["strength"], "movement": blue["movement"]}]:
        raise hexdata.SourceError(HERE / "units.csv", blue["id"], "the Blue Division is a 1-4 (1.0 Q&A)")


def build() -> dict:
    regions, control = hexdata.read_regions(HERE / "regions.ini")
    cities = hexdata.read_cities(HERE / "cities.csv")
    units = hexdata.read_units(HERE / "units.csv")
    hexsides = hexdata.read_hexsides(HERE / "hexsides.ini")
    rulebook_checked(cities, units, hexsides)
    return {
        **hexdata.header(scenario),
        "map": {
            "grid": scenario.GRID,
            "hexes": hexdata.read_grid(HERE / "terrain.txt"),
            "hexsides": hexsides,
            "cities": cities,
            "links": hexdata.read_links(HERE / "rails.txt"),
            "regions": regions,
            "control": control,
        },
        "unit_types": scenario.UNIT_TYPES,
        "units": units,
        "setup_codes": scenario.SETUP_CODES,
        "turns": turns(),
        "tables": tables(),
        "options": rulebook.OPTIONS,
        "rules_data": rulebook.RULES_DATA,
    }


def main(argv: list[str] | None = None) -> int:
    return hexdata.write_or_check(build, OUTPUT, argv)


if __name__ == "__main__":
    raise SystemExit(main())
