"""The Map menu of the editor window: a new map (after asking), a resize that keeps the
content, a background image to trace, terrain shapes from a GeoJSON file."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox

from qtwargame.editor.commands import ReplaceScenarioCommand, SetPartCommand
from qtwargame.editor.renames import map_extent, resize_map
from qtwargame.editor.terrain_shapes import ShapesError, shapes_from_geojson
from qtwargame.editor.tools.shape_tool import apply_shapes
from qtwargame.editor.translate import translate


class WindowMapActions:
    """Mixed into :class:`~qtwargame.editor.editor_window.EditorWindow`."""

    def new_map(self) -> None:
        """Replace the whole map, after saying what goes and offering Resize instead."""
        from qtwargame.editor.dialogs.new_map_dialog import NewMapDialog

        if not self.confirm_new_map():
            return
        dialog = NewMapDialog(self.doc.scenario.terrain, self)
        dialog.set_grid(self.doc.scenario.map.grid)
        c0, r0, cols, rows = map_extent(self.doc.scenario)
        if cols:
            dialog.set_size(cols, rows, min(c0, r0))
        if dialog.exec():
            self.replace_map(dialog.value())

    def confirm_new_map(self) -> bool:
        """True when the designer agrees to replace the current map (always when it is
        empty). The question names what would go."""
        m = self.doc.scenario.map
        if not m.hexes:
            return True
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("New map"), self.tr(
            "A new map replaces this one: {hexes} hexes, {cities} cities, {lines} lines, "
            "{regions} regions and {sides} hexsides go (Undo brings them back). "
            "To change the size and keep everything, use Map ▸ Resize Map.").format(
            hexes=len(m.hexes), cities=len(m.cities), lines=len(m.links),
            regions=len(m.regions), sides=len(m.hexsides)), parent=self)
        replace = box.addButton(self.tr("Replace the map"), QMessageBox.ButtonRole.DestructiveRole)
        resize = box.addButton(self.tr("Resize instead…"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        if box.clickedButton() is resize:
            self.resize_map_dialog()
            return False
        return box.clickedButton() is replace

    def resize_map_dialog(self) -> None:
        from qtwargame.editor.dialogs.resize_map_dialog import ResizeMapDialog

        dialog = ResizeMapDialog(self.doc.scenario, self)
        if dialog.exec():
            self.resize_map(*dialog.value())

    def resize_map(self, cols: int, rows: int, dx: int = 0, dy: int = 0,
                   fill: str | None = None) -> list[str]:
        """Resize the map keeping its content moved by (dx, dy), as one undo step. Asks
        before anything falls off the edge; returns the hexes that did."""
        try:
            new, dropped = resize_map(self.doc.scenario, cols, rows, dx, dy, fill)
        except ValueError as e:
            QMessageBox.warning(self, self.tr("Resize map"), str(e))
            return []
        if dropped and self.ask_before_closing:
            answer = QMessageBox.warning(
                self, self.tr("Resize map"),
                self.tr("{n} hexes fall off the map, with the cities, lines, regions and set-up "
                        "hexes on them. Resize anyway?").format(n=len(dropped)),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
            if answer != QMessageBox.StandardButton.Yes:
                return []
        self.doc.undo_stack.push(ReplaceScenarioCommand(
            self.doc, new, translate("EditorCommands", "Resize map to {cols}×{rows}").format(
                cols=cols, rows=rows)))
        return dropped

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
