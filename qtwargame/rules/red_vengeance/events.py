"""The events of Red Vengeance's phases: Romania's fall and the minor allies changing side
(11.31, 11.34, 14.1), Hitler after combat and when Berlin is ringed (11.27), leaders'
deaths and rejoining (11.23), the Western Allies and Dresden (11.5), the Führer's offensive
(11.9), the Baltic track (12.22) and the November withdrawal (10.5). What units entering
hexes and Romanian losses set off at once (Romania's surrender roll, the surrenders,
Hitler in Berlin, the Home Army, leaders overrun) is ``triggered``, below ``losses_board``."""

from __future__ import annotations

from qtwargame.engine.state import ELIMINATED, ON_MAP, REMOVED, UnitState
from qtwargame.engine.text import Texts
from qtwargame.rules.red_vengeance import baltic, hitler, leaders, minors
from qtwargame.rules.red_vengeance.losses_board import lose_step
from qtwargame.rules.red_vengeance.triggered import (
    kill_leader,
    queue_hits,
    surrender,
    take_off,
    unit_side,
    units_of,
)
from qtwargame.rules.red_vengeance.units import ALLIED, AXIS, BULGARIAN, HUNGARIAN, ROMANIAN, SS, YUGOSLAV

T = Texts("red_vengeance")

BOX_NAMES = {"german_lake": T("German Lake"), "soviet_subs": T("Soviet Subs"),
             "light_surface": T("Light Surface"), "heavy_surface": T("Heavy Surface")}


# -- the minor allies ------------------------------------------------------------------

def defections(ctx) -> None:
    """11.31, 11.34, 14.1 at the Allied organization phase: Romania falls and changes side
    once Bucharest is Allied (one unit placed there); Bulgaria changes side once Romania
    has and Sofia is Allied; with 14.1 Hungary likewise with Budapest."""
    s, t = ctx.state, ctx.game.cache
    defected = s.data.setdefault("defected", [])

    def allied(city):
        h = t.city(city)
        return h is not None and s.control.get(t.hexes[h]) == ALLIED

    if ROMANIAN not in defected and minors.romania_falls(allied("bucharest")):
        if "romania" not in s.data.get("surrendered", []):
            ctx.log(T("Romania surrenders: Bucharest is Allied"), rule="11.31")
            surrender(ctx, "romania")
        defected.append(ROMANIAN)
        ctx.log(T("Romania changes side"), rule="11.34")
        _lost_as_axis(ctx, ROMANIAN)
        _return_one(ctx, ROMANIAN, "bucharest")
    if BULGARIAN not in defected and minors.bulgaria_defects(ROMANIAN in defected, allied("sofia")):
        if "bulgaria" not in s.data.get("surrendered", []):
            surrender(ctx, "bulgaria")
        defected.append(BULGARIAN)
        ctx.log(T("Bulgaria changes side"), rule="11.34")
        _lost_as_axis(ctx, BULGARIAN)
        _return_one(ctx, BULGARIAN, "sofia")
    if HUNGARIAN not in defected and minors.hungary_defects(
            bool(ctx.game.options.get("magyar_honour")), ROMANIAN in defected, allied("budapest")):
        if "hungary" not in s.data.get("surrendered", []):
            surrender(ctx, "hungary")
        defected.append(HUNGARIAN)
        ctx.log(T("Hungary changes side"), rule="14.1")
        _lost_as_axis(ctx, HUNGARIAN)
        _return_one(ctx, HUNGARIAN, "budapest")
        s.data["hungary_rebuild_limit"] = 1


def _lost_as_axis(ctx, nationality: str) -> None:
    """15.2: the country's units lost while it fought for the Axis (in the dead pile as it
    changes side) were an Axis minor ally's losses, which neither side counts; from now on
    its units count as Allied, so those are noted with the units taken off, no casualties
    (one brought back by replacement points leaves the list, ``apply_return``)."""
    s = ctx.state
    off = s.data.setdefault("taken_off", [])
    for u in units_of(ctx, nationality):
        if s.units[u].status in (ELIMINATED, REMOVED) and u not in off:
            off.append(u)


def _return_one(ctx, nationality: str, city: str) -> None:
    """11.34: one unit of the country that changed side enters its capital for the Allies
    (the units are alike, so which one is no choice); never one eliminated out of supply,
    which is out of the game (10.14)."""
    s, t = ctx.state, ctx.game.cache
    h = t.city(city)
    for u in units_of(ctx, nationality):
        if s.units[u].status not in (ON_MAP, REMOVED):
            s.units[u] = UnitState(t.hexes[h], 0, ON_MAP, frozenset())
            off = s.data.get("taken_off", [])
            if u in off:  # back in play: lost again, it is an Allied casualty (15.2)
                off.remove(u)
            if nationality == HUNGARIAN:  # 14.1: the one Hungarian unit that comes back
                s.data["hungarian_back"] = s.data.get("hungarian_back", 0) + 1
            ctx.log(T("{unit} enters {hex} for the Allies", unit=u, hex=t.labels[h]), rule="11.34")
            return


# -- leaders ---------------------------------------------------------------------------

def leader_rolls(ctx, side: str, eliminated: list[str], start: dict[str, int]) -> None:
    """11.23: for a stack that lost a unit, each leader with it rolls; 1 or less kills him
    (one off when the whole stack went); a survivor left alone joins the nearest Yugoslav
    (Tito), SS (Dietrich) or Soviet unit."""
    s, t = ctx.state, ctx.game.cache
    if not eliminated:
        return
    hexes = {start[u] for u in eliminated if u in start}
    for h in sorted(hexes):
        hx = t.hexes[h]
        lead = sorted(u for u, v in s.units.items() if v.status == ON_MAP and v.hex == hx
                      and t.units[u].leader and unit_side(ctx, u) == side)
        if not lead:
            continue
        left = [u for u, v in s.units.items() if v.status == ON_MAP and v.hex == hx
                and t.units[u].ground and unit_side(ctx, u) == side]
        for lid in lead:
            die = ctx.roll(1, purpose=T("leader's fate"), rule="11.23")[0]
            if leaders.dies(t.data, die, not left):
                kill_leader(ctx, lid, T("{leader} is killed (die {die})", leader=lid, die=die))
                continue
            # the roll on a line of its own (session 89: a survivor's die was written on
            # the next line, another unit's elimination, and nothing said he had rolled)
            ld = t.data["leader_death"]
            if left:
                ctx.log(T("{leader} survives the loss of a unit with him: die {die} ({t} or less "
                          "kills him)", leader=lid, die=die, t=ld["dies_on_or_below"]), rule="11.23")
            else:
                ctx.log(T("{leader} survives the loss of his whole stack: die {die}, {m} with the "
                          "whole stack gone ({t} or less kills him)", leader=lid, die=die,
                          m=die + ld["whole_stack_modifier"], t=ld["dies_on_or_below"]),
                        rule="11.23")
                rejoin(ctx, lid)


def rejoin(ctx, lid: str) -> None:
    """11.23: the surviving leader goes to the nearest unit of his kind; when several are
    equally near, his player chooses (``outside`` asks)."""
    s, t = ctx.state, ctx.game.cache
    want = leaders.rejoin_nationality(t.units[lid].leader_key)
    here = s.units[lid].hex
    near: dict = {}
    for u, v in sorted(s.units.items()):
        info = t.units[u]
        if v.status != ON_MAP or not info.ground:
            continue
        ok = info.ss if want == SS else info.nationality == want
        if not ok or (want == YUGOSLAV and info.nationality != YUGOSLAV):
            continue
        near.setdefault(here.distance(v.hex), set()).add(v.hex)
    if not near:
        kill_leader(ctx, lid, T("{leader} has no unit to join and leaves play", leader=lid))
        return
    hexes = sorted(near[min(near)], key=ctx.game.label)
    if len(hexes) > 1:
        s.data["rejoin_ask"] = {"leader": lid, "hexes": [ctx.game.label(h) for h in hexes]}
        return
    join(ctx, lid, hexes[0])


def join(ctx, lid: str, hx) -> None:
    """11.23: the leader is placed with the unit at ``hx``."""
    s = ctx.state
    s.data.pop("rejoin_ask", None)
    v = s.units[lid]
    s.units[lid] = UnitState(hx, v.step, ON_MAP, v.flags)
    ctx.log(T("{leader} joins the nearest unit at {hex}", leader=lid, hex=ctx.game.label(hx)),
            rule="11.23")


# -- Hitler ------------------------------------------------------------------------------

def hitler_after_combat(ctx, targets: list[int], attacker_side: str, hits_on_defender: int) -> None:
    """11.27: an Allied attack on Berlin without hits (dies on 6); Axis units in Berlin hit
    (dies on 5-6)."""
    s, t = ctx.state, ctx.game.cache
    berlin = t.city("berlin")
    if berlin not in targets or attacker_side != ALLIED or s.data.get("hitler", "alive") != "alive":
        return
    die = ctx.roll(1, purpose=T("Hitler"), rule="11.27")[0]
    dies = (hitler.after_allied_attack_without_hits(t.data, die) if hits_on_defender == 0
            else hitler.after_berlin_hit(t.data, die))
    if dies:
        s.data["hitler"] = "dead"
        ctx.log(T("Hitler takes his own life (die {die})", die=die), rule="11.27")


def hitler_ringed(ctx, snap) -> None:
    """11.27: at the Allied organization phase, Berlin ringed by Allied units and ZOC and
    empty of Axis units: dies on 4-6."""
    s, t = ctx.state, ctx.game.cache
    berlin = t.city("berlin")
    if berlin is None or s.data.get("hitler", "alive") != "alive":
        return
    ring = [t.labels[n] for n in t.nbr[berlin]]
    units = {t.labels[h] for h in snap.ground[ALLIED]}
    zoc = {t.labels[h] for h in snap.zoc(ALLIED)}
    axis = {t.labels[h] for h in snap.ground[AXIS]}
    if hitler.berlin_ringed(ring, units, zoc, axis, t.labels[berlin]):
        die = ctx.roll(1, purpose=T("Hitler"), rule="11.27")[0]
        if hitler.when_ringed(t.data, die):
            s.data["hitler"] = "dead"
            ctx.log(T("Hitler takes his own life (die {die})", die=die), rule="11.27")


# -- the Baltic, the West, Dresden, the Führer's offensive --------------------------------

def baltic_roll(ctx) -> None:
    """12.22: from July 1944 the Allies roll at the start of each turn; 5-6 moves the
    marker one box right."""
    s, t = ctx.state, ctx.game.cache
    data = t.data
    box = s.data.get("baltic", data["baltic_track"][0])
    if not baltic.rolls_this_turn(data, s.turn) or box == data["baltic_track"][-1]:
        return
    die = ctx.roll(1, purpose=T("Baltic Sea control"), rule="12.22")[0]
    new = baltic.advance(data, box, die)
    s.data["baltic"] = new
    if new != box:
        ctx.log(T("Baltic Sea control moves to {box} (die {die})", box=BOX_NAMES[new], die=die),
                rule="12.22")
    else:
        ctx.log(T("Baltic Sea control stays at {box} (die {die})", box=BOX_NAMES[box], die=die),
                rule="12.22")


def western_allies(ctx) -> None:
    """11.5: in the April 1945 Allied combat phase, two dice for every map-edge hex with
    Axis units; each 6 is a hit there."""
    s, t = ctx.state, ctx.game.cache
    wa = t.data["western_allies"]
    if s.turn != wa["turn"] or s.data.get("western_allies_done"):
        return
    s.data["western_allies_done"] = True
    edge = t.region("map_edge")
    by: dict[int, list[str]] = {}
    for u, v in sorted(s.units.items()):
        if v.status == ON_MAP and t.units[u].ground and unit_side(ctx, u) == AXIS and t.idx[v.hex] in edge:
            by.setdefault(t.idx[v.hex], []).append(u)
    for h in sorted(by):
        rolls = ctx.roll(wa["dice_per_edge_hex"], purpose=T("Western Allies"), rule="11.5")
        hits = sum(1 for r in rolls if r in wa["hits_on"])
        ctx.log(T("Western Allies at {hex}: {hits:# hit|# hits}", hex=t.labels[h], hits=hits), rule="11.5")
        queue_hits(ctx, AXIS, by[h], hits, "11.5", t.labels[h])


def dresden(ctx) -> None:
    """11.5: in February 1945 Dresden is bombed: one die per Axis unit there, a 6 costs it
    a step (no retreat); afterwards Dresden is a small city."""
    s, t = ctx.state, ctx.game.cache
    db = t.data["dresden_bombing"]
    if s.turn != db["turn"] or s.data.get("dresden_bombed"):
        return
    s.data["dresden_bombed"] = True
    h = t.city("dresden")
    ctx.log(T("Dresden is bombed and counts as a small city from now on"), rule="11.5")
    for u, v in sorted(s.units.items()):
        if v.status == ON_MAP and t.units[u].ground and unit_side(ctx, u) == AXIS and t.idx[v.hex] == h:
            die = ctx.roll(db["dice_per_unit"], purpose=T("Dresden"), rule="11.5")[0]
            if die in db["step_on"]:
                lose_step(ctx, u, "11.5")


def fuhrer_offensive(ctx) -> None:
    """11.9: by the end of the last Axis combat phase of March 1945 (its exploitation
    combat when that is played) Dietrich and the I and II SS Panzer Corps must have made
    one attack together; if not, Dietrich goes and each of the two loses a step on 4-6.
    Waived with 14.6."""
    s, t = ctx.state, ctx.game.cache
    fo = t.data["fuhrer_offensive"]
    if ctx.game.options.get("eastern_bulge") or s.data.get("fuhrer_offensive_done"):
        return
    if s.turn != fo["turns"][-1]:
        return
    s.data["fuhrer_offensive_done"] = True
    did = s.data.get("fuhrer_offensive_made")
    if did:
        return
    lid = t.leaders.get("dietrich")
    if lid and s.units[lid].status == ON_MAP:
        kill_leader(ctx, lid, T("The Führer's offensive was not made: {leader} is relieved", leader=lid))
    for u in t.data["fuhrer_offensive_units"]:
        if s.units[u].status == ON_MAP:
            die = ctx.roll(1, purpose=T("Führer's offensive"), rule="11.9")[0]
            if die in fo["step_loss_on"]:
                lose_step(ctx, u, "11.9")


def fuhrer_offensive_attack(ctx, attackers: list[str]) -> None:
    """11.9: an attack by Dietrich's stack with both SS panzer corps in February or March."""
    s, t = ctx.state, ctx.game.cache
    if s.turn not in t.data["fuhrer_offensive"]["turns"]:
        return
    need = set(t.data["fuhrer_offensive_units"])
    lid = t.leaders.get("dietrich")
    if not need <= set(attackers) or not lid or s.units[lid].status != ON_MAP:
        return
    if any(s.units[u].hex == s.units[lid].hex for u in attackers):
        s.data["fuhrer_offensive_made"] = True


def withdrawal(ctx) -> None:
    """10.5: at the November Axis organization phase the II SS Panzer Corps (or, if it is
    not on the map, another Axis armor unit of the Axis player's choice, SS if there is
    one: ``outside`` asks) leaves; it returns at full strength in February. Not with
    14.6."""
    s, t = ctx.state, ctx.game.cache
    w = t.data["withdrawal"]
    if s.turn != w["turn"] or s.data.get("withdrawn") or ctx.game.options.get("eastern_bulge"):
        return
    uid = w["unit"]
    if s.units[uid].status != ON_MAP:
        armor = sorted(u for u, v in s.units.items()
                       if v.status == ON_MAP and t.units[u].armor and unit_side(ctx, u) == AXIS)
        cands = [u for u in armor if t.units[u].ss] or armor
        if not cands:
            s.data["withdrawn"] = "none"
            return
        if len(cands) > 1:  # "any one" (SS if it can be): the Axis player picks
            s.data["withdrawal_ask"] = cands
            return
        uid = cands[0]
    withdraw(ctx, uid)


def withdraw(ctx, uid: str) -> None:
    """10.5: ``uid`` leaves for the West until February."""
    s = ctx.state
    s.data.pop("withdrawal_ask", None)
    take_off(ctx, uid, "pool")
    s.data["withdrawn"] = uid
    ctx.log(T("{unit} is withdrawn to the West; it returns in February", unit=uid), rule="10.5")
