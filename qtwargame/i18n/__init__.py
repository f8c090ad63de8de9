"""Translations: the extractor that keeps the ``.ts`` catalogues complete, the catalogue
reader and writer, and the translator the application installs at run time.

Only :mod:`qtwargame.i18n.translator` imports Qt; the extractor and the catalogue run
anywhere."""

from qtwargame.engine.text import field_words  # noqa: F401 (its home for the forms and the extractor)

LANGUAGES = {"en": "English", "ja": "日本語"}


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (Qt's name, known to the extractor)
    """Mark ``text`` for translation in ``context`` and return it as it is, to be translated
    where it is shown: Qt's macro, typed as what it returns (PySide6 declares ``object``)."""
    return text




def plain_translator(lang: str):
    """``translate(context, text)`` from the ``.ts`` catalogue of ``lang``, without Qt (for
    the command line); None for English or a language without a catalogue."""
    if lang == "en":
        return None
    from qtwargame.i18n.ts_catalog import finished
    from qtwargame.scenario.catalog import resources_dir

    path = resources_dir() / "i18n" / f"qtwargame_{lang}.ts"
    if not path.exists():
        return None
    table = finished(path).exact
    return lambda context, text: table.get((context, text)) or text
