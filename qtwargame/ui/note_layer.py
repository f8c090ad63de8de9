"""Hexes the rules mark on the map for as long as the mark matters (``Ruleset.map_notes``:
Shin Barbarossa's hexes barred to Soviet rail movement, 14.3): each hatched in dark red
inside a dashed edge, its meaning in the hex's tooltip."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPolygonItem

from qtwargame.engine.hexgrid import Hex
from qtwargame.ui.layout import Layout

#: The hatch and edge of a marked hex: dark red, seen on every terrain under the counters.
NOTE_COLOR = QColor(150, 20, 20)


class NoteLayer:
    """The marked hexes of the board, one item each (each with its own tooltip), under
    the counters and the tools' highlights."""

    Z = 7

    def __init__(self, scene, layout: Layout) -> None:
        self.scene = scene
        self.layout = layout
        self.items: dict[Hex, QGraphicsPolygonItem] = {}
        self.notes: dict[Hex, str] = {}

    def set_notes(self, notes: dict[Hex, str]) -> None:
        """Mark exactly the hexes of ``notes``, each with its words as its tooltip."""
        if notes == self.notes:
            return
        self.notes = dict(notes)
        for h in [h for h in self.items if h not in notes]:
            self.scene.removeItem(self.items.pop(h))
        for h, text in notes.items():
            item = self.items.get(h)
            if item is None:
                item = QGraphicsPolygonItem(self.layout.polygon(h, 0.9))
                fill = QColor(NOTE_COLOR)
                fill.setAlpha(170)
                item.setBrush(QBrush(fill, Qt.BrushStyle.BDiagPattern))
                pen = QPen(NOTE_COLOR, 2.5, Qt.PenStyle.DashLine)
                pen.setCosmetic(True)
                item.setPen(pen)
                item.setZValue(self.Z)
                item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
                self.scene.addItem(item)
                self.items[h] = item
            item.setToolTip(text)
