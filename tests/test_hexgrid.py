"""Hex values and printed numbering, exact values in both orientations (Red Blob Games)."""

import copy
import dataclasses
import pickle

import pytest

from qtwargame.engine.hexgrid import GridSpec, Hex, HexSide, Offset, Orientation


def test_hex_arithmetic_and_distance():
    a, b = Hex(1, -3), Hex(3, -7)
    assert a + b == Hex(4, -10)
    assert b - a == Hex(2, -4)
    assert a.s == 2
    assert Hex(0, 0).distance(Hex(3, -7)) == 7
    assert Hex(-2, 3).distance(Hex(2, -1)) == 4


def test_a_hex_hashes_as_its_two_coordinates_and_keeps_its_value_semantics():
    # The hash is worked out once, and it is the value the plain dataclass gave
    # (hash((q, r))), so a set or dict of hexes holds them in the same order as before
    # and every game plays the same.
    h = Hex(3, -2)
    assert hash(h) == hash((3, -2)) and hash(Hex(-7, 11)) == hash((-7, 11))
    assert h == Hex(3, -2) and h != Hex(-2, 3) and Hex(1, 2) < Hex(1, 3) < Hex(2, -9)
    assert repr(h) == "Hex(3, -2)" and Hex.__match_args__ == ("q", "r")
    assert [f.name for f in dataclasses.fields(h) if f.init] == ["q", "r"]
    moved = dataclasses.replace(h, q=5)
    assert moved == Hex(5, -2) and hash(moved) == hash((5, -2))
    assert list({Hex(q, r): 0 for q in range(-3, 4) for r in range(-3, 4)}) == [
        Hex(q, r) for q in range(-3, 4) for r in range(-3, 4)]
    assert list({Hex(q, -q) for q in range(-40, 40)}) == [
        Hex(*t) for t in {(q, -q) for q in range(-40, 40)}]
    with pytest.raises(dataclasses.FrozenInstanceError):
        h.q = 4  # type: ignore[misc]


def test_a_hex_pickles_as_its_two_coordinates():
    # A hex crosses to the worker processes of a ladder pickled: its hash is made anew on
    # the other side, and a hex pickled as a list of the two coordinates (the plain
    # dataclass's state) loads too.
    h = Hex(4, -1)
    back = pickle.loads(pickle.dumps(h))
    assert back == h and hash(back) == hash((4, -1)) and copy.deepcopy(h) == h
    old = Hex.__new__(Hex)
    old.__setstate__([6, -3])
    assert old == Hex(6, -3) and hash(old) == hash((6, -3))


def test_neighbours_are_the_six_adjacent_hexes():
    h = Hex(2, -1)
    ns = h.neighbors()
    assert len(set(ns)) == 6
    assert all(h.distance(n) == 1 for n in ns)
    assert h.neighbor(0) == Hex(3, -1)
    assert h.neighbor(2) == Hex(2, -2)
    assert h.direction_to(Hex(1, 0)) == 4
    with pytest.raises(ValueError):
        h.direction_to(Hex(5, 5))


def test_ring_and_spiral_sizes_and_distances():
    c = Hex(0, 0)
    assert c.ring(0) == [c]
    for radius in (1, 2, 3):
        ring = c.ring(radius)
        assert len(ring) == 6 * radius
        assert {c.distance(h) for h in ring} == {radius}
    assert len(c.spiral(2)) == 19


def test_line_between_hexes_is_connected_and_exact():
    line = Hex(0, 0).line_to(Hex(1, -5))
    assert line == [Hex(0, 0), Hex(0, -1), Hex(0, -2), Hex(1, -3), Hex(1, -4), Hex(1, -5)]
    for x, y in zip(line, line[1:]):
        assert x.distance(y) == 1


def test_hexside_is_a_value_independent_of_order():
    a, b = Hex(0, 0), Hex(1, 0)
    assert HexSide.between(a, b) == HexSide.between(b, a)
    assert HexSide.between(a, b).other(a) == b
    with pytest.raises(ValueError):
        HexSide.between(a, Hex(2, 0))


ALL_GRIDS = [
    GridSpec(o, p, up, order)
    for o in (Orientation.FLAT, Orientation.POINTY)
    for p in ("odd", "even")
    for up in (False, True)
    for order in ("colrow", "rowcol")
]


@pytest.mark.parametrize("grid", ALL_GRIDS, ids=str)
def test_offset_round_trip_every_layout(grid):
    for col in range(-3, 12):
        for row in range(-3, 12):
            off = Offset(col, row)
            assert grid.to_offset(grid.to_hex(off)) == off


@pytest.mark.parametrize("grid", ALL_GRIDS, ids=str)
def test_offset_neighbours_follow_the_shift(grid):
    """In every layout, a hex has two neighbours in its own line and two in each adjacent
    line, and the shifted lines lean toward the higher numbers."""
    for col in range(1, 6):
        for row in range(1, 6):
            h = grid.to_hex(Offset(col, row))
            offs = {grid.to_offset(n) for n in h.neighbors()}
            if grid.orientation is Orientation.POINTY:
                same = {o for o in offs if o.row == row}
                assert same == {Offset(col - 1, row), Offset(col + 1, row)}
                shifted = (row % 2 == 1) == (grid.shifted == "odd")
                cols = {col, col + 1} if shifted else {col - 1, col}
                assert {o.col for o in offs if o.row == row + 1} == cols
                assert {o.col for o in offs if o.row == row - 1} == cols
            else:
                same = {o for o in offs if o.col == col}
                assert same == {Offset(col, row - 1), Offset(col, row + 1)}
                shifted = (col % 2 == 1) == (grid.shifted == "odd")
                rows = {row, row + 1} if shifted else {row - 1, row}
                assert {o.row for o in offs if o.col == col + 1} == rows


def test_labels_colrow_and_rowcol():
    spi = GridSpec(Orientation.FLAT, "even", False, "colrow", 2)
    h = spi.to_hex(Offset(15, 9))
    assert spi.label(h) == "1509"
    assert spi.parse("1509") == h
    dr = GridSpec(Orientation.POINTY, "even", True, "rowcol", 2)
    assert dr.offset_of_label("1509") == Offset(9, 15)
    assert dr.label(dr.to_hex(Offset(9, 15))) == "1509"
    wide = GridSpec(Orientation.FLAT, "odd", False, "colrow", 3)
    assert wide.label(wide.to_hex(Offset(7, 120))) == "007120"


def test_defiant_russia_layout_adjacencies():
    """DR numbering (rows XX from the south, pointy, even rows shifted right): the Kerch
    strait hexes 1509/1510 and the rail hexes 1608/1708 are adjacent (rules 9.2, 5.0)."""
    dr = GridSpec(Orientation.POINTY, "even", True, "rowcol", 2)
    assert dr.parse("1509").distance(dr.parse("1510")) == 1
    assert dr.parse("1608").distance(dr.parse("1708")) == 1
    assert dr.parse("1608").distance(dr.parse("1709")) == 1
    assert dr.parse("1708").distance(dr.parse("1607")) == 1


@pytest.mark.parametrize("bad", ["", "15", "15091", "ab12", "1-09"])
def test_parse_rejects_malformed_numbers(bad):
    with pytest.raises(ValueError):
        GridSpec().parse(bad)


def test_gridspec_rejects_unknown_settings():
    with pytest.raises(ValueError):
        GridSpec(shifted="both")
    with pytest.raises(ValueError):
        GridSpec(order="xy")
