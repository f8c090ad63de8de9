"""4.0 steps 2 and 7, the organization phase: supply (5.0), replacement points and their
use (10.1-10.3, 10.11-10.14, 11.3, 11.4, 14.2-14.4), arrivals (10.4, 10.5, 11.24, 11.34,
11.43, 12.22, 14.6) and the air die (12.1)."""

from __future__ import annotations

from qtwargame.engine.actions import Place
from qtwargame.engine.state import ELIMINATED, ON_MAP, POOL, Decision, UnitState
from qtwargame.engine.text import Texts
from qtwargame.rules.dice_bucket.losses import by_hex, mark_supply
from qtwargame.rules.dice_bucket.words import SupplyWords
from qtwargame.rules.red_vengeance import schedule
from qtwargame.rules.red_vengeance.actions import ClaimArcticPeace, Restore
from qtwargame.rules.red_vengeance.snapshot import Snap, side_of
from qtwargame.rules.red_vengeance.stacking import room_for
from qtwargame.rules.red_vengeance.supply import sea_supply_candidates, supply_map, yugoslav_control
from qtwargame.rules.red_vengeance.units import ALLIED, AXIS, MINORS, POLISH, YUGOSLAV

T = Texts("red_vengeance")

SEA_SUPPLY = "sea_supply"  # the decision kind

#: 5.2: the units out of supply, named hex by hex.
SUPPLY_WORDS = SupplyWords(T("{n:# {side} unit is|# {side} units are} out of supply: {where}"),
                           T("{units} in {city}"), T("{first}; {rest}"))


def oil_fields(game, state, side: str) -> int:
    """6.5, 10.2, 10.3: oil fields the side controls."""
    t = game.cache
    return sum(1 for c in t.data["oil_fields"]
               if t.city(c) is not None and state.control.get(t.hexes[t.city(c)]) == side)


def enter_organization(ctx) -> None:
    """Supply, replacement points, the air die. When the sea may supply only one unit
    and two or more need it (12.21 the Black Sea, 12.22 Light Surface), the player is asked
    which (``SEA_SUPPLY``); until he answers the first of them counts."""
    s, game = ctx.state, ctx.game
    side = s.active
    data = game.cache.data
    snap = Snap(game, s)
    cands = sea_supply_candidates(snap, side)
    if len(cands) >= 2:  # 12.21, 12.22: the player names the one unit the sea supplies
        s.pending = Decision(SEA_SUPPLY, side, T("Choose the unit the fleet supplies by sea"),
                             {"units": cands})
    elif side in s.data.get("sea_supplied", {}):
        del s.data["sea_supplied"][side]  # one unit or none: nothing to name
    out = mark_supply(s, supply_map(snap, side))
    if out and len(cands) < 2:  # else once the player has named the unit the sea supplies
        ctx.log(SUPPLY_WORDS.out_of_supply(side, by_hex(game, s, out)), rule="5.2")
    rp = schedule.replacement_points(data, s.turn, oil_fields(game, s, side))
    if side == AXIS and s.data.pop("greek_garrison_due", False):
        rp["infantry"] += data["optional_rules"]["14.4"]["infantry_rp"]  # 14.4
    s.data.setdefault("rp", {})[side] = rp
    if rp["armor"] or rp["infantry"]:
        ctx.log(T("{side:actor} receives {a} armor and {i:# infantry replacement point|# infantry "
                  "replacement points}", side=side, a=rp["armor"], i=rp["infantry"]),
                rule="10.2" if side == AXIS else "10.3")
    if side == AXIS and not schedule.axis_rolls_for_air(data, s.turn):
        s.data.setdefault("air", {})[side] = 0
    else:
        die = ctx.roll(1, purpose=T("air points"), rule="12.1")[0]
        ap = schedule.air_points(data, side, s.turn, die)
        s.data.setdefault("air", {})[side] = ap
        ctx.log(T("{side} air die {die}: {n:# air point|# air points}", side=side, die=die,
                  n=ap), rule="12.1")
    s.data["sm_used"] = 0
    s.data["normal_moved"] = False


def name_sea_supplied(ctx, uid: str) -> None:
    """12.21, 12.22: the answer to ``sea_supply``: ``uid`` is the unit the sea supplies;
    supply is marked again."""
    s, game = ctx.state, ctx.game
    side = s.pending.side
    s.pending = None
    s.data.setdefault("sea_supplied", {})[side] = uid
    out = mark_supply(s, supply_map(Snap(game, s), side))
    ctx.log(T("The fleet supplies {unit} by sea", unit=uid), rule="12.21" if side == ALLIED else "12.22")
    if out:
        ctx.log(SUPPLY_WORDS.out_of_supply(side, by_hex(game, s, out)), rule="5.2")


def _kinds_for(t, state, uid: str, side: str) -> tuple[str, ...]:
    """10.13, 11.3, 11.4: which replacement points may serve this unit."""
    info = t.units[uid]
    if side == AXIS and info.nationality in MINORS:
        return ()
    if info.nationality == YUGOSLAV or info.armor:
        return ("armor",)
    if info.nationality == POLISH:
        return ("infantry",)
    return ("infantry", "armor")


def return_hexes(snap, uid: str, side: str) -> list[int]:
    """10.11, 10.4, 11.41: where an eliminated unit comes back or a new one arrives."""
    t, state = snap.t, snap.state
    info = t.units[uid]
    ctl = lambda h: state.control.get(t.hexes[h])  # noqa: E731
    if info.nationality == YUGOSLAV:
        # 7.3: Yugoslav hexes are held by units and ZOC; an empty one belongs to both.
        b = t.city("belgrade")
        if b is not None and yugoslav_control(snap, b) == ALLIED:
            out = [b]
        else:
            out = [h for h in t.region("yugoslav_stars") if yugoslav_control(snap, h) in (ALLIED, "both")]
    elif side == AXIS:
        out = [t.city(c) for c in t.data["axis_arrival_cities"] if ctl(t.city(c)) == AXIS]
    elif info.nationality in MINORS:
        cap = {"romanian": "bucharest", "bulgarian": "sofia", "hungarian": "budapest"}[info.nationality]
        out = [t.city(cap)] if ctl(t.city(cap)) == ALLIED else []
    else:
        out = sorted(h for h in t.edge[ALLIED] if ctl(h) == ALLIED)
    enemy = snap.ground[snap.enemy[side]]
    return [h for h in out if h not in enemy and room_for(snap, side, h, uid)]


def replacement_actions(snap) -> list:
    """10.1: restore a reduced unit in supply, or bring back an eliminated one, one point
    each; 10.12: not both in one turn; 10.14: never a unit lost out of supply."""
    t, state, game = snap.t, snap.state, snap.game
    side = state.active
    rp = state.data.get("rp", {}).get(side, {})
    out: list = []
    rebuilt = set(state.data.get("rebuilt", []))
    supply = supply_map(snap, side)
    for uid in sorted(t.units):
        info = t.units[uid]
        if not info.ground or side_of(t, state, uid) != side:
            continue
        u = state.units[uid]
        kinds = [k for k in _kinds_for(t, state, uid, side) if rp.get(k, 0) > 0]
        if u.status == ON_MAP and u.step > 0 and uid not in rebuilt and supply.get(uid, False):
            out += [Restore(side, uid, k) for k in kinds]
            if (side == ALLIED and info.armor and game.options.get("more_trucks")
                    and state.data.get("trucks", 5) > 0 and not state.data.get("trucks_this_turn")):
                out.append(Restore(side, uid, "trucks"))  # 14.3
        elif u.status == ELIMINATED and kinds:
            defected = info.nationality in state.data.get("defected", [])
            if uid in state.data.get("taken_off", []) and not defected:
                continue  # surrendered (11.31, 11.32) and not yet on the Allied side
            if defected and info.nationality == "hungarian" and \
                    state.data.get("hungarian_back", 0) >= state.data.get("hungary_rebuild_limit", 3):
                continue  # 14.1: one Hungarian unit returns
            out += [Place(side, uid, t.hexes[h], "replacement") for h in return_hexes(snap, uid, side)]
    if (side == ALLIED and game.options.get("arctic_peace") and not state.data.get("arctic_peace_used")):
        out.append(ClaimArcticPeace(side))
    return out


def apply_restore(ctx, a: Restore) -> None:
    s = ctx.state
    u = s.units[a.unit]
    s.units[a.unit] = UnitState(u.hex, u.step - 1, u.status, u.flags)
    if a.points == "trucks":
        s.data["trucks"] = s.data.get("trucks", 5) - 1
        s.data["trucks_this_turn"] = True
    else:
        s.data["rp"][a.side][a.points] -= 1
    ctx.log(T("{unit} is restored to full strength", unit=a.unit), rule="10.1", said_by_act=True)


def replacement_kind(game, state, uid: str, side: str) -> str:
    """10.13: the kind of point an eliminated unit's return spends: the first of the kinds
    that may serve it that the side still has (infantry before armor for a foot unit)."""
    rp = state.data["rp"][side]
    return next(k for k in _kinds_for(game.cache, state, uid, side) if rp.get(k, 0) > 0)


def apply_return(ctx, a: Place) -> None:
    """10.1, 10.12: an eliminated unit comes back, reduced if it has two steps."""
    s, t = ctx.state, ctx.game.cache
    d = ctx.game.units[a.unit]
    s.data["rp"][a.side][replacement_kind(ctx.game, s, a.unit, a.side)] -= 1
    s.units[a.unit] = UnitState(a.hex, 1 if d.step_count > 1 else 0, ON_MAP, frozenset())
    s.data.setdefault("rebuilt", []).append(a.unit)
    off = s.data.get("taken_off", [])
    if a.unit in off:
        off.remove(a.unit)
    if t.units[a.unit].nationality == "hungarian":
        s.data["hungarian_back"] = s.data.get("hungarian_back", 0) + 1
    ctx.log(T("{unit} returns at {hex}", unit=a.unit, hex=ctx.game.label(a.hex)), rule="10.1",
            said_by_act=True)


BULGE = ("ldr_dietrich", "ss_pz_1")


def arrival_turn(game, uid: str) -> int | None:
    """10.4; 14.6 (optional): Dietrich and the I SS Panzer Corps come in November."""
    d = game.units[uid]
    if game.options.get("eastern_bulge") and uid in BULGE:
        return game.scenario.rules_data["optional_rules"]["14.6"]["turn"]
    return d.arrival_turn


def arrivals(game, state, side: str) -> list[str]:
    """10.4, 10.5, 11.24, 14.6: units due this turn or earlier and not yet placed."""
    out = []
    t = game.cache
    events = t.data["events"]
    for uid in sorted(game.units):
        if state.units[uid].status != POOL or t.units[uid].side != side or uid in events:
            continue  # 11.43, 12.22: units that enter by event come in ``event_arrivals``
        turn = arrival_turn(game, uid)
        if turn is not None and turn <= state.turn:
            out.append(uid)
    w = state.data.get("withdrawn")
    if side == AXIS and w and w != "none" and state.units[w].status == POOL \
            and state.turn >= t.data["withdrawal"]["returns_turn"] and w not in out:
        out.append(w)
    return out


def bulge_hexes(snap) -> list[int]:
    """14.6: the November units go to any hexes with Axis units, overstacking allowed."""
    return sorted(snap.ground[AXIS])


def bulge_rebuilds(snap) -> list[Place]:
    """14.6: in November the Axis also takes back two infantry units and one armor unit
    from the dead pile (never those lost out of supply), placed as the others."""
    t, state, game = snap.t, snap.state, snap.game
    if not (game.options.get("eastern_bulge") and state.active == AXIS
            and state.turn == t.data["optional_rules"]["14.6"]["turn"]):
        return []
    got = state.data.get("bulge_rebuilt", [])
    armor = sum(1 for u in got if t.units[u].armor)
    out = []
    for uid in sorted(t.units):
        info = t.units[uid]
        if state.units[uid].status != ELIMINATED or not info.german or not info.ground:
            continue
        if uid in state.data.get("taken_off", []):
            continue
        if info.armor and armor >= 1 or not info.armor and len(got) - armor >= 2:
            continue
        out += [Place(AXIS, uid, t.hexes[h], "bulge") for h in bulge_hexes(snap)]
    return out


def place_bulge(ctx, a: Place) -> None:
    s = ctx.state
    s.units[a.unit] = UnitState(a.hex, 0, ON_MAP, frozenset())
    s.data.setdefault("bulge_rebuilt", []).append(a.unit)
    s.data.setdefault("bulge_units", []).append(a.unit)
    ctx.log(T("{unit} joins the November offensive at {hex}", unit=a.unit, hex=ctx.game.label(a.hex)),
            rule="14.6")


def arrival_hexes(snap, uid: str) -> list[int]:
    t = snap.t
    info = t.units[uid]
    side = info.side
    if snap.game.options.get("eastern_bulge") and uid in BULGE:
        return bulge_hexes(snap)
    if info.leader_key == "dietrich":
        return sorted({snap.pos[u] for u in snap.pos if t.units[u].ss and t.units[u].ground})
    if info.nationality == YUGOSLAV:
        return return_hexes(snap, uid, side)
    cities = t.data["axis_arrival_cities"] if side == AXIS else t.data["allied_arrival_cities"]
    out = [t.city(c) for c in cities if snap.state.control.get(t.hexes[t.city(c)]) == side]
    enemy = snap.ground[snap.enemy[side]]
    return [h for h in out if h not in enemy and (info.leader or room_for(snap, side, h, uid))]


def reinforcement_actions(snap) -> list[Place]:
    side = snap.state.active
    out = []
    for uid in arrivals(snap.game, snap.state, side):
        out += [Place(side, uid, snap.t.hexes[h], "reinforcement") for h in arrival_hexes(snap, uid)]
    return out


def place_arrival(ctx, a: Place) -> None:
    s = ctx.state
    s.units[a.unit] = UnitState(a.hex, 0, ON_MAP, frozenset())
    if ctx.game.options.get("eastern_bulge") and a.unit in BULGE and ctx.game.cache.units[a.unit].ground:
        s.data.setdefault("bulge_units", []).append(a.unit)
    ctx.log(T("{unit} arrives at {hex}", unit=a.unit, hex=ctx.game.label(a.hex)), rule="10.4",
            said_by_act=True)


def event_arrivals(ctx) -> None:
    """11.43: the W Polish army in Warsaw at the first Allied organization phase with
    Warsaw Allied; 12.22: the Soviet marines in a Soviet-held Baltic port after the track
    reaches Heavy Surface."""
    s, t = ctx.state, ctx.game.cache
    for uid, event in sorted(t.data["events"].items()):
        if s.units[uid].status != POOL:
            continue
        if event == "warsaw":
            w = t.city("warsaw")
            if w is not None and s.control.get(t.hexes[w]) == ALLIED:
                s.units[uid] = UnitState(t.hexes[w], 0, ON_MAP, frozenset())
                ctx.log(T("{unit} enters Warsaw", unit=uid), rule="11.43")
        elif event == "heavy_surface" and s.data.get("baltic") == t.data["baltic_track"][-1]:
            ports = sorted(h for h, c in t.city_at.items() if c.port
                           and s.control.get(t.hexes[h]) == ALLIED)
            if ports:
                s.units[uid] = UnitState(t.hexes[ports[0]], 0, ON_MAP, frozenset())
                ctx.log(T("{unit} lands at {hex}", unit=uid, hex=t.labels[ports[0]]), rule="12.22")
