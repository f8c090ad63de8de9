"""Dice nobody can foretell (issue 46 item 2): new games take a 256-bit seed from the
operating system and draw each roll as BLAKE2b keyed with the seed over the roll's index,
reduced to the die's faces without bias. The rolls are statistically sound, and a shared
view carries nothing that narrows the seed: its rolls are just values."""

import hashlib
import json
import math
import random
from collections import Counter

import pytest

from qtwargame.engine import dice as dice_module
from qtwargame.engine import savegame
from qtwargame.engine.dice import (
    KEYED,
    SPLITMIX64,
    DiceState,
    draw,
    keyed_draw,
    keyed_word,
    reduce_to_faces,
    seed_key,
)
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.scenario.io import load_scenario
from qtwargame.simulate import RandomPlayer
from tests.conftest import SCENARIOS

#: The chance that a sound generator fails one of these tests for the fixed seed chosen.
ALPHA = 0.001
ROLLS = 100_000


def chi_square_survival(x: float, df: int) -> float:
    """P(X >= x) for X chi-square with ``df`` degrees of freedom (exact, closed form)."""
    h = x / 2
    if df % 2 == 0:
        return math.exp(-h) * sum(h**i / math.factorial(i) for i in range(df // 2))
    return math.erfc(math.sqrt(h)) + math.exp(-h) * sum(
        h ** (i + 0.5) / math.gamma(i + 1.5) for i in range((df - 1) // 2))


def critical_value(df: int, alpha: float = ALPHA) -> float:
    """The x with P(X >= x) = alpha, by bisection on the exact survival function."""
    lo, hi = 0.0, 10.0 * df + 100
    for _ in range(200):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if chi_square_survival(mid, df) > alpha else (lo, mid)
    return hi


def chi_square(counts: Counter, cells: list, total: int) -> float:
    expected = total / len(cells)
    return sum((counts.get(c, 0) - expected) ** 2 / expected for c in cells)


def test_the_critical_values_are_those_of_the_chi_square_distribution():
    # printed tables at 0.001: df 1 10.828, df 5 20.515, df 9 27.877, df 35 66.619
    assert critical_value(1) == pytest.approx(10.828, abs=1e-3)
    assert critical_value(5) == pytest.approx(20.515, abs=1e-3)
    assert critical_value(9) == pytest.approx(27.877, abs=1e-3)
    assert critical_value(35) == pytest.approx(66.619, abs=1e-3)


@pytest.mark.parametrize("sides", [2, 3, 6, 10, 20, 100])
def test_keyed_rolls_of_one_game_pass_a_chi_square_test(sides):
    values, after = DiceState(0x5EED << 200, 0, (), KEYED).roll(ROLLS, sides)
    assert after.position == ROLLS and after.generator == KEYED
    counts = Counter(values)
    assert set(counts) == set(range(1, sides + 1))
    assert chi_square(counts, list(range(1, sides + 1)), ROLLS) < critical_value(sides - 1)


def test_consecutive_keyed_rolls_are_independent():
    """Pairs of successive d6 rolls fall in the 36 cells evenly."""
    values, _ = DiceState(0x5EED << 200, 0, (), KEYED).roll(ROLLS, 6)
    pairs = Counter(zip(values[0::2], values[1::2]))
    cells = [(a, b) for a in range(1, 7) for b in range(1, 7)]
    assert chi_square(pairs, cells, ROLLS // 2) < critical_value(35)


def test_the_reduction_gives_every_face_equally_often_and_rejects_the_remainder():
    """With 3-bit numbers and a d6, the words 6 and 7 would favour faces 1 and 2 (as a plain
    remainder does); they are thrown away and the next word taken."""
    accepted = Counter(reduce_to_faces(lambda k, w=w: w, 6, bits=3) for w in range(6))
    assert accepted == Counter({1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1})
    assert Counter(w % 6 + 1 for w in range(8))[1] == 2  # the bias a plain remainder has
    asked = []

    def words(k):
        asked.append(k)
        return [7, 6, 2][k]

    assert reduce_to_faces(words, 6, bits=3) == 3 and asked == [0, 1, 2]
    # at 64 bits: 2**64 mod 6 == 4, so the four highest numbers are thrown away
    top = (1 << 64) - 1
    assert reduce_to_faces(lambda k: [top - 3, 11][k], 6) == 6
    assert reduce_to_faces(lambda k: [top - 4, 11][k], 6) == (top - 4) % 6 + 1
    with pytest.raises(ValueError):
        reduce_to_faces(lambda k: 0, 0)


def test_a_keyed_roll_is_blake2b_keyed_with_the_seed_over_the_roll_index():
    """The exact construction (a keyed save replays only if it never changes)."""
    seed = (0xA5 << 248) | 77
    key = seed.to_bytes(32, "big")
    for position in (0, 1, 999):
        word = int.from_bytes(hashlib.blake2b(position.to_bytes(8, "big") + bytes(4),
                                              digest_size=8, key=key).digest(), "big")
        assert keyed_word(key, position, 0) == word
        assert keyed_draw(seed, position, 6) == word % 6 + 1  # no rejection at these
    assert [keyed_draw(1, i, 6) for i in range(12)] == [5, 4, 1, 4, 3, 3, 1, 3, 2, 4, 1, 5]
    assert [keyed_draw(2**255 + 12345, i, 20) for i in range(8)] == [8, 4, 14, 17, 14, 12, 15, 16]
    with pytest.raises(ValueError):
        seed_key(1 << 256)
    with pytest.raises(ValueError):
        seed_key(-1)


def test_the_old_generator_still_draws_what_the_golden_saves_hold():
    """SplitMix64 is unchanged (tests/test_golden_saves.py replays whole games with it)."""
    assert DiceState(7).generator == SPLITMIX64
    assert [draw(42, i, 6) for i in range(10)] == list(DiceState(42).roll(10)[0])
    assert DiceState(42).roll(10)[0] != DiceState(42, 0, (), KEYED).roll(10)[0]


@pytest.fixture(scope="module")
def river():
    return Game(load_scenario(SCENARIOS / "river_crossing.json"))


def test_a_new_game_takes_256_bits_from_the_operating_system(river, monkeypatch):
    asked = []

    def randbits(n):
        asked.append(n)
        return (1 << 255) | 0xBEEF

    monkeypatch.setattr(dice_module.secrets, "randbits", randbits)
    state, _ = river.new_state()
    assert asked == [256]
    assert (state.dice.seed, state.dice.generator) == ((1 << 255) | 0xBEEF, KEYED)


def test_a_seed_given_keeps_the_generator_asked_for(river):
    assert river.new_state(9)[0].dice.generator == SPLITMIX64
    assert river.new_state(9, (), KEYED)[0].dice.generator == KEYED
    with pytest.raises(ValueError, match="keyed|blake2b"):
        river.new_state(-1, (), KEYED)


def _play(game, seed, script, generator, actions=None):
    """A whole game: ``actions`` replayed, or a random player's game from the seed."""
    state, log = game.new_state(seed, script, generator)
    history = History(game, state, log)
    if actions is not None:
        for a in actions:
            history.submit(a)
        return history
    player = RandomPlayer(random.Random(3))
    while not history.state.over:
        s = history.state
        history.submit(player.choose(game, s, game.legal_actions(s)))
    return history


@pytest.mark.slow  # two whole games
def test_a_view_holds_the_rolls_as_values_and_nothing_of_the_seed(river):
    """Two games with different seeds whose dice fell the same way (the second typed in what
    the first rolled) give the same views, but for how many dice the generator drew: all a
    view says of the dice is their values, so it narrows the seed no more than the rolls
    themselves do, and from a keyed hash's values nothing follows about its key."""
    seed_a, seed_b = (0x1234567 << 180) | 0xABCDEF, 0x7654321 << 170
    first = _play(river, seed_a, (), KEYED)
    rolled = tuple(v for e in first.log() for r in e.rolls for v in r.values)
    assert len(rolled) >= 4
    second = _play(river, seed_b, rolled, KEYED, first.actions)
    assert second.state.dice.position == 0 and first.state.dice.position == len(rolled)
    for side in river.sides:
        a, b = savegame.view_to_json(first, side), savegame.view_to_json(second, side)
        assert a["state"]["dice"] == {"seed": 0, "position": len(rolled), "script": []}
        assert b["state"]["dice"] == {"seed": 0, "position": 0, "script": []}
        a["state"]["dice"]["position"] = 0
        assert a == b
        text = json.dumps(savegame.view_to_json(first, side))
        for form in (str(seed_a), f"{seed_a:x}", f"{seed_a:064x}", KEYED):
            assert form not in text
