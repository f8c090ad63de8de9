"""Blitzkrieg to Moscow 2: where a real place falls on the printed map.

The rulebook numbers only Odessa 0304 and Sevastopol 0106 (15.2); the play example after
15.3 fixes many adjacencies (Minsk next to 1403, Leningrad next to 1806, the Soviet front
on 1502, 1201, 0901, 0702). The map is schematic, about 18 rows by 12 columns of hexes of
some 110 km. A least-squares fit of the twelve cities' hexes to their coordinates:

    XX = 1.176 lat - 0.067 lon - 48.98   (rows grow north)
    YY = 0.042 lat + 0.455 lon - 11.49   (columns grow east)

Every city lies within one hex of where this puts it (the play example's adjacencies
take precedence over the fit; tests/test_scenario_sources.py checks it). To place a new
point:

    python scenarios/sources/blitzkrieg_moscow_2/geography.py 55.76 37.62   # -> 1408 (Moscow)
"""

from __future__ import annotations

import sys

GRID_FIT = {"xx": (1.176, -0.067, -48.98), "yy": (0.042, 0.455, -11.49)}


def fit(lat: float, lon: float) -> tuple[float, float]:
    """The printed (row, column) of a point, as fractions."""
    (a, b, c), (d, e, f) = GRID_FIT["xx"], GRID_FIT["yy"]
    return a * lat + b * lon + c, d * lat + e * lon + f


def fit_hex(lat: float, lon: float) -> str:
    """The hex number nearest the fitted position of a point (XXYY)."""
    xx, yy = fit(lat, lon)
    return f"{round(xx):02d}{round(yy):02d}"


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print("usage: geography.py LAT LON (degrees north, degrees east)", file=sys.stderr)
        raise SystemExit(2)
    print(fit_hex(float(sys.argv[1]), float(sys.argv[2])))
