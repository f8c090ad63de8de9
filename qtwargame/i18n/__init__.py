"""Translations: the extractor that keeps the ``.ts`` catalogues complete, the catalogue
reader and writer, and the translator the application installs at run time.

Only :mod:`qtwargame.i18n.translator` imports Qt; the extractor and the catalogue run
anywhere."""

import logging
from pathlib import Path

from qtwargame.engine.text import field_words  # noqa: F401 (its home for the forms and the extractor)

LANGUAGES = {"en": "English", "ja": "日本語"}


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (Qt's name, known to the extractor)
    """Mark ``text`` for translation in ``context`` and return it as it is, to be translated
    where it is shown: Qt's macro, typed as what it returns (PySide6 declares ``object``)."""
    return text




def plain_translator(lang: str):
    """``translate(context, text)`` from the ``.ts`` catalogue of ``lang`` and those of the
    installed plugins, without Qt (for the command line); None for English or a language
    without a catalogue. A plugin's words read in English here until session 94."""
    if lang == "en":
        return None
    from qtwargame.i18n.ts_catalog import finished
    from qtwargame.scenario.catalog import resources_dir

    path = resources_dir() / "i18n" / f"qtwargame_{lang}.ts"
    if not path.exists():
        return None
    table = finished(path).exact
    extra = plugin_catalogue_files(lang)
    if extra:  # asked first, as the window's translator asks them (docs/plugins.md)
        table = dict(table)
        for f in extra:
            try:
                table.update(finished(f).exact)
            except Exception:  # a plugin's broken catalogue must not stop the command
                logging.getLogger(__name__).warning("cannot read the catalogue %s", f, exc_info=True)
    return lambda context, text: table.get((context, text)) or text


def plugin_catalogue_files(lang: str) -> list[Path]:
    """The ``*_<lang>.ts`` catalogues in the folders plugins offer through the
    ``qtwargame.translations`` entry point group (docs/plugins.md), in the order they are
    installed: a later one is asked first."""
    from qtwargame.scenario.catalog import TRANSLATION_GROUP, plugin_dirs

    return [f for d in plugin_dirs(TRANSLATION_GROUP) for f in sorted(d.glob(f"*_{lang}.ts"))]
