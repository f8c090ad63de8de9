"""What the ``qtwargame`` command's verbs print for a person, as messages (``CommandLine``
context: English and Japanese), and the reader that says them in the language chosen with
``--lang``. A script's output (JSON, CSV columns) keeps its machine keys.

Free of Qt and light to import: the catalogue is read only for a language other than English.
"""

from __future__ import annotations

import errno
import unicodedata
from collections.abc import Callable, Iterable
from typing import Any

from qtwargame.engine.text import Msg, Texts

T = Texts("CommandLine")

#: A scenario's parts as its provenance names them (``Scenario.provenance`` keys).
PARTS = {
    "map": T("map"),
    "order_of_battle": T("order of battle"),
    "setup": T("setup"),
    "reinforcements": T("reinforcements"),
    "tables": T("tables"),
    "cards": T("cards"),
}

#: Where a part's data comes from (``Provenance.kind``).
KINDS = {
    "rulebook": T("rulebook"),
    "reconstructed": T("reconstructed"),
    "designer": T("designer"),
}

DRAW = T("draw")
UNFINISHED = T("unfinished")

#: What the system says of a file it cannot read or write, by ``OSError.errno``, for the
#: errors a person can mend, in a language other than English (others, and English, keep
#: the system's words).
OS_REASONS = {
    errno.ENOENT: T("no such file or folder"),
    errno.EACCES: T("permission denied"),
    errno.EPERM: T("permission denied"),
    errno.EISDIR: T("it is a folder"),
    errno.ENOTDIR: T("a part of the path is not a folder"),
    errno.ENOSPC: T("no space left on the disk"),
    errno.EROFS: T("the disk is read-only"),
}


class Reader:
    """Messages in one language: ``--lang``'s (English when not given)."""

    def __init__(self, lang: str | None = None) -> None:
        from qtwargame.i18n import plain_translator

        self.lang = lang or "en"
        self.translate: Callable[[str, str], str] | None = plain_translator(self.lang)

    @classmethod
    def of(cls, args: Any) -> Reader:
        """The reader of a parsed command line (``--lang`` before or after the verb)."""
        return cls(getattr(args, "lang", None))

    def __call__(self, msg: Msg | str) -> str:
        return msg.format(self.translate) if isinstance(msg, Msg) else msg

    def word(self, context: str, text: str) -> str:
        """A catalogue entry of another context (the window's words, reused)."""
        return self.translate(context, text) if self.translate is not None else text

    def os_reason(self, e: OSError) -> str:
        """Why the system refused a file: in English the system's own words (as before),
        in another language its words for a reason a person can mend (else the system's)."""
        reason = (OS_REASONS.get(e.errno) if e.errno is not None and self.translate is not None
                  else None)
        return self(reason) if reason is not None else str(e.strerror or e)

    def names(self, sc: Any) -> dict[str, str]:
        """Sides and unit types of scenario ``sc`` by id, in the reader's language."""
        out = {t.id: t.name.get(self.lang) or t.id for t in sc.unit_types}
        for s in sc.sides:
            out[s.id] = s.name.get(self.lang) or s.id
        return out

    def side_list(self, sc: Any) -> str:
        """The sides of ``sc`` as a player types them: each name with its id."""
        sep = self.word("Names", ", ")
        return sep.join(f"{s.name.get(self.lang) or s.id} ({s.id})" for s in sc.sides)

    def level(self, level_id: str) -> str:
        """A computer player level's name (its id where it has none)."""
        from qtwargame.tournament.players import level_titles

        title = level_titles().get(level_id)
        if isinstance(title, Msg):
            return title.format(self.translate)
        return level_id

    def result(self, level: str) -> str:
        """A game's result level ('victory', 'decisive'; 'unfinished' for a game stopped
        short) in the reader's words (an unknown one as it is)."""
        from qtwargame.terms import TERMS

        if level in TERMS:
            return self.word("Terms", TERMS[level])
        return self(UNFINISHED) if level == "unfinished" else level


def width(text: str) -> int:
    """Columns ``text`` takes in a terminal: a wide (CJK) character takes two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def pad(text: str, columns: int) -> str:
    """``text`` padded with spaces to ``columns`` terminal columns (as ``f"{text:<n}"`` does
    for English)."""
    return text + " " * max(0, columns - width(text))


def joined(reader: Reader, items: Iterable[str]) -> str:
    """Items of a list in the reader's list form ("Blue, Red"; 「青軍、赤軍」)."""
    return reader.word("Names", ", ").join(items)
