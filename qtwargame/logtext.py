"""The game log as plain text, for a person: to paste into an e-mail (as play-by-e-mail
players share their logs), to save as a file, and for ``qtwargame replay --log``.

No Qt here: the play window passes its own renderer (translated, names in the reader's
language); the command line uses :class:`PlainNames`, which fills a message's parameters
with the scenario's English (or Japanese) names instead of ids.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.text import Msg, Named, format_text
from qtwargame.i18n import QT_TRANSLATE_NOOP
from qtwargame.terms import TERMS

#: Between the names of a list, and a side's player as the one who acts (both translated
#: under "Names", the context the play window's names use).
SEPARATOR = QT_TRANSLATE_NOOP("Names", ", ")
PLAYER = QT_TRANSLATE_NOOP("Names", "the {side} player")
#: A unit whose name a unit of another side shares, named in a message with its side.
NAMESAKE = QT_TRANSLATE_NOOP("Names", "{unit} ({side})")


class PlainNames:
    """Scenario ids to names in one language, and messages rendered with them: templates,
    list separators and rules words (``terms.TERMS``, ``Ruleset.terms``) through
    ``translate(context, text)`` when one is given (``i18n.plain_translator`` reads a
    catalogue without Qt), else in their English.

    The play window's ``ui.names.Names`` is this lookup with Qt's translator behind the
    same hooks (``template``, ``separator``, ``known_term``, ``player_template``); the lookup
    itself lives here, free of Qt, so both render a message the same way."""

    def __init__(self, game, lang: str = "en",
                 translate: Callable[[str, str], str] | None = None) -> None:
        self.game = game
        self.lang = lang
        self._translate = translate
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
        # "Game begins: {title}" passes the title in English: it reads in the reader's language.
        lookup.setdefault(sc.title.en, sc.title)
        self._names = lookup
        self._side_ids = {s.id for s in sc.sides}
        # Units of two sides with one name (Blitzkrieg to Moscow 2's German and Soviet 6th
        # Army): a message that names one says whose (session 92 by hand: 「第6軍は除去された」
        # of the Soviet army, then 「第6軍を0801へ前進」 of the German one).
        sides_of: dict[str, set[str]] = {}
        for u in sc.units:
            sides_of.setdefault(u.name.get(lang), set()).add(u.side)
        self._namesakes = {u.id: u.side for u in sc.units if len(sides_of[u.name.get(lang)]) > 1}
        # A parameter named for a place (or for the weather or a terrain) looks in its own
        # table first: a region or a city may share its id with a side or a unit type
        # (Blitzkrieg to Moscow 2's Soviet rear area is ``soviet``), a weather with a
        # terrain (``clear``: 晴天 the weather, 平地 the terrain), and a city passed as its
        # hex (the log keeps a hex as its printed number) is named, with the number after it.
        self._places: dict[str, dict[str, Any]] = {
            "city": {c.id: c.name for c in sc.map.cities},
            "area": {r.id: r.name for r in sc.map.regions},
            "weather": {w.id: w.name for w in sc.weather},
            "terrain": {t.id: t.name for t in sc.terrain},
        }
        self._places["region"] = self._places["area"]
        self._city_at = {game.label(h): self._places["city"][c.id]
                         for h, c in game.board.cities.items() if c.id in self._places["city"]}
        self._hex_labels = {game.label(h) for h in game.board.hexes}
        try:
            self._phase_ids = {p.id for p in game.ruleset.phases(game)}
        except Exception:  # a ruleset whose phase table needs more than the game
            self._phase_ids = set()

    # -- hooks ---------------------------------------------------------------------------
    def _tr(self, context: str, text: str) -> str:
        return self._translate(context, text) if self._translate is not None else text

    def template(self, msg: Msg) -> str:
        """The message's template in the reader's language."""
        return self._tr(msg.context, msg.text)

    def separator(self) -> str:
        """Between the names of a list."""
        return self._tr("Names", SEPARATOR)

    def known_term(self, word: str) -> str | None:
        """A word the rules pass as a parameter (a movement mode, a result, a card's use),
        in the reader's language; None when it is not one."""
        own = self.game.ruleset.terms.get(word)
        if own is not None:  # the game's own word (``Ruleset.terms``)
            return self._tr(own.context, own.text)
        return self._tr("Terms", TERMS[word]) if word in TERMS else None

    def player_template(self) -> str:
        """The noun for a side's player, from its name: ``{side:actor}`` fields show it."""
        return self._tr("Names", PLAYER)

    def plain_word(self, value: str) -> str:
        """A parameter that is neither a name, a term nor a phase: an identifier's
        underscores become spaces."""
        return value.replace("_", " ") if value.isidentifier() and "_" in value else value

    # -- names and messages --------------------------------------------------------------
    def name(self, ident: str) -> str:
        """The name of any id the scenario defines; the id itself if none."""
        loc = self._names.get(ident)
        return loc.get(self.lang) if loc is not None else ident

    def _named(self, ident: str) -> str:
        """A name in a message: a unit another side's unit shares it with, with its side."""
        side = self._namesakes.get(ident)
        if side is None:
            return self.name(ident)
        return format_text(self._tr("Names", NAMESAKE), unit=self.name(ident), side=self.side(side))

    def side(self, sid: str | None) -> str:
        return self.name(sid) if sid else ""

    def actor(self, sid: str) -> str:
        """The side's player as the one who acts, in a sentence: "the Soviet player" (a
        sentence that opens with it raises its first letter)."""
        return format_text(self.player_template(), side=self.side(sid))

    def named_side(self, sid: str) -> Named:
        """The side's name, which shows its player in a ``{side:actor}`` field."""
        return Named(self.side(sid), self.actor(sid))

    def render(self, msg: Msg) -> str:
        """``msg`` in the reader's language, filled in with names."""
        params = {k: self._place(k, v) or self._param(v) for k, v in msg.params.items()}
        try:
            return format_text(self.template(msg), **params)
        except (KeyError, IndexError, ValueError):
            try:
                return format_text(msg.text, **params)
            except (KeyError, IndexError, ValueError):
                return msg.text

    def _place(self, key: str, value: Any) -> str | None:
        """The name of the place a ``city``, ``area`` or ``region`` parameter holds (its id;
        for a city also its hex, then with the hex's printed number after the name); None
        when the parameter is no such place."""
        table = self._places.get(key)
        if table is None:
            return None
        if isinstance(value, Hex):
            value = self.game.label(value)
        if not isinstance(value, str):
            return None
        if value in table:
            return table[value].get(self.lang)
        if key == "city" and value in self._city_at:
            return f"{self._city_at[value].get(self.lang)} ({value})"
        return None

    def place(self, h: Hex) -> str:
        """A hex as a player names it: its city's name with the printed number, else the
        number."""
        return self._labelled_place(self.game.label(h))

    def _labelled_place(self, label: str) -> str:
        city = self._city_at.get(label)
        return f"{city.get(self.lang)} ({label})" if city is not None else label

    def _param(self, value: Any) -> str:
        if isinstance(value, Msg):
            return self.render(value)
        if isinstance(value, Hex):
            return self.place(value)
        if isinstance(value, bool):
            return str(value)
        if isinstance(value, float):
            return f"{value:g}"
        if isinstance(value, str):
            if value in self._side_ids:
                return self.named_side(value)
            if value in self._names:
                return self._named(value)
            if value in self._city_at:
                # A hex the log keeps as its printed number (``Context._printable``) that
                # holds a city reads as the player names it, as a live hex does (session
                # 90: "sets up 7th Army at 4114" where the window said "Vyborg (4114)").
                return self._labelled_place(value)
            if ", " in value:
                parts = value.split(", ")
                if all(p in self._names for p in parts):
                    return self.separator().join(self._named(p) for p in parts)
                if all(p in self._names or p in self._hex_labels for p in parts):
                    # names and hex numbers joined by the rules ("1418, 1420"): each read
                    # as a player names it, in the reader's list form
                    return self.separator().join(
                        self._named(p) if p in self._names else self._labelled_place(p) for p in parts)
            word = self.known_term(value)
            if word is not None:
                return word
            if value in self._phase_ids:
                return self.phase_title(value)
            return self.plain_word(value)
        if isinstance(value, (tuple, list)):
            return self.separator().join(self._param(v) for v in value)
        return str(value)

    def phase_title(self, phase_id: str) -> str:
        try:
            return self.render(self.game.phase(phase_id).title)
        except KeyError:
            return phase_id


def dice_text(rolls) -> str:
    """Each roll as its values in brackets; a secret roll, which shows no values, is left
    out (the line says what it drew unseen: session 90, "(dice: [] [] [])" said nothing)."""
    shown = [getattr(r, "shown", r.values) for r in rolls]
    return " ".join("[" + ", ".join(str(v) for v in values) + "]" for values in shown if values)


def log_lines(entries: Iterable, render: Callable[[Msg], str],
              phase_title: Callable[[str], str], dice: Callable[[Any], str] = dice_text,
              turn_word: str = "Turn", dice_word: str = "dice", rule_word: str = "rule"
              ) -> list[str]:
    """One line per log entry: the turn, then a heading line at each new phase, the
    event, its dice and its rule. ``render`` turns a message into words."""
    out: list[str] = []
    last = None
    for e in entries:
        key = (e.turn, e.phase)
        if key != last:
            out.append(f"{turn_word} {e.turn} — {phase_title(e.phase)}")
            last = key
        line = f"  {render(e.text)}"
        rolled = dice(e.rolls) if e.rolls else ""
        if rolled:
            line += f"  ({dice_word}: {rolled})"
        if e.rule:
            line += f"  [{rule_word} {e.rule}]"
        out.append(line)
    return out
