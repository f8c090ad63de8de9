"""Hitler's orders (18.1): whether the turn's order is met at the end phase."""

from __future__ import annotations

from collections.abc import Collection, Iterable

from qtwargame.engine.board import Board
from qtwargame.engine.hexgrid import Hex
from qtwargame.rules.shin_barbarossa.lines import passable
from qtwargame.rules.shin_barbarossa.topology import reaches

#: Orders that are met by holding one city: order -> city ids (any of them).
TAKE = {"take_leningrad": ("leningrad",), "take_smolensk": ("smolensk",), "take_kiev": ("kiev",),
        "take_sevastopol": ("sevastopol",)}


def rail_link(board: Board, start: Hex, goals: Collection[Hex], enemy_units: Collection[Hex],
              enemy_zoc: Collection[Hex], friends: Collection[Hex]) -> bool:
    """18.1 (isolate Leningrad): whether ``start`` reaches one of ``goals`` along rail
    lines only, through passable hexes (4.2), never across water (the Kerch ferry aside,
    which no Leningrad line uses)."""
    return reaches(start, goals, board.rail_neighbors,
                   lambda n: passable(n, enemy_units, enemy_zoc, friends))


def met(order: str, *, turn: int, axis_cities: Collection[str], typhoon_range: dict[int, int],
        southern: Iterable[str] = ("kharkov", "kursk"), moscow: Hex | None = None,
        axis_combat_hexes: Iterable[Hex] = (), leningrad_rail_link: bool = True) -> bool:
    """18.1: take Leningrad, Smolensk, Kiev or Sevastopol: the Axis controls it; isolate
    Leningrad: no Soviet rail LOC from Leningrad to the east edge; Typhoon: an Axis combat
    unit within 8, 6 or 4 hexes of Moscow on turns 4, 5, 6; southern: Kharkov or Kursk is
    Axis-controlled."""
    if order in TAKE:
        return any(c in axis_cities for c in TAKE[order])
    if order == "isolate_leningrad":
        return not leningrad_rail_link
    if order == "typhoon":
        reach = typhoon_range.get(turn)
        return reach is not None and moscow is not None and any(
            h.distance(moscow) <= reach for h in axis_combat_hexes)
    if order == "southern":
        return any(c in axis_cities for c in southern)
    raise ValueError(f"unknown Hitler order {order!r}")
