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
