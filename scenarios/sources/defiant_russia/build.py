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
         "rows": {month[t - 1]: [str(a), str(s)] for t, (a, s) in rulebook.AIR_POINTS.items()}},
        {"id": "terrain_effects", "name": {"en": "Terrain effects (9.0)", "ja": "地形効果表 (9.0)"},
         **rulebook.TERRAIN_CHART},
    ]


def build() -> dict:
    regions, control = hexdata.read_regions(HERE / "regions.ini")
    return {
        "format_version": 2,
        "id": scenario.ID,
        "title": scenario.TITLE,
        "description": scenario.DESCRIPTION,
        "ruleset": scenario.ID,
        "provenance": scenario.PROVENANCE,
        "sides": scenario.SIDES,
        "nationalities": scenario.NATIONALITIES,
        "terrain": scenario.TERRAIN,
        "features": scenario.FEATURES,
        "city_kinds": scenario.CITY_KINDS,
        "weather": scenario.WEATHER,
        "map": {
            "grid": scenario.GRID,
            "hexes": hexdata.read_grid(HERE / "terrain.txt"),
            "hexsides": hexdata.read_hexsides(HERE / "hexsides.ini"),
            "cities": hexdata.read_cities(HERE / "cities.csv"),
            "links": hexdata.read_links(HERE / "rails.txt"),
            "regions": regions,
            "control": control,
        },
        "unit_types": scenario.UNIT_TYPES,
        "units": hexdata.read_units(HERE / "units.csv"),
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
