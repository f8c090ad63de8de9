"""Shin Barbarossa's lines of communication, zones and supply asked as bit sets give
exactly what the plain searches give.

The lines of communication are flooded on bit sets from the side's last flood
(``bitflood.flood`` with a base: the rounds that reached no hex blocked since are kept),
the zones and the supply count take and give bit sets, and the questions of a few hexes
(``Facts.in_loc``, ``Facts.in_supply``, ``supply_status``) read the bits. Each test
compares them, value for value, with the hex-by-hex searches and with the sets the code
asked before, on the positions of a real game (a golden save, replayed) and on built ones
(``test_sb_speed.scattered``: units thrown over the map, lines cut, in frozen weather and
in the first turn's closed border)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from qtwargame.engine import bitflood
from qtwargame.engine.game import Game
from qtwargame.engine.state import ON_MAP, UnitState
from qtwargame.rules.shin_barbarossa import facts as facts_module
from qtwargame.rules.shin_barbarossa import supply, topology, weather
from qtwargame.rules.shin_barbarossa.facts import Facts, StaleCache
from tests.ai.scenarios import load
from tests.ai.test_sb_speed import scattered
from tests.ui import golden_loads

GOLDEN = Path(__file__).parents[1] / "data" / "golden"


@pytest.fixture(scope="module")
def game():
    return Game(load("shin_barbarossa"), {})


def _plain_loc(f: Facts, side: str) -> set[int]:
    """4.1: the side's lines searched hex by hex from its sources (``connected_by_hex``)."""
    enemy = f.enemy(side)
    return topology.connected_by_hex(f.t, f._sources(side), f.ids[enemy], f.zoc_ids[enemy],
                                     f.ids[side], f.frozen())


def _plain_supply(f: Facts, loc: set[int]) -> set[int]:
    """12.1–12.5: the Axis supply as it was counted from sets of indices: the supply
    centers with a line (``loc``), Leningrad when an Axis source, the territory's edge,
    counted hex by hex (``supply._by_hex``), with the Axis territory."""
    st = f.st
    centers = [i for uid, i in f.pos_id.items() if f.game.units[uid].kind == "supply" and i in loc]
    if st.leningrad is not None and f.leningrad_source():
        centers.append(f.t.index[st.leningrad])
    budget = supply.supply_range(st.data, mud=f.mud(), snow=f.snow())
    reach = supply._by_hex(st, [*centers, *st.axis_edge_ids], enemy_units=f.ids[f.soviet],
                           enemy_zoc=f.zoc_ids[f.soviet], friends=f.ids[f.axis], budget=budget,
                           strategic=f.state.weather != weather.SPRING, frozen=f.frozen())
    return reach | st.axis_territory_ids


def _compare(game: Game, state) -> tuple[int, int]:
    """Every bit-set answer of ``state``'s facts against the plain one; (units with a line,
    units without) asked of ``supply_status``."""
    f = Facts.of(game, state)
    lay = topology.layout(f.t)
    plain = {side: _plain_loc(f, side) for side in (f.axis, f.soviet)}
    supplied = _plain_supply(f, plain[f.axis])
    with_line = without = 0
    for side in (f.axis, f.soviet):
        assert f.zoc_bits(side) == lay.bits(f.zoc_ids[side]), side
        assert f.loc_bits[side] == lay.bits(plain[side]), side
        assert f.loc_ids[side] == plain[side], side
        for i in f.ids[side] | f.zoc_ids[f.enemy(side)]:
            assert f.in_loc(side, i) == (i in plain[side]), (side, i)
        status = game.ruleset.supply_status(game, state, side)
        want = {u: i in plain[side] and (side != f.axis or i in supplied)
                for u, i in f.combat_places(side)}
        assert status == want and list(status) == list(want), side
        for uid in f.pos:
            if game.units[uid].side == side:
                assert f.has_loc(uid) == (f.pos_id[uid] in plain[side]
                                          and (side != f.axis or f.pos_id[uid] in supplied)), uid
        with_line += sum(status.values())
        without += sum(not v for v in status.values())
    assert f.supplied_ids == supplied
    assert f._supply()[1] == lay.bits(supplied)
    for i in f.ids[f.axis] | f.ids[f.soviet]:
        assert f.in_supply(i) == (i in supplied), i
    return with_line, without


#: The positions of the real game compared: every ``REAL_EVERY``-th. A resume that keeps a
#: round it should not, keeps every round whatever was blocked since, or spreads on only
#: from the last round's new hexes, each failed within the first five positions compared
#: when every second was (of 723), and within the first three when every sixth was (of 241).
REAL_EVERY = 6


def test_4_1_12_2_lines_and_supply_of_a_real_game_are_the_plain_searches():
    """The golden game of seed 4 (three turns), every sixth position from the Axis's first
    movement phase on, asked in the order of play (each flood resumes the one before):
    lines, zones, supply, ``supply_status`` and ``has_loc`` as the hex-by-hex searches
    answer; units with and without a line met."""
    history, _ = golden_loads.load(GOLDEN / "shin_barbarossa-4.qtwsave")
    game = Game(history.game.scenario, history.game.options)  # its own memos, from empty
    states = [after for _, _, after in history.walk() if not after.phase.startswith("setup")]
    seen = [_compare(game, s) for s in states[::REAL_EVERY]]
    assert len(seen) > 200
    assert sum(w for w, _ in seen) > 0 and sum(o for _, o in seen) > 0


@pytest.mark.parametrize("phase,frozen", [("axis_move_1", False), ("soviet_move", True),
                                          ("soviet_move", False)])
def test_4_1_12_2_lines_and_supply_of_built_positions_are_the_plain_searches(game, phase, frozen):
    """Scattered positions (lines cut, stacks in enemy zones), in the first turn's Axis
    movement (the border closed to Soviet zones, 2.4.1, the Finns not released) and in a
    later turn's Soviet movement, frozen (lakes open, 15.3) or not, asked one after the
    other: as the hex-by-hex searches answer."""
    cut = 0
    for seed in range(8):
        state = scattered(game, 100 + seed, share=0.3 + 0.08 * seed, phase=phase)
        if phase != "axis_move_1":
            state.turn = 3
        state.weather = weather.FROZEN if frozen else weather.CLEAR
        cut += _compare(game, state)[1]
    assert cut > 0


def _steps_and_sources(game, frozen: bool):
    f = Facts.of(game, game.new_state(1)[0])
    return topology.open_steps(f.t, frozen), f, topology.layout(f.t)


@pytest.mark.parametrize("frozen", [False, True])
def test_a_resumed_flood_is_the_whole_flood_as_the_blockers_change(game, frozen):
    """``bitflood.flood`` from a base (the flood before) finds what a flood from the start
    alone and the hex-by-hex search find, over a walk of blocked hexes changing a few at a
    time (blocked and freed), from the Soviet sources; most resumes keep some rounds and
    redo others."""
    steps, f, lay = _steps_and_sources(game, frozen)
    t, rng = f.t, random.Random(7 + frozen)
    sources = f._sources(f.soviet)
    land = [i for i in range(len(t.hexes)) if not t.wet[i]]
    blocked = set(rng.sample(land, 150))
    base = None
    kept_some = redone = 0
    for _ in range(300):
        for i in rng.sample(land, rng.randrange(1, 6)):
            blocked ^= {i}
        free = lay.everything & ~lay.bits(blocked)
        start = lay.bits(sources) & free
        got = bitflood.flood(steps, start, free, base)
        whole = bitflood.flood(steps, start, free)
        want = topology.connected_by_hex(t, sources, blocked, (), (), frozen)
        assert got.seen == whole.seen == lay.bits(want)
        assert lay.ids(got.seen) == want
        # every round's bits joined to the start within the bits of that round
        assert got.reached[0] == start and all(a & ~b == 0 for a, b in zip(got.reached, got.reached[1:]))
        if base is not None and base.start == start:
            lost = base.free & ~free
            if lost & base.seen and not lost & base.reached[0]:
                kept_some += 1
            elif lost & base.seen:
                redone += 1
        base = got
    assert kept_some > 50


def test_a_flood_resumed_from_a_base_with_other_steps_or_start_starts_afresh(game):
    """A base by other steps (frozen against not) or from another start is not resumed:
    the answer is the flood's from the start."""
    steps, f, lay = _steps_and_sources(game, False)
    icy, _, _ = _steps_and_sources(game, True)
    sources = lay.bits(f._sources(f.soviet))
    free = lay.everything
    base = bitflood.flood(icy, sources, free)
    assert bitflood.flood(steps, sources, free, base).seen == bitflood.flood(steps, sources, free).seen
    other = bitflood.flood(steps, lay.bits(f._sources(f.axis)), free)
    got = bitflood.flood(steps, sources, free, other)
    assert got.seen == bitflood.flood(steps, sources, free).seen
    assert got.reached[0] == sources


def test_the_line_flood_audit_catches_a_resume_that_keeps_too_much(game, monkeypatch):
    """With the audit's switch on (``facts.CHECK_HITS``) every resumed flood of the lines
    is compared with a whole one: the right one passes, a resume that keeps every round
    of its base whatever was blocked since raises ``StaleCache``."""
    monkeypatch.setattr(facts_module, "CHECK_HITS", True)
    base = scattered(game, 300, share=0.3)
    rng = random.Random(3)
    t = game.cache.topo
    land = [h for h, wet in zip(t.hexes, t.wet) if not wet]
    axis = sorted(u for u, d in game.units.items() if d.side == game.cache.data.axis
                  and d.kind == "unit" and base.units[u].status == ON_MAP)
    states = [base]
    for uid in rng.sample(axis, 12):  # one Axis corps moved anywhere, one position each
        s = base.copy()
        s.seq += 1
        s.units[uid] = UnitState(rng.choice(land), base.units[uid].step, ON_MAP)
        states.append(s)
    g = Game(game.scenario, game.options)
    for s in states:
        Facts.of(g, s).loc_bits[g.cache.data.soviet]
    real = bitflood.flood

    def keeps_all(steps, start, free, base=None):
        if base is None or base.steps is not steps or base.start != start:
            return real(steps, start, free)
        return bitflood.Flood(steps, start, free, list(base.reached))

    monkeypatch.setattr(bitflood, "flood", keeps_all)
    g = Game(game.scenario, game.options)
    with pytest.raises(StaleCache):
        for s in states:
            Facts.of(g, s).loc_bits[g.cache.data.soviet]


def test_4_1_12_2_a_map_off_the_bit_layout_answers_the_same_from_its_sets(game, monkeypatch):
    """A map whose steps the bit layout does not take (``topology.open_steps`` None: lines
    and supply searched hex by hex) answers the same questions the same way, the bit sets
    made from the sets found."""
    monkeypatch.setattr(topology, "_MOST_OFFSETS", 0)
    g = Game(game.scenario, game.options)
    g.cache.topo = topology.Topo(g.board)
    assert topology.open_steps(g.cache.topo) is None and supply._plan(g.cache, False) is None
    cut = 0
    for seed in range(4):
        state = scattered(g, 200 + seed, share=0.5, phase="soviet_move")
        state.turn = 3
        cut += _compare(g, state)[1]
    assert cut > 0


# -- facts made from the last ones ---------------------------------------------------------------


def _positions(f: Facts) -> tuple:
    """What ``Facts`` reads of the units, each in its order (sets as iterated)."""
    return (f._rows, list(f.pos.items()), list(f.pos_id.items()), f._side_rows,
            [(s, list(v)) for s, v in f.ids.items()],
            [(s, list(v)) for s, v in f.combat_ids.items()],
            f.signature(f.axis), f.signature(f.soviet), list(f.at.items()))


def _read_afresh(g: Game, state) -> Facts:
    """``state``'s facts read unit by unit (``Facts._build``), the last facts kept."""
    base, g.cache.base = g.cache.base, None
    try:
        return Facts(g, state)
    finally:
        g.cache.base = base


def test_facts_made_from_the_last_facts_are_the_facts_read_unit_by_unit(monkeypatch):
    """The golden game of seed 4, every position in the order of play (moves, losses,
    units arriving and leaving): facts made from the last facts (``Facts._patch``) hold
    the positions, sets and signatures that reading the state unit by unit gives, in the
    same order; most positions are made so."""
    patched: list[bool] = []
    real = Facts._patch

    def spy(self, *args):
        got = real(self, *args)
        patched.append(got)
        return got

    monkeypatch.setattr(Facts, "_patch", spy)
    history, _ = golden_loads.load(GOLDEN / "shin_barbarossa-4.qtwsave")
    g = Game(history.game.scenario, history.game.options)
    afresh: tuple = (None, None)  # the last state read unit by unit, and what it read
    for _, before, after in history.walk():
        for s in (before, after):
            got = _positions(Facts(g, s))
            if afresh[0] is not s:  # a step's state before is the step before's after
                afresh = (s, _positions(_read_afresh(g, s)))
            assert got == afresh[1]
    assert patched.count(True) > 2000 and patched.count(False) > 20


def test_facts_of_a_state_written_after_its_last_facts_read_it_as_it_is_now(game):
    """Facts made of a state that a procedure then writes (a unit moved, one eliminated,
    one placed: ``_arrive``'s state in the making), then of the same state again, read
    the state as written, not as the last facts found it."""
    g = Game(game.scenario, game.options)
    state = scattered(g, 41, share=0.5).copy()
    on = sorted(u for u, s in state.units.items() if s.status == ON_MAP)
    off = sorted(u for u, s in state.units.items() if s.status != ON_MAP)
    t = g.cache.topo
    land = [h for h, wet in zip(t.hexes, t.wet) if not wet]
    rng = random.Random(2)
    for k in range(30):
        Facts(g, state)
        uid = rng.choice(on)
        u = state.units[uid]
        if k % 3 == 0:
            state.units[uid] = UnitState(rng.choice(land), u.step, ON_MAP)
        elif k % 3 == 1:
            state.units[uid] = UnitState(u.hex, u.step, ON_MAP, u.flags | {"moved"})
        else:
            v = state.units[off[k]]
            state.units[off[k]] = UnitState(rng.choice(land), v.step, ON_MAP)
            on.append(off[k])
        got = Facts(g, state)
        assert _positions(got) == _positions(_read_afresh(g, state))
        assert got.pos[uid] == state.units[uid].hex


def test_the_facts_patch_audit_catches_a_wrong_patch(game, monkeypatch):
    """With the audit's switch on, facts made from the last ones are compared with the
    state read unit by unit: right, they pass; with a patch that keeps the last positions
    whatever moved, ``StaleCache``."""
    monkeypatch.setattr(facts_module, "CHECK_HITS", True)
    g = Game(game.scenario, game.options)
    state = scattered(g, 43, share=0.5)
    uid = sorted(u for u, s in state.units.items() if s.status == ON_MAP)[0]
    moved = state.copy()
    moved.units[uid] = UnitState(g.hex("2008"), state.units[uid].step, ON_MAP)
    Facts(g, state)
    assert Facts(g, moved).pos[uid] == g.hex("2008")
    Facts(g, state)
    monkeypatch.setattr(facts_module.Facts, "_patch", lambda self, base, uids, now: _stale(self, base))
    with pytest.raises(StaleCache):
        Facts(g, moved)


def _stale(f: Facts, base) -> bool:
    f._index = base.index
    f._rows, f.pos, f.pos_id = base.rows.copy(), base.pos.copy(), base.pos_id.copy()
    f._side_rows = {s: r.copy() for s, r in base.side_rows.items()}
    f.ids = {s: {r[2] for r in rows} for s, rows in f._side_rows.items()}
    f.combat_ids = {s: {r[2] for r in rows if r[4]} for s, rows in f._side_rows.items()}
    return True


# -- the evaluation's sums made from the last ones ---------------------------------------------


def test_material_and_positions_made_from_the_last_are_the_unit_by_unit_ones(monkeypatch):
    """The golden game of seed 4, every position in the order of play: ``_material`` and
    ``_positions`` made from the last answer (a unit moved adds the same value, stands
    elsewhere) are the unit-by-unit sums and lists, value for value and in order; most are
    made so, and steps lost or units gone are read afresh."""
    from qtwargame.rules.shin_barbarossa import evaluation as ev

    reused = {"material": 0, "positions": 0}
    for name, fn in (("material", "_material_as_last"), ("positions", "_positions_as_last")):
        real = getattr(ev, fn)

        def spy(*args, _real=real, _name=name):
            got = _real(*args)
            reused[_name] += got is not None
            return got
        monkeypatch.setattr(ev, fn, spy)
    history, _ = golden_loads.load(GOLDEN / "shin_barbarossa-4.qtwsave")
    g = Game(history.game.scenario, history.game.options)
    n = 0
    plain: tuple = (None, None)  # the last state summed unit by unit, and its sums
    for _, before, after in history.walk():
        for s in (before, after):
            got = ev._material(g, s), ev._material(g, s), ev._positions(g, s)
            if plain[0] is not s:  # a step's state before is the step before's after
                plain = (s, (ev._material_added(g, s.units), ev._positions_read(g, s)))
            material, positions = plain[1]
            assert got[0] == material and repr(got[1]) == repr(material)
            assert got[2] == positions
            n += 1
    assert reused["material"] > n // 3 and reused["positions"] > n // 3
    assert reused["material"] < n and reused["positions"] < n


def test_a_step_lost_or_a_unit_gone_is_not_read_from_the_last_material(game):
    """A unit that lost a step, left the map or came onto it between two positions: the
    second position's material and positions are its own."""
    from qtwargame.rules.shin_barbarossa import evaluation as ev

    g = Game(game.scenario, game.options)
    state = scattered(g, 47, share=0.5)
    multi = sorted(u for u, s in state.units.items() if s.status == ON_MAP
                   and g.units[u].kind == "unit" and len(g.units[u].steps) > 1)
    for k, uid in enumerate(multi[:9]):
        ev._material(g, state), ev._positions(g, state)
        u = state.units[uid]
        other = state.copy()
        if k % 3 == 0:
            other.units[uid] = UnitState(u.hex, (u.step + 1) % len(g.units[uid].steps), ON_MAP)
        elif k % 3 == 1:
            other.units[uid] = UnitState(None, u.step, "eliminated")
        else:
            other.units[uid] = UnitState(None, u.step, "pool")
        assert ev._material(g, other) == ev._material_added(g, other.units)
        assert ev._positions(g, other) == ev._positions_read(g, other)
        if k % 3 == 0:  # a step lost: another value, the sums read afresh
            assert ev._material(g, other) != ev._material_added(g, state.units)
