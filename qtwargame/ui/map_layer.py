"""The base of the board's static layers: one item per layer, painted from the map data.

Each layer covers the whole map, paints only what intersects the exposed rectangle, and is
cached by the view in device coordinates, so panning and redrawing counters does not
repaint the map.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from qtwargame.engine.hexgrid import Hex
from qtwargame.ui.layout import Layout


class MapLayer(QGraphicsItem):
    def __init__(self, layout: Layout, bounds: QRectF, z: float) -> None:
        super().__init__()
        self.layout = layout
        self._bounds = QRectF(bounds)
        self.setZValue(z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(self.acceptedMouseButtons().NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def visible_hexes(self, option: QStyleOptionGraphicsItem, hexes) -> list[Hex]:
        """The hexes whose centre lies within a hex of the exposed rectangle."""
        rect = option.exposedRect.adjusted(-self.layout.size, -self.layout.size,
                                           self.layout.size, self.layout.size)
        out = []
        for h in hexes:
            if rect.contains(self.layout.center(h)):
                out.append(h)
        return out
