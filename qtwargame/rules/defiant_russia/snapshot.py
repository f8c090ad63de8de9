"""A read-only view of one state made for the rules' questions (the dice-bucket core's
``Snap``), with DR's zones of control: 6.3, and 6.7's turn-1 border in the cache key.
"""

from __future__ import annotations

from qtwargame.rules.defiant_russia.zoc import soviet_zoc_stops_at_border, zoc_of
from qtwargame.rules.dice_bucket.snapshot import Snap as CoreSnap
from qtwargame.rules.dice_bucket.snapshot import cached_snap


class Snap(CoreSnap):
    __slots__ = ()

    def zoc_key(self) -> tuple:
        state = self.state
        return (state.weather == "snow", soviet_zoc_stops_at_border(state))

    def compute_zoc(self, side: str) -> frozenset[int]:
        return zoc_of(self.t, self.state, self.ground[side], side)


def snap_of(game, state) -> Snap:
    """The cached snapshot of a state that has been handed out (never of ``ctx.state``)."""
    return cached_snap(Snap, game, state)
