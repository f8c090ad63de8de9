"""A unit's counter, every step side by side, drawn exactly as in play
(:func:`qtwargame.ui.counter_painter.paint_counter`), captioned with its name in the
editor's language; dragged, it sets the unit up where it is dropped, as its row does."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from qtwargame.editor.unit_look import unit_look
from qtwargame.ui.counter_painter import CounterLook, paint_counter
from qtwargame.ui.text_path import pixel_font

SIZE = 64


class CounterPreview(QWidget):
    #: The counter was dragged (far enough to be a drag): its panel starts the unit's drag.
    dragStarted = Signal()

    def __init__(self, parent=None, lang: str = "en") -> None:
        super().__init__(parent)
        self.lang = lang
        self.looks: list[CounterLook] = []
        self.caption = ""
        self._pressed_at: QPoint | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(SIZE * 3, SIZE + 26)

    def minimumSizeHint(self) -> QSize:
        return QSize(SIZE + 16, SIZE + 26)

    def set_unit(self, scenario, unit) -> None:
        if unit is None:
            self.looks, self.caption = [], ""
        else:
            self.looks = [unit_look(scenario, unit, i) for i in range(len(unit.steps))]
            self.caption = f"{unit.name.get(self.lang)}  ·  {unit.id}"
        self.setCursor(Qt.CursorShape.OpenHandCursor if self.looks else Qt.CursorShape.ArrowCursor)
        self.update()

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.looks:
            self._pressed_at = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        at = self._pressed_at
        if (at is not None and event.buttons() & Qt.MouseButton.LeftButton
                and (event.position().toPoint() - at).manhattanLength()
                >= QApplication.startDragDistance()):
            self._pressed_at = None
            self.dragStarted.emit()
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        self._pressed_at = None
        super().mouseReleaseEvent(event)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        x = 8.0
        for look in self.looks:
            paint_counter(p, QRectF(x, 4, SIZE, SIZE), look)
            x += SIZE + 10
        p.setPen(self.palette().windowText().color())
        p.setFont(pixel_font(12))
        p.drawText(QRectF(8, SIZE + 8, self.width() - 16, 16),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.caption)
        p.end()
