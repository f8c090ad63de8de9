"""The font of a panel's title: the widget's font, bold and a little larger."""

from __future__ import annotations

from PySide6.QtGui import QFont


def title_font(base: QFont, pixels: int = 15) -> QFont:
    font = QFont(base)
    font.setBold(True)
    font.setPixelSize(pixels)
    return font
