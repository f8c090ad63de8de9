"""The searching players' list helpers give exactly what the plain Python gives: the
shuffle (the same order and the generator left in the same state, since the play depends on
both), the grouping of a step's candidates, finding the phase's end and finding an action in
a list. On real movement lists of Shin Barbarossa (thousands of moves, some with a
stacking removal among them) and on built lists that break every pattern the fast ways
read: moves of one unit apart in the list, a move of no unit, attacks, two ends of the
phase, other classes mixed into a unit's run."""

from __future__ import annotations

import random

import pytest

from qtwargame.ai.blunders import refuse
from qtwargame.ai.players import grouped
from qtwargame.ai.world import actor, end_phase_in, listed, shuffle
from qtwargame.engine.actions import Attack, Choose, EndPhase, Move, Opt, Remove
from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ON_MAP, UnitState
from tests.ai.scenarios import load


def plain_grouped(actions):
    """``grouped`` action by action (the candidates' loop before session 77)."""
    attacks, groups, count = [], {}, 0
    for a in actions:
        if isinstance(a, EndPhase):
            continue
        count += 1
        if isinstance(a, Attack):
            attacks.append(a)
        else:
            groups.setdefault(actor(a), []).append(a)
    return attacks, groups, count


def plain_end(actions):
    return next((a for a in actions if isinstance(a, EndPhase)), None)


@pytest.mark.parametrize("n", [0, 1, 2, 3, 4, 5, 8, 9, 31, 32, 33, 64, 65, 100, 1000, 5000])
def test_shuffle_is_random_shuffle_order_and_generator(n):
    for seed in range(60):
        fast, plain = random.Random(seed), random.Random(seed)
        a, b = list(range(n)), list(range(n))
        shuffle(fast, a)
        plain.shuffle(b)
        assert a == b, (seed, n)
        assert fast.getstate() == plain.getstate(), (seed, n)


def test_shuffle_leaves_other_generators_to_their_own_shuffle():
    class Counting(random.Random):
        shuffled = 0

        def shuffle(self, x):  # type: ignore[override]
            Counting.shuffled += 1
            super().shuffle(x)

    rng = Counting(5)
    x = list(range(40))
    shuffle(rng, x)
    assert Counting.shuffled == 1
    y = list(range(40))
    random.Random(5).shuffle(y)
    assert x == y


@pytest.fixture(scope="module")
def movement_lists():
    """Legal lists of Shin Barbarossa movement phases: units of both sides scattered over
    the map (seeded; stacks overflow the limits, so removals are listed among the moves),
    each side moving, and the lists a few random moves on."""
    game = Game(load("shin_barbarossa"), {})
    t = game.cache.topo
    land = [h for h, wet in zip(t.hexes, t.wet) if not wet]
    out = []
    for seed, (phase, side) in enumerate([("axis_move_1", "axis"), ("soviet_move", "soviet"),
                                          ("axis_move_2", "axis")]):
        rng = random.Random(seed)
        state = game.new_state(seed)[0].copy()
        state.phase, state.active, state.pending = phase, side, None
        units = dict(state.units)
        for uid, d in sorted(game.units.items()):
            if d.kind == "unit" and rng.random() < 0.5:
                units[uid] = UnitState(rng.choice(land), rng.randrange(max(1, len(d.steps))),
                                       ON_MAP)
        if side == "soviet":  # five in one hex: over the limit, the removals listed
            piled = [u for u, x in sorted(units.items()) if x.status == ON_MAP
                     and game.units[u].side == side and game.units[u].kind == "unit"][:5]
            for u in piled[1:]:
                units[u] = UnitState(units[piled[0]].hex, units[u].step, ON_MAP)
        state.units = units
        for _ in range(5):
            legal = game.legal_actions(state)
            out.append(list(legal))
            moves = [a for a in legal if isinstance(a, Move) and game.units[a.unit].kind == "unit"]
            if not moves:
                break
            state = game.apply(state, rng.choice(moves))[0]
    return out


def built_lists():
    """Lists that break the fast ways' patterns, one pattern each."""
    h = [Hex(q, 0) for q in range(6)]

    def mv(u, i, mode="normal"):
        return Move("axis", u, (h[i],), mode)

    end, end2 = EndPhase("axis"), EndPhase("soviet")
    att = Attack("axis", ("a",), h[3])
    rem = Remove("axis", "a", "stacking")
    done = Choose("axis", Opt.DONE)
    return [
        [],
        [end],
        [mv("a", 1), mv("a", 2), mv("b", 1), end],
        [mv("a", 1), mv("b", 1), mv("a", 2), mv("b", 2), end],       # units apart
        [end, mv("a", 1), end2, mv("a", 2)],                          # two ends, inside a run
        [mv("", 1), mv("", 2), mv("a", 1)],                           # moves of no unit
        [mv("a", 1), rem, mv("a", 2), att, mv("b", 3), att, end],     # classes mixed in runs
        [rem, rem, mv("a", 1), done, mv("a", 4, "rail")],
        [att, att, end],
    ]


def test_grouped_is_the_plain_grouping(movement_lists):
    for n, legal in enumerate(movement_lists + built_lists()):
        assert grouped(list(legal)) == plain_grouped(legal), n
    # the real lists are big, and some of them list a stacking removal among the moves
    assert max(map(len, movement_lists)) > 1000
    assert any(isinstance(a, Remove) for legal in movement_lists for a in legal)


def test_end_phase_in_finds_the_first_end(movement_lists):
    for n, legal in enumerate(movement_lists + built_lists()):
        assert end_phase_in(legal) is plain_end(legal), n
        assert end_phase_in(iter(legal)) is plain_end(legal), n
    ends = built_lists()[4]
    assert end_phase_in(ends) is ends[0]


def test_listed_is_in(movement_lists):
    rng = random.Random(3)
    for n, legal in enumerate(movement_lists + built_lists()):
        picks = rng.sample(legal, min(20, len(legal)))
        for a in picks:
            assert listed(a, legal), (n, a)
            if isinstance(a, Move):
                # an equal move (not the same object) is listed; one hex further is not
                assert listed(Move(a.side, a.unit, tuple(a.path), a.mode), legal)
                other = Move(a.side, a.unit, (*a.path, Hex(a.path[-1].q + 40, 0)), a.mode)
                assert listed(other, legal) is (other in legal) is False
        assert listed(EndPhase("nobody"), legal) is False


def test_refuse_without_attacks_keeps_the_list(movement_lists):
    game = Game(load("shin_barbarossa"), {})
    state = game.new_state(1)[0]
    for legal in movement_lists:
        assert refuse(game, state, legal, "axis") == legal
