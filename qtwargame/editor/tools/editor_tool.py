"""The base of the editor's tools: a :class:`~qtwargame.ui.map_tool.MapTool` (the base the
play window's tools share) that edits the document through undoable commands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QCursor, QIcon

from qtwargame.editor.map_event import MapEvent
from qtwargame.editor.tool_icons import tool_icon
from qtwargame.ui.map_tool import MapTool

if TYPE_CHECKING:
    from qtwargame.editor.editor_view import EditorView


class EditorTool(MapTool):
    """One way of using the mouse on the map. Subclasses set ``key`` (the icon and the
    settings name) and implement the handlers they need. Every press and drag is the
    tool's (the map pans with the middle button or Space)."""

    key = "select"
    #: The layer the tool edits (a locked layer refuses it); None for none.
    layer: str | None = None
    claims_every_event = True
    view: EditorView

    def __init__(self, view, settings) -> None:
        super().__init__(view)
        self.settings = settings
        self._macro = False

    @property
    def doc(self):
        return self.view.doc

    @property
    def overlay(self):
        return self.view.editor_scene.overlay

    # -- description ------------------------------------------------------------------------
    def title(self) -> str:
        return self.key

    def icon(self) -> QIcon:
        return tool_icon(self.key)

    def cursor(self) -> QCursor:
        return QCursor(Qt.CursorShape.CrossCursor)

    # -- life ---------------------------------------------------------------------------------
    def deactivate(self) -> None:
        self.end_macro()
        self.overlay.clear_tool_marks()

    # -- handlers -----------------------------------------------------------------------------
    def double_click(self, ev: MapEvent) -> None:
        self.press(ev)

    def leave(self) -> None:
        self.overlay.set_preview([])
        self.overlay.set_edge(None)

    def cancel(self) -> None:
        self.end_macro()
        self.overlay.clear_tool_marks()

    # -- helpers ------------------------------------------------------------------------------
    def push(self, command) -> None:
        self.doc.undo_stack.push(command)

    def begin_macro(self, text: str) -> None:
        """Group the commands of one drag into one undo step."""
        if not self._macro:
            self.doc.undo_stack.beginMacro(text)
            self._macro = True

    def end_macro(self) -> None:
        if self._macro:
            self._macro = False
            self.doc.undo_stack.endMacro()

    @staticmethod
    def left(ev: MapEvent) -> bool:
        return ev.button == Qt.MouseButton.LeftButton or (
            ev.button == Qt.MouseButton.NoButton and bool(ev.buttons & Qt.MouseButton.LeftButton))

    @staticmethod
    def right(ev: MapEvent) -> bool:
        return ev.button == Qt.MouseButton.RightButton or (
            ev.button == Qt.MouseButton.NoButton and bool(ev.buttons & Qt.MouseButton.RightButton))
