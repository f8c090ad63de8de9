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
        """The hexes whose centre lies within a hex of the exposed rectangle (its edges
        included, as ``QRectF.contains``), in the order of ``hexes``."""
        s = self.layout.size
        rect = option.exposedRect.adjusted(-s, -s, s, s).normalized()
        left, top, right, bottom = rect.left(), rect.top(), rect.right(), rect.bottom()
        return [h for h, x, y in self._centres(hexes)
                if left <= x <= right and top <= y <= bottom]

    def _centres(self, hexes) -> list[tuple[Hex, float, float]]:
        """Each hex of ``hexes`` with its centre, in plain numbers: made at the first paint
        and again when the collection or the layout's size or origin changes (a map's
        thousands of hexes cost no Python call each at the paints after it)."""
        lay = self.layout
        key = (id(hexes), len(hexes), lay.size, lay.origin.x(), lay.origin.y())
        got = getattr(self, "_centres_of", None)
        if got is None or got[0] != key or got[1] is not hexes:
            got = self._centres_of = (key, hexes, lay.centres(hexes))
        return got[2]
