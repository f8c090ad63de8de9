"""Words the engine and rules pass as message parameters (movement modes, placement
reasons, action kinds, results, card uses, months), each with its English, translated
under the "Terms" context. Free of Qt: the play window's names and the command line's
(``logtext.PlainNames``) read the same table."""

from __future__ import annotations

from qtwargame.i18n import QT_TRANSLATE_NOOP

#: Words the engine and rules pass as message parameters (movement modes, placement
#: reasons, action kinds, results). Translated under the "Terms" context.
TERMS = {
    "normal": QT_TRANSLATE_NOOP("Terms", "normal"),
    "rail": QT_TRANSLATE_NOOP("Terms", "rail"),
    "sea": QT_TRANSLATE_NOOP("Terms", "sea"),
    "road": QT_TRANSLATE_NOOP("Terms", "road"),
    "exploit": QT_TRANSLATE_NOOP("Terms", "exploit"),
    "strategic": QT_TRANSLATE_NOOP("Terms", "strategic"),
    # (Shin Barbarossa, 9.0: a panzer's move into an adjacent enemy hex, a movement mode)
    "overrun": QT_TRANSLATE_NOOP("Terms", "overrun"),
    "setup": QT_TRANSLATE_NOOP("Terms", "setup"),
    "reinforcement": QT_TRANSLATE_NOOP("Terms", "reinforcement"),
    "replacement": QT_TRANSLATE_NOOP("Terms", "replacement"),
    "rebuild": QT_TRANSLATE_NOOP("Terms", "rebuild"),
    "airborne": QT_TRANSLATE_NOOP("Terms", "airborne"),
    "militia": QT_TRANSLATE_NOOP("Terms", "militia"),
    "bulge": QT_TRANSLATE_NOOP("Terms", "bulge"),
    "voluntary": QT_TRANSLATE_NOOP("Terms", "voluntary"),
    "stay": QT_TRANSLATE_NOOP("Terms", "stay"),
    "move": QT_TRANSLATE_NOOP("Terms", "move"),
    "place": QT_TRANSLATE_NOOP("Terms", "place"),
    "attack": QT_TRANSLATE_NOOP("Terms", "attack"),
    "choose": QT_TRANSLATE_NOOP("Terms", "choose"),
    "take_loss": QT_TRANSLATE_NOOP("Terms", "taking a loss"),
    "retreat": QT_TRANSLATE_NOOP("Terms", "retreat"),
    "advance": QT_TRANSLATE_NOOP("Terms", "advance"),
    "play_card": QT_TRANSLATE_NOOP("Terms", "playing a card"),
    "select_cards": QT_TRANSLATE_NOOP("Terms", "choosing cards"),
    "remove": QT_TRANSLATE_NOOP("Terms", "remove"),
    "end_phase": QT_TRANSLATE_NOOP("Terms", "ending the phase"),
    "active": QT_TRANSLATE_NOOP("Terms", "active"),
    "passive": QT_TRANSLATE_NOOP("Terms", "passive"),
    "victory": QT_TRANSLATE_NOOP("Terms", "victory"),
    "draw": QT_TRANSLATE_NOOP("Terms", "draw"),
    "decisive": QT_TRANSLATE_NOOP("Terms", "decisive"),
    "marginal": QT_TRANSLATE_NOOP("Terms", "marginal"),
    "automatic": QT_TRANSLATE_NOOP("Terms", "automatic"),
    # A combat result that is a word, not a code printed on the results table (Blitzkrieg to
    # Moscow 2, 11.3.5: an attack at 1:2 or worse fails with no roll).
    "fail": QT_TRANSLATE_NOOP("Terms", "attack fails"),
    # (Shin Barbarossa, 10.3.7: at 1:5 every attacker is eliminated with no roll)
    "attackers_eliminated": QT_TRANSLATE_NOOP("Terms", "every attacker eliminated"),
    # Card uses (the icon a card is played for).
    "combat_shift": QT_TRANSLATE_NOOP("Terms", "column shift"),
    "tank_action": QT_TRANSLATE_NOOP("Terms", "tank action"),
    "hero_city": QT_TRANSLATE_NOOP("Terms", "hero city"),
    "reroll": QT_TRANSLATE_NOOP("Terms", "reroll"),
    "cancel": QT_TRANSLATE_NOOP("Terms", "cancellation"),
    "activate": QT_TRANSLATE_NOOP("Terms", "activation"),
    "free_setup": QT_TRANSLATE_NOOP("Terms", "free setup"),
    "relocate": QT_TRANSLATE_NOOP("Terms", "relocation"),
    "displace": QT_TRANSLATE_NOOP("Terms", "displacement"),
    "stacking": QT_TRANSLATE_NOOP("Terms", "stacking"),
    # Month names, as results tables key their rows (the random weather table).
    "January": QT_TRANSLATE_NOOP("Terms", "January"),
    "February": QT_TRANSLATE_NOOP("Terms", "February"),
    "March": QT_TRANSLATE_NOOP("Terms", "March"),
    "April": QT_TRANSLATE_NOOP("Terms", "April"),
    "May": QT_TRANSLATE_NOOP("Terms", "May"),
    "June": QT_TRANSLATE_NOOP("Terms", "June"),
    "July": QT_TRANSLATE_NOOP("Terms", "July"),
    "August": QT_TRANSLATE_NOOP("Terms", "August"),
    "September": QT_TRANSLATE_NOOP("Terms", "September"),
    "October": QT_TRANSLATE_NOOP("Terms", "October"),
    "November": QT_TRANSLATE_NOOP("Terms", "November"),
    "December": QT_TRANSLATE_NOOP("Terms", "December"),
}
