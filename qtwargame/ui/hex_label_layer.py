"""Printed hex numbers, small, at the top of each hex."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from qtwargame.ui.map_layer import MapLayer
from qtwargame.ui.palette import LABEL
from qtwargame.ui.text_path import pixel_font


class HexLabelLayer(MapLayer):
    def __init__(self, layout, board, bounds) -> None:
        super().__init__(layout, bounds, z=5)
        self.board = board
        self._hexes = sorted(board.terrain)

    def paint(self, p: QPainter, option, widget=None) -> None:
        s = self.layout.size
        p.setFont(pixel_font(s * 0.2))
        p.setPen(LABEL)
        top = self.layout.height / 2
        for h in self.visible_hexes(option, self._hexes):
            c = self.layout.center(h)
            rect = QRectF(c.x() - s * 0.5, c.y() - top + s * 0.02, s, s * 0.24)
            p.drawText(rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                       self.board.label(h))
