"""Translations: the extractor that keeps the ``.ts`` catalogues complete, the catalogue
reader and writer, and the translator the application installs at run time.

Only :mod:`qtwargame.i18n.translator` imports Qt; the extractor and the catalogue run
anywhere."""

LANGUAGES = {"en": "English", "ja": "日本語"}
