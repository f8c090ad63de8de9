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
