"""The unit flags and region kinds the Blitzkrieg to Moscow 2 rules read
(``engine.vocabulary``). ``rules_data`` may rename both (``zoc_flag``, ``rear_area_kind``):
the terms follow the scenario."""

from __future__ import annotations

from typing import Any

from qtwargame.engine.text import Texts
from qtwargame.engine.vocabulary import Term

T = Texts("blitzkrieg_moscow")


def _named(scenario: Any, key: str, default: str) -> str:
    data = getattr(scenario, "rules_data", None)
    value = data.get(key, default) if isinstance(data, dict) else default
    return value if isinstance(value, str) and value else default


def UNIT_FLAGS(scenario: Any) -> tuple[Term, ...]:  # noqa: N802 (the module's declared name)
    return (Term(_named(scenario, "zoc_flag", "zoc"), T("Has a ZOC"),
                 T("The unit exerts a zone of control wherever it stands; without it only in "
                   "a city (the flag may also come from its type's tags)."), "9.1"),)


def REGION_KINDS(scenario: Any) -> tuple[Term, ...]:  # noqa: N802
    return (Term(_named(scenario, "rear_area_kind", "rear_area"), T("Rear area"),
                 T("A side's rear area, one box for the rules: arrivals and rebuilt units "
                   "enter there, the enemy may never enter it (side required)."), "10.5"),)
