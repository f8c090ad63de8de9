"""8.5 and 8.6 What a side may do with its hits: step losses (8.51), retreats that absorb
hits (8.52, 8.61, 8.62), the maximum-loss rule (8.53), and shock armies needing two hits
per step (11.1).

``outcomes`` lists every legal way one side can satisfy its hits in one combat, as the
losses per unit and the hexes its survivors retreat. The combat procedure offers these
choices one at a time; the list is what the worked examples 8.53 and 8.61 state.

Readings (docs/rules/red_vengeance.md): one hex of retreat absorbs one hit, as without
shock armies; a step of a shock army costs two hits, so a single hit on a mixed group
falls on a unit that is not a shock army (11.1), and an odd hit left over in a group of
shock armies only is ignored.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product


@dataclass(frozen=True)
class Side:
    """One unit's part in the combat: steps it has left and whether it is a shock army."""

    uid: str
    steps: int
    shock: bool = False


@dataclass(frozen=True, order=True)
class Outcome:
    losses: tuple[tuple[str, int], ...]   # (unit, steps lost), every unit listed
    retreat: int                          # hexes every survivor retreats

    def lost(self, uid: str) -> int:
        return dict(self.losses)[uid]


def _cost(u: Side) -> int:
    return 2 if u.shock else 1


def everything(units: list[Side]) -> int:
    """The hits it takes to eliminate every unit (8.53, with 11.1's two hits a step)."""
    return sum(u.steps * _cost(u) for u in units)


def outcomes(units: list[Side], hits: int, defender: bool) -> list[Outcome]:
    """8.51-8.62, 11.1: every legal answer to ``hits`` hits.

    - More hits than it takes to eliminate every unit: all are eliminated, no retreat (8.53).
    - The first hit is always a step loss (8.6); after it, the survivors may retreat: the
      defender one hex per hit avoided, all of them alike (8.61); the attacker one hex,
      avoiding one hit (8.62).
    - Shock armies need two hits a step; an odd hit left in an all-shock group is ignored
      (11.1).
    """
    if hits <= 0 or not units:
        return [Outcome(tuple((u.uid, 0) for u in units), 0)]
    every = everything(units)
    if hits > every:
        return [Outcome(tuple((u.uid, u.steps) for u in units), 0)]
    all_shock = all(u.shock for u in units)
    max_retreat = hits if defender else 1
    out: set[Outcome] = set()
    for lost in product(*(range(u.steps + 1) for u in units)):
        cost = sum(n * _cost(u) for n, u in zip(lost, units))
        if cost > hits:
            continue
        left = hits - cost
        survivors = any(n < u.steps for n, u in zip(lost, units))
        if cost == 0:
            # The first hit is a step (8.6); only an all-shock group may have nothing to
            # take, when a single hit is the odd one out (11.1).
            if not (all_shock and hits == 1):
                continue
            out.add(Outcome(tuple((u.uid, 0) for u in units), 0))
            continue
        if left == 0:
            out.add(Outcome(tuple((u.uid, n) for n, u in zip(lost, units)), 0))
            continue
        if all_shock and left == 1:
            out.add(Outcome(tuple((u.uid, n) for n, u in zip(lost, units)), 0))
        if survivors and left <= max_retreat:
            out.add(Outcome(tuple((u.uid, n) for n, u in zip(lost, units)), left))
        elif not survivors:
            out.add(Outcome(tuple((u.uid, n) for n, u in zip(lost, units)), 0))
    return sorted(out)
