"""The File menu of the editor window: new, open, save, save as, the autosave and the
question before closing. A failed save shows why and keeps the document as it is.

The scenarios that ship with the program open read-only: Save goes to Save As, whose
dialog starts in the player's scenarios folder (where New Game lists them), and a save
into the program's own folder is refused. A new scenario's first Save starts there too."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox

from qtwargame.editor.window_base import is_bundled
from qtwargame.editor.window_map_actions import WindowMapActions
from qtwargame.engine.text import format_text
from qtwargame.scenario.io import save_scenario

__all__ = ["WindowFiles", "is_bundled"]


class WindowFiles(WindowMapActions):
    """Part of :class:`~qtwargame.editor.editor_window.EditorWindow` (see
    :mod:`~qtwargame.editor.window_base`); a save names the scanned map relative to the
    file's folder, so it builds on the Map menu's scan handling.

    New and Open ask for another window with :attr:`openRequested`; whoever made the
    window (:mod:`qtwargame.editor.app`, which keeps the open windows) opens it. The window
    does not make windows itself: that keeps the application above the window in the
    import graph."""

    #: A file to open in a new window: a path, or None for a new scenario.
    openRequested = Signal(object)
    #: Saved or discarded and closed: no autosave is written any more.
    closed_for_good = False

    def is_read_only(self) -> bool:
        """The document is one of the program's own scenarios."""
        return is_bundled(self.doc.path)

    def new_window(self) -> None:
        self.openRequested.emit(None)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open scenario"), self._last_dir(),
                                              self.tr("Scenarios (*.json)"))
        if path:
            self._remember_dir(path)
            self.openRequested.emit(path)

    def save_to(self, path: str | Path) -> bool:
        """Write the document to ``path`` atomically. On failure the error is shown and
        the document stays as it is, unsaved."""
        if is_bundled(path):
            QMessageBox.warning(self, self.tr("Save failed"), self.tr(
                "The scenarios that come with the program are read-only. Save your version "
                "in your scenarios folder ({folder}), where New Game lists it.").format(
                folder=self.user_scenarios_dir()))
            return False
        self.keep_scan_opacity()
        self.rebase_scan(path)
        try:
            save_scenario(self.doc.scenario, path)
        except (OSError, ValueError) as e:
            QMessageBox.critical(self, self.tr("Save failed"),
                                 self.tr("The scenario could not be saved to {path}:\n{error}\n\n"
                                         "Your changes are still here; try another place.").format(
                                     path=path, error=e))
            return False
        self.doc.set_path(path)
        self.doc.undo_stack.setClean()
        self.autosave.discard()
        self._autosaved_edits = self.edits
        n = len(self.validation.problems)
        if not n:
            text = self.tr("Saved {path}").format(path=path)
        elif n == 1:
            text = self.tr("Saved {path} (with 1 problem)").format(path=path)
        else:
            text = format_text(self.tr("Saved {path} (with {n:# problem|# problems})"), path=path, n=n)
        self.show_status(text)
        return True

    def save(self) -> bool:
        if self.doc.path is None or self.is_read_only():
            return self.save_as()
        return self.save_to(self.doc.path)

    def save_as_suggestion(self) -> str:
        """Where Save As proposes to write: beside the file being edited, or in the
        player's scenarios folder for a new or bundled scenario."""
        if self.doc.path is None or self.is_read_only():
            # a name not taken (a second new scenario: new_scenario_2.json, not the first's)
            folder = self.user_scenarios_dir()
            stem, n = self.doc.scenario.id, 2
            name = stem
            while (folder / f"{name}.json").exists():
                name, n = f"{stem}_{n}", n + 1
            return str(folder / f"{name}.json")
        return str(Path(self._last_dir()) / self.doc.display_name())

    def save_as(self) -> bool:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save scenario as"),
                                              self.save_as_suggestion(),
                                              self.tr("Scenarios (*.json)"))
        if not path:
            return False
        if not path.endswith(".json"):
            path += ".json"
        self._remember_dir(path)
        self.name_after_file(Path(path))
        return self.save_to(path)

    def name_after_file(self, path: Path) -> None:
        """A new scenario saved with the template's ID and title takes them from the file's
        name ("steppe_raid.json": ID steppe_raid, title "Steppe raid"), one undo step: two
        such files read as two "New scenario" entries, one ID, in New Game."""
        from qtwargame.editor.commands import SetPartCommand
        from qtwargame.editor.scenario_template import new_scenario
        from qtwargame.editor.slug import slug
        from qtwargame.editor.translate import translate

        sc = self.doc.scenario
        template = new_scenario(1, 1)
        stem = path.stem.strip()
        words = " ".join(stem.replace("_", " ").split())
        if not words:
            return
        ident = slug(stem, "")
        renames: list[tuple[str, object]] = []
        if sc.id == template.id and ident and ident != sc.id:
            renames.append(("id", ident))
        if sc.title == template.title:
            # the editor's own language too (a Japanese designer's title field was left
            # blank where it read 「新しいシナリオ」), as a new item's name is
            shown = words[:1].upper() + words[1:]
            renames.append(("title", type(sc.title)(
                en=shown, ja=shown if self.doc.lang == "ja" else "")))
        if not renames:
            return
        stack = self.doc.undo_stack
        stack.beginMacro(translate("EditorCommands", "Name the scenario after its file {file}")
                         .format(file=path.name))
        for part, value in renames:
            stack.push(SetPartCommand(self.doc, part, value, translate(
                "EditorCommands", "Name the scenario after its file {file}").format(file=path.name)))
        stack.endMacro()

    def autosave_now(self) -> None:
        """Write the autosave if there are changes it does not have yet (never after the
        window closed with its work saved or discarded)."""
        if self.closed_for_good:
            return
        if not self.doc.is_modified():
            self.autosave.discard()
            return
        if self.edits == self._autosaved_edits and self.autosave.path.exists():
            return
        try:
            self.autosave.write(self.doc)
        except OSError as e:
            self.show_status(self.tr("Autosave failed: {error}").format(error=e))
            return
        self._autosaved_edits = self.edits

    def maybe_save(self) -> bool:
        """True when the window may close: no unsaved changes, or the designer saved them
        or chose to discard them."""
        if not self.doc.is_modified():
            return True
        answer = QMessageBox.warning(
            self, self.tr("Unsaved changes"),
            self.tr("{file} has unsaved changes. Save them before closing?").format(
                file=self.doc.display_name()),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard
