"""Where each unit may ever go as things stand, whatever else is on the map: its home
country while confined there (11.31-11.33, 14.1), Soviets never into Yugoslav rough
(11.42), Allied Romanians, Bulgarians and Hungarians never into Yugoslavia (11.42, 14.1).

Movement, retreats (``movement``) and zones of control (``snapshot``, 6.4) all ask it, so
it sits below both."""

from __future__ import annotations

from qtwargame.rules.red_vengeance import minors
from qtwargame.rules.red_vengeance.units import ALLIED, BULGARIAN, HUNGARIAN, ROMANIAN, SOVIET

HOME = {ROMANIAN: "romania", BULGARIAN: "bulgaria", HUNGARIAN: "hungary"}


def home_region(t, nationality: str) -> frozenset[int]:
    return t.region(HOME[nationality]) if nationality in HOME else frozenset()


def confined(t, state, uid: str, side: str) -> bool:
    """11.31-11.33: Romanians and Bulgarians stay home while Axis; Hungarians who started
    in Hungary, or have entered it since, stay there (while Axis); defectors may leave."""
    info = t.units[uid]
    if info.nationality not in HOME:
        return False
    # ``hun_inside`` lists the Hungarians who started in Hungary or have entered it since
    return minors.confined_home(info.nationality, side, False,
                                info.nationality == HUNGARIAN and uid in state.data.get("hun_inside", ()))


def static_allows(t, state, uid: str, side: str, h: int) -> bool:
    """May ``uid`` ever enter ``h`` as things stand (closed countries aside, which are not
    land): its home country (11.31-11.33), Soviets never into Yugoslav rough (11.42), Allied
    Romanians, Bulgarians and Hungarians never into Yugoslavia (11.42, 14.1). Used by
    movement, retreats and ZOC (6.4)."""
    info = t.units[uid]
    if confined(t, state, uid, side) and h not in home_region(t, info.nationality):
        return False
    yug = t.region("yugoslavia")
    if h in yug:
        if info.nationality == SOVIET and not minors.soviet_may_enter_yugoslavia(0, t.terrain[h] == "rough"):
            return False
        if side == ALLIED and info.nationality in HOME:
            return False
    return True


def static_closed(t, state, uid: str, side: str) -> frozenset[int]:
    """The hexes ``static_allows`` refuses this unit, cached by what they depend on."""
    info = t.units[uid]
    key = ("static_closed", info.nationality, side, confined(t, state, uid, side))
    hit = t.memo.get(key)
    if hit is None:
        hit = t.memo[key] = frozenset(h for h in range(len(t.hexes))
                                      if not static_allows(t, state, uid, side, h))
    return hit
