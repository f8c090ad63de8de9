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
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import hexdata

GRID = hexdata.GridFit(xx=(1.176, -0.067, -48.98), yy=(0.042, 0.455, -11.49))
fit = GRID.fit
fit_hex = GRID.fit_hex

if __name__ == "__main__":
    raise SystemExit(GRID.main(sys.argv[1:]))
