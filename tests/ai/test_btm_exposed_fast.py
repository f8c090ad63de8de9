"""Blitzkrieg to Moscow 2's questions behind the generic exposed stacks (``evaluation.exposed``)
are answered the fast way: the enemy's zone of control (9.0-9.3) from each node's
projection worked out once per game, and with the enemy units' nodes once per position for
every unit that moves or retreats in it (``movement.obstacles``); a retreat's fate (11.4,
11.4.1, 11.4.2) without ranking the retreats where the ranking cannot change it
(``retreat.retreat_end``); the stacking room of a retreat's hexes (8.0) from the units
gathered once. Each must give exactly what the plain way gives (session 68's code, kept
below): the zones of control, every unit's reach (10.0), every defender's retreats and
their fate, and the exposed stacks of both sides, on many states of seeded random games."""

from __future__ import annotations

from dataclasses import replace

import pytest

from qtwargame.ai import evaluation as ev
from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ON_MAP, GameState
from qtwargame.rules.blitzkrieg_moscow import (
    breakthrough,
    combat,
    movement,
    ruleset,
    supply,
    zoc,
)
from qtwargame.rules.blitzkrieg_moscow import evaluation as btm_evaluation
from qtwargame.rules.blitzkrieg_moscow.movement import enemy_hexes, may_enter_area
from qtwargame.rules.blitzkrieg_moscow.rear_areas import WATER
from qtwargame.rules.blitzkrieg_moscow.retreat import (
    FAR,
    retreat_end,
    retreat_paths,
    source_distances,
)
from qtwargame.rules.blitzkrieg_moscow.stacking import room_for
from qtwargame.rules.blitzkrieg_moscow.units import is_tank, side_units, units_at
from qtwargame.testing import conformance

pytestmark = pytest.mark.slow  # whole seeded random games

SCENARIO = "blitzkrieg_moscow_2"


def plain_zoc_hexes(game: Game, state: GameState, side: str) -> set[Hex]:
    """``zoc.zoc_hexes`` as session 68 had it: every projection worked out afresh."""
    topo = game.cache.topo
    out: set[Hex] = set()
    done: set[Hex] = set()
    for uid, u in state.units.items():
        if u.status != ON_MAP or game.units[uid].side != side or u.hex in done:
            continue
        if not zoc.projects(game, u.hex, game.units[uid].has(game.cache.data.zoc_flag)):
            continue
        h = u.at
        done.add(h)
        for n in topo.neighbors(h):
            if not topo.is_area(n) and topo.crossable(h, n):
                out.add(n)
    return out


def plain_reachable(game: Game, state: GameState, unit: str) -> dict[Hex, float]:
    """``BlitzkriegMoscowRuleset.reachable`` as session 68 had it: the search works out
    the enemy's zone of control and units for each unit."""
    u = state.units.get(unit)
    if u is None or u.status != ON_MAP or movement.frozen(game, state, unit):
        return {}
    side = game.units[unit].side
    found = movement.search(game, state, unit, plain_zoc_hexes(game, state, game.enemy(side)),
                            enemy_hexes(game, state, side))
    return {h: c for h, (c, _) in found.items() if h != u.hex}


def plain_retreat_paths(game: Game, state: GameState, uid: str,
                        target: Hex) -> list[tuple[Hex, ...]]:
    """``retreat.retreat_paths`` as session 68 had it (11.4, 11.4.1, 11.4.2)."""
    topo = game.cache.topo
    side = game.units[uid].side
    enemy = game.enemy(side)
    limit = game.cache.data.retreat_hexes
    away = topo.distances(target, limit + 1)
    ezoc = plain_zoc_hexes(game, state, enemy)
    enemy_at = {u.at for k, u in state.units.items()
                if u.status == ON_MAP and game.units[k].side == enemy}
    to_source = source_distances(game, state, side)
    start = to_source.get(target, FAR)

    def others_at(h: Hex) -> list[str]:
        return [u for u in units_at(state, h) if u != uid]

    def legal(a: Hex, b: Hex) -> bool:
        if b in enemy_at or game.board.terrain.get(b) in WATER or not topo.crossable(a, b):
            return False
        area = topo.area(b)
        if area is not None:
            return may_enter_area(game, uid, area)
        return b not in ezoc or bool(others_at(b))

    def rank(b: Hex) -> tuple[int, int, int]:
        if topo.is_area(b):
            return (0, 0, 0)
        closer = 0 if to_source.get(b, FAR) < start else 1
        if not room_for(game, state, side, b, [uid]):
            tier = 3
        elif b in ezoc:
            tier = 2
        else:
            tier = 1 if others_at(b) else 0
        return (1, closer, tier)

    def steps(a: Hex, d: int) -> list[Hex]:
        return [b for b in topo.neighbors(a) if away.get(b) == d and legal(a, b)]

    ranked: list[tuple[tuple[tuple[int, int, int], ...], tuple[Hex, ...]]] = []
    partial: list[tuple[Hex, ...]] = [()]
    for d in range(1, limit + 1):
        longer: list[tuple[Hex, ...]] = []
        for p in partial:
            for b in steps(p[-1] if p else target, d):
                if topo.is_area(b):
                    ranked.append(((rank(b),), p + (b,)))
                else:
                    longer.append(p + (b,))
        partial = longer
    for p in partial:
        if room_for(game, state, side, p[-1], [uid]):
            ranked.append(((rank(p[-1]),), p))
            continue
        for b in steps(p[-1], limit + 1):
            if room_for(game, state, side, b, [uid]):
                ranked.append(((rank(p[-1]), rank(b)), p + (b,)))
    if not ranked:
        return []
    best = min(k for k, _ in ranked)
    return sorted({p for k, p in ranked if k == best}, key=lambda p: [game.label(h) for h in p])


def plain_fate(game: Game, state: GameState, uid: str, target: Hex) -> str:
    """``combat._fate`` as session 68 had it: the first of the ranked retreats."""
    return fate_of(game, plain_retreat_paths(game, state, uid, target))


def fate_of(game: Game, paths: list[tuple[Hex, ...]]) -> str:
    """Where the first of the ranked retreats ``paths`` ends (``plain_fate``'s answer)."""
    if not paths:
        return "none"
    return "area" if game.cache.topo.is_area(paths[0][-1]) else "map"


def plain_wider_reach(game: Game, state: GameState, mover: str) -> tuple[set, frozenset]:
    """``evaluation.wider_reach`` as session 70 had it: every unit searched, the hexes a
    ZOC covers filtered at each node."""
    topo = game.cache.topo
    terrain = game.board.terrain
    cities = game.cache.cities
    flag = game.cache.data.zoc_flag
    held = enemy_hexes(game, state, mover)
    starts = [(uid, state.units[uid].hex) for uid in side_units(game, state, mover)]
    starts += btm_evaluation.arrivals(game, state, mover)
    enemy_zoc = zoc.zoc_hexes(game, state, game.enemy(mover))
    done: set = set()
    reach: set = set()
    covered: set = set()
    for uid, node in starts:
        d = game.units[uid]
        key = (node, d.value(0, "movement"), is_tank(game, uid), d.has(flag))
        if key in done:
            continue
        done.add(key)
        probe = state
        u = state.units[uid]
        if u.hex != node or u.status != ON_MAP:
            units = dict(state.units)
            units[uid] = replace(u, hex=node, status=ON_MAP, step=0)
            probe = replace(state, units=units)
        found = movement.search(game, probe, uid, enemy_zoc, held)
        reach.update(found)
        for n in found:
            if topo.is_area(n) or terrain.get(n) == "swamp" or not (d.has(flag) or n in cities):
                continue
            covered.update(m for m in topo.open[n] if not topo.is_area(m))
    return reach, frozenset(covered - held)


@pytest.fixture(scope="module")
def played():
    make = conformance.factory(SCENARIO)
    return [conformance.play(make, seed) for seed in (3, 8)]


@pytest.fixture
def plain(monkeypatch):
    """The plain way in every module that asks: set up for one block of questions."""

    def on() -> None:
        for module in (zoc, movement, supply, breakthrough):  # the evaluation asks movement.obstacles
            monkeypatch.setattr(module, "zoc_hexes", plain_zoc_hexes)
        monkeypatch.setattr(combat, "_fate", plain_fate)
        monkeypatch.setattr(ruleset.BlitzkriegMoscowRuleset, "reachable",
                            lambda self, game, state, unit: plain_reachable(game, state, unit))

    return on


def exposed_of(game: Game, state: GameState, holder: str) -> float:
    total = sum(ev.material(game, state).values())
    return ev.exposed(game, state, holder, ev.facts(game).objectives, total, 6.0)


#: Zones of control and reach are compared on every other state of the two games; the
#: retreats (every defender's paths and fate, the plain way ranking them all) and the
#: exposed stacks, which cost four times as much the plain way, on every fourth.
RETREATS_EVERY = 4


def test_9_0_10_0_11_4_zoc_reach_retreats_and_exposed_stacks_equal_the_plain_way(played, plain):
    # The fast answers first, each from a game of its own (its memos cold, then warm).
    samples = []
    for p in played:
        fast = p.make()
        for n, state in enumerate(p.states):
            if n % 2 or state.over:
                continue
            on_map = [(uid, u.hex) for uid, u in state.units.items()
                      if u.status == ON_MAP and u.hex is not None]
            zones = {side: zoc.zoc_hexes(fast, state, side) for side in fast.sides}
            reach = {uid: fast.ruleset.reachable(fast, state, uid) for uid, _ in on_map}
            retreats = exposed = None
            if n % RETREATS_EVERY == 0:
                retreats = {(uid, h): (retreat_paths(fast, state, uid, h),
                                       retreat_end(fast, state, uid, h),
                                       combat.retreat_fate(fast, state, uid, h))
                            for uid, h in on_map if not fast.cache.topo.is_area(h)}
                exposed = {side: exposed_of(fast, state, side) for side in fast.sides}
            samples.append((p, state, zones, reach, retreats, exposed))
    plain()
    fates: dict[str, int] = {}
    stacks = states = deep = 0
    for p, state, zones, reach, retreats, exposed in samples:
        slow = p.make()
        assert zones == {side: plain_zoc_hexes(slow, state, side) for side in slow.sides}
        assert reach == {uid: plain_reachable(slow, state, uid) for uid in reach}
        states += 1
        if retreats is None or exposed is None:
            continue
        for (uid, h), (paths, end, fate) in retreats.items():
            plain_paths = plain_retreat_paths(slow, state, uid, h)
            want = fate_of(slow, plain_paths)  # plain_fate's answer, its paths ranked once
            assert (paths, end, fate) == (plain_paths, want, want), (uid, h)
            fates[want] = fates.get(want, 0) + 1
        assert exposed == {side: exposed_of(slow, state, side) for side in slow.sides}
        stacks += sum(1 for v in exposed.values() if v > 0)
        deep += 1
    # many positions, every fate, and stacks the enemy could take, were all compared
    assert states >= 300 and deep >= 150 and stacks >= 150 and min(
        fates.get(f, 0) for f in ("none", "area", "map")) >= 20, (states, deep, stacks, fates)


def test_9_0_10_0_the_wider_soviet_reach_from_the_movers_found_equals_every_unit_searched(
        played):
    # The German outlook with the wider Soviet reach (the strongest level's lookahead)
    # finds the Soviet movers once: the wider reach takes a unit on the map's nodes from
    # its mover group instead of searching it again, and the hexes a ZOC covers from a
    # per-game table. Both reaches, and both outlooks, equal the plain way on every
    # other state of two seeded random games (a German phase and a Soviet one alike).
    compared = arrivals = cut = 0
    for p in played:
        fast, slow = p.make(), p.make()
        soviet, german = fast.cache.data.soviet, fast.cache.data.german
        for n, state in enumerate(p.states):
            if n % 2 or state.over:
                continue
            groups = btm_evaluation.movers(fast, state, soviet)
            got = btm_evaluation.wider_reach(fast, state, soviet, groups)
            want = plain_wider_reach(slow, state, soviet)
            assert got == want, n
            assert btm_evaluation.wider_reach(fast, state, soviet) == want, n
            compared += 1
            arrivals += bool(btm_evaluation.arrivals(fast, state, soviet))
            both = btm_evaluation.outlooks(fast, state, wider=True)
            assert both[0] == btm_evaluation.german_outlook(slow, state), n
            # the evaluation and lookahead at once equal each alone, for either side (on
            # every fourth state)
            for side in (german, soviet) if n % 4 == 0 else ():
                assert btm_evaluation.evaluate_and_lookahead(fast, state, side) == (
                    btm_evaluation.evaluate(slow, state, side),
                    btm_evaluation.lookahead(slow, state, side)), (n, side)
            if len(both) > 1:
                cut += both[1] != both[0]
    # many states, with units to arrive, and wider outlooks that differ from the plain one
    assert compared >= 300 and arrivals >= 300 and cut >= 10, (compared, arrivals, cut)
