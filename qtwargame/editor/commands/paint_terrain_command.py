"""Painting, filling or erasing hexes: the terrain of each hex before and after.

Commands of one brush stroke share a stroke id and merge into one undo step (Tiled's
``PaintTileLayer::mergeWith``): the merged command keeps each hex's first old terrain and
its last new one. ``None`` as a terrain means the hex is not on the map.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtGui import QUndoCommand

PAINT_ID = 1001


class PaintTerrainCommand(QUndoCommand):
    def __init__(self, doc, changes: Mapping[str, tuple[str | None, str | None]], text: str,
                 stroke: int | None = None) -> None:
        super().__init__(text)
        self.doc = doc
        self.changes = dict(changes)
        self.stroke = stroke

    def id(self) -> int:
        return PAINT_ID if self.stroke is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, PaintTerrainCommand) or other.stroke != self.stroke:
            return False
        for lbl, (old, new) in other.changes.items():
            first = self.changes[lbl][0] if lbl in self.changes else old
            self.changes[lbl] = (first, new)
        return True

    def redo(self) -> None:
        self.doc.set_terrain({lbl: new for lbl, (_, new) in self.changes.items()})

    def undo(self) -> None:
        self.doc.set_terrain({lbl: old for lbl, (old, _) in self.changes.items()})
