"""3.0 Setup: the units stand at the start on the historical deployment of 22 June 1944
(``rules_data.historical_setup``), which obeys 3.2-3.4; in three setup phases, in the
rulebook's order (Axis infantry and minor allies 3.2, Allies 3.3, Axis armor 3.4), the
player places his units freely where the rulebook puts them: any unit may be moved to
another hex its setup code allows, within the stacking limit, as often as he likes until he
ends the phase (the flag ``placed`` marks the units moved in this phase; it is cleared at
its end).

Reading: every Axis start-line hex keeps an Axis unit (3.4) and every Allied start-line
hex a Soviet or Polish unit (3.3) after every move, not only at the end: the deployment
starts complete, a unit may leave the last hold of a hex once another has come in, and so
every phase can be ended at any moment (a computer player's setup is a finite phase)."""

from __future__ import annotations

from qtwargame.engine.actions import Place
from qtwargame.engine.state import ON_MAP, UnitState
from qtwargame.rules.dice_bucket.grid import code_hexes
from qtwargame.rules.red_vengeance.stacking import room_checker
from qtwargame.rules.red_vengeance.units import ALLIED, AXIS, POLISH, SOVIET

PHASES = ("axis_setup", "allied_setup", "axis_armor_setup")


def group(game, state) -> list[str]:
    """The units the current setup phase places."""
    t = game.cache
    out = []
    for uid, d in sorted(game.units.items()):
        if not d.setup_code or state.units[uid].status != ON_MAP:
            continue
        info = t.units[uid]
        if state.phase == "allied_setup" and info.side == ALLIED:
            out.append(uid)
        elif state.phase == "axis_setup" and info.side == AXIS and not info.armor:
            out.append(uid)
        elif state.phase == "axis_armor_setup" and info.side == AXIS and info.armor:
            out.append(uid)
    return out


def _holds(snap, h: int, side: str) -> list[str]:
    t = snap.t
    return [u for u in snap.ground[side].get(h, [])
            if side == AXIS or t.units[u].nationality in (SOVIET, POLISH)]


def may_leave(snap, uid: str) -> bool:
    """3.3, 3.4: a unit may not leave the last hold of a start-line hex."""
    t = snap.t
    info = t.units[uid]
    if not info.ground:
        return True
    h = snap.pos[uid]
    if info.side == AXIS and h in t.region("axis_start_line"):
        return len(_holds(snap, h, AXIS)) > 1
    if info.side == ALLIED and h in t.region("allied_start_line") and info.nationality in (SOVIET, POLISH):
        return len(_holds(snap, h, ALLIED)) > 1
    return True


def setup_actions(snap, unit: str | None = None) -> list[Place]:
    """The set-up placements open now; with ``unit``, only that unit's (the same actions,
    filtered, without listing every unit's)."""
    game, state = snap.game, snap.state
    side = state.active
    t = snap.t
    room = room_checker(snap, side)
    enemy = snap.ground[snap.enemy[side]]
    hexes = t.hexes
    out = []
    for uid in group(game, state):
        if unit is not None and uid != unit:
            continue
        if not may_leave(snap, uid):
            continue
        here = snap.pos[uid]
        leader = t.units[uid].leader
        out += [Place(side, uid, hexes[h], "setup")
                for h in sorted(code_hexes(game, game.units[uid].setup_code))
                if h != here and h not in enemy and (leader or room(h, uid))]
    return out


def place(ctx, a: Place) -> None:
    s = ctx.state
    u = s.units[a.unit]
    # The action's own log line says it ("Axis sets up XXI Mountain Corps at 2822").
    s.units[a.unit] = UnitState(a.hex, u.step, ON_MAP, u.flags | {"placed"})
