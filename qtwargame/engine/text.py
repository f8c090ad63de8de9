"""Translatable messages that the engine and the rules produce, without importing Qt.

The engine never formats text for a reader. It emits :class:`Msg` values: a translation
context, an English template with ``{name}`` fields, and the parameters. The UI passes the
template through Qt's translator (``QCoreApplication.translate(context, text)``) and then
formats it; the command line formats the English directly.

Each module that speaks to people makes one :class:`Texts` for its context and calls it
with string literals: ``T = Texts("defiant_russia")`` then ``T("Out of supply: {unit}",
unit=uid)``. ``qtwargame.i18n.extract`` finds those calls in the source and keeps the
``.ts`` catalogues complete; a test fails when a string has no Japanese translation.

A side id passed as a parameter is shown by its name, an adjective in English ("Soviet
movement phase"). Where the side is the one who acts, the template says so with the field
``{side:actor}``: the reader's noun for that side's player is shown ("The Soviet player
moves 4th Army to 0803"; in Japanese the side's name, ソ連軍), its first letter raised
when it opens the sentence. A renderer passes :class:`Named` values for that; a plain
value is shown as it is.

A name from a file given in both languages is passed as :class:`Bilingual`: the English
template shows it with ``{name}``, and a translation that wants the name in its own
language writes ``{name:ja}`` (the English where the Japanese is empty).
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

_COUNT = re.compile(r"-?\d+")

#: The format spec of a field that names the side who acts (``{side:actor}``).
ACTOR = "actor"
_OPENS_WITH_ACTOR = re.compile(r"\{(\w+):" + ACTOR + r"\}")

#: ``translate(context, text)``: a translation of one template, or the template itself.
Translate = Callable[[str, str], str]


class Named(str):
    """A name as a message shows it, with the noun a field ``{side:actor}`` shows instead
    (a side's name, "Soviet", and its player, "the Soviet player")."""

    actor: str

    def __new__(cls, name: str, actor: str) -> Named:
        obj = super().__new__(cls, name)
        obj.actor = actor
        return obj


#: The format spec of a field that shows a :class:`Bilingual` name's Japanese.
JA = "ja"


class Bilingual(str):
    """A name in English (the string itself) with its Japanese (``ja``, may be empty),
    which a translated template shows with the field ``{name:ja}``."""

    ja: str

    def __new__(cls, en: str, ja: str = "") -> Bilingual:
        obj = super().__new__(cls, en)
        obj.ja = ja
        return obj


class _CountForms(string.Formatter):
    """``str.format`` plus count forms: a field ``{n:# unit|# units}`` shows its first form
    when ``n`` is 1 and its second for any other value (0, 2, ½), each with ``#`` standing
    for the value as written; and a field ``{side:actor}`` shows a :class:`Named` value's
    ``actor`` (any other value as it is), a field ``{name:ja}`` a :class:`Bilingual`
    value's Japanese."""

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == ACTOR:
            return str(getattr(value, "actor", value))
        if format_spec == JA:
            return str(getattr(value, "ja", "") or value)
        if "|" not in format_spec:
            shown_plain: str = super().format_field(value, format_spec)
            return shown_plain
        forms = format_spec.split("|")
        if len(forms) != 2:
            raise ValueError(f"a count field has two forms, one and other: {format_spec!r}")
        shown = str(value)
        one = not isinstance(value, bool) and _COUNT.fullmatch(shown) and int(shown) == 1
        return (forms[0] if one else forms[1]).replace("#", shown)


_FORMS = _CountForms()


def format_text(template: str, /, **params: Any) -> str:
    """``template`` with its fields filled in, as ``str.format`` does, and with count forms
    chosen: ``format_text("{n:# unit is|# units are} out of supply", n=1)`` reads "1 unit is
    out of supply". English templates give the forms for one and for other numbers; a
    translation writes its own fields (Japanese needs none: ``{n}個``). A template that
    opens with a ``{side:actor}`` field given a :class:`Named` value opens with a capital:
    "The Soviet player ..."; a plain value (an id) is shown as it is."""
    if "|" not in template and ":" + ACTOR + "}" not in template and ":" + JA + "}" not in template:
        return template.format(**params)
    text = _FORMS.vformat(template, (), params)
    opens = _OPENS_WITH_ACTOR.match(template)
    if opens and isinstance(params.get(opens.group(1)), Named):
        text = text[:1].upper() + text[1:]
    return text


@dataclass(frozen=True, slots=True)
class Msg:
    """A message to show a person: context, English template and its parameters."""

    context: str
    text: str
    params: dict[str, Any] = field(default_factory=dict)

    def format(self, translate: Translate | None = None) -> str:
        """The message in words. ``translate(context, text)`` may supply a translation."""
        template = translate(self.context, self.text) if translate else self.text
        params = {k: _plain(v, translate) for k, v in self.params.items()}
        try:
            return format_text(template, **params)
        except (KeyError, IndexError, ValueError):
            return format_text(self.text, **params)

    def __str__(self) -> str:
        return self.format()

    def to_json(self) -> dict[str, Any]:
        return {"context": self.context, "text": self.text,
                "params": {k: _param_json(v) for k, v in self.params.items()}}

    @staticmethod
    def from_json(data: dict[str, Any]) -> Msg:
        return Msg(data["context"], data["text"],
                   {k: _param_from_json(v) for k, v in data.get("params", {}).items()})


def _param_json(v: Any) -> Any:
    if isinstance(v, Msg):
        return {"$msg": v.to_json()}
    if isinstance(v, tuple | list):
        if any(isinstance(x, Msg) for x in v):
            return {"$msgs": [x.to_json() if isinstance(x, Msg) else x for x in v]}
        return list(v)
    return v


def _param_from_json(v: Any) -> Any:
    if isinstance(v, dict) and "$msg" in v:
        return Msg.from_json(v["$msg"])
    if isinstance(v, dict) and "$msgs" in v:
        return tuple(Msg.from_json(x) if isinstance(x, dict) else x for x in v["$msgs"])
    if isinstance(v, list):
        return tuple(v)
    return v


def _plain(v: Any, translate: Translate | None) -> Any:
    if isinstance(v, Msg):
        return v.format(translate)
    if isinstance(v, tuple | list):
        return ", ".join(str(_plain(x, translate)) for x in v)
    return v


class Texts:
    """The message factory of one translation context."""

    __slots__ = ("context",)

    def __init__(self, context: str) -> None:
        self.context = context

    def __call__(self, text: str, **params: Any) -> Msg:
        return Msg(self.context, text, params)


#: The engine's own messages.
emsg = Texts("engine")

#: Templates reworded after saved games had recorded them in a state (a decision's prompt,
#: a result's reason): (context, current words) -> recorded words, and back.
_RECORDED: dict[tuple[str, str], str] = {}
_CURRENT: dict[tuple[str, str], str] = {}


def reworded(current: Msg, recorded: str) -> Msg:
    """Declare that ``current``'s template replaced ``recorded``, which saved games hold in
    their states. A state keeps the recorded words in its JSON and so in its hash (every
    older save still replays to the hash written in it) and reads the current words in
    play. Returns ``current``."""
    _RECORDED[(current.context, current.text)] = recorded
    _CURRENT[(current.context, recorded)] = current.text
    return current


def as_recorded(msg: Msg) -> Msg:
    """``msg`` in the words a state records (see :func:`reworded`)."""
    old = _RECORDED.get((msg.context, msg.text))
    return msg if old is None else Msg(msg.context, old, msg.params)


def as_current(msg: Msg) -> Msg:
    """``msg`` read from a state, in the current words (see :func:`reworded`)."""
    new = _CURRENT.get((msg.context, msg.text))
    return msg if new is None else Msg(msg.context, new, msg.params)


def field_words(name: str) -> str:
    """A data field or key in words, as the editor's forms label it ("air_max" -> "air max");
    the extractor writes the same words into the ``RulesData`` context (``qtwargame.i18n``
    offers it too; it lives here so that the scenario checks need no import of ``i18n``)."""
    return name.replace("_", " ")
