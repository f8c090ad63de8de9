"""Why a move was refused, in words the player can act on (issue 11, item 7).

The engine names the rule; a ruleset's message may be as short as "cannot move there now".
This adds what the board can tell without knowing the game: the hex is held by the enemy,
it is out of the unit's reach this phase, it is within reach but a stacking limit or a
zone of control stops the unit there, or the unit starts in an enemy zone of control. It
asks only the engine's documented questions (``reachable``, ``zoc_hexes``, the legal
moves) and never contradicts the rules' own reason: it is added after it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from qtwargame.engine.actions import Move
from qtwargame.engine.text import format_text

translate = QCoreApplication.translate


def explain_move(controller, action) -> str:
    """A sentence on why ``action`` (a refused ``Move``) cannot be made; "" if nothing
    can be said beyond the rules' reason."""
    if not isinstance(action, Move):
        return ""
    c = controller
    game, state = c.game, c.state
    names = c.names
    uid, dest = action.unit, action.to
    if uid not in state.units or state.units[uid].hex is None or dest not in game.board.terrain:
        return ""
    side = game.side_of(state, uid)
    label = game.label(dest)
    here = state.units_at(dest)
    if any(game.side_of(state, u) != side for u in here):
        return translate("Refusal", "{hex} is held by the enemy.").format(hex=label)
    legal = c.legal().destinations(uid, action.mode)
    reach = game.ruleset.reachable(game, state, uid) if action.mode == "normal" else {}
    enemy_zoc = set()
    for other in game.sides:
        if other != side:
            enemy_zoc |= set(game.ruleset.zoc_hexes(game, state, other))
    start = state.units[uid].hex
    if not legal:
        if start in enemy_zoc:
            return translate("Refusal", "{unit} starts in an enemy zone of control and cannot "
                             "move now.").format(unit=names.unit(uid))
        return translate("Refusal", "{unit} cannot move in this phase (it may have moved "
                         "already).").format(unit=names.unit(uid))
    if reach and dest not in reach:
        n = len(reach)
        text = (translate("Refusal", "{hex} is out of reach: {unit} can reach 1 hex this phase.")
                if n == 1 else
                translate("Refusal", "{hex} is out of reach: {unit} can reach {n} hexes this "
                          "phase."))
        return text.format(hex=label, unit=names.unit(uid), n=n)
    if own := [u for u in here if game.side_of(state, u) == side]:
        return format_text(translate("Refusal", "{hex} is within reach, but {n:# of your units is|# of your "
                                            "units are} there already: the stacking limit."),
                           hex=label, n=len(own))
    if dest in enemy_zoc or start in enemy_zoc:
        return translate("Refusal", "{hex} is within reach, but an enemy zone of control stops the move."
                  ).format(hex=label)
    return ""
