"""Selecting a hex to see and edit what is in it (terrain, city, regions, hexsides,
units) in the Hex panel."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QCursor

from qtwargame.editor.tools.editor_tool import EditorTool


class SelectTool(EditorTool):
    key = "select"

    def title(self) -> str:
        return self.tr("Select")

    def hint(self) -> str:
        return self.tr("Click a hex to inspect it; drag with the middle button to pan.")

    def cursor(self) -> QCursor:
        return QCursor(Qt.CursorShape.ArrowCursor)

    def press(self, ev) -> None:
        if self.left(ev):
            h = ev.hex if ev.on_map else None
            self.overlay.set_selected(h)
            self.view.hexSelected.emit(h)

    def hover(self, ev) -> None:
        self.overlay.set_preview([ev.hex] if ev.on_map else [])
