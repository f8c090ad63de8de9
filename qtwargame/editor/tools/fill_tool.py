"""Flood fill: the chosen terrain replaces the clicked hex's terrain in every hex joined to
it through neighbours of that same terrain. The right button picks the terrain."""

from __future__ import annotations

from qtwargame.editor.commands import PaintTerrainCommand
from qtwargame.editor.flood_fill import flood_fill
from qtwargame.editor.tools.editor_tool import EditorTool
from qtwargame.editor.translate import translate


class FillTool(EditorTool):
    key = "fill"

    def title(self) -> str:
        return self.tr("Flood fill")

    def hint(self) -> str:
        return self.tr("Click a hex to fill its connected area of the same terrain.")

    def press(self, ev) -> None:
        if self.right(ev):
            tid = self.doc.terrain_at(ev.hex)
            if tid is not None:
                self.settings.set("terrain", tid)
            return
        if self.left(ev) and ev.on_map:
            self.fill(ev.hex)

    def hover(self, ev) -> None:
        self.overlay.set_preview([ev.hex] if ev.on_map else [])

    def fill(self, start) -> int:
        """Fill from ``start``; the number of hexes changed."""
        tid = self.settings.terrain
        area = flood_fill(start, self.doc.terrain_by_hex())
        hexes = self.doc.scenario.map.hexes
        changes = {}
        for h in area:
            lbl = self.doc.label_at[h]
            if hexes[lbl] != tid:
                changes[lbl] = (hexes[lbl], tid)
        if changes:
            self.push(PaintTerrainCommand(
                self.doc, changes, translate("EditorCommands", "Flood fill")))
            self.status(self.tr("Filled {n} hexes").format(n=len(changes)))
        return len(changes)
