"""What Red Vengeance's combat answers say (session 89, played by hand): a loss whether
the unit is reduced or eliminated (8.51), a retreat that goes further than its hexes why
(8.64), an advance that leaves a leader alone that it does (6.1). Read by the ruleset's
``describe_choice``."""

from __future__ import annotations

from qtwargame.engine.actions import Action, Advance, HexList, Retreat, TakeLoss
from qtwargame.engine.game import Game
from qtwargame.engine.ruleset import Choice
from qtwargame.engine.state import ON_MAP, GameState
from qtwargame.engine.text import Texts
from qtwargame.rules.dice_bucket.losses import on_last_step
from qtwargame.rules.red_vengeance.stacking import stack_ok

T = Texts("red_vengeance")


def combat_answer(game: Game, state: GameState, action: Action):
    """The answers of a combat's losses, retreats and advances, in words that say what they
    do (session 89, played by hand): a loss whether the unit is reduced or eliminated
    (8.51); a retreat that goes further than its hexes why (8.64: the hex it would stop in
    is full); an advance that leaves a leader alone says so (6.1: he stays where he
    stood, and an enemy unit entering his hex removes him). None: the engine's words."""
    p = state.pending
    if p is None:
        return None
    if p.kind == "losses" and isinstance(action, TakeLoss) and action.unit in state.units:
        label = (T("{unit} takes the loss: eliminated", unit=action.unit)
                 if on_last_step(game, state, action.unit)
                 else T("{unit} takes the loss: reduced", unit=action.unit))
        return Choice(action, label, action.unit_ids(), action.hex_refs())
    if p.kind == "retreat" and isinstance(action, Retreat) and len(action.path) > 1:
        c = state.data.get("combat") or {}
        side = c["order"][c["at"]] if c.get("order") else None
        n = c.get("retreat_by", {}).get(action.unit, c.get("retreat", {}).get(side))
        if n and len(action.path) > n:
            t = game.cache
            stop = action.path[n - 1]
            here = [u for u, v in state.units.items()
                    if v.status == ON_MAP and v.hex == stop and u != action.unit]
            if not stack_ok(game, t, here + [action.unit], t.idx[stop]):
                label = T("Retreat {unit} to {to} through {via}: {full} is full, so further (8.64)",
                          unit=action.unit, to=action.path[-1], via=HexList(action.path[:-1]),
                          full=stop)
                return Choice(action, label, (action.unit,), (action.path[-1],))
        return None
    if p.kind == "advance" and isinstance(action, Advance) and action.unit in state.units:
        at = state.units[action.unit].hex
        t = game.cache
        with_him = [u for u, v in state.units.items() if v.status == ON_MAP and v.hex == at
                    and u != action.unit and game.side_of(state, u) == action.side]
        leaders = tuple(sorted(u for u in with_him if t.units[u].leader))
        if leaders and all(t.units[u].leader for u in with_him):
            label = T("Advance {unit} to {hex}, leaving {leaders} alone at {at} (6.1)",
                      unit=action.unit, hex=action.hex, leaders=leaders, at=at)
            return Choice(action, label, action.unit_ids(), action.hex_refs())
    return None
