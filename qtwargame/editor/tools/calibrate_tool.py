"""Calibrating a scanned map: click the centre of a hex on the background image and type
its printed number; after two hexes (more refine the fit) the image is scaled and moved
so that its hexes lie on the grid (see :mod:`qtwargame.editor.calibration`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QInputDialog

from qtwargame.editor.calibration import GridFit, fit_grid, hex_center
from qtwargame.editor.tools.editor_tool import EditorTool


class CalibrateTool(EditorTool):
    key = "calibrate"
    layer = "scan"

    def __init__(self, view, settings) -> None:
        super().__init__(view, settings)
        #: Told each new fit (the window keeps it in the scenario).
        self.on_fit: Callable[[GridFit], None] | None = None
        self.marks: list[tuple[tuple[float, float], str]] = []  # image pixel, hex number

    def title(self) -> str:
        return self.tr("Trace a scanned map")

    def hint(self) -> str:
        return self.tr("Click the centre of a hex on the image and type its number; two hexes "
                       "calibrate the grid.")

    def activate(self) -> None:
        self.show_marks()

    def show_marks(self) -> None:
        bg = self.scene.background
        self.overlay.set_points([bg.mapToScene(x, y) for (x, y), _ in self.marks])

    def ask_label(self) -> str | None:
        text, ok = QInputDialog.getText(self.view, self.tr("Calibrate"),
                                        self.tr("Number of the hex clicked:"))
        return text.strip() if ok and text.strip() else None

    def press(self, ev) -> None:
        if not self.left(ev):
            return
        bg = self.scene.background
        if not bg.has_image():
            self.status(self.tr("Import a background image first (Map menu)."))
            return
        point = bg.image_point(ev.pos)
        label = self.ask_label()
        if label is not None:
            self.add_mark(point, label)

    def add_mark(self, image_point: tuple[float, float], label: str) -> GridFit | None:
        """Record that ``label``'s centre is at ``image_point``; fit when two or more are known."""
        if self.doc.parse(label) is None:
            self.status(self.tr("{label} is not a hex number of this map").format(label=label))
            return None
        self.marks = [m for m in self.marks if m[1] != label] + [(image_point, label)]
        fit = self.fit()
        self.show_marks()
        return fit

    def fit(self) -> GridFit | None:
        if len(self.marks) < 2:
            self.status(self.tr("Now click a second hex, far from the first."))
            return None
        flat = self.doc.grid.orientation.value == "flat"
        units = []
        for _, label in self.marks:
            h = self.doc.parse(label)
            units.append(hex_center(h.q, h.r, flat))
        try:
            fit = fit_grid([p for p, _ in self.marks], units)
        except ValueError as e:
            self.status(str(e))
            return None
        self.scene.background.apply_fit(fit, self.scene.layout)
        if self.on_fit is not None:
            self.on_fit(fit)
        self.status(self.tr("Grid calibrated: hex size {size:.1f} px, mean miss {miss:.1f} px")
                    .format(size=fit.size, miss=fit.residual))
        return fit

    def reset(self) -> None:
        self.marks = []
        self.show_marks()

    def cancel(self) -> None:
        super().cancel()
        self.show_marks()
