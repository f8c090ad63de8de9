"""Red Vengeance's computer players in less CPU, the same play: the supply areas found on
bit sets, each flood resumed from the last one (``supply._reach``, ``bitflood.flood``),
are the plain floods of sets on the positions a search looks at, and the audit
(``supply.CHECK_HITS``) catches a resume that keeps too much; a Soviet entry asks whether
Bulgaria or Hungary surrenders as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtwargame.ai import blunders
from qtwargame.engine import bitflood, savegame
from qtwargame.engine.actions import Attack, Move
from qtwargame.engine.game import Game
from qtwargame.engine.memo import StaleCache
from qtwargame.engine.state import ON_MAP, UnitState
from qtwargame.position import PositionBuilder
from qtwargame.rules.dice_bucket import grid
from qtwargame.rules.red_vengeance import evaluation as ev
from qtwargame.rules.red_vengeance import supply
from qtwargame.rules.red_vengeance.snapshot import snap_of

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "golden" / "red_vengeance-7.qtwsave"


@pytest.fixture(scope="module")
def searched():
    """The golden game (seed 7) to the end of turn 2: at every eighth position of a
    movement phase, that position and those after each of its first 12 listed moves, as
    a search looks at them one after another."""
    saved = savegame.read(GOLDEN)
    game = Game(saved.scenario, saved.options, revision=saved.revision)
    state, _ = game.new_state(saved.seed, saved.dice_script)
    out = []
    for i, data in enumerate(saved.actions):
        if state.turn > 2:
            break
        if i % 8 == 0 and state.phase.endswith(("_move", "_exploit")):
            out.append(state)
            for a in [a for a in game.legal_actions(state) if isinstance(a, Move)][:12]:
                out.append(game.apply(state, a)[0])
        state, _ = game.apply(state, game.decode(data))
    return saved, out


def plain_traced(snap, side: str) -> dict[str, bool]:
    """``supply.traced`` with each area the plain flood of sets (``grid.flood``)."""
    t = snap.t
    out, areas = {}, {}
    for h, uids in snap.ground[side].items():
        for u in uids:
            nat = t.units[u].nationality
            if nat == supply.YUGOSLAV and h in t.region("yugoslavia"):
                out[u] = True
                continue
            if nat not in areas:
                src = supply.sources(snap, side, nat)
                areas[nat] = grid.flood(src, t.nbr, snap.blocked_set(side), t.land[False])
            out[u] = h in areas[nat]
    return out


def test_5_1_supply_of_searched_positions_is_the_plain_floods(searched, monkeypatch):
    """Each side's traced supply of every position, one game asking them in turn (the
    floods resumed, the areas kept), is the one the plain floods give; the audit, on,
    finds nothing; some units are cut off."""
    monkeypatch.setattr(supply, "CHECK_HITS", True)
    saved, states = searched
    game = Game(saved.scenario, saved.options, revision=saved.revision)
    assert len(states) > 400
    cut = 0
    for state in states:
        snap = snap_of(game, state)
        for side in game.sides:
            got = supply.traced(snap, side)
            assert got == plain_traced(snap, side)
            cut += list(got.values()).count(False)
    assert cut > 0


def test_the_supply_flood_audit_catches_a_resume_that_keeps_too_much(searched, monkeypatch):
    """With ``CHECK_HITS`` on, a resume that keeps every round of its base whatever was
    blocked since raises ``StaleCache``."""
    monkeypatch.setattr(supply, "CHECK_HITS", True)
    real = bitflood.flood

    def keeps_all(steps, start, free, base=None):
        if base is None or base.start != start:
            return real(steps, start, free)
        return bitflood.Flood(steps, start, free, list(base.reached))

    monkeypatch.setattr(bitflood, "flood", keeps_all)
    saved, states = searched
    game = Game(saved.scenario, saved.options, revision=saved.revision)
    with pytest.raises(StaleCache, match="supply flood"):
        for state in states:
            snap = snap_of(game, state)
            for side in game.sides:
                supply.traced(snap, side)


@pytest.mark.parametrize(("unit", "start", "into", "minor"), [("sov_42", "3410", "3310", "bulgaria"),
                                                              ("sov_67", "1913", "2012", "hungary")])
def test_11_32_14_1_a_soviet_entry_asks_for_a_soviet_unit_only_after_romanias_surrender(
        unit, start, into, minor):
    """A Soviet unit entering Bulgaria (Hungary with 14.1) makes it surrender at once once
    Romania has, and not before (``triggered.check_bulgaria``, ``check_hungary``: the map
    searched for a Soviet unit only when Romania has surrendered); Hungary never without
    14.1."""
    for surrendered, option, falls in (([], True, False), (["romania"], True, True),
                                       (["romania"], False, minor == "bulgaria")):
        b = PositionBuilder.from_scenario("red_vengeance").at(turn=1, phase="allied_move").place(unit, start)
        game, state = b.state_data(surrendered=surrendered).build(seed=1, magyar_honour=option)
        move = next(a for a in game.legal_actions(state) if isinstance(a, Move) and a.unit == unit
                    and a.path[-1] == game.hex(into))
        after, _ = game.apply(state, move)
        assert (minor in after.data["surrendered"]) is falls, (surrendered, option)


def plain_hopeless_owed(game, state, side: str) -> list[str]:
    """``blunders.hopeless_owed`` as it was written on hexes (dicts and sets of ``Hex``),
    each verdict worked out afresh."""
    duty = blunders.owes_attacks(game, state, side)
    if duty not in ("unit", "hex"):
        return []
    mine: dict = {}
    foe: dict = {}
    for uid, h, s, kind in blunders._on_map(game, state):
        if kind == "unit":
            (mine if s == side else foe).setdefault(h, []).append(uid)
    near = {h: [n for n in game.board.neighbors(h) if n in foe] for h in mine}
    out = []
    for h, touching in near.items():
        bad = []
        for t in touching:
            attackers = tuple(sorted(u for n in game.board.neighbors(t) if n in mine for u in mine[n]))
            bad.append(blunders.hopeless_preview(
                game, blunders._preview(game, state, Attack(side, attackers, t)), side))
        if touching and (all(bad) if duty == "unit" else any(bad)):
            out += mine[h]
    return sorted(out)


def test_hopeless_owed_on_the_boards_indices_is_the_one_on_hexes(searched):
    """``blunders.hopeless_owed`` (hexes as the board's indices, verdicts kept) names the
    units the plain one on hexes names, for both sides: on the searched positions, and on
    positions with reduced Polish and Yugoslav units and Soviet units put next to the Axis
    units at random, some owing hopeless attacks (as a reduced Yugoslav unit next to two
    German ones did in the bench game's turn 2), most not."""
    import random

    saved, states = searched
    game = Game(saved.scenario, saved.options, revision=saved.revision)
    for state in states[::3]:
        for side in game.sides:
            assert blunders.hopeless_owed(game, state, side) == plain_hopeless_owed(game, state, side)
    b = PositionBuilder.from_scenario("red_vengeance").at(turn=2, phase="allied_move")
    game, base = b.place("yug_1", "2919", step=1).place("ger_69", "2918").place(
        "ger_mtn_21", "2818").build(seed=1)
    assert blunders.hopeless_owed(game, base, "allied") == ["yug_1"]
    t, rng = game.cache, random.Random(49)
    axis = sorted(snap_of(game, base).ground["axis"])
    weak = ["pol_1", "pol_2", "yug_1", "yug_2", "yug_3", "yug_4"]
    soviet = sorted(u for u, d in game.units.items() if u.startswith("sov_") and d.kind == "unit")
    named = placed = 0
    for _ in range(40):
        state = base.copy()
        taken = set(snap_of(game, base).at)
        for u in weak + rng.sample(soviet, 4):
            free = [n for h in rng.sample(axis, 3) for n in t.nbr[h] if t.land[False][n] and n not in taken]
            if free:
                placed += u in weak
                h = rng.choice(free)
                taken.add(h)
                last = len(game.units[u].steps) - 1
                state.units[u] = UnitState(t.hexes[h], last if u in weak else rng.randrange(last + 1), ON_MAP)
        got = blunders.hopeless_owed(game, state, "allied")
        assert got == plain_hopeless_owed(game, state, "allied")
        named += len(got)
    assert named > 10 and placed - named > 100  # 18 of 240 on this seed


def test_8_1_11_25_the_leaders_dice_kept_for_forced_combats_are_the_ones_counted_afresh(
        searched, monkeypatch):
    """The dice leaders and Hitler add to a forced combat (``evaluation._combat``), kept
    on what they read, are those counted afresh: with the audit on (``CHECK_HITS``) every
    kept answer is counted again and compared, over the searched positions of one game and
    those positions with an Allied leader put with the first unit of a combat, and many
    are kept. A table keyed without the leaders' places is caught."""
    monkeypatch.setattr(ev, "CHECK_HITS", True)
    saved, searched_states = searched
    game = Game(saved.scenario, saved.options, revision=saved.revision)
    t = game.cache
    allied_leaders = sorted(u for u in t.leaders.values() if t.units[u].side == "allied")
    states = []
    for state in searched_states:
        if state.phase not in ev.FORCED_PHASES:
            continue
        states.append(state)
        snap = snap_of(game, state)
        groups = ev.forced_groups(snap, ev.in_contact(snap))
        if groups and len(states) % 4 == 0:
            for leader in allied_leaders:
                with_leader = state.copy()
                with_leader.units[leader] = UnitState(t.hexes[snap.pos[groups[0][0][0]]], 0, ON_MAP)
                states.append(with_leader)
    calls = []
    real = ev.kept

    def counted(memo, key, make, limit, check, name):
        if name == "forced combat extras":
            calls.append(key in memo)
        return real(memo, key, make, limit, check, name)

    monkeypatch.setattr(ev, "kept", counted)
    for state in states:
        ev.forced_combats(game, state, "allied")
    assert len(calls) > 100 and sum(calls) > 20

    def blind(memo, key, make, limit, check, name):
        if name == "forced combat extras":
            key = key[:5]  # the units, hexes and weather alone
        return real(memo, key, make, limit, check, name)

    monkeypatch.setattr(ev, "kept", blind)
    game = Game(saved.scenario, saved.options, revision=saved.revision)
    with pytest.raises(StaleCache, match="forced combat extras"):
        for state in states:
            ev.forced_combats(game, state, "allied")


def plain_exposed_leaders(game, state, side: str) -> list[str]:
    """``blunders.exposed_leaders`` as it was written on hexes (a dict of ``Hex``)."""
    stacks: dict = {}
    enemies = []
    for uid, h, s, kind in blunders._on_map(game, state):
        if s == side:
            stacks.setdefault(h, []).append((uid, kind))
        elif kind == "unit":
            enemies.append((uid, h))
    reach = [(h, game.units[uid].value(state.units[uid].step, "movement") + 1) for uid, h in enemies]
    return sorted(uid for h, here in stacks.items() if all(kind == "leader" for _, kind in here)
                  and any(h.distance(e) <= r for e, r in reach) for uid, _ in here)


def test_exposed_leaders_by_coordinates_are_the_ones_on_hexes(searched):
    """``blunders.exposed_leaders`` (the stacks by coordinates) names the leaders the plain
    one on hexes names, for both sides, on the searched positions, on those with each
    Allied leader put alone on a hex at random (many within an enemy's reach, some not),
    and on those with each put with an Allied unit (none)."""
    import random

    saved, states = searched
    game = Game(saved.scenario, saved.options, revision=saved.revision)
    t, rng = game.cache, random.Random(11)
    allied_leaders = sorted(u for u in t.leaders.values() if t.units[u].side == "allied")
    named = placed = 0
    for state in states[::4]:
        for side in game.sides:
            assert blunders.exposed_leaders(game, state, side) == plain_exposed_leaders(game, state, side)
        alone = state.copy()
        taken = set(snap_of(game, state).at)
        for leader in allied_leaders:
            h = rng.choice([i for i in range(len(t.hexes)) if t.land[False][i] and i not in taken])
            taken.add(h)
            alone.units[leader] = UnitState(t.hexes[h], 0, ON_MAP)
        got = blunders.exposed_leaders(game, alone, "allied")
        assert got == plain_exposed_leaders(game, alone, "allied")
        named += len(got)
        placed += len(allied_leaders)
        guarded = state.copy()  # each leader with an Allied unit: none exposed
        units = sorted(snap_of(game, state).ground["allied"].items())
        for leader, (h, _) in zip(allied_leaders, rng.sample(units, len(allied_leaders))):
            guarded.units[leader] = UnitState(t.hexes[h], 0, ON_MAP)
        assert blunders.exposed_leaders(game, guarded, "allied") == []
        assert plain_exposed_leaders(game, guarded, "allied") == []
    assert 0 < named < placed


def test_15_0_the_score_and_the_casualty_count_share_one_tally_of_a_position(searched):
    """The victory points of a position handed out and the evaluation's losses read one
    tally kept in its snapshot (``endgame.tally_kept``): each is the one counted afresh,
    whichever is asked first, and a caller changing its copy of the losses changes
    neither."""
    from qtwargame.rules.red_vengeance import endgame

    saved, states = searched
    game = Game(saved.scenario, saved.options, revision=saved.revision)
    for i, state in enumerate(states[::2]):
        fresh_score, fresh_losses = endgame.score(game, state), endgame.tally(game, state)[0]
        if i % 2:
            assert game.ruleset.victory_points(game, state) == fresh_score
        copied = ev._losses(game, state)
        assert copied == fresh_losses
        copied["axis"].eliminated += 5
        copied["allied"].leaders.append("x")
        assert ev._losses(game, state) == fresh_losses
        assert game.ruleset.victory_points(game, state) == fresh_score
        assert endgame.tally_kept(game, state)[0] == fresh_losses


def test_8_1_8_41_the_forced_groups_are_found_as_unit_by_unit(searched):
    """``in_contact`` (a set test a hex) and ``forced_groups`` (the enemy hexes found once
    a side and hex) give the plain unit-by-unit answers on the searched positions, many
    with several groups."""
    from qtwargame.rules.red_vengeance.declare import enemy_next_to

    saved, states = searched
    game = Game(saved.scenario, saved.options, revision=saved.revision)
    several = 0
    for state in states:
        snap = snap_of(game, state)
        allied, axis = snap.ground["allied"], snap.ground["axis"]
        plain = [u for h in sorted(allied) if any(n in axis for n in snap.nbr[h]) for u in sorted(allied[h])]
        assert ev.in_contact(snap) == plain
        by: dict = {}
        for u in plain:
            by.setdefault(tuple(sorted(enemy_next_to(snap, u))), []).append(u)
        groups = ev.forced_groups(snap, plain)
        assert groups == [(sorted(us), list(hexes)) for hexes, us in by.items()]
        several += len(groups) > 1
    assert several > 100
