"""Ids from names: ``"Novo Moskovsk"`` -> ``"novo_moskovsk"``."""

from __future__ import annotations

import re
import unicodedata


def slug(text: str, fallback: str = "item") -> str:
    norm = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    s = re.sub(r"[^a-z0-9]+", "_", norm.lower()).strip("_")
    return s or fallback
