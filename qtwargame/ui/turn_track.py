"""The turn track: every turn with its date and weather, the units arriving on it, and
the current turn marked."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QScrollArea, QSizePolicy, QWidget

from qtwargame.ui.palette import contrast_text

BOX_W, BOX_H = 104, 78


class TurnTrackStrip(QWidget):
    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def arrivals(self) -> dict[int, Counter]:
        out: dict[int, Counter] = {}
        for d in self.controller.game.units.values():
            if d.arrival_turn is not None:
                out.setdefault(d.arrival_turn, Counter())[d.side] += 1
        return out

    def sizeHint(self) -> QSize:
        game = self.controller.game
        n = len(game.scenario.turns) if game is not None else 0
        return QSize(n * (BOX_W + 4) + 4, BOX_H + 8)

    def refresh(self) -> None:
        self.setFixedSize(self.sizeHint())
        self.update()

    def paintEvent(self, event) -> None:
        game, state = self.controller.game, self.controller.state
        if game is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        names = self.controller.names
        weather_color = {w.id: QColor(w.color) for w in game.scenario.weather}
        side_color = {s.id: QColor(s.color) for s in game.scenario.sides}
        arrivals = self.arrivals()
        fm = QFontMetrics(p.font())
        for i, turn in enumerate(sorted(game.scenario.turns, key=lambda t: t.number)):
            r = QRectF(4 + i * (BOX_W + 4), 4, BOX_W, BOX_H)
            current = state is not None and turn.number == state.turn
            past = state is not None and turn.number < state.turn
            bg = weather_color.get(turn.weather or "", QColor("#f4f1e6"))
            if past:
                bg = bg.darker(125)
            p.setPen(QPen(QColor("#ffb000") if current else QColor("#555"), 3 if current else 1))
            p.setBrush(bg)
            p.drawRoundedRect(r, 5, 5)
            ink = contrast_text(bg)
            p.setPen(ink)
            f = p.font()
            f.setBold(True)
            p.setFont(f)
            p.drawText(r.adjusted(4, 2, -4, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                       str(turn.number))
            f.setBold(False)
            p.setFont(f)
            date = fm.elidedText(turn.date.get(names.lang), Qt.TextElideMode.ElideRight, BOX_W - 8)
            p.drawText(r.adjusted(4, 20, -4, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, date)
            weather = turn.weather if state is None or not current else (state.weather or turn.weather)
            if weather:
                text = fm.elidedText(names.weather(weather), Qt.TextElideMode.ElideRight, BOX_W - 8)
                p.drawText(r.adjusted(4, 38, -4, 0),
                           Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, text)
            x = r.left() + 4
            for side, n in sorted(arrivals.get(turn.number, Counter()).items()):
                chip = QRectF(x, r.bottom() - 18, 26, 14)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(side_color.get(side, QColor("#888")))
                p.drawRoundedRect(chip, 3, 3)
                p.setPen(contrast_text(side_color.get(side, QColor("#888"))))
                p.drawText(chip, Qt.AlignmentFlag.AlignCenter, f"+{n}")
                x += 30
        p.end()


class TurnTrack(QScrollArea):
    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.strip = TurnTrackStrip(controller)
        self.setWidget(self.strip)
        self.setWidgetResizable(False)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumHeight(BOX_H + 30)
        self.setMaximumHeight(BOX_H + 34)
        self.retranslate()

    def retranslate(self) -> None:
        self.setToolTip(self.tr("Turn track: date, weather and arriving units (+n) of each turn"))
        self.refresh()

    def refresh(self) -> None:
        self.strip.refresh()
        state = self.strip.controller.state
        if state is not None:
            self.ensureVisible(int(4 + (state.turn - 1) * (BOX_W + 4) + BOX_W / 2), 10, BOX_W, 0)
