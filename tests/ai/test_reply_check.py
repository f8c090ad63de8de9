"""The planner's reply check: the best evolved plans are played on through the other
side's turn before one is chosen (``Settings.replies``), on River Crossing seed 2 at blue's
first movement phase."""

from __future__ import annotations

import random

from qtwargame.ai import LEVELS, make_player
from qtwargame.ai.world import derive_seed, phase_key, sample_world, view_key
from qtwargame.engine.actions import Move
from qtwargame.engine.hexgrid import Hex
from tests.ai.test_phase_budget import DEFAULTS, FakeClock, ready


def checker(game, **opts):
    return ready(make_player("oep_strong", "blue", 4, replies=3, reply_worlds=2,
                             weights=DEFAULTS, **opts), game)


def test_the_reply_plays_on_to_the_sides_next_phase_of_its_own(position):
    game, state, view = position
    p = checker(game)
    rng = random.Random(7)
    world = sample_world(game, view, "blue", rng)
    after = p.reply(game, world, phase_key(state), rng)
    # Blue's movement ended at once (the plan was empty), blue's combat was played, then
    # red's movement: the check stops where red's combat begins.
    assert phase_key(after) == (1, "red_combat", "red")
    moved = sorted(u for u, x in after.units.items() if x.hex != state.units[u].hex)
    assert moved == ["red_arm_1", "red_inf_1", "red_inf_2", "red_inf_3", "red_inf_4",
                     "red_inf_5"]
    assert p.last_evaluations == 19


def values_around_the_reply(game, view, plan):
    """The plan's value where blue's phase ends and after red's reply, on each of the two
    reply worlds (as the check computes them)."""
    p = checker(game)
    key = phase_key(view)
    out = []
    for j in range(2):
        x = derive_seed(p.seed, "blue", "reply", j, view_key(view))
        rng = random.Random(x)
        state, _, _ = p.play_plan(game, sample_world(game, view, "blue", random.Random(x)),
                               plan, key, rng)
        before = p.value(game, state, rng)
        after = p.value(game, p.reply(game, state, key, rng), rng)
        out.append((round(before, 3), round(after, 3)))
    return out


FORWARD = [Move(side="blue", unit="blue_arm_2", path=(Hex(2, 3), Hex(1, 4)), mode="normal")]


def test_a_plan_ahead_at_the_end_of_its_phase_but_hurt_more_by_the_reply_is_not_chosen(
        position):
    game, state, view = position
    assert FORWARD[0] in game.legal_actions(state)
    # Moving the armour is worth more when blue's phase ends, but red's reply takes more
    # from it: 2.830 and 2.729 (mean 2.7795) against 2.623 and 2.528 (mean 2.5755).
    assert values_around_the_reply(game, view, FORWARD) == [(-6.326, -9.156),
                                                            (-6.326, -9.055)]
    assert values_around_the_reply(game, view, []) == [(-6.518, -9.141), (-6.518, -9.046)]
    # With those values as their fitness: -9.1055 against -9.0935, in either order.
    for ranked in ([(FORWARD, -6.326), ([], -6.518)], [([], -6.518), (FORWARD, -6.326)]):
        p = checker(game)
        assert p.checked(game, view, ranked, phase_key(view)) == []
        # Two plans on two worlds: what the quick rule evaluated in the four replies
        # and the eight values around them, all counted as the player's.
        assert p.last_evaluations == 84
        assert p.time_capped == 0
    # A plan fitter by more than the reply takes from it is still chosen.
    p = checker(game)
    assert p.checked(game, view, [(FORWARD, -6.0), ([], -6.518)], phase_key(view)) == FORWARD


def test_one_plan_checked_is_no_check(position):
    game, _, view = position
    p = make_player("oep_strong", "blue", 4, replies=1)
    p.fit(game)
    p._deadline = float("inf")
    assert p.checked(game, view, [(FORWARD, -6.326), ([], -6.518)],
                     phase_key(view)) == FORWARD
    assert p.last_evaluations == 0


def test_out_of_time_in_the_check_the_evolutions_best_plan_is_kept(position):
    game, _, view = position
    p = checker(game)
    # One second a clock reading and 3 s left: the check runs out in the first reply.
    p.clock, p._deadline = FakeClock(still=0, step=1.0), 3.0
    # With time the check prefers the empty plan (above); cut short, it keeps the
    # evolution's best, and the decision is marked as cut by the safety net.
    assert p.checked(game, view, [(FORWARD, -6.326), ([], -6.518)],
                     phase_key(view)) == FORWARD
    assert p._capped


def test_no_level_checks_replies_unless_asked():
    # Measured on Blitzkrieg to Moscow 2 and Defiant Russia (docs/ai.md), the check did
    # not make the planner win more, and it costs a third more time: it is an option.
    assert [lv.settings.replies for lv in LEVELS if lv.settings] == [0, 0, 0]
    asked = make_player("oep_strong", "blue", 4, replies=3, reply_worlds=2)
    assert (asked.settings.replies, asked.settings.reply_worlds) == (3, 2)
