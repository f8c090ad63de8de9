"""Answers to Defiant Russia decisions described for the player (issue 11, item 1).

While an attack is declared (7.1): each addition (an attacker, a defending hex, an air
point, the fleet, Zhukov's hex) says the dice it leads to, and an air point how many are
left (11.7); Resolve says the dice each side will roll. A retreat names the hexes it goes
through. A loss says whether the unit is reduced or eliminated (7.2), and the retreats
read in this game's words (Japanese 後退, as the rulebook and the log say, where the
engine's shared words say 退却). Other answers keep the engine's words."""

from __future__ import annotations

from dataclasses import replace

from qtwargame.engine.actions import (
    Action,
    Attack,
    Choose,
    HexList,
    Opt,
    Retreat,
    TakeLoss,
    answer_label,
)
from qtwargame.engine.ruleset import Choice
from qtwargame.engine.text import Texts
from qtwargame.rules.dice_bucket.losses import on_last_step

T = Texts("defiant_russia")

#: The answers that grow a declaration, and how each grows the whole ``Attack``.
_GROW = {
    Opt.ATTACKER: lambda a, c: replace(a, attackers=a.attackers + c.units),
    Opt.TARGET: lambda a, c: replace(a, also=a.also + c.hexes),
    Opt.AIR: lambda a, c: replace(a, air=a.air + max(c.count, 1)),
    Opt.SUPPORT: lambda a, c: replace(a, support=a.support + c.units),
    Opt.LEADER_HEX: lambda a, c: replace(a, leader_hexes=a.leader_hexes + c.hexes),
}


def _dice(game, state, attack: Attack):
    pv = game.preview(state, attack)
    if pv is None:
        return None, None
    return pv, T("{att:# die|# dice} against {dfn}; expected hits {on_def} on the defender, "
                 "{on_att} on the attacker", att=pv.attack_strength,
                 dfn=pv.defense_strength,
                 on_def=f"{pv.expected.get(game.enemy(attack.side), 0.0):.1f}",
                 on_att=f"{pv.expected.get(attack.side, 0.0):.1f}")


def _declaring(game, state, action: Choose) -> Choice:
    base = Choice(action, answer_label(action), action.unit_ids(), action.hex_refs())
    whole = game.declaration_in_progress(state)
    if whole is None:
        return base
    if action.option == Opt.RESOLVE:
        pv, text = _dice(game, state, whole)
        return replace(base, hexes=(whole.target, *whole.also), consequence=text, preview=pv)
    grow = _GROW.get(action.option)
    if grow is None:
        return base
    pv, text = _dice(game, state, grow(whole, action))
    label = base.label
    if action.option == Opt.AIR:
        held = state.data.get("air", {}).get(action.side, 0) - whole.air
        label = T("Add 1 air point ({n} left)", n=held - 1)
    return replace(base, label=label, consequence=text, preview=pv)


def describe_choice(game, state, action: Action) -> Choice:
    """The ruleset's ``describe_choice``: see the module docstring."""
    p = state.pending
    if p is not None and p.kind == "attack" and isinstance(action, Choose):
        return _declaring(game, state, action)
    if isinstance(action, Retreat) and len(action.path) > 1:
        # The words name the way; a click on the end hex answers.
        return Choice(action, T("Retreat {unit} to {to} through {via}", unit=action.unit,
                                to=action.path[-1], via=HexList(action.path[:-1])),
                      (action.unit,), (action.path[-1],))
    if isinstance(action, Retreat) and action.path:
        return Choice(action, T("Retreat {unit} to {to}", unit=action.unit, to=action.path[-1]),
                      action.unit_ids(), action.hex_refs())
    if isinstance(action, Choose) and action.option == Opt.RETREAT:
        return Choice(action, _retreat_instead(state), action.unit_ids(), action.hex_refs())
    if isinstance(action, TakeLoss) and action.unit in state.units:
        # 7.2: a unit on its last step is eliminated, else flipped to its reduced side.
        last = on_last_step(game, state, action.unit)
        label = (T("{unit} takes the loss: eliminated", unit=action.unit) if last
                 else T("{unit} takes the loss: reduced", unit=action.unit))
        return Choice(action, label, action.unit_ids(), action.hex_refs())
    return Choice(action, answer_label(action), action.unit_ids(), action.hex_refs())


def _retreat_instead(state):
    """7.21, 7.22: what retreating instead takes: the defender one hex for each hit left,
    the attacker one hex for its last hit (the answer said only "Retreat instead", with
    nothing of how far: session 94's report)."""
    c = state.data.get("combat")
    if not c or not c.get("order") or not c.get("left"):
        return T("Retreat instead")
    if c["order"][c["at"]] == c["enemy"]:
        return T("Retreat {n:# hex|# hexes} instead of the {n:# hit|# hits} left (7.21)",
                 n=c["left"])
    return T("Retreat 1 hex instead of the last hit (7.22)")
