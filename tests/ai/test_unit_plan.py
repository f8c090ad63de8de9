"""The planner's seed plan in a big phase, unit by unit (``Settings.seed_pass``, after
Churchill and Buro's portfolio greedy search): each unit in turn is given the best of its
own options if that improves the evaluation. River Crossing seed 2, blue's first movement
phase (165 moves of six units: a big phase), valued by evaluations registered here so the
best choice of every unit is known."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from qtwargame.ai import LEVELS, evaluation, make_player
from qtwargame.ai.players import scaled
from qtwargame.ai.world import non_ending, phase_key, sample_world
from qtwargame.engine.hexgrid import Hex
from tests.ai.test_phase_budget import ready

TARGET = Hex(8, 3)  # red's armour


def blue_units(state):
    return sorted(u for u, x in state.units.items() if u.startswith("blue") and x.hex)


@pytest.fixture
def registered():
    """Register an evaluation for the classic ruleset for one test only."""
    def use(fn):
        evaluation.register("classic", fn)
    yield use
    evaluation.unregister("classic")


def planner(game, **opts):
    return ready(make_player("oep_strong", "blue", 4, **opts), game)


def test_every_unit_is_moved_by_the_best_of_its_own_options(position, registered):
    game, state, view = position
    # Worth: minus the blue units' summed distance to red's armour.
    registered(lambda g, s, side: -sum(s.units[u].hex.distance(TARGET)
                                       for u in blue_units(s)))
    best = {u: min(a.to.distance(TARGET) for a in non_ending(game.legal_actions_for(state, unit=u)))
            for u in blue_units(state)}
    assert best == {"blue_arm_1": 2, "blue_arm_2": 2, "blue_inf_1": 3, "blue_inf_2": 6,
                    "blue_inf_3": 3, "blue_inf_4": 4}
    p = planner(game, seed_pass=64)
    rng = random.Random(3)
    world = sample_world(game, view, "blue", rng)
    plan = p.unit_plan(game, world, phase_key(view), rng, blue_units(state))
    assert sorted(a.unit for a in plan) == blue_units(state)  # each unit once
    end, _, _ = p.play_plan(game, world, plan, phase_key(view), rng)
    assert {u: end.units[u].hex.distance(TARGET) for u in blue_units(state)} == best


def test_a_unit_whose_every_move_is_worse_stays_and_one_pass_is_made(position, registered):
    game, state, view = position
    start = {u: state.units[u].hex for u in blue_units(state)}
    # Worth: the blue units still where they began, except blue_inf_2, which gains by
    # moving anywhere.
    registered(lambda g, s, side: sum(s.units[u].hex == start[u] for u in start)
               + 2 * (s.units["blue_inf_2"].hex != start["blue_inf_2"]))
    p = planner(game, seed_pass=8)
    rng = random.Random(3)
    world = sample_world(game, view, "blue", rng)
    plan = p.unit_plan(game, world, phase_key(view), rng, blue_units(state))
    assert [a.unit for a in plan] == ["blue_inf_2"]
    # The start is valued once; then eight candidates of each unit (each has 19 to 49
    # destinations), and the second pass over the five units left finds nothing better:
    # 1 + 6 * 8 + 5 * 8.
    assert p.last_evaluations == 89


def test_the_plan_is_the_same_for_the_same_seed_and_world(position, registered):
    game, state, view = position
    registered(lambda g, s, side: -sum(s.units[u].hex.distance(TARGET)
                                       for u in blue_units(s)))
    plans = []
    for _ in range(2):
        p = planner(game, seed_pass=6)
        rng = random.Random(9)
        world = sample_world(game, view, "blue", rng)
        plans.append(p.unit_plan(game, world, phase_key(view), rng, blue_units(state)))
    assert plans[0] == plans[1] and len(plans[0]) == 6


def seeds_made(game, state, view, legal, monkeypatch, **opts):
    """Which seed plan the planner's :meth:`plan` makes from ``legal``."""
    calls = []
    p = ready(make_player("oep_strong", "blue", 4, **opts), game)
    for name in ("unit_plan", "greedy_plan"):
        real = getattr(p, name)
        monkeypatch.setattr(p, name, lambda *a, _n=name, _r=real: calls.append(_n) or _r(*a))
    p.plan(game, view, legal)
    return calls


def test_only_a_big_phase_with_more_units_than_candidates_is_seeded_unit_by_unit(
        position, monkeypatch):
    game, state, view = position
    legal = game.legal_actions(state)  # 165 moves of six units: a big phase
    # Six units, four candidates a greedy step: two units would have no move weighed.
    assert seeds_made(game, state, view, legal, monkeypatch, width=4) == ["unit_plan"]
    # Six units and 24 candidates: the step-by-step greedy plan weighs every unit.
    assert seeds_made(game, state, view, legal, monkeypatch) == ["greedy_plan"]
    # A small phase (one unit's 19 moves) is not searched unit by unit at all.
    few = game.legal_actions_for(state, unit="blue_inf_2")
    assert seeds_made(game, state, view, few, monkeypatch, width=4) == ["greedy_plan"]
    # Without options per unit, the greedy plan always.
    assert seeds_made(game, state, view, legal, monkeypatch, width=4,
                      seed_pass=0) == ["greedy_plan"]


def test_options_per_unit_by_level_and_search_scale():
    assert [lv.settings.seed_pass for lv in LEVELS if lv.settings] == [0, 0, 24]
    strong = next(lv.settings for lv in LEVELS if lv.id == "oep_strong")
    assert scaled(strong, 0.4).seed_pass == 10  # Red Vengeance's SEARCH_SCALE
    assert scaled(replace(strong, seed_pass=4), 0.4).seed_pass == 3
    assert scaled(replace(strong, seed_pass=0), 0.4).seed_pass == 0
