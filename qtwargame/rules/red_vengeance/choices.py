"""What Red Vengeance's combat answers say (session 89, played by hand): a loss whether
the unit is reduced or eliminated (8.51), a retreat that goes further than its hexes why
(8.64), an advance that leaves a leader alone that it does (6.1), a retreat instead of
losses which units cannot retreat so far and lose steps for it (8.65, session 93), a loss
that eliminates a unit stacked with a leader that he then rolls for his life (11.23,
session 93). Read by the ruleset's ``describe_choice``."""

from __future__ import annotations

from qtwargame.engine.actions import Action, Advance, Choose, HexList, Opt, Retreat, TakeLoss
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
        if not on_last_step(game, state, action.unit):
            label = T("{unit} takes the loss: reduced", unit=action.unit)
        else:
            leaders = _leaders_with(game, state, action.unit)
            ld = game.cache.data["leader_death"]
            label = (T("{unit} takes the loss: eliminated; then a die for {leaders} with it: "
                       "{n} or less kills, {m} or less if the whole stack goes (11.23)",
                       unit=action.unit, leaders=leaders, n=ld["dies_on_or_below"],
                       m=ld["dies_on_or_below"] - ld["whole_stack_modifier"])
                     if leaders else T("{unit} takes the loss: eliminated", unit=action.unit))
        return Choice(action, label, action.unit_ids(), action.hex_refs())
    if p.kind == "losses" and isinstance(action, Choose) and action.option == Opt.RETREAT:
        return _retreat_instead(game, state, action)
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


def _leaders_with(game: Game, state: GameState, unit: str) -> tuple[str, ...]:
    """The leaders of ``unit``'s side stacked with it: each rolls for his life once it is
    eliminated (11.23; session 93 by hand, nothing said so when the 8th Guards Army was
    chosen to go and Zhukov then died on a 1)."""
    at = state.units[unit].hex
    side = game.side_of(state, unit)
    t = game.cache
    return tuple(sorted(u for u, v in state.units.items() if v.status == ON_MAP and v.hex == at
                        and u != unit and t.units[u].leader and game.side_of(state, u) == side))


def _retreat_instead(game: Game, state: GameState, action: Action):
    """8.61, 8.65: "Retreat instead" names the survivors that cannot retreat the whole way
    (enemy ZOC bars them sooner) and what the steps they take instead do to them (session
    93, by hand: the Allies retreated two hexes from an attack on four hexes, and
    Cavalry-Mechanized Group Pliev, ringed by German ZOC, lost both its steps: the answer
    had said only "Retreat instead"). The same count as the procedure's
    (``Procedure.partial_retreat``); None where every survivor can go the whole way."""
    from qtwargame.rules.red_vengeance.resolution import PROCEDURE, retreat_lengths
    from qtwargame.rules.red_vengeance.snapshot import snap_of

    c = state.data.get("combat")
    if not c or not c.get("order"):
        return None
    side = c["order"][c["at"]]
    length = c["left"] if side == c["enemy"] else 1
    alive = [u for u in PROCEDURE.survivors(state, c, side) if PROCEDURE.is_ground(game, u)]
    lengths = retreat_lengths(snap_of(game, state), alive, length)
    lost: list[str] = []
    short: list[str] = []
    for u in alive:
        steps = (length - lengths[u]) // (2 if game.cache.units[u].shock else 1)  # 11.1
        if steps <= 0:
            continue
        left = game.units[u].step_count - state.units[u].step
        (lost if steps >= left else short).append(u)
    if lost and short:
        label = T("Retreat instead ({lost} cannot retreat so far and will be eliminated, {short} "
                  "will lose steps: 8.65)", lost=tuple(lost), short=tuple(short))
    elif lost:
        label = T("Retreat instead ({units} cannot retreat so far and will be eliminated: 8.65)",
                  units=tuple(lost))
    elif short:
        label = T("Retreat instead ({units} cannot retreat so far and will lose steps: 8.65)",
                  units=tuple(short))
    else:
        return None
    return Choice(action, label, tuple(lost + short), action.hex_refs())
