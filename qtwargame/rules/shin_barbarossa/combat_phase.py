"""The combat phases (5.2.2, 5.3.3; 10.2, 10.3): every combat declared first (10.3.2; the
Soviets must attack every adjacent Axis stack, 10.2), then each resolved in the order
declared (10.3.6). The combats themselves are ``battle``'s."""

from __future__ import annotations

from qtwargame.engine.actions import Action, Attack, Choose, Opt
from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.ruleset import Choice
from qtwargame.engine.state import GameState
from qtwargame.engine.text import Msg
from qtwargame.rules.shin_barbarossa import battle, overrun
from qtwargame.rules.shin_barbarossa.facts import Facts
from qtwargame.rules.shin_barbarossa.texts import T

PHASES = ("axis_combat", "soviet_combat")


def enter(ctx: Context) -> None:
    """10.3.2: a combat phase opens with its declarations."""
    ctx.state.data["declared"] = []
    ctx.state.data["stage"] = "declare"


def actions(game: Game, state: GameState) -> list[Action]:
    """While declaring: every declaration open and, once one is made (and for the Soviets
    every owed hex is attacked, 10.2), closing the declarations; then resolving the next
    declared combat (10.3.6)."""
    side = state.active
    if state.data.get("stage") == "declare":
        out: list[Action] = list(battle.attacks(game, state))
        f = Facts.of(game, state)
        if battle.declared(state) and not (side == f.soviet and battle.unmet(game, state, f)):
            out.append(Choose(side, Opt.RESOLVE))
        return out
    todo = battle.declared(state)
    if todo:
        return [Choose(side, Opt.RESOLVE, hexes=tuple(game.hex(h) for h in todo[0]["targets"]))]
    return []


def resolve(ctx: Context) -> None:
    """``Opt.RESOLVE``: the declarations closed (10.3.2), or the next declared combat
    resolved (10.3.6)."""
    s, game = ctx.state, ctx.game
    if s.data.get("stage") == "declare":
        s.data["stage"] = "resolve"
        ctx.log(T("Every combat is declared"), rule="10.3.2", said_by_act=True)
    else:
        c = battle.declared(s).pop(0)
        battle.begin(ctx, c["attackers"], [game.hex(h) for h in c["targets"]], c["air"])
        overrun.after_combat_step(ctx)


def answer(ctx: Context, action: Action) -> None:
    """An answer to a combat's decision (``battle.answers``); a combat of an overrun that
    ends lets the moving stack go on (``overrun.after_combat_step``)."""
    battle.answer(ctx, action)
    overrun.after_combat_step(ctx)


def blockers(game: Game, state: GameState) -> list[Msg]:
    """Why the combat phase cannot end yet: declared combats waiting (10.3.2, 10.3.6), an
    owed Soviet attack not declared (10.2)."""
    out: list[Msg] = []
    if state.data.get("stage") == "resolve" and battle.declared(state):
        out.append(T("Resolve the declared combats"))
    elif state.data.get("stage") == "declare" and battle.declared(state):
        out.append(T("Close the declarations and resolve them"))
    if state.phase == "soviet_combat" and state.data.get("stage") == "declare":
        f = Facts.of(game, state)
        if battle.unmet(game, state, f):
            out.append(T("Every adjacent Axis stack must be attacked (10.2)"))
    return out


def owed_targets(game: Game, state: GameState) -> frozenset[Hex]:
    """10.2, 10.2.1: while the Soviets declare their combats, the Axis hexes owed an
    attack that no declaration has taken on yet (``battle.unmet``)."""
    if (state.phase != "soviet_combat" or state.data.get("stage") != "declare"
            or state.pending is not None):
        return frozenset()
    return frozenset(battle.unmet(game, state, Facts.of(game, state)))


def declared_combats(game: Game, state: GameState) -> list[Attack]:
    """10.3.2: the combats declared this phase and not yet resolved, in the order they
    are resolved (10.3.6: one by one, in the order declared)."""
    if state.phase not in PHASES:
        return []
    return [Attack(state.active, tuple(c["attackers"]), game.hex(c["targets"][0]),
                   tuple(game.hex(h) for h in c["targets"][1:]), c.get("air", 0))
            for c in state.data.get("declared", ())]


def resolve_choice(game: Game, state: GameState, action: Choose) -> Choice:
    """10.3.2, 10.3.6: closing the declarations (how many combats then wait), or
    resolving the next declared combat, with its odds."""
    todo = declared_combats(game, state)
    if not action.hexes:
        return Choice(action, T("Close the declarations ({n:# combat|# combats})", n=len(todo)), (), ())
    first = todo[0] if todo else None
    if first is None:
        return Choice(action, T("Resolve the combat at {hex}", hex=action.hexes[0]), (), action.hexes)
    pv = battle.preview(game, state, first.attackers, first.targets, first.air)
    words = battle.odds_words(pv, first.side, game.cache.data.axis) if pv is not None else None
    return Choice(action, T("Resolve the combat at {hex}", hex=action.hexes[0]), first.attackers,
                  first.targets, words, pv)
