"""Qt's ``QCoreApplication.translate`` under a short name, and Qt's ``QT_TRANSLATE_NOOP``
typed as what it returns (the text; PySide6 declares ``object``). The string extractor
(:mod:`qtwargame.i18n.extract`) finds ``translate("Context", "literal")`` and
``QT_TRANSLATE_NOOP("Context", "literal")`` calls."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` and return it as it is: it is
    translated where it is shown, with :func:`translate`."""
    return text
