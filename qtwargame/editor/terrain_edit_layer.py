"""Terrain as the editor draws it: one hex at a time, so one hex's change repaints one hex.

The play window's :class:`~qtwargame.ui.terrain_layer.TerrainLayer` builds one path per
terrain for the whole map, which is right for a map that never changes. Here each paint
walks only the hexes of the exposed rectangle (:func:`hexes_in_rect`) and a terrain change
invalidates only the changed hexes' rectangles; the device cache keeps everything else.
Fills and patterns are the play window's (``pattern_of``, ``draw_pattern``), so the map
looks the same in both.

Around the map a faint *ghost grid* (the printed rectangle one hex wider) shows where
hexes can be added with the brush, or where the eraser took them away.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from qtwargame.editor.hex_area import hex_rect, hexes_in_rect
from qtwargame.engine.hexgrid import Hex, Offset
from qtwargame.ui.palette import HEX_EDGE, darker
from qtwargame.ui.terrain_layer import draw_pattern, pattern_of

GHOST_EDGE = QColor(255, 255, 255, 60)
GHOST_FILL = QColor(255, 255, 255, 14)


class TerrainEditLayer(QGraphicsItem):
    def __init__(self, layout, doc) -> None:
        super().__init__()
        self.layout = layout
        self.doc = doc
        self.show_patterns = True
        self.show_ghosts = True
        self.setZValue(0)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._bounds = QRectF()
        self.refresh_terrain_kinds()
        self.refresh_extent()

    # -- data ---------------------------------------------------------------------------------
    def refresh_terrain_kinds(self) -> None:
        terrains = self.doc.scenario.terrain
        self._colors = {t.id: QColor(t.color) for t in terrains}
        self._inks = {t.id: darker(QColor(t.color), 0.35) for t in terrains}
        self._patterns = {t.id: pattern_of(t) for t in terrains}
        self.update()

    def refresh_extent(self) -> bool:
        """Recompute the printed rectangle (one hex wider than the map). True if the
        layer's bounds changed."""
        grid = self.doc.grid
        offs = [grid.to_offset(h) for h in self.doc.label_at]
        if offs:
            self.cols = (min(o.col for o in offs) - 1, max(o.col for o in offs) + 1)
            self.rows = (min(o.row for o in offs) - 1, max(o.row for o in offs) + 1)
        else:
            self.cols = self.rows = (0, 0)
        corners = [grid.to_hex(Offset(c, r)) for c in self.cols for r in self.rows]
        hexes = list(self.doc.label_at) + corners
        bounds = self.layout.bounds(hexes) if hexes else QRectF(0, 0, 1, 1)
        bounds = bounds.adjusted(-self.layout.size, -self.layout.size,
                                 self.layout.size, self.layout.size)
        if bounds == self._bounds:
            return False
        self.prepareGeometryChange()
        self._bounds = bounds
        self.drop_cache()
        return True

    def drop_cache(self) -> None:
        """Forget the cached picture. Qt keeps a device cache across a change of bounds by
        moving the old picture with the item's corner, so hexes would stay drawn where the
        old bounds put them (a row off after Undo of hexes added above the map)."""
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.update()

    def in_extent(self, h: Hex) -> bool:
        off = self.doc.grid.to_offset(h)
        return (max(self.cols[0], 0) <= off.col <= self.cols[1]
                and max(self.rows[0], 0) <= off.row <= self.rows[1])

    def hexes_changed(self, labels: list[str]) -> None:
        for lbl in labels:
            h = self.doc.parse(lbl)
            if h is not None:
                self.update(hex_rect(self.layout, h))

    # -- drawing ------------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        layout = self.layout
        s = layout.size
        terrain = self.doc.scenario.map.hexes
        label_at = self.doc.label_at
        edge = QPen(HEX_EDGE, 1.0)
        edge.setCosmetic(True)
        ghost = QPen(GHOST_EDGE, 1.0, Qt.PenStyle.DashLine)
        ghost.setCosmetic(True)
        fallback = QColor("#dddddd")
        for h in hexes_in_rect(layout, option.exposedRect):
            lbl = label_at.get(h)
            if lbl is None:
                if self.show_ghosts and self.in_extent(h):
                    p.setPen(ghost)
                    p.setBrush(GHOST_FILL)
                    p.drawPolygon(layout.polygon(h))
                continue
            tid = terrain.get(lbl)
            p.setPen(edge)
            p.setBrush(self._colors.get(tid, fallback))
            p.drawPolygon(layout.polygon(h))
            if self.show_patterns:
                pattern = self._patterns.get(tid, "")
                if pattern:
                    draw_pattern(p, pattern, layout.center(h), s, self._inks[tid])
