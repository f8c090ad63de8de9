"""Answers to Defiant Russia decisions described for the player (issue 11, item 1).

While an attack is declared (7.1): each addition (an attacker, a defending hex, an air
point, the fleet, Zhukov's hex) says the dice it leads to, and an air point how many are
left (11.7); Resolve says the dice each side will roll. A retreat names the hexes it goes
through. Other answers keep the engine's words."""

from __future__ import annotations

from dataclasses import replace

from qtwargame.engine.actions import Action, Attack, Choose, Opt, Retreat, answer_label
from qtwargame.engine.ruleset import Choice
from qtwargame.engine.text import Texts

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
        # The engine's words name the way; a click on the end hex answers.
        return Choice(action, answer_label(action), (action.unit,), (action.path[-1],))
    return Choice(action, answer_label(action), action.unit_ids(), action.hex_refs())

