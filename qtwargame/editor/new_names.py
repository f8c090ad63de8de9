"""What a new item the editor adds is called until the designer names it: "New 3",
"Table 2", "Card 4", "Unit 15" in English and 「新規3」「表2」「カード4」「ユニット15」 in the
Japanese editor, numbered so that no item of its list has that name already."""

from __future__ import annotations

import re
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


def numbered_only(kind: str, text: str, n: int) -> bool:
    """Whether ``text`` is only what a new ``kind`` of item numbered ``n`` is called, in
    English or translated ("Turn 3", 「第3ターン」), or blank: a date that says nothing
    the turn's number does not."""
    template = TEMPLATES[kind]
    return text.strip() in {"", template.format(n=n), translate("NewName", template).format(n=n)}


def typed_name(en: str, ja: str) -> Localized:
    """A name as the designer typed it, where one language is enough: a name given in
    Japanese only is its English name too (the scenario's English is the name every language
    falls back to), so a designer working in Japanese need not invent an English one."""
    en, ja = en.strip(), ja.strip()
    return Localized(en=en or ja, ja=ja)


def edited_name(en_text: str, ja_text: str, old: Localized) -> dict[str, str]:
    """A name's two fields as edited beside its ``old`` name: the English, where it only
    stood in for the Japanese (``english_follows``), follows a changed Japanese name; a
    blank English is the Japanese (else the old English)."""
    en, ja = en_text.strip(), ja_text.strip()
    if en == old.en and ja and ja != old.ja and english_follows(old.en, old.ja):
        en = ja
    elif not en:
        en = ja or old.en
    return {"en": en, "ja": ja}


def english_follows(en: str, ja: str) -> bool:
    """Whether a name's English is no more than a stand-in for it, to follow its Japanese
    name as that is typed: blank, the Japanese name itself (``typed_name``), or the
    placeholder of a new item beside its Japanese one ("New 3" beside 「新規3」)."""
    if not en or en == ja:
        return True
    for template in TEMPLATES.values():
        local = translate("NewName", template)
        pattern = re.escape(template).replace(re.escape("{n}"), r"(\d+)")
        m = re.fullmatch(pattern, en)
        if m is not None and ja == local.format(n=m.group(1)):
            return True
    return False


def add_name_rows(form, rows, lang: str) -> None:
    """The two name rows of a dialog's ``form``, ``rows`` the (label, field) of the English
    and the Japanese name: the editor's own language first, and in the Japanese editor the
    English name marked optional (blank, it reads the Japanese one: ``typed_name``)."""
    (en_label, name_en), (ja_label, name_ja) = rows
    if lang == "ja":
        form.addRow(ja_label, name_ja)
        form.addRow(en_label, name_en)
        name_en.setPlaceholderText(translate("NewName", "optional: blank reads the Japanese name"))
    else:
        form.addRow(en_label, name_en)
        form.addRow(ja_label, name_ja)
