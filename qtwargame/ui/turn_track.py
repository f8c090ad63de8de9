"""The turn track: every turn with its date and weather, the units arriving on it, and
the current turn marked.

Like a printed turn track, every box is the same size and shows its text whole: a date
range too long for the narrowest box is set on two lines, broken where a reader expects
it, after its dash ("22 June –" over "19 July 1941"), and the boxes of the whole track
widen to the longest line (a long weather name too), so nothing is ever cut short, in
any language or font. A narrow window scrolls the track, keeping the current turn (the
box framed in amber) in view, rather than squeezing the boxes; hovering a box shows its
turn in full, with the arriving units named by side."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QEvent, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QScrollArea, QSizePolicy, QToolTip, QWidget

from qtwargame.ui.palette import contrast_text

#: The smallest box: a turn number, a one-line date and weather, and the arrivals.
BOX_W, BOX_H = 104, 78
#: Between boxes and around the track; inside a box, around its text.
GAP, PAD = 4, 4
#: The height of a text line at least (the font's own line spacing when taller).
LINE_H = 18
#: Below the text: the arrival chips.
CHIPS_H = 22
CHIP_W, CHIP_STEP = 26, 30
#: A range is broken after its dash.
DASHES = "–—〜~"
#: Other text too long for one line is broken before an opening bracket, else at a space.
BRACKETS = "(（"


def split_label(text: str, fm: QFontMetrics, width: int, widest: int | None = None) -> list[str]:
    """``text`` as set in a box with room ``width`` for it: one line if it fits. A longer
    range is set on two lines, broken after its dash ("22 June –" over "19 July 1941");
    other text stays on one line (the box widens) unless it is longer than ``widest``
    (twice ``width`` if not given), when it is broken before a bracket if it has one, else
    at a space. Of the possible breaks, the one making the longer line shortest is taken.
    Nothing is dropped or elided: a line longer than ``width`` makes the box wider."""
    if not text:
        return []
    if fm.horizontalAdvance(text) <= width:
        return [text]
    breaks = [i + 1 for i, ch in enumerate(text[:-1]) if ch in DASHES]
    if not breaks:
        if fm.horizontalAdvance(text) <= (2 * width if widest is None else widest):
            return [text]
        breaks = ([i for i, ch in enumerate(text) if i > 0 and ch in BRACKETS]
                  or [i for i, ch in enumerate(text) if i > 0 and ch.isspace()])
    best: tuple[int, list[str]] | None = None
    for i in breaks:
        first, second = text[:i].rstrip(), text[i:].lstrip()
        if not first or not second:
            continue
        w = max(fm.horizontalAdvance(first), fm.horizontalAdvance(second))
        if best is None or w < best[0]:
            best = (w, [first, second])
    return best[1] if best is not None else [text]


class TurnTrackStrip(QWidget):
    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        #: Measures of the text, kept while the game, its names and the font stay the same.
        self._measures: dict[str, object] = {}
        self._measured_for: tuple = ()

    # -- what each box says -----------------------------------------------------------------
    def turns(self) -> list:
        game = self.controller.game
        return sorted(game.scenario.turns, key=lambda t: t.number) if game is not None else []

    def arrivals(self) -> dict[int, Counter]:
        out: dict[int, Counter] = {}
        for d in self.controller.game.units.values():
            if d.arrival_turn is not None:
                out.setdefault(d.arrival_turn, Counter())[d.side] += 1
        return out

    def is_current(self, turn) -> bool:
        state = self.controller.state
        return state is not None and turn.number == state.turn

    def weather_of(self, turn) -> str | None:
        """The weather shown for ``turn``: as rolled for the current turn, else as printed."""
        state = self.controller.state
        if self.is_current(turn) and state.weather:
            return state.weather
        return turn.weather

    def _measure(self, what: str, measure):
        """``measure()``, measured once while the game, its names (the language) and the
        font stay the same: the track's text is set once a game (its turns, dates and
        weather names do not change), and the boxes are measured at every paint, resize
        and refresh."""
        c = self.controller
        key = (c.game, c.names, self.font().key(), self.logicalDpiX(), self.logicalDpiY())
        if len(key) != len(self._measured_for) or any(a is not b and a != b
                                                      for a, b in zip(key, self._measured_for)):
            self._measures = {}
            self._measured_for = key
        if what not in self._measures:
            self._measures[what] = measure()
        return self._measures[what]

    def date_lines(self, turn) -> list[str]:
        return self._measure(f"date {turn.number}", lambda: split_label(
            turn.date.get(self.controller.names.lang), self.fontMetrics(), BOX_W - 2 * PAD))

    def dates_width(self) -> int:
        """The room for text in a box that the dates need (at least the smallest box's)."""
        fm = self.fontMetrics()
        return self._measure("dates width", lambda: max(
            [BOX_W - 2 * PAD] + [fm.horizontalAdvance(line) for t in self.turns()
                                 for line in self.date_lines(t)]))

    def weather_lines(self, weather: str | None) -> list[str]:
        """The weather's name: on one line (the boxes widen rather than grow a row, as rows
        take height from the map), unless it is over twice as wide as the dates."""
        return self._measure(f"weather {weather}", lambda: split_label(
            self.controller.names.weather(weather), self.fontMetrics(), self.dates_width()))

    def text_rows(self, turn, date_rows: int) -> list[tuple[int, str]]:
        """The lines drawn under the turn's number, each with its row (the number is row
        0): the date, then the weather from row ``1 + date_rows``."""
        rows = list(enumerate(self.date_lines(turn), start=1))
        rows += list(enumerate(self.weather_lines(self.weather_of(turn)), start=1 + date_rows))
        return rows

    def line_height(self) -> int:
        return max(LINE_H, self.fontMetrics().lineSpacing())

    def box_size(self) -> QSize:
        """One size for every box: wide enough for the longest line of any turn (and of any
        weather the scenario has, as any may be rolled) and tall enough for the most lines,
        so the track does not change shape as the game goes on."""
        if self.controller.game is None:
            return QSize(BOX_W, BOX_H)
        return QSize(self._measure("box", self._box_size))

    def _box_size(self) -> QSize:
        fm = self.fontMetrics()
        bold = self.font()
        bold.setBold(True)
        bold_fm = QFontMetrics(bold)
        turns = self.turns()
        weather_rows = [self.weather_lines(w.id) for w in self.controller.game.scenario.weather]
        width = max([self.dates_width()]
                    + [fm.horizontalAdvance(line) for rows in weather_rows for line in rows]
                    + [bold_fm.horizontalAdvance(str(t.number)) for t in turns])
        chips = max((len(c) for c in self.arrivals().values()), default=0)
        width = max(BOX_W, width + 2 * PAD, 2 * PAD + chips * CHIP_STEP - (CHIP_STEP - CHIP_W))
        rows = (1 + max((len(self.date_lines(t)) for t in turns), default=1)
                + max((len(r) for r in weather_rows), default=0))
        height = max(BOX_H, 2 + rows * self.line_height() + CHIPS_H)
        return QSize(width, height)

    def box_rect(self, index: int, size: QSize | None = None) -> QRect:
        """Where the ``index``-th turn (in turn order) is drawn (``size``: the boxes' size,
        when the caller has it already)."""
        size = self.box_size() if size is None else size
        return QRect(GAP + index * (size.width() + GAP), GAP, size.width(), size.height())

    def box_at(self, x: float, y: float):
        size = self.box_size()
        for i, turn in enumerate(self.turns()):
            if self.box_rect(i, size).contains(int(x), int(y)):
                return turn
        return None

    def tooltip_for(self, turn) -> str:
        """The turn in full: its date, weather and arrivals by side, and whether it is now."""
        names = self.controller.names
        lines = [self.tr("Turn {n}: {date}").format(n=turn.number, date=turn.date.get(names.lang))]
        weather = self.weather_of(turn)
        if weather:
            lines.append(self.tr("Weather: {weather}").format(weather=names.weather(weather)))
        arriving = self.arrivals().get(turn.number, Counter())
        order = [s.id for s in self.controller.game.scenario.sides]
        for side in sorted(arriving, key=lambda s: order.index(s) if s in order else len(order)):
            lines.append(self.tr("{side} reinforcements: +{n}").format(
                side=names.side(side), n=arriving[side]))
        if self.is_current(turn):
            lines.append(self.tr("This is the current turn."))
        return "\n".join(lines)

    # -- Qt ---------------------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        n = len(self.turns())
        size = self.box_size()
        return QSize(n * (size.width() + GAP) + GAP, size.height() + 2 * GAP)

    def refresh(self) -> None:
        self.setFixedSize(self.sizeHint())
        self.update()

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip and self.controller.game is not None:
            turn = self.box_at(event.pos().x(), event.pos().y())
            if turn is not None:
                QToolTip.showText(event.globalPos(), self.tooltip_for(turn), self)
                return True
        return super().event(event)

    def paintEvent(self, event) -> None:
        game, state = self.controller.game, self.controller.state
        if game is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        weather_color = {w.id: QColor(w.color) for w in game.scenario.weather}
        side_color = {s.id: QColor(s.color) for s in game.scenario.sides}
        arrivals = self.arrivals()
        line_h = self.line_height()
        turns = self.turns()
        date_rows = max(len(self.date_lines(t)) for t in turns)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        size = self.box_size()  # measured once a paint: every box has this size
        for i, turn in enumerate(turns):
            r = QRectF(self.box_rect(i, size))
            current = self.is_current(turn)
            past = state is not None and turn.number < state.turn
            bg = weather_color.get(turn.weather or "", QColor("#f4f1e6"))
            if past:
                bg = bg.darker(125)
            p.setPen(QPen(QColor("#ffb000") if current else QColor("#555"), 3 if current else 1))
            p.setBrush(bg)
            p.drawRoundedRect(r, 5, 5)
            p.setPen(contrast_text(bg))
            f = p.font()
            f.setBold(True)
            p.setFont(f)
            p.drawText(r.adjusted(PAD, 2, -PAD, 0), flags, str(turn.number))
            f.setBold(False)
            p.setFont(f)
            # The weather lines up across the boxes, under the longest date.
            for row, line in self.text_rows(turn, date_rows):
                p.drawText(r.adjusted(PAD, 2 + row * line_h, -PAD, 0), flags, line)
            x = r.left() + PAD
            for side, n in sorted(arrivals.get(turn.number, Counter()).items()):
                chip = QRectF(x, r.bottom() - 18, CHIP_W, 14)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(side_color.get(side, QColor("#888")))
                p.drawRoundedRect(chip, 3, 3)
                p.setPen(contrast_text(side_color.get(side, QColor("#888"))))
                p.drawText(chip, Qt.AlignmentFlag.AlignCenter, f"+{n}")
                x += CHIP_STEP
        p.end()


class TurnTrack(QScrollArea):
    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.strip = TurnTrackStrip(controller)
        self.setWidget(self.strip)
        self.setWidgetResizable(False)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._fit_height()
        self.retranslate()

    def _fit_height(self) -> None:
        """Tall enough for the boxes and the scroll bar under them, and no taller."""
        h = self.strip.box_size().height()
        self.setMinimumHeight(h + 30)
        self.setMaximumHeight(h + 34)

    def retranslate(self) -> None:
        self.setToolTip(self.tr("Turn track: date, weather and arriving units (+n) of each turn"))
        self.refresh()

    def refresh(self) -> None:
        self.strip.refresh()
        self._fit_height()
        self.show_current()

    def show_current(self) -> None:
        """Scroll the current turn's box, whole, into view."""
        state = self.strip.controller.state
        if state is None:
            return
        for i, turn in enumerate(self.strip.turns()):
            if turn.number == state.turn:
                r = self.strip.box_rect(i)
                margin = min(r.width(), max(0, (self.viewport().width() - r.width()) // 2))
                self.ensureVisible(r.center().x(), r.center().y(), r.width() // 2 + margin, 0)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.show_current()  # a narrower window keeps the current turn in view
