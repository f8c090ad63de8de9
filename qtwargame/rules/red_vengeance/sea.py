"""12.22 The Baltic at sea: while the track allows it, one Axis unit a movement (or
exploitation movement) phase sails from an Axis-held port to another for its move, and up
to two Axis units in an Axis-held port may retreat by sea to another in a combat; in the Soviet Subs
and Light Surface boxes each such unit risks a step (5-6, 4-6).

The sea hop costs 1 MP and the unit may move overland before it, after it, or both
(12.22): a sea move is a ``Move(mode="sea")`` whose path has one step from a port to another
port. Each hex it can reach that way and not overland is offered once, by its cheapest
route (every route has the same one hop, so the same risk at sea); a unit standing in a
port may always simply sail to another.

What the sea costs a unit that sailed or retreated by sea (``at_sea``) is ``losses_board``'s:
it takes steps, and a retreat by sea runs it as the unit moves."""

from __future__ import annotations

from qtwargame.engine.actions import Move
from qtwargame.rules.dice_bucket.movement import path_of, search
from qtwargame.rules.red_vengeance import baltic
from qtwargame.rules.red_vengeance.movement import search_rules
from qtwargame.rules.red_vengeance.stacking import room_for
from qtwargame.rules.red_vengeance.units import AXIS


def axis_ports(snap) -> list[int]:
    t, state = snap.t, snap.state
    return sorted(h for h, c in t.city_at.items() if c.port and state.control.get(t.hexes[h]) == AXIS
                  and h not in snap.ground[snap.enemy[AXIS]])


def box(state, data) -> str:
    return state.data.get("baltic", data["baltic_track"][0])


def may_sail(snap, uid: str) -> str | None:
    """The movement mode (normal, exploit) in which ``uid`` may make this phase's sea move
    now; None when it may not (12.22: one unit a phase while the box allows it)."""
    t, state = snap.t, snap.state
    info = t.units[uid]
    if state.active != AXIS or not info.ground or snap.sides.get(uid) != AXIS:
        return None
    if state.data.get("sea_moved", 0) >= (baltic.effect(t.data, box(state, t.data), "sea_moves") or 0):
        return None
    mode = "exploit" if state.phase.endswith("_exploit") else "normal"
    if mode == "exploit" and "exploited" in state.units[uid].flags:
        return None
    return mode


def sea_moves(snap, uid: str) -> list[Move]:
    """The sea moves open to ``uid`` now: from the port it stands in straight to another,
    and every hex reached by land to a port, the hop, and land again within its
    allowance."""
    t = snap.t
    mode = may_sail(snap, uid)
    if mode is None:
        return []
    ports = axis_ports(snap)
    here = snap.pos.get(uid)
    out = []
    if here in ports:
        out = [Move(AXIS, uid, (t.hexes[h],), "sea") for h in ports
               if h != here and room_for(snap, AXIS, h, uid)]
    return out + [Move(AXIS, uid, tuple(t.hexes[x] for x in path), "sea")
                  for path in _combined(snap, uid, mode, ports)]


def _combined(snap, uid: str, mode: str, ports: list[int]) -> list[list[int]]:
    """The land-sea-land paths (hex indices) to the hexes only the sea brings in reach."""
    t = snap.t
    here = snap.pos[uid]
    rules = search_rules(snap, uid, mode)
    if rules is None or rules.budget < 1:
        return []
    h0 = t.hexes[here]
    if all(h0.distance(t.hexes[p]) > rules.budget - 1 for p in ports):
        return []  # no port within reach with a point left for the hop
    before = search(rules)
    starts = sorted((before[a][0], a) for a in ports if a in before
                    and before[a][0] + 1 <= rules.budget and (a == here or not rules.must_stop(a)))
    best: dict[int, tuple[int, list[int]]] = {}
    for spent, a in starts:
        to_a = path_of(before, a) if a != here else []
        for b in ports:
            if b == a or b == here:
                continue
            rem = rules.budget - spent - 1
            ends: dict[int, tuple[int, list[int]]] = {b: (0, [])}
            if rem > 0 and not rules.must_stop(b):
                after = _after(snap, uid, mode, b, rem)
                ends.update({h: (c, path_of(after, h)) for h, (c, _p) in after.items() if h != b})
            for h, (c, tail) in ends.items():
                if h in before or h == here:
                    continue  # reached overland: no need of the sea
                if h == b and not room_for(snap, AXIS, b, uid):
                    continue
                total = spent + 1 + c
                if h not in best or total < best[h][0]:
                    best[h] = (total, to_a + [b] + tail)
    return [best[h][1] for h in sorted(best)]


def _after(snap, uid: str, mode: str, b: int, budget: int) -> dict:
    """The overland search from port ``b`` with ``budget`` MP left (no one-hex minimum: the
    unit has already moved), kept for the snapshot and shared by units that move alike."""
    info = snap.t.units[uid]
    near = snap.t.hexes[snap.pos[uid]].distance(snap.t.hexes[b]) <= budget + 1
    alike = not near and info.nationality in ("german", "ss")  # no rule of their own on where they go
    key = ("sea_after", b, budget, mode, (info.move_class, info.armor) if alike else uid)
    hit = snap.memo.get(key)
    if hit is None:
        rules = search_rules(snap, uid, mode)
        assert rules is not None, "asked only from _combined, which found rules for this unit and mode"
        rules.start, rules.budget = b, budget
        hit = snap.memo[key] = search(rules, min_one_hex=False)
    return hit


def sea_retreats(snap, uid: str) -> list[tuple[int, ...]]:
    """12.22: retreat paths by sea for an Axis unit in an Axis-held port: up to two units
    (the box's ``sea_retreat_units``) from one port in one combat. Reading: the rule limits
    the units one port sends, not the phase; the count is kept in the combat's bookkeeping
    (``sea_from``, by port)."""
    t, state = snap.t, snap.state
    if snap.sides.get(uid) != AXIS:
        return []
    n = baltic.effect(t.data, box(state, t.data), "sea_retreat_units") or 0
    ports = axis_ports(snap)
    here = snap.pos.get(uid)
    if here not in ports:
        return []
    c = state.data.get("combat") or {}
    if c.get("sea_from", {}).get(t.labels[here], 0) >= n:
        return []
    return [(h,) for h in ports if h != here and room_for(snap, AXIS, h, uid)]
