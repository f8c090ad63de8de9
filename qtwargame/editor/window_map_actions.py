"""The Map menu of the editor window: a new map, a background image to trace, terrain
shapes from a GeoJSON file."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox

from qtwargame.editor.commands import SetPartCommand
from qtwargame.editor.terrain_shapes import ShapesError, shapes_from_geojson
from qtwargame.editor.tools.shape_tool import apply_shapes
from qtwargame.editor.translate import translate


class WindowMapActions:
    """Mixed into :class:`~qtwargame.editor.editor_window.EditorWindow`."""

    def new_map(self) -> None:
        from qtwargame.editor.dialogs.new_map_dialog import NewMapDialog

        dialog = NewMapDialog(self.doc.scenario.terrain, self)
        dialog.set_grid(self.doc.scenario.map.grid)
        if dialog.exec():
            self.replace_map(dialog.value())

    def replace_map(self, spec) -> None:
        self.doc.undo_stack.push(SetPartCommand(
            self.doc, "map", spec, translate("EditorCommands", "New map")))

    def import_background(self, path: str | Path | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Import background image"), self._last_dir(),
                self.tr("Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.gif *.webp)"))
            if not path:
                return False
            self._remember_dir(path)
        if not self.scene.background.load(path, self.scene.map_bounds()):
            QMessageBox.warning(self, self.tr("Import background image"),
                                self.tr("Cannot read {path} as an image.").format(path=path))
            return False
        self.tools["calibrate"].reset()
        self.set_tool("calibrate")
        return True

    def clear_background(self) -> None:
        self.scene.background.clear()
        self.tools["calibrate"].reset()

    def import_shapes(self, path: str | Path | None = None) -> int:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Import terrain shapes"), self._last_dir(),
                self.tr("GeoJSON (*.geojson *.json)"))
            if not path:
                return 0
            self._remember_dir(path)
        try:
            text = Path(path).read_text(encoding="utf-8")
            shapes = shapes_from_geojson(text, [t.id for t in self.doc.scenario.terrain])
        except (OSError, UnicodeDecodeError) as e:
            QMessageBox.warning(self, self.tr("Import terrain shapes"), str(e))
            return 0
        except ShapesError as e:
            QMessageBox.warning(self, self.tr("Import terrain shapes"),
                                self.tr("The file cannot be used:") + "\n" + "\n".join(e.problems[:20]))
            return 0
        n = apply_shapes(self.doc, shapes, translate(
            "EditorCommands", "Terrain from shapes"))
        self.show_status(self.tr("{n} hexes changed to their majority terrain").format(n=n))
        return n
