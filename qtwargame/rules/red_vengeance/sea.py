"""12.22 The Baltic at sea: while the track allows it, one Axis unit a movement (or
exploitation movement) phase sails from an Axis-held port to another for its move, and up
to two Axis units in an Axis-held port may retreat by sea to another in a combat; in the Soviet Subs
and Light Surface boxes each such unit risks a step (5-6, 4-6).

Reading: the sea move is the unit's move for the phase (the rulebook also lets it move
overland before or after; not offered)."""

from __future__ import annotations

from qtwargame.engine.actions import Move
from qtwargame.engine.text import Texts
from qtwargame.rules.red_vengeance import baltic
from qtwargame.rules.red_vengeance.stacking import room_for
from qtwargame.rules.red_vengeance.units import AXIS

T = Texts("red_vengeance")


def axis_ports(snap) -> list[int]:
    t, state = snap.t, snap.state
    return sorted(h for h, c in t.city_at.items() if c.port and state.control.get(t.hexes[h]) == AXIS
                  and h not in snap.ground[snap.enemy[AXIS]])


def box(state, data) -> str:
    return state.data.get("baltic", data["baltic_track"][0])


def sea_moves(snap, uid: str) -> list[Move]:
    """The sea moves open to ``uid`` now (one a phase, 12.22)."""
    t, state = snap.t, snap.state
    info = t.units[uid]
    if state.active != AXIS or not info.ground or snap.sides.get(uid) != AXIS:
        return []
    if state.data.get("sea_moved", 0) >= (baltic.effect(t.data, box(state, t.data), "sea_moves") or 0):
        return []
    ports = axis_ports(snap)
    here = snap.pos.get(uid)
    if here not in ports:
        return []
    mode = "exploit" if state.phase.endswith("_exploit") else "normal"
    if mode == "exploit" and "exploited" in state.units[uid].flags:
        return []
    return [Move(AXIS, uid, (t.hexes[h],), "sea") for h in ports
            if h != here and room_for(snap, AXIS, h, uid)]


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


def count_sea_retreat(state, label: str) -> None:
    """12.22: one more unit retreated by sea from port ``label`` in this combat; the
    phase's total is kept too (``sea_retreats``)."""
    state.data["sea_retreats"] = state.data.get("sea_retreats", 0) + 1
    c = state.data.get("combat")
    if c is not None:
        by = c.setdefault("sea_from", {})
        by[label] = by.get(label, 0) + 1


def at_sea(ctx, uid: str) -> None:
    """12.22: the Allies roll for a unit that moved or retreated by sea."""
    from qtwargame.rules.red_vengeance.losses_board import lose_step

    s, t = ctx.state, ctx.game.cache
    faces = baltic.effect(t.data, box(s, t.data), "loss_on") or []
    if not faces:
        return
    die = ctx.roll(1, purpose=T("Soviet fleet attack at sea"), rule="12.22")[0]
    if die in faces:
        ctx.log(T("{unit} is hit at sea (die {die})", unit=uid, die=die), rule="12.22")
        lose_step(ctx, uid, "12.22")
