"""The board view: zoom, pan, fit, and the active tool.

Wheel and +/- zoom smoothly around the mouse; a drag on the empty board or the arrow keys
pan; Home fits the map to the window. Every mouse event is resolved to a
:class:`BoardEvent` (hex and counter under the mouse) and handed to the active tool; what
the tool does not use pans the board. Units dragged from the pool panel are dropped here.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPixmapCache, QWheelEvent
from PySide6.QtWidgets import QGraphicsView

from qtwargame.i18n import QT_TRANSLATE_NOOP
from qtwargame.ui.board_event import BoardEvent
from qtwargame.ui.board_scene import BoardScene
from qtwargame.ui.tools.tool import Tool

UNIT_MIME = "application/x-qtwargame-unit"
MIN_ZOOM, MAX_ZOOM = 0.15, 6.0
#: Pixmap cache for the board's cached layers (KiB). Each map layer caches about one
#: viewport of pixels; Qt's default 10 MiB holds barely one at full-HD, and a cache that
#: thrashes repaints the whole map on every frame.
PIXMAP_CACHE_KB = 256 * 1024
PAN_STEP = 60

#: The keys the board answers when it has the focus: (keys, what they do, method, arguments).
#: Help ▸ Keyboard Shortcuts lists them from here.
BOARD_KEYS = (
    ((Qt.Key.Key_Plus, Qt.Key.Key_Equal), QT_TRANSLATE_NOOP("BoardView", "Zoom in"),
     "zoom_by", (1.2,)),
    ((Qt.Key.Key_Minus,), QT_TRANSLATE_NOOP("BoardView", "Zoom out"), "zoom_by", (1 / 1.2,)),
    ((Qt.Key.Key_Home,), QT_TRANSLATE_NOOP("BoardView", "Fit the map to the window"), "fit", ()),
    ((Qt.Key.Key_Left,), QT_TRANSLATE_NOOP("BoardView", "Pan left"), "pan", (-PAN_STEP, 0)),
    ((Qt.Key.Key_Right,), QT_TRANSLATE_NOOP("BoardView", "Pan right"), "pan", (PAN_STEP, 0)),
    ((Qt.Key.Key_Up,), QT_TRANSLATE_NOOP("BoardView", "Pan up"), "pan", (0, -PAN_STEP)),
    ((Qt.Key.Key_Down,), QT_TRANSLATE_NOOP("BoardView", "Pan down"), "pan", (0, PAN_STEP)),
    ((Qt.Key.Key_Space,), QT_TRANSLATE_NOOP("BoardView",
                                            "Spread out the selected stack, or close it"),
     "toggle_expand", ()),
    ((Qt.Key.Key_C,), QT_TRANSLATE_NOOP("BoardView",
                                        "Cycle the selected stack: its top counter to the bottom"),
     "cycle_selected", ()),
    ((Qt.Key.Key_Escape,), QT_TRANSLATE_NOOP("BoardView",
                                             "Put the unit down, or cancel the attack or card"),
     "cancel_tool", ()),
)


class BoardView(QGraphicsView):
    statusMessage = Signal(str)
    hexSelected = Signal(object)  # Hex or None
    attackChanged = Signal(object, object)  # attackers tuple, target Hex or None
    toolFinished = Signal()
    placeRequested = Signal(str)  # a unit dragged in from the pool
    viewChanged = Signal()

    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        if QPixmapCache.cacheLimit() < PIXMAP_CACHE_KB:
            QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)
        self.controller = controller
        self.board_scene: BoardScene | None = None
        self.tool: Tool | None = None
        #: The attack tool proposes the next owed attack after each one (the player asked).
        self.propose_owed = False
        self._pan_from: QPointF | None = None
        #: What a resize keeps: "home" (the opening view), "fit" (the whole map, after
        #: Fit Map) or None once the player zooms or pans.
        self.follow: str | None = "home"
        #: Hovering a stack this long (ms) spreads it out; 0 turns that off.
        self.hover_expand_ms = 450
        self._hover_hex = None
        self._hover_timer = QTimer(self)
        self._hover_timer.setSingleShot(True)
        self._hover_timer.timeout.connect(self._expand_hovered)
        self._last_next: str | None = None
        self._resizing = False
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setMouseTracking(True)
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.horizontalScrollBar().valueChanged.connect(self.viewChanged)
        self.verticalScrollBar().valueChanged.connect(self.viewChanged)

    # -- scene and tool -----------------------------------------------------------------------
    def set_board(self, scene: BoardScene) -> None:
        if self.tool is not None:
            self.tool.deactivate()
            self.tool = None
        self.board_scene = scene
        self.setScene(scene)
        self.follow = "home"

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

    def set_tool(self, tool: Tool) -> None:
        if self.tool is not None:
            self.tool.deactivate()
        self.tool = tool
        tool.activate()

    def exec_menu(self, menu, global_pos):
        """Show a tool's popup menu; the chosen QAction or None (tests replace this)."""
        return menu.exec(global_pos)

    # -- zoom ---------------------------------------------------------------------------------
    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def set_zoom(self, z: float) -> None:
        z = max(MIN_ZOOM, min(MAX_ZOOM, z))
        f = z / self.zoom
        self.scale(f, f)
        self.viewChanged.emit()

    def _scroll_bars(self, on: bool) -> None:
        policy = Qt.ScrollBarPolicy.ScrollBarAsNeeded if on else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        if self.horizontalScrollBarPolicy() != policy:
            self.setHorizontalScrollBarPolicy(policy)
        if self.verticalScrollBarPolicy() != policy:
            self.setVerticalScrollBarPolicy(policy)

    @property
    def follow_fit(self) -> bool:
        return self.follow is not None

    def zoom_by(self, factor: float) -> None:
        self.follow = None
        self._scroll_bars(True)
        self.set_zoom(self.zoom * factor)

    def fit(self) -> None:
        """Fit Map: the whole map in the window, kept so while the window or the panels
        change size, until the player zooms or pans."""
        self.follow = "fit"
        # The whole map is in view: no scroll bars (they would take room from it and come
        # and go with the margin around the map).
        self._scroll_bars(False)
        self.fit_map()

    def fit_map(self) -> None:
        if self.board_scene is None:
            return
        rect = self.board_scene.map_bounds()
        vp = self.maximumViewportSize()
        if rect.isEmpty() or vp.isEmpty():
            return
        # fitInView stops at MIN_ZOOM; compute the scale directly so any map fits.
        z = min((vp.width() - 4) / rect.width(), (vp.height() - 4) / rect.height())
        self.resetTransform()
        self.scale(z, z)
        self.centerOn(rect.center())
        self.viewChanged.emit()

    def show_hexes(self, hexes) -> None:
        """Bring ``hexes`` into view (the hexes a decision or a placement asks about):
        nothing moves when one of them is already visible, else the view centres on
        them, zooming out if they do not fit."""
        scene = self.board_scene
        hexes = [h for h in hexes if h is not None]
        if scene is None or not hexes:
            return
        visible = self.mapToScene(self.viewport().rect()).boundingRect()
        centres = [scene.layout.center(h) for h in hexes]
        if any(visible.contains(p) for p in centres):
            return
        xs, ys = [p.x() for p in centres], [p.y() for p in centres]
        box = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        box = box.adjusted(-scene.layout.size * 2, -scene.layout.size * 2,
                           scene.layout.size * 2, scene.layout.size * 2)
        vp = self.viewport().rect()
        if box.width() * self.zoom > vp.width() or box.height() * self.zoom > vp.height():
            z = min(vp.width() / box.width(), vp.height() / box.height())
            self.set_zoom(z)
        self.follow = None
        self._scroll_bars(True)
        self.centerOn(box.center())
        self.viewChanged.emit()

    def home(self) -> None:
        """Fit the map if it stays legible, else show it at natural size around the
        side to act's units."""
        if self.board_scene is None:
            return
        self.fit_map()
        if self.zoom < 0.55:
            self.resetTransform()
            self.scale(0.9, 0.9)
            self.center_on_active()
        self.viewChanged.emit()

    def center_on_active(self) -> None:
        scene, state = self.board_scene, self.controller.state
        if scene is None or state is None:
            return
        side = state.to_act
        pts = [scene.layout.center(u.hex) for uid, u in state.units.items()
               if u.hex is not None and self.controller.game.side_of(self.controller.state, uid) == side]
        if pts:
            self.centerOn(QPointF(sum(p.x() for p in pts) / len(pts),
                                  sum(p.y() for p in pts) / len(pts)))

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y() or event.pixelDelta().y()
        if delta:
            self.zoom_by(1.0015 ** delta)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        for keys, _, method, args in BOARD_KEYS:
            if event.key() in keys:
                if method != "cancel_tool" or self.tool is not None:
                    getattr(self, method)(*args)
                    return
        super().keyPressEvent(event)

    def pan(self, dx: int, dy: int) -> None:
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + dx)
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + dy)

    # -- stacks -------------------------------------------------------------------------------
    def _hover_stack(self, ev) -> None:
        scene = self.board_scene
        assert scene is not None  # the mouse handlers return early without a board
        if scene.expanded is not None:
            if ev.unit is not None and ev.unit in scene.stack(scene.expanded):
                return
            if ev.hex != scene.expanded:
                scene.expand(None)
        if ev.hex != self._hover_hex:
            self._hover_hex = ev.hex
            self._hover_timer.stop()
            if (self.hover_expand_ms > 0 and ev.hex is not None and ev.unit is not None
                    and len(scene.stack(ev.hex)) > 1):
                self._hover_timer.start(self.hover_expand_ms)

    def _expand_hovered(self) -> None:
        if self.board_scene is not None and self._hover_hex is not None:
            self.board_scene.expand(self._hover_hex)

    def selected_hex(self):
        return self.board_scene.highlights.selected if self.board_scene is not None else None

    def toggle_expand(self) -> None:
        scene, h = self.board_scene, self.selected_hex()
        if scene is None:
            return
        scene.expand(None if scene.expanded == h else h)

    def cycle_selected(self) -> None:
        scene, h = self.board_scene, self.selected_hex()
        if scene is None or h is None:
            return
        top = scene.cycle_stack(h)
        self.hexSelected.emit(h)
        if top is not None:
            self.statusMessage.emit(self.tr("On top: {unit}").format(
                unit=self.controller.names.unit(top)))

    def next_unit(self) -> str | None:
        """Select the next unit that can still act and has not moved or attacked yet (then
        any that can still act), in hex order after the last one chosen; pick it up when
        the tool can."""
        scene, c = self.board_scene, self.controller
        if scene is None or c.state is None:
            return None
        state, game = c.view(), c.game
        can = [u for u in scene.actable if u in state.units and state.units[u].hex is not None]
        fresh = [u for u in can if u not in scene.marks] or can
        if not fresh:
            self.statusMessage.emit(self.tr("No unit can act now."))
            return None
        fresh.sort(key=lambda u: (game.label(state.units[u].hex), u))
        i = fresh.index(self._last_next) + 1 if self._last_next in fresh else 0
        uid = fresh[i % len(fresh)]
        self._last_next = uid
        h = state.units[uid].hex
        scene.bring_to_top(uid)
        scene.highlights.set_selected(h)
        self.hexSelected.emit(h)
        self.follow = None
        self._scroll_bars(True)
        self.centerOn(scene.layout.center(h))
        pick = getattr(self.tool, "pick", None)
        if pick is not None and uid in c.legal().moves:
            pick(uid)
        else:
            self.statusMessage.emit(self.tr("Next: {unit}").format(unit=c.names.unit(uid)))
        return uid

    def cancel_tool(self) -> None:
        if self.tool is not None:
            self.tool.cancel()

    # -- the mouse ----------------------------------------------------------------------------
    def board_event(self, event, button=None) -> BoardEvent:
        pos = self.mapToScene(event.position().toPoint())
        scene = self.board_scene
        assert scene is not None  # the mouse handlers return early without a board
        return BoardEvent(pos=pos, hex=scene.hex_at(pos), unit=scene.counter_at(pos),
                          button=event.button() if button is None else button,
                          modifiers=event.modifiers(),
                          global_pos=event.globalPosition().toPoint())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.board_scene is None:
            return
        ev = self.board_event(event)
        if ev.button == Qt.MouseButton.LeftButton:
            self.board_scene.highlights.set_selected(ev.hex)
            self.hexSelected.emit(ev.hex)
        if ev.button == Qt.MouseButton.RightButton:
            return  # right clicks arrive as context menu events
        if self.tool is not None and self.tool.press(ev):
            return
        if ev.button in (Qt.MouseButton.LeftButton, Qt.MouseButton.MiddleButton):
            self._pan_from = event.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.board_scene is None:
            return
        if self._pan_from is not None:
            d = event.position() - self._pan_from
            if self.follow == "fit":
                self._scroll_bars(True)
            self.follow = None
            self._pan_from = event.position()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - round(d.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - round(d.y()))
            return
        ev = self.board_event(event, Qt.MouseButton.NoButton)
        if not event.buttons():
            self._hover_stack(ev)
        if self.tool is not None:
            if not (event.buttons() and self.tool.move(ev)):
                self.tool.hover(ev)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.board_scene is None:
            return
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().unsetCursor()
            return
        if self.tool is not None:
            self.tool.release(self.board_event(event))

    def contextMenuEvent(self, event) -> None:
        if self.board_scene is None or self.tool is None:
            return
        pos = self.mapToScene(event.pos())
        ev = BoardEvent(pos=pos, hex=self.board_scene.hex_at(pos),
                        unit=self.board_scene.counter_at(pos), button=Qt.MouseButton.RightButton,
                        modifiers=event.modifiers(), global_pos=event.globalPos())
        if not self.tool.context_menu(ev):
            self.tool.press(ev)

    # -- drops from the pool -------------------------------------------------------------------
    def dragEnterEvent(self, event) -> None:
        if event.mimeData().hasFormat(UNIT_MIME) and self.board_scene is not None:
            uid = bytes(event.mimeData().data(UNIT_MIME)).decode()
            self.placeRequested.emit(uid)
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:
        if event.mimeData().hasFormat(UNIT_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event) -> None:
        if not event.mimeData().hasFormat(UNIT_MIME) or self.board_scene is None:
            event.ignore()
            return
        pos = self.mapToScene(event.position().toPoint())
        drop = getattr(self.tool, "drop", None)
        if drop is not None:
            drop(self.board_scene.hex_at(pos))
        event.acceptProposedAction()
