"""What the rules read from a game state, computed once per state: who stands where, the
zones of control of each side (normal and anti-armour), lines of communication, Axis
supply and Soviet command (4.0, 7.0–7.2, 11.3.2, 11.4, 12.0, 13.0).

``Facts.of(game, state)`` keeps the last state's facts on the game's cache, so the many
questions one action asks (legal moves, previews, checks) search the map once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from qtwargame.engine.board import Board
from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ON_MAP, GameState
from qtwargame.rules.shin_barbarossa import command, leaders, lines, supply, weather
from qtwargame.rules.shin_barbarossa.data import SbData
from qtwargame.rules.shin_barbarossa.movement import (
    AXIS_INFANTRY,
    AXIS_PANZER,
    SOVIET_INFANTRY,
    SOVIET_TANK,
)


@dataclass
class Static:
    """What never changes in one game: the rules data, each hex's terrain key (a city kind
    where there is a city), the regions the rules read, unit classes."""

    data: SbData
    terrain_key: dict[Hex, str]
    axis_territory: frozenset[Hex]
    finland: frozenset[Hex]
    romanian_zone: frozenset[Hex]
    sw_front: frozenset[Hex]
    places: dict[str, Hex]
    moscow: Hex | None
    leningrad: Hex | None
    memo: dict = field(default_factory=dict)
    last: tuple | None = None


def build_static(game: Game) -> Static:
    from qtwargame.rules.shin_barbarossa.data import SbData

    board = game.board
    data = SbData.model_validate(game.scenario.rules_data)
    key = {h: (board.cities[h].kind if h in board.cities else t) for h, t in board.terrain.items()}

    def region(rid: str) -> frozenset[Hex]:
        return frozenset(board.regions[rid].hexes) if rid in board.regions else frozenset()

    places = {c.id: h for h, c in board.cities.items()}
    return Static(data, key, region("axis_territory"), region("country:finland"),
                  region("romanian_zone"), region("sw_front"), places,
                  places.get("moscow"), places.get("leningrad"))


def static(game: Game) -> Static:
    return game.cache


def move_class(game: Game, uid: str) -> str:
    """8.1.2 (errata): the terrain chart's column of a unit: Axis panzer (and every
    mechanized Axis unit, the supply centers included, 13.2), Axis infantry and cavalry,
    Soviet tank and HQ (mechanized), Soviet infantry (everything else)."""
    d = game.units[uid]
    mech = d.has("mechanized") or d.has("tank")
    if d.side == static(game).data.axis:
        return AXIS_PANZER if mech else AXIS_INFANTRY
    return SOVIET_TANK if mech else SOVIET_INFANTRY


def is_combat(game: Game, uid: str) -> bool:
    return game.units[uid].kind == "unit"


def is_panzer(game: Game, uid: str) -> bool:
    return game.units[uid].has("panzer")


def is_tank(game: Game, uid: str) -> bool:
    return game.units[uid].has("tank")


class Key:
    """A value kept as a cache key, its hash computed once.

    Keys compare by value, never by hash alone: CPython hashes -1 and -2 alike (so
    ``hash(Hex(20, -1)) == hash(Hex(20, -2))``), and a key made of a bare ``hash(...)``
    once let two positions that differ by one unit share their zones of control."""

    __slots__ = ("value", "_hash")

    def __init__(self, value) -> None:
        self.value = value
        self._hash = hash(value)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, Key) and self._hash == other._hash
                                 and self.value == other.value)

    def __repr__(self) -> str:
        return f"Key({self._hash})"


class _PerSide(dict):
    """Side -> value, made on first use."""

    def __init__(self, make) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, side: str):
        value = self[side] = self.make(side)
        return value


class _Lines(dict):
    """Side -> LOC hexes, traced on first use and kept by what the trace depends on."""

    def __init__(self, facts: Facts) -> None:
        super().__init__()
        self.facts = facts

    def __missing__(self, side: str) -> set[Hex]:
        f = self.facts
        memo = f.st.memo.setdefault("loc", {})
        key = f.side_key(side)
        if key not in memo:
            if len(memo) > 64:
                memo.clear()
            memo[key] = f._loc(side)
        self[side] = memo[key]
        return memo[key]


class Facts:
    """One state's positions and the lines and zones that follow from them."""

    def __init__(self, game: Game, state: GameState) -> None:
        self.game, self.state = game, state
        self.st = static(game)
        self.board: Board = game.board
        d = self.st.data
        self.axis, self.soviet = d.axis, d.soviet
        self.pos: dict[str, Hex] = {}
        self.at: dict[Hex, list[str]] = {}
        self.hexes: dict[str, set[Hex]] = {self.axis: set(), self.soviet: set()}
        self.combat_hexes: dict[str, set[Hex]] = {self.axis: set(), self.soviet: set()}
        for uid, u in sorted(state.units.items()):
            if u.status != ON_MAP or u.hex is None:
                continue
            self.pos[uid] = u.hex
            self.at.setdefault(u.hex, []).append(uid)
            side = game.units[uid].side
            self.hexes[side].add(u.hex)
            if is_combat(game, uid):
                self.combat_hexes[side].add(u.hex)

    @classmethod
    def of(cls, game: Game, state: GameState) -> Facts:
        st = static(game)
        if st.last is not None and st.last[0] is state and st.last[1] == state.seq:
            return st.last[2]
        f = cls(game, state)
        st.last = (state, state.seq, f)
        return f

    def enemy(self, side: str) -> str:
        return self.soviet if side == self.axis else self.axis

    def signature(self, side: str) -> Key:
        """Where ``side``'s pieces stand, with their steps: the moves of the other side
        depend on nothing else of ``side``'s (a cache key, compared by value)."""
        memo = self.__dict__.setdefault("_sig", {})
        if side not in memo:
            units = self.state.units
            memo[side] = Key(tuple((u, h, units[u].step) for u, h in sorted(self.pos.items())
                                   if self.game.units[u].side == side))
        return memo[side]

    # -- zones of control (7.0–7.2) ------------------------------------------------------
    def released(self) -> bool:
        return bool(self.state.data.get("finns_released"))

    def zoc_sources(self, side: str) -> list[tuple[Hex, str]]:
        """(hex, uid) of every unit with a ZOC: combat units and turned leaders (a face-down
        leader only moves, 11.2.1; supply centers fight with 0 and have none)."""
        out = []
        for uid, h in self.pos.items():
            d = self.game.units[uid]
            if d.side != side:
                continue
            if d.kind == "unit" or (d.kind == "leader" and not leaders.is_face_down(self.game, uid)
                                    and leaders.ability(self.game, self.state, uid) is not None):
                out.append((h, uid))
        return out

    def _memo(self, name: str, key, make):
        memo = self.st.memo.setdefault(name, {})
        if key not in memo:
            if len(memo) > 256:
                memo.clear()
            memo[key] = make()
        return memo[key]

    @cached_property
    def zoc(self) -> dict[str, set[Hex]]:
        """7.0, 7.1.3, 2.4.1, 16.5.1: normal ZOC of each side (each found when asked)."""
        return _PerSide(lambda side: self._memo(
            "zoc", (side, self.signature(side), self.state.turn == 1, self.released()),
            lambda: self._zoc(side)))

    def _zoc(self, side: str) -> set[Hex]:
        plain, finnish = [], []
        for h, uid in self.zoc_sources(side):
            if self.game.units[uid].nationality == "finnish" and not self.released():
                finnish.append(h)
            else:
                plain.append(h)
        closed = ("border",) if side == self.soviet and self.state.turn == 1 else ()
        z = lines.zoc(self.board, plain, closed)
        z |= lines.zoc(self.board, finnish, ("finnish_invade_border",))
        return z

    def exerting(self, side: str) -> set[Hex]:
        return {h for h, _ in self.zoc_sources(side)}

    @cached_property
    def river_zoc_only(self) -> dict[str, set[Hex]]:
        """7.1.6c: the hexes in ``side``'s ZOC only across river hexsides."""
        return _PerSide(lambda side: self._memo(
            "river", (side, self.signature(side), self.state.turn == 1, self.released()),
            lambda: self._river(side)))

    def _river(self, side: str) -> set[Hex]:
        src = self.exerting(side)
        only = set()
        for h in self.zoc[side]:
            near = [n for n in self.board.neighbors(h) if n in src]
            if near and all("river" in self.board.features(h, n) for n in near):
                only.add(h)
        return only

    @cached_property
    def turned_leaders(self) -> list[tuple[str, Hex, int | None]]:
        out = []
        for uid, h in self.pos.items():
            d = self.game.units[uid]
            if d.kind == "leader" and not leaders.is_face_down(self.game, uid):
                out.append((uid, h, leaders.ability(self.game, self.state, uid)))
        return out

    @cached_property
    def commanded(self) -> set[Hex]:
        """11.3.2: hexes within a turned leader's command range."""
        return command.in_command(
            self.board, [(h, a) for _, h, a in self.turned_leaders if a is not None],
            enemy_units=self.hexes[self.axis], enemy_zoc=self.zoc[self.axis],
            friends=self.hexes[self.soviet])

    @cached_property
    def aa_zoc(self) -> set[Hex]:
        """7.2.1, 11.3.1c: the Soviet anti-armour ZOC."""
        key = (self.signature(self.soviet), self.signature(self.axis), self.state.turn == 1,
               self.released())
        return self._memo("aa", key, self._aa)

    def aa_key(self) -> frozenset[Hex]:
        """The anti-armour zone as a cache key (a frozenset keeps its hash once made)."""
        got = self.__dict__.get("_aa_key")
        if got is None:
            got = self.__dict__["_aa_key"] = frozenset(self.aa_zoc)
        return got

    def _aa(self) -> set[Hex]:
        able = [h for _, h, a in self.turned_leaders if a is not None and a >= 1]
        closed = ("border",) if self.state.turn == 1 else ()
        return command.anti_armour_zoc(self.board, self.combat_hexes[self.soviet], self.commanded,
                                       able, closed)

    # -- lines of communication and supply (4.0, 12.0) -------------------------------------
    @cached_property
    def control_key(self) -> frozenset:
        """Who controls what, as a cache key (compared by value, never by hash alone)."""
        return frozenset(self.state.control.items())

    @cached_property
    def axis_controlled(self) -> frozenset[Hex]:
        return frozenset(h for h, s in self.state.control.items() if s == self.axis)

    def depth(self, h: Hex) -> int:
        """8.1.5: how deep ``h`` lies in Axis-controlled territory."""
        from qtwargame.rules.shin_barbarossa import limits

        memo = self.st.memo.setdefault("depth", {})
        key = (self.control_key, h)
        if key not in memo:
            if len(memo) > 50000:
                memo.clear()
            memo[key] = limits.soviet_depth(self.board, h, self.axis_controlled)
        return memo[key]

    def _key(self) -> tuple:
        return (self.signature(self.axis), self.signature(self.soviet), self.control_key,
                self.state.turn == 1, self.released(),
                bool(self.state.data.get("leningrad_axis_source")), self.state.weather)

    def side_key(self, side: str) -> tuple:
        """What ``side``'s lines depend on: the enemy's positions, the friends standing in
        enemy ZOC, control and the flags that open or close sources and zones."""
        enemy = self.enemy(side)
        return (side, self.signature(enemy), frozenset(self.hexes[side] & self.zoc[enemy]),
                self.control_key, self.state.turn == 1, self.released(),
                bool(self.state.data.get("leningrad_axis_source")), self.state.weather)

    @cached_property
    def loc(self) -> dict[str, set[Hex]]:
        """4.1: the hexes each side's units have a LOC in (each side traced when asked)."""
        return _Lines(self)

    def _loc(self, side: str) -> set[Hex]:
        leningrad_source = bool(self.state.data.get("leningrad_axis_source"))
        enemy = self.enemy(side)
        src = lines.sources(self.board, side, self.state.control, axis=self.axis,
                            leningrad_axis_source=leningrad_source)
        return lines.connected(self.board, src, self.hexes[enemy], self.zoc[enemy], self.hexes[side])

    def mud(self) -> bool:
        return self.state.weather in (weather.MUD,)

    def snow(self) -> bool:
        return self.state.weather == weather.SNOW

    def frozen(self) -> bool:
        return self.state.weather in (weather.FROZEN, weather.SNOW)

    @cached_property
    def axis_supplied(self) -> set[Hex]:
        memo = self.st.memo.setdefault("supplied", {})
        key = self.side_key(self.axis)
        if key not in memo:
            if len(memo) > 64:
                memo.clear()
            memo[key] = self._axis_supplied()
        return memo[key]

    def _axis_supplied(self) -> set[Hex]:
        """12.1–12.4: hexes within the supply range of an Axis source: the Axis territory
        and the supply centers that trace a LOC to it."""
        st, d = self.st, self.st.data
        centers = [h for uid, h in self.pos.items()
                   if self.game.units[uid].kind == "supply" and h in self.loc[self.axis]]
        edge = [h for h in st.axis_territory
                if any(n not in st.axis_territory for n in self.board.neighbors(h))]
        budget = supply.supply_range(d, mud=self.mud(), snow=self.snow())
        reach = supply.in_supply(
            self.board, d, centers + edge, enemy_units=self.hexes[self.soviet],
            enemy_zoc=self.zoc[self.soviet], friends=self.hexes[self.axis],
            terrain_key=st.terrain_key, budget=budget,
            strategic=self.state.weather != weather.SPRING, frozen=self.frozen())
        return reach | set(st.axis_territory)

    def has_loc(self, uid: str) -> bool:
        """4.1, 12.3: a line of communication, and for the Axis supply as well."""
        h = self.pos.get(uid)
        side = self.game.units[uid].side
        if h is None:
            return True
        if h not in self.loc[side]:
            return False
        return side != self.axis or h in self.axis_supplied

    def in_command(self, uid: str) -> bool:
        h = self.pos.get(uid)
        return h is not None and h in self.commanded

    @cached_property
    def _counts(self) -> dict[tuple[Hex, str, str], int]:
        out: dict[tuple[Hex, str, str], int] = {}
        for uid, h in self.pos.items():
            d = self.game.units[uid]
            kind = "unit" if d.kind == "unit" else ("extra" if d.kind in ("leader", "supply") else "")
            if kind:
                out[(h, d.side, kind)] = out.get((h, d.side, kind), 0) + 1
        return out

    def room(self, h: Hex, side: str, kind: str = "unit") -> int:
        """6.1, 6.2: how many more pieces of ``kind`` fit in ``h`` for ``side``."""
        d = self.st.data.stacking
        if kind != "unit":
            kind = "extra"
        limit = d["combat_units"] if kind == "unit" else d["extra"]
        return limit - self._counts.get((h, side, kind), 0)
