"""The base of the editor's tools."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QCursor, QIcon

from qtwargame.editor.map_event import MapEvent
from qtwargame.editor.tool_icons import tool_icon


class EditorTool(QObject):
    """One way of using the mouse on the map. Subclasses set ``key`` (the icon and the
    settings name) and implement the handlers they need."""

    key = "select"
    #: The layer the tool edits (a locked layer refuses it); None for none.
    layer: str | None = None

    def __init__(self, view, settings) -> None:
        super().__init__(view)
        self.view = view
        self.settings = settings
        self._macro = False

    @property
    def doc(self):
        return self.view.doc

    @property
    def scene(self):
        return self.view.editor_scene

    @property
    def overlay(self):
        return self.view.editor_scene.overlay

    # -- description ------------------------------------------------------------------------
    def title(self) -> str:
        return self.key

    def hint(self) -> str:
        return ""

    def icon(self) -> QIcon:
        return tool_icon(self.key)

    def cursor(self) -> QCursor:
        return QCursor(Qt.CursorShape.CrossCursor)

    # -- life ---------------------------------------------------------------------------------
    def activate(self) -> None:
        pass

    def deactivate(self) -> None:
        self.end_macro()
        self.overlay.clear_tool_marks()

    # -- handlers -----------------------------------------------------------------------------
    def press(self, ev: MapEvent) -> None:
        pass

    def move(self, ev: MapEvent) -> None:
        pass

    def release(self, ev: MapEvent) -> None:
        pass

    def hover(self, ev: MapEvent) -> None:
        pass

    def double_click(self, ev: MapEvent) -> None:
        self.press(ev)

    def leave(self) -> None:
        self.overlay.set_preview([])
        self.overlay.set_edge(None)

    def cancel(self) -> None:
        self.end_macro()
        self.overlay.clear_tool_marks()

    def finish(self) -> None:
        pass

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

    def status(self, text: str) -> None:
        self.view.statusMessage.emit(text)

    @staticmethod
    def left(ev: MapEvent) -> bool:
        return ev.button == Qt.MouseButton.LeftButton or (
            ev.button == Qt.MouseButton.NoButton and bool(ev.buttons & Qt.MouseButton.LeftButton))

    @staticmethod
    def right(ev: MapEvent) -> bool:
        return ev.button == Qt.MouseButton.RightButton or (
            ev.button == Qt.MouseButton.NoButton and bool(ev.buttons & Qt.MouseButton.RightButton))
