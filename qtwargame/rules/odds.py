"""Odds combat, shared by the games that resolve a combat on an odds results table
(Blitzkrieg to Moscow 2 11.3, Shin Barbarossa 10.3): attack to defence as a simple ratio
rounded in the defender's favour, its column index, column shifts, the table look-up and
the chance of each outcome.

Each game keeps its own rules around this core: which shifts apply, what happens below
the first column (a failed attack in BtM2, every attacker eliminated in SB) and how its
results read.

Columns are numbered on one integer scale: ``n:1`` is ``n`` (1:1 is 1, 3:1 is 3) and
``1:m`` is ``2 - m`` (1:2 is 0, 1:3 is -1, 1:5 is -3), so that one column shift is one step
of the index whichever side of 1:1 it falls on.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

#: Odds index of an attack on a defence of nothing: beyond every column.
NO_DEFENCE = 99


def odds_index(att: int, dfn: int) -> int:
    """Attack to defence as a simple ratio, fractions dropped in the defender's favour:
    7:2 is 3:1 (index 3), 3:4 is 1:2 (index 0), 1:3 is index -1. A defence of 0 is beyond
    every column; an attack of 0 is below every column."""
    if dfn <= 0:
        return NO_DEFENCE
    if att <= 0:
        return -NO_DEFENCE
    if att >= dfn:
        return att // dfn
    return 2 - math.ceil(dfn / att)


def column_label(index: int) -> str:
    """The odds an index stands for: 3 is "3:1", 0 is "1:2", -1 is "1:3"."""
    if index >= NO_DEFENCE:
        return "∞:1"
    if index >= 1:
        return f"{index}:1"
    return f"1:{2 - index}"


def parse_column(text: str) -> int | None:
    """The index of a printed column ("3:1" -> 3, "1:4" -> -2), None if it is not an odds
    column."""
    a, sep, b = str(text).partition(":")
    if not (sep and a.isdigit() and b.isdigit()):
        return None
    x, y = int(a), int(b)
    if y == 1 and x >= 1:
        return x
    if x == 1 and y >= 2:
        return 2 - y
    return None


def column_index(text: str) -> int:
    """The index of a column known to be odds (a rule's own, or a scenario's that its
    validation read with ``parse_column``); ValueError for any other text."""
    i = parse_column(text)
    if i is None:
        raise ValueError(f"{text!r} is not an odds column")
    return i


def shifted(index: int, shifts: Iterable[tuple[int, Any]]) -> int:
    """The index after every column shift (``(columns, reason)`` pairs; plus is toward
    the attacker). Shifts add and cancel (SB 10.4.8)."""
    return index + sum(s for s, _ in shifts)


def outcome_chances(results: Sequence[str]) -> dict[str, float]:
    """The chance of each result when each of ``results`` (one per die face) is equally
    likely, in the order the faces first give it."""
    out: dict[str, float] = {}
    for r in results:
        out[r] = out.get(r, 0) + 1 / len(results)
    return out


@dataclass(frozen=True)
class OddsTable:
    """A results table with odds columns: ``columns`` holds each printed column's index
    (ascending, one apart), ``rows`` the results per die face."""

    id: str
    columns: tuple[int, ...]
    rows: Mapping[int, tuple[str, ...]]

    @classmethod
    def from_spec(cls, spec, normalise: Callable[[str], str] = lambda r: r) -> OddsTable:
        """From a scenario's ``TableSpec``. ValueError names a column that is not odds or a
        gap between columns (the scenario's validation reports it first)."""
        cols = []
        for text in spec.columns:
            i = parse_column(text)
            if i is None:
                raise ValueError(f"table {spec.id!r}: {text!r} is not an odds column")
            cols.append(i)
        if cols != list(range(cols[0], cols[0] + len(cols))):
            raise ValueError(f"table {spec.id!r}: columns must be consecutive odds")
        rows = {int(k): tuple(normalise(r) for r in v) for k, v in spec.rows.items()}
        return cls(spec.id, tuple(cols), rows)

    @property
    def first(self) -> int:
        return self.columns[0]

    @property
    def last(self) -> int:
        return self.columns[-1]

    def read(self, index: int) -> int:
        """The column odds ``index`` are read on: odds beyond the last column read the last
        one (below the first column nothing is read; the index is returned as it is)."""
        return min(index, self.last)

    def dice(self) -> list[int]:
        return sorted(self.rows)

    def cell(self, index: int, die: int) -> str | None:
        """The result at odds ``index`` for ``die``: odds beyond the last column read the
        last column; None below the first column (the game decides what that means)."""
        if index < self.first:
            return None
        return self.rows[die][self.read(index) - self.first]

    def results(self, index: int) -> list[str | None]:
        """The result of each die face at ``index``, lowest face first."""
        return [self.cell(index, d) for d in self.dice()]

    def chances(self, index: int) -> dict[str, float]:
        """The chance of each result at ``index``, which must be on the table (below the
        first column no face has a result: ValueError; the game decides what happens
        there before it asks)."""
        if index < self.first:
            raise ValueError(f"table {self.id!r} has no column for {column_label(index)}")
        at = self.read(index) - self.first
        return outcome_chances([self.rows[d][at] for d in self.dice()])

    def automatic(self, index: int) -> str | None:
        """The result when every die face gives the same one (no roll needed), else None."""
        results = set(self.results(index))
        return results.pop() if len(results) == 1 else None
