"""The per-state view (the dice-bucket core's ``Snap``) with Red Vengeance's two
differences: units that changed side (11.34) count with their new side, and a unit's zone
of control stops at hexes it could not enter (6.4)."""

from __future__ import annotations

from qtwargame.rules.dice_bucket.snapshot import Snap as CoreSnap
from qtwargame.rules.dice_bucket.snapshot import cached_snap
from qtwargame.rules.dice_bucket.zoc import zoc_of
from qtwargame.rules.red_vengeance.units import ALLIED


def side_of(t, state, uid: str) -> str:
    """11.34: a defector's units fight for the Allies; every other unit for its own side."""
    info = t.units[uid]
    if info.nationality in state.data.get("defected", ()):
        return ALLIED
    return info.side


class Snap(CoreSnap):
    __slots__ = ()

    def unit_sides(self) -> dict[str, str | None]:
        base = super().unit_sides()
        defected = self.state.data.get("defected")
        if not defected:
            return base
        t = self.t
        return {u: (ALLIED if s is not None and t.units[u].nationality in defected else s)
                for u, s in base.items()}

    def zoc_key(self) -> tuple:
        s = self.state
        return (s.weather == "snow", tuple(s.data.get("defected", ())),
                tuple(sorted(s.data.get("hun_inside", ()))))

    def compute_zoc(self, side: str) -> frozenset[int]:
        """6.4, 6.41: every unit but the marines, into the six hexes around it that it
        could enter."""
        from qtwargame.rules.red_vengeance.movement import static_allows

        t, state = self.t, self.state
        return zoc_of(t, self.snow, self.ground[side],
                      enterable=lambda u, n: static_allows(t, state, u, side, n))

    def zoc_within(self, side: str, region: frozenset[int], near: frozenset[int]) -> frozenset[int]:
        """``self.zoc(side) & region`` without the whole zone: only the units on ``near``
        (the region and the hexes next to it) can reach into it. The whole zone when it is
        known already."""
        z = self._zoc.get(side)
        if z is not None:
            return z & region
        from qtwargame.rules.red_vengeance.movement import static_allows

        t, state = self.t, self.state
        ground = {h: u for h, u in self.ground[side].items() if h in near}
        return zoc_of(t, self.snow, ground, limit=region,
                      enterable=lambda u, n: static_allows(t, state, u, side, n))


def snap_of(game, state) -> Snap:
    return cached_snap(Snap, game, state)
