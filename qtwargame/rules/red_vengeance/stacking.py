"""6.3 Stacking: two units a hex plus any leaders and marine divisions (11.6), checked at
the end of each movement phase, the opponent removing the excess; 14.5 (optional): three
German corps in Berlin when one is SS."""

from __future__ import annotations


def stack_ok(game, t, uids: list[str], h: int) -> bool:
    counting = [u for u in uids if t.units[u].counts_for_stacking]
    limit = 2
    if (game.options.get("last_stand") and h == t.city("berlin")
            and all(t.units[u].german for u in counting) and any(t.units[u].ss for u in counting)):
        limit = game.scenario.rules_data["optional_rules"]["14.5"]["berlin_corps"]
    return len(counting) <= limit


def violations(snap) -> list[tuple[int, str, list[str]]]:
    out = []
    for side, at in snap.ground.items():
        for h, uids in at.items():
            if len(uids) > 2 and not stack_ok(snap.game, snap.t, uids, h):
                out.append((h, side, sorted(uids)))
    return sorted(out)


def room_for(snap, side: str, h: int, uid: str) -> bool:
    here = [u for u in snap.ground[side].get(h, []) if u != uid]
    return stack_ok(snap.game, snap.t, here + [uid], h)


def room_checker(snap, side: str):
    """``room(h, uid)``, the same answer as ``room_for(snap, side, h, uid)``, for the
    lists that ask it of hundreds of hexes (the set-up list asks every unit of the phase
    about every hex of its set-up code): the units that count for stacking are gathered
    once per snapshot and side, and only Berlin under 14.5's option asks ``stack_ok``."""
    key = ("room", side)
    hit = snap.memo.get(key)
    if hit is not None:
        return hit
    t, game = snap.t, snap.game
    units = t.units
    counting = {h: [u for u in uids if units[u].counts_for_stacking]
                for h, uids in snap.ground[side].items()}
    special = t.city("berlin") if game.options.get("last_stand") else None

    def room(h: int, uid: str) -> bool:
        if h == special:
            return room_for(snap, side, h, uid)
        here = counting.get(h)
        if not here:
            return True
        n = len(here) - (uid in here) + units[uid].counts_for_stacking
        return n <= 2

    snap.memo[key] = room
    return room
