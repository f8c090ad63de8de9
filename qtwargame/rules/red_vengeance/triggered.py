"""What units entering hexes and Romanian losses set off at once, and what those events do
to the board: Romania's surrender roll (11.31) and the surrenders (11.31, 11.32, 14.1),
Hungarians held home once inside (11.33), Hitler at once with Allied troops in Berlin
(11.27), the Home Army (11.7, its hits queued for ``outside`` to ask), lone leaders overrun
(6.1, 11.23); units a rule takes off the map (surrender, withdrawal 10.5).

``losses_board`` calls these as units move and lose steps, and ``events`` (the events of
the turn's phases) builds on them, so this module sits below both and imports neither."""

from __future__ import annotations

from qtwargame.engine.state import ELIMINATED, ON_MAP, REMOVED, UnitState
from qtwargame.engine.text import Texts
from qtwargame.rules.red_vengeance import hitler, minors
from qtwargame.rules.red_vengeance.snapshot import side_of
from qtwargame.rules.red_vengeance.units import ALLIED, AXIS, BULGARIAN, HUNGARIAN, ROMANIAN, SOVIET

T = Texts("red_vengeance")


def units_of(ctx, nationality: str) -> tuple[str, ...]:
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
    surrenders = minors.romania_surrenders(ctx.game.cache.data, die, n)
    if n == 1:  # nothing to take off the die (session 89 read "die 6, 6 after 0 earlier events")
        ctx.log(T("Romania surrenders: die {die} at the first event, {t} or less needed", **words)
                if surrenders else
                T("Romania holds on: die {die} at the first event, {t} or less needed", **words),
                rule="11.31")
    elif surrenders:
        ctx.log(T("Romania surrenders: die {die}, {m} after {k:# earlier event|# earlier events}, "
                  "{t} or less needed", **words), rule="11.31")
    else:
        ctx.log(T("Romania holds on: die {die}, {m} after {k:# earlier event|# earlier events}, "
                  "{t} or less needed", **words), rule="11.31")
    if surrenders:
        surrender(ctx, "romania")


NATION = {"romania": ROMANIAN, "bulgaria": BULGARIAN, "hungary": HUNGARIAN}


def surrender(ctx, country: str) -> None:
    """11.31, 11.32, 14.1: the country's units leave the map at once."""
    s = ctx.state
    s.data.setdefault("surrendered", []).append(country)
    for u in units_of(ctx, NATION[country]):
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
    for u in units_of(ctx, SOVIET):
        v = units[u]
        if v.status == ON_MAP and qgrid[v.hex.q - qmin][v.hex.r - rmin] in reg:
            return True
    return False


def check_bulgaria(ctx) -> None:
    """11.32: Bulgaria surrenders at once when Romania has and a Soviet unit is in it."""
    s = ctx.state
    done = s.data.get("surrendered", [])
    # Romania's surrender comes first, so the map is searched for a Soviet unit only then
    # (this is asked after every Soviet entry).
    romania = "romania" in done
    if "bulgaria" not in done and romania and minors.bulgaria_surrenders(romania, soviet_in(ctx, "bulgaria")):
        ctx.log(T("Bulgaria surrenders"), rule="11.32")
        surrender(ctx, "bulgaria")


def check_hungary(ctx) -> None:
    """14.1 (optional): Hungary surrenders as Bulgaria does."""
    s = ctx.state
    done = s.data.get("surrendered", [])
    option, romania = bool(ctx.game.options.get("magyar_honour")), "romania" in done
    if "hungary" not in done and option and romania and minors.hungary_surrenders(
            option, romania, soviet_in(ctx, "hungary")):  # searched only then, as Bulgaria's
        ctx.log(T("Hungary surrenders"), rule="14.1")
        surrender(ctx, "hungary")


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
        if v.status == ON_MAP and t.units[u].ground and unit_side(ctx, u) == AXIS:
            axis_at.setdefault(t.idx[v.hex], []).append(u)
    ha = t.data["home_army"]
    if axis_at.get(w):
        rolls = ctx.roll(ha["dice_if_axis_in_warsaw"], purpose=T("Home Army"), rule="11.7")
        hits = sum(1 for r in rolls if r in ha["hits_on"])
        ctx.log(T("The Home Army rises: {hits:# hit|# hits}", hits=hits), rule="11.7")
        queue_hits(ctx, AXIS, axis_at[w], hits, "11.7", t.labels[w])
        return
    near = sorted(u for x, us in axis_at.items() if t.hexes[x].distance(t.hexes[w]) <= rng for u in us)
    if not near:
        ctx.log(T("The Home Army rises; no Axis unit is near Warsaw"), rule="11.7")
        return
    s.data["home_army_target"] = near  # the Allies pick the unit it strikes, or none


def unit_side(ctx, uid: str) -> str:
    """The side ``uid`` fights for now (11.34: defectors for the Allies)."""
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
    if not any(s.units[u].status == ON_MAP and s.units[u].hex == hx and unit_side(ctx, u) != side
               for u in leader_ids(t)):
        return  # no enemy leader here (what follows finds none; asked after every entry)
    here = [u for u, v in s.units.items() if v.status == ON_MAP and v.hex == hx]
    enemy_leaders = [u for u in here if t.units[u].leader and unit_side(ctx, u) != side]
    if not enemy_leaders:
        return
    if any(t.units[u].ground and unit_side(ctx, u) != side for u in here):
        return
    for u in enemy_leaders:
        kill_leader(ctx, u, T("{leader} is overrun", leader=u))


def kill_leader(ctx, uid: str, why) -> None:
    ctx.state.units[uid] = UnitState(None, 0, REMOVED, frozenset())
    dead = ctx.state.data.setdefault("dead_leaders", [])
    dead.append(uid)
    ctx.log(why, rule="11.23")


def take_off(ctx, uid: str, status: str = ELIMINATED) -> None:
    """A unit taken off the map by a rule, not by combat (surrender 11.31, 11.32,
    withdrawal 10.5): it is no casualty (15.2)."""
    ctx.state.units[uid] = UnitState(None, 0, status, frozenset())
    off = ctx.state.data.setdefault("taken_off", [])
    if uid not in off:
        off.append(uid)


def queue_hits(ctx, owner: str, units: list[str], hits: int, rule: str, where: str) -> None:
    """``hits`` steps for ``owner`` to take among ``units`` (all in hex ``where``)."""
    if hits <= 0 or not units:
        return
    ctx.state.data.setdefault("outside_hits", []).append(
        {"side": owner, "units": sorted(units), "hits": hits, "rule": rule, "hex": where})
