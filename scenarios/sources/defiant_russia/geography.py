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
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import hexdata

GRID = hexdata.GridFit(xx=(1.480, -0.430, -36.0), yy=(0.706, 0.800, -52.5))
fit = GRID.fit
fit_hex = GRID.fit_hex

if __name__ == "__main__":
    raise SystemExit(GRID.main(sys.argv[1:]))
