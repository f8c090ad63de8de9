"""A unit's counter, every step side by side, drawn exactly as in play
(:func:`qtwargame.ui.counter_painter.paint_counter`)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

from qtwargame.editor.unit_look import unit_look
from qtwargame.ui.counter_painter import CounterLook, paint_counter
from qtwargame.ui.text_path import pixel_font

SIZE = 64


class CounterPreview(QWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.looks: list[CounterLook] = []
        self.caption = ""
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
            self.caption = f"{unit.name.en}  ·  {unit.id}"
        self.update()

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
