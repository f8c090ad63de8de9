"""The base of the board's tools: a :class:`~qtwargame.ui.map_tool.MapTool` that knows the
game's controller and the board's highlights."""

from __future__ import annotations

from typing import TYPE_CHECKING

from qtwargame.ui.map_tool import MapTool

if TYPE_CHECKING:
    from qtwargame.ui.board_view import BoardView


class Tool(MapTool):
    """One way of using the mouse on the board. Handlers return True when they used the
    event; an unused left press on the board starts panning."""

    view: BoardView

    @property
    def controller(self):
        return self.view.controller

    def activate(self) -> None:
        self.refresh()

    def deactivate(self) -> None:
        if self.scene is not None:
            self.scene.highlights.clear()
            self.scene.set_outlines({})

    def refresh(self) -> None:
        """The state changed: redraw what the tool points out."""
