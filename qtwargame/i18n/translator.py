"""The translator the application installs: it reads the ``.ts`` catalogue directly.

Reading the ``.ts`` (the file translators edit and the extractor keeps complete) means
there is no compiled file that can fall out of date and no build step before running from
a checkout. Qt's own strings (standard buttons) come from Qt's ``qtbase`` translations.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from qtwargame.i18n import QT_TRANSLATE_NOOP

#: Qt's own labels that its ``qtbase`` catalogue does not translate in the Qt this program
#: runs on: the catalogue was made before the file dialog's two labels gained their
#: accelerators, so "&Look in:" and "Files of &type:" are new strings to it. Ours carries
#: them under Qt's own contexts (asked first, so they are found), which the extractor keeps.
QT_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QColorDialog", "&HTML:"),
)


def i18n_dir() -> Path:
    from qtwargame.scenario.catalog import resources_dir

    return resources_dir() / "i18n"


def _lineage(context: str) -> tuple[str, ...]:
    """The names of the classes a Qt class named ``context`` is made of, nearest first,
    itself left out: where ``self.tr`` is called in a method a window has from a mixin
    (``ui.main_window_files.MainWindowFiles``, the editor's ``window_*`` parts), Qt asks
    for the window's class name, while the extractor filed the message under the mixin's."""
    from PySide6.QtCore import QObject

    seen, todo, found = set(), [QObject], []
    while todo:
        cls = todo.pop()
        for sub in cls.__subclasses__():
            if sub not in seen:
                seen.add(sub)
                todo.append(sub)
                if sub.__name__ == context:
                    found.append(sub)
    names: list[str] = []
    for cls in found:
        for base in cls.__mro__[1:]:
            if base.__name__ not in names:
                names.append(base.__name__)
    return tuple(names)


class TsTranslator(QTranslator):
    """Translations from a ``.ts`` file. A message is looked up by context and source;
    if the context has no entry (Qt names the context after the object's class, which a
    subclass changes), then under each class the object's class is made of, nearest first
    (a mixin's messages are filed under the mixin); then any context's translation of the
    same source is used."""

    def __init__(self, path: str | Path, parent=None) -> None:
        super().__init__(parent)
        # imported here: the catalogue reader (and its XML parser) is needed only when a
        # language other than English is installed, never before an English first frame
        from qtwargame.i18n.ts_catalog import finished

        table = finished(path)
        self._language, self.exact, self.by_source = table.language, table.exact, table.by_source
        self._lineages: dict[str, tuple[str, ...]] = {}

    def translate(self, context, source, disambiguation=None, n=-1):
        # None (a null QString) tells Qt "no translation here": the source text shows.
        # An empty string would count as a translation and blank the text out.
        if source is None:
            return None
        found = self.exact.get((context, source))
        if found is None and context:
            lineage = self._lineages.get(context)
            if lineage is None:
                lineage = self._lineages[context] = _lineage(context)
            found = next((self.exact[(c, source)] for c in lineage if (c, source) in self.exact),
                         None)
        if found is None:
            found = self.by_source.get(source)
        return found or None

    def isEmpty(self) -> bool:  # noqa: N802 (Qt API)
        return not self.exact

    def language(self) -> str:
        """The catalogue's target language (Qt's ``QTranslator::language``)."""
        return self._language


_installed: list[QTranslator] = []


def plugin_catalogues(lang: str) -> list[Path]:
    """The ``*_<lang>.ts`` catalogues in the folders plugins offer through the
    ``qtwargame.translations`` entry point group (docs/plugins.md)."""
    from qtwargame.i18n import plugin_catalogue_files

    return plugin_catalogue_files(lang)


def install(lang: str, app: QCoreApplication | None = None) -> str:
    """Make ``lang`` the interface language (``en`` removes every translation).

    Returns the language actually installed (``en`` if there is no catalogue for ``lang``).
    Widgets retranslate themselves when told (see ``MainWindow.set_language``)."""
    app = app or QCoreApplication.instance()
    for t in _installed:
        QCoreApplication.removeTranslator(t)
    _installed.clear()
    if lang == "en":
        QLocale.setDefault(QLocale(QLocale.Language.English))
        return "en"
    path = i18n_dir() / f"qtwargame_{lang}.ts"
    if not path.exists():
        return "en"
    ours = TsTranslator(path, app)
    qt = QTranslator(app)
    if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        QCoreApplication.installTranslator(qt)
        _installed.append(qt)
    QCoreApplication.installTranslator(ours)
    _installed.append(ours)
    for extra in plugin_catalogues(lang):  # installed later, so asked first by Qt
        t = TsTranslator(extra, app)
        QCoreApplication.installTranslator(t)
        _installed.append(t)
    QLocale.setDefault(QLocale(lang))
    return lang


def system_language() -> str:
    return "ja" if QLocale.system().language() == QLocale.Language.Japanese else "en"
