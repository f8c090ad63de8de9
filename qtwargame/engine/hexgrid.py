"""Hexes as values: axial coordinates, hexsides, and the printed numbering of a map.

A :class:`Hex` is an immutable axial coordinate (``q``, ``r``; the cube ``s`` is derived).
All distance, neighbour, line and ring arithmetic happens on hexes and knows nothing of
orientation. A :class:`GridSpec` describes how a printed map lays hexes out: flat- or
pointy-top, which rows (or columns) are shifted, which way the numbers grow, and how a
hex number such as ``"1509"`` is spelled. It converts between hexes, offset coordinates
and labels. Pixel geometry is not here: it belongs to the UI.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum


@dataclass(frozen=True, slots=True, order=True)
class Hex:
    """An axial hex coordinate. ``s`` is implied: ``q + r + s == 0``.

    Its hash is the one a dataclass of ``q`` and ``r`` would make (``hash((q, r))``),
    worked out once when the hex is made: sets and dicts of hexes are on every hot path
    of the rules and the computer players, so the same value is kept rather than a tuple
    built and hashed at every look-up (the same value, so every set of hexes keeps its
    order)."""

    q: int
    r: int
    _hash: int = field(init=False, repr=False, compare=False, default=0)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash((self.q, self.r)))

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        # What the dataclass would make, without building two tuples: a dict or set of
        # hexes compares a looked-up hex with its key at every hit on a different object.
        if other.__class__ is Hex:
            return self.q == other.q and self.r == other.r
        return NotImplemented

    def __getstate__(self) -> tuple[int, int]:
        return (self.q, self.r)  # pickled as the two coordinates, as before

    def __setstate__(self, state: tuple[int, int] | list[int]) -> None:
        q, r = state[0], state[1]
        object.__setattr__(self, "q", q)
        object.__setattr__(self, "r", r)
        object.__setattr__(self, "_hash", hash((q, r)))

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: Hex) -> Hex:
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)

    def scale(self, k: int) -> Hex:
        return Hex(self.q * k, self.r * k)

    def length(self) -> int:
        return (abs(self.q) + abs(self.r) + abs(self.s)) // 2

    def distance(self, other: Hex) -> int:
        # ``(self - other).length()`` without making the difference hex (the searches ask
        # it hundreds of thousands of times a phase)
        dq, dr = self.q - other.q, self.r - other.r
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2

    def neighbor(self, direction: int) -> Hex:
        d = DIRECTIONS[direction % 6]
        return Hex(self.q + d.q, self.r + d.r)

    def neighbors(self) -> tuple[Hex, ...]:
        q, r = self.q, self.r
        return tuple(Hex(q + d.q, r + d.r) for d in DIRECTIONS)

    def direction_to(self, other: Hex) -> int:
        """Index of ``other`` among this hex's neighbours; ValueError if not adjacent."""
        d = other - self
        try:
            return DIRECTIONS.index(d)
        except ValueError:
            raise ValueError(f"{other} is not adjacent to {self}") from None

    def ring(self, radius: int) -> list[Hex]:
        """Hexes at exactly ``radius`` steps, walking round from direction 4."""
        if radius < 0:
            raise ValueError("radius must be >= 0")
        if radius == 0:
            return [self]
        results: list[Hex] = []
        h = self + DIRECTIONS[4].scale(radius)
        for i in range(6):
            for _ in range(radius):
                results.append(h)
                h = h.neighbor(i)
        return results

    def spiral(self, radius: int) -> list[Hex]:
        """This hex and every ring out to ``radius``, inner rings first."""
        out: list[Hex] = []
        for k in range(radius + 1):
            out.extend(self.ring(k))
        return out

    def line_to(self, other: Hex) -> list[Hex]:
        """Hexes on the straight line from this hex to ``other``, both ends included.

        Cube linear interpolation with a small nudge so that lines along a hexside
        break ties the same way every time.
        """
        n = self.distance(other)
        if n == 0:
            return [self]
        eps = 1e-6
        aq, ar, as_ = self.q + eps, self.r + eps, self.s - 2 * eps
        bq, br, bs = other.q + eps, other.r + eps, other.s - 2 * eps
        out = []
        for i in range(n + 1):
            t = i / n
            out.append(_cube_round(aq + (bq - aq) * t, ar + (br - ar) * t, as_ + (bs - as_) * t))
        return out

    def __repr__(self) -> str:
        return f"Hex({self.q}, {self.r})"


#: Axial directions, counter-clockwise from "east" in a pointy layout (from
#: "south-east" in a flat one). Geometry does not depend on which name they carry.
DIRECTIONS: tuple[Hex, ...] = (
    Hex(1, 0),
    Hex(1, -1),
    Hex(0, -1),
    Hex(-1, 0),
    Hex(-1, 1),
    Hex(0, 1),
)


def _cube_round(fq: float, fr: float, fs: float) -> Hex:
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))


@dataclass(frozen=True, slots=True)
class HexSide:
    """The edge between two adjacent hexes, as a value of its own.

    Always stored with ``a < b`` so that ``HexSide.between(x, y) == HexSide.between(y, x)``.
    """

    a: Hex
    b: Hex

    @staticmethod
    def between(x: Hex, y: Hex) -> HexSide:
        if x.distance(y) != 1:
            raise ValueError(f"{x} and {y} are not adjacent")
        return HexSide(x, y) if x < y else HexSide(y, x)

    def hexes(self) -> tuple[Hex, Hex]:
        return (self.a, self.b)

    def other(self, h: Hex) -> Hex:
        if h == self.a:
            return self.b
        if h == self.b:
            return self.a
        raise ValueError(f"{h} is not on {self}")


class Orientation(StrEnum):
    FLAT = "flat"
    POINTY = "pointy"


@dataclass(frozen=True, slots=True)
class Offset:
    """A printed (column, row) pair, as the numbers on the map read."""

    col: int
    row: int


_LABEL_RE = re.compile(r"^(\d+)$")


@dataclass(frozen=True, slots=True)
class GridSpec:
    """How a printed map lays out and numbers its hexes.

    orientation
        ``flat`` (columns zig-zag) or ``pointy`` (rows zig-zag).
    shifted
        ``odd`` or ``even``: which printed rows (pointy) or columns (flat) sit half a
        hex toward the higher numbers of the other axis.
    rows_up
        True when row numbers grow upward on the sheet (north at the top, numbered from
        the south edge), False when they grow downward as on most printed maps.
    order
        ``colrow``: the label is column then row (the usual XXYY); ``rowcol``: row first.
    digits
        digits per half of the label (2 gives ``0101``; 3 gives ``001001``).
    """

    orientation: Orientation = Orientation.FLAT
    shifted: str = "even"
    rows_up: bool = False
    order: str = "colrow"
    digits: int = 2

    def __post_init__(self) -> None:
        if self.shifted not in ("odd", "even"):
            raise ValueError(f"shifted must be 'odd' or 'even', not {self.shifted!r}")
        if self.order not in ("colrow", "rowcol"):
            raise ValueError(f"order must be 'colrow' or 'rowcol', not {self.order!r}")
        if not 1 <= self.digits <= 4:
            raise ValueError("digits must be between 1 and 4")
        object.__setattr__(self, "orientation", Orientation(self.orientation))

    # -- offset <-> axial -------------------------------------------------------------
    def to_hex(self, off: Offset) -> Hex:
        col, row = off.col, off.row
        odd = self.shifted == "odd"
        if self.orientation is Orientation.POINTY:
            if odd:
                q = col - (row - (row & 1)) // 2
            else:
                q = col - (row + (row & 1)) // 2
            h = Hex(q, row)
        else:
            if odd:
                r = row - (col - (col & 1)) // 2
            else:
                r = row - (col + (col & 1)) // 2
            h = Hex(col, r)
        return self._mirror(h) if self.rows_up else h

    def to_offset(self, h: Hex) -> Offset:
        if self.rows_up:
            h = self._mirror_back(h)
        odd = self.shifted == "odd"
        if self.orientation is Orientation.POINTY:
            r = h.r
            col = h.q + ((r - (r & 1)) // 2 if odd else (r + (r & 1)) // 2)
            return Offset(col, r)
        q = h.q
        row = h.r + ((q - (q & 1)) // 2 if odd else (q + (q & 1)) // 2)
        return Offset(q, row)

    def _mirror(self, h: Hex) -> Hex:
        # Reflect the printed layout top-to-bottom so that rows grow upward.
        if self.orientation is Orientation.POINTY:
            return Hex(h.q + h.r, -h.r)
        return Hex(h.q, -h.r - h.q)

    def _mirror_back(self, h: Hex) -> Hex:
        # The reflection is its own inverse.
        return self._mirror(h)

    # -- labels ----------------------------------------------------------------------
    def label(self, h: Hex) -> str:
        off = self.to_offset(h)
        a, b = (off.col, off.row) if self.order == "colrow" else (off.row, off.col)
        if a < 0 or b < 0:
            raise ValueError(f"{h} has no printed number (offset {a}, {b})")
        d = self.digits
        return f"{a:0{d}d}{b:0{d}d}"

    def parse(self, label: str) -> Hex:
        """The hex a printed number names. ValueError says what is wrong with it."""
        text = str(label).strip()
        d = self.digits
        if not _LABEL_RE.match(text) or len(text) != 2 * d:
            raise ValueError(f"{label!r} is not a hex number of {2 * d} digits")
        a, b = int(text[:d]), int(text[d:])
        col, row = (a, b) if self.order == "colrow" else (b, a)
        return self.to_hex(Offset(col, row))

    def offset_of_label(self, label: str) -> Offset:
        return self.to_offset(self.parse(label))

    def rectangle(self, cols: range, rows: range) -> Iterator[Hex]:
        """Every hex of a printed rectangle, column by column."""
        for c in cols:
            for r in rows:
                yield self.to_hex(Offset(c, r))
