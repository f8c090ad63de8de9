"""The Edit menu's area commands (Tiled's habits): copy, cut, paste (which becomes a stamp
that follows the mouse), delete what stands in the selection, select all or none, fill the
selection with the chosen terrain, and turn or mirror what is being pasted.

The copied area is kept for the whole program, so an area copied in one scenario pastes in
another. The keys work when the map has the focus; in a table they keep their usual
meaning there."""

from __future__ import annotations

from qtwargame.editor.area import Clip, clear_area, copy_area
from qtwargame.editor.commands import PaintTerrainCommand, ReplaceScenarioCommand
from qtwargame.editor.tools.stamp_tool import StampTool
from qtwargame.editor.translate import translate
from qtwargame.editor.window_base import EditorWindowBase
from qtwargame.engine.text import format_text

#: The area last copied or cut, in any editor window of this program.
CLIPBOARD: list[Clip] = []


class WindowAreaActions(EditorWindowBase):
    """Part of :class:`~qtwargame.editor.editor_window.EditorWindow` (see
    :mod:`~qtwargame.editor.window_base`)."""

    def selected_hexes(self) -> set:
        """The selected area, or the one selected hex."""
        sel = set(self.scene.overlay.selection)
        if not sel and self.scene.overlay.selected is not None:
            sel = {self.scene.overlay.selected}
        return {h for h in sel if h in self.doc.label_at}

    def _anchor(self, hexes):
        grid = self.doc.grid
        return min(hexes, key=lambda h: (grid.to_offset(h).col, grid.to_offset(h).row))

    def copy_selection(self) -> Clip | None:
        hexes = self.selected_hexes()
        if not hexes:
            self.show_status(self.tr("Select hexes first (Select tool: drag a rectangle)."))
            return None
        clip = copy_area(self.doc.scenario, self.doc.grid, hexes, self._anchor(hexes))
        CLIPBOARD[:] = [clip]
        s = clip.summary()
        self.show_status(format_text(self.tr(
            "Copied {hexes:# hex|# hexes}, {cities:# city|# cities}, {lines:# line|# lines}, "
            "{units:# unit|# units}"), **s))
        return clip

    def cut_selection(self) -> Clip | None:
        clip = self.copy_selection()
        if clip is not None:
            self._clear(self.selected_hexes(), format_text(
                translate("EditorCommands", "Cut {n:# hex|# hexes}"), n=len(clip.terrain)))
        return clip

    def delete_selection(self) -> None:
        hexes = self.selected_hexes()
        if hexes:
            self._clear(hexes, format_text(
                translate("EditorCommands", "Clear {n:# hex|# hexes}"), n=len(hexes)))

    def _clear(self, hexes, text: str) -> None:
        if self.refuse_locked("cities", "hexsides", "links", "regions", "units"):
            return
        new = clear_area(self.doc.scenario, self.doc.grid, hexes)
        if new != self.doc.scenario:
            self.doc.undo_stack.push(ReplaceScenarioCommand(self.doc, new, text))

    def paste(self) -> bool:
        """Pick up the copied area as a stamp; False when nothing was copied."""
        if not CLIPBOARD:
            self.show_status(self.tr("Nothing copied yet."))
            return False
        tool = self.tool(StampTool)
        tool.set_clip(CLIPBOARD[0])
        tool.on_done = lambda: self.set_tool("select")
        self.set_tool("stamp")
        return True

    def rotate_clip(self, steps: int = 1) -> None:
        self.tool(StampTool).rotate(steps)

    def flip_clip(self, horizontal: bool) -> None:
        self.tool(StampTool).flip(horizontal)

    def select_all(self) -> None:
        self.scene.overlay.set_selection(self.doc.label_at)

    def select_none(self) -> None:
        self.scene.overlay.set_selection(())

    def fill_selection(self) -> int:
        """Give every selected hex the chosen terrain (a rectangle fill with a rectangle
        selection); the number of hexes changed."""
        if self.refuse_locked("terrain"):
            return 0
        tid = self.settings.terrain
        hexes = self.doc.scenario.map.hexes
        changes = {}
        for h in self.selected_hexes():
            lbl = self.doc.label_at[h]
            if hexes[lbl] != tid:
                changes[lbl] = (hexes[lbl], tid)
        if changes:
            self.doc.undo_stack.push(PaintTerrainCommand(
                self.doc, changes, format_text(
                    translate("EditorCommands", "Fill {n:# hex|# hexes} with {terrain}"),
                    n=len(changes), terrain=self.doc.terrain_name(tid))))
        return len(changes)
