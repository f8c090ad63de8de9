"""6.2 Stacking: two units a hex, checked at the end of every phase, the opponent removes
the excess. 6.21 one Soviet army a hex (any two with Stalin, 11.62); 6.22 the Blue
Division does not count; 6.23 Hungarians and Romanians never together; leaders and fleets
do not count (11.6, A31)."""

from __future__ import annotations

from qtwargame.rules.defiant_russia.units import HUNGARIAN, ROMANIAN


def stack_ok(t, uids: list[str], stalin_here: bool) -> bool:
    """6.2, 6.21, 6.23: may these ground units of one side share a hex?"""
    units = t.units
    counting = [u for u in uids if units[u].counts_for_stacking]
    if len(counting) > 2:
        return False
    if not stalin_here and sum(1 for u in counting if units[u].army) > 1:
        return False
    nats = {units[u].nationality for u in uids}
    return not (HUNGARIAN in nats and ROMANIAN in nats)


def stalin_at(snap, h: int) -> bool:
    sid = snap.t.leaders.get("stalin")
    return sid is not None and snap.pos.get(sid) == h


def violations(snap) -> list[tuple[int, str, list[str]]]:
    """Every overstacked hex: (hex, owning side, its ground units)."""
    out = []
    for side, at in snap.ground.items():
        for h, uids in at.items():
            if len(uids) > 1 and not stack_ok(snap.t, uids, stalin_at(snap, h)):
                out.append((h, side, sorted(uids)))
    return sorted(out)


def room_for(snap, side: str, h: int, uid: str) -> bool:
    """Would ``uid`` fit in ``h`` (used where the rules place units: setup 3.0,
    replacements and reinforcements 10.0, advance 7.3)?"""
    here = [u for u in snap.ground[side].get(h, []) if u != uid]
    return stack_ok(snap.t, here + [uid], stalin_at(snap, h))


def room_checker(snap, side: str):
    """A fast ``room_for(snap, side, h, uid)`` for units not yet in ``h`` (setup and
    placements ask it for hundreds of hexes)."""
    key = ("room", side)
    hit = snap.memo.get(key)
    if hit is not None:
        return hit
    t = snap.t
    units = t.units
    full, armies, hun, rom = set(), set(), set(), set()
    for h, uids in snap.ground[side].items():
        counting = [u for u in uids if units[u].counts_for_stacking]
        if len(counting) >= 2:
            full.add(h)
        if any(units[u].army for u in counting) and not stalin_at(snap, h):
            armies.add(h)
        nats = {units[u].nationality for u in uids}
        if HUNGARIAN in nats:
            hun.add(h)
        if ROMANIAN in nats:
            rom.add(h)

    def room(h: int, uid: str) -> bool:
        info = units[uid]
        if info.counts_for_stacking and h in full:
            return False
        if info.army and h in armies:
            return False
        if info.nationality == HUNGARIAN and h in rom:
            return False
        return not (info.nationality == ROMANIAN and h in hun)

    snap.memo[key] = room
    return room
