"""The editor's map view: the play window's :class:`~qtwargame.ui.map_view.MapView` (zoom,
pan, fit and the active tool, the same hands in both windows) on the editor's scene.

What the editor adds: each mouse event reaches the tool as a :class:`MapEvent` (the hex
under the mouse, its printed number, the buttons held); a tool whose layer is locked is
refused; the right button belongs to the tools (pick terrain, paint out), so there is no
context menu; Return finishes what the tool is drawing (a polygon); units dropped from the
order of battle are placed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtWidgets import QGraphicsView

from qtwargame.editor.editor_scene import EditorScene
from qtwargame.editor.map_event import MapEvent
from qtwargame.editor.panels.layers_panel import layer_title
from qtwargame.i18n import QT_TRANSLATE_NOOP
from qtwargame.ui.map_view import MAP_KEYS, UNIT_MIME, MapView

if TYPE_CHECKING:
    from qtwargame.editor.tools.editor_tool import EditorTool

__all__ = ["EDITOR_KEYS", "UNIT_MIME", "EditorView"]

#: The keys the editor's map answers: those of every map view, and the tool's Escape and Return.
EDITOR_KEYS = MAP_KEYS + (
    ((Qt.Key.Key_Escape,), QT_TRANSLATE_NOOP("MapView", "Cancel what the tool is doing"),
     "cancel_tool", ()),
    ((Qt.Key.Key_Return, Qt.Key.Key_Enter), QT_TRANSLATE_NOOP("MapView", "Finish a terrain polygon"),
     "finish_tool", ()),
)


class EditorView(MapView):
    unitPicked = Signal(str)
    unitDropped = Signal(str, object)  # unit id, MapEvent

    KEYS = EDITOR_KEYS
    #: Only what a brush dab changed is repainted (the whole viewport of a large map is not).
    UPDATE_MODE = QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate
    tool: EditorTool | None

    def __init__(self, scene: EditorScene, parent=None) -> None:
        super().__init__(parent)
        self.editor_scene = scene
        self.setScene(scene)

    @property
    def doc(self):
        return self.editor_scene.doc

    def map_scene(self) -> EditorScene:
        return self.editor_scene

    def set_tool(self, tool) -> None:
        changed = tool is not self.tool
        super().set_tool(tool)
        if changed and tool is not None:
            self.statusMessage.emit(tool.hint())

    # -- the mouse ----------------------------------------------------------------------------
    def map_event(self, pos: QPointF, button=Qt.MouseButton.NoButton,
                  buttons=Qt.MouseButton.NoButton, modifiers=Qt.KeyboardModifier.NoModifier,
                  global_pos=None) -> MapEvent:
        """The event a tool gets for scene point ``pos``."""
        h = self.editor_scene.hex_at(pos)
        label = self.doc.label_at.get(h)
        return MapEvent(pos=QPointF(pos), hex=h, label=label, button=button, buttons=buttons,
                        modifiers=modifiers,
                        global_pos=global_pos if global_pos is not None else self.cursor().pos())

    def event_at(self, pos, button, buttons, modifiers, global_pos) -> MapEvent:
        return self.map_event(pos, button, buttons, modifiers, global_pos)

    def _tool_layer(self) -> str | None:
        return getattr(self.tool, "layer", None)

    def tool_blocked(self) -> bool:
        return self.tool is not None and self.editor_scene.is_locked(self._tool_layer())

    def accept_press(self, ev: MapEvent) -> bool:
        if self.tool_blocked():
            self.statusMessage.emit(self.tr("The {layer} layer is locked (Layers panel).")
                                    .format(layer=layer_title(self._tool_layer())))
            return False
        return True

    def contextMenuEvent(self, event) -> None:
        event.accept()  # right button belongs to the tools (erase, paint out)

    # -- units dropped from the order of battle ------------------------------------------------
    def unit_dragged_to(self, pos: QPointF) -> None:
        ev = self.map_event(pos)
        self.editor_scene.overlay.set_preview([ev.hex] if ev.on_map else [])

    def unit_drag_left(self) -> None:
        self.editor_scene.overlay.set_preview([])

    def unit_dropped(self, uid: str, pos: QPointF, modifiers) -> None:
        self.editor_scene.overlay.set_preview([])
        self.unitDropped.emit(uid, self.map_event(pos, modifiers=modifiers))
