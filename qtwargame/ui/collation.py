"""Names in the order of the language they are shown in (Qt's collator, ICU behind it)."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QCollator, QLocale, Qt


@cache
def name_collator(lang: str) -> QCollator:
    """Numbers by value ("2nd Army" before "10th Army", 「第2軍」 before 「第10軍」), letters
    whatever their case or accent ("Šiauliai" among the S), kana in their syllabary's order
    with hiragana and katakana together, kanji in the Japanese dictionary order (JIS X 0208,
    by reading), where code points put every "1" before any "2", capitals before small
    letters, "Š" after "Z" and 名古屋 before 大阪."""
    collator = QCollator(QLocale(lang))
    collator.setNumericMode(True)
    collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    return collator
