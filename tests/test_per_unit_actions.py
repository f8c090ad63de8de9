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


def test_an_action_reads_its_units_and_hexes_once_and_stays_the_same_value():
    """``unit_ids`` and ``hex_refs`` are kept on the action (a frozen value) after the first
    reading, so the per-unit questions filtering one kept legal list unit after unit read
    each action once: the same tuples come back, while equality, hashing, the saved form
    and a changed copy are the action's fields alone."""
    import copy
    import pickle
    from dataclasses import replace

    from qtwargame.engine.actions import Attack, Move, encode_action
    from qtwargame.engine.hexgrid import Hex

    move = Move("red", "red_arm_1", (Hex(2, 4), Hex(3, 4)))
    units, hexes = move.unit_ids(), move.hex_refs()
    assert (units, hexes) == (("red_arm_1",), (Hex(2, 4), Hex(3, 4)))
    assert move.unit_ids() is units and move.hex_refs() is hexes
    fresh = Move("red", "red_arm_1", (Hex(2, 4), Hex(3, 4)))
    assert fresh == move and hash(fresh) == hash(move) and repr(fresh) == repr(move)
    assert encode_action(move, str) == encode_action(fresh, str)
    assert pickle.loads(pickle.dumps(move)) == fresh and copy.deepcopy(move) == fresh
    moved = replace(move, path=(Hex(5, 5),))
    assert (moved.unit_ids(), moved.hex_refs()) == (("red_arm_1",), (Hex(5, 5),))
    attack = Attack("blue", ("b1", "b2"), Hex(1, 1))
    assert attack.unit_ids() == ("b1", "b2") and attack.unit_ids() is attack.unit_ids()
