"""Seeded dice kept in the state: deterministic, unbiased, scriptable."""

from collections import Counter

from qtwargame.engine.dice import DiceState, draw


def test_same_seed_and_position_give_the_same_die():
    assert [draw(42, i, 6) for i in range(10)] == [draw(42, i, 6) for i in range(10)]
    assert [draw(42, i, 6) for i in range(10)] != [draw(43, i, 6) for i in range(10)]


def test_rolling_advances_the_position_only():
    d = DiceState(7)
    values, d2 = d.roll(3)
    assert len(values) == 3 and all(1 <= v <= 6 for v in values)
    assert d2 == DiceState(7, 3)
    again, _ = DiceState(7).roll(3)
    assert again == values


def test_faces_are_close_to_uniform():
    counts = Counter(draw(1, i, 6) for i in range(60000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert all(9400 < c < 10600 for c in counts.values())


def test_scripted_values_come_first_and_are_consumed():
    d = DiceState(5).with_script((6, 6, 1))
    values, d = d.roll(2)
    assert values == (6, 6)
    assert d.script == (1,) and d.position == 0
    values, d = d.roll(2)
    assert values[0] == 1 and d.position == 1 and d.script == ()
