"""Looking at the board when there is nothing to do with the mouse: a click on a stack
brings its bottom counter to the top."""

from __future__ import annotations

from PySide6.QtCore import Qt

from qtwargame.ui.tools.tool import Tool


class InspectTool(Tool):
    def hint(self) -> str:
        return self.tr("Click a stack to look through it; hover a counter for its details.")

    def release(self, ev) -> bool:
        if ev.button == Qt.MouseButton.LeftButton and ev.unit is not None and ev.hex is not None:
            self.scene.cycle_stack(ev.hex)
            return True
        return False

    def press(self, ev) -> bool:
        return ev.button == Qt.MouseButton.LeftButton and ev.unit is not None
