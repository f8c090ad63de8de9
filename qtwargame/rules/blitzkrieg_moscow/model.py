"""The fixed facts of one game compiled for the rules: the rules data, the map as nodes,
the cards and their icons, the CRT, the turn track and the special cities. Built once per
game by ``Ruleset.prepare`` and kept as ``game.cache``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.text import Texts
from qtwargame.rules.blitzkrieg_moscow.data import BtmData
from qtwargame.rules.blitzkrieg_moscow.rear_areas import Topology
from qtwargame.rules.odds import OddsTable

T = Texts("blitzkrieg_moscow")


def normalise_result(result: str) -> str:
    """11.3.6: "-" and "—" both mean no effect."""
    return "-" if result in ("-", "—") else result


@dataclass(frozen=True)
class Icon:
    """One use printed on a card (7.1): its type and parameters."""

    type: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def get(self, key: str, default: Any = None) -> Any:
        return self.params.get(key, default)


@dataclass(frozen=True)
class CardDef:
    id: str
    side: str
    name: str
    icons: tuple[Icon, ...]

    def icon(self, kind: str) -> Icon | None:
        return next((i for i in self.icons if i.type == kind), None)


@dataclass
class Cache:
    data: BtmData
    topo: Topology
    cards: dict[str, CardDef]
    cards_of: dict[str, tuple[str, ...]]
    crt: OddsTable
    weather: dict[int, str | None]
    hand_sizes: dict[int, dict[str, int]]
    cities: dict[Hex, Any]
    supply_cities: frozenset[Hex]
    ports: frozenset[Hex]
    capital: Hex | None
    evacuation: tuple[Hex, Hex] | None
    city_by_id: dict[str, Hex]


def build_cache(game) -> Cache:
    sc = game.scenario
    board = game.board
    data = BtmData.model_validate(sc.rules_data)
    topo = Topology(board, sc.map.regions, data.rear_area_kind, sc.setup_codes)
    cards = {
        c.id: CardDef(c.id, c.side, c.name.en,
                      tuple(Icon(i["type"], MappingProxyType({k: v for k, v in i.items()
                                                              if k != "type"}))
                            for i in c.icons))
        for c in sc.cards
    }
    cards_of = {s: tuple(c.id for c in sc.cards if c.side == s) for s in game.sides}
    table = sc.table(data.crt)
    city_by_id = {c.id: h for h, c in board.cities.items()}
    supply = frozenset(h for h, c in board.cities.items() if data.supply_city_tag in c.tags)
    ports = frozenset(h for h, c in board.cities.items() if data.port_tag in c.tags)
    evac = None
    if data.evacuation is not None:
        evac = (city_by_id[data.evacuation.from_city], city_by_id[data.evacuation.to_city])
    return Cache(
        data=data,
        topo=topo,
        cards=cards,
        cards_of=cards_of,
        crt=OddsTable.from_spec(table, normalise=normalise_result),
        weather={t.number: t.weather for t in sc.turns},
        hand_sizes={t.number: dict(t.data.get("cards", {})) for t in sc.turns},
        cities=dict(board.cities),
        supply_cities=supply,
        ports=ports,
        capital=city_by_id.get(data.capital),
        evacuation=evac,
        city_by_id=city_by_id,
    )
