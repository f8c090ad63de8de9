"""The File menu of the editor window: new, open, save, save as, the autosave and the
question before closing. A failed save shows why and keeps the document as it is."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QMessageBox

from qtwargame.scenario.io import save_scenario


class WindowFiles:
    """Mixed into :class:`~qtwargame.editor.editor_window.EditorWindow`."""

    def _last_dir(self) -> str:
        if self.doc.path is not None:
            return str(self.doc.path.parent)
        return str(QSettings().value("editor/last_dir", str(Path.home())))

    def _remember_dir(self, path) -> None:
        QSettings().setValue("editor/last_dir", str(Path(path).parent))

    def new_window(self) -> None:
        from qtwargame.editor.app import open_editor

        open_editor(None)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open scenario"), self._last_dir(),
                                              self.tr("Scenarios (*.json)"))
        if path:
            from qtwargame.editor.app import open_editor

            self._remember_dir(path)
            open_editor(path)

    def save_to(self, path: str | Path) -> bool:
        """Write the document to ``path`` atomically. On failure the error is shown and
        the document stays as it is, unsaved."""
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
        self.show_status(self.tr("Saved {path}").format(path=path) if not n else
                         self.tr("Saved {path} (with {n} problems)").format(path=path, n=n))
        return True

    def save(self) -> bool:
        if self.doc.path is None:
            return self.save_as()
        return self.save_to(self.doc.path)

    def save_as(self) -> bool:
        suggested = str(Path(self._last_dir()) / self.doc.display_name())
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save scenario as"), suggested,
                                              self.tr("Scenarios (*.json)"))
        if not path:
            return False
        if not path.endswith(".json"):
            path += ".json"
        self._remember_dir(path)
        return self.save_to(path)

    def autosave_now(self) -> None:
        """Write the autosave if there are changes it does not have yet."""
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
