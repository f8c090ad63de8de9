"""Stacking (6.1–6.2, 16.3): two combat units of a side per hex, plus one supply center
(Axis) or one leader (Soviet), never two of those; Axis allies of different nations never
together (with Germans they may)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

#: 16.3: the nation the Axis allies may each stack with.
MAIN_NATION = "german"


@dataclass(frozen=True)
class Piece:
    """What stacking asks of a unit: ``kind`` is "unit", "leader" or "supply";
    ``nationality`` its nation."""

    kind: str
    nationality: str


def allies_ok(nationalities: Iterable[str], main_nation: str = MAIN_NATION) -> bool:
    """16.3: whether the nations of one side's combat units in one hex may stand together:
    at most one nation besides ``main_nation``."""
    return len({n for n in nationalities if n != main_nation}) <= 1


def stack_ok(pieces: Sequence[Piece], combat_units: int = 2, extra: int = 1,
             main_nation: str = MAIN_NATION) -> bool:
    """6.1, 6.2, 16.3: whether one side's pieces in one hex are within the limits."""
    units = [p for p in pieces if p.kind == "unit"]
    others = [p for p in pieces if p.kind in ("leader", "supply")]
    if len(units) > combat_units or len(others) > extra:
        return False
    return allies_ok((p.nationality for p in units), main_nation)
