"""The editor's map view: zoom, pan, the active tool, and units dropped from the order
of battle.

The wheel zooms around the mouse, the middle button (or Space with the left button)
pans, Home fits the map. Every other mouse event goes to the active tool as a
:class:`MapEvent`; Escape cancels what the tool is doing and Return finishes it (a
polygon being drawn).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import QGraphicsView

from qtwargame.editor.editor_scene import EditorScene
from qtwargame.editor.map_event import MapEvent
from qtwargame.editor.panels.layers_panel import layer_title

UNIT_MIME = "application/x-qtwargame-unit"
MIN_ZOOM, MAX_ZOOM = 0.1, 8.0


class EditorView(QGraphicsView):
    statusMessage = Signal(str)
    hexSelected = Signal(object)  # Hex or None
    unitPicked = Signal(str)
    hexHovered = Signal(object)  # MapEvent or None
    unitDropped = Signal(str, object)  # unit id, MapEvent
    zoomChanged = Signal(float)

    def __init__(self, scene: EditorScene, parent=None) -> None:
        super().__init__(scene, parent)
        self.editor_scene = scene
        self.tool = None
        self._pan_from: QPointF | None = None
        self._space = False
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setMouseTracking(True)
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    @property
    def doc(self):
        return self.editor_scene.doc

    # -- tools --------------------------------------------------------------------------------
    def set_tool(self, tool) -> None:
        if self.tool is tool:
            return
        if self.tool is not None:
            self.tool.deactivate()
        self.tool = tool
        if tool is not None:
            tool.activate()
            self.viewport().setCursor(tool.cursor())
            self.statusMessage.emit(tool.hint())

    # -- zoom ---------------------------------------------------------------------------------
    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def set_zoom(self, z: float) -> None:
        z = max(MIN_ZOOM, min(MAX_ZOOM, z))
        f = z / self.zoom
        self.scale(f, f)
        self.zoomChanged.emit(self.zoom)

    def zoom_by(self, factor: float) -> None:
        self.set_zoom(self.zoom * factor)

    def fit(self) -> None:
        self.fitInView(self.editor_scene.map_bounds(), Qt.AspectRatioMode.KeepAspectRatio)
        self.zoomChanged.emit(self.zoom)

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y() or event.pixelDelta().y()
        if delta:
            self.zoom_by(1.0015 ** delta)
        event.accept()

    # -- keys ---------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(1.2)
        elif key == Qt.Key.Key_Minus:
            self.zoom_by(1 / 1.2)
        elif key == Qt.Key.Key_Home:
            self.fit()
        elif key == Qt.Key.Key_Escape and self.tool is not None:
            self.tool.cancel()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.tool is not None:
            self.tool.finish()
        else:
            super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = False
            if self.tool is not None:
                self.viewport().setCursor(self.tool.cursor())
        else:
            super().keyReleaseEvent(event)

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

    def _event(self, event: QMouseEvent, button=None) -> MapEvent:
        pos = self.mapToScene(event.position().toPoint())
        return self.map_event(pos, event.button() if button is None else button, event.buttons(),
                              event.modifiers(), event.globalPosition().toPoint())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus()
        if event.button() == Qt.MouseButton.MiddleButton or (
                self._space and event.button() == Qt.MouseButton.LeftButton):
            self._pan_from = event.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            return
        if self.tool is not None:
            layer = getattr(self.tool, "layer", None)
            if self.editor_scene.is_locked(layer):
                self.statusMessage.emit(self.tr("The {layer} layer is locked (Layers panel).")
                                        .format(layer=layer_title(layer)))
                return
            self.tool.press(self._event(event))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is None and event.buttons() and self._tool_locked():
            return
        if self._pan_from is not None:
            d = event.position() - self._pan_from
            self._pan_from = event.position()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - round(d.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - round(d.y()))
            return
        ev = self._event(event, Qt.MouseButton.NoButton)
        self.hexHovered.emit(ev)
        if self.tool is not None:
            if event.buttons() & (Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton):
                self.tool.move(ev)
            else:
                self.tool.hover(ev)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().setCursor(self.tool.cursor() if self.tool is not None
                                      else Qt.CursorShape.ArrowCursor)
            return
        if self.tool is not None and not self._tool_locked():
            self.tool.release(self._event(event))

    def _tool_locked(self) -> bool:
        return self.tool is not None and self.editor_scene.is_locked(getattr(self.tool, "layer", None))

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if self.tool is not None:
            self.tool.double_click(self._event(event))

    def leaveEvent(self, event) -> None:
        if self.tool is not None:
            self.tool.leave()
        self.hexHovered.emit(None)
        super().leaveEvent(event)

    def contextMenuEvent(self, event) -> None:
        event.accept()  # right button belongs to the tools (erase, paint out)

    # -- units dropped from the order of battle ------------------------------------------------
    def dragEnterEvent(self, event) -> None:
        if event.mimeData().hasFormat(UNIT_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:
        if event.mimeData().hasFormat(UNIT_MIME):
            ev = self.map_event(self.mapToScene(event.position().toPoint()))
            self.editor_scene.overlay.set_preview([ev.hex] if ev.on_map else [])
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragLeaveEvent(self, event) -> None:
        self.editor_scene.overlay.set_preview([])

    def dropEvent(self, event) -> None:
        if not event.mimeData().hasFormat(UNIT_MIME):
            event.ignore()
            return
        self.editor_scene.overlay.set_preview([])
        uid = bytes(event.mimeData().data(UNIT_MIME)).decode()
        ev = self.map_event(self.mapToScene(event.position().toPoint()),
                            modifiers=event.modifiers())
        self.unitDropped.emit(uid, ev)
        event.acceptProposedAction()
