"""What the rules read from a game state, computed once per state: who stands where, the
zones of control of each side (normal and anti-armour), lines of communication, Axis
supply and Soviet command (4.0, 7.0–7.2, 11.3.2, 11.4, 12.0, 13.0).

``Facts.of(game, state)`` keeps the last state's facts on the game's cache, so the many
questions one action asks (legal moves, previews, checks) search the map once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from itertools import compress
from operator import is_not, itemgetter
from typing import Any

from qtwargame.engine import bitflood, memo
from qtwargame.engine.board import Board
from qtwargame.engine.cachekey import Key
from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.memo import StaleCache as StaleCache  # what the hit audit raises
from qtwargame.engine.state import ON_MAP, GameState, UnitState
from qtwargame.rules.shin_barbarossa import leaders, limits, lines, sequence, supply, topology, weather
from qtwargame.rules.shin_barbarossa.data import SbData
from qtwargame.rules.shin_barbarossa.movement import (
    AXIS_INFANTRY,
    AXIS_PANZER,
    SOVIET_INFANTRY,
    SOVIET_TANK,
    enter_cost,
    strategic_cost,
    strategic_road,
)
from qtwargame.rules.shin_barbarossa.stacking import MAIN_NATION, Piece, allies_ok, stack_ok
from qtwargame.rules.shin_barbarossa.topology import ICE, WATER, Topo


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
    #: The map as integers (``topology``), shared by every game of the same scenario, and
    #: the board it was made of.
    topo: Topo
    topo_board: Board
    memo: dict = field(default_factory=dict)
    #: ``Facts.of``'s two last answers: (state, its ``seq``, the facts, the control token).
    last: tuple | None = None
    before: tuple | None = None
    #: The last facts made (``Facts._patch`` makes the next ones from them).
    base: Any = None
    #: By index (``topo``'s), what the rules read of a hex.
    axis_territory_ids: frozenset[int] = frozenset()
    axis_edge_ids: tuple[int, ...] = ()
    sw_front_ids: frozenset[int] = frozenset()
    #: 13.0: the supply centers of the counter mix, by id.
    supply_centers: tuple[str, ...] = ()
    #: 6.1, 6.2: the most combat units ("unit") and leaders or supply centers ("extra")
    #: of a side in one hex.
    limits: dict[str, int] = field(default_factory=dict)
    #: What ``Facts`` reads of each unit, by the identity of its ``UnitState`` (the states
    #: of one game share them; a ``UnitState`` never changes): id(unit state) -> (unit
    #: state, unit id, hex index, side, whether a combat unit, what it counts as in the
    #: stacking limits: "unit", "extra" or "", and its row of ``Facts.signature``: (unit
    #: id, hex index, step)), for the units on the map.
    where: dict = field(default_factory=dict)

    def costs(self, move_class: str, frozen: bool) -> list[tuple[float | None, ...]]:
        """8.0, 8.1.2, 8.1.3: the cost of each step (hex ``i`` to its ``k``-th neighbour)
        for a movement class: ``reach.step_cost`` itself asked once for every hexside with
        no enemy about (the enemy's units are the searches' ``blocked`` indices)."""
        key = ("normal", move_class, frozen)
        got = self.topo.tables.get(key)
        if got is None:
            from qtwargame.rules.shin_barbarossa.reach import Mover, Surroundings, step_cost

            t, board, data = self.topo, self.topo_board, self.data
            m, s = Mover(move_class), Surroundings(terrain_key=self.terrain_key, frozen=frozen)
            hexes = t.hexes
            got = t.tables[key] = [
                tuple(step_cost(board, data, m, s, hexes[i], hexes[j]) for j in ns)
                for i, ns in enumerate(t.nbr)]
        return got

    def supply_costs(self, frozen: bool) -> list[tuple[float | None, ...]]:
        """12.2: the cost of each step of the supply count (``supply.in_supply``'s: what a
        mechanized unit pays to enter, NE terrain only along a road, never over water),
        before the strategic rate and the enemy."""
        key = ("supply", frozen)
        got = self.topo.tables.get(key)
        if got is None:
            t, data = self.topo, self.data
            # the cost to enter a hex depends on its terrain and on the road only: asked
            # once for each terrain (and the road), not for each of the map's 12,000 steps
            by_key = {k: (enter_cost(data, AXIS_PANZER, k, along_road=False, frozen=frozen),
                          enter_cost(data, AXIS_PANZER, k, along_road=True, frozen=frozen))
                      for k in set(self.terrain_key.values())}
            enter = [by_key[self.terrain_key[h]] for h in t.hexes]
            shut = ICE if frozen else WATER  # 15.3, 15.4a
            wet = t.wet
            got = t.tables[key] = [
                tuple([None if wet[j] or not shut.isdisjoint(f) else enter[j][r]
                       for j, f, r in zip(ns, fs, rs)])
                for ns, fs, rs in zip(t.nbr, t.feat, t.road)]
        return got

    def strategic_costs(self, move_class: str, frozen: bool) -> list[tuple[float | None, ...]]:
        """8.2, 8.2.3: the cost of each step in strategic movement: half a point along a
        road of a grade the class may use (never across water), else the normal cost."""
        key = ("strategic", move_class, frozen)
        got = self.topo.tables.get(key)
        if got is None:
            t, data = self.topo, self.data
            half = strategic_cost(data)
            shut = ICE if frozen else WATER  # 15.3, 15.4a
            got = t.tables[key] = [
                tuple((None if f & shut else half)
                      if r and strategic_road(data, move_class, g) else c
                      for c, f, r, g in zip(cs, fs, rs, gs))
                for cs, fs, rs, gs in zip(self.costs(move_class, frozen), t.feat, t.road, t.grade)]
        return got


def build_static(game: Game) -> Static:
    from qtwargame.rules.shin_barbarossa.data import SbData

    board = game.board
    data = SbData.model_validate(game.scenario.rules_data)
    key = {h: (board.cities[h].kind if h in board.cities else t) for h, t in board.terrain.items()}

    def region(rid: str) -> frozenset[Hex]:
        return frozenset(board.regions[rid].hexes) if rid in board.regions else frozenset()

    places = {c.id: h for h, c in board.cities.items()}
    t = topology.of(board, game.scenario)
    st = Static(data, key, region("axis_territory"), region("country:finland"),
                region("romanian_zone"), region("sw_front"), places,
                places.get("moscow"), places.get("leningrad"), topo=t, topo_board=board)
    # The steps zones and lines take and the step costs of each movement class are made
    # when first asked (``open_nbr``, ``costs``, ``strategic_costs``, ``supply_costs``) and
    # kept in ``t``, shared by every game of the same scenario: a game's first frame waits
    # for none of the tables its first phase does not ask (issue 48, opening at once).
    axis = st.axis_territory_ids = frozenset(t.ids(st.axis_territory))
    st.sw_front_ids = frozenset(t.ids(st.sw_front))
    st.limits = {"unit": data.stacking["combat_units"], "extra": data.stacking["extra"]}
    st.supply_centers = tuple(sorted(u for u, d in game.units.items() if d.kind == "supply"))
    # 12.1: the Axis territory's hexes that touch a hex outside it (sea included)
    st.axis_edge_ids = tuple(sorted(i for i in axis if any(n not in axis for n in t.nbr[i])))
    return st


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


def frozen(state: GameState) -> bool:
    """15.3, 15.4a: frozen ground or snow, when lake hexsides no longer count as water."""
    return state.weather in (weather.FROZEN, weather.SNOW)


#: 2.4.1: the phases of turn 1 in which Soviet ZOC stops at the 1941 border.
BORDER_CLOSED = frozenset({"setup_soviet", "setup_axis", sequence.START, *sequence.AXIS_TURN})


#: The cache audit's switch (``qtwargame.testing.cache_audit.checking_hits``): while on,
#: every answer a memo of these facts gives from its store (``Facts.kept``, the
#: evaluation's ``projected_cities``) is made again and compared, a difference raised as
#: :class:`StaleCache`. Off in play: a hit then costs one look-up.
CHECK_HITS = False

#: ``Facts._patch`` (and the evaluation's material and positions made from the last
#: answer): the most units that may differ from the last answer's for it to be made from
#: it (beyond, the units are read one by one).
PATCHED_MOST = 24


def changed_places(now: tuple[UnitState, ...], was: tuple[UnitState, ...]) -> list[int] | None:
    """The places in ``now`` whose unit state is not the one in ``was`` (not the same
    object: unit states are never written), found at C speed; None where more than
    ``PATCHED_MOST`` differ."""
    out = list(compress(range(len(now)), map(is_not, now, was)))
    return None if len(out) > PATCHED_MOST else out
#: Of a ``Static.where`` entry: the hex index, the ``signature`` row.
_INDEX = itemgetter(2)
_SIGNATURE_ROW = itemgetter(6)


@dataclass(slots=True)
class _Positions:
    """What ``Facts._patch`` reads of the last facts made (never the facts themselves,
    which are freed when their last user lets them go): the state's unit ids and unit
    states as they were made, and the positions they found (read, never written)."""

    uids: tuple[str, ...]
    now: tuple[UnitState, ...]
    rows: list[tuple]
    pos: dict[str, Hex]
    pos_id: dict[str, int]
    side_rows: dict[str, list[tuple]]
    #: [uid -> (its place in ``rows``, its side, its place in ``side_rows[side]``)], made
    #: when first asked (None before), shared by the facts with the same units on the map.
    index: list

    def make_index(self) -> dict[str, tuple[int, str, int]]:
        out = {}
        count = dict.fromkeys(self.side_rows, 0)
        for r, row in enumerate(self.rows):
            side = row[3]
            out[row[1]] = (r, side, count[side])
            count[side] += 1
        return out


class _PerSide:
    """Side -> a value of ``facts``, made on first use by ``make(facts, side)`` and kept in
    ``got``, a dictionary the facts hold. A view made at each use, never held by the facts:
    facts holding a view of themselves were a reference cycle, so every position's facts
    (their positions, zones and lines) waited for the cyclic garbage collector, some
    hundreds of thousands of objects a game turn of the computer players' searches."""

    __slots__ = ("facts", "got", "make")

    def __init__(self, facts: Facts, got: dict, make: Callable[[Facts, str], Any]) -> None:
        self.facts, self.got, self.make = facts, got, make

    def __getitem__(self, side: str) -> Any:
        got = self.got
        if side in got:
            return got[side]
        value = got[side] = self.make(self.facts, side)
        return value


def _zoc_ids(f: Facts, side: str) -> set[int]:
    return f.kept("zoc", f.zoc_key(side), lambda: f._zoc(side))


def _zoc_hexes(f: Facts, side: str) -> set[Hex]:
    return f.kept("zoc_hexes", f.zoc_key(side), lambda: f.t.to_hexes(f.zoc_ids[side]))


def _river_ids(f: Facts, side: str) -> set[int]:
    return f.kept("river", f.zoc_key(side), lambda: f._river(side))


def _river_hexes(f: Facts, side: str) -> set[Hex]:
    return f.t.to_hexes(f.river_ids[side])


def _loc_ids(f: Facts, side: str) -> set[int]:
    """Traced on first use and kept by what the trace depends on (``side_key``)."""
    return memo.kept(f.st.memo.setdefault("loc", {}), f.side_key(side), lambda: f._loc(side),
                     64, CHECK_HITS, "loc")


def _loc_bits(f: Facts, side: str) -> int:
    """``loc_ids`` as a bit set (``topology.Layout``), kept by ``side_key`` as well."""
    return memo.kept(f.st.memo.setdefault("loc_bits", {}), f.side_key(side),
                     lambda: f._loc_bits(side), 64, CHECK_HITS, "loc_bits")


def _loc_hexes(f: Facts, side: str) -> set[Hex]:
    return f.t.to_hexes(f.loc_ids[side])


class Facts:
    """One state's positions and the lines and zones that follow from them.

    Hexes are given two ways: as ``Hex`` sets (``hexes``, ``zoc``, ``aa_zoc``, ``loc``...)
    for the rules that ask of a few hexes, and as sets of the map's integer indices
    (``ids``, ``zoc_ids``, ``aa_ids``, ``loc_ids``...; see ``topology``) for the searches,
    which are made on the indices and memoized by what they depend on."""

    def __init__(self, game: Game, state: GameState) -> None:
        self.game, self.state = game, state
        st = self.st = static(game)
        self.board: Board = game.board
        self.t: Topo = st.topo
        d = st.data
        self.axis, self.soviet = d.axis, d.soviet
        #: What the per-side views (``zoc_ids``, ``zoc``, ``river_ids``, ``river_zoc_only``,
        #: ``loc_ids``, ``loc``, ``loc_bits``) have made, side -> value, by view.
        self._per_side: tuple[dict, ...] = ({}, {}, {}, {}, {}, {}, {})
        ustates = state.units
        # the state's unit ids and unit states as these facts are made (the state may be
        # written after: a procedure's state in the making)
        uids, now = tuple(ustates), tuple(ustates.values())
        base = st.base
        if base is not None and base.uids == uids and self._patch(base, uids, now):
            if CHECK_HITS:  # the audit: the positions read afresh, unit by unit
                self._check_patch(uids)
        else:
            self._build(uids)
            #: uid -> (its place in ``_rows``, its side, its place in ``_side_rows[side]``),
            #: in a holder made when first asked (``_Positions.index``): facts patched
            #: from these share it (the same units on the map in the same order).
            self._index: list = [None]
        st.base = _Positions(uids, now, self._rows, self.pos, self.pos_id, self._side_rows,
                             self._index)

    def _build(self, uids: tuple[str, ...]) -> None:
        """The positions, read unit by unit from the state."""
        st, ustates = self.st, self.state.units
        self.pos: dict[str, Hex] = {}
        self.pos_id: dict[str, int] = {}
        self.ids: dict[str, set[int]] = {self.axis: set(), self.soviet: set()}
        self.combat_ids: dict[str, set[int]] = {self.axis: set(), self.soviet: set()}
        where, hexes = st.where, st.topo.hexes
        if len(where) > 100_000:
            where.clear()
        pos, pos_id, ids, combat = self.pos, self.pos_id, self.ids, self.combat_ids
        #: The ``where`` entries of the units on the map, in the order of their ids.
        rows: list[tuple] = []
        self._rows = rows
        #: Side -> the ``where`` entries of its units, in the same order.
        side_rows: dict[str, list[tuple]] = {self.axis: [], self.soviet: []}
        self._side_rows = side_rows
        # the units in the order of their ids, sorted once for each set of ids (a game's
        # states share theirs)
        orders = st.memo.setdefault("uid_order", {})
        order = orders.get(uids)
        if order is None:
            if len(orders) > 64:
                orders.clear()
            order = orders[uids] = sorted(uids)
        for uid in order:
            u = ustates[uid]
            if u.status != ON_MAP or u.hex is None:
                continue
            got = where.get(id(u))
            if got is None or got[0] is not u or got[1] != uid:
                got = self._where(uid, u)
            rows.append(got)
            i = got[2]
            pos[uid] = hexes[i]
            pos_id[uid] = i
            ids[got[3]].add(i)
            side_rows[got[3]].append(got)
            if got[4]:
                combat[got[3]].add(i)

    def _check_patch(self, uids: tuple[str, ...]) -> None:
        """``_patch``'s positions against ``_build``'s (in their order too), else
        ``StaleCache``."""
        fresh = object.__new__(Facts)
        fresh.__dict__.update(game=self.game, state=self.state, st=self.st, t=self.t,
                              axis=self.axis, soviet=self.soviet)
        fresh._build(uids)

        def seen(f: Facts) -> tuple:
            return (f._rows, list(f.pos.items()), list(f.pos_id.items()), f._side_rows,
                    [(s, list(v)) for s, v in f.ids.items()],
                    [(s, list(v)) for s, v in f.combat_ids.items()])
        memo.check_hit("facts_patch", self.state.seq, seen(self), seen(fresh))

    def _where(self, uid: str, u: UnitState) -> tuple:
        """``Static.where``'s entry of ``uid`` standing as ``u`` on the map, made and kept."""
        unit = self.game.units[uid]
        stacked = "unit" if unit.kind == "unit" else "extra" if unit.kind in ("leader", "supply") else ""
        assert u.hex is not None  # asked of the units on the map only
        i = self.st.topo.index[u.hex]
        got = self.st.where[id(u)] = (u, uid, i, unit.side, unit.kind == "unit", stacked,
                                      (uid, i, u.step))
        return got

    def _patch(self, base: _Positions, uids: tuple[str, ...], now: tuple[UnitState, ...]) -> bool:
        """The positions made from ``base``'s (the last facts made, of a state with the same
        unit ids in the same order, ``uids``), where the units that differ (not the same
        ``UnitState`` in ``now``) are on the map in both, or off it in both: the rows of
        those on it replaced in place, the dictionaries copied and written (the same keys,
        so the same order), the sets made afresh from the rows in the same order (the
        same sets, iterated in the same order, as ``_build`` makes). False, nothing kept,
        where a unit came onto the map or left it, or more than a few differ."""
        changed = changed_places(now, base.now)
        if changed is None:
            return False
        index = base.index[0]
        if index is None:
            index = base.index[0] = base.make_index()
        where = self.st.where
        if len(where) > 100_000:
            where.clear()
        new = []
        for k in changed:
            uid, u = uids[k], now[k]
            at = index.get(uid)
            if u.status != ON_MAP or u.hex is None:
                if at is not None:
                    return False
                continue
            if at is None:
                return False
            got = where.get(id(u))
            if got is None or got[0] is not u or got[1] != uid:
                got = self._where(uid, u)
            new.append((at, got))
        self._index = base.index
        rows = self._rows = base.rows.copy()
        pos, pos_id = self.pos, self.pos_id = base.pos.copy(), base.pos_id.copy()
        side_rows = self._side_rows = {s: r.copy() for s, r in base.side_rows.items()}
        hexes = self.t.hexes
        for (r, side, j), got in new:
            rows[r] = side_rows[side][j] = got
            uid, i = got[1], got[2]
            pos[uid] = hexes[i]
            pos_id[uid] = i
        axis, soviet = self.axis, self.soviet
        self.ids = {axis: set(map(_INDEX, side_rows[axis])), soviet: set(map(_INDEX, side_rows[soviet]))}
        self.combat_ids = {axis: {r[2] for r in side_rows[axis] if r[4]},
                           soviet: {r[2] for r in side_rows[soviet] if r[4]}}
        return True

    @cached_property
    def at(self) -> dict[Hex, list[str]]:
        """Hex -> the pieces in it (in the order of their ids)."""
        # grouped by the map's index, then keyed by hex in the order first met (one hex
        # hashed per place, not per piece)
        by_index: dict[int, list[str]] = {}
        for uid, i in self.pos_id.items():
            got = by_index.get(i)
            if got is None:
                by_index[i] = [uid]
            else:
                got.append(uid)
        hexes = self.t.hexes
        return {hexes[i]: here for i, here in by_index.items()}

    @cached_property
    def hexes(self) -> dict[str, set[Hex]]:
        """Side -> the hexes its pieces stand in."""
        return {side: self.t.to_hexes(ids) for side, ids in self.ids.items()}

    @classmethod
    def of(cls, game: Game, state: GameState) -> Facts:
        st = static(game)
        last, token = st.last, state.control.token()
        # the control map's token too: a state's control may be written in place (or
        # replaced) without a new ``seq``, and every control memo is keyed on the token
        if last is not None:
            if last[0] is state and last[1] == state.seq and last[3] is token:
                return last[2]
            before = st.before
            if before is not None and before[0] is state and before[1] == state.seq \
                    and before[3] is token:
                # a search asks a position and the one it came from in turn (evaluate the
                # child, apply the parent's next action): the two last are kept
                st.last, st.before = before, last
                return before[2]
        f = cls(game, state)
        st.last, st.before = (state, state.seq, f, token), last
        return f

    def enemy(self, side: str) -> str:
        return self.soviet if side == self.axis else self.axis

    def combat_places(self, side: str) -> list[tuple[str, int]]:
        """(unit id, hex index) of each of ``side``'s combat units on the map, in the
        order of the facts' positions (read from the rows the facts were made of; made once
        per side, read, never changed)."""
        memo: dict[str, list[tuple[str, int]]] = self.__dict__.setdefault("_combat_places", {})
        got = memo.get(side)
        if got is None:
            got = memo[side] = [(row[1], row[2]) for row in self._rows if row[4] and row[3] == side]
        return got

    @cached_property
    def combat_hexes(self) -> dict[str, set[Hex]]:
        return {side: self.t.to_hexes(ids) for side, ids in self.combat_ids.items()}

    def signature(self, side: str) -> Key:
        """Where ``side``'s pieces stand, with their steps: the moves of the other side
        depend on nothing else of ``side``'s (a cache key, compared by value)."""
        memo: dict[str, Key] | None = self.__dict__.get("_sig")
        if memo is None:
            # both sides' rows gathered as the facts were made; one ``Key`` object for
            # each value (``interned``): the memos keyed by a signature then find theirs
            # by identity, not by comparing every unit's row
            interned: dict[Key, Key] = self.st.memo.setdefault("signatures", {})
            if len(interned) > 4096:
                interned.clear()
            memo = {}
            for s, rows in self._side_rows.items():
                k = Key(tuple(map(_SIGNATURE_ROW, rows)))
                memo[s] = interned.setdefault(k, k)
            self.__dict__["_sig"] = memo
        got = memo.get(side)
        if got is None:
            got = memo[side] = Key(())
        return got

    # -- zones of control (7.0–7.2) ------------------------------------------------------
    def border_closed(self) -> bool:
        """2.4.1: in the Axis player turn of turn 1 no Soviet ZOC crosses the 1941 border
        (read: nor before it, in the setup and the start phase's supply-center moves); from
        the Soviet player turn of turn 1 it does."""
        return self.state.turn == 1 and self.state.phase in BORDER_CLOSED

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

    def _source_ids(self, side: str) -> tuple[list[int], list[int]]:
        """The indices of ``side``'s ZOC sources: (plain, Finns not yet released); made
        once per side (read, never changed)."""
        memo: dict = self.__dict__.setdefault("_zoc_sources", {})
        got = memo.get(side)
        if got is not None:
            return got
        plain, finnish = [], []
        released = self.released()
        for _, uid in self.zoc_sources(side):
            i = self.pos_id[uid]
            if self.game.units[uid].nationality == "finnish" and not released:
                finnish.append(i)
            else:
                plain.append(i)
        got = memo[side] = (plain, finnish)
        return got

    def kept(self, name: str, key, make):
        """``make()`` kept for the game in the memo ``name`` under ``key`` (what the
        result depends on): made once per key, the memo emptied when it holds 256 (audited
        with ``CHECK_HITS``: :func:`qtwargame.engine.memo.kept`)."""
        return memo.kept(self.st.memo.setdefault(name, {}), key, make, 256, CHECK_HITS, name)

    def zoc_key(self, side: str) -> tuple:
        """What ``side``'s zone of control depends on (its units, the first turn, the
        Finns released, frozen weather): the key it is kept under."""
        return (side, self.signature(side), self.border_closed(), self.released(), self.frozen())

    @property
    def zoc_ids(self) -> _PerSide:
        """7.0, 7.1.3, 2.4.1, 16.5.1: normal ZOC of each side, as indices."""
        return _PerSide(self, self._per_side[0], _zoc_ids)

    @property
    def zoc(self) -> _PerSide:
        """7.0, 7.1.3, 2.4.1, 16.5.1: normal ZOC of each side (each found when asked)."""
        return _PerSide(self, self._per_side[1], _zoc_hexes)

    def _zoc(self, side: str) -> set[int]:
        plain, finnish = self._source_ids(side)
        closed = ("border",) if side == self.soviet and self.border_closed() else ()
        z = topology.zoc(self.t, plain, closed, self.frozen())
        z |= topology.zoc(self.t, finnish, ("finnish_invade_border",), self.frozen())
        return z

    def zoc_bits(self, side: str) -> int:
        """``zoc_ids[side]`` as a bit set (``topology.Layout``), kept by ``zoc_key``: the
        same steps taken from the same sources, a frontier at a time."""
        def make() -> int:
            plain, finnish = self._source_ids(side)
            closed = ("border",) if side == self.soviet and self.border_closed() else ()
            return (topology.zoc_bits(self.t, plain, closed, self.frozen())
                    | topology.zoc_bits(self.t, finnish, ("finnish_invade_border",), self.frozen()))
        return self.kept("zoc_bits", self.zoc_key(side), make)

    def id_bits(self, side: str) -> int:
        """``ids[side]`` as a bit set (``topology.Layout``), made once per side."""
        memo: dict = self.__dict__.setdefault("_id_bits", {})
        got = memo.get(side)
        if got is None:
            got = memo[side] = topology.layout(self.t).bits(self.ids[side])
        return got

    @property
    def river_ids(self) -> _PerSide:
        """7.1.6c: the indices in ``side``'s ZOC only across river hexsides (none when
        frozen or in snow, 15.3, 15.4a)."""
        return _PerSide(self, self._per_side[2], _river_ids)

    @property
    def river_zoc_only(self) -> _PerSide:
        """7.1.6c: the hexes in ``side``'s ZOC only across river hexsides."""
        return _PerSide(self, self._per_side[3], _river_hexes)

    def _river(self, side: str) -> set[int]:
        if self.frozen():
            return set()  # 15.3, 15.4a: frozen rivers lose their effects, 7.1.6c with them
        plain, finnish = self._source_ids(side)
        src = set(plain) | set(finnish)
        nbr, river = self.t.nbr, self.t.river
        only = set()
        for i in self.zoc_ids[side]:
            near = [r for n, r in zip(nbr[i], river[i]) if n in src]
            if near and all(near):
                only.add(i)
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
    def commanded_ids(self) -> set[int]:
        """11.3.2, 11.4d: the indices within a turned leader's command range (``*``
        leaders have none)."""
        out: set[int] = set()
        enemy, zoc, friends = self.ids[self.axis], self.zoc_ids[self.axis], self.ids[self.soviet]
        for uid, _, a in self.turned_leaders:
            if a is not None:
                out |= topology.command_range(self.t, self.pos_id[uid], a, enemy, zoc, friends,
                                              self.frozen())
        return out

    @cached_property
    def aa_ids(self) -> set[int]:
        """7.2.1, 11.3.1c: the Soviet anti-armour ZOC, as indices."""
        key = (self.signature(self.soviet), self.signature(self.axis), self.border_closed(),
               self.released(), self.frozen())
        return self.kept("aa", key, self._aa)

    @cached_property
    def aa_zoc(self) -> set[Hex]:
        """7.2.1, 11.3.1c: the Soviet anti-armour ZOC."""
        return self.t.to_hexes(self.aa_ids)

    def aa_key(self) -> frozenset[int]:
        """The anti-armour zone as a cache key (a frozenset keeps its hash once made)."""
        got = self.__dict__.get("_aa_key")
        if got is None:
            got = self.__dict__["_aa_key"] = frozenset(self.aa_ids)
        return got

    def _aa(self) -> set[int]:
        """7.2.1, 11.3.1c, 11.4a, Q&A: Soviet units in command have anti-armour ZOC, and so
        does a leader of ability 1 or more, alone or not."""
        able = [self.pos_id[uid] for uid, _, a in self.turned_leaders if a is not None and a >= 1]
        closed = ("border",) if self.border_closed() else ()
        commanded = self.commanded_ids
        exerting = {i for i in self.combat_ids[self.soviet] if i in commanded} | set(able)
        return topology.zoc(self.t, exerting, closed, self.frozen())

    # -- lines of communication and supply (4.0, 12.0) -------------------------------------
    @property
    def control_key(self) -> object:
        """Who controls what, as a cache key: the control map's token, which stays the same
        object while the contents stay the same (copies of a state share it until one
        writes; every write makes a new one). A new token with the same contents only
        misses the memo. Read from the map at every use, never kept: a state's control
        written in place after these facts were made (a test's position, the end phase)
        gives the new token, so no memo answers for the old contents."""
        return self.state.control.token()

    def town_ids(self, side: str) -> set[int]:
        """The indices of the cities and towns ``side`` controls (3.1)."""
        t, board, control = self.t, self.board, self.state.control
        return self.kept("towns", (side, self.control_key), lambda: {
            t.index[h] for h in board.cities if control.get(h) == side})

    def depth(self, h: Hex) -> int:
        """8.1.5: how deep ``h`` lies in Axis-controlled territory."""
        return self.depth_id(self.t.index[h])

    def depth_id(self, i: int) -> int:
        """8.1.5: how deep index ``i`` lies in Axis-controlled territory (0 outside it, 1
        touching other territory, 2 or more beyond)."""
        memo = self.st.memo.setdefault("depth", {})
        k = (self.control_key, i)
        got = memo.get(k)
        if got is None:
            if len(memo) > 50000:
                memo.clear()
            got = memo[k] = limits.soviet_depth(i, self.t.nbr.__getitem__, self._axis_ground)
        return got

    def _axis_ground(self, i: int) -> bool:
        """8.1.5 (read from control, see the rules document): index ``i`` is Axis ground."""
        return self.state.control.get(self.t.hexes[i]) == self.axis

    @cached_property
    def too_deep_ids(self) -> frozenset[int]:
        """8.1.5: the indices a Soviet unit may never enter, the Axis ground as deep as the
        limit (two hexes) or deeper; kept per control."""
        limit = self.st.data.soviet_depth_limit

        def make() -> frozenset[int]:
            nbr, inside = self.t.nbr.__getitem__, self._axis_ground
            return frozenset(i for i in range(len(self.t.hexes)) if inside(i)
                             and limits.soviet_depth(i, nbr, inside, cap=limit) >= limit)
        return self.kept("too_deep", (self.control_key, limit), make)

    def side_key(self, side: str) -> tuple:
        """What ``side``'s lines depend on: the enemy's positions, the friends standing in
        enemy ZOC, control and the flags that open or close sources and zones."""
        enemy = self.enemy(side)
        # the friends in enemy ZOC as a bit set: the same set, compared as one integer
        return (side, self.signature(enemy), self.id_bits(side) & self.zoc_bits(enemy),
                self.control_key, self.border_closed(), self.released(),
                bool(self.state.data.get("leningrad_axis_source")), self.state.weather)

    @property
    def loc_ids(self) -> _PerSide:
        """4.1: the indices each side's units have a LOC in (each side traced when asked)."""
        return _PerSide(self, self._per_side[4], _loc_ids)

    @property
    def loc(self) -> _PerSide:
        """4.1: the hexes each side's units have a LOC in (each side traced when asked)."""
        return _PerSide(self, self._per_side[5], _loc_hexes)

    @property
    def loc_bits(self) -> _PerSide:
        """4.1: ``loc_ids`` as bit sets (``topology.Layout``): the questions of a few
        hexes (``in_loc``) ask them, not the indices."""
        return _PerSide(self, self._per_side[6], _loc_bits)

    def in_loc(self, side: str, i: int) -> bool:
        """4.1: whether index ``i`` is in ``loc_ids[side]`` (read from ``loc_bits``)."""
        return bool(self.loc_bits[side] & topology.layout(self.t).bit[i])

    def _sources(self, side: str) -> set[int]:
        """4.3, 4.4, 12.5: the indices a side traces its lines to (``lines.sources``),
        found once for each control map."""
        leningrad_source = bool(self.state.data.get("leningrad_axis_source"))
        key = (side, self.control_key, leningrad_source)
        return self.kept("sources", key, lambda: self.t.ids(lines.sources(
            self.board, side, self.state.control, axis=self.axis,
            leningrad_axis_source=leningrad_source)))

    def _loc(self, side: str) -> set[int]:
        if topology.open_steps(self.t, self.frozen()) is None:  # searched hex by hex
            enemy = self.enemy(side)
            return topology.connected(self.t, self._sources(side), self.ids[enemy],
                                      self.zoc_ids[enemy], self.ids[side], self.frozen())
        return topology.layout(self.t).ids(self.loc_bits[side])

    def _loc_bits(self, side: str) -> int:
        """4.1, 4.2: ``topology.connected`` on bit sets, from the sources through hexes
        with no enemy unit, and enemy ZOC only where a friend stands. The flood resumes
        the side's last one (``bitflood.flood``: its rounds that reached no hex blocked
        since), the answer the same; with ``CHECK_HITS`` it is compared with a whole
        flood."""
        t, frozen = self.t, self.frozen()
        steps = topology.open_steps(t, frozen)
        lay = topology.layout(t)
        if steps is None:
            return lay.bits(self.loc_ids[side])
        enemy = self.enemy(side)
        blocked = (self.zoc_bits(enemy) & ~self.id_bits(side)) | self.id_bits(enemy)
        free = lay.everything & ~blocked
        start = lay.bits(self._sources(side)) & free
        last: dict = self.st.memo.setdefault("loc_flood", {})
        got = last[side] = bitflood.flood(steps, start, free, last.get(side))
        if CHECK_HITS:
            memo.check_hit("loc_flood", side, got.seen, bitflood.flood(steps, start, free).seen)
        return got.seen

    def mud(self) -> bool:
        return self.state.weather in (weather.MUD,)

    def snow(self) -> bool:
        return self.state.weather == weather.SNOW

    def frozen(self) -> bool:
        return frozen(self.state)

    @cached_property
    def supplied_ids(self) -> set[int]:
        """12.1–12.4: the indices in Axis supply."""
        reach = self._supply()[0]
        if isinstance(reach, int):
            reach = topology.layout(self.t).ids(reach)
        return reach | self.st.axis_territory_ids

    def in_supply(self, i: int) -> bool:
        """12.1–12.4: whether index ``i`` is in ``supplied_ids`` (read from its bit set,
        or from the indices where the count was made hex by hex)."""
        reach, bits = self._supply()
        if not isinstance(reach, int):
            return i in self.supplied_ids
        return bool(bits & topology.layout(self.t).bit[i])

    def supplied_bits(self) -> int | None:
        """``supplied_ids`` as a bit set of ``topology.layout`` (``in_supply(i)`` is
        ``bool(bits & bit[i])``), or None where the count was made hex by hex."""
        reach, bits = self._supply()
        return None if not isinstance(reach, int) else bits

    def _supply(self) -> tuple[int | set[int], int]:
        """``_axis_supplied``, found once for each of its keys and kept with these facts."""
        got = self.__dict__.get("_supplied")
        if got is None:
            # 12.1, 13.4: the supply centers are sources wherever they stand: their places
            # are part of the key (the Axis's own positions are not in ``side_key``)
            centers = tuple(sorted(i for uid, i in self.pos_id.items()
                                   if self.game.units[uid].kind == "supply"))
            key = (self.side_key(self.axis), centers)
            got = self.__dict__["_supplied"] = memo.kept(
                self.st.memo.setdefault("supplied", {}), key, self._axis_supplied, 64,
                CHECK_HITS, "supplied")
        return got

    def _axis_supplied(self, budget: int | None = None) -> tuple[int | set[int], int]:
        """12.1–12.5: hexes within the supply range of an Axis source (``budget``, else the
        range of the weather, 15.2b, 15.4c): the Axis territory,
        the supply centers that trace a LOC to it, and Leningrad from the turn after the
        Axis takes it while they hold it (12.5: the end phase that gives it to the Axis
        sets ``leningrad_axis_source``, read from the next turn on). As (the count's
        reach, a bit set, or the indices where the count is made hex by hex; the reach and
        the Axis territory as a bit set)."""
        st, d = self.st, self.st.data
        axis, soviet = self.axis, self.soviet
        centers = [self.pos_id[uid] for uid in self.pos
                   if self.game.units[uid].kind == "supply" and self.in_loc(axis, self.pos_id[uid])]
        leningrad = st.leningrad
        if leningrad is not None and self.leningrad_source():
            centers.append(self.t.index[leningrad])
        if budget is None:
            budget = supply.supply_range(d, mud=self.mud(), snow=self.snow())
        strategic = self.state.weather != weather.SPRING
        lay = topology.layout(self.t)
        territory: int | None = st.memo.get("axis_territory_bits")
        if territory is None:
            territory = st.memo["axis_territory_bits"] = lay.bits(st.axis_territory_ids)
        bits = supply.in_supply_bits(
            st, lay.bits([*centers, *st.axis_edge_ids]), enemy_units=self.id_bits(soviet),
            enemy_zoc=self.zoc_bits(soviet), friends=self.id_bits(axis), budget=budget,
            strategic=strategic, frozen=self.frozen())
        if bits is not None:
            return bits, bits | territory
        reach = supply.in_supply_ids(
            st, [*centers, *st.axis_edge_ids], enemy_units=self.ids[soviet],
            enemy_zoc=self.zoc_ids[soviet], friends=self.ids[axis], budget=budget,
            strategic=strategic, frozen=self.frozen())
        return reach, lay.bits(reach) | territory

    def leningrad_source(self) -> bool:
        """12.5: Leningrad is an Axis source now: the flag the end phase sets when the Axis
        holds it (so from the next turn on) and the Axis holds it still."""
        st = self.st
        return bool(st.leningrad is not None and self.state.data.get("leningrad_axis_source")
                    and self.state.control.get(st.leningrad) == self.axis)

    def has_loc(self, uid: str) -> bool:
        """4.1, 12.3: a line of communication, and for the Axis supply as well (each unit's
        answer kept with these facts: it reads only the unit's place and the lines and
        supply these facts keep once found, ``loc_bits`` and ``supplied_ids``' bits)."""
        known: dict[str, bool] | None = self.__dict__.get("_has_loc")
        if known is None:
            known = self.__dict__["_has_loc"] = {}
        got = known.get(uid)
        if got is None:
            got = known[uid] = self._find_loc(uid)
        return got

    def _find_loc(self, uid: str) -> bool:
        i = self.pos_id.get(uid)
        d = self.game.units[uid]
        side = d.side
        if i is None:
            return True
        if not self.in_loc(side, i):
            return False
        if side != self.axis or self.in_supply(i):
            return True
        # 15.4 (its last line), 16.5.4: snow does not halve the Finns' supply range (15.4c)
        return d.nationality == "finnish" and self.snow() and self._in_full_supply(i)

    def _in_full_supply(self, i: int) -> bool:
        """Whether index ``i`` is within the supply range of clear weather (8, not the 4 of
        snow) of an Axis source, found once with these facts when a Finn asks."""
        got = self.__dict__.get("_full_supply")
        if got is None:
            got = self.__dict__["_full_supply"] = self._axis_supplied(self.st.data.supply_range)
        return bool(got[1] & topology.layout(self.t).bit[i])

    def in_command(self, uid: str) -> bool:
        i = self.pos_id.get(uid)
        return i is not None and i in self.commanded_ids

    @cached_property
    def stack_counts(self) -> dict[tuple[str, str], dict[Hex, int]]:
        """(side, "unit" or "extra") -> hex -> how many such pieces stand there."""
        # counted by the map's index, then keyed by hex in the order first met (one hex
        # made and hashed per place, not per piece)
        by_index: dict[tuple[str, str], dict[int, int]] = {}
        for _, _, i, side, _, kind, _ in self._rows:
            if kind:
                here = by_index.setdefault((side, kind), {})
                here[i] = here.get(i, 0) + 1
        hexes = self.t.hexes
        return {k: {hexes[i]: n for i, n in here.items()} for k, here in by_index.items()}

    def room(self, h: Hex, side: str, kind: str = "unit") -> int:
        """6.1, 6.2: how many more pieces of ``kind`` fit in ``h`` for ``side``."""
        if kind != "unit":
            kind = "extra"
        counts = self.stack_counts.get((side, kind))
        return self.st.limits[kind] - (counts.get(h, 0) if counts else 0)

    def over_limit(self, side: str) -> frozenset[Hex]:
        """6.6: the hexes where ``side``'s pieces break the stacking rules: more combat
        units, or more leaders and supply centers, than the limits allow (6.1, 6.2), or
        Axis allies of two nations together (16.3): ``stacking.stack_ok`` of each hex.
        Made once per side (it reads only where the pieces stand, fixed for these facts)."""
        memo: dict[str, frozenset[Hex]] = self.__dict__.setdefault("_over", {})
        got = memo.get(side)
        if got is not None:
            return got
        units, limits = self.game.units, self.st.limits
        mine: dict[Hex, list[Piece]] = {}
        for uid, h in self.pos.items():
            d = units[uid]
            if d.side == side:
                mine.setdefault(h, []).append(Piece(d.kind, d.nationality))
        got = memo[side] = frozenset(
            h for h, pieces in mine.items()
            if not stack_ok(pieces, combat_units=limits["unit"], extra=limits["extra"]))
        return got

    def mixed_allies(self, side: str) -> set[Hex]:
        """16.3: the hexes where ``side`` has combat units of two allied nations."""
        units = self.game.units
        nations: dict[Hex, list[str]] = {}
        for uid, h in self.pos.items():
            d = units[uid]
            if d.side == side and d.kind == "unit":
                nations.setdefault(h, []).append(d.nationality)
        return {h for h, ns in nations.items() if not allies_ok(ns)}

    def ally_barred_ids(self, uid: str) -> frozenset[int]:
        """16.3: the indices ``uid`` (an Axis ally's combat unit) may not stack in: those
        holding a combat unit of another allied nation. None for Germans and the rest."""
        d = self.game.units[uid]
        if d.side != self.axis or d.kind != "unit" or d.nationality == MAIN_NATION:
            return frozenset()
        memo = self.__dict__.setdefault("_ally_barred", {})
        got = memo.get(d.nationality)
        if got is None:
            units = self.game.units
            got = memo[d.nationality] = frozenset(
                i for o, i in self.pos_id.items() if units[o].side == self.axis
                and units[o].kind == "unit" and not allies_ok((units[o].nationality, d.nationality)))
        return got

    def nations_ok(self, h: Hex, uid: str) -> bool:
        """16.3: whether ``uid`` may stand in ``h`` beside the combat units of its side there."""
        return self.t.index[h] not in self.ally_barred_ids(uid)
