"""Build ``scenarios/blitzkrieg_moscow_2.json`` from the sources in this folder.

    python scenarios/sources/blitzkrieg_moscow_2/build.py          # write the scenario
    python scenarios/sources/blitzkrieg_moscow_2/build.py --check  # exit 1 if it differs

The sources: ``terrain.txt`` (the map, one letter a hex), ``hexsides.ini`` (rivers, sea
and lake sides), ``regions.ini`` (the rear areas and the Soviet control), ``cities.csv``,
``units.csv`` (the order of battle with setup and reinforcements), ``rulebook.py``
(turns, weather and its effects, the play example's hexes), ``tables_and_cards.py`` (the
designed CRT and the twelve cards) and ``scenario.py`` (names, colours and kinds).
See README.md for what each part rests on.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import hexdata  # noqa: E402

rulebook = hexdata.sibling(__file__, "rulebook")
scenario = hexdata.sibling(__file__, "scenario")
tables_and_cards = hexdata.sibling(__file__, "tables_and_cards")

OUTPUT = HERE.parents[1] / "blitzkrieg_moscow_2.json"


def turns() -> list[dict]:
    return [{"number": t, "date": {"en": en, "ja": ja}, "weather": rulebook.WEATHER_BY_TURN[t],
             "data": {"cards": tables_and_cards.CARDS_PER_TURN[t]}}
            for t, (en, ja) in rulebook.TURN_DATES.items()]


def build() -> dict:
    regions, control = hexdata.read_regions(HERE / "regions.ini")
    cities = hexdata.read_cities(HERE / "cities.csv")
    hexes = {c["id"]: c["hex"] for c in cities}
    for city, printed in rulebook.PRINTED_HEXES.items():
        if hexes.get(city) != printed:
            raise hexdata.SourceError(HERE / "cities.csv", city, f"15.2 prints {city} at {printed}")
    return {
        **hexdata.header(scenario),
        "map": {
            "grid": scenario.GRID,
            "hexes": hexdata.read_grid(HERE / "terrain.txt"),
            "hexsides": hexdata.read_hexsides(HERE / "hexsides.ini"),
            "cities": cities,
            "regions": regions,
            "control": control,
        },
        "unit_types": scenario.UNIT_TYPES,
        "units": hexdata.read_units(HERE / "units.csv"),
        "setup_codes": scenario.SETUP_CODES,
        "turns": turns(),
        "tables": tables_and_cards.TABLES,
        "cards": tables_and_cards.CARDS,
        "rules_data": {"evacuation": rulebook.EVACUATION, "weather": rulebook.WEATHER_EFFECTS},
    }


def main(argv: list[str] | None = None) -> int:
    return hexdata.write_or_check(build, OUTPUT, argv)


if __name__ == "__main__":
    raise SystemExit(main())
