"""The control map is shared between a state and its copies until one of them writes
(issue 18: copying the whole map with every state cost some 37 KB per Defiant Russia
action)."""

import copy
import pickle

from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ControlMap, state_from_json, state_to_json


def test_a_copy_shares_the_control_map_until_either_side_writes(river_crossing):
    game = Game(river_crossing)
    state, _ = game.new_state(1)
    before = dict(state.control)
    a = state.copy()
    assert a.control._d is state.control._d  # shared, not copied
    h = game.hex("0101")
    a.control[h] = "red"
    assert state.control == before and state.control.get(h) == before.get(h)
    assert a.control[h] == "red" and a.control._d is not state.control._d
    b = state.copy()
    state.control[h] = "blue"  # the original writes after the copy: the copy keeps its map
    assert b.control == before
    assert state.control[h] == "blue"


def test_the_control_map_reads_like_a_dictionary_and_hashes_as_before(river_crossing):
    game = Game(river_crossing)
    state, _ = game.new_state(1)
    plain = dict(state.control)
    assert state.control == plain and plain == dict(state.control.items())
    assert set(state.control) == set(plain) and len(state.control) == len(plain)
    assert all(state.control.get(h) == s and h in state.control for h, s in plain.items())
    assert state.control.get(Hex(99, 99)) is None and Hex(99, 99) not in state.control
    again = state_from_json(state_to_json(state, game.label), game.hex)
    assert isinstance(again.control, ControlMap) and game.hash(again) == game.hash(state)


def test_copies_and_pickles_of_a_control_map_are_independent():
    a = ControlMap({Hex(0, 0): "x"})
    b, c, d = copy.deepcopy(a), pickle.loads(pickle.dumps(a)), copy.copy(a)
    a[Hex(0, 0)] = "y"
    assert [m.get(Hex(0, 0)) for m in (a, b, c, d)] == ["y", "x", "x", "x"]
    shared = a.share()
    shared[Hex(1, 1)] = "z"
    assert Hex(1, 1) not in a and shared.get(Hex(1, 1)) == "z" and len(shared) == 2
