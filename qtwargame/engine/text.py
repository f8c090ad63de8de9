"""Translatable messages that the engine and the rules produce, without importing Qt.

The engine never formats text for a reader. It emits :class:`Msg` values: a translation
context, an English template with ``{name}`` fields, and the parameters. The UI passes the
template through Qt's translator (``QCoreApplication.translate(context, text)``) and then
formats it; the command line formats the English directly.

Each module that speaks to people makes one :class:`Texts` for its context and calls it
with string literals: ``T = Texts("defiant_russia")`` then ``T("Out of supply: {unit}",
unit=uid)``. ``qtwargame.i18n.extract`` finds those calls in the source and keeps the
``.ts`` catalogues complete; a test fails when a string has no Japanese translation.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Msg:
    """A message to show a person: context, English template and its parameters."""

    context: str
    text: str
    params: dict[str, Any] = field(default_factory=dict)

    def format(self, translate=None) -> str:
        """The message in words. ``translate(context, text)`` may supply a translation."""
        template = translate(self.context, self.text) if translate else self.text
        params = {k: _plain(v, translate) for k, v in self.params.items()}
        try:
            return template.format(**params)
        except (KeyError, IndexError, ValueError):
            return self.text.format(**params)

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


def _plain(v: Any, translate) -> Any:
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
