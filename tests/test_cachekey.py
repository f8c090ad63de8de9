"""Cache keys compare by value (``qtwargame/engine/cachekey.py``): a memo keyed by a bare hash
let two Shin Barbarossa positions share zones of control, and Defiant Russia's move memo
keyed the enemy's positions by ``hash(...)`` the same way."""

from __future__ import annotations

from qtwargame.engine.cachekey import Key
from qtwargame.engine.hexgrid import Hex


def test_positions_that_cpython_hashes_alike_are_different_keys():
    a = Key(((Hex(20, -1), ("de_pz41",)),))
    b = Key(((Hex(20, -2), ("de_pz41",)),))
    assert hash(a) == hash(b)  # hash(-1) == hash(-2): the trap
    assert a != b
    assert {a: "first", b: "second"}[Key(((Hex(20, -1), ("de_pz41",)),))] == "first"


def test_a_key_equals_only_keys_of_the_same_value():
    assert Key((1, 2)) == Key((1, 2))
    assert Key((1, 2)) != (1, 2)
    assert Key((1, 2)) != Key((2, 1))


def test_defiant_russia_keys_the_enemy_by_its_positions_not_their_hash():
    from qtwargame.engine.game import Game
    from qtwargame.rules.dice_bucket.movement import stack_signature
    from qtwargame.rules.dice_bucket.snapshot import Snap
    from qtwargame.scenario.io import load_scenario
    from tests.conftest import SCENARIOS

    game = Game(load_scenario(SCENARIOS / "defiant_russia.json"))
    state, _ = game.new_state(seed=1)
    sig = stack_signature(Snap(game, state), "axis")
    assert isinstance(sig, Key) and len(sig.value) == len(Snap(game, state).ground["soviet"]) > 10
    assert sig.value == tuple(sorted((h, tuple(sorted(u)))
                                     for h, u in Snap(game, state).ground["soviet"].items()))
