"""Map lettering: text with a light halo so it reads on any terrain."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen


def halo_text(p: QPainter, center: QPointF, text: str, font: QFont, ink: QColor,
              halo: QColor | None = None, halo_width: float | None = None) -> None:
    """Draw ``text`` centred on ``center`` with a halo around the letters."""
    fm = QFontMetricsF(font)
    w = fm.horizontalAdvance(text)
    base = QPointF(center.x() - w / 2, center.y() + (fm.ascent() - fm.descent()) / 2)
    path = QPainterPath()
    path.addText(base, font, text)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(halo if halo is not None else QColor(255, 255, 255, 215),
               halo_width if halo_width is not None else font.pixelSize() * 0.28)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    p.drawPath(path)
    p.restore()


def halo_box(center: QPointF, text: str, font: QFont) -> QRectF:
    """The rectangle ``halo_text`` inks for ``text`` centred on ``center``, its halo
    included (what another label must keep clear of)."""
    fm = QFontMetricsF(font)
    w = fm.horizontalAdvance(text)
    h = fm.ascent() + fm.descent()
    halo = font.pixelSize() * 0.14  # half the halo pen
    return QRectF(center.x() - w / 2 - halo, center.y() - h / 2 - halo, w + 2 * halo, h + 2 * halo)


def pixel_font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(int(round(px)), 4))
    f.setBold(bold)
    return f
