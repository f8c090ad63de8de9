"""The map view both windows use: zoom, pan, fit, bringing hexes into sight, and every mouse
and key event routed to the active :class:`~qtwargame.ui.map_tool.MapTool`.

The play window's :class:`~qtwargame.ui.board_view.BoardView` and the editor's
:class:`~qtwargame.editor.editor_view.EditorView` are thin subclasses: they say which scene
they show, what event a tool gets (the play window's ``BoardEvent``, the editor's
``MapEvent``), their own keys and what happens to things dropped on them.

The same hands work in both windows:

- the wheel zooms around the mouse, with or without Ctrl, one notch a step of
  :data:`ZOOM_STEP` (as + and −); Shift with the wheel, or a sideways wheel, pans sideways;
- the middle button, or Space held with the left button, drags the map; so does a left
  drag the tool does not use (the play window's tools act on clicks; the editor's claim
  every press);
- the arrow keys pan; Home fits the whole map in the window, without scroll bars, and keeps
  it fitted while the window or its panels change size until the user zooms or pans.

Zoom stays between :data:`MIN_ZOOM` (or less, when that is what fits the whole map) and
:data:`MAX_ZOOM`.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPixmapCache, QWheelEvent
from PySide6.QtWidgets import QGraphicsView

from qtwargame.i18n import QT_TRANSLATE_NOOP
from qtwargame.ui.layout import Layout
from qtwargame.ui.map_tool import MapTool

#: Units dragged from the play window's pool or the editor's order of battle.
UNIT_MIME = "application/x-qtwargame-unit"
MIN_ZOOM, MAX_ZOOM = 0.1, 8.0
#: One zoom step: a wheel notch, + or −, View ▸ Zoom In or Out.
ZOOM_STEP = 1.25
#: The angle of one wheel notch, in Qt's eighths of a degree.
WHEEL_NOTCH = 120
#: One arrow key's pan, in pixels (a sideways wheel notch pans as much).
PAN_STEP = 60
#: Pixmap cache for the map's cached layers (KiB). Each map layer caches about one viewport
#: of pixels; Qt's default 10 MiB holds barely one at full-HD, and a cache that thrashes
#: repaints the whole map on every frame.
PIXMAP_CACHE_KB = 256 * 1024

#: The keys every map view answers: (keys, what they do, method, arguments). A view adds its
#: own in ``KEYS``; the play window's Help ▸ Keyboard Shortcuts lists them from there.
#: A Space entry runs when Space is tapped: held, Space pans with the left button.
MAP_KEYS: tuple[tuple[tuple[Qt.Key, ...], str, str, tuple[Any, ...]], ...] = (
    ((Qt.Key.Key_Plus, Qt.Key.Key_Equal), QT_TRANSLATE_NOOP("MapView", "Zoom in"), "zoom_in", ()),
    ((Qt.Key.Key_Minus,), QT_TRANSLATE_NOOP("MapView", "Zoom out"), "zoom_out", ()),
    ((Qt.Key.Key_Home,), QT_TRANSLATE_NOOP("MapView", "Fit the map to the window"), "fit", ()),
    ((Qt.Key.Key_Left,), QT_TRANSLATE_NOOP("MapView", "Pan left"), "pan", (-PAN_STEP, 0)),
    ((Qt.Key.Key_Right,), QT_TRANSLATE_NOOP("MapView", "Pan right"), "pan", (PAN_STEP, 0)),
    ((Qt.Key.Key_Up,), QT_TRANSLATE_NOOP("MapView", "Pan up"), "pan", (0, -PAN_STEP)),
    ((Qt.Key.Key_Down,), QT_TRANSLATE_NOOP("MapView", "Pan down"), "pan", (0, PAN_STEP)),
)
#: Key methods that need a tool.
_TOOL_KEYS = ("cancel_tool", "finish_tool")
_DRAG_BUTTONS = Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton


class MapScene(Protocol):
    """What the view needs of the scene it shows."""

    @property
    def layout(self) -> Layout: ...

    def map_bounds(self) -> QRectF: ...


class MapView(QGraphicsView):
    statusMessage = Signal(str)
    hexSelected = Signal(object)  # Hex or None
    hexHovered = Signal(object)  # the tool event under the mouse, or None when it leaves
    viewChanged = Signal()  # zoomed or scrolled
    zoomChanged = Signal(float)

    KEYS = MAP_KEYS
    UPDATE_MODE = QGraphicsView.ViewportUpdateMode.SmartViewportUpdate

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        if QPixmapCache.cacheLimit() < PIXMAP_CACHE_KB:
            QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)
        self.tool: MapTool | None = None
        #: What a resize keeps: "fit" (the whole map, after Fit), "home" (the window's
        #: opening view) or None once the user zooms or pans.
        self.follow: str | None = None
        self._pan_from: QPointF | None = None
        self._space = False  # Space is held
        self._space_panned = False  # ... and a drag panned while it was
        self._resizing = False
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(self.UPDATE_MODE)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setMouseTracking(True)
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.horizontalScrollBar().valueChanged.connect(self.viewChanged)
        self.verticalScrollBar().valueChanged.connect(self.viewChanged)

    # -- what a subclass says -----------------------------------------------------------------
    def map_scene(self) -> MapScene | None:
        """The scene shown, or None while there is none (the view then ignores the mouse)."""
        return None

    def event_at(self, pos: QPointF, button: Qt.MouseButton, buttons: Qt.MouseButton,
                 modifiers: Qt.KeyboardModifier, global_pos) -> Any:
        """The event a tool gets for scene point ``pos``."""
        raise NotImplementedError

    def accept_press(self, ev) -> bool:
        """A press is about to go to the tool: False keeps it from the tool (and from
        panning)."""
        return True

    def tool_blocked(self) -> bool:
        """The tool may not act now (the editor's locked layers): drags and releases are
        not passed on."""
        return False

    def hovered(self, ev, buttons: Qt.MouseButton) -> None:
        """The mouse moved over the map (before the tool hears of it)."""
        self.hexHovered.emit(ev)

    # -- the tool -----------------------------------------------------------------------------
    def set_tool(self, tool: MapTool | None) -> None:
        if self.tool is tool:
            return
        if self.tool is not None:
            self.tool.deactivate()
        self.tool = tool
        if tool is not None:
            tool.activate()
        self._restore_cursor()

    def cancel_tool(self) -> None:
        if self.tool is not None:
            self.tool.cancel()

    def finish_tool(self) -> None:
        if self.tool is not None:
            self.tool.finish()

    # -- zoom ---------------------------------------------------------------------------------
    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def min_zoom(self) -> float:
        """:data:`MIN_ZOOM`, or less when the whole map needs less to fit."""
        fit = self.fit_zoom()
        return MIN_ZOOM if fit is None else min(MIN_ZOOM, fit)

    def set_zoom(self, z: float) -> None:
        z = max(self.min_zoom(), min(MAX_ZOOM, z))
        f = z / self.zoom
        self.scale(f, f)
        self._zoomed()

    def zoom_by(self, factor: float) -> None:
        self._user_moved()
        self.set_zoom(self.zoom * factor)

    def zoom_in(self) -> None:
        self.zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        self.zoom_by(1 / ZOOM_STEP)

    def _zoomed(self) -> None:
        self.zoomChanged.emit(self.zoom)
        self.viewChanged.emit()

    def _scroll_bars(self, on: bool) -> None:
        policy = Qt.ScrollBarPolicy.ScrollBarAsNeeded if on else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        if self.horizontalScrollBarPolicy() != policy:
            self.setHorizontalScrollBarPolicy(policy)
        if self.verticalScrollBarPolicy() != policy:
            self.setVerticalScrollBarPolicy(policy)

    def _user_moved(self) -> None:
        """The user zoomed or panned: a resize no longer refits, and the scroll bars are
        back."""
        self.follow = None
        self._scroll_bars(True)

    # -- fit ----------------------------------------------------------------------------------
    def fit(self) -> None:
        """Fit Map: the whole map in the window, kept so while the window or the panels
        change size, until the user zooms or pans."""
        self.follow = "fit"
        # The whole map is in view: no scroll bars (they would take room from it and come
        # and go with the margin around the map).
        self._scroll_bars(False)
        self.fit_map()

    def fit_zoom(self) -> float | None:
        """The scale that shows the whole map in the window (None without a map)."""
        scene = self.map_scene()
        if scene is None:
            return None
        rect = scene.map_bounds()
        vp = self.maximumViewportSize()
        if rect.isEmpty() or vp.isEmpty():
            return None
        return min((vp.width() - 4) / rect.width(), (vp.height() - 4) / rect.height())

    def fit_map(self) -> None:
        z = self.fit_zoom()
        scene = self.map_scene()
        if z is None or scene is None:
            return
        self.resetTransform()
        self.scale(z, z)
        self.centerOn(scene.map_bounds().center())
        self._zoomed()

    def home(self) -> None:
        """The view a window opens with (and keeps on resizing until the user moves it)."""
        self.fit_map()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._resizing:
            return
        self._resizing = True
        try:
            if self.follow == "fit":
                self.fit_map()
            elif self.follow == "home":
                self.home()
        finally:
            self._resizing = False

    # -- pan and bring into sight -------------------------------------------------------------
    def pan(self, dx: int, dy: int) -> None:
        """Move the view ``dx``, ``dy`` pixels (the map goes the other way)."""
        if self.follow == "fit":
            self._scroll_bars(True)
        self.follow = None
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + dx)
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + dy)

    def center_on(self, point: QPointF) -> None:
        """Centre the view on scene point ``point`` (the user's view from now on)."""
        self._user_moved()
        self.centerOn(point)

    def show_hexes(self, hexes) -> None:
        """Bring ``hexes`` into view (the hexes a decision or a placement asks about):
        nothing moves when one of them is already visible, else the view centres on
        them, zooming out if they do not fit."""
        scene = self.map_scene()
        hexes = [h for h in hexes if h is not None]
        if scene is None or not hexes:
            return
        visible = self.mapToScene(self.viewport().rect()).boundingRect()
        centres = [scene.layout.center(h) for h in hexes]
        # a hex is in sight when the whole of it is, not its centre at the view's edge
        # (session 93 by hand: a loss to choose at 0623 showed as a sliver of its counter
        # under the map's bottom edge, and the view stayed)
        size = scene.layout.size
        if any(visible.adjusted(size, size, -size, -size).contains(p) for p in centres):
            return
        xs, ys = [p.x() for p in centres], [p.y() for p in centres]
        box = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        margin = scene.layout.size * 2
        box = box.adjusted(-margin, -margin, margin, margin)
        vp = self.viewport().rect()
        if box.width() * self.zoom > vp.width() or box.height() * self.zoom > vp.height():
            self.set_zoom(min(vp.width() / box.width(), vp.height() / box.height()))
        self.center_on(box.center())
        self.viewChanged.emit()

    # -- the wheel and the keys ---------------------------------------------------------------
    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta()
        if delta.isNull():
            delta = event.pixelDelta()
        dx, dy = delta.x(), delta.y()
        if event.modifiers() & Qt.KeyboardModifier.ShiftModifier and not dx:
            dx, dy = dy, 0
        if dy:
            # Around the mouse: the map point under it stays there (Qt's own anchor follows
            # the cursor only while the view knows it is under the mouse).
            at = event.position().toPoint()
            before = self.mapToScene(at)
            self.zoom_by(ZOOM_STEP ** (dy / WHEEL_NOTCH))
            shift = (before - self.mapToScene(at)) * self.zoom
            if round(shift.x()) or round(shift.y()):
                self.pan(round(shift.x()), round(shift.y()))
        if dx:
            self.pan(-round(dx * PAN_STEP / WHEEL_NOTCH), 0)
        event.accept()

    def run_key(self, key: int) -> bool:
        """Do what ``key`` does on this view; False when it does nothing here."""
        for keys, _, method, args in self.KEYS:
            if key in keys and (method not in _TOOL_KEYS or self.tool is not None):
                getattr(self, method)(*args)
                return True
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space:
            if not event.isAutoRepeat():
                self._space, self._space_panned = True, False
                self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            return
        if not self.run_key(event.key()):
            super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() != Qt.Key.Key_Space or event.isAutoRepeat():
            super().keyReleaseEvent(event)
            return
        if not self._space:
            return
        self._space = False
        if self._pan_from is None:
            self._restore_cursor()
        if not self._space_panned:
            self.run_key(Qt.Key.Key_Space)

    def focusOutEvent(self, event) -> None:
        self._space = False  # its release goes elsewhere
        super().focusOutEvent(event)

    # -- the mouse ----------------------------------------------------------------------------
    def _restore_cursor(self) -> None:
        if self._space:
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
        elif self.tool is not None:
            self.viewport().setCursor(self.tool.cursor())
        else:
            self.viewport().unsetCursor()

    def _start_pan(self, pos: QPointF) -> None:
        self._pan_from = pos
        self._space_panned = self._space
        self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)

    def _tool_event(self, event: QMouseEvent, button: Qt.MouseButton | None = None):
        return self.event_at(self.mapToScene(event.position().toPoint()),
                             event.button() if button is None else button, event.buttons(),
                             event.modifiers(), event.globalPosition().toPoint())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.map_scene() is None:
            return
        self.setFocus()
        button = event.button()
        if button == Qt.MouseButton.MiddleButton or (self._space and button == Qt.MouseButton.LeftButton):
            self._start_pan(event.position())
            return
        ev = self._tool_event(event)
        if not self.accept_press(ev):
            return
        tool = self.tool
        used = tool is not None and (bool(tool.press(ev)) or tool.claims_every_event)
        if not used and button == Qt.MouseButton.LeftButton:
            self._start_pan(event.position())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.map_scene() is None:
            return
        if self._pan_from is not None:
            d = event.position() - self._pan_from
            self._pan_from = event.position()
            self.pan(-round(d.x()), -round(d.y()))
            return
        buttons = event.buttons()
        if buttons and self.tool_blocked():
            return
        ev = self._tool_event(event, Qt.MouseButton.NoButton)
        self.hovered(ev, buttons)
        tool = self.tool
        if tool is not None:
            if not buttons & _DRAG_BUTTONS:
                tool.hover(ev)
            elif not tool.move(ev) and not tool.claims_every_event:
                tool.hover(ev)  # a drag the tool does not use shows what is under the mouse
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.map_scene() is None:
            return
        if self._pan_from is not None:
            self._pan_from = None
            self._restore_cursor()
            return
        if self.tool is not None and not self.tool_blocked():
            self.tool.release(self._tool_event(event))

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if self.map_scene() is None or self.tool is None or self.tool_blocked():
            return
        self.tool.double_click(self._tool_event(event))

    def leaveEvent(self, event) -> None:
        if self.tool is not None:
            self.tool.leave()
        self.hexHovered.emit(None)
        super().leaveEvent(event)

    # -- units dragged in (the play window's pool, the editor's order of battle) ----------------
    def unit_drag_entered(self, uid: str) -> None:
        """Unit ``uid`` was dragged onto the map."""

    def unit_dragged_to(self, pos: QPointF) -> None:
        """A dragged unit is over scene point ``pos``."""

    def unit_drag_left(self) -> None:
        """The dragged unit left the map without being dropped."""

    def unit_dropped(self, uid: str, pos: QPointF, modifiers: Qt.KeyboardModifier) -> None:
        """Unit ``uid`` was dropped at scene point ``pos``."""

    def _dragged_unit(self, event) -> str | None:
        if not event.mimeData().hasFormat(UNIT_MIME) or self.map_scene() is None:
            event.ignore()
            return None
        return bytes(event.mimeData().data(UNIT_MIME)).decode()

    def dragEnterEvent(self, event) -> None:
        uid = self._dragged_unit(event)
        if uid is not None:
            self.unit_drag_entered(uid)
            event.acceptProposedAction()

    def dragMoveEvent(self, event) -> None:
        if self._dragged_unit(event) is not None:
            self.unit_dragged_to(self.mapToScene(event.position().toPoint()))
            event.acceptProposedAction()

    def dragLeaveEvent(self, event) -> None:
        self.unit_drag_left()

    def dropEvent(self, event) -> None:
        uid = self._dragged_unit(event)
        if uid is not None:
            self.unit_dropped(uid, self.mapToScene(event.position().toPoint()), event.modifiers())
            event.acceptProposedAction()
