"""15.0 on the board: what the Allies and the Axis hold at the end of April 1945, their
losses and Hitler's fate, scored by ``victory.score``; the running score on the status
panel uses the same."""

from __future__ import annotations

from qtwargame.engine.state import ELIMINATED, ON_MAP, REMOVED, Result
from qtwargame.engine.text import Texts, reworded
from qtwargame.rules.red_vengeance import victory
from qtwargame.rules.red_vengeance.snapshot import snap_of
from qtwargame.rules.red_vengeance.supply import near_yugoslavia, yugoslav_controls_near
from qtwargame.rules.red_vengeance.units import ALLIED, AXIS

T = Texts("red_vengeance")


def _counted(t) -> list:
    """The units 15.2 may count (ground units and leaders), in the table's order (that of
    ``state.units``), each with what the count asks of it: its leader key (None for a
    ground unit), nationality, printed side and whether it is German; kept for the
    game."""
    hit = t.memo.get("casualty_units")
    if hit is None:
        hit = t.memo["casualty_units"] = [
            (uid, info.leader_key if info.leader else None, info.nationality, info.side, info.german)
            for uid, info in t.units.items() if info.leader or info.ground]
    return hit


def tally(game, state) -> tuple[dict[str, victory.Losses], dict[str, dict[int, list[str]]]]:
    """15.2 and 7.3 in one pass over the units: each side's losses (its dead units and
    reduced units on the map, for the Axis only German and SS ones, and its dead leaders;
    units a rule took off are no casualties, and a defector's units count for the Allies,
    ``side_of``) and each side's ground units on Yugoslavia and next to it
    (``supply.near_yugoslavia``: hex -> units, in the order of ``state.units``, as a
    snapshot holds them), which is all of the map the end state asks; without a snapshot
    of the whole map, as the score is asked after every action."""
    t = game.cache
    data = state.data
    off = set(data.get("taken_off", []))
    dead = data.get("dead_leaders", [])
    defected = data.get("defected", ())
    near = near_yugoslavia(t)
    qgrid, qmin, rmin = t.qgrid, t.qmin, t.rmin
    out: dict[str, victory.Losses] = {AXIS: victory.Losses(), ALLIED: victory.Losses()}
    ground: dict[str, dict[int, list[str]]] = {AXIS: {}, ALLIED: {}}
    units = state.units
    for uid, leader, nationality, side, german in _counted(t):
        if nationality in defected:
            side = ALLIED
        counts = german or side != AXIS  # for the Axis only German and SS units count
        if leader is not None:
            if counts and uid in dead:
                out[side].leaders.append(leader)
            continue
        u = units[uid]
        status = u.status
        if status == ON_MAP:
            hx = u.hex
            if hx is not None:
                i = qgrid[hx.q - qmin][hx.r - rmin]
                if i in near:
                    g = ground[side]
                    if i in g:
                        g[i].append(uid)
                    else:
                        g[i] = [uid]
            if counts and u.step > 0:
                out[side].reduced += 1
        elif counts and status in (ELIMINATED, REMOVED) and uid not in off:
            out[side].eliminated += 1
    return out, ground


def tally_kept(game, state) -> tuple[dict[str, victory.Losses], dict[str, dict[int, list[str]]]]:
    """:func:`tally` of a state handed out, kept in its snapshot (``snap_of``): the score
    asked of a position and the evaluation's casualty count read one pass. Not to be
    changed."""
    return snap_of(game, state).once("tally", lambda: tally(game, state))


def end_state(game, state, tallied=None) -> victory.EndState:
    """15.0's facts of ``state``; ``tallied``: its :func:`tally`, when counted already."""
    t = game.cache
    objectives = {}
    for cid in t.data["victory"]["objectives"]:
        h = t.city(cid)
        objectives[cid] = state.control.get(t.hexes[h]) if h is not None else None
    lost, near = tally(game, state) if tallied is None else tallied
    yug = sorted(t.region("yugoslavia"))
    every = yugoslav_controls_near(t, state, near[AXIS], near[ALLIED])
    ctl = {h: every[h] for h in yug}
    whole = None
    for side in (AXIS, ALLIED):
        if yug and all(c == side for c in ctl.values()):
            whole = side

    def sole(cid):
        h = t.city(cid)
        c = ctl.get(h) if h in ctl else state.control.get(t.hexes[h])
        return c if c in (AXIS, ALLIED) else None
    return victory.EndState(objectives, whole, sole("belgrade"), sole("zagreb"),
                            lost[AXIS], lost[ALLIED],
                            state.data.get("hitler", "alive") == "alive")


def score(game, state, tallied=None) -> dict[str, int]:
    return victory.score(game.cache.data, end_state(game, state, tallied))


def final_result(ctx) -> None:
    """15.0: the side with more victory points wins; equal points are a draw."""
    s, game = ctx.state, ctx.game
    pts = score(game, s)
    s.vp = pts
    if pts[ALLIED] == pts[AXIS]:
        s.result = Result(None, "draw", T("A draw, {a} to {x}", a=pts[ALLIED], x=pts[AXIS]))
        return
    winner = ALLIED if pts[ALLIED] > pts[AXIS] else AXIS
    # The words a state records, hence every save's hash, name the side alone.
    s.result = Result(winner, "victory", reworded(
        T("{side:actor} wins {a} to {b}", side=winner, a=max(pts.values()), b=min(pts.values())),
        "{side} wins {a} to {b}"))
