"""15.0 on the board: what the Allies and the Axis hold at the end of April 1945, their
losses and Hitler's fate, scored by ``victory.score``; the running score on the status
panel uses the same."""

from __future__ import annotations

from qtwargame.engine.state import ELIMINATED, ON_MAP, REMOVED, Result
from qtwargame.engine.text import Texts
from qtwargame.rules.red_vengeance import victory
from qtwargame.rules.red_vengeance.snapshot import Snap
from qtwargame.rules.red_vengeance.supply import yugoslav_controls
from qtwargame.rules.red_vengeance.units import ALLIED, AXIS

T = Texts("red_vengeance")


def _counted(t) -> list:
    """The units 15.2 may count (ground units and leaders), in the table's order, kept for
    the game."""
    hit = t.memo.get("casualty_units")
    if hit is None:
        hit = t.memo["casualty_units"] = [(uid, info) for uid, info in t.units.items()
                                          if info.leader or info.ground]
    return hit


def losses(game, state) -> dict[str, victory.Losses]:
    """15.2: each side's dead units and reduced units on the map (for the Axis only German
    and SS ones count), and its dead leaders; units a rule took off are no casualties.
    Both sides in one pass over the units; a defector's units count for the Allies
    (``side_of``)."""
    t = game.cache
    data = state.data
    off = set(data.get("taken_off", []))
    dead = data.get("dead_leaders", [])
    defected = data.get("defected", ())
    out: dict[str, victory.Losses] = {AXIS: victory.Losses(), ALLIED: victory.Losses()}
    units = state.units
    for uid, info in _counted(t):
        side = ALLIED if info.nationality in defected else info.side
        if side == AXIS and not info.german:
            continue
        lost = out.get(side)
        if lost is None:
            lost = out[side] = victory.Losses()
        if info.leader:
            if uid in dead:
                lost.leaders.append(info.leader_key)
            continue
        u = units[uid]
        if u.status in (ELIMINATED, REMOVED) and uid not in off:
            lost.eliminated += 1
        elif u.status == ON_MAP and u.step > 0:
            lost.reduced += 1
    return out


def losses_of(game, state, side: str) -> victory.Losses:
    """15.2: one side's losses (:func:`losses`)."""
    return losses(game, state).get(side, victory.Losses())


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
    lost = losses(game, state)

    def sole(cid):
        h = t.city(cid)
        c = ctl.get(h) if h in ctl else state.control.get(t.hexes[h])
        return c if c in (AXIS, ALLIED) else None
    return victory.EndState(objectives, whole, sole("belgrade"), sole("zagreb"),
                            lost[AXIS], lost[ALLIED],
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
