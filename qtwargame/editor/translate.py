"""Qt's ``QCoreApplication.translate`` under a short name, and ``QT_TRANSLATE_NOOP`` typed
as what it returns (:func:`qtwargame.i18n.QT_TRANSLATE_NOOP`). The string extractor
(:mod:`qtwargame.i18n.extract`) finds ``translate("Context", "literal")`` and
``QT_TRANSLATE_NOOP("Context", "literal")`` calls."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from qtwargame.i18n import QT_TRANSLATE_NOOP

__all__ = ["QT_TRANSLATE_NOOP", "translate"]


def translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)
