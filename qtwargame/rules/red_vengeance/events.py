"""The events of Red Vengeance: Romania's surrender roll and fall (11.31, 11.34), Bulgaria
(11.32, 11.34) and Hungary (11.33, 14.1), Hitler (11.27), leaders' deaths (11.23, 6.1),
the Home Army (11.7), the Western Allies and Dresden (11.5), the Führer's offensive (11.9),
the Baltic track (12.22), the November withdrawal (10.5) and the arrivals by event (11.34,
11.43, 12.22)."""

from __future__ import annotations

from qtwargame.engine.state import ON_MAP, UnitState
from qtwargame.engine.text import Texts
from qtwargame.rules.red_vengeance import baltic, hitler, leaders, minors, outside
from qtwargame.rules.red_vengeance.units import (
    ALLIED,
    AXIS,
    BULGARIAN,
    HUNGARIAN,
    ROMANIAN,
    SOVIET,
    SS,
    YUGOSLAV,
)

T = Texts("red_vengeance")

BOX_NAMES = {"german_lake": T("German Lake"), "soviet_subs": T("Soviet Subs"),
             "light_surface": T("Light Surface"), "heavy_surface": T("Heavy Surface")}


def _units_of(ctx, nationality: str) -> tuple[str, ...]:
    """The units of ``nationality``, sorted; kept for the game (asked after every entry of
    a Soviet unit, ``soviet_in``)."""
    t = ctx.game.cache
    key = ("units_of", nationality)
    hit = t.memo.get(key)
    if hit is None:
        hit = t.memo[key] = tuple(sorted(u for u, i in t.units.items() if i.nationality == nationality))
    return hit


def _on_map(state, uid: str) -> bool:
    return state.units[uid].status == ON_MAP


# -- the minor allies ------------------------------------------------------------------

def romania_event(ctx, event: str) -> None:
    """11.31: a Romanian unit eliminated, or the first Allied control of Constanta or
    Ploesti: the Allies roll; 1 or less (one off for every earlier event) and Romania
    surrenders."""
    s = ctx.state
    if "romania" in s.data.get("surrendered", []):
        return
    n = s.data.get("romania_events", 0) + 1
    s.data["romania_events"] = n
    die = ctx.roll(1, purpose=T("Romanian surrender roll"), rule="11.31")[0]
    rs = ctx.game.cache.data["romania_surrender"]
    # the roll in a player's words: the die, what the earlier events make of it, the need
    words = dict(die=die, m=die + rs["modifier_per_earlier_event"] * (n - 1), k=n - 1,
                 t=rs["dies_on_or_below"])
    if minors.romania_surrenders(ctx.game.cache.data, die, n):
        ctx.log(T("Romania surrenders: die {die}, {m} after {k:# earlier event|# earlier events}, "
                  "{t} or less needed", **words), rule="11.31")
        surrender(ctx, "romania")
    else:
        ctx.log(T("Romania holds on: die {die}, {m} after {k:# earlier event|# earlier events}, "
                  "{t} or less needed", **words), rule="11.31")


NATION = {"romania": ROMANIAN, "bulgaria": BULGARIAN, "hungary": HUNGARIAN}


def surrender(ctx, country: str) -> None:
    """11.31, 11.32, 14.1: the country's units leave the map at once."""
    from qtwargame.rules.red_vengeance.losses_board import take_off

    s = ctx.state
    s.data.setdefault("surrendered", []).append(country)
    for u in _units_of(ctx, NATION[country]):
        if _on_map(s, u) or s.units[u].status == "pool":
            take_off(ctx, u)
    if country == "bulgaria" and ctx.game.options.get("greek_garrison"):
        s.data["greek_garrison_due"] = True  # 14.4
    if country == "romania":
        check_bulgaria(ctx)
        check_hungary(ctx)


def soviet_in(ctx, region: str) -> bool:
    """Whether a Soviet unit is on the map in ``region`` (its hex's index found on the
    table's grid)."""
    t = ctx.game.cache
    reg = t.region(region)
    units = ctx.state.units
    qgrid, qmin, rmin = t.qgrid, t.qmin, t.rmin
    for u in _units_of(ctx, SOVIET):
        v = units[u]
        if v.status == ON_MAP and qgrid[v.hex.q - qmin][v.hex.r - rmin] in reg:
            return True
    return False


def check_bulgaria(ctx) -> None:
    """11.32: Bulgaria surrenders at once when Romania has and a Soviet unit is in it."""
    s = ctx.state
    done = s.data.get("surrendered", [])
    if "bulgaria" not in done and minors.bulgaria_surrenders("romania" in done, soviet_in(ctx, "bulgaria")):
        ctx.log(T("Bulgaria surrenders"), rule="11.32")
        surrender(ctx, "bulgaria")


def check_hungary(ctx) -> None:
    """14.1 (optional): Hungary surrenders as Bulgaria does."""
    s = ctx.state
    done = s.data.get("surrendered", [])
    if "hungary" not in done and minors.hungary_surrenders(
            bool(ctx.game.options.get("magyar_honour")), "romania" in done, soviet_in(ctx, "hungary")):
        ctx.log(T("Hungary surrenders"), rule="14.1")
        surrender(ctx, "hungary")


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
        _return_one(ctx, ROMANIAN, "bucharest")
    if BULGARIAN not in defected and minors.bulgaria_defects(ROMANIAN in defected, allied("sofia")):
        if "bulgaria" not in s.data.get("surrendered", []):
            surrender(ctx, "bulgaria")
        defected.append(BULGARIAN)
        ctx.log(T("Bulgaria changes side"), rule="11.34")
        _return_one(ctx, BULGARIAN, "sofia")
    if HUNGARIAN not in defected and minors.hungary_defects(
            bool(ctx.game.options.get("magyar_honour")), ROMANIAN in defected, allied("budapest")):
        if "hungary" not in s.data.get("surrendered", []):
            surrender(ctx, "hungary")
        defected.append(HUNGARIAN)
        ctx.log(T("Hungary changes side"), rule="14.1")
        _return_one(ctx, HUNGARIAN, "budapest")
        s.data["hungary_rebuild_limit"] = 1


def _return_one(ctx, nationality: str, city: str) -> None:
    """11.34: one unit of the country that changed side enters its capital for the Allies
    (the units are alike, so which one is no choice); never one eliminated out of supply,
    which is out of the game (10.14)."""
    from qtwargame.engine.state import REMOVED

    s, t = ctx.state, ctx.game.cache
    h = t.city(city)
    for u in _units_of(ctx, nationality):
        if s.units[u].status not in (ON_MAP, REMOVED):
            s.units[u] = UnitState(t.hexes[h], 0, ON_MAP, frozenset())
            ctx.log(T("{unit} enters {hex} for the Allies", unit=u, hex=t.labels[h]), rule="11.34")
            return


# -- entering hexes ----------------------------------------------------------------------

def after_entry(ctx, uid: str, h: int, side: str) -> None:
    """What an Allied unit entering a hex sets off: Hitler (11.27, at once in Berlin), the
    Home Army (11.7), Bulgaria and Hungary (11.32, 14.1)."""
    if side != ALLIED:
        if ctx.game.cache.units[uid].nationality == HUNGARIAN:
            _hungarian_inside(ctx, uid, h)
        return
    t = ctx.game.cache
    s = ctx.state
    if h == t.city("berlin") and hitler.at_once(True) and s.data.get("hitler", "alive") == "alive":
        s.data["hitler"] = "dead"
        ctx.log(T("Hitler takes his own life: Allied troops are in Berlin"), rule="11.27")
    home_army(ctx, h)
    if t.units[uid].nationality == SOVIET:
        check_bulgaria(ctx)
        check_hungary(ctx)


def _hungarian_inside(ctx, uid: str, h: int) -> None:
    """11.33: a Hungarian unit that enters Hungary stays there from then on."""
    if h in ctx.game.cache.region("hungary"):
        inside = ctx.state.data.setdefault("hun_inside", [])
        if uid not in inside:
            inside.append(uid)


def home_army(ctx, h: int) -> None:
    """11.7: the first Allied unit within two hexes of Warsaw raises the Home Army: two dice
    against the Axis units in Warsaw (their owner takes the hits, ``outside``), or one die
    against one Axis unit within two hexes that the Allies choose (or none)."""
    s, t = ctx.state, ctx.game.cache
    w = t.city("warsaw")
    if w is None or s.data.get("home_army_risen"):
        return
    rng = t.data["home_army"]["range"]
    if t.hexes[h].distance(t.hexes[w]) > rng:
        return
    s.data["home_army_risen"] = True
    axis_at: dict[int, list[str]] = {}
    for u, v in s.units.items():
        if v.status == ON_MAP and t.units[u].ground and _side(ctx, u) == AXIS:
            axis_at.setdefault(t.idx[v.hex], []).append(u)
    ha = t.data["home_army"]
    if axis_at.get(w):
        rolls = ctx.roll(ha["dice_if_axis_in_warsaw"], purpose=T("Home Army"), rule="11.7")
        hits = sum(1 for r in rolls if r in ha["hits_on"])
        ctx.log(T("The Home Army rises: {hits:# hit|# hits}", hits=hits), rule="11.7")
        outside.queue_hits(ctx, AXIS, axis_at[w], hits, "11.7", t.labels[w])
        return
    near = sorted(u for x, us in axis_at.items() if t.hexes[x].distance(t.hexes[w]) <= rng for u in us)
    if not near:
        ctx.log(T("The Home Army rises; no Axis unit is near Warsaw"), rule="11.7")
        return
    s.data["home_army_target"] = near  # the Allies pick the unit it strikes, or none


def _side(ctx, uid: str) -> str:
    from qtwargame.rules.red_vengeance.snapshot import side_of
    return side_of(ctx.game.cache, ctx.state, uid)


def leader_ids(t) -> list[str]:
    """The leaders (11.2), in the table's order, kept for the game."""
    hit = t.memo.get("leader_ids")
    if hit is None:
        hit = t.memo["leader_ids"] = [u for u, i in t.units.items() if i.leader]
    return hit


def overrun_leaders(ctx, h: int, side: str) -> None:
    """6.1, 11.23: an enemy unit entering a hex where an enemy leader stands alone removes
    him."""
    s, t = ctx.state, ctx.game.cache
    hx = t.hexes[h]
    if not any(s.units[u].status == ON_MAP and s.units[u].hex == hx and _side(ctx, u) != side
               for u in leader_ids(t)):
        return  # no enemy leader here (what follows finds none; asked after every entry)
    here = [u for u, v in s.units.items() if v.status == ON_MAP and v.hex == hx]
    enemy_leaders = [u for u in here if t.units[u].leader and _side(ctx, u) != side]
    if not enemy_leaders:
        return
    if any(t.units[u].ground and _side(ctx, u) != side for u in here):
        return
    for u in enemy_leaders:
        kill_leader(ctx, u, T("{leader} is overrun", leader=u))


def kill_leader(ctx, uid: str, why) -> None:
    from qtwargame.engine.state import REMOVED
    ctx.state.units[uid] = UnitState(None, 0, REMOVED, frozenset())
    dead = ctx.state.data.setdefault("dead_leaders", [])
    dead.append(uid)
    ctx.log(why, rule="11.23")


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
                      and t.units[u].leader and _side(ctx, u) == side)
        if not lead:
            continue
        left = [u for u, v in s.units.items() if v.status == ON_MAP and v.hex == hx
                and t.units[u].ground and _side(ctx, u) == side]
        for lid in lead:
            die = ctx.roll(1, purpose=T("leader's fate"), rule="11.23")[0]
            if leaders.dies(t.data, die, not left):
                kill_leader(ctx, lid, T("{leader} is killed (die {die})", leader=lid, die=die))
            elif not left:
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
        if v.status == ON_MAP and t.units[u].ground and _side(ctx, u) == AXIS and t.idx[v.hex] in edge:
            by.setdefault(t.idx[v.hex], []).append(u)
    for h in sorted(by):
        rolls = ctx.roll(wa["dice_per_edge_hex"], purpose=T("Western Allies"), rule="11.5")
        hits = sum(1 for r in rolls if r in wa["hits_on"])
        ctx.log(T("Western Allies at {hex}: {hits:# hit|# hits}", hex=t.labels[h], hits=hits), rule="11.5")
        outside.queue_hits(ctx, AXIS, by[h], hits, "11.5", t.labels[h])


def dresden(ctx) -> None:
    """11.5: in February 1945 Dresden is bombed: one die per Axis unit there, a 6 costs it
    a step (no retreat); afterwards Dresden is a small city."""
    from qtwargame.rules.red_vengeance.losses_board import lose_step

    s, t = ctx.state, ctx.game.cache
    db = t.data["dresden_bombing"]
    if s.turn != db["turn"] or s.data.get("dresden_bombed"):
        return
    s.data["dresden_bombed"] = True
    h = t.city("dresden")
    ctx.log(T("Dresden is bombed and counts as a small city from now on"), rule="11.5")
    for u, v in sorted(s.units.items()):
        if v.status == ON_MAP and t.units[u].ground and _side(ctx, u) == AXIS and t.idx[v.hex] == h:
            die = ctx.roll(db["dice_per_unit"], purpose=T("Dresden"), rule="11.5")[0]
            if die in db["step_on"]:
                lose_step(ctx, u, "11.5")


def fuhrer_offensive(ctx) -> None:
    """11.9: by the end of the March 1945 Axis combat phase Dietrich and the I and II SS
    Panzer Corps must have made one attack together; if not, Dietrich goes and each of the
    two loses a step on 4-6. Waived with 14.6."""
    from qtwargame.rules.red_vengeance.losses_board import lose_step

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
                       if v.status == ON_MAP and t.units[u].armor and _side(ctx, u) == AXIS)
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
    from qtwargame.rules.red_vengeance.losses_board import take_off

    s = ctx.state
    s.data.pop("withdrawal_ask", None)
    take_off(ctx, uid, "pool")
    s.data["withdrawn"] = uid
    ctx.log(T("{unit} is withdrawn to the West; it returns in February", unit=uid), rule="10.5")
