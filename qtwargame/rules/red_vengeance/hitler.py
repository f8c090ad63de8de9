"""11.27 Hitler's suicide (and 15.3, one victory point either way)."""

from __future__ import annotations


def after_allied_attack_without_hits(data: dict, die: int) -> bool:
    """11.27: an Allied attack on Berlin scores no hit: Hitler dies on a 6."""
    return die in data["hitler_suicide"]["allied_attack_on_berlin_without_hits"]


def after_berlin_hit(data: dict, die: int) -> bool:
    """11.27: Axis units in Berlin take a hit: Hitler dies on a 5 or 6."""
    return die in data["hitler_suicide"]["berlin_defenders_hit"]


def berlin_ringed(around: list[str], allied_units: set[str], allied_zoc: set[str],
                  axis_units: set[str], berlin: str) -> bool:
    """11.27: every hex around Berlin holds an Allied unit or lies in Allied ZOC, and no
    Axis unit is in Berlin."""
    return berlin not in axis_units and all(h in allied_units or h in allied_zoc for h in around)


def when_ringed(data: dict, die: int) -> bool:
    """11.27: at an Allied organization phase with Berlin ringed: dies on 4-6."""
    return die in data["hitler_suicide"]["berlin_ringed_at_allied_organization"]


def at_once(allied_unit_in_berlin: bool) -> bool:
    """11.27: an Allied unit in Berlin: Hitler dies at once."""
    return allied_unit_in_berlin
