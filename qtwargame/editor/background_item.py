"""A scanned map under the grid, to trace terrain, rivers and cities from.

The image sits under the terrain (Tiled's image layer at the bottom): it shows through
when the terrain layer is made transparent in the layers panel, which importing a scan
does at once. Until it is calibrated it is stretched over the map's width;
:meth:`BackgroundItem.apply_fit` places it so that the fitted grid (origin and hex size in
image pixels, see :mod:`qtwargame.editor.calibration`) lies on the editor's grid.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QGraphicsPixmapItem

from qtwargame.editor.calibration import GridFit


class BackgroundItem(QGraphicsPixmapItem):
    def __init__(self) -> None:
        super().__init__()
        self.setZValue(-1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setOpacity(0.5)
        self.path: Path | None = None
        self.fit: GridFit | None = None
        self.setVisible(False)

    def load(self, path: str | Path, map_rect: QRectF) -> bool:
        pm = QPixmap(str(path))
        if pm.isNull():
            return False
        self.setPixmap(pm)
        self.path = Path(path)
        self.fit = None
        if pm.width() > 0:
            k = map_rect.width() / pm.width()
            self.setScale(k)
            self.setPos(map_rect.topLeft())
        self.setVisible(True)
        return True

    def set_image(self, pixmap: QPixmap) -> None:
        """Use an image already in memory (for tests and pasted images)."""
        self.setPixmap(pixmap)
        self.path = None
        self.fit = None
        self.setScale(1.0)
        self.setPos(QPointF(0, 0))
        self.setVisible(True)

    def clear(self) -> None:
        self.setPixmap(QPixmap())
        self.path = None
        self.fit = None
        self.setVisible(False)

    def has_image(self) -> bool:
        return not self.pixmap().isNull()

    def image_point(self, scene_pos: QPointF) -> tuple[float, float]:
        """The image pixel under a scene point."""
        p = self.mapFromScene(scene_pos)
        return p.x(), p.y()

    def apply_fit(self, fit: GridFit, layout) -> None:
        """Place the image so that its grid (``fit``) coincides with ``layout``."""
        k = layout.size / fit.size
        self.setScale(k)
        self.setPos(QPointF(layout.origin.x() - fit.origin_x * k,
                            layout.origin.y() - fit.origin_y * k))
        self.fit = fit
