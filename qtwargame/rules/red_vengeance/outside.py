"""Hits outside combat and the choices they leave a player: the Western Allies (11.5) and
the Home Army (11.7); also the Axis player's pick of the unit withdrawn in November when
the II SS Panzer Corps is not on the map (10.5), and which of several equally near units a
surviving leader joins (11.23).

11.5 gives the Axis units in a map-edge hex "a hit" for every 6; 11.7 gives the Axis units
in Warsaw one for every 6 of two dice. As in combat (8.51) the owner picks which of his
units takes each step: the hits wait in ``state.data["outside_hits"]``, queued by
``triggered.queue_hits`` (one entry a hex: owner, units, hits left, rule), and each step is
a decision of the owner answered with ``Choose(UNIT, units=(u,))``. There is no combat
here, so no retreat absorbs them (reading: a hit outside combat is a step). When only one
unit can take it, or the hits are as many as the steps left, nothing is asked.

With no Axis unit in Warsaw, 11.7 lets the Allied player roll one die against one Axis unit
of his choice within two hexes of Warsaw ("may"): a decision of the Allies, ``Choose(TARGET,
units=(u,))`` or ``Choose(PASS)``.

Dresden (11.5) and the Führer's offensive (11.9) roll for each unit by name: the unit the
die is rolled for takes the step, so there is nothing to choose (``events``).

Hits that arise during a combat (an advance into range of Warsaw) are asked before the
combat goes on (the core procedure's ``interrupted`` hook)."""

from __future__ import annotations

from qtwargame.engine.actions import Choose, Opt
from qtwargame.engine.state import ON_MAP, Decision
from qtwargame.engine.text import Texts
from qtwargame.rules.red_vengeance.events import join, leader_rolls, withdraw
from qtwargame.rules.red_vengeance.losses_board import lose_step
from qtwargame.rules.red_vengeance.triggered import queue_hits
from qtwargame.rules.red_vengeance.units import ALLIED, AXIS

T = Texts("red_vengeance")

HITS = "hits"  # the decision kinds
HOME_ARMY = "home_army"
WITHDRAWAL = "withdrawal"
REJOIN = "rejoin"
KINDS = (HITS, HOME_ARMY, WITHDRAWAL, REJOIN)

_SOURCE = {"11.5": T("the Western Allies"), "11.7": T("the Home Army")}


def _alive(state, units: list[str]) -> list[str]:
    return [u for u in units if state.units[u].status == ON_MAP]


def _steps(game, state, units: list[str]) -> int:
    return sum(game.units[u].step_count - state.units[u].step for u in units)


def ask(ctx) -> bool:
    """Settle what needs no choice and ask the next question; True when one is pending."""
    s, game = ctx.state, ctx.game
    if s.pending is not None:
        return True
    if s.data.get("rejoin_ask"):
        r = s.data["rejoin_ask"]
        s.pending = Decision(REJOIN, ctx.game.side_of(s, r["leader"]),
                             T("{leader} survives alone: choose which of the nearest units he joins",
                               leader=r["leader"]), {"leader": r["leader"]})
        return True
    if s.data.get("withdrawal_ask"):
        s.pending = Decision(WITHDRAWAL, AXIS,
                             T("Choose the armor unit withdrawn to the West until February"),
                             {"units": list(s.data["withdrawal_ask"])})
        return True
    if s.data.get("home_army_target"):
        s.pending = Decision(HOME_ARMY, ALLIED, T("The Home Army rises: strike an Axis unit near Warsaw?"),
                             {"units": list(s.data["home_army_target"])})
        return True
    queue = s.data.get("outside_hits")
    while queue:
        q = queue[0]
        alive = _alive(s, q["units"])
        if q["hits"] <= 0 or not alive:
            queue.pop(0)
            continue
        if len(alive) == 1 or q["hits"] >= _steps(game, s, alive):
            q["hits"] -= 1
            lose_step(ctx, alive[0], q["rule"])
            continue
        args = dict(source=_SOURCE[q["rule"]], n=q["hits"], hex=q["hex"])
        prompt = (T("{source}: 1 hit at {hex}; choose the unit that loses a step", **args)
                  if q["hits"] == 1 else
                  T("{source}: {n} hits at {hex}; choose the unit that loses the next step", **args))
        s.pending = Decision(HITS, q["side"], prompt, {"hex": q["hex"], "rule": q["rule"]})
        return True
    s.data.pop("outside_hits", None)
    checks = s.data.pop("leader_checks", None)
    if checks:
        # 11.23: the leaders stacked with units eliminated outside a combat's losses roll,
        # once a hex, after all the hits of the event are taken (whether the whole stack
        # went is known then)
        idx = game.cache.idx
        by: dict[tuple[str, str], list[str]] = {}
        for ch in checks:
            by.setdefault((ch["side"], ch["hex"]), []).append(ch["unit"])
        for (side, label), units in by.items():
            h = idx[game.hex(label)]
            leader_rolls(ctx, side, units, {u: h for u in units})
        return ask(ctx)
    return False


def answers(game, state, side: str, kind: str) -> list[Choose]:
    """The answers to the pending question."""
    if kind == REJOIN:
        return [Choose(side, Opt.LEADER_HEX, hexes=(game.hex(h),)) for h in state.data["rejoin_ask"]["hexes"]]
    if kind == WITHDRAWAL:
        return [Choose(AXIS, Opt.UNIT, units=(u,)) for u in state.data.get("withdrawal_ask", [])]
    if kind == HOME_ARMY:
        return ([Choose(ALLIED, Opt.TARGET, units=(u,)) for u in state.data.get("home_army_target", [])]
                + [Choose(ALLIED, Opt.PASS)])
    q = state.data["outside_hits"][0]
    return [Choose(side, Opt.UNIT, units=(u,)) for u in _alive(state, q["units"])]


def apply_answer(ctx, kind: str, action: Choose) -> None:
    """Carry out an answer, then ask the next question, if any."""
    s = ctx.state
    s.pending = None
    if kind == REJOIN:
        join(ctx, s.data["rejoin_ask"]["leader"], action.hexes[0])
    elif kind == WITHDRAWAL:
        withdraw(ctx, action.units[0])
    elif kind == HOME_ARMY:
        s.data.pop("home_army_target", None)
        if action.option == Opt.TARGET:
            strike_one(ctx, action.units[0])
        else:
            ctx.log(T("The Home Army does not strike"), rule="11.7")
    else:
        q = s.data["outside_hits"][0]
        q["hits"] -= 1
        lose_step(ctx, action.units[0], q["rule"])
    ask(ctx)


def strike_one(ctx, uid: str) -> None:
    """11.7: one die against the Axis unit the Allies chose; a 6 is a hit."""
    s, t = ctx.state, ctx.game.cache
    ha = t.data["home_army"]
    rolls = ctx.roll(ha["dice_otherwise"], purpose=T("Home Army"), rule="11.7")
    hits = sum(1 for r in rolls if r in ha["hits_on"])
    ctx.log(T("The Home Army strikes {unit}: {hits:# hit|# hits}", unit=uid, hits=hits), rule="11.7")
    queue_hits(ctx, ctx.game.side_of(s, uid), [uid], hits, "11.7", ctx.game.label(s.units[uid].hex))


def describe(game, kind: str, action: Choose):
    """The label of an answer, in words."""
    if kind == REJOIN:
        return T("Join the unit at {hex}", hex=game.label(action.hexes[0]))
    if kind == WITHDRAWAL:
        return T("Withdraw {unit}", unit=action.units[0])
    if kind == HOME_ARMY:
        if action.option == Opt.TARGET:
            return T("Strike {unit} (one die, a hit on 6)", unit=action.units[0])
        return T("Do not strike")
    return T("{unit} loses a step", unit=action.units[0])


def answer_words(game, state, kind: str, action: Choose):
    """An answer for the log, as a player would say it (the automatic line after it says
    what came of it): the unit a leader joins (11.23), the armor withdrawn (10.5),
    the Home Army's target (11.7), the unit that takes a hit."""
    side = action.side
    if kind == REJOIN:
        leader = state.data.get("rejoin_ask", {}).get("leader")
        return T("{side:actor} chooses the unit at {hex} for {leader} to join", side=side,
                 hex=game.label(action.hexes[0]), leader=leader)
    if kind == WITHDRAWAL:
        return T("{side:actor} chooses {unit} to withdraw to the West", side=side, unit=action.units[0])
    if kind == HOME_ARMY:
        if action.option == Opt.TARGET:
            return T("{side:actor} has the Home Army strike {unit}", side=side, unit=action.units[0])
        return T("{side:actor} gives the Home Army no target", side=side)
    return T("{side:actor} chooses {unit} to lose a step", side=side, unit=action.units[0])
