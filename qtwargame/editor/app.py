"""Opening the scenario editor.

- ``run_editor(file_or_None, lang)``: ``qtwargame edit [FILE]``, the editor as the
  application (offering to recover autosaves a crashed session left behind);
- ``open_editor(path_or_scenario, parent=None)``: from the game's File ▸ Edit Scenario,
  a window beside the play window;
- ``make_editor_window(path_or_id)``: a window not yet shown, for screenshots.

A file is a bundled scenario's id or a path; None starts a new scenario.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QMessageBox

from qtwargame.editor.document import EditorDocument
from qtwargame.editor.editor_autosave import EditorAutosave
from qtwargame.editor.editor_window import EditorWindow
from qtwargame.editor.scenario_template import load_for_editing, new_scenario
from qtwargame.editor.translate import translate
from qtwargame.scenario.io import ScenarioError
from qtwargame.scenario.models import Scenario

#: Open editor windows, kept alive here (each deletes itself from the list on close).
WINDOWS: list[EditorWindow] = []


def _application() -> QApplication:
    from qtwargame.ui.app import application

    return application()


def document_for(path_or_scenario, must_exist: bool = True) -> EditorDocument:
    """A document for a bundled id, a file path, a Scenario, or None (a new scenario).

    Raises FileNotFoundError for an unknown name, ValueError for a file that is not a
    scenario (listing its problems)."""
    if path_or_scenario is None:
        return EditorDocument(new_scenario())
    if isinstance(path_or_scenario, Scenario):
        return EditorDocument(path_or_scenario.model_copy(deep=True))
    from qtwargame.scenario import catalog

    path = catalog.resolve(str(path_or_scenario))
    try:
        return EditorDocument(load_for_editing(path), path)
    except ScenarioError as e:
        raise UnreadableScenarioError(e) from None


class UnreadableScenarioError(ValueError):
    """A file that is not a scenario: ``str()`` lists its problems in English, ``error``
    keeps them to be said in the reader's language (``error.text(translate)``)."""

    def __init__(self, error: ScenarioError) -> None:
        super().__init__(str(error))
        self.error = error


def _answer_open(window: EditorWindow) -> None:
    """File ▸ New and Open of ``window`` open a window beside it, in its language and
    with its autosave folder."""
    window.openRequested.connect(lambda what: open_editor(
        what, window, autosave_dir=window.autosave.folder))


def _track(window: EditorWindow) -> EditorWindow:
    _answer_open(window)
    WINDOWS.append(window)
    window.destroyed.connect(lambda *_: WINDOWS.remove(window) if window in WINDOWS else None)
    return window


def make_editor_window(path_or_id=None, lang: str = "en", autosave_dir=None) -> EditorWindow:
    """An editor window on a scenario (not shown)."""
    _application()
    window = EditorWindow(document_for(path_or_id), lang, autosave_dir)
    window.ask_before_closing = False
    _answer_open(window)
    return window


def _window_on(path_or_id, lang: str) -> EditorWindow | None:
    """The open window of ``lang`` already editing the file ``path_or_id`` names, if any.

    Two windows on one file each save over the other's work, so opening a file that is
    open gives its window back instead of a second one."""
    if path_or_id is None or isinstance(path_or_id, Scenario):
        return None
    from qtwargame.scenario import catalog

    try:
        wanted = catalog.resolve(str(path_or_id)).resolve()
    except (FileNotFoundError, ValueError, OSError):
        return None
    for window in WINDOWS:
        path = window.doc.path
        if (window.isVisible() and window.lang == lang and path is not None
                and path.resolve() == wanted):
            return window
    return None


def open_editor(path_or_scenario=None, parent=None, lang: str | None = None,
                autosave_dir=None) -> EditorWindow | None:
    """Open and show an editor window; None (after saying why) when the file cannot be
    opened. A file already open in a window of that language brings that window to the
    front instead."""
    _application()
    if lang is None:
        lang = getattr(parent, "lang", "en")
    existing = _window_on(path_or_scenario, lang)
    if existing is not None:
        if existing.isMinimized():
            existing.showNormal()
        existing.raise_()
        existing.activateWindow()
        return existing
    try:
        doc = document_for(path_or_scenario)
    except (FileNotFoundError, ValueError) as e:
        from qtwargame.scenario.catalog import UnknownScenarioError

        if isinstance(e, UnknownScenarioError):
            why = e.msg.format(translate)  # in the window's language
        elif isinstance(e, UnreadableScenarioError):
            why = e.error.text(translate)
        else:
            why = str(e)
        QMessageBox.critical(parent, translate("EditorApp", "Cannot open scenario"), why)
        return None
    window = _track(EditorWindow(doc, lang, autosave_dir, remember_layout=True))
    window.show()
    window.raise_()
    return window


def offer_recovery(autosave_dir=None, lang: str = "en") -> list[EditorWindow]:
    """Offer to reopen the autosaves of sessions that did not close; the windows opened."""
    opened = []
    for rec in EditorAutosave.recoverable(autosave_dir):
        name = rec.name(lang)
        answer = QMessageBox.question(
            None, translate("EditorApp", "Recover unsaved work"),
            translate("EditorApp", "The editor closed without saving changes to "
                                   "{name}. Recover them from the autosave?").format(name=name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        if answer == QMessageBox.StandardButton.Yes:
            try:
                doc = EditorDocument(load_for_editing(rec.path), rec.original)
            except ScenarioError:
                continue
            doc.undo_stack.resetClean()
            window = _track(EditorWindow(doc, lang, autosave_dir, remember_layout=True))
            window.show()
            window.autosave_now()
            opened.append(window)
        EditorAutosave.forget(rec)
    return opened


def run_editor(file: str | None = None, lang: str | None = None, autosave_dir=None) -> int:
    """``qtwargame edit [FILE]``: returns the exit code."""
    from qtwargame.i18n import translator

    app = _application()
    lang = translator.install(lang or translator.system_language(), app)
    recovered = offer_recovery(autosave_dir, lang)
    if file is not None or not recovered:
        if open_editor(file, lang=lang, autosave_dir=autosave_dir) is None and not recovered:
            return 2
    return int(app.exec())
