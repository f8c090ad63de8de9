"""The hexes a flood fill reaches: every on-map hex joined to the start through
neighbours of the same terrain."""

from __future__ import annotations

from collections.abc import Mapping

from qtwargame.engine.hexgrid import Hex


def flood_fill(start: Hex, terrain: Mapping[Hex, str]) -> set[Hex]:
    """The connected area of ``start``'s terrain containing ``start`` (empty when
    ``start`` is off the map)."""
    kind = terrain.get(start)
    if kind is None:
        return set()
    seen = {start}
    todo = [start]
    while todo:
        h = todo.pop()
        for n in h.neighbors():
            if n not in seen and terrain.get(n) == kind:
                seen.add(n)
                todo.append(n)
    return seen
