"""``engine.bitflood``: a board's hexes as bits, one step of a whole frontier at a time,
and a flood resumed from the last one keeping only the rounds that reached no hex barred
since. (Its answers on whole maps against the searches hex by hex: Red Vengeance's supply
in ``tests/rules/test_dice_bucket_core.py`` and ``tests/ai/test_rv_speed.py``, Shin
Barbarossa's lines in ``tests/ai/test_sb_speed2.py``.)"""

from __future__ import annotations

from qtwargame.engine.bitflood import Flood, bit_positions, flood, spread, steps_of
from qtwargame.engine.hexgrid import Hex

# the line 0-1-2-3-4-5-6 (hexes (i, 0)): each hex's bit is 2 * i (a spare row per column)
LINE = [Hex(i, 0) for i in range(7)]
POS = bit_positions(LINE)
STEPS = steps_of(POS, [(i, j) for i in range(7) for j in (i - 1, i + 1) if 0 <= j < 7])


def bits(ids) -> int:
    return sum(1 << POS[i] for i in set(ids))


def test_hexes_are_bits_by_column_then_row_with_a_spare_row():
    assert POS == [0, 2, 4, 6, 8, 10, 12]
    assert bit_positions([Hex(2, 5), Hex(2, 6), Hex(3, 5), Hex(3, 6)]) == [0, 1, 3, 4]


def test_steps_are_offsets_with_the_bits_that_have_a_neighbour_there():
    # to the left from every hex but 0, to the right from every hex but 6
    assert STEPS == ((-2, bits(range(1, 7))), (2, bits(range(6))))
    assert spread(bits([0, 3]), STEPS) == bits([1, 2, 4])
    assert spread(bits([6]), STEPS) == bits([5])


def test_a_flood_goes_round_by_round_and_stops_at_barred_hexes():
    every = bits(range(7))
    got = flood(STEPS, bits([0]), every & ~bits([3]))
    assert got.seen == bits([0, 1, 2])
    assert got.reached == [bits([0]), bits([0, 1]), bits([0, 1, 2])]
    assert flood(STEPS, bits([0, 6]), every & ~bits([3])).seen == bits([0, 1, 2, 4, 5, 6])


def test_a_resumed_flood_keeps_only_the_rounds_that_reached_no_hex_barred_since():
    every, start = bits(range(7)), bits([0])
    last = flood(STEPS, start, every & ~bits([3]))
    # 5 barred as well: nothing reached is barred, every round kept, the answer the same
    kept = flood(STEPS, start, every & ~bits([3, 5]), last)
    assert kept.reached == last.reached
    # 3 opened: the flood goes on from the last round
    assert flood(STEPS, start, every & ~bits([5]), kept).seen == bits([0, 1, 2, 3, 4])
    # 1 barred (reached in the second round): only the first round is kept
    assert flood(STEPS, start, every & ~bits([1, 3]), last).reached == [start]
    # 2 barred (reached in the third round): the first two rounds are kept
    assert flood(STEPS, start, every & ~bits([2, 3]), last).reached == [bits([0]), bits([0, 1])]


def test_a_base_from_another_start_or_other_steps_is_not_resumed():
    every, start = bits(range(7)), bits([0])
    other = flood(STEPS, bits([6]), every & ~bits([3]))
    assert flood(STEPS, start, every & ~bits([3]), other).reached == [bits([0]), bits([0, 1]),
                                                                     bits([0, 1, 2])]
    # a base by other steps (here equal ones in another tuple, with rounds that would
    # carry the flood past the barred hex) is never resumed: only the very steps it was
    # made by are
    alien = Flood(tuple(list(STEPS)), start, every & ~bits([3]), [start, every])
    assert alien.steps == STEPS and alien.steps is not STEPS
    assert flood(STEPS, start, every & ~bits([3]), alien).seen == bits([0, 1, 2])
