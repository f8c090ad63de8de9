"""3.0 Preparing to play: the Soviet player sets up first (3.1), then the Axis (3.2), each
unit anywhere in the area its setup code names, within the stacking limits. Units whose
code names a single hex (the city codes, the fleets, Stalin) are put there at once; the
23rd Tank Corps must be in Odessa and the 16th Army in Kiev (3.1); Guderian starts with a
German armor unit of Army Group Center (11.61)."""

from __future__ import annotations

from qtwargame.engine.actions import Place
from qtwargame.engine.state import ON_MAP, POOL, UnitState
from qtwargame.engine.text import Texts
from qtwargame.rules.defiant_russia.snapshot import Snap
from qtwargame.rules.defiant_russia.stacking import room_checker
from qtwargame.rules.defiant_russia.units import GERMAN
from qtwargame.rules.dice_bucket.grid import code_hexes

T = Texts("defiant_russia")


def allowed_hexes(game, uid: str) -> frozenset[int]:
    """3.1, 3.2: where ``uid`` may set up."""
    t = game.cache
    d = game.units[uid]
    fixed = t.data.setup_fixed.get(uid)
    if fixed is not None and fixed in t.city_hex:
        return frozenset({t.city_hex[fixed]})
    if d.setup_code:
        return code_hexes(game, d.setup_code)
    if d.setup_region:
        return t.regions.get(d.setup_region, frozenset())
    return frozenset()


def to_place(game, state, side: str) -> list[str]:
    return [uid for uid, d in game.units.items()
            if d.side == side and state.units[uid].status == POOL and d.arrival_turn is None
            and (d.setup_code or d.setup_region or uid in game.cache.data.setup_fixed)]


def guderian_hexes(snap) -> list[int]:
    """11.61: hexes holding a German armor unit of Army Group Center (Guderian's code)."""
    t, game = snap.t, snap.game
    gid = t.leaders.get("guderian")
    code = game.units[gid].setup_code if gid else None
    out = []
    for uid, h in snap.pos.items():
        info = t.units[uid]
        if info.armor and info.nationality == GERMAN and game.units[uid].setup_code == code:
            out.append(h)
    return sorted(set(out))


def placements(snap, uid: str) -> list[int]:
    t = snap.t
    info = t.units[uid]
    if uid == t.leaders.get("guderian"):
        return guderian_hexes(snap)
    hexes = allowed_hexes(snap.game, uid)
    if not info.ground:
        return sorted(hexes)
    room = room_checker(snap, info.side)
    enemy = snap.ground[snap.enemy[info.side]]
    return sorted(h for h in hexes if room(h, uid) and h not in enemy)


def setup_actions(snap) -> list[Place]:
    side = snap.state.active
    t = snap.t
    out = []
    for uid in to_place(snap.game, snap.state, side):
        out += [Place(side, uid, t.hexes[h], "setup") for h in placements(snap, uid)]
    return out


def guderian_waits(snap) -> bool:
    """11.61: Guderian starts the game with a German armor unit of Army Group Center, so
    while none stands on the map he has no hex; he waits in the pool for one still to set
    up (and sets up all the same: he is not optional)."""
    t, game, state = snap.t, snap.game, snap.state
    gid = t.leaders.get("guderian")
    if not gid:
        return False
    waiting = to_place(game, state, state.active)
    if gid not in waiting or guderian_hexes(snap):
        return False
    code = game.units[gid].setup_code
    return any(t.units[uid].armor and t.units[uid].nationality == GERMAN
               and game.units[uid].setup_code == code for uid in waiting if uid != gid)


def units_to_set_up(snap, left: list[Place]) -> set[str]:
    """The units the side to act still sets up, given its setup placements ``left``: the
    units those name, and Guderian while he waits for his armor unit (``guderian_waits``):
    the count the player reads is the count of units Deploy All places."""
    out = {a.unit for a in left}
    if guderian_waits(snap):
        out.add(snap.t.leaders["guderian"])
    return out


def place(ctx, a: Place) -> None:
    s = ctx.state
    t = ctx.game.cache
    u = s.units[a.unit]
    s.units[a.unit] = UnitState(a.hex, u.step, ON_MAP, u.flags)
    if a.unit == t.leaders.get("guderian"):
        attach_guderian(ctx.game, s)


def attach_guderian(game, state) -> None:
    t = game.cache
    gid = t.leaders.get("guderian")
    gh = state.units[gid].hex
    code = game.units[gid].setup_code
    for uid, u in sorted(state.units.items()):
        info = t.units[uid]
        if (u.status == ON_MAP and u.hex == gh and info.armor and info.nationality == GERMAN
                and (code is None or game.units[uid].setup_code == code)):
            state.data["guderian_with"] = uid
            return
    for uid, u in sorted(state.units.items()):  # a scenario without his code
        info = t.units[uid]
        if u.status == ON_MAP and u.hex == gh and info.armor and info.nationality == GERMAN:
            state.data["guderian_with"] = uid
            return


def auto_place(ctx) -> None:
    """Units with one possible setup hex go there at once (logged)."""
    s = ctx.state
    side = s.active
    for uid in to_place(ctx.game, s, side):
        if uid == ctx.game.cache.leaders.get("guderian"):
            continue
        snap = Snap(ctx.game, s)
        hexes = placements(snap, uid)
        if len(allowed_hexes(ctx.game, uid)) == 1 and len(hexes) == 1:
            place(ctx, Place(side, uid, ctx.game.cache.hexes[hexes[0]], "setup"))
            ctx.log(T("{unit} sets up in {hex}", unit=uid, hex=ctx.game.cache.hexes[hexes[0]]),
                    rule="3.0")
