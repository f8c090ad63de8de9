"""Per-unit questions: ``Game.legal_actions_for(state, unit, hex)`` must be exactly the full
legal list filtered by ``Action.unit_ids()`` and ``Action.hex_refs()``, in the same order,
for every bundled scenario at many points of seeded random games (the rulesets answer it
without listing the whole phase where the phase is big, so the two must never drift)."""

import pytest

from qtwargame.engine.game import Game
from qtwargame.engine.ruleset import filter_actions
from qtwargame.scenario.io import load_scenario
from qtwargame.testing import conformance
from tests.conftest import SCENARIOS

BUNDLED = {p.stem: p for p in sorted(SCENARIOS.glob("*.json"))}

#: Look at every n-th state of a game (and at every state that opens a phase); long games
#: not listed here are looked at every twentieth state.
EVERY = {"defiant_russia": 9, "blitzkrieg_moscow_2": 3, "river_crossing": 1}


@pytest.mark.parametrize("sid", sorted(BUNDLED))
def test_per_unit_actions_equal_the_filtered_full_list(sid):
    scenario = load_scenario(BUNDLED[sid])
    report = conformance.per_unit_report(lambda: Game(scenario), seed=5, every=EVERY.get(sid, 20))
    assert report.problems == []
    assert report.movement_points >= 10
    assert report.units_asked >= 300


def test_a_unit_that_names_nothing_gets_nothing(river_crossing):
    game = Game(river_crossing)
    state, _ = game.new_state(1)
    actions = game.legal_actions(state)
    idle = [u for u in game.units if not filter_actions(actions, u)]
    assert idle, "some unit of the river crossing cannot act at the start"
    for u in idle:
        assert game.legal_actions_for(state, unit=u) == []
    assert game.legal_actions_for(state, unit="no such unit") == []
