"""Painting hexes into or out of a region. Commands of one stroke merge: the merged
command keeps the region's hex list from before the stroke and the list after it."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

REGION_ID = 1002


class RegionHexesCommand(QUndoCommand):
    def __init__(self, doc, index: int, hexes: list[str], text: str,
                 stroke: int | None = None) -> None:
        super().__init__(text)
        self.doc = doc
        self.index = index
        self.old = list(doc.scenario.map.regions[index].hexes)
        self.new = list(hexes)
        self.stroke = stroke

    def id(self) -> int:
        return REGION_ID if self.stroke is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if (not isinstance(other, RegionHexesCommand) or other.stroke != self.stroke
                or other.index != self.index):
            return False
        self.new = list(other.new)
        return True

    def redo(self) -> None:
        self.doc.set_field("map.regions", self.index, "hexes", self.new)

    def undo(self) -> None:
        self.doc.set_field("map.regions", self.index, "hexes", self.old)
