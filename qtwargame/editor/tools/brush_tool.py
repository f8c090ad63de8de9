"""The terrain brush: paint the chosen terrain on a hex and its neighbours out to the
brush radius (0, 1 or 2). A stroke is one undo step. Painting on the ghost grid around
the map adds hexes to it; a brush whose centre is on the map paints the map only (a large
brush at the edge never adds hexes by spilling over). The right button picks up the
terrain under the mouse."""

from __future__ import annotations

from PySide6.QtGui import QColor

from qtwargame.editor.commands import PaintTerrainCommand
from qtwargame.editor.tools.editor_tool import EditorTool
from qtwargame.editor.translate import translate


class BrushTool(EditorTool):
    key = "brush"
    layer = "terrain"

    def __init__(self, view, settings) -> None:
        super().__init__(view, settings)
        self.stroke: int | None = None
        self.last = None

    def title(self) -> str:
        return self.tr("Terrain brush")

    def hint(self) -> str:
        return self.tr("Drag to paint terrain; the right button picks the terrain under the mouse.")

    def footprint(self, h) -> list:
        """The hexes a dab at ``h`` paints: the map's, and the ghost grid's only when the
        brush is centred on the ghost grid (adding hexes is then what the designer asks)."""
        terrain = self.scene.terrain
        on_map = self.doc.label_at
        adding = h not in on_map
        out = []
        for x in h.spiral(self.settings.radius):
            if x in on_map or (adding and terrain.in_extent(x) and self.doc.label(x) is not None):
                out.append(x)
        return out

    def _fill_color(self) -> QColor:
        t = next((t for t in self.doc.scenario.terrain if t.id == self.settings.terrain), None)
        c = QColor(t.color if t is not None else "#ffffff")
        c.setAlpha(150)
        return c

    def press(self, ev) -> None:
        if self.right(ev):
            tid = self.doc.terrain_at(ev.hex)
            if tid is not None:
                self.settings.set("terrain", tid)
                self.status(self.tr("Picked terrain {terrain}").format(terrain=self.doc.terrain_name(tid)))
            return
        if not self.left(ev):
            return
        self.stroke = self.doc.new_stroke()
        self.last = ev.hex
        self.dab([ev.hex])

    def move(self, ev) -> None:
        self.hover(ev)
        if self.stroke is None or ev.hex == self.last:
            return
        # Fill the gap when the mouse jumps over hexes between two events.
        line = self.last.line_to(ev.hex)[1:] if self.last is not None else [ev.hex]
        self.last = ev.hex
        self.dab(line)

    def release(self, ev) -> None:
        self.stroke = None
        self.last = None

    def cancel(self) -> None:
        self.stroke = None
        super().cancel()

    def hover(self, ev) -> None:
        self.overlay.set_preview(self.footprint(ev.hex), self._fill_color())

    def dab(self, centres) -> None:
        """Paint the brush footprint around each hex of ``centres`` (one stroke)."""
        tid = self.settings.terrain
        hexes = self.doc.scenario.map.hexes
        changes: dict[str, tuple[str | None, str]] = {}
        for c in centres:
            for h in self.footprint(c):
                lbl = self.doc.label(h)
                old = hexes.get(lbl)
                if old != tid and lbl not in changes:
                    changes[lbl] = (old, tid)
        if changes:
            self.push(PaintTerrainCommand(
                self.doc, changes, translate("EditorCommands", "Paint {terrain}").format(
                    terrain=self.doc.terrain_name(tid)),
                self.stroke))
