"""Names in the reader's language, and engine messages rendered for a person.

The engine and the rules speak in :class:`Msg` values whose parameters are ids (unit ids,
side ids, card ids, terrain ids) and printed hex numbers. :class:`Names` turns ids into the
scenario's names in the chosen language (``Localized.get(lang)``) and renders a message:
the template goes through Qt's translator under the message's context, then every
parameter is filled in with its localized name.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from qtwargame.logtext import PlainNames

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
        super().__init__(game, lang, translate)
        sc = game.scenario
        self._sides = {s.id: s.name for s in sc.sides}
        self._weather = {w.id: w.name for w in sc.weather}

    def unit(self, uid: str) -> str:
        """A unit's name wherever the window names one: with its side where another side
        has a unit of the same name (Blitzkrieg to Moscow 2's two 18th Armies), the rule
        of the log and the Decision panel (``PlainNames._named``). A place that says the
        side beside the name takes ``name``."""
        return self._named(uid)

    def side(self, sid: str | None) -> str:
        if sid is None:
            return translate("Names", "both sides")
        loc = self._sides.get(sid)
        return loc.get(self.lang) if loc is not None else sid

    def term(self, word: str) -> str:
        """A rules word (``TERMS``) in the reader's language; any other word as it is."""
        known = self.known_term(word)
        return word if known is None else known

    def plain_word(self, value: str) -> str:
        return value

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
