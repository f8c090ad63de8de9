"""Hex <-> scene point for both orientations and for maps numbered upward; exact values
and round trips (Red Blob Games)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF

from qtwargame.engine.hexgrid import GridSpec, Hex, Offset, Orientation
from qtwargame.ui.layout import SQRT3, Layout

GRIDS = [GridSpec(Orientation.FLAT, "even"), GridSpec(Orientation.FLAT, "odd", rows_up=True),
         GridSpec(Orientation.POINTY, "odd"), GridSpec(Orientation.POINTY, "even", rows_up=True)]


def test_flat_centres_are_one_and_a_half_sizes_apart_across_columns():
    lay = Layout(GridSpec(Orientation.FLAT), size=10)
    assert lay.center(Hex(0, 0)) == QPointF(0, 0)
    c = lay.center(Hex(1, 0))
    assert (c.x(), round(c.y(), 6)) == (15.0, round(10 * SQRT3 / 2, 6))
    assert lay.center(Hex(0, 1)).y() == pytest.approx(10 * SQRT3)


def test_pointy_centres_are_one_and_a_half_sizes_apart_across_rows():
    lay = Layout(GridSpec(Orientation.POINTY), size=10)
    c = lay.center(Hex(0, 1))
    assert (round(c.x(), 6), c.y()) == (round(10 * SQRT3 / 2, 6), 15.0)
    assert lay.center(Hex(1, 0)).x() == pytest.approx(10 * SQRT3)


@pytest.mark.parametrize("grid", GRIDS, ids=lambda g: f"{g.orientation}-{g.shifted}-up{g.rows_up}")
def test_every_point_inside_a_hex_maps_back_to_it(grid):
    lay = Layout(grid, size=30, origin=QPointF(5, -7))
    for h in Hex(0, 0).spiral(3):
        c = lay.center(h)
        assert lay.hex_at(c) == h
        for corner in lay.corners(h, 0.95):
            assert lay.hex_at(corner) == h


@pytest.mark.parametrize("grid", GRIDS, ids=lambda g: f"{g.orientation}-{g.shifted}-up{g.rows_up}")
def test_printed_rows_run_down_the_sheet_or_up_it(grid):
    lay = Layout(grid, size=20)
    row1 = lay.center(grid.to_hex(Offset(2, 1)))
    row2 = lay.center(grid.to_hex(Offset(2, 2)))
    assert (row2.y() < row1.y()) == grid.rows_up


def test_the_hexside_between_two_hexes_joins_their_shared_corners():
    for grid in GRIDS:
        lay = Layout(grid, size=12)
        a = Hex(0, 0)
        for b in a.neighbors():
            ends = lay.edge(a, b)
            shared = [p for p in lay.corners(a) if any(
                math.dist((p.x(), p.y()), (q.x(), q.y())) < 1e-6 for q in lay.corners(b))]
            assert len(shared) == 2
            for e in ends:
                assert min(math.dist((e.x(), e.y()), (s.x(), s.y())) for s in shared) < 1e-6


def test_bounds_cover_every_corner():
    lay = Layout(GridSpec(Orientation.POINTY), size=10)
    hexes = Hex(0, 0).spiral(2)
    r = lay.bounds(hexes)
    for h in hexes:
        for p in lay.corners(h):
            assert r.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(p)
