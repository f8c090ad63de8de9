"""The breakthrough phase (12.0): each tank-action card lets one tank (two with
Blitzkrieg's x2, 12.2; two stacked mechanized corps on one card, 12.3) move or attack
under every rule of 10.0 and 11.0. A breakthrough move must end within the stacking
limit: no end-of-movement check follows it (8.3). The tank action in progress is kept
in ``state.data["tank_action"]``."""

from __future__ import annotations

from qtwargame.engine.actions import Action, Attack, Choose, Move, Opt, PlayCard
from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import Decision, GameState
from qtwargame.rules.blitzkrieg_moscow import battle, cards, combat
from qtwargame.rules.blitzkrieg_moscow.model import T
from qtwargame.rules.blitzkrieg_moscow.movement import apply_move, frozen, moves
from qtwargame.rules.blitzkrieg_moscow.stacking import room_for
from qtwargame.rules.blitzkrieg_moscow.units import is_mech_corps, is_tank, side_units, units_at
from qtwargame.rules.blitzkrieg_moscow.zoc import zoc_hexes


def tanks(game: Game, state: GameState, side: str) -> list[str]:
    """12.1: only tanks act, active or worn."""
    return [u for u in side_units(game, state, side)
            if is_tank(game, u) and not frozen(game, state, u)]


def plays(game: Game, state: GameState, side: str) -> list[PlayCard]:
    """12.1: play a tank-action card from the hand, while a tank is on the map."""
    if not tanks(game, state, side):
        return []
    return [PlayCard(side, c, "", "tank_action") for c in cards.in_hand(game, state, side, "tank_action")]


def _start(ctx: Context, play: dict, cancelled: bool) -> None:
    if cancelled:
        return
    count = ctx.game.cache.cards[play["card"]].icon("tank_action").get("count", 1)
    ctx.state.data["tank_action"] = {"card": play["card"], "count": count, "acted": [],
                                     "mode": None, "origin": None, "dest": None,
                                     "targets": []}
    _offer(ctx)


cards.EFFECTS["tank_action"] = _start


def _offer(ctx: Context) -> None:
    s = ctx.state
    ta = s.data.get("tank_action")
    if ta is None:
        return
    if not [a for a in answers_for(ctx.game, s, s.active) if not isinstance(a, Choose)]:
        _end(ctx)
        return
    s.pending = Decision("tank_action", s.active, T("Tank action: move or attack"), {})


def _end(ctx: Context) -> None:
    ctx.state.data.pop("tank_action", None)
    ctx.state.pending = None


def _partners(game: Game, state: GameState, ta: dict) -> list[str]:
    """12.3: the mechanized corps stacked with the first one when the card was played."""
    first = ta["acted"][0]
    if not is_mech_corps(game, first) or ta["origin"] is None:
        return []
    origin = game.hex(ta["origin"])
    return [u for u in units_at(state, origin) if is_mech_corps(game, u) and u not in ta["acted"]]


def answers_for(game: Game, state: GameState, side: str) -> list[Action]:
    ta = state.data["tank_action"]
    acted = ta["acted"]
    out: list[Action] = []
    pool = [u for u in tanks(game, state, side) if u not in acted]
    second = bool(acted)
    if second and ta["count"] < 2:
        # 12.3: only a stacked partner of the first corps may follow, with the same card.
        pool = _partners(game, state, ta) if ta["mode"] == "move" else []
    if ta["mode"] in (None, "move"):
        ezoc = zoc_hexes(game, state, game.enemy(side))
        dest = game.hex(ta["dest"]) if second and ta["count"] < 2 else None
        for u in pool:
            for m in moves(game, state, u, "breakthrough", ezoc):
                if (dest is None or m.to == dest) and room_for(game, state, side, m.to, [u]):
                    out.append(m)
    if ta["mode"] in (None, "attack") and not (second and ta["count"] < 2):
        done_targets = set(ta["targets"])
        for h in combat.targets(game, state, side):
            if game.label(h) in done_targets:
                continue  # 12.2: two attacks with one Blitzkrieg card go at different hexes
            near = [u for u in pool if combat.may_attack_from(game, state, u, h)]
            out.extend(Attack(side, (u,), h) for u in near)
            if ta["count"] >= 2 and not second:
                out.extend(Attack(side, (a, b), h) for i, a in enumerate(near) for b in near[i + 1:])
            elif ta["count"] < 2:
                out.extend(_corps_pairs(game, state, side, near, h))
    out.append(Choose(side, Opt.DONE))
    return out


def _corps_pairs(game: Game, state: GameState, side: str, near: list[str], h: Hex) -> list[Attack]:
    """12.3: two mechanized corps stacked in one hex attack together on one card."""
    out = []
    corps = [u for u in near if is_mech_corps(game, u)]
    for i, a in enumerate(corps):
        for b in corps[i + 1:]:
            if state.units[a].hex == state.units[b].hex:
                out.append(Attack(side, (a, b), h))
    return out


def answer(ctx: Context, action: Action) -> None:
    s, game = ctx.state, ctx.game
    ta = s.data["tank_action"]
    s.pending = None
    if isinstance(action, Choose):
        _end(ctx)
        return
    if isinstance(action, Move):
        if not ta["acted"]:
            ta["origin"] = game.label(s.units[action.unit].at)
            ta["dest"] = game.label(action.to)
        ta["acted"].append(action.unit)
        ta["mode"] = "move"
        apply_move(ctx, action)
        _after_act(ctx)
        return
    assert isinstance(action, Attack)  # the legal answers (answers_for): Choose, Move, Attack
    ta["acted"].extend(action.attackers)
    ta["mode"] = "attack"
    ta["targets"].append(game.label(action.target))
    battle.start(ctx, action, "breakthrough")


def _after_act(ctx: Context) -> None:
    s = ctx.state
    ta = s.data.get("tank_action")
    if ta is None:
        return
    if ta["count"] >= 2 and len(ta["acted"]) < 2:
        _offer(ctx)
    elif ta["count"] < 2 and ta["mode"] == "move" and len(ta["acted"]) == 1:
        _offer(ctx)
    else:
        _end(ctx)


battle.AFTER["breakthrough"] = _after_act
