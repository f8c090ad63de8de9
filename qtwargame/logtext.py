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
from qtwargame.engine.text import Msg


class PlainNames:
    """Scenario ids to names in one language, and messages rendered with them (no
    translation of the templates: the command line speaks the templates' English)."""

    def __init__(self, game, lang: str = "en") -> None:
        self.game = game
        self.lang = lang
        sc = game.scenario
        lookup: dict[str, Any] = {}
        for group in (sc.weather, sc.terrain, sc.features, sc.city_kinds, sc.nationalities,
                      sc.unit_types, sc.cards, sc.sides, sc.units):
            for item in group:
                lookup[item.id] = item.name
        for city in sc.map.cities:
            lookup.setdefault(city.id, city.name)
        for region in sc.map.regions:
            lookup.setdefault(region.id, region.name)
        self._names = lookup

    def name(self, ident: str) -> str:
        loc = self._names.get(ident)
        return loc.get(self.lang) if loc is not None else ident

    def side(self, sid: str | None) -> str:
        return self.name(sid) if sid else ""

    def render(self, msg: Msg) -> str:
        params = {k: self._param(v) for k, v in msg.params.items()}
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
            if ", " in value and all(p in self._names for p in value.split(", ")):
                return ", ".join(self.name(p) for p in value.split(", "))
            return value.replace("_", " ") if value.isidentifier() and "_" in value else value
        if isinstance(value, (tuple, list)):
            return ", ".join(self._param(v) for v in value)
        return str(value)

    def phase_title(self, phase_id: str) -> str:
        try:
            return self.render(self.game.phase(phase_id).title)
        except KeyError:
            return phase_id


def dice_text(rolls) -> str:
    """Each roll as its values in brackets, with what it was for when known."""
    return " ".join("[" + ", ".join(str(v) for v in getattr(r, "shown", r.values)) + "]" for r in rolls)


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
        if e.rolls:
            line += f"  ({dice_word}: {dice(e.rolls)})"
        if e.rule:
            line += f"  [{rule_word} {e.rule}]"
        out.append(line)
    return out
