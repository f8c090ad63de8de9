"""Flood fill: the chosen terrain replaces the clicked hex's terrain in every hex joined to
it through neighbours of that same terrain. A drag fills the printed rectangle between where
it starts and ends instead (Tiled's rectangle fill). The right button picks the terrain."""

from __future__ import annotations

from qtwargame.editor.area import rect_hexes
from qtwargame.editor.commands import PaintTerrainCommand
from qtwargame.editor.flood_fill import flood_fill
from qtwargame.editor.tools.editor_tool import EditorTool
from qtwargame.editor.translate import translate
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.text import format_text


class FillTool(EditorTool):
    key = "fill"
    layer = "terrain"

    def title(self) -> str:
        return self.tr("Flood fill")

    def __init__(self, view, settings) -> None:
        super().__init__(view, settings)
        self.start: Hex | None = None  # where a drag began

    def hint(self) -> str:
        return self.tr("Click a hex to fill its connected area of the same terrain; drag to "
                       "fill a rectangle.")

    def press(self, ev) -> None:
        if self.right(ev):
            tid = self.doc.terrain_at(ev.hex)
            if tid is not None:
                self.settings.set("terrain", tid)
            return
        if self.left(ev) and ev.on_map:
            self.start = ev.hex

    def move(self, ev) -> None:
        if self.start is not None:
            self.overlay.set_preview(self._rect(self.start, ev.hex))

    def release(self, ev) -> None:
        start, self.start = self.start, None
        if start is None:
            return
        self.overlay.set_preview([])
        if ev.hex == start:
            self.fill(start)
        else:
            self.fill_rect(start, ev.hex)

    def cancel(self) -> None:
        self.start = None
        super().cancel()

    def _rect(self, start: Hex, end: Hex) -> list[Hex]:
        return [h for h in rect_hexes(self.doc.grid, start, end) if h in self.doc.label_at]

    def hover(self, ev) -> None:
        self.overlay.set_preview([ev.hex] if ev.on_map else [])

    def fill_rect(self, a, b) -> int:
        """Give every map hex of the printed rectangle between ``a`` and ``b`` the chosen
        terrain; the number of hexes changed."""
        tid = self.settings.terrain
        hexes = self.doc.scenario.map.hexes
        changes = {}
        for h in rect_hexes(self.doc.grid, a, b):
            lbl = self.doc.label_at.get(h)
            if lbl is not None and hexes[lbl] != tid:
                changes[lbl] = (hexes[lbl], tid)
        if changes:
            self.push(PaintTerrainCommand(self.doc, changes, translate(
                "EditorCommands", "Fill rectangle with {terrain}").format(
                    terrain=self.doc.terrain_name(tid))))
            self.status(format_text(self.tr("Filled {n:# hex|# hexes}"), n=len(changes)))
        return len(changes)

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
            self.status(format_text(self.tr("Filled {n:# hex|# hexes}"), n=len(changes)))
        return len(changes)
