"""10.2 Reinforcements, with 12.1 (early invasion), 3.2 (the Hungarian corps enters in
Hungary), 11.3 (the airborne corps) and 11.63 (Zhukov).

Reinforcements are placed in the organization phase, after replacements. Axis units come
in on a rail hex of the west edge that the Axis holds, free of Soviet units (A24); the
Hungarian corps anywhere in Hungary. Soviet units come in one per major city that the
Soviets hold and no Axis unit occupies (Leningrad only while linked by rail to a Soviet
edge), and in Odessa or Sevastopol while the Black Sea Fleet exists (A25); when no such
city is left, on a Soviet-held rail hex of the east edge. Stacking applies. A unit with no
hex to go to waits for a later turn. Zhukov joins any eligible major city.
"""

from __future__ import annotations

from qtwargame.engine.actions import Place
from qtwargame.engine.state import ON_MAP, POOL, UnitState
from qtwargame.engine.text import Texts
from qtwargame.rules.defiant_russia.combat import MAJOR_KINDS
from qtwargame.rules.defiant_russia.replacements import city_linked
from qtwargame.rules.defiant_russia.stacking import room_for
from qtwargame.rules.defiant_russia.supply import black_sea_fleet
from qtwargame.rules.defiant_russia.units import AXIS, HUNGARIAN, SOVIET

T = Texts("defiant_russia")


def arrival_turn(game, uid: str) -> int | None:
    """The turn a unit arrives (12.1 moves the Hungarian and Italian units)."""
    d = game.units[uid]
    if game.options.get("early_invasion"):
        over = game.cache.data.early_invasion_arrivals.get(uid)
        if over is not None:
            return over
    return d.arrival_turn


def mark_arrivals(ctx) -> None:
    s, game = ctx.state, ctx.game
    n = 0
    for uid, d in game.units.items():
        u = s.units[uid]
        if (d.side == s.active and u.status == POOL and game.cache.units[uid].type != "shock"
                and (arrival_turn(game, uid) or 99) <= s.turn and "arriving" not in u.flags):
            s.units[uid] = u.with_flag("arriving")
            n += 1
    s.data["reinf_cities"] = []
    if n:
        ctx.log(T("{n:# reinforcement arrives|# reinforcements arrive}", n=n), rule="10.2")


def arriving(game, state) -> list[str]:
    return sorted(u for u, x in state.units.items() if "arriving" in x.flags
                  and x.status == POOL and game.units[u].side == state.active)


def soviet_cities(snap) -> list[int]:
    """10.2: the cities that may take a Soviet reinforcement this turn."""
    t, state = snap.t, snap.state
    used = set(state.data.get("reinf_cities", []))
    fleet = black_sea_fleet(t)
    fleet_alive = fleet is not None and state.units[fleet].status == ON_MAP
    out = []
    for h, c in sorted(t.city_at.items()):
        major = c.kind in MAJOR_KINDS
        fleet_port = fleet_alive and c.id in (t.data.cities.odessa, t.data.cities.sevastopol)
        if not (major or fleet_port) or t.labels[h] in used:
            continue
        if state.control.get(t.hexes[h]) != SOVIET or h in snap.ground[AXIS]:
            continue
        if c.id == t.data.cities.leningrad and not city_linked(snap, h):
            continue
        out.append(h)
    return out


def placement_hexes(snap, uid: str) -> list[int]:
    t, state = snap.t, snap.state
    info = t.units[uid]
    enemy = snap.ground[snap.enemy[info.side]]
    if info.side == AXIS:
        if info.nationality == HUNGARIAN:
            cands = sorted(t.region("hungary"))
        else:
            cands = sorted(h for h in t.reinforcement_edge[AXIS] if t.rail[h])
        return [h for h in cands if state.control.get(t.hexes[h]) == AXIS and h not in enemy
                and t.land[snap.snow][h] and (not info.ground or room_for(snap, AXIS, h, uid))]
    cities = soviet_cities(snap)
    if info.leader:
        with_units = [h for h in cities if snap.ground[SOVIET].get(h)]
        return with_units or cities
    fits = [h for h in cities if room_for(snap, SOVIET, h, uid)]
    if fits:
        return fits  # 10.2: the east edge takes only what the cities cannot
    edge = sorted(h for h in t.reinforcement_edge[SOVIET] if t.rail[h])
    return [h for h in edge if state.control.get(t.hexes[h]) == SOVIET and h not in enemy
            and room_for(snap, SOVIET, h, uid)]


def reinforcement_actions(snap) -> list[Place]:
    t = snap.t
    out = []
    for uid in arriving(snap.game, snap.state):
        out += [Place(snap.state.active, uid, t.hexes[h], "reinforcement")
                for h in placement_hexes(snap, uid)]
    return out


def place(ctx, a: Place) -> None:
    s = ctx.state
    t = ctx.game.cache
    u = s.units[a.unit]
    s.units[a.unit] = UnitState(a.hex, u.step, ON_MAP, u.flags - {"arriving"})
    h = t.idx[a.hex]
    if a.side == SOVIET and h in t.city_at and t.units[a.unit].ground:
        s.data.setdefault("reinf_cities", []).append(t.labels[h])
