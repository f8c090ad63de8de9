"""Defiant Russia: where a real place falls on the printed map.

The rulebook numbers seven victory cities (13.0) and the Kerch strait (9.2). A least-squares fit of
those numbers to the cities' latitude and longitude (shared/DATA-POLICY.md) gives the
printed row XX and column YY of any point, within about 0.6 hex:

    XX = 1.480 lat - 0.430 lon - 36.0   (grows north-north-west)
    YY = 0.706 lat + 0.800 lon - 52.5   (grows east-north-east)

Every city of ``cities.csv`` that the rulebook does not number lies within one hex of
where this puts its coordinates (tests/test_scenario_sources.py checks it). To add a city:

    python scenarios/sources/defiant_russia/geography.py 55.76 37.62   # -> 3017 (Moscow)
"""

from __future__ import annotations

import sys

GRID_FIT = {"xx": (1.480, -0.430, -36.0), "yy": (0.706, 0.800, -52.5)}


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
