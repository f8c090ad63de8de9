"""The conformance suite: every registered ruleset, on every bundled scenario that uses it,
must play to the end under random players with every invariant held (OpenSpiel's
random_sim_test, in our terms). The checks themselves are ``qtwargame.testing.conformance``,
which a plugin runs on its own scenarios (docs/plugins.md); here they run on the program's
own scenarios only, so an installed plugin changes nothing."""

import pytest

from qtwargame.engine.game import Game
from qtwargame.rules import BUILTIN
from qtwargame.scenario.io import load_scenario
from qtwargame.testing import conformance
from tests.conftest import SCENARIOS

BUNDLED = {p.stem: p for p in sorted(SCENARIOS.glob("*.json"))}
SCENARIO_RULESET = {sid: load_scenario(p).ruleset for sid, p in BUNDLED.items()}


def make(sid: str):
    scenario = load_scenario(BUNDLED[sid])
    return lambda: Game(scenario)


def test_every_builtin_ruleset_has_a_bundled_scenario():
    """The program's own rulesets (not a plugin's, which brings its own scenarios)."""
    assert set(BUILTIN) <= set(SCENARIO_RULESET.values())


@pytest.mark.parametrize("sid", sorted(BUNDLED))
def test_random_playout_holds_every_invariant(sid):
    assert conformance.random_playout_problems(make(sid), seed=11) == []


@pytest.mark.parametrize("sid", sorted(BUNDLED))
def test_save_and_load_round_trip_along_the_game(sid, tmp_path):
    assert conformance.save_load_problems(make(sid), tmp_path, seed=5, points=8) == []


@pytest.mark.parametrize("sid", sorted(BUNDLED))
def test_same_seed_replays_identically(sid):
    assert conformance.replay_problems(make(sid), seed=3) == []


@pytest.mark.parametrize("sid", sorted(BUNDLED))
def test_actions_of_the_wrong_side_are_refused(sid):
    assert conformance.wrong_side_problems(make(sid), seed=9, every=7) == []


@pytest.mark.parametrize("sid", sorted(BUNDLED))
def test_no_view_log_or_description_holds_a_secret_or_the_seed(sid):
    """Views hide the other side's hand; a ruleset's secret state and the dice never reach
    a side: views carry no secret, no seed and no scripted dice; log lines as a side reads
    them show no secret roll; every answer's description is words, not protocol text."""
    assert conformance.view_problems(make(sid), seed=21, every=5) == []


@pytest.mark.parametrize("sid", sorted(BUNDLED))
def test_every_combat_leaves_a_complete_structured_record(sid):
    assert conformance.combat_record_problems(make(sid), seed=13) == []


# Per-unit legal actions equal the filtered full list: tests/test_per_unit_actions.py checks
# it for every bundled scenario at many points of seeded games.


@pytest.mark.parametrize("sid", sorted(BUNDLED))
def test_whole_declarations_decompose_into_legal_steps(sid):
    """An attack declared step by step, taken whole (``declaration_in_progress``), turns back
    into steps (``declaration_steps``) that declare it again from the start."""
    assert conformance.declaration_problems(make(sid), seed=23, every=3) == []


# -- the kit finds what it is for ---------------------------------------------------------


def test_the_kit_reports_a_per_unit_fast_path_that_drifts(river_crossing):
    """A ruleset whose ``legal_actions_for`` forgets one unit's moves is reported."""
    from qtwargame.engine.actions import Move

    game = Game(river_crossing)
    original = type(game.ruleset).legal_actions_for

    class Drifting(type(game.ruleset)):
        def legal_actions_for(self, game, state, unit=None, hex=None):
            got = original(self, game, state, unit, hex)
            return [a for a in got if not (unit is not None and isinstance(a, Move))]

    def drifting():
        g = Game(river_crossing)
        g.ruleset.__class__ = Drifting
        return g

    problems = conformance.per_unit_problems(drifting, seed=5, every=1)
    assert problems and "legal_actions_for(unit=" in problems[0]

