"""Overrun during movement (6.4, 9.1–9.9, Q&A): who may overrun, when, and what follows."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from qtwargame.engine.actions import Action, Choose, Move, Opt
from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.ruleset import Choice
from qtwargame.engine.state import ON_MAP, Decision, GameState, UnitState
from qtwargame.rules.shin_barbarossa import battle, control, moves
from qtwargame.rules.shin_barbarossa.facts import Facts, is_combat, is_tank
from qtwargame.rules.shin_barbarossa.texts import T


def stops_after(in_enemy_zoc: bool, overruns_again: bool) -> bool:
    """9.8: after an overrun, a unit in enemy ZOC ends its move unless it overruns again
    from there (read: this specific rule wins over 7.1.7's panzer ZOC exemption)."""
    return in_enemy_zoc and not overruns_again


# -- the overrun in play (9.0–9.9, 6.4, 14.1) ------------------------------------------------
#
# A tank or panzer (or a stack of them that started the phase together, 9.3) that may
# overrun is "moving" (``state.data["moving"]``): no other unit moves until it is done
# (9.7). While it is, the moving side answers a decision (kind ``DECISION``) whose answers
# are the overruns it may make now, each with its cost and odds (``describe``), the units
# that started the phase in the same hex and may still join it, its further moves (after an
# overrun, 9.5) and Done.

DECISION = "overrun"
#: The Choose symbol of an overrun: ``units`` the overrunning stack, ``hexes`` the enemy
#: hex, ``count`` the Axis air units committed (0 or 1, 14.1).
OVERRUN = "overrun"


def _tanks_at_start(game: Game, state: GameState, f: Facts, lead: str) -> list[str]:
    """9.3: the tanks of the lead's hex that have not moved this phase (they started it
    there together) and may move now."""
    here = f.pos[lead]
    movers = set(moves.movers(game, state, f))
    return [u for u in sorted(f.at.get(here, [])) if u != lead and u in movers and is_tank(game, u)]


def begin(ctx: Context, lead: str) -> None:
    """A ``Move(mode="overrun")`` picked in the open phase: the lead (and the tanks that
    started with it) may now overrun, the odds shown before anything is rolled."""
    s, game = ctx.state, ctx.game
    f = Facts(game, s)
    group = [lead, *_tanks_at_start(game, s, f, lead)]
    mp = min(moves.allowance(game, s, u, f) for u in group)
    s.data["moving"] = {"unit": lead, "group": group, "mp": mp, "origin": game.label(f.pos[lead]),
                        "path": [], "stopped": True, "overran": False, "acted": False}
    ask(ctx, f)  # only the moving stack's record written since the facts were made


def after_move(ctx: Context, uid: str, origin: Hex, path: Sequence[Hex], left: float,
               f: Facts | None = None) -> None:
    """After a tank's normal move with ``left`` points: it keeps them for an overrun in
    reach (9.5); the tanks that started with it may follow it there (9.3, 9.6). ``f``: the
    facts of the state after the move, when the caller has them (handed on to ``ask``)."""
    s, game = ctx.state, ctx.game
    moving = s.data.get("moving")
    if moving and uid in moving["group"]:
        moving["mp"] = left
        moving["stopped"] = True
        moving["acted"] = True
        moving["path"] = [*moving["path"], *(game.label(h) for h in path)]
    else:
        s.data["moving"] = {"unit": uid, "group": [uid], "mp": left, "origin": game.label(origin),
                            "path": [game.label(h) for h in path], "stopped": True, "overran": False,
                            "acted": True}
    ask(ctx, f)  # only the moving stack's record written since the facts were made


def end(ctx: Context) -> None:
    """The moving stack is done: its units have moved this phase (8.0)."""
    s = ctx.state
    moving = s.data.pop("moving", None)
    if moving and moving.get("acted"):
        for u in moving["group"]:
            if s.units[u].status == ON_MAP:
                s.units[u] = s.units[u].with_flag("moved")


def ask(ctx: Context, f: Facts | None = None) -> None:
    """Ask the moving side what its stack does next, or end its move when it can do
    nothing more that a separate move could not (no overrun in reach). ``f``: facts the
    caller made of this very state, nothing the facts read written since (only the moving
    stack's record, ``data["moving"]``, which they never read); else made here."""
    s, game = ctx.state, ctx.game
    moving = s.data.get("moving")
    if not moving:
        return
    moving["group"] = [u for u in moving["group"] if s.units[u].status == ON_MAP]
    if f is None:
        f = Facts(game, s)  # the state is still changing: never the cached facts
    if not moving["group"] or moving["mp"] <= 0 or not (
            overrun_answers(game, s, f) or (not moving["stopped"] and _further(game, s, moving, f))):
        end(ctx)
        return
    lead = moving["group"][0]
    moving["unit"] = lead
    s.pending = Decision(DECISION, game.units[lead].side,
                         T("Overrun, move on or stop: {units}", units=tuple(moving["group"])), {})


def _further(game: Game, state: GameState, moving: dict[str, Any], f: Facts) -> bool:
    return bool(moves.normal_moves(game, state, f, moving["group"][0], moving["mp"]))


def _stack_cost(game: Game, state: GameState, f: Facts, units: Sequence[str], target: Hex) -> float | None:
    costs = [moves.overrun_mp(game, state, f, u, target) for u in units]
    known = [c for c in costs if c is not None]
    return None if len(known) < len(costs) else max(known)


def overrun_answers(game: Game, state: GameState, f: Facts | None = None) -> list[Action]:
    """The overruns the moving stack may make now: each enemy hex next to it, by the
    whole stack or by one of its units (9.3, 9.6), with or without an Axis air unit (14.1),
    when its points pay the cost (9.1, 9.10) and its hex is within the stacking limit (6.4)."""
    moving = state.data.get("moving")
    if not moving:
        return []
    f = f if f is not None else Facts.of(game, state)
    group = [u for u in moving["group"] if u in f.pos]
    if not group or any(not is_tank(game, u) for u in group):
        return []
    side = game.units[group[0]].side
    here = f.pos[group[0]]
    if any(f.pos[u] != here for u in group) or f.room(here, side, "unit") < 0:
        return []
    enemy = f.enemy(side)
    stacks = [tuple(group)] + ([(u,) for u in group] if len(group) > 1 else [])
    out: list[Action] = []
    for n in sorted(game.board.neighbors(here), key=game.label):
        if n not in f.hexes[enemy] or not any(is_combat(game, u) or game.units[u].kind == "leader"
                                              for u in f.at.get(n, [])):
            continue
        airs = [0] + ([1] if side == f.axis and battle.air_available(game, state, f, n) else [])
        for units in stacks:
            cost = _stack_cost(game, state, f, units, n)
            if cost is None or cost > moving["mp"]:
                continue
            for air in airs:
                out.append(Choose(side, OVERRUN, units=units, hexes=(n,), count=air))
    return out


def answers(game: Game, state: GameState) -> list[Action]:
    """Every answer of the moving stack's decision: overruns, tanks joining it (9.3:
    they started in its hex; they follow its path and pay their own cost), its further
    normal moves after an overrun (9.5), and Done."""
    moving = state.data.get("moving")
    if not moving:
        return []
    f = Facts.of(game, state)
    lead = moving["group"][0]
    side = game.units[lead].side
    out: list = list(overrun_answers(game, state))
    if not moving["overran"] and moving["path"]:
        origin = game.hex(moving["origin"])
        path = tuple(game.hex(x) for x in moving["path"])
        if f.room(f.pos[lead], side, "unit") > 0:
            for u in sorted(f.at.get(origin, [])):
                if u in moving["group"] or u not in moves.movers(game, state, f) or not is_tank(game, u):
                    continue
                left = _follow_left(game, state, f, u, origin, path)
                if left is not None:
                    out.append(Move(side, u, path, "normal"))
    if not moving["stopped"]:
        out += moves.normal_moves(game, state, f, lead, moving["mp"])
    out.append(Choose(side, Opt.DONE, units=(lead,)))
    return out


def _follow_left(game: Game, state: GameState, f: Facts, uid: str, origin: Hex,
                 path: Sequence[Hex]) -> float | None:
    """The points ``uid`` keeps after following the stack's path (None: it cannot)."""
    budget = moves.allowance(game, state, uid, f)
    found = moves.normal_found(game, state, f, uid, budget)
    if path[-1] not in found:
        return None
    spent = moves.path_cost(game, state, uid, (origin, *path), f, start_budget=budget)
    return budget - spent if spent <= budget or len(path) == 1 else None


def answer(ctx: Context, action: Action) -> None:
    """Apply an answer of the moving stack's decision but a move of the stack itself (that
    is a move like any other, ``movement_phase.answer_overrun``)."""
    s, game = ctx.state, ctx.game
    s.pending = None
    moving = s.data["moving"]
    if isinstance(action, Choose) and action.option == OVERRUN:
        f = Facts(game, s)
        units, target = tuple(action.units), action.hexes[0]
        moving["mp"] -= _stack_cost(game, s, f, units, target) or 0
        moving["group"] = list(units)  # 9.6: a unit left behind stops where it is
        moving["overran"] = moving["acted"] = True
        for u in units:
            s.units[u] = s.units[u].with_flag("moved")
        if action.count:
            s.data["air"] = s.data.get("air", 0) - action.count
            ctx.log(T("An Axis air unit supports the overrun"), rule="14.1")
        battle.begin(ctx, units, (target,), action.count, overrun=True)
        after_combat_step(ctx)
        return
    if isinstance(action, Move) and action.unit not in moving["group"]:
        # 9.3, 9.6: a tank of the same starting hex joins the moving stack.
        f = Facts(game, s)
        origin = game.hex(moving["origin"])
        left = _follow_left(game, s, f, action.unit, origin, action.path) or 0
        was = s.units[action.unit]
        s.units[action.unit] = UnitState(action.path[-1], was.step, was.status, was.flags | {"moved"})
        control.note_passage(ctx, action.unit, action.path)  # 3.2b
        moving["group"].append(action.unit)
        moving["mp"] = min(moving["mp"], left)
        ctx.log(T("{unit} moves with the stack", unit=action.unit), rule="9.3")
        ask(ctx)
        return
    end(ctx)


def after_combat_step(ctx: Context) -> None:
    """After an overrun is over: 9.8 the unit stops in enemy ZOC unless it overruns
    again; 9.5 it may go on while points last."""
    s, game = ctx.state, ctx.game
    if s.pending is not None or battle.current(s) is not None:
        return
    moving = s.data.get("moving")
    if not moving or s.phase not in moves.MOVE_PHASES:
        return
    alive = [u for u in moving["group"] if s.units[u].status == ON_MAP]
    if not alive or moving["mp"] <= 0:
        end(ctx)
        return
    f = Facts(game, s)
    in_zoc = f.pos[alive[0]] in f.zoc[f.enemy(game.units[alive[0]].side)]
    # 9.8: in enemy ZOC it stops unless it overruns again from there; 9.5 else it may
    # move on and overrun again while its points last.
    moving["stopped"] = stops_after(in_zoc, False)
    ask(ctx, f)  # only the moving stack's record written since the facts were made


def carry(ctx: Context, uid: str, path: Sequence[Hex]) -> None:
    """The rest of the moving stack goes where its lead went (a stack moves together)."""
    s = ctx.state
    moving = s.data.get("moving")
    if not moving or uid not in moving["group"]:
        return
    for u in moving["group"]:
        if u != uid and s.units[u].status == ON_MAP:
            o = s.units[u]
            s.units[u] = UnitState(path[-1], o.step, o.status, o.flags | {"moved"})
            control.note_passage(ctx, u, path)  # 3.2b


def _num(x: float | None) -> int | float:
    return battle._num(x)


def describe_odds(game: Game, state: GameState, action: Action) -> Choice | None:
    """An overrun with its cost in movement points (9.1) and its odds: an answer of the
    moving stack's decision, or an overrun move picked in the open phase. None for any
    other action."""
    axis = game.cache.data.axis
    if isinstance(action, Choose) and action.option == OVERRUN:
        pv = battle.preview(game, state, action.units, action.hexes, action.count)
        if pv is None:
            return None
        f = Facts.of(game, state)
        cost = _stack_cost(game, state, f, action.units, action.hexes[0])
        left = state.data.get("moving", {}).get("mp", 0) - (cost or 0)
        label = (T("Overrun {hex} with {units} and an air unit", hex=action.hexes[0],
                   units=tuple(action.units)) if action.count else
                 T("Overrun {hex} with {units}", hex=action.hexes[0], units=tuple(action.units)))
        words = T("{cost:# movement point|# movement points} ({left} left); {odds}",
                  cost=_num(cost), left=_num(left), odds=battle.odds_words(pv, action.side, axis))
        return Choice(action, label, action.units, action.hexes, words, pv)
    if isinstance(action, Move) and action.mode == "overrun" and action.unit in state.units:
        f = Facts.of(game, state)
        if action.unit not in f.pos:
            return None
        pv = battle.preview(game, state, (action.unit,), (action.to,), 0)
        cost = moves.overrun_mp(game, state, f, action.unit, action.to)
        if pv is None or cost is None:
            return None
        return Choice(action, T("Overrun {hex} with {units}", hex=action.to, units=(action.unit,)),
                      (action.unit,), (action.to,),
                      T("{cost} movement points; {odds}", cost=_num(cost),
                        odds=battle.odds_words(pv, action.side, axis)), pv)
    return None


def describe(game: Game, state: GameState, action: Action) -> Choice | None:
    """The moving stack's further moves, joining tanks and Done, in words (its overruns
    are described with their odds by ``describe_odds``)."""
    moving = state.data.get("moving")
    if state.pending is None or state.pending.kind != DECISION or not moving:
        return None
    group = tuple(moving["group"])
    if isinstance(action, Move) and action.unit not in group:
        return Choice(action, T("{unit} joins the stack in {hex}", unit=action.unit, hex=action.to),
                      (action.unit,), (action.to,), T("It started the phase in the same hex (9.3)"))
    if isinstance(action, Move):
        # 9.5: what this walk costs the stack and what it keeps (session 96 by hand: every
        # answer read "4 movement points before this move", the same words on each)
        mp = moving["mp"]
        f = Facts.of(game, state)
        start = f.pos.get(group[0])
        if start is None:
            return None
        cost = max(moves.path_cost(game, state, u, (start, *action.path), f, start_budget=mp)
                   for u in group)
        return Choice(action, T("{units} move on to {hex}", units=group, hex=action.to), group,
                      (action.to,), T("{cost:# movement point|# movement points} ({left} left)",
                                      cost=_num(cost), left=_num(max(mp - cost, 0))))
    if isinstance(action, Choose) and action.option == Opt.DONE:
        return Choice(action, T("Stop: the move of {units} is over", units=group), group, ())
    return None
