"""Answers to Blitzkrieg to Moscow 2 decisions described for the player (issue 11, item 1):
each defence choice (11.3.2) says who defends actively and who passively and the odds
column and result chances it leads to, so making a corps passive never turns a 6:1 into
an automatic elimination unannounced; tank-action moves and attacks (12.1) name the hexes
the board highlights; other answers keep the engine's words."""

from __future__ import annotations

from qtwargame.engine.actions import (
    Action,
    Attack,
    Choose,
    HexList,
    Move,
    Opt,
    Retreat,
    UnitList,
    answer_label,
)
from qtwargame.engine.ruleset import Choice
from qtwargame.engine.text import Msg
from qtwargame.rules.blitzkrieg_moscow import battle, combat
from qtwargame.rules.blitzkrieg_moscow.model import T


def chances_text(outcomes: dict[str, float]) -> Msg:
    """Result codes (as printed on the CRT; "-" in words) with their chance, likeliest
    first."""
    parts = []
    for r, p in sorted(outcomes.items(), key=lambda kv: -kv[1]):
        parts.append(T("no effect {p}", p=f"{p:.0%}") if r == "-" else
                     T("{result} {p}", result=r, p=f"{p:.0%}"))
    return T("{chances}", chances=tuple(parts))


def _defence(game, state, action: Choose) -> Choice:
    p = state.pending
    c = battle.current(state)
    choice = battle.defence_choice(p.data["options"], action.units)
    active = tuple(u for u, how in choice.items() if how == "active")
    passive = tuple(u for u, how in choice.items() if how == "passive")
    if active and passive:
        label = T("{active} active; {passive} passive", active=UnitList(active),
                  passive=UnitList(passive))
    elif active:
        label = T("All defend actively")
    else:
        label = T("All defend passively")
    units = tuple(sorted(choice))
    if c is None:
        return Choice(action, label, units)
    target = game.hex(c["target"])
    full = {u: "worn" for u in c["defenders"]}
    full.update(choice)
    pv = combat.preview(game, state, c["attackers"], target, full, c.get("effective") or {})
    consequence = T("{att} to {dfn}, column {col}: {chances}", att=pv.attack_strength,
                    dfn=pv.defense_strength, col=pv.column, chances=chances_text(pv.outcomes))
    return Choice(action, label, units, (target,), consequence, pv)


def describe_choice(game, state, action: Action) -> Choice:
    """The ruleset's ``describe_choice``: see the module docstring."""
    p = state.pending
    if p is not None and p.kind == "defence" and isinstance(action, Choose) \
            and action.option == Opt.DEFEND:
        return _defence(game, state, action)
    if isinstance(action, Retreat) and len(action.path) > 1:
        return Choice(action, T("Retreat {unit} to {to} through {via}", unit=action.unit,
                                to=action.path[-1], via=HexList(action.path[:-1])),
                      (action.unit,), (action.path[-1],))
    if isinstance(action, Move):
        return Choice(action, answer_label(action), (action.unit,), (action.path[-1],))
    if isinstance(action, Attack):
        pv = game.ruleset.preview_attack(game, state, action.attackers, action.target)
        consequence = None
        if pv is not None:
            consequence = T("{att} to {dfn}, column {col}: {chances}", att=pv.attack_strength,
                            dfn=pv.defense_strength, col=pv.column,
                            chances=chances_text(pv.outcomes))
        return Choice(action, T("Attack {hex} with {units}", hex=action.target,
                                units=UnitList(action.attackers)),
                      tuple(action.attackers), (action.target,), consequence, pv)
    return Choice(action, answer_label(action), action.unit_ids(), action.hex_refs())
