"""Per-unit questions: ``Game.legal_actions_for(state, unit, hex)`` must be exactly the full
legal list filtered by ``Action.unit_ids()`` and ``Action.hex_refs()``, in the same order.
Along a seeded random game of every bundled scenario, warm and cold, the conformance suite
checks it (``tests/test_conformance.py::test_per_unit_actions_equal_the_filtered_full_list``,
on the game its other checks read, so the game is played once); here, what a unit that can
do nothing is told."""

from qtwargame.engine.game import Game
from qtwargame.engine.ruleset import filter_actions


def test_a_unit_that_names_nothing_gets_nothing(river_crossing):
    game = Game(river_crossing)
    state, _ = game.new_state(1)
    actions = game.legal_actions(state)
    idle = [u for u in game.units if not filter_actions(actions, u)]
    assert idle, "some unit of the river crossing cannot act at the start"
    for u in idle:
        assert game.legal_actions_for(state, unit=u) == []
    assert game.legal_actions_for(state, unit="no such unit") == []
