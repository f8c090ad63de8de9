"""Ids from names: ``"Novo Moskovsk"`` -> ``"novo_moskovsk"``."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Container


def slug(text: str, fallback: str = "item") -> str:
    norm = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    s = re.sub(r"[^a-z0-9]+", "_", norm.lower()).strip("_")
    return s or fallback


def unique_slug(text: str, fallback: str, taken: Container[str]) -> str:
    """``slug(text)``, numbered ``_2``, ``_3``... until it is not in ``taken``."""
    stem = slug(text, fallback)
    ident, n = stem, 2
    while ident in taken:
        ident = f"{stem}_{n}"
        n += 1
    return ident


def next_free_id(ident: str, taken: Container[str]) -> str:
    """An id for a copy of ``ident``: ``ident`` itself if free, else the stem numbered
    with the next free ``_2``, ``_3``... A copy of a copy counts on from the original's
    stem (``b_inf1_2`` -> ``b_inf1_3``, never ``b_inf1_2_2``); a number that is part of
    the id (``ger_pz_24`` where no ``ger_pz`` exists) stays and is numbered after."""
    if ident not in taken:
        return ident
    stem, n = ident, 2
    m = re.fullmatch(r"(.+)_(\d+)", ident)
    if m is not None and m.group(1) in taken:
        stem, n = m.group(1), int(m.group(2)) + 1
    while f"{stem}_{n}" in taken:
        n += 1
    return f"{stem}_{n}"


def numbered_name(name: str, n: int) -> str:
    """A copy's name: ``name`` numbered ``(n)``, where a copy's own number is replaced
    (``1st Infantry (2)`` -> ``1st Infantry (3)``, never ``1st Infantry (2) (3)``)."""
    stem = re.sub(r" \(\d+\)$", "", name)
    return f"{stem} ({n})" if stem else ""



def copy_number(names: dict[str, str], taken: dict[str, set[str]]) -> int:
    """The least number from 2 that numbers each of ``names`` (by language; a blank one
    stays blank) to a name not in ``taken`` of its language."""
    n = 2
    while any(text and numbered_name(text, n) in taken.get(lang, set())
              for lang, text in names.items()):
        n += 1
    return n
