"""The Map menu of the editor window: a new map (after asking), a resize that keeps the
content, a background image to trace, terrain shapes from a GeoJSON file."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtGui import QImageReader
from PySide6.QtWidgets import QFileDialog, QMessageBox

from qtwargame.editor.calibration import GridFit
from qtwargame.editor.commands import ReplaceScenarioCommand, SetPartCommand
from qtwargame.editor.renames import map_extent, resize_map
from qtwargame.editor.tools.calibrate_tool import CalibrateTool
from qtwargame.editor.tools.shape_tool import apply_shapes
from qtwargame.editor.translate import translate
from qtwargame.editor.window_base import EditorWindowBase
from qtwargame.engine.text import format_text
from qtwargame.scenario.models import ScanSpec, Scenario

#: The terrain's opacity over a scan, set when a scan appears and the terrain is more
#: opaque than SCAN_FADE_ABOVE.
TERRAIN_OVER_SCAN = 0.45
SCAN_FADE_ABOVE = 0.6


def history_values(stack):
    """Every value the commands of an undo stack hold (``old`` and ``new``), macros'
    children included."""
    def walk(command):
        for name in ("old", "new"):
            if hasattr(command, name):
                yield getattr(command, name)
        for i in range(command.childCount()):
            yield from walk(command.child(i))

    for i in range(stack.count()):
        yield from walk(stack.command(i))


class WindowMapActions(EditorWindowBase):
    """Part of :class:`~qtwargame.editor.editor_window.EditorWindow` (see
    :mod:`~qtwargame.editor.window_base`)."""

    #: The terrain was made transparent because a scan appeared.
    terrain_faded = False

    def new_map(self) -> None:
        """Replace the whole map, after saying what goes and offering Resize instead."""
        from qtwargame.editor.dialogs.new_map_dialog import NewMapDialog

        if not self.confirm_new_map():
            return
        dialog = NewMapDialog(self.doc.scenario.terrain, self, lang=self.doc.lang)
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
        if m.cities or m.links or m.regions or m.hexsides:
            text = self.tr(
                "A new map replaces this one: {hexes:# hex|# hexes}, {cities:# city|# cities}, "
                "{lines:# line|# lines}, {regions:# region|# regions} and {sides:# hexside|# "
                "hexsides} go (Undo brings them back). "
                "To change the size and keep everything, use Map ▸ Resize Map.")
        else:  # terrain alone (a new scenario's map): not "0 cities, 0 lines..."
            text = self.tr(
                "A new map replaces this one: its {hexes:# hex|# hexes} of terrain go (Undo "
                "brings them back). To change the size and keep them, use Map ▸ Resize Map.")
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("New map"), format_text(
            text, hexes=len(m.hexes), cities=len(m.cities), lines=len(m.links),
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

        dialog = ResizeMapDialog(self.doc.scenario, self, lang=self.doc.lang)
        if dialog.exec():
            self.resize_map(*dialog.value())

    def resize_map(self, cols: int, rows: int, dx: int = 0, dy: int = 0,
                   fill: str | None = None) -> list[str]:
        """Resize the map keeping its content moved by (dx, dy), as one undo step. Asks
        before anything falls off the edge; returns the hexes that did."""
        try:
            new, dropped = resize_map(self.scenario_with_scan_placed(), cols, rows, dx, dy, fill)
        except ValueError as e:
            QMessageBox.warning(self, self.tr("Resize map"), str(e))
            return []
        if dropped and self.ask_before_closing:
            answer = QMessageBox.warning(
                self, self.tr("Resize map"),
                format_text(self.tr("{n:# hex falls off the map, with the cities, lines, regions "
                                    "and set-up hexes on it|# hexes fall off the map, with the "
                                    "cities, lines, regions and set-up hexes on them}. Resize "
                                    "anyway?"),
                            n=len(dropped)),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
            if answer != QMessageBox.StandardButton.Yes:
                return []
        self.doc.undo_stack.push(ReplaceScenarioCommand(
            self.doc, new, translate("EditorCommands", "Resize map to {cols}×{rows}").format(
                cols=cols, rows=rows)))
        return dropped

    def scenario_with_scan_placed(self):
        """The scenario, its scan calibrated to where the image lies now when it has no
        calibration yet (stretched over the map), so that moving the map's content can
        move the image with it."""
        sc = self.doc.scenario
        bg = self.scene.background
        if sc.scan is None or sc.scan.hex_size is not None or not bg.has_image() or bg.scale() <= 0:
            return sc
        k = bg.scale()
        lay = self.scene.layout
        return sc.model_copy(update={"scan": sc.scan.model_copy(update={
            "hex_size": round(lay.size / k, 4),
            "origin_x": round((lay.origin.x() - bg.pos().x()) / k, 3),
            "origin_y": round((lay.origin.y() - bg.pos().y()) / k, 3)})})

    def replace_map(self, spec) -> None:
        self.doc.undo_stack.push(SetPartCommand(
            self.doc, "map", spec, translate("EditorCommands", "New map")))

    # -- the scanned map (saved with the scenario as ``scan``) ----------------------------------
    def scan_path(self, image: str) -> Path:
        """The file a scan's image names: relative to the scenario's folder."""
        p = Path(image)
        if p.is_absolute() or self.doc.path is None:
            return p
        return self.doc.path.parent / p

    def scan_reference(self, path: str | Path, base: Path | None = None) -> str:
        """How the scenario names an image: relative to its folder where it can be."""
        folder = base if base is not None else (self.doc.path.parent if self.doc.path else None)
        p = Path(path).resolve()
        if folder is not None:
            try:
                return os.path.relpath(p, folder.resolve()).replace(os.sep, "/")
            except ValueError:  # another drive
                pass
        return str(p)

    def import_background(self, path: str | Path | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Import background image"), self._last_dir(),
                self.tr("Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.gif *.webp)"))
            if not path:
                return False
            self._remember_dir(path)
        if QImageReader(str(path)).size().isEmpty():
            QMessageBox.warning(self, self.tr("Import background image"),
                                self.tr("Cannot read {path} as an image.").format(path=path))
            return False
        self.doc.undo_stack.push(SetPartCommand(
            self.doc, "scan", ScanSpec(image=self.scan_reference(path), opacity=0.8),
            translate("EditorCommands", "Import scanned map")))
        self.layers.refresh()
        self.tool(CalibrateTool).reset()
        self.set_tool("calibrate")
        return True

    def clear_background(self) -> None:
        if self.doc.scenario.scan is not None:
            self.doc.undo_stack.push(SetPartCommand(
                self.doc, "scan", None, translate("EditorCommands", "Remove scanned map")))
        self.tool(CalibrateTool).reset()

    def calibrated(self, fit) -> None:
        """Keep a calibration in the scenario (one undo step)."""
        scan = self.doc.scenario.scan
        if scan is None:
            return
        self.doc.undo_stack.push(SetPartCommand(
            self.doc, "scan", scan.model_copy(update={
                "origin_x": round(fit.origin_x, 3), "origin_y": round(fit.origin_y, 3),
                "hex_size": round(fit.size, 4)}),
            translate("EditorCommands", "Calibrate scanned map")))

    def show_scan(self) -> None:
        """Draw the scenario's scan as it says (image, calibration, opacity)."""
        scan = self.doc.scenario.scan
        bg = self.scene.background
        if scan is None:
            bg.clear()
            self.scene._apply_layer("scan")
            self.fade_terrain_for_scan(False)
            return
        self.fade_terrain_for_scan(True)
        path = self.scan_path(scan.image)
        if bg.path is None or bg.path.resolve() != path.resolve() or not bg.has_image():
            if not bg.load(path, self.scene.map_bounds()):
                bg.clear()
                self.show_status(self.tr("The scanned map {path} cannot be read.").format(path=path))
        if bg.has_image() and scan.hex_size is not None:
            bg.apply_fit(GridFit(scan.origin_x or 0.0, scan.origin_y or 0.0, scan.hex_size),
                         self.scene.layout)
        self.scene.set_layer_opacity("scan", scan.opacity)
        self.layers.refresh()

    def fade_terrain_for_scan(self, scan: bool) -> None:
        """With a scan the terrain turns transparent so the scan shows through, unless the
        designer made it so already; without one it is opaque again, unless the designer
        chose its opacity since."""
        scene = self.scene
        if scan and scene.layer_opacity["terrain"] > SCAN_FADE_ABOVE and not self.terrain_faded:
            scene.set_layer_opacity("terrain", TERRAIN_OVER_SCAN)
            self.terrain_faded = True
        elif not scan and self.terrain_faded:
            if scene.layer_opacity["terrain"] == TERRAIN_OVER_SCAN:
                scene.set_layer_opacity("terrain", 1.0)
            self.terrain_faded = False
        self.layers.refresh()

    def keep_scan_opacity(self) -> None:
        """Before saving: the scan's opacity as the layers panel has it."""
        scan = self.doc.scenario.scan
        value = round(self.scene.layer_opacity["scan"], 2)
        if scan is not None and scan.opacity != value:
            scan.opacity = value

    def rebase_scan(self, new_path: str | Path) -> None:
        """Before saving to another folder: name the image relative to that one, in the
        scenario and in every scan the undo history holds (so that undoing "Remove
        scanned map" after Save As finds the image)."""
        folder = Path(new_path).resolve().parent

        def rebase(scan):
            if scan is not None:
                image = self.scan_reference(self.scan_path(scan.image), folder)
                if image != scan.image:
                    scan.image = image

        rebase(self.doc.scenario.scan)
        for value in history_values(self.doc.undo_stack):
            if isinstance(value, ScanSpec):
                rebase(value)
            elif isinstance(value, Scenario):
                rebase(value.scan)

    def import_shapes(self, path: str | Path | None = None) -> int:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Import terrain shapes"), self._last_dir(),
                self.tr("GeoJSON (*.geojson *.json)"))
            if not path:
                return 0
            self._remember_dir(path)
        from qtwargame.editor.terrain_shapes import ShapesError, shapes_from_geojson  # shapely

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
        self.show_status(format_text(self.tr("{n:# hex|# hexes} changed to their majority terrain"), n=n))
        return n
