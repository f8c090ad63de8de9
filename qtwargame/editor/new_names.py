"""What a new item the editor adds is called until the designer names it: "New 3",
"Table 2", "Card 4", "Unit 15" in English and 「新規3」「表2」「カード4」「ユニット15」 in the
Japanese editor, numbered so that no item of its list has that name already."""

from __future__ import annotations

from collections.abc import Iterable

from qtwargame.editor.translate import QT_TRANSLATE_NOOP, translate
from qtwargame.scenario.models import Localized

#: The placeholder names by the kind of item, ``{n}`` its number.
TEMPLATES = {
    "item": QT_TRANSLATE_NOOP("NewName", "New {n}"),
    "table": QT_TRANSLATE_NOOP("NewName", "Table {n}"),
    "card": QT_TRANSLATE_NOOP("NewName", "Card {n}"),
    "unit": QT_TRANSLATE_NOOP("NewName", "Unit {n}"),
    "turn": QT_TRANSLATE_NOOP("NewName", "Turn {n}"),
}


def _names(items: Iterable) -> set[str]:
    """Every English and Japanese name (or date, or title) the items have."""
    out: set[str] = set()
    for x in items:
        for field in ("name", "date", "title"):
            loc = x.get(field) if isinstance(x, dict) else getattr(x, field, None)
            if isinstance(loc, Localized):
                out |= {loc.en, loc.ja}
            elif isinstance(loc, dict):
                out |= {str(loc.get("en", "")), str(loc.get("ja", ""))}
    return out - {""}


def new_name(kind: str, items: Iterable, lang: str, start: int = 1) -> tuple[dict[str, str], int]:
    """The name of a new ``kind`` of item added to ``items``, in the editor's language
    ``lang``, and its number: the first from ``start`` that no item's name has, in either
    language. English is always given (every language falls back to it); the editor's own
    language is filled too, so a Japanese designer reads 「新規3」, not "New 3"."""
    template = TEMPLATES[kind]
    local = translate("NewName", template) if lang != "en" else template
    taken = _names(items)
    n = start
    while template.format(n=n) in taken or local.format(n=n) in taken:
        n += 1
    name = {"en": template.format(n=n), "ja": ""}
    if lang == "ja":
        name["ja"] = local.format(n=n)
    return name, n
