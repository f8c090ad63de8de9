"""Terrain from a drawn polygon: click the corners, double-click (or press Return) to
close it, and every hex takes the terrain covering most of its area, the polygon painted
in the chosen terrain (DR rule 6.11). One undo step. The right button removes the last
corner, Escape drops the polygon."""

from __future__ import annotations

from qtwargame.editor.commands import PaintTerrainCommand
from qtwargame.editor.tools.editor_tool import EditorTool
from qtwargame.editor.translate import translate
from qtwargame.engine.text import format_text


def apply_shapes(doc, shapes, text: str) -> int:
    """Give each hex touched by ``shapes`` (in hex units) its majority terrain, as one
    undoable step. The number of hexes changed."""
    from qtwargame.editor.terrain_shapes import hex_polygon, majority_terrain  # shapely: on use

    flat = doc.grid.orientation.value == "flat"
    polys = {lbl: hex_polygon(h.q, h.r, flat) for lbl, h in doc.hex_of.items()}
    hexes = doc.scenario.map.hexes
    result = majority_terrain(polys, hexes, shapes)
    if result:
        doc.undo_stack.push(PaintTerrainCommand(
            doc, {lbl: (hexes[lbl], t) for lbl, t in result.items()}, text))
    return len(result)


class ShapeTool(EditorTool):
    key = "shape"
    layer = "terrain"

    def __init__(self, view, settings) -> None:
        super().__init__(view, settings)
        self.points: list = []

    def title(self) -> str:
        return self.tr("Terrain polygon")

    def hint(self) -> str:
        return self.tr("Click the corners of an area; double-click or press Return to give its "
                       "hexes the terrain by majority of area.")

    def press(self, ev) -> None:
        if self.left(ev):
            self.points.append(ev.pos)
        elif self.right(ev) and self.points:
            self.points.pop()
        self.overlay.set_polygon(self.points)

    def double_click(self, ev) -> None:
        self.finish()

    def cancel(self) -> None:
        self.points = []
        super().cancel()

    def finish(self) -> None:
        points, self.points = self.points, []
        self.overlay.set_polygon([])
        if len(points) < 3:
            return
        n = self.apply_polygon(points)
        self.status(format_text(self.tr("{n:# hex|# hexes} changed to the majority terrain"), n=n))

    def to_units(self, p) -> tuple[float, float]:
        lay = self.scene.layout
        return (p.x() - lay.origin.x()) / lay.size, (p.y() - lay.origin.y()) / lay.size

    def apply_polygon(self, scene_points, terrain: str | None = None) -> int:
        from shapely.geometry import Polygon

        from qtwargame.editor.terrain_shapes import TerrainShape

        poly = Polygon([self.to_units(p) for p in scene_points]).buffer(0)
        if poly.is_empty:
            return 0
        shape = TerrainShape(terrain or self.settings.terrain, poly)
        return apply_shapes(self.doc, [shape],
                            translate("EditorCommands", "Terrain from polygon"))
