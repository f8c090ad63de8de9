"""Soviet militia (17.0): when it is raised and where it may stand."""

from __future__ import annotations

from collections.abc import Collection, Iterable

from qtwargame.engine.board import Board
from qtwargame.engine.hexgrid import Hex


def leningrad_triggered(german_hexes: Iterable[Hex], leningrad: Hex, trigger_range: int = 4) -> bool:
    """17.1: a German unit entered a hex within 4 hexes of Leningrad this turn."""
    return any(h.distance(leningrad) <= trigger_range for h in german_hexes)


def moscow_triggered(axis_hexes: Iterable[Hex], moscow: Hex, axis_holds_a_trigger_town: bool,
                     trigger_range: int = 4) -> bool:
    """17.2: an Axis unit entered a hex within 4 hexes of Moscow, or the Axis controls Rzhev,
    Vyazma, Kaluga, Tula, Stalinogorsk or Ryazan."""
    return axis_holds_a_trigger_town or any(h.distance(moscow) <= trigger_range for h in axis_hexes)


def placement_hexes(board: Board, center: Hex, enemy_zoc: Collection[Hex], enemy_units: Collection[Hex],
                    room: dict[Hex, int], placement_range: int = 2) -> list[Hex]:
    """17.1, 17.2, 17.5: land hexes within 2 of the city, not in enemy ZOC nor holding
    enemies, with room under the stacking limit (``room``: combat units that still fit;
    hexes missing from it have the full limit of 2). Finns not yet released do not keep
    militia away (17.1): the caller leaves their ZOC out."""
    out = []
    for h in board.hexes:
        if h.distance(center) > placement_range or board.terrain[h] in ("sea", "lake"):
            continue
        if h in enemy_zoc or h in enemy_units or room.get(h, 2) <= 0:
            continue
        out.append(h)
    return sorted(out, key=lambda x: (x.distance(center), board.label(x)))


def within_leash(h: Hex, centers: Iterable[Hex], leash: int = 2) -> bool:
    """17.3: militia never go 3 or more hexes from Moscow or Leningrad."""
    return any(h.distance(c) <= leash for c in centers)
