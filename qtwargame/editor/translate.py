"""Qt's ``QCoreApplication.translate`` under a short name. The string extractor
(:mod:`qtwargame.i18n.extract`) finds ``translate("Context", "literal")`` calls."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)
