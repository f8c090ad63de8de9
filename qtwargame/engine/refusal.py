"""Why an action was refused, in words a player reads, with the rule that forbids it.

A ruleset's :meth:`~qtwargame.engine.ruleset.Ruleset.check` refuses what it would not list
(``IllegalAction(rule, message)``). The reason comes first from the ruleset's own
:meth:`~qtwargame.engine.ruleset.Ruleset.explain_refusal` (the cases only the game can
word: too many air points, a unit frozen on turn 1, a card played outside its moment),
then from :func:`explain` here, which compares the refused action with the closest legal
family, the legal actions of the same kind (the same option, for an answer):

- no action of that kind is open: it is not part of this phase (or does not answer the
  question asked now);
- the kind is open, but not for this unit: the unit has already moved or attacked, or
  cannot act now;
- the unit may act, but not like that: the hex is held by the enemy, is out of reach, is
  reached only along another path, holds own units up to the stacking limit, or the
  path goes on after entering an enemy zone of control.

Rule numbers come from :attr:`~qtwargame.engine.ruleset.Ruleset.refusal_rules` (topic ->
the game's rule), else the current phase's rule. Nothing here names an action's protocol
kind: each kind has its own words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from qtwargame.engine.actions import (
    Action,
    Advance,
    Attack,
    Choose,
    EndPhase,
    Move,
    MsgList,
    Opt,
    Place,
    PlayCard,
    Remove,
    Retreat,
    SelectCards,
    TakeLoss,
)
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ON_MAP
from qtwargame.engine.text import Msg, emsg

if TYPE_CHECKING:
    from qtwargame.engine.game import Game
    from qtwargame.engine.state import GameState

#: The topics a ruleset may give rule numbers for (``Ruleset.refusal_rules``).
TOPICS = ("move", "moved", "enemy_hex", "zoc", "stacking", "attack", "attacked", "air",
          "place", "card", "loss", "retreat", "advance", "remove")


def doing(action: Action) -> Msg:
    """What ``action`` does, as the subject of a sentence ("Moving units")."""
    if isinstance(action, Choose):
        answers = {
            Opt.ATTACKER: emsg("Adding an attacker"),
            Opt.TARGET: emsg("Adding a defending hex"),
            Opt.AIR: emsg("Adding air points"),
            Opt.SUPPORT: emsg("Adding support"),
            Opt.LEADER_HEX: emsg("Naming a hex for a leader's bonus"),
            Opt.RESOLVE: emsg("Resolving an attack"),
            Opt.RETREAT: emsg("Retreating instead"),
            Opt.DEFEND: emsg("Choosing the defence"),
        }
        return answers.get(action.option, emsg("That answer"))
    kinds: dict[type[Action], Msg] = {
        Move: emsg("Moving units"),
        Attack: emsg("Attacking"),
        Place: emsg("Placing units"),
        PlayCard: emsg("Playing a card"),
        SelectCards: emsg("Choosing cards"),
        Remove: emsg("Removing units"),
        TakeLoss: emsg("Taking a loss"),
        Retreat: emsg("Retreating"),
        Advance: emsg("Advancing"),
        EndPhase: emsg("Ending the phase"),
    }
    return kinds.get(type(action), emsg("That action"))


def already_moved(unit: str) -> Msg:
    """The words for a unit that has made its one move of the phase (rulesets that know
    the phase is a movement phase say so with these)."""
    return emsg("{unit} has already moved this phase.", unit=unit)


def same_family(a: Action, action: Action) -> bool:
    """Is ``a`` of the same kind as ``action`` (an answer: with the same option)?"""
    if type(a) is not type(action):
        return False
    return not isinstance(action, Choose) or (isinstance(a, Choose) and a.option == action.option)


def explain(game: Game, state: GameState, action: Action,
            legal: Sequence[Action] | None = None) -> tuple[str, Msg]:
    """The rule and the words that say why ``action`` is not legal in ``state``;
    ``legal`` is the legal list where the caller has it already."""
    rs = game.ruleset
    if legal is None:
        legal = game.legal_actions(state)
    phase = game.phase(state.phase)
    rules = rs.refusal_rules
    family = [a for a in legal if same_family(a, action)]
    if not family:
        if state.pending is not None:
            prompt = rs.decision_prompt(game, state)
            if prompt is not None:
                return phase.rule, emsg("{what} does not answer the question asked now: {prompt}",
                                        what=doing(action), prompt=prompt)
        return phase.rule, emsg("{what} is not possible now ({phase}).", what=doing(action),
                                phase=phase.title)
    if isinstance(action, Move):
        return _move(game, state, action, family, rules.get("move", phase.rule))
    if isinstance(action, Attack):
        return _attack(game, state, action, family, rules.get("attack", phase.rule))
    uids = action.unit_ids()
    unit = uids[0] if uids else None
    ours = [a for a in family if unit is not None and unit in a.unit_ids()]
    if isinstance(action, Place):
        rule = rules.get("place", phase.rule)
        if not ours:
            return rule, emsg("{unit} cannot be placed now.", unit=action.unit)
        return rule, emsg("{unit} cannot be placed in {hex}.", unit=action.unit,
                          hex=game.label(action.hex))
    if isinstance(action, PlayCard):
        rule = rules.get("card", phase.rule)
        cards = [a for a in family if isinstance(a, PlayCard) and a.card == action.card]
        if not cards:
            return rule, emsg("{card} cannot be played now.", card=action.card)
        if action.use and not any(a.use == action.use for a in cards):
            return rule, emsg("{card} cannot be played for {use} now.", card=action.card,
                              use=action.use)
        return rule, emsg("{card} cannot be played on that now.", card=action.card)
    if isinstance(action, SelectCards):
        first = family[0]
        n = len(first.cards) if isinstance(first, SelectCards) else 0
        return rules.get("card", phase.rule), emsg(
            "Choose exactly {n:# card|# cards} from those offered.", n=n)
    if isinstance(action, TakeLoss):
        return rules.get("loss", phase.rule), emsg("{unit} cannot take this loss.",
                                                   unit=action.unit)
    if isinstance(action, Retreat):
        rule = rules.get("retreat", phase.rule)
        if not ours:
            return rule, emsg("{unit} is not the unit to retreat now.", unit=action.unit)
        return rule, emsg("{unit} cannot retreat along that path.", unit=action.unit)
    if isinstance(action, Advance):
        rule = rules.get("advance", phase.rule)
        if not ours:
            return rule, emsg("{unit} cannot advance now.", unit=action.unit)
        return rule, emsg("{unit} cannot advance into {hex}.", unit=action.unit,
                          hex=game.label(action.hex))
    if isinstance(action, Remove):
        return rules.get("remove", phase.rule), emsg("{unit} cannot be removed now.",
                                                     unit=action.unit)
    if isinstance(action, Choose):
        return _answer(game, state, action, family, phase.rule, rules)
    if isinstance(action, EndPhase):
        # EndPhase is listed for the side to act only: another side asked to end it.
        owner = family[0].side
        return phase.rule, emsg("Only the {side} player may end this phase ({phase}).", side=owner,
                                phase=phase.title)
    # Only an action kind a ruleset adds and no widget sends reaches this.
    return phase.rule, emsg("{what} is not allowed like that now.", what=doing(action))


#: How many open answers a refusal names before "and N more".
NAMED_ANSWERS = 3


def _answer(game: Game, state: GameState, action: Choose, family: list[Action], rule: str,
            rules: dict[str, str]) -> tuple[str, Msg]:
    o = action.option
    if o == Opt.AIR and game.declaration_in_progress(state) is not None:
        return rules.get("air", rule), emsg("No further air point may be added to this attack.")
    if o == Opt.ATTACKER and action.units:
        return rules.get("attack", rule), emsg("{unit} cannot join this attack.",
                                               unit=action.units[0])
    if o == Opt.TARGET and action.hexes:
        return rules.get("attack", rule), emsg("{hex} cannot be added to this attack.",
                                               hex=game.label(action.hexes[0]))
    # The answer of that kind the rules allow now, named as its button names it (a stale
    # button, or an answer for another combat or another hex).
    labels = [game.ruleset.describe_choice(game, state, a).label for a in family]
    if len(labels) == 1:
        return rule, emsg("{what} is not possible like that now: the rules allow “{answer}”.",
                          what=doing(action), answer=labels[0])
    more = len(labels) - NAMED_ANSWERS
    named = MsgList(labels[:NAMED_ANSWERS])
    if more > 0:
        return rule, emsg("{what} is not possible like that now: the rules allow {answers} and "
                          "{n:# more|# more}.", what=doing(action), answers=named, n=more)
    return rule, emsg("{what} is not possible like that now: the rules allow {answers}.",
                      what=doing(action), answers=named)


def _enemy_at(game: Game, state: GameState, side: str, h: Hex) -> bool:
    return any(game.side_of(state, u) != side for u in state.units_at(h))


def _move(game: Game, state: GameState, action: Move, family: list[Action],
          rule: str) -> tuple[str, Msg]:
    rs = game.ruleset
    rules = rs.refusal_rules
    uid = action.unit
    u = state.units.get(uid)
    if u is None or u.status != ON_MAP or game.side_of(state, uid) != action.side:
        return rule, emsg("{unit} is not one of your units on the map.", unit=uid)
    mine = [a for a in family if isinstance(a, Move) and a.unit == uid]
    if not mine:
        if "moved" in u.flags:
            return rules.get("moved", rule), already_moved(uid)
        return rule, emsg("{unit} cannot move now ({phase}).", unit=uid,
                          phase=game.phase(state.phase).title)
    modes = [a for a in mine if a.mode == action.mode]
    if not modes:
        return rule, emsg("{unit} cannot make a {mode} move now.", unit=uid, mode=action.mode)
    side = action.side
    dest = action.to
    label = game.label(dest)
    if dest in {a.to for a in modes}:
        enemy_zoc = set()
        for other in game.sides:
            if other != side:
                enemy_zoc |= set(rs.zoc_hexes(game, state, other))
        for h in action.path[:-1]:
            if _enemy_at(game, state, side, h):
                return rules.get("enemy_hex", rule), emsg(
                    "The path passes through {hex}, held by the enemy.", hex=game.label(h))
            if h in enemy_zoc and not state.units_at(h):
                return rules.get("zoc", rule), emsg(
                    "The path goes on after entering an enemy zone of control in {hex}.",
                    hex=game.label(h))
        return rule, emsg("{unit} may reach {hex}, but not along that path.", unit=uid, hex=label)
    if _enemy_at(game, state, side, dest):
        return rules.get("enemy_hex", rule), emsg("{hex} is held by the enemy.", hex=label)
    reach = rs.reachable(game, state, uid) if action.mode == "normal" else {}
    if dest in reach:
        own = [x for x in state.units_at(dest) if x != uid]
        if own:
            return rules.get("stacking", rule), emsg(
                "Your units already in {hex} ({n}) reach the stacking limit.",
                hex=label, n=len(own))
        return rules.get("zoc", rule), emsg(
            "{unit} may not end its move in {hex}: an enemy zone of control stops it first.",
            unit=uid, hex=label)
    return rule, emsg("{hex} is out of reach: {unit} can reach {n:# hex|# hexes} this phase.",
                      hex=label, unit=uid, n=len(reach))


def _attack(game: Game, state: GameState, action: Attack, family: list[Action],
            rule: str) -> tuple[str, Msg]:
    rules = game.ruleset.refusal_rules
    attacks = [a for a in family if isinstance(a, Attack)]
    able = {u for a in attacks for u in a.attackers}
    for uid in action.attackers:
        if uid not in able:
            u = state.units.get(uid)
            if u is not None and "attacked" in u.flags:
                return rules.get("attacked", rule), emsg("{unit} has already attacked this phase.",
                                                         unit=uid)
            return rule, emsg("{unit} cannot attack now.", unit=uid)
    label = game.label(action.target)
    if not any(a.target == action.target for a in attacks):
        return rule, emsg("{hex} cannot be attacked now by those units.", hex=label)
    return rule, emsg("That attack on {hex} is not allowed as declared.", hex=label)
