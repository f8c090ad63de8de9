"""The eraser takes hexes off the map (for irregular map edges and partial hexes), at the
brush radius; a stroke is one undo step. Anything still referring to an erased hex (a
city, a region, a link) is kept and listed by the validation panel, so nothing the
designer made is lost silently; painting on the ghost grid puts hexes back. To reset
hexes to a terrain, paint that terrain with the brush instead."""

from __future__ import annotations

from PySide6.QtGui import QColor

from qtwargame.editor.commands import PaintTerrainCommand
from qtwargame.editor.tools.editor_tool import EditorTool
from qtwargame.editor.translate import translate

ERASE = QColor(200, 30, 30, 110)


class EraserTool(EditorTool):
    key = "eraser"
    layer = "terrain"

    def __init__(self, view, settings) -> None:
        super().__init__(view, settings)
        self.stroke: int | None = None

    def title(self) -> str:
        return self.tr("Eraser")

    def hint(self) -> str:
        return self.tr("Drag to remove hexes from the map; paint on the ghost grid to add them back.")

    def footprint(self, h) -> list:
        return [x for x in h.spiral(self.settings.radius) if x in self.doc.label_at]

    def press(self, ev) -> None:
        if self.left(ev):
            self.stroke = self.doc.new_stroke()
            self.erase(ev.hex)

    def move(self, ev) -> None:
        self.hover(ev)
        if self.stroke is not None:
            self.erase(ev.hex)

    def release(self, ev) -> None:
        self.stroke = None

    def cancel(self) -> None:
        self.stroke = None
        super().cancel()

    def hover(self, ev) -> None:
        self.overlay.set_preview(self.footprint(ev.hex), ERASE)

    def erase(self, h) -> None:
        hexes = self.doc.scenario.map.hexes
        changes = {}
        for x in self.footprint(h):
            lbl = self.doc.label_at[x]
            changes[lbl] = (hexes[lbl], None)
        if changes:
            self.push(PaintTerrainCommand(
                self.doc, changes, translate("EditorCommands", "Erase hexes"),
                self.stroke))
