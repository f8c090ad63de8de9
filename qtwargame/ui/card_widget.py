"""One card drawn as a card: the owner's colour band with the name, its icons, its text.

A card can be clicked (to play it or to toggle it in a selection) or dragged onto the
board to play it on a target."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QMimeData, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QDrag, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QWidget

from qtwargame.ui.palette import contrast_text, lighter

CARD_MIME = "application/x-qtwargame-card"
CARD_W, CARD_H = 132, 184


def icon_text(icon: dict) -> str:
    """A card icon in words: the icon types the shared card vocabulary knows (combat
    shift, tank action, rail, activate, reroll, reinforcement, cancel, hero city) read as
    their effect; any other icon shows its own name and number."""
    kind = icon.get("type")
    n = icon.get("value", icon.get("count", icon.get("points", 1)))
    if kind == "combat_shift":
        if icon.get("city_only"):
            text = QCoreApplication.translate("CardIcons", "Street fighting {n:+d}")
        else:
            text = QCoreApplication.translate("CardIcons", "Column shift {n:+d}")
        return text.format(n=int(n))
    if kind == "tank_action":
        return QCoreApplication.translate("CardIcons", "Tank action ×{n}").format(n=n)
    if kind == "rail":
        return QCoreApplication.translate("CardIcons", "Rail move ×{n}").format(n=n)
    if kind == "activate":
        return QCoreApplication.translate("CardIcons", "Activate")
    if kind == "reroll":
        if icon.get("whose") == "opponent":
            return QCoreApplication.translate("CardIcons", "Reroll enemy die")
        return QCoreApplication.translate("CardIcons", "Reroll own die")
    if kind == "reinforcement":
        branch = icon.get("branch")
        if branch == "tank":
            return QCoreApplication.translate("CardIcons", "Rebuild {n} (tank)").format(n=n)
        if branch == "infantry":
            return QCoreApplication.translate("CardIcons", "Rebuild {n} (infantry)").format(n=n)
        return QCoreApplication.translate("CardIcons", "Rebuild {n}").format(n=n)
    if kind == "cancel":
        return QCoreApplication.translate("CardIcons", "Cancel a card")
    if kind == "hero_city":
        return QCoreApplication.translate("CardIcons", "Hero city")
    label = next((str(icon[k]) for k in ("icon", "kind", "type", "id", "name") if k in icon), "")
    value = next((str(icon[k]) for k in ("value", "n", "count", "strength", "amount") if k in icon), "")
    return f"{label} {value}".strip() or ", ".join(f"{k}={v}" for k, v in icon.items())


def fitted_font(font: QFont, text: str, width: float, smallest: int = 8) -> QFont:
    """``font`` made smaller, a pixel at a time down to ``smallest``, until ``text`` fits
    ``width`` (a Japanese card use is often longer than its chip)."""
    f = QFont(font)
    while f.pixelSize() > smallest and QFontMetrics(f).horizontalAdvance(text) > width:
        f.setPixelSize(f.pixelSize() - 1)
    return f


#: Room left and right of a chip's text, in pixels.
CHIP_PADDING = 6

#: The least size a card is drawn at where the Cards dock is short (a laptop's 768 rows):
#: its name on one line over its uses, its text in its tooltip (``CardWidget.resize_to``).
COMPACT_W, COMPACT_H = 104, 70
#: A compact card's name band, and the height each use's chip takes with the gap under it.
COMPACT_BAND, COMPACT_CHIP = 22, 18


def compact_height(spec) -> int:
    """The height a compact card needs to show its name and every use."""
    icons = len(spec.icons[:4]) if spec is not None else 0
    return max(COMPACT_H, 6 + 2 + COMPACT_BAND + 4 + icons * COMPACT_CHIP + 2)


class CardWidget(QWidget):
    clicked = Signal(str)

    def __init__(self, card_id: str, spec, names, side_color: str, parent=None) -> None:
        super().__init__(parent)
        self.card_id = card_id
        self.spec = spec  # CardSpec, or None for a hidden card
        self.names = names
        self.side_color = QColor(side_color)
        self.selected = False
        self.playable = False
        self._press: QPoint | None = None
        self.setFixedSize(QSize(CARD_W, CARD_H))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        if spec is not None:
            tip = spec.name.get(names.lang)
            if spec.text is not None:
                tip += "\n" + spec.text.get(names.lang)
            self.setToolTip(tip)

    def resize_to(self, width: int, height: int) -> None:
        """Draw the card at ``width`` x ``height``, at most its full size: a card less tall
        than that is compact (its name on one line, its uses; the text in the tooltip)."""
        self.setFixedSize(QSize(min(width, CARD_W), min(height, CARD_H)))
        self.update()

    @property
    def compact(self) -> bool:
        return self.height() < CARD_H

    def set_state(self, selected: bool, playable: bool) -> None:
        self.selected, self.playable = selected, playable
        self.update()

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()

    def mouseMoveEvent(self, event) -> None:
        if self._press is None or self.spec is None:
            return
        if (event.position().toPoint() - self._press).manhattanLength() < 8:
            return
        self._press = None
        drag = QDrag(self)
        mime = QMimeData()
        mime.setData(CARD_MIME, self.card_id.encode())
        drag.setMimeData(mime)
        drag.setPixmap(self.grab().scaled(CARD_W // 2, CARD_H // 2,
                                          Qt.AspectRatioMode.KeepAspectRatio,
                                          Qt.TransformationMode.SmoothTransformation))
        drag.exec(Qt.DropAction.CopyAction)

    def mouseReleaseEvent(self, event) -> None:
        if self._press is not None and event.button() == Qt.MouseButton.LeftButton:
            self._press = None
            self.clicked.emit(self.card_id)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(3, 3, self.width() - 6, self.height() - 6)
        border = QColor("#ffb000") if self.selected else (
            QColor("#3d8b3d") if self.playable else QColor("#444"))
        p.setPen(QPen(border, 4 if self.selected else 2))
        if self.spec is None:
            p.setBrush(QColor("#5a4a3a"))
            p.drawRoundedRect(r, 8, 8)
            p.setPen(QColor("#d8c8a8"))
            f = QFont(p.font())
            f.setPixelSize(40)
            p.setFont(f)
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, "?")
            return
        p.setBrush(QColor("#fbf8ef"))
        p.drawRoundedRect(r, 8, 8)
        compact = self.compact
        band = QRectF(r.left() + 2, r.top() + 2, r.width() - 4, COMPACT_BAND if compact else 40)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.side_color)
        p.drawRoundedRect(band, 6, 6)
        p.setPen(contrast_text(self.side_color))
        f = QFont(p.font())
        f.setBold(True)
        f.setPixelSize(13)
        name = self.spec.name.get(self.names.lang)
        if compact:  # on one line, as small as it must be; else on two, smaller still
            room = band.width() - 8
            f = fitted_font(f, name, room, smallest=10)
            if QFontMetrics(f).horizontalAdvance(name) > room:
                f.setPixelSize(9)
            p.setFont(f)
            p.drawText(band.adjusted(4, 0, -4, 0),
                       Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)
            f.setPixelSize(13)
        else:
            p.setFont(f)
            p.drawText(band.adjusted(6, 2, -6, -2),
                       Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)
        y = band.bottom() + (4 if compact else 6)
        f.setPixelSize(12)
        p.setFont(f)
        inset, padding = (4, 3) if compact else (8, CHIP_PADDING)
        for icon in self.spec.icons[:4]:
            chip = QRectF(r.left() + inset, y, r.width() - 2 * inset,
                          COMPACT_CHIP - 2 if compact else 20)
            p.setPen(QPen(self.side_color.darker(140), 1))
            p.setBrush(lighter(self.side_color, 0.7))
            p.drawRoundedRect(chip, 9, 9)
            p.setPen(QColor("#222"))
            text = icon_text(icon)
            room = chip.width() - 2 * padding
            small = fitted_font(f, text, room)
            p.setFont(small)
            text = QFontMetrics(small).elidedText(text, Qt.TextElideMode.ElideRight, int(room))
            p.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)
            p.setFont(f)
            y += COMPACT_CHIP if compact else 24
        if self.spec.text is not None:
            f.setBold(False)
            f.setPixelSize(10 if compact else 11)
            text = self.spec.text.get(self.names.lang)
            box = QRectF(r.left() + inset, y + 2, r.width() - 2 * inset,
                         r.bottom() - y - (6 if compact else 8))
            flags = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignTop
            # a compact card shows its text only where it reads whole (it is in the tooltip)
            if not compact or QFontMetrics(f).boundingRect(
                    box.toRect(), int(flags), text).height() <= box.height():
                p.setFont(f)
                p.setPen(QColor("#333"))
                p.drawText(box, flags, text)
        p.end()
