"""Names in the reader's language, and engine messages rendered for a person.

The engine and the rules speak in :class:`Msg` values whose parameters are ids (unit ids,
side ids, card ids, terrain ids) and printed hex numbers. :class:`Names` turns ids into the
scenario's names in the chosen language (``Localized.get(lang)``) and renders a message:
the template goes through Qt's translator under the message's context, then every
parameter is filled in with its localized name.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from qtwargame.engine.text import Msg
from qtwargame.i18n import QT_TRANSLATE_NOOP
from qtwargame.logtext import PlainNames

#: Words the engine and rules pass as message parameters (movement modes, placement
#: reasons, action kinds, results). Translated under the "Terms" context.
TERMS = {
    "normal": QT_TRANSLATE_NOOP("Terms", "normal"),
    "rail": QT_TRANSLATE_NOOP("Terms", "rail"),
    "sea": QT_TRANSLATE_NOOP("Terms", "sea"),
    "road": QT_TRANSLATE_NOOP("Terms", "road"),
    "exploit": QT_TRANSLATE_NOOP("Terms", "exploit"),
    "strategic": QT_TRANSLATE_NOOP("Terms", "strategic"),
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
    "take_loss": QT_TRANSLATE_NOOP("Terms", "take_loss"),
    "retreat": QT_TRANSLATE_NOOP("Terms", "retreat"),
    "advance": QT_TRANSLATE_NOOP("Terms", "advance"),
    "play_card": QT_TRANSLATE_NOOP("Terms", "play_card"),
    "select_cards": QT_TRANSLATE_NOOP("Terms", "select_cards"),
    "remove": QT_TRANSLATE_NOOP("Terms", "remove"),
    "end_phase": QT_TRANSLATE_NOOP("Terms", "end_phase"),
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

#: Die faces for six-sided dice.
DIE_FACES = "⚀⚁⚂⚃⚄⚅"


def translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def as_label(text: str) -> str:
    """``text`` opening a line as a label ("air points" reads "Air points: ⚄"): its first
    letter upper case (a script without case, Japanese, is unchanged)."""
    return text[:1].upper() + text[1:]


class Names(PlainNames):
    """Localized names of one game's ids, for one language: :class:`PlainNames` with the
    templates, list separators and terms through Qt's translator."""

    def __init__(self, game, lang: str = "en") -> None:
        super().__init__(game, lang)
        sc = game.scenario
        self._names.setdefault(sc.title.en, sc.title)  # "Game begins: {title}" names it in English
        self._sides = {s.id: s.name for s in sc.sides}
        self._weather = {w.id: w.name for w in sc.weather}

    def unit(self, uid: str) -> str:
        return self.name(uid)

    def side(self, sid: str | None) -> str:
        if sid is None:
            return translate("Names", "both sides")
        loc = self._sides.get(sid)
        return loc.get(self.lang) if loc is not None else sid

    # -- the hooks: Qt's translator ------------------------------------------------------
    def template(self, msg: Msg) -> str:
        return translate(msg.context, msg.text)

    def separator(self) -> str:
        return translate("Names", ", ")

    def known_term(self, word: str) -> str | None:
        own = self.game.ruleset.terms.get(word)
        if own is not None:  # the game's own word (``Ruleset.terms``)
            return translate(own.context, own.text)
        return translate("Terms", TERMS[word]) if word in TERMS else None

    def term(self, word: str) -> str:
        """A rules word (``TERMS``) in the reader's language; any other word as it is."""
        known = self.known_term(word)
        return word if known is None else known

    def plain_word(self, value: str) -> str:
        return value

    def player_template(self) -> str:
        return translate("Names", "the {side} player")

    # -- other words ---------------------------------------------------------------------
    def turn_date(self, turn: int) -> str:
        for t in self.game.scenario.turns:
            if t.number == turn:
                return t.date.get(self.lang)
        return ""

    def weather(self, weather_id: str | None) -> str:
        if not weather_id:
            return ""
        loc = self._weather.get(weather_id)
        return loc.get(self.lang) if loc is not None else self.name(weather_id)

    @staticmethod
    def dice(values, sides: int) -> str:
        """Six-sided dice by their faces ("⚃4"); any other roll, a random draw among
        ``sides`` (Shin Barbarossa's revived corps, 11.5.2), says of how many: "44 (d53)"
        (session 85: "[44]" said nothing)."""
        if sides == 6:
            return " ".join(f"{DIE_FACES[v - 1]}{v}" for v in values)
        return f"{' '.join(str(v) for v in values)} (d{sides})" if values else ""
