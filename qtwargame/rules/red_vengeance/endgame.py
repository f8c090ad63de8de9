"""15.0 on the board: what the Allies and the Axis hold at the end of April 1945, their
losses and Hitler's fate, scored by ``victory.score``; the running score on the status
panel uses the same."""

from __future__ import annotations

from qtwargame.engine.state import ELIMINATED, ON_MAP, REMOVED, Result
from qtwargame.engine.text import Texts
from qtwargame.rules.red_vengeance import victory
from qtwargame.rules.red_vengeance.snapshot import Snap, side_of
from qtwargame.rules.red_vengeance.supply import yugoslav_controls
from qtwargame.rules.red_vengeance.units import ALLIED, AXIS

T = Texts("red_vengeance")


def losses_of(game, state, side: str) -> victory.Losses:
    """15.2: a side's dead units and reduced units on the map (for the Axis only German
    and SS ones count), and its dead leaders; units a rule took off are no casualties."""
    t = game.cache
    off = set(state.data.get("taken_off", []))
    out = victory.Losses()
    for uid, info in t.units.items():
        if side_of(t, state, uid) != side:
            continue
        if side == AXIS and not info.german:
            continue
        u = state.units[uid]
        if info.leader:
            if uid in state.data.get("dead_leaders", []):
                out.leaders.append(info.leader_key)
            continue
        if not info.ground:
            continue
        if u.status in (ELIMINATED, REMOVED) and uid not in off:
            out.eliminated += 1
        elif u.status == ON_MAP and u.step > 0:
            out.reduced += 1
    return out


def end_state(game, state) -> victory.EndState:
    t = game.cache
    snap = Snap(game, state)
    objectives = {}
    for cid in t.data["victory"]["objectives"]:
        h = t.city(cid)
        objectives[cid] = state.control.get(t.hexes[h]) if h is not None else None
    yug = sorted(t.region("yugoslavia"))
    every = yugoslav_controls(snap)
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
                            losses_of(game, state, AXIS), losses_of(game, state, ALLIED),
                            state.data.get("hitler", "alive") == "alive")


def score(game, state) -> dict[str, int]:
    return victory.score(game.cache.data, end_state(game, state))


def final_result(ctx) -> None:
    """15.0: the side with more victory points wins; equal points are a draw."""
    s, game = ctx.state, ctx.game
    pts = score(game, s)
    s.vp = pts
    if pts[ALLIED] == pts[AXIS]:
        s.result = Result(None, "draw", T("A draw, {a} to {x}", a=pts[ALLIED], x=pts[AXIS]))
        return
    winner = ALLIED if pts[ALLIED] > pts[AXIS] else AXIS
    s.result = Result(winner, "victory", T("{side} wins {a} to {b}", side=winner,
                                           a=max(pts.values()), b=min(pts.values())))
