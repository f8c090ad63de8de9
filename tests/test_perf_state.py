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


def test_the_token_stays_while_the_contents_stay_and_changes_with_a_write():
    a = ControlMap({Hex(0, 0): "x"})
    t = a.token()
    b = a.share()
    assert a.token() is t and b.token() is t
    b[Hex(0, 0)] = "y"
    assert b.token() is not t and a.token() is t
    a[Hex(1, 1)] = "x"
    assert a.token() is not t
    t2 = a.token()
    a[Hex(2, 2)] = "x"  # a write into a map it already owns changes the token too
    assert a.token() is not t2


def test_the_labelled_map_is_kept_with_the_contents_and_made_anew_after_a_write():
    """A state's JSON and hash label every controlled hex: ``ControlMap.labelled`` keeps the
    labelled map with the contents (the token), for every copy that shares them, and makes
    it anew after a write, or for another label function."""
    calls = []

    def label(h):
        calls.append(h)
        return f"{h.q:02d}{h.r:02d}"

    a = ControlMap({Hex(2, 1): "x", Hex(1, 3): "y"})
    b = a.share()
    assert a.labelled(label) == {"0103": "y", "0201": "x"} and len(calls) == 2
    got = b.labelled(label)  # the copy shares the contents and what is kept of them
    assert got == {"0103": "y", "0201": "x"} and len(calls) == 2
    got["0103"] = "changed"  # a copy is handed out
    assert a.labelled(label) == {"0103": "y", "0201": "x"} and len(calls) == 2
    b[Hex(1, 3)] = "x"  # a write: the writer's contents are new, the other map's are kept
    assert b.labelled(label) == {"0103": "x", "0201": "x"} and len(calls) == 4
    assert a.labelled(label) == {"0103": "y", "0201": "x"} and len(calls) == 4
    del a[Hex(2, 1)]
    assert a.labelled(label) == {"0103": "y"} and len(calls) == 5
    assert a.labelled(lambda h: f"{h.q}.{h.r}") == {"1.3": "y"}  # another label function


def test_a_state_hash_follows_each_write_into_a_shared_control_map(river_crossing):
    game = Game(river_crossing)
    state, _ = game.new_state(1)
    first = game.hash(state)
    copied = state.copy()
    assert game.hash(copied) == first
    h = next(iter(state.control))
    copied.control[h] = "red" if state.control[h] != "red" else "blue"
    fresh = copied.copy()
    fresh.control = ControlMap(dict(copied.control))  # a map with no kept labels
    assert game.hash(copied) == game.hash(fresh) != first
    assert game.hash(state) == first


def test_a_state_hash_writes_each_unit_from_a_kept_text_and_digests_the_canonical_json(river_crossing):
    """``state_hash`` digests ``canonical_dumps(state_to_json(...))``; the text is written
    with each unit's part kept by what it is made of (its hex's label, step, status and
    flags), so a unit no action touched is not written again. The same text, byte for
    byte: for units out of id order, ids and flags needing escapes or not ASCII, a unit
    off the map, a step that is not exactly an int (written as it is, never taken for the
    kept text of an int step), and a second state whose units are the first one's texts."""
    import hashlib
    from dataclasses import replace

    from qtwargame.engine.state import (
        ON_MAP,
        UnitState,
        canonical_dumps,
        canonical_state_text,
        state_hash,
    )

    game = Game(river_crossing)
    label = game.board.labeller()
    state, _ = game.new_state(1)
    state.units = {"z\"q": UnitState(game.hex("0101"), 1, ON_MAP, frozenset({"moved", "ß", "a"})),
                   "ユニット": UnitState(None, 0, "eliminated", frozenset()),
                   **state.units,
                   "a1": UnitState(game.hex("0101"), 1, ON_MAP, frozenset({"a", "moved", "ß"}))}
    text = canonical_dumps(state_to_json(state, label))
    assert canonical_state_text(state, label) == text
    assert state_hash(state, label) == hashlib.sha256(text.encode()).hexdigest() == game.hash(state)
    assert '"a1":{"flags":["a","moved","ß"],"hex":"0101","status":"map","step":1}' in text
    assert '"ユニット":{"flags":[],"hex":null,"status":"eliminated","step":0}' in text
    again = state.copy()
    again.units["a1"] = replace(again.units["a1"], step=True)  # equal to 1 as a key, not as JSON
    again_text = canonical_dumps(state_to_json(again, label))
    assert '"a1":{"flags":["a","moved","ß"],"hex":"0101","status":"map","step":true}' in again_text
    assert canonical_state_text(again, label) == again_text != text
    assert canonical_state_text(state, label) == text
