"""The base of the board's tools."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from qtwargame.ui.board_event import BoardEvent

if TYPE_CHECKING:
    from qtwargame.ui.board_view import BoardView


class Tool(QObject):
    """One way of using the mouse on the board. Handlers return True when they used the
    event; an unused left press on the board starts panning."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view)
        self.view = view

    @property
    def scene(self):
        return self.view.board_scene

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

    def hint(self) -> str:
        """One line telling the player what to do with this tool."""
        return ""

    def press(self, ev: BoardEvent) -> bool:
        return False

    def move(self, ev: BoardEvent) -> bool:
        return False

    def release(self, ev: BoardEvent) -> bool:
        return False

    def hover(self, ev: BoardEvent) -> None:
        pass

    def context_menu(self, ev: BoardEvent) -> bool:
        return False

    def cancel(self) -> None:
        pass

    def status(self, text: str) -> None:
        self.view.statusMessage.emit(text)
