"""The per-state view (the dice-bucket core's ``Snap``) with Red Vengeance's two
differences: units that changed side (11.34) count with their new side, and a unit's zone
of control stops at hexes it could not enter (6.4)."""

from __future__ import annotations

from qtwargame.rules.dice_bucket.snapshot import Snap as CoreSnap
from qtwargame.rules.dice_bucket.snapshot import cached_snap
from qtwargame.rules.dice_bucket.zoc import zoc_of
from qtwargame.rules.red_vengeance.borders import static_allows
from qtwargame.rules.red_vengeance.units import ALLIED

#: Hexes' parts of a zone of control (``Snap.compute_zoc``) kept for a game before the
#: table starts anew.
ZOC_PARTS_KEPT = 20000


def zoc_key_of(state) -> tuple:
    """What a zone depends on besides where its side's ground units stand: the weather,
    the defectors (11.34) and the Hungarians held home (11.33)."""
    return (state.weather == "snow", tuple(state.data.get("defected", ())),
            tuple(sorted(state.data.get("hun_inside", ()))))


def zoc_near(t, state, side: str, ground: dict[int, list[str]], region: frozenset[int]) -> frozenset[int]:
    """6.4, 6.41: the part in ``region`` of the zone of ``side``'s ground units in
    ``ground`` (hex -> units; those on ``region`` and next to it are all that can reach
    into it)."""
    return zoc_of(t, state.weather == "snow", ground, limit=region,
                  enterable=lambda u, n: static_allows(t, state, u, side, n))


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
        return zoc_key_of(self.state)

    def compute_zoc(self, side: str) -> frozenset[int]:
        """6.4, 6.41: every unit but the marines, into the six hexes around it that it
        could enter. A zone is the union of each hex's (``zoc_of`` reads one hex's units at
        a time), and a hex's part depends on its units and ``zoc_key`` as the whole zone
        does on all of them, so each hex's part is kept for the game on those (a search's
        positions differ in a few hexes)."""
        t, state = self.t, self.state
        memo = t.memo.setdefault("zoc_by_hex", {})
        if len(memo) >= ZOC_PARTS_KEPT:
            memo.clear()
        rest = self.zoc_key()
        out: set[int] = set()
        for h, uids in self.ground[side].items():
            key = (side, h, tuple(uids), rest)
            part = memo.get(key)
            if part is None:
                part = memo[key] = zoc_of(
                    t, self.snow, {h: uids},
                    enterable=lambda u, n: static_allows(t, state, u, side, n))
            out |= part
        return frozenset(out)

    def zoc_within(self, side: str, region: frozenset[int], near: frozenset[int]) -> frozenset[int]:
        """``self.zoc(side) & region`` without the whole zone: only the units on ``near``
        (the region and the hexes next to it) can reach into it. The whole zone when it is
        known already."""
        z = self._zoc.get(side)
        if z is not None:
            return z & region
        return zoc_near(self.t, self.state, side,
                        {h: u for h, u in self.ground[side].items() if h in near}, region)


def snap_of(game, state) -> Snap:
    return cached_snap(Snap, game, state)
