"""Names in the reader's language, and engine messages rendered for a person.

The engine and the rules speak in :class:`Msg` values whose parameters are ids (unit ids,
side ids, card ids, terrain ids) and printed hex numbers. :class:`Names` turns ids into the
scenario's names in the chosen language (``Localized.get(lang)``) and renders a message:
the template goes through Qt's translator under the message's context, then every
parameter is filled in with its localized name.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.text import Msg

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
    # Card uses (the icon a card is played for).
    "combat_shift": QT_TRANSLATE_NOOP("Terms", "column shift"),
    "tank_action": QT_TRANSLATE_NOOP("Terms", "tank action"),
    "hero_city": QT_TRANSLATE_NOOP("Terms", "hero city"),
    "reroll": QT_TRANSLATE_NOOP("Terms", "reroll"),
    "cancel": QT_TRANSLATE_NOOP("Terms", "cancel"),
    "activate": QT_TRANSLATE_NOOP("Terms", "activate"),
    "free_setup": QT_TRANSLATE_NOOP("Terms", "free setup"),
    "relocate": QT_TRANSLATE_NOOP("Terms", "relocation"),
    "displace": QT_TRANSLATE_NOOP("Terms", "displacement"),
    "stacking": QT_TRANSLATE_NOOP("Terms", "stacking"),
}

#: Die faces for six-sided dice.
DIE_FACES = "⚀⚁⚂⚃⚄⚅"


def translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


class Names:
    """Localized names of one game's ids, for one language."""

    def __init__(self, game, lang: str = "en") -> None:
        self.game = game
        self.lang = lang
        sc = game.scenario
        lookup: dict[str, Any] = {}
        # Later tables win: unit ids are the most specific, so they go last.
        for group in (sc.weather, sc.terrain, sc.features, sc.city_kinds, sc.nationalities,
                      sc.unit_types, sc.cards, sc.sides, sc.units):
            for item in group:
                lookup[item.id] = item.name
        for city in sc.map.cities:
            lookup.setdefault(city.id, city.name)
        for region in sc.map.regions:
            lookup.setdefault(region.id, region.name)
        lookup.setdefault(sc.title.en, sc.title)  # "Game begins: {title}" names it in English
        self._names = lookup
        self._sides = {s.id: s.name for s in sc.sides}
        self._weather = {w.id: w.name for w in sc.weather}

    def name(self, ident: str) -> str:
        """The name of any id the scenario defines; the id itself if none."""
        loc = self._names.get(ident)
        return loc.get(self.lang) if loc is not None else ident

    def unit(self, uid: str) -> str:
        return self.name(uid)

    def side(self, sid: str | None) -> str:
        if sid is None:
            return translate("Names", "both sides")
        loc = self._sides.get(sid)
        return loc.get(self.lang) if loc is not None else sid

    def term(self, word: str) -> str:
        return translate("Terms", TERMS[word]) if word in TERMS else word

    # -- messages ------------------------------------------------------------------------
    def render(self, msg: Msg) -> str:
        """``msg`` translated and filled in with localized names."""
        template = translate(msg.context, msg.text)
        params = {k: self._param(v) for k, v in msg.params.items()}
        try:
            return template.format(**params)
        except (KeyError, IndexError, ValueError):
            try:
                return msg.text.format(**params)
            except (KeyError, IndexError, ValueError):
                return msg.text

    def _param(self, value: Any) -> str:
        if isinstance(value, Msg):
            return self.render(value)
        if isinstance(value, Hex):
            return self.game.label(value)
        if isinstance(value, bool):
            return str(value)
        if isinstance(value, float):
            return f"{value:g}"
        if isinstance(value, str):
            if value in self._names:
                return self.name(value)
            if ", " in value:
                parts = value.split(", ")
                if all(p in self._names for p in parts):
                    return translate("Names", ", ").join(self.name(p) for p in parts)
            if value in TERMS:
                return self.term(value)
            return value
        if isinstance(value, (tuple, list)):
            return translate("Names", ", ").join(self._param(v) for v in value)
        return str(value)

    # -- other words ---------------------------------------------------------------------
    def phase_title(self, phase_id: str) -> str:
        try:
            return self.render(self.game.phase(phase_id).title)
        except KeyError:
            return phase_id

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
        if sides == 6:
            return " ".join(f"{DIE_FACES[v - 1]}{v}" for v in values)
        return " ".join(f"[{v}]" for v in values)
