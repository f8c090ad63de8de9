"""``qtwargame.engine.memo.kept``: the memo the rules packages keep their costly answers in
(Blitzkrieg to Moscow 2's supply networks and retreat fates, Shin Barbarossa's facts),
with the hit audit that ``qtwargame audit-caches`` switches on."""

from __future__ import annotations

import pytest

from qtwargame.engine.memo import StaleCache, kept


def test_an_answer_is_made_once_per_key_even_when_it_is_none():
    made = []

    def make(value):
        def inner():
            made.append(value)
            return value
        return inner

    memo: dict = {}
    assert kept(memo, "a", make(None), 4, False, "m") is None
    assert kept(memo, "a", make(1), 4, False, "m") is None  # kept: make is not called
    assert kept(memo, "b", make(2), 4, False, "m") == 2
    assert made == [None, 2]
    assert memo == {"a": None, "b": 2}


def test_the_memo_is_emptied_when_it_holds_its_limit_and_a_new_answer_is_made():
    memo: dict = {}
    for k in range(3):
        kept(memo, k, lambda k=k: k * 10, 3, False, "m")
    assert memo == {0: 0, 1: 10, 2: 20}
    assert kept(memo, 1, lambda: -1, 3, False, "m") == 10  # a hit empties nothing
    assert kept(memo, 3, lambda: 30, 3, False, "m") == 30
    assert memo == {3: 30}


def test_with_the_check_on_a_hit_is_made_again_and_a_difference_is_raised():
    memo: dict = {("german", 4): "kept"}
    assert kept(memo, ("german", 4), lambda: "fresh", 8, False, "net") == "kept"  # off
    assert kept(memo, ("german", 4), lambda: "kept", 8, True, "net") == "kept"  # agrees
    with pytest.raises(StaleCache) as e:
        kept(memo, ("german", 4), lambda: "fresh", 8, True, "net")
    assert str(e.value) == ("memo 'net' under key ('german', 4): kept 'kept' but made "
                            "afresh 'fresh'")
