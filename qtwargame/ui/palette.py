"""Colours shared by the board and the panels, and small colour arithmetic."""

from __future__ import annotations

from PySide6.QtGui import QColor

#: Highlight colours of movement modes; other modes take the fallback.
MODE_COLORS = {
    "normal": QColor(40, 170, 60),
    "rail": QColor(40, 40, 40),
    "sea": QColor(30, 90, 200),
    "exploit": QColor(200, 120, 0),
    "strategic": QColor(120, 60, 170),
}
MODE_FALLBACK = QColor(0, 140, 150)
TARGET = QColor(215, 30, 30)
ATTACKER = QColor(255, 150, 0)
CHOICE = QColor(230, 180, 0)
SELECTION = QColor(255, 215, 0)
ACTIONABLE = QColor(255, 240, 120)
BOARD_BACKGROUND = QColor(58, 66, 74)
HEX_EDGE = QColor(90, 90, 80, 110)
LABEL = QColor(40, 40, 40, 170)


def color(text: str, alpha: int = 255) -> QColor:
    c = QColor(text)
    c.setAlpha(alpha)
    return c


def blend(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved ``t`` of the way to ``b``."""
    return QColor(
        round(a.red() + (b.red() - a.red()) * t),
        round(a.green() + (b.green() - a.green()) * t),
        round(a.blue() + (b.blue() - a.blue()) * t),
        round(a.alpha() + (b.alpha() - a.alpha()) * t),
    )


def lighter(c: QColor, t: float = 0.5) -> QColor:
    return blend(c, QColor(255, 255, 255, c.alpha()), t)


def darker(c: QColor, t: float = 0.4) -> QColor:
    return blend(c, QColor(0, 0, 0, c.alpha()), t)


def contrast_text(background: QColor) -> QColor:
    """Black or white, whichever reads better on ``background``."""
    lum = 0.299 * background.red() + 0.587 * background.green() + 0.114 * background.blue()
    return QColor(0, 0, 0) if lum > 140 else QColor(255, 255, 255)


def mode_color(mode: str) -> QColor:
    return QColor(MODE_COLORS.get(mode, MODE_FALLBACK))
