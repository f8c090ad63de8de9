"""Pieces as the scenario defines them: fixed facts that never change during a game.

What changes (position, current step, status) lives in :class:`~qtwargame.engine.state.UnitState`.
Leaders, fleets, supply centers and markers are pieces of other ``kind``; rules decide what
each kind may do.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from qtwargame.scenario.models import UnitSpec, UnitTypeSpec


class UnitsSource(Protocol):
    """What :func:`unit_defs_from` reads: a scenario, or (the editor's counter preview)
    anything holding its unit types and some of its units."""

    @property
    def unit_types(self) -> Sequence[UnitTypeSpec]: ...

    @property
    def units(self) -> Sequence[UnitSpec]: ...


@dataclass(frozen=True, slots=True)
class UnitDef:
    id: str
    name_en: str
    name_ja: str
    side: str
    nationality: str
    type: str
    kind: str
    steps: tuple[Mapping[str, int], ...]
    flags: frozenset[str]
    type_tags: frozenset[str]
    setup_code: str | None
    setup_hex: str | None
    setup_region: str | None
    arrival_turn: int | None
    arrival_where: str

    @property
    def step_count(self) -> int:
        return len(self.steps)

    def value(self, step: int, key: str, default: int = 0) -> int:
        """Printed value ``key`` on step ``step`` (0 is full strength)."""
        return self.steps[step].get(key, default)

    def has(self, tag: str) -> bool:
        """True when the unit carries ``tag`` as a flag or its type does."""
        return tag in self.flags or tag in self.type_tags

    def name(self, lang: str = "en") -> str:
        return (self.name_ja or self.name_en) if lang == "ja" else self.name_en


def unit_defs_from(scenario: UnitsSource) -> dict[str, UnitDef]:
    """Every unit of a scenario as a :class:`UnitDef`, keyed by id, in file order."""
    type_tags = {t.id: frozenset(t.tags) | {t.id} for t in scenario.unit_types}
    out: dict[str, UnitDef] = {}
    for u in scenario.units:
        out[u.id] = UnitDef(
            id=u.id,
            name_en=u.name.en,
            name_ja=u.name.ja,
            side=u.side,
            nationality=u.nationality,
            type=u.type,
            kind=u.kind,
            steps=tuple(MappingProxyType(dict(s)) for s in u.steps),
            flags=frozenset(u.flags),
            type_tags=type_tags.get(u.type, frozenset({u.type})),
            setup_code=u.setup.code if u.setup else None,
            setup_hex=u.setup.hex if u.setup else None,
            setup_region=u.setup.region if u.setup else None,
            arrival_turn=u.arrival.turn if u.arrival else None,
            arrival_where=u.arrival.where if u.arrival else "",
        )
    return out
