"""Seeded dice whose whole state is a few values kept in the game state.

The generators are counter-based: the ``n``-th number of a seed is a pure function of
``(seed, n)``. So the game state only stores the seed, how many numbers have been drawn and
which generator draws them; a saved game needs nothing else to replay, and no hidden
generator object can drift out of step with the state.

Two generators, named in the state and in saved games:

- :data:`KEYED` (every new game): the seed is 256 bits from the operating system
  (:func:`new_seed`, ``secrets``), and the ``n``-th number is BLAKE2b keyed with the seed
  over ``n``. Without the key, the numbers of a keyed hash tell nothing of the key or of
  any other number, so the rolls a shared view shows reveal neither the seed nor a roll
  still to come.
- :data:`SPLITMIX64` (games saved before the keyed generator, and seeds given by tests and
  tools that reproduce them): SplitMix64 over a mix of seed and position. It is a fine
  statistical generator but not a secret one: a few public rolls let anyone search the
  seed and predict every later roll, so no new game for people uses it.

Both reduce a 64-bit number to a die's faces without bias (:func:`reduce_to_faces`).
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable
from dataclasses import dataclass

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15

#: The generator of games saved before the keyed one (and of seeds tests give).
SPLITMIX64 = "splitmix64"
#: The generator of every new game: BLAKE2b keyed with a 256-bit seed.
KEYED = "blake2b"
GENERATORS = (SPLITMIX64, KEYED)
#: Bits of a keyed seed (BLAKE2b takes keys up to 64 bytes; 32 is its full strength).
SEED_BITS = 256
KEYED_SEED_BOUND = 1 << SEED_BITS
#: Largest SplitMix64 seed in size (saves before the keyed generator: below 2**64).
SPLITMIX_SEED_BOUND = 1 << 64


def new_seed() -> int:
    """A fresh seed for a new game: 256 bits from the operating system."""
    return secrets.randbits(SEED_BITS)


def splitmix64(x: int) -> int:
    z = (x + _GAMMA) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def reduce_to_faces(word: Callable[[int], int], sides: int, bits: int = 64) -> int:
    """A face (1..sides) from the ``bits``-bit numbers ``word(0)``, ``word(1)``…, every face
    equally likely: a number in the top ``2**bits mod sides`` values, which would favour
    the low faces, is thrown away and the next one taken (rejection sampling; at 64 bits
    that happens less than once in ``2**57`` draws for any die of up to 100 sides)."""
    if sides < 1:
        raise ValueError("a die needs at least one side")
    span = 1 << bits
    limit = span - span % sides
    k = 0
    while True:
        x = word(k)
        if x < limit:
            return 1 + x % sides
        k += 1


def draw(seed: int, position: int, sides: int) -> int:
    """The SplitMix64 die value (1..sides) drawn at ``position`` for ``seed``."""
    return reduce_to_faces(
        lambda k: splitmix64((seed * 0x2545F4914F6CDD1D + position * _GAMMA + k) & _MASK), sides)


def keyed_word(key: bytes, position: int, k: int) -> int:
    """The ``k``-th 64-bit number of roll ``position`` under ``key``: BLAKE2b keyed with
    the seed over the roll's index and the retry count, each a fixed-width field."""
    msg = position.to_bytes(8, "big") + k.to_bytes(4, "big")
    return int.from_bytes(hashlib.blake2b(msg, digest_size=8, key=key).digest(), "big")


def seed_key(seed: int) -> bytes:
    """The BLAKE2b key of a keyed seed (0 <= seed < 2**256)."""
    if not 0 <= seed < KEYED_SEED_BOUND:
        raise ValueError(f"a keyed dice seed is a whole number from 0 to 2**{SEED_BITS} - 1")
    return seed.to_bytes(SEED_BITS // 8, "big")


def keyed_draw(seed: int, position: int, sides: int) -> int:
    """The keyed die value (1..sides) drawn at ``position`` for ``seed``."""
    key = seed_key(seed)
    return reduce_to_faces(lambda k: keyed_word(key, position, k), sides)


_DRAW = {SPLITMIX64: draw, KEYED: keyed_draw}


def check_seed(seed: object, generator: str) -> str | None:
    """What is wrong with ``seed`` for ``generator`` (None: nothing)."""
    if generator not in _DRAW:
        return f"unknown dice generator {generator!r} (known: {', '.join(GENERATORS)})"
    if not isinstance(seed, int) or isinstance(seed, bool):
        return "a dice seed is a whole number"
    if generator == KEYED and not 0 <= seed < KEYED_SEED_BOUND:
        return f"a {KEYED} seed is a whole number from 0 to 2**{SEED_BITS} - 1"
    if generator == SPLITMIX64 and not -SPLITMIX_SEED_BOUND < seed < SPLITMIX_SEED_BOUND:
        return f"a {SPLITMIX64} seed is a whole number below 2**64 in size"
    return None


@dataclass(frozen=True, slots=True)
class DiceState:
    """The dice of one game.

    ``script`` holds values to be used before the generator: a test fixes the dice of a
    rulebook example this way, and a player who rolls real dice at the table types them
    in. Scripted values are part of the state, so a saved game replays them too.
    ``generator`` names the generator that draws the rest (:data:`SPLITMIX64` or
    :data:`KEYED`).
    """

    seed: int
    position: int = 0
    script: tuple[int, ...] = ()
    generator: str = SPLITMIX64

    def roll(self, count: int = 1, sides: int = 6) -> tuple[tuple[int, ...], DiceState]:
        scripted = self.script[:count]
        for v in scripted:
            if not 1 <= v <= sides:
                raise ValueError(f"scripted die {v} is not a d{sides} value")
        rest = count - len(scripted)
        pick = _DRAW[self.generator]
        drawn = tuple(pick(self.seed, self.position + i, sides) for i in range(rest))
        return scripted + drawn, DiceState(self.seed, self.position + rest, self.script[count:],
                                           self.generator)

    def with_script(self, values: tuple[int, ...]) -> DiceState:
        return DiceState(self.seed, self.position, self.script + tuple(values), self.generator)
