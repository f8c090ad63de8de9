"""Seeded dice whose whole state is two integers kept in the game state.

The generator is counter-based: the ``n``-th number of a seed is a pure function of
``(seed, n)`` (SplitMix64). So the game state only stores the seed and how many numbers
have been drawn, a saved game needs nothing else to replay, and no hidden generator object
can drift out of step with the state.
"""

from __future__ import annotations

from dataclasses import dataclass

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def splitmix64(x: int) -> int:
    z = (x + _GAMMA) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def draw(seed: int, position: int, sides: int) -> int:
    """The die value (1..sides) drawn at ``position`` for ``seed``, without bias."""
    if sides < 1:
        raise ValueError("a die needs at least one side")
    limit = (_MASK + 1) - ((_MASK + 1) % sides)
    k = 0
    while True:
        x = splitmix64((seed * 0x2545F4914F6CDD1D + position * _GAMMA + k) & _MASK)
        if x < limit:
            return 1 + x % sides
        k += 1  # rejection keeps every face equally likely; astronomically rare


@dataclass(frozen=True, slots=True)
class DiceState:
    """The dice of one game.

    ``script`` holds values to be used before the generator: a test fixes the dice of a
    rulebook example this way, and a player who rolls real dice at the table types them
    in. Scripted values are part of the state, so a saved game replays them too.
    """

    seed: int
    position: int = 0
    script: tuple[int, ...] = ()

    def roll(self, count: int = 1, sides: int = 6) -> tuple[tuple[int, ...], DiceState]:
        scripted = self.script[:count]
        for v in scripted:
            if not 1 <= v <= sides:
                raise ValueError(f"scripted die {v} is not a d{sides} value")
        rest = count - len(scripted)
        drawn = tuple(draw(self.seed, self.position + i, sides) for i in range(rest))
        return scripted + drawn, DiceState(self.seed, self.position + rest, self.script[count:])

    def with_script(self, values: tuple[int, ...]) -> DiceState:
        return DiceState(self.seed, self.position, self.script + tuple(values))
