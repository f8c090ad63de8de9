"""Answers to Blitzkrieg to Moscow 2 decisions described for the player (issue 11, item 1):
each defence choice (11.3.2) says who defends actively and who passively and the odds
column and result chances it leads to, so making a corps passive never turns a 6:1 into
an automatic elimination unannounced; in a reroll window (7.1) passing says the result the
die gives and a reroll card the chances of the roll again; tank-action moves and attacks (12.1) name the hexes
the board highlights; a retreat into the own rear area (10.5) names the area; other answers
keep the engine's words."""

from __future__ import annotations

from dataclasses import replace

from qtwargame.engine.actions import (
    Action,
    Attack,
    Choose,
    HexList,
    Move,
    Opt,
    Place,
    PlayCard,
    Retreat,
    UnitList,
    answer_label,
)
from qtwargame.engine.ruleset import Choice
from qtwargame.engine.text import Msg
from qtwargame.rules.blitzkrieg_moscow import battle, combat, stacking
from qtwargame.rules.blitzkrieg_moscow.model import T
from qtwargame.rules.blitzkrieg_moscow.units import units_at


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


def _reroll(game, state, action: Action) -> Choice:
    """7.1 reroll window: passing keeps the die and its result; a reroll card gives the
    column's chances again."""
    c = battle.current(state)
    base = Choice(action, answer_label(action), action.unit_ids(), action.hex_refs())
    if c is None or c.get("die") is None or c.get("index") is None:
        return base
    die = c["die"]
    kept = combat.outcome(game, c["index"], die)
    if isinstance(action, Choose) and action.option == Opt.PASS:
        text = (T("Keep the die {die}: no effect", die=die) if kept == "-" else
                T("Keep the die {die}: {result}", die=die, result=kept))
        return replace(base, consequence=text)
    return replace(base, consequence=T("Reroll instead of {die} ({kept}): {chances}", die=die,
                                       kept=T("no effect") if kept == "-" else kept,
                                       chances=chances_text(combat.chances(game, c["index"]))))


def icon_words(icon) -> Msg:
    """A card's use in words (7.0), to tell apart cards of one name by their other uses."""
    kind = icon.type
    if kind == "combat_shift":
        n = f"{int(icon.get('value', 1)):+d}"
        return T("street fighting {n}", n=n) if icon.get("city_only") else T("column shift {n}", n=n)
    if kind == "rail":
        return T("rail move ×{n}", n=icon.get("count", 1))
    if kind == "tank_action":
        return T("tank action ×{n}", n=icon.get("count", 1))
    if kind == "activate":
        return T("activate")
    if kind == "reroll":
        return T("reroll own die") if icon.get("whose") == "own" else T("reroll enemy die")
    if kind == "reinforcement":
        return T("rebuild {n}", n=icon.get("points", 1))
    if kind == "cancel":
        return T("cancel a card")
    if kind == "hero_city":
        return T("hero city")
    return T("{use}", use=kind)


def odds_text(pv) -> Msg:
    return T("{att} to {dfn}, column {col}: {chances}", att=pv.attack_strength,
             dfn=pv.defense_strength, col=pv.column, chances=chances_text(pv.outcomes))


def _combat_card(game, state, action: Action) -> Choice:
    """11.3.4 shift card window: each card names its other uses (two cards of one name
    differ by them: the one not played keeps its own) and the odds it leads to; passing
    gives the odds as they stand."""
    c = battle.current(state)
    base = Choice(action, answer_label(action), action.unit_ids(), action.hex_refs())
    if c is None or c.get("choice") is None:
        return base
    target = game.hex(c["target"])
    effective = dict(c.get("effective") or {})
    label = base.label
    if isinstance(action, PlayCard):
        card = game.cache.cards[action.card]
        effective[action.side] = action.card
        others = tuple(icon_words(i) for i in card.icons if i.type != "combat_shift")
        label = (T("Play {card} (its other use: {uses})", card=action.card, uses=others) if others
                 else T("Play {card}", card=action.card))
    pv = combat.preview(game, state, c["attackers"], target, c["choice"], effective)
    return Choice(action, label, base.units, (target,), odds_text(pv), pv)


#: What "Done" ends in each decision that offers it, as a button's label and as the log's
#: words: the tank action of a card (12.1), the rebuilding of a Replacements card (6.2), the
#: rail move of a card (6.3) and the units railed with the first (6.3).
_DONE_LABELS = {
    "tank_action": lambda side: T("End the tank action"),
    "rebuild": lambda side: T("Stop rebuilding"),
    "rail": lambda side: T("Make no rail move"),
    "rail_follow": lambda side: T("Rail no more units with it"),
}
_DONE_WORDS = {
    "tank_action": lambda side: T("{side:actor} ends the tank action", side=side),
    "rebuild": lambda side: T("{side:actor} stops rebuilding", side=side),
    "rail": lambda side: T("{side:actor} makes no rail move", side=side),
    "rail_follow": lambda side: T("{side:actor} rails no more units with it", side=side),
}


def _done(table, state, action: Action) -> Msg | None:
    """``action``'s words from ``table`` where it is "Done" in a decision named there."""
    p = state.pending
    if p is None or not isinstance(action, Choose) or action.option != Opt.DONE or p.kind not in table:
        return None
    return table[p.kind](action.side)


def describe_choice(game, state, action: Action) -> Choice:
    """The ruleset's ``describe_choice``: see the module docstring."""
    p = state.pending
    done = _done(_DONE_LABELS, state, action)
    if done is not None:
        return Choice(action, done)
    if p is None and isinstance(action, PlayCard):
        # A card with several uses open at once (Reinforcements: rebuild, rail or a hero
        # city) offers each as its icon reads: "Play Reinforcements for rebuild 4".
        icon = next((i for i in game.cache.cards[action.card].icons if i.type == action.use), None)
        if icon is not None:
            return Choice(action, T("Play {card} for {use}", card=action.card, use=icon_words(icon)),
                          action.unit_ids(), action.hex_refs())
    if p is not None and p.kind == "reroll":
        return _reroll(game, state, action)
    if p is not None and p.kind == "combat_card":
        return _combat_card(game, state, action)
    if p is not None and p.kind == "defence" and isinstance(action, Choose) \
            and action.option == Opt.DEFEND:
        return _defence(game, state, action)
    if isinstance(action, Retreat) and action.path and game.cache.topo.is_area(action.path[-1]):
        area = game.cache.topo.area(action.path[-1]).id
        label = (T("Retreat {unit} into {area}", unit=action.unit, area=area) if len(action.path) == 1
                 else T("Retreat {unit} into {area} through {via}", unit=action.unit, area=area,
                        via=HexList(action.path[:-1])))
        return Choice(action, label, (action.unit,), (action.path[-1],))
    area_label = _into_area_label(game, action)
    if area_label is not None:
        return Choice(action, area_label, action.unit_ids(), action.hex_refs())
    if isinstance(action, (Move, Retreat)) and action.path:
        # The engine's words (a retreat's way included); a click on the end hex answers.
        return Choice(action, answer_label(action), (action.unit,), (action.path[-1],),
                      _overstacks(game, state, action))
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


def _overstacks(game, state, action: Move | Retreat) -> Msg | None:
    """A move that ends where the mover's own units leave it no room (8.1: a German unit
    alone; 8.2) is legal, as the limit holds only from the end of the phase (8.3), but the
    moved unit may not move again: the words say so while the move is aimed (session 92 by
    hand, two panzer armies dropped on one hex without a word, then one had to go)."""
    if not isinstance(action, Move):
        return None
    end = action.path[-1]
    here = [u for u in units_at(state, end) if u != action.unit]
    if not here or stacking.room_for(game, state, action.side, end, [action.unit]):
        return None
    return T("{hex} is then over the stacking limit (8.1, 8.2): by the end of the phase a unit "
             "that has not moved must leave it, or the excess is removed (8.3)", hex=end)


def _area_at(game, action: Action) -> str | None:
    """The rear area (10.5) a placement or move ends in, None for a map hex. A rear area's
    units stand on its anchor hex, a number no player reads: the words name the area."""
    if isinstance(action, Place):
        end = action.hex
    elif isinstance(action, (Move, Retreat)) and action.path:
        end = action.path[-1]
    else:
        return None
    area = game.cache.topo.area(end)
    return area.id if area is not None else None


def _into_area_label(game, action: Action) -> Msg | None:
    """A button's words for a rebuild, reinforcement, placement or move into a rear area
    (6.2, 10.5); None for any other answer (a retreat into one has its own, above)."""
    area = _area_at(game, action)
    if area is None:
        return None
    if isinstance(action, Place):
        if action.reason == "rebuild":
            return T("Rebuild {unit} in {area}", unit=action.unit, area=area)
        if action.reason == "reinforcement":
            return T("Bring {unit} into {area}", unit=action.unit, area=area)
        return T("Place {unit} in {area}", unit=action.unit, area=area)
    if isinstance(action, Move):
        return (T("Move {unit} by rail into {area}", unit=action.unit, area=area)
                if action.mode == "rail" else T("Move {unit} into {area}", unit=action.unit, area=area))
    return None


def describe_action(game, action: Action) -> Msg | None:
    """The ruleset's ``describe_action``: a unit rebuilt, brought in, placed, moved or
    retreated into a rear area (6.2, 10.5) names the area, not the hex the area's units
    stand on; every other action keeps its words."""
    area = _area_at(game, action)
    if area is None:
        return None
    side, unit = action.side, action.unit_ids()[0]
    if isinstance(action, Retreat):
        return T("{side:actor} retreats {unit} into {area}", side=side, unit=unit, area=area)
    if isinstance(action, Place):
        if action.reason == "rebuild":
            return T("{side:actor} rebuilds {unit} in {area}", side=side, unit=unit, area=area)
        if action.reason == "reinforcement":
            return T("{side:actor} brings {unit} into {area} as a reinforcement", side=side,
                     unit=unit, area=area)
        return T("{side:actor} places {unit} in {area}", side=side, unit=unit, area=area)
    if isinstance(action, Move) and action.mode == "rail":
        return T("{side:actor} moves {unit} by rail into {area}", side=side, unit=unit, area=area)
    return T("{side:actor} moves {unit} into {area}", side=side, unit=unit, area=area)


def describe_answer(game, state, action: Action) -> Msg | None:
    """The ruleset's ``describe_answer``: a pass says which card window it declines (7.1:
    a combat shift card, a reroll, with the die kept, or Hitler's Order cancelling the
    card just played), "Done" what it ends (``_DONE_WORDS``); None otherwise."""
    done = _done(_DONE_WORDS, state, action)
    if done is not None:
        return done
    p = state.pending
    if p is None or not isinstance(action, Choose) or action.option != Opt.PASS:
        return None
    if p.kind == "combat_card":
        return T("{side:actor} plays no combat shift card", side=action.side)
    if p.kind == "reroll" and isinstance(p.data.get("die"), int):
        return T("{side:actor} keeps the die {die}", side=action.side, die=p.data["die"])
    play = p.data.get("play") if p.kind == "cancel" else None
    if isinstance(play, dict) and isinstance(play.get("card"), str):
        return T("{side:actor} lets {card} stand", side=action.side, card=play["card"])
    return None
