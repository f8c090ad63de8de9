"""Shin Barbarossa's cheaper evaluation paths give exactly what the plain ones give.

Each test scatters the scenario's units over the map (seeded: units of both sides on random
land hexes at random steps, so stacks mix, overflow the limits and cut lines) and compares
a fast path with the plain search or count it replaced, value for value."""

from __future__ import annotations

import random

import pytest

from qtwargame.ai.evaluation import facts, unit_value
from qtwargame.engine.game import Game
from qtwargame.engine.state import ON_MAP, POOL, UnitState
from qtwargame.rules.shin_barbarossa import evaluation as ev
from qtwargame.rules.shin_barbarossa import lines, orders, topology, weather
from qtwargame.rules.shin_barbarossa.facts import Facts
from qtwargame.testing.cache_audit import hit_switches
from tests.ai.scenarios import load


@pytest.fixture(scope="module")
def game():
    return Game(load("shin_barbarossa"), {})


def scattered(game, seed: int, share: float = 0.6, spots: int | None = None,
              near=None, phase: str = "axis_move_1"):
    """The scenario's first state with ``share`` of its combat units and leaders put on
    random land hexes at random steps (the rest where they were): among ``spots`` of them
    (all: None), the nearest to ``near`` where given."""
    rng = random.Random(seed)
    state = game.new_state(seed)[0].copy()
    state.phase, state.active, state.pending = phase, "axis", None
    t = game.cache.topo  # the map as integers (no facts of the state asked before it changes)
    land = [h for h, wet in zip(t.hexes, t.wet) if not wet]
    if near is not None:
        land.sort(key=lambda h: (h.distance(near), h.q, h.r))
        land = land[:spots]
    elif spots is not None:
        land = rng.sample(land, spots)
    units = dict(state.units)
    for uid, d in sorted(game.units.items()):
        if d.kind in ("unit", "leader") and rng.random() < share:
            steps = max(1, len(d.steps))
            units[uid] = UnitState(rng.choice(land), rng.randrange(steps), ON_MAP)
    state.units = units
    return state


def test_rail_link_depth_first_answers_as_the_hex_search_of_18_1(game):
    """18.1: Leningrad's rail line to the east edge, searched depth first on indices toward
    the edge (``topology.rail_link``, what ``leningrad_linked`` asks), is there exactly
    where the hex-by-hex breadth-first search (``orders.rail_link``) finds it: Axis units
    and zones block, a Soviet unit opens an Axis zone."""
    st = game.cache
    answers = []
    for seed in range(40):
        state = scattered(game, seed, share=0.05 + 0.01 * seed, spots=80, near=st.leningrad)
        f = Facts.of(game, state)
        t = f.t
        rails = topology.rail_closed(t, game.board)
        east = [h for h in game.board.edge(f.soviet) if game.board.has_rail(h)]
        east_ids = t.ids(east)
        guided = topology.toward(rails, east_ids)
        fast = topology.rail_link(guided, t.index[st.leningrad], east_ids, f.ids[f.axis],
                                  f.zoc_ids[f.axis], f.ids[f.soviet])
        plain = orders.rail_link(game.board, st.leningrad, east, f.hexes[f.axis],
                                 f.zoc[f.axis], f.hexes[f.soviet])
        assert fast == plain == ev.leningrad_linked(game, state), seed
        answers.append(fast)
    assert True in answers and False in answers


def test_11_3_2_command_range_on_indices_is_the_hex_search(game):
    """11.3.2: a leader's command range on indices (``topology.command_range``, asking each
    hex it meets whether it is passable) is the hex-by-hex search's
    (``lines.command_range``), in clear and frozen weather."""
    rng = random.Random(5)
    for seed in range(12):
        state = scattered(game, seed)
        f = Facts.of(game, state)
        t = f.t
        for _ in range(10):
            i = rng.randrange(len(t.hexes))
            ability = rng.randrange(4)
            for frozen in (False, True):
                got = topology.command_range(t, i, ability, f.ids[f.axis], f.zoc_ids[f.axis],
                                             f.ids[f.soviet], frozen)
                want = lines.command_range(game.board, t.hexes[i], ability, f.hexes[f.axis],
                                           f.zoc[f.axis], f.hexes[f.soviet], frozen)
                assert t.to_hexes(got) == want


def test_6_6_excess_is_the_weakest_units_beyond_each_hex_s_room(game):
    """6.6: ``excess`` (counting each side's combat units by index) lists, hex by hex in
    (q, r) order, the weakest combat units a hex has no room for (``Facts.room``)."""
    vals = facts(game)
    seen = 0
    for seed in range(12):
        state = scattered(game, seed, share=0.9, spots=60)
        f = Facts.of(game, state)
        for side in game.sides:
            counts = f.stack_counts.get((side, "unit")) or {}
            want: list[str] = []
            for h in sorted(counts, key=lambda h: (h.q, h.r)):
                over = -f.room(h, side, "unit")
                if over > 0:
                    mine = sorted((u for u in f.at[h] if game.units[u].side == side
                                   and game.units[u].kind == "unit"),
                                  key=lambda u: (unit_value(vals, u, state.units[u].step), u))
                    want += mine[:over]
            assert ev.excess(game, state, side) == want
            seen += len(want)
    assert seen > 0


def test_19_3d_exposure_is_its_stacks_summed_unit_by_unit(game):
    """``exposure`` (each side's combat units read once, in the state's order, each Axis
    stack's value added as its units come) is exactly its definition worked out unit by
    unit: the Soviet value one and two hexes from each Axis stack (less the Soviet units
    over the stacking limit), the stack's risk of its units' 19.3d points."""
    gone = 0
    for seed in range(12):
        state = scattered(game, seed, spots=80 if seed % 2 else None)
        assert ev.exposure(game, state) == _exposure_unit_by_unit(game, state), seed
        gone += len(ev.excess(game, state, "soviet"))
    assert gone > 0


def _exposure_unit_by_unit(game, state) -> float:
    f = Facts.of(game, state)
    vals = facts(game)
    axis, soviet = f.axis, f.soviet
    gone = set(ev.excess(game, state, soviet))
    red: dict = {}
    stacks: dict = {}
    for uid, u in state.units.items():
        h = f.pos.get(uid)
        d = game.units[uid]
        if h is None or d.kind != "unit":
            continue
        if d.side == soviet and uid not in gone:
            red[h] = red.get(h, 0.0) + unit_value(vals, uid, u.step)
        elif d.side == axis:
            stacks.setdefault(h, []).append(uid)
    loss = game.cache.data.victory.loss_vp
    total = 0.0
    for h, here in stacks.items():
        mine = sum(unit_value(vals, u, state.units[u].step) for u in here) or 1e-9
        one = two = 0
        for n in h.ring(1):
            one += red.get(n, 0.0)
        for n in h.ring(2):
            two += red.get(n, 0.0)
        ratio = (one + 0.5 * two) / mine
        risk = ev.RISK_MAX * min(1.0, max(0.0, ratio - ev.RISK_FROM) / 2)
        cut = ev.RISK_NO_LOC if ratio > ev.NO_LOC_FROM else 0.0
        r = risk + (cut if not f.has_loc(here[0]) else 0.0)
        for u in here:
            total += min(1.0, r) * loss[ev.loss_kind(game, u)]
    return total


# -- the exchanges the lookahead keeps ---------------------------------------------------------


def _exchanges(game, state) -> dict:
    """``exchange`` of every attack the lookahead may ask in ``state``: each stack either
    side may attack, by all its neighbours that may and by the first of them alone."""
    f = Facts.of(game, state)
    out = {}
    for side in (f.axis, f.soviet):
        targets, _ = ev.fronts(game, state, f, side)
        for n, us in sorted(targets.items()):
            for attackers in {tuple(us), tuple(us[:1])}:
                out[(n, attackers)] = ev.exchange(game, state, f, attackers, f.t.hexes[n])
    return out


def _one_fact_apart(game, base, each: int = 8) -> list:
    """Positions that differ from ``base`` in one fact each that an exchange reads: the
    weather (frozen rivers, snow, supply range), one unit's steps lost (of every
    ``each``-th unit next to an enemy), one unit gone (the same), a leader of either side
    taken off the map (its ability joins an attack, 11.3.1b; a Soviet leader's command,
    11.4b) and the control of a city near the front (lines of communication, 4.3)."""
    f = Facts.of(game, base)
    near = set()
    for side in (f.axis, f.soviet):
        targets, _ = ev.fronts(game, base, f, side)
        for n, us in targets.items():
            near.add(n)
            near.update(f.pos_id[u] for u in us)
    out = []
    for w in (weather.FROZEN, weather.SNOW, weather.MUD, weather.SPRING):
        s = base.copy()
        s.weather = w
        out.append(s)
    for uid in sorted(u for u, i in f.pos_id.items() if i in near)[::each]:
        u, d = base.units[uid], game.units[uid]
        if d.kind == "unit" and len(d.steps) > 1:
            s = base.copy()
            s.units[uid] = UnitState(u.hex, (u.step + 1) % len(d.steps), u.status)
            out.append(s)
        s = base.copy()  # its own units and control (written on copy)
        s.units[uid] = UnitState(None, u.step, POOL)
        out.append(s)
    for uid in sorted(u for u in f.pos if game.units[u].kind == "leader")[::each]:
        s = base.copy()  # its own units and control (written on copy)
        s.units[uid] = UnitState(None, base.units[uid].step, POOL)
        out.append(s)
    t = game.cache.topo
    cities = [h for h in sorted(game.board.cities, key=game.label)
              if any(t.index[h] in t.nbr[i] or t.index[h] == i for i in near)]
    for h in cities[::max(1, each // 4)]:
        s = base.copy()
        s.control[h] = f.soviet if base.control.get(h) == f.axis else f.axis
        out.append(s)
    return out


def test_kept_exchanges_are_the_exchanges_worked_out_with_the_memo_emptied(game):
    """The lookahead's exchanges, kept per game by the odds' whole input
    (``battle.odds_input``), are the ones worked out afresh: over a crowded front and the
    positions one fact away from it, asked one after the other with the memo kept (as a
    search asks them), then each with the memo emptied, value for value; and the facts
    changed do change exchanges (what a key missing them would answer stale)."""
    memo = ev._static(game).setdefault("exchanges", {})
    # One crowded front (seed 3): a key missing any one of the odds' inputs that these
    # positions vary (the attackers' or the defenders' steps, the helping leaders, either
    # side's lines, the Soviets' command, frozen rivers, snow) answered a stale exchange on
    # it already, so a second front (seed 11, as many positions again) added CPU, not
    # proof. (The attackers' hexes and the targets no position one fact apart varies.)
    for seed in (3,):
        base = scattered(game, seed, share=0.7, spots=90, near=game.hex("0633"))
        positions = [base, *_one_fact_apart(game, base)]
        memo.clear()
        warm = [_exchanges(game, s) for s in positions]
        cold = []
        for s in positions:
            memo.clear()
            cold.append(_exchanges(game, s))
        assert sum(v is not None for v in warm[0].values()) >= 10
        assert [repr(w) for w in warm] == [repr(c) for c in cold]
        moved = sum(any(v != warm[0].get(k, v) for k, v in w.items()) for w in warm[1:])
        assert moved >= len(positions) // 3


def test_the_exchange_memo_hit_audit_catches_a_stale_answer(game, monkeypatch):
    """With the cache audit's switch on (``evaluation.CHECK_HITS``, found by
    ``cache_audit.hit_switches``) a kept exchange is worked out again at each hit: the
    right one passes, one written wrong into the memo raises ``StaleCache``."""
    assert ev in hit_switches(game)
    monkeypatch.setattr(ev, "CHECK_HITS", True)
    memo = ev._static(game).setdefault("exchanges", {})
    memo.clear()
    state = scattered(game, 3, share=0.7, spots=90, near=game.hex("0633"))
    first = _exchanges(game, state)
    assert _exchanges(game, state) == first  # every one a hit, each checked
    key, got = next((k, v) for k, v in memo.items() if v is not None)
    memo[key] = (got[0] + 1.0, got[1], got[2])
    with pytest.raises(ev.StaleCache):
        _exchanges(game, state)


# -- facts handed on within a move -------------------------------------------------------------


def test_9_5_a_tank_s_move_asks_its_overruns_of_the_facts_its_move_made(game, monkeypatch):
    """9.5: after a tank's move, ``overrun.ask`` reads the facts ``_arrive`` made of the
    state after the move (only the moving stack's record written since): every tank and
    panzer move of crowded fronts, each overrun begun, leads to the same state, pending
    decision and answers as when ``ask`` makes its facts afresh."""
    from qtwargame.engine.actions import Move
    from qtwargame.rules.shin_barbarossa import leaders, overrun

    def outcome(state, action):
        after, _ = game.apply(state, action)
        return (repr(sorted(after.units.items())), repr(after.data), repr(after.pending),
                [repr(a) for a in game.legal_actions(after)])

    cases = []
    for seed in (3, 11, 19):
        state = scattered(game, seed, share=0.7, spots=90, near=game.hex("0633"))
        for slot in leaders.slots(game):  # no face-down leader to react (11.2.7)
            state.units[slot] = UnitState(None, 0, POOL)
        tanks = [a for a in game.legal_actions(state) if isinstance(a, Move)
                 and a.mode in ("normal", "overrun") and (game.units[a.unit].has("tank")
                                                          or game.units[a.unit].has("panzer"))]
        cases += [(state, a) for a in tanks[::3]]
    handed = [outcome(s, a) for s, a in cases]
    ask = overrun.ask
    monkeypatch.setattr(overrun, "ask", lambda ctx, f=None: ask(ctx))
    fresh = [outcome(s, a) for s, a in cases]
    moved = [h for (_, a), h in zip(cases, handed) if a.mode == "normal"]
    assert sum(h[2] != "None" for h in moved) >= 20  # overruns offered after the move
    assert sum(h[2] == "None" for h in moved) >= 20  # and none
    assert handed == fresh


def test_4_1_has_loc_kept_per_facts_is_the_line_found_unit_by_unit(game):
    """4.1, 12.3: ``Facts.has_loc``, kept per unit with the facts, answers as the search
    (``_find_loc``) for every piece of scattered positions, cut off or not."""
    answers = []
    for seed in range(6):
        f = Facts.of(game, scattered(game, seed, share=0.5))
        for uid in sorted(f.pos):
            answers.append(f.has_loc(uid))
            assert f.has_loc(uid) == Facts(game, f.state)._find_loc(uid), uid
    assert 0 < answers.count(False) < len(answers)
