"""The bar across the top of the window: turn, date and weather, the phase and who acts,
what to do next, and the End Phase button (with what still blocks it)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QRect, Qt, QTextBoundaryFinder, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
)

from qtwargame.ui.palette import contrast_text
from qtwargame.ui.result_dialog import result_heading


class PhaseBar(QFrame):
    endPhaseClicked = Signal()
    otherActionsClicked = Signal()
    #: The one button that gets a stalled game going again was clicked.
    nextStepClicked = Signal()
    #: The instruction or the reasons the phase cannot end changed (``hint_text``,
    #: ``blocker_texts``: the whole of each, as the Decision panel shows them).
    wordsChanged = Signal()

    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("PhaseBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#PhaseBar { background: #2b3138; } #PhaseBar QLabel { color: #eeeeee; }")
        # Two rows: turn, side badge, phase title and instruction, and the buttons above; the
        # blockers line below, across the turn, the badge and the instruction (it says why
        # the phase cannot end or why the game waits, a sentence that a 1,366-pixel window
        # could not hold beside the badge alone, in Japanese most of all).
        grid = QGridLayout(self)
        grid.setContentsMargins(10, 6, 10, 6)
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(1)
        self.turn = QLabel()
        self.turn.setObjectName("turn")
        self.side = QLabel()
        self.side.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.side.setMinimumWidth(_BADGE_MIN_WIDTH)
        middle = QVBoxLayout()
        middle.setSpacing(1)
        self.phase = QLabel()
        big = QFont(self.phase.font())
        big.setPointSizeF(big.pointSizeF() * 1.35)
        big.setBold(True)
        self.phase.setFont(big)
        # The title takes the room the bar gives it and elides to it (``_fit_title``; the
        # whole title in its tooltip): its whole width must not claim room from the docks
        # beside the board. Session 89 by hand at 1,366 pixels: a long title ("Soviet
        # organization: supply and replacements  (5.0, 10.1)") took the Reinforcements
        # panel from 290 to 160 pixels, and each Shin Barbarossa stall's next-step button
        # narrowed the left docks a little more (290 to 205); neither widened again.
        self.phase.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.phase.installEventFilter(self)
        self._title = ""
        #: The font the title's sizes are taken from (the bar's own, bold), and the lines
        #: the title takes now: two where one line cannot hold it (``_fit_title``).
        self._title_base = QFont(self.font())
        self._title_base.setBold(True)
        self._title_lines = 1
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #ffe9a8;")
        self.blockers = QLabel()
        self.blockers.setWordWrap(True)
        self.blockers.setStyleSheet("color: #ff9d8a;")
        middle.addWidget(self.phase)
        middle.addWidget(self.hint)
        self.other = QPushButton()
        self.other.clicked.connect(self.otherActionsClicked)
        # What gets a stalled game going again (a paused computer, declared combats to
        # close): set by the window with ``set_next_step``; hidden when nothing stalls.
        self.next_step = QPushButton()
        self.next_step.setObjectName("nextStep")
        self.next_step.setStyleSheet("QPushButton { background: #d08a1c; color: white; font-weight: bold;"
                                     " border-radius: 4px; padding: 6px 12px; }")
        self.next_step.setVisible(False)
        self.next_step.setMaximumWidth(_NEXT_STEP_WIDTH + 30)
        self.next_step.clicked.connect(self.nextStepClicked)
        self.stalled = ""
        self._blockers: list[str] = []
        self._owed = ""
        #: What attacks are still owed, in words ("3 units still to attack": the window
        #: sets it from its attack tool, ``attack_tool.owed_left``; "": none, or not the
        #: question now). Where the blockers are owed attacks, the line says it.
        self.owed_attacks: Callable[[], str] = str
        #: The units the next proposed owed attack is made of: the blockers naming them
        #: come first, so the line names what the proposal proposes.
        self.next_owed: Callable[[], set[str]] = set
        #: While a hand of cards is chosen, what stops the phase in words that count the
        #: cards picked in the Cards panel, which the rules cannot see (the main window's,
        #: ``ui.card_choice``); "" leaves the rules' reasons.
        self.hand_choice: Callable[[], str] = str
        self.end = QPushButton()
        self.end.setMinimumHeight(38)
        self.end.setMinimumWidth(140)
        #: Whether End Phase has its ready look (None: not set yet).
        self.end_ready: bool | None = None
        self._set_end_look(True)
        self.end.clicked.connect(self.endPhaseClicked)
        grid.addWidget(self.turn, 0, 0)
        grid.addWidget(self.side, 0, 1)
        grid.addLayout(middle, 0, 2)
        grid.setColumnStretch(2, 1)
        grid.addWidget(self.blockers, 1, 0, 1, 3)
        right = QHBoxLayout()
        right.setSpacing(14)
        # "Other actions…" under End Phase, in End Phase's width: when it shows, the phase
        # instruction keeps all of its room and is never cut off. The next-step button goes
        # there too, between them; only where all three show is it beside them
        # (``_place_next_step``): beside End Phase it took 190 pixels from the title and the
        # instruction (session 91, Shin Barbarossa's Axis combat at 1,366 pixels with a
        # combat declared: 「Axis combat (5.2.2)」 on two lines over 「Click attackers,…」).
        buttons = QVBoxLayout()
        buttons.setSpacing(3)
        buttons.addWidget(self.end)
        buttons.addWidget(self.next_step)
        buttons.addWidget(self.other)
        buttons.addStretch(1)
        self._right, self._buttons = right, buttons
        self._next_beside = False
        self.other.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        right.addLayout(buttons)
        grid.addLayout(right, 0, 3, 2, 1)
        # A steady height: the phase title, two lines of hint and one of blockers, whatever
        # the phase says, so the board below never jumps.
        # Japanese glyphs come from a fallback font with taller lines: measure both.
        line = line_height(QFontMetrics(self.hint.font())) + 1
        title = line_height(QFontMetrics(big))
        self._title_height = title
        self.phase.setFixedHeight(title)
        # Two lines for the hint under a line of blockers; three where nothing blocks the
        # phase's end and the blockers' line is hidden (``_give_hint_lines``).
        self._line = line
        self._hint_lines = 2
        self.hint.setFixedHeight(2 * line + 2)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # The hint takes the room the bar gives it (its text never widens it) and fits its
        # text to that room whenever it changes (``_fit_hint``).
        self.hint.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.hint.installEventFilter(self)
        self._hint = ""
        self.blockers.setWordWrap(False)
        self.blockers.setFixedHeight(line + 2)
        # The blockers line elides itself to the room it gets (``set_blockers``): its whole
        # text must not claim width from the side badge beside it.
        self.blockers.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(max(title + 3 * line + 20, 38 + 12 + 4 * 3))
        self.retranslate()

    def retranslate(self) -> None:
        self.end.setText(self.tr("End Phase"))
        self.end.setToolTip(self.tr("End the current phase (Ctrl+E)"))
        self.other.setText(self.tr("Other actions…"))
        self.refresh()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._blockers:
            self.set_blockers(self._blockers, self._owed)  # elide again for the new width

    def eventFilter(self, obj, event) -> bool:
        if obj is self.hint and event.type() == QEvent.Type.Resize and self._hint:
            self._fit_hint()
        if obj is self.phase and event.type() == QEvent.Type.Resize and self._title:
            self._fit_title()
        return super().eventFilter(obj, event)

    def set_title(self, text: str) -> None:
        self._title = text
        self.phase.setToolTip(text)
        self._fit_title()

    def _fit_title(self) -> None:
        """The whole title in the room the bar gives it: on one line in the largest of the
        title's sizes that holds it, else on two lines (the instruction under it gives up
        one of its own); only a title two lines of the bar's own size cannot hold is
        elided in its middle, its rule number kept (the whole in the tooltip). Session 91
        at 1,366 pixels: Red Vengeance's 「枢軸国軍のセットアップ: 歩兵と中小国 (3.2)」
        read 「枢軸国軍のセットアッ…中小国 (3.2)」."""
        room = self.phase.contentsRect().width()
        if room <= 0:  # before the bar is laid out: whole, the resize to come fits it
            self.phase.setText(self._title)
            return
        font, shown = fit_title(self._title, self._title_base, room,
                                self._title_height + self._line)
        self.phase.setFont(font)
        self.phase.setText(shown)
        self._set_title_lines(shown.count("\n") + 1)

    def _set_title_lines(self, lines: int) -> None:
        if lines == self._title_lines:
            return
        self._title_lines = lines
        self.phase.setFixedHeight(self._title_height + (lines - 1) * self._line)
        self._size_hint()

    def _hint_rows(self) -> int:
        """The hint's lines: two over the blockers' line, three where it is hidden, one
        fewer where the title takes two."""
        return self._hint_lines - (self._title_lines - 1)

    def _size_hint(self) -> None:
        self.hint.setFixedHeight(self._hint_rows() * self._line + 2)
        if self._hint:
            self._fit_hint()  # and again at the width the bar's new layout gives it

    def set_hint(self, text: str) -> None:
        """The instruction, on as many lines as the bar has for it: a longer one ends with
        "…" at a word and reads whole in the tooltip (a 1,366-pixel window leaves the
        instruction about 250 pixels beside the side badge and End Phase)."""
        self._hint = text
        self.hint.setToolTip(text)
        self._fit_hint()
        self.wordsChanged.emit()

    def hint_text(self) -> str:
        """The whole instruction (the bar may show it cut short with "…")."""
        return self._hint

    def blocker_texts(self) -> list[str]:
        """Every reason the phase cannot end yet, or why the game waits (the bar's line
        shows the first)."""
        return list(self._blockers)

    def _fit_hint(self) -> None:
        text = self._hint
        width = self.hint.width()
        if width <= 20:  # not laid out yet: the resize to come fits it
            self.hint.setText(text)
            return
        room = self.hint.height()
        metrics = QFontMetrics(self.hint.font())

        # The lines given at most, counted in the font's own lines: Japanese glyphs come
        # from a taller fallback font, so one line more of them may measure less than the
        # room.
        most = min(room, (self._hint_rows() + 1) * metrics.lineSpacing() - 1)

        def fits(t: str) -> bool:
            # The label's own layout (as it will paint the text; never less than the fixed
            # height it has), and the font's measure in its own lines.
            self.hint.setText(t)
            r = metrics.boundingRect(0, 0, width, 10 * room, Qt.TextFlag.TextWordWrap, t)
            return self.hint.heightForWidth(width) <= room and r.height() <= most

        if fits(text):
            self.hint.setText(text)
            return
        # The longest beginning, cut at a space where there is one, that fits with "…".
        lo, hi = 0, len(text)
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if fits(text[:mid].rstrip() + "…"):
                lo = mid
            else:
                hi = mid - 1
        cut = text[:lo]
        # Back to the last space only inside a word of a spaced script: Japanese breaks
        # between any two characters, and its one space (after a unit's name) would leave
        # the name alone ("第28軍…").
        if (" " in cut and lo < len(text) and text[lo] != " "
                and not (_unspaced(text[lo]) or _unspaced(text[lo - 1]))):
            cut = cut[:cut.rfind(" ")]
        self.hint.setText(cut.rstrip() + "…")

    def _give_hint_lines(self, lines: int) -> None:
        """The hint's room: two lines over the blockers' line, or three where that line is
        hidden, having nothing to say (at 1,366 pixels the movement hint of a game with
        special movement runs to three lines beside the side badge and End Phase)."""
        if lines == self._hint_lines:
            return
        self._hint_lines = lines
        self.blockers.setVisible(lines == 2)
        self._size_hint()

    def _set_end_look(self, ready: bool) -> None:
        """End Phase green where a click ends the phase; where the rules do not let it end
        yet (declared combats to resolve, units to place), a muted amber with a dashed
        border, still clickable (the click says why, as its tooltip does)."""
        if ready == self.end_ready:
            return
        self.end_ready = ready
        back, border = ("#3d8b3d", "none") if ready else ("#6e5a2a", "2px dashed #d9b45a")
        self.end.setStyleSheet(f"QPushButton {{ background: {back}; color: white; font-weight: bold;"
                               f" border-radius: 4px; border: {border}; padding: 6px 14px; }}"
                               "QPushButton:disabled { background: #555; color: #aaa; border: none; }")

    def _show_end(self, ready: bool, reasons: list[str]) -> None:
        """End Phase's look and tooltip: ready, or the reasons the phase cannot end yet."""
        self._set_end_look(ready)
        if ready:
            self.end.setToolTip(self.tr("End the current phase (Ctrl+E)"))
            return
        lines = "\n".join(f"• {r}" for r in reasons) or self.tr("The rules do not allow it now.")
        self.end.setToolTip(self.tr("The phase cannot end yet:") + "\n" + lines)

    def set_next_step(self, why: str, button: str) -> None:
        """Say in words why the game waits (``why``, on the blockers line) and offer the one
        button that goes on (``button``); both empty: nothing stalls."""
        was, self.stalled = self.stalled, why
        self.next_step.setText(fit_two_lines(button, QFontMetrics(self.next_step.font()),
                                             _NEXT_STEP_WIDTH))
        self.next_step.setToolTip(button)
        self.next_step.setVisible(bool(button))
        self._place_next_step()
        if why:
            self.set_blockers([why])
        elif was and self.controller.state is not None:
            self.refresh()

    def _place_next_step(self) -> None:
        """The next-step button under End Phase; beside it where "Other actions…" shows
        too, the three being more than the bar's height holds one under another."""
        beside = not self.next_step.isHidden() and not self.other.isHidden()
        if beside == self._next_beside:
            return
        self._next_beside = beside
        self._right.removeWidget(self.next_step)
        self._buttons.removeWidget(self.next_step)
        if beside:
            self._right.insertWidget(0, self.next_step)
        else:
            self._buttons.insertWidget(1, self.next_step)

    def set_blockers(self, texts: list[str], owed: str = "") -> None:
        """What still stops the phase from ending: the first reason on the line, how many
        more there are (or, where the blockers are owed attacks, ``owed``: how many units
        still owe one and how many hexes are owed one, which each attack lessens by its
        attackers), and the whole list in the tooltip."""
        if not texts:
            self._blockers, self._owed = [], ""
            self.blockers.setText("")
            self.blockers.setToolTip("")
            self._give_hint_lines(3)
            self.wordsChanged.emit()
            return
        self._give_hint_lines(2)
        self._blockers, self._owed = list(texts), owed
        more = len(texts) - 1
        suffix = ""
        if owed and more:
            suffix = " " + self.tr("({owed})").format(owed=owed)
        elif more == 1:
            suffix = " " + self.tr("(and 1 more)")
        elif more > 1:
            suffix = " " + self.tr("(and {n} more)").format(n=more)
        metrics = QFontMetrics(self.blockers.font())
        # The label's own width once laid out; before that, the bar's less its side parts.
        width = max(self.blockers.width(), self.width() - 480, 240)
        room = max(width - metrics.horizontalAdvance(suffix), 80)
        first = metrics.elidedText(texts[0], Qt.TextElideMode.ElideRight, room)
        self.blockers.setText(first + suffix)
        tip = "\n".join(f"• {t}" for t in texts)
        self.blockers.setToolTip(tip)
        self.wordsChanged.emit()

    def refresh(self) -> None:
        c = self.controller
        s = c.state
        if s is None:
            self.turn.setText("")
            self.set_title(self.tr("No game"))
            self.side.setText("")
            self.end.setEnabled(False)
            self.other.setVisible(False)
            self._place_next_step()
            self.set_blockers([])
            return
        names = c.names
        game = c.game
        weather = names.weather(s.weather) or names.weather(_historical(game, s.turn))
        lines = [self.tr("Turn {turn} of {last}").format(turn=s.turn, last=game.last_turn)]
        date = names.turn_date(s.turn)
        if date:
            lines.append(date)
        if weather:
            lines.append(self.tr("Weather: {weather}").format(weather=weather))
        self.turn.setText("\n".join(lines))
        rule = game.phase(s.phase).rule
        title = names.phase_title(s.phase)
        if s.result is not None:
            # the result, not the last phase the game went through
            self.set_title(self.tr("Game over: {result}").format(
                result=result_heading(names, s.result)))
        else:
            self.set_title(f"{title}  ({rule})" if rule else title)
        color = next((QColor(x.color) for x in game.scenario.sides if x.id == s.to_act), QColor("#888"))
        if s.result is not None:
            # Nobody acts any more: the badge says so, in no side's colour.
            color = QColor("#666666")
            badge = self.tr("Game over")
        elif s.to_act in c.computer_sides:
            badge = self.tr("Computer plays {side}").format(side=names.side(s.to_act))
        else:
            badge = self.tr("{side} to act").format(side=names.side(s.to_act))
        fg = contrast_text(color).name()
        self.side.setStyleSheet(f"background: {color.name()}; color: {fg}; border-radius: 4px;"
                                f" padding: {_BADGE_PADDING}px; font-weight: bold;")
        bold = QFont(self.side.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        # On two lines where one would be wider than the badge's room (session 89:
        # 「コンピュータがソビエト連邦をプレイ中」 on one line left the phase's title
        # 「ソ連軍戦闘フ…」 at 1,366 pixels); the badge as wide as its widest line.
        shown = fit_two_lines(badge, metrics, _BADGE_TEXT_WIDTH)
        self.side.setText(shown)
        self.side.setToolTip(badge if shown != badge else "")
        self.side.setMinimumWidth(max(_BADGE_MIN_WIDTH, max(metrics.horizontalAdvance(line) for line in
                                                            shown.split("\n")) + 2 * _BADGE_PADDING + 4))
        legal = c.legal()
        if (s.result is not None or s.pending is not None or s.to_act in c.computer_sides
                or getattr(c, "shared", None) is not None):
            # Nothing for the person to end: the game is over, a question waits, the
            # computer is playing the side to act, or a shared view is shown.
            self.end.setEnabled(False)
            self.set_blockers([])
            self._show_end(True, [])
        else:
            self.end.setEnabled(True)
            blockers = game.ruleset.end_phase_blockers(game, s) if legal.end_phase is None else []
            if blockers:
                # Session 92 by hand: "2nd Cavalry Corps must attack" (the first owing unit
                # in map order) over a proposed attack of other units, that one's turn
                # coming later: the line names the proposal's units first.
                nxt = self.next_owed()
                blockers = sorted(blockers, key=lambda b: b.params.get("unit") not in nxt)
            reasons = [c.render(b) for b in blockers]
            picked = self.hand_choice() if legal.selections else ""
            if picked:
                # (the hand is chosen before anything else of the phase: Blitzkrieg to
                # Moscow 2's one reason then is "choose the cards first", 6.1)
                reasons = [picked]
            self.set_blockers(reasons, self.owed_attacks() if blockers else "")
            self._show_end(legal.end_phase is not None, reasons)
        self.other.setVisible(bool(legal.unknown()))
        self._place_next_step()
        if self.stalled:
            self.set_blockers([self.stalled])


def fit_two_lines(text: str, metrics: QFontMetrics, width: int) -> str:
    """``text`` on one line of at most ``width`` pixels, or else on two, broken where the
    longer line is shortest, at one of the places Unicode lets a line break (after a space;
    between most Japanese characters, never before a closing bracket); only what two lines
    cannot hold ends with "…"."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, text)
    breaks = []
    at = finder.toNextBoundary()
    while 0 < at < len(text):
        breaks.append(at)
        at = finder.toNextBoundary()
    if not breaks:  # one word longer than the line
        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)

    def lines(at: int) -> tuple[str, str]:
        return text[:at].rstrip(), text[at:].lstrip()

    def widest(at: int) -> int:
        return max(metrics.horizontalAdvance(line) for line in lines(at))

    at = min(breaks, key=widest)
    if widest(at) > width:
        # Two lines cannot hold it whatever the break: fill the first, the rest on the second.
        fits = [b for b in breaks if metrics.horizontalAdvance(lines(b)[0]) <= width]
        at = fits[-1] if fits else breaks[0]
    first, second = lines(at)
    return (metrics.elidedText(first, Qt.TextElideMode.ElideRight, width) + "\n"
            + metrics.elidedText(second, Qt.TextElideMode.ElideRight, width))


def line_height(metrics: QFontMetrics) -> int:
    """A line's height in pixels, Japanese or not: Japanese glyphs come from a fallback
    font with taller lines, as ink and as laid out."""
    sample = "漢字かなAgy"
    laid = metrics.boundingRect(QRect(0, 0, 10_000, 1_000), Qt.AlignmentFlag.AlignLeft, sample)
    return max(metrics.lineSpacing(), metrics.boundingRect(sample).height(), laid.height())


#: The title's sizes, times the bar's own, largest first: the largest that holds the title
#: on one line, else on two.
_TITLE_SCALES = (1.35, 1.25, 1.15, 1.0)
#: Two lines may be a little smaller than the bar's own size (the computer's two-line side
#: badge and the next-step button beside Red Vengeance's "Stacking check: Allied
#: exploitation movement  (6.3)" leave it 194 pixels offscreen).
_TWO_LINES_LEAST = 0.9


def fit_title(text: str, base: QFont, width: int, height: int) -> tuple[QFont, str]:
    """The font and the lines for a phase title ``width`` pixels wide: one line in the
    largest size that holds it; else two lines (at most ``height`` pixels together) in the
    largest size that holds them whole; else one line of the smallest size, elided in its
    middle so that the rule number at its end stays (the whole in the tooltip)."""
    def sized(scale: float) -> QFont:
        font = QFont(base)
        font.setPointSizeF(base.pointSizeF() * scale)
        return font

    for scale in _TITLE_SCALES:
        font = sized(scale)
        if QFontMetrics(font).horizontalAdvance(text) <= width:
            return font, text
    for scale in (*_TITLE_SCALES, _TWO_LINES_LEAST):
        font = sized(scale)
        metrics = QFontMetrics(font)
        line = line_height(metrics)
        shown = fit_two_lines(text, metrics, width)
        if 2 * line <= height and "".join(shown.split()) == "".join(text.split()):
            return font, shown
    metrics = QFontMetrics(font)
    return font, metrics.elidedText(text, Qt.TextElideMode.ElideMiddle, width)


def _unspaced(ch: str) -> bool:
    """A character of a script written without spaces between words (Japanese kana and
    kanji, CJK punctuation and full-width forms), where a line may break anywhere."""
    return "\u2e80" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff" or "\uff00" <= ch <= "\uffef"


#: The most width a line of the next-step button's words takes, in pixels (two lines at
#: most; only what they cannot hold is elided).
_NEXT_STEP_WIDTH = 170
#: Pixels of padding inside the side badge, each side, and its least width.
_BADGE_PADDING = 6
_BADGE_MIN_WIDTH = 90
#: The most width a line of the side badge's words takes, in pixels (two lines at most).
_BADGE_TEXT_WIDTH = 150


def _historical(game, turn: int) -> str | None:
    for t in game.scenario.turns:
        if t.number == turn:
            return t.weather
    return None
