"""The base of every map tool, the play window's (:mod:`qtwargame.ui.tools`) and the
editor's (:mod:`qtwargame.editor.tools`).

A tool is one way of using the mouse on a :class:`~qtwargame.ui.map_view.MapView`. The view
resolves each mouse event to the window's event type (the play window's ``BoardEvent``,
the editor's ``MapEvent``) and hands it to the active tool; the tool changes the game or
the document and says what it did in the status line."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QCursor

if TYPE_CHECKING:
    from qtwargame.ui.map_view import MapView


class MapTool(QObject):
    """The handlers a view calls, each doing nothing here. ``press``, ``move`` and
    ``release`` return True when the tool used the event: a left press the tool does not use
    pans the map (the play window's tools act on clicks, so the empty board is for panning),
    and a drag it does not use shows as hovering. A tool that claims every event it gets
    (the editor's tools, which paint, erase or select on any press) sets
    :attr:`claims_every_event`."""

    #: Every press and drag is the tool's: the view never pans or hovers on what it leaves.
    claims_every_event: ClassVar[bool] = False

    def __init__(self, view: MapView) -> None:
        super().__init__(view)
        self.view = view

    @property
    def scene(self) -> Any:
        """The scene the view shows (the board's or the editor's), None while there is none."""
        return self.view.map_scene()

    # -- description ------------------------------------------------------------------------
    def hint(self) -> str:
        """One line telling the user what to do with this tool."""
        return ""

    def cursor(self) -> QCursor:
        """The mouse cursor over the map while the tool is active."""
        return QCursor(Qt.CursorShape.ArrowCursor)

    # -- life ---------------------------------------------------------------------------------
    def activate(self) -> None:
        """The tool became the view's tool."""

    def deactivate(self) -> None:
        """Another tool (or none) took over: take away what this one drew."""

    # -- handlers -----------------------------------------------------------------------------
    def press(self, ev: Any) -> bool | None:
        return False

    def move(self, ev: Any) -> bool | None:
        return False

    def release(self, ev: Any) -> bool | None:
        return False

    def hover(self, ev: Any) -> None:
        """The mouse moved with no button held (or in a drag the tool did not use)."""

    def double_click(self, ev: Any) -> None:
        """A double click; the second press of it arrives only here."""

    def leave(self) -> None:
        """The mouse left the map."""

    def context_menu(self, ev: Any) -> bool:
        """The right button's menu: True when the tool showed one."""
        return False

    def cancel(self) -> None:
        """Escape: drop what the tool is in the middle of."""

    def finish(self) -> None:
        """Return: complete what the tool is in the middle of."""

    def status(self, text: str) -> None:
        self.view.statusMessage.emit(text)
