"""The overview map: the whole board small, with the main view's area outlined. Click or
drag on it to move the main view there.

Drawing the whole map small costs about as much as the board's own first frame, so a new
board is drawn here only after the board view has painted it once (``docs/performance.md``,
"Opening at once, fourth round")."""

from __future__ import annotations

import weakref

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QWidget


class MiniMap(QWidget):
    def __init__(self, view, parent=None) -> None:
        super().__init__(parent)
        self.view = view
        self.image: QImage | None = None
        self._target = QRectF()
        self.setMinimumSize(QSize(160, 120))
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self._render_after_board)
        #: The board scene the view has painted (a weak reference), and whether a render
        #: waits for the view's first paint of a new one.
        self._painted: weakref.ref | None = None
        self._waiting = False
        view.viewport().installEventFilter(self)
        view.viewChanged.connect(self.update)

    def schedule(self) -> None:
        """Re-render soon (state changes come in bursts), and not before the board view has
        painted the board once."""
        self._timer.start()

    def _board_painted(self) -> bool:
        scene = self.view.board_scene
        return scene is None or (self._painted is not None and self._painted() is scene)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint and not self._board_painted():
            self._painted = weakref.ref(self.view.board_scene)
            if self._waiting:
                self._waiting = False
                self._timer.start()
        return False

    def _render_after_board(self) -> None:
        if not self._board_painted():
            self._waiting = True  # the view's first paint of this board starts the timer again
            return
        self.render_board()

    def sizeHint(self) -> QSize:
        return QSize(240, 180)

    def resizeEvent(self, event) -> None:
        self.schedule()
        super().resizeEvent(event)

    def render_board(self) -> None:
        scene = self.view.board_scene
        if scene is None or self.width() < 10:
            self.image = None
            return
        src = scene.map_bounds()
        ratio = self.devicePixelRatioF()
        scale = min(self.width() / src.width(), self.height() / src.height())
        w, h = src.width() * scale, src.height() * scale
        self._target = QRectF((self.width() - w) / 2, (self.height() - h) / 2, w, h)
        img = QImage(int(self.width() * ratio), int(self.height() * ratio),
                     QImage.Format.Format_ARGB32_Premultiplied)
        img.setDevicePixelRatio(ratio)
        img.fill(QColor(58, 66, 74))
        p = QPainter(img)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        scene.highlights.setVisible(False)
        # A cached item keeps one "changed since drawn" flag for every view: a render
        # through the cache here would use it up, and a counter changed while out of the
        # board view's sight then came back into sight as it was (its outline, step and
        # attacked mark of before). The counters are drawn uncached for the overview;
        # their caches start again, so the board view draws each anew.
        cached = [(c, c.cacheMode()) for c in getattr(scene, "counters", {}).values()
                  if c.cacheMode() != QGraphicsItem.CacheMode.NoCache]
        for c, _mode in cached:
            c.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        scene.render(p, self._target, src)
        for c, mode in cached:
            c.setCacheMode(mode)
        scene.highlights.setVisible(True)
        p.end()
        self.image = img
        self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(58, 66, 74))
        scene = self.view.board_scene
        if self.image is None or scene is None:
            return
        p.drawImage(0, 0, self.image)
        visible = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        src = scene.map_bounds()
        sx = self._target.width() / src.width()
        sy = self._target.height() / src.height()
        r = QRectF(self._target.left() + (visible.left() - src.left()) * sx,
                   self._target.top() + (visible.top() - src.top()) * sy,
                   visible.width() * sx, visible.height() * sy)
        p.setPen(QPen(QColor(255, 220, 0), 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(r.intersected(QRectF(self.rect()).adjusted(1, 1, -1, -1)))

    def _jump(self, pos: QPointF) -> None:
        scene = self.view.board_scene
        if scene is None or self._target.isEmpty():
            return
        src = scene.map_bounds()
        x = src.left() + (pos.x() - self._target.left()) / self._target.width() * src.width()
        y = src.top() + (pos.y() - self._target.top()) / self._target.height() * src.height()
        self.view.centerOn(QPointF(x, y))

    def mousePressEvent(self, event) -> None:
        self._jump(event.position())

    def mouseMoveEvent(self, event) -> None:
        if event.buttons():
            self._jump(event.position())
