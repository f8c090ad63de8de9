"""The hot-seat hand-over screen (issue 46, item 1).

When two people share the screen and the side that must act changes between them, and the
game holds anything one side may not see (cards in hand, a deck, face-down identities:
``engine.view.hidden_from``), the window is covered by a screen that says whose turn it is
("Pass to the Soviet player"). Until that player clicks its button (or presses Enter) the window
shows nobody's view: the controller's viewer is ``NOBODY`` and ``covered`` is set, so the
board, the hands and the panels hold nothing either side keeps to itself. The click
uncovers the window with the view of the side now at the screen. A decision asked of the
other side in the middle of a phase (a defence, cancelling a card) goes through the same
screen, and so does the way back.

The screen is on by default; one person playing both sides switches it off with
Edit ▸ Hand-Over Screen Between Players (kept in the preferences). Nothing is hidden in a
game without secrets, so the screen never shows there. Against the computer the person's
own view is always shown and nothing is handed over.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from qtwargame.engine.view import hidden_from
from qtwargame.ui.controller import NOBODY
from qtwargame.ui.palette import contrast_text


class HandOverScreen(QWidget):
    """The opaque screen over the whole window below the menu bar."""

    continued = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("handOver")
        self.setAutoFillBackground(True)
        box = QVBoxLayout(self)
        box.addStretch(2)
        self.title = QLabel()
        self.title.setObjectName("handOverTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        big = QFont(self.title.font())
        big.setPointSizeF(big.pointSizeF() * 2.2)
        big.setBold(True)
        self.title.setFont(big)
        self.text = QLabel()
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("handOverContinue")
        self.button.setDefault(True)
        self.button.setMinimumHeight(44)
        self.button.clicked.connect(self.continued)
        box.addWidget(self.title)
        box.addSpacing(12)
        box.addWidget(self.text)
        box.addSpacing(18)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(3)
        self.hide()

    def show_for(self, side_name: str, color: str) -> None:
        background = QColor(color)
        pal = self.palette()
        pal.setColor(QPalette.ColorRole.Window, background.darker(170))
        pal.setColor(QPalette.ColorRole.WindowText, QColor("#ffffff"))
        self.setPalette(pal)
        fg = contrast_text(background).name()
        self.button.setStyleSheet(f"QPushButton {{ background: {background.name()}; color: {fg};"
                                  " font-weight: bold; padding: 8px 28px; border-radius: 5px; }")
        self.title.setText(self.tr("Pass to the {side} player").format(side=side_name))
        self.text.setText(self.tr("The {side} player's view is hidden until the {side} player is "
                                  "at the screen. Click the button or press Enter to continue.")
                          .format(side=side_name))
        self.button.setText(self.tr("I am the {side} player: continue").format(side=side_name))
        self.fit()
        self.show()
        self.raise_()
        self.button.setFocus()

    def fit(self) -> None:
        window = self.parentWidget()
        if window is None:
            return
        top = window.menuBar().geometry().bottom() + 1 if hasattr(window, "menuBar") else 0
        self.setGeometry(0, top, window.width(), window.height() - top)

    def mousePressEvent(self, event) -> None:
        # A click elsewhere on the screen does nothing: the one who ended the phase with a
        # second click (End Phase pressed twice) would otherwise uncover the next player's
        # view at once (session 84 by hand: the Soviet hand came up under the German
        # player's double click). Only the button, Enter or Space continue.
        event.accept()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.continued.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class HandOver(QObject):
    """Who sits at the screen in a hot-seat game, and the screen that hands it over."""

    #: The screen was put up (True) or taken down (False).
    coveredChanged = Signal(bool)

    def __init__(self, window, computer, enabled: bool = True) -> None:
        super().__init__(window)
        self.window, self.computer = window, computer
        self.controller = window.controller
        self.enabled = enabled
        self.controller.hands_kept_apart = enabled
        #: The side whose view the window shows (None: nobody yet, a fresh game).
        self.seat: str | None = None
        #: A game opened from a save, before anyone said they are at the screen: whoever
        #: opened it may be either player (``_new_game``).
        self.unknown_seat = False
        self.waiting_for: str | None = None
        self.screen = HandOverScreen(window)
        self.screen.continued.connect(self.proceed)
        window.installEventFilter(self)
        self.controller.gameStarted.connect(self._new_game)

    def keep_on_top(self) -> None:
        """The window raises docks as it redraws (the Decision dock on a decision): it
        calls this after each redraw, and the screen goes back on top while it is up."""
        if self.controller.covered:
            self.screen.fit()
            self.screen.raise_()

    def eventFilter(self, obj, event) -> bool:
        if obj is self.window and event.type() == QEvent.Type.Resize and self.screen.isVisible():
            self.screen.fit()
        return False

    def _new_game(self, _game) -> None:
        # Whoever starts a game is at the screen: the side to act then. They have just
        # named in the New Game dialog which person plays which side, nothing has been
        # played, and the side to act begins (a replay or a test adopting a game is alike).
        # A game opened from a save (Open, Open Recent, the resume offer, Continue, an
        # earlier autosave, ``qtwargame play SAVE``) is different: whoever opens a hot-seat
        # game in the middle is as often the other player, so it comes up behind the
        # screen for the side to act wherever something is hidden (``update``).
        self.seat = None
        self.waiting_for = None
        self.unknown_seat = bool(getattr(self.controller, "opened", False))
        self._uncover()

    def people(self) -> list[str]:
        game = self.controller.game
        return [s for s in game.sides if not self.computer.is_computer(s)] if game is not None else []

    def hot_seat(self) -> bool:
        return len(self.people()) >= 2

    def update(self, state) -> None:
        """Called before the window draws ``state``: decide whose view it may show."""
        c = self.controller
        if state is None or c.game is None or not self.hot_seat():
            self.seat = None
            self.unknown_seat = False  # one person (or nobody) at the screen: theirs
            self._uncover()
            return
        if not self.enabled:
            self.seat = None
            self.unknown_seat = False
            self._uncover()
            return  # the viewer stays as the players set it (None: the side to act)
        acting = state.to_act
        if self.unknown_seat and self._cover_opened(state):
            return
        if acting is None or self.computer.is_computer(acting):
            # The computer acts between two people (a third side): nothing changes hands.
            c.viewer = NOBODY if c.covered else self.seat
            return
        if self.seat is None or acting == self.seat or state.result is not None:
            self.seat = acting
            self._uncover()
            c.viewer = None  # the side to act, now at the screen
            return
        game = c.game
        if not (hidden_from(game, state, self.seat) or hidden_from(game, state, acting)):
            self.seat = acting
            self._uncover()
            c.viewer = None
            return
        self._cover_for(acting)

    def _cover_opened(self, state) -> bool:
        """A hot-seat game just opened from a save, nobody known at the screen: cover it
        for the side to act where the people here keep anything from each other. True if
        the window stays covered (or shows nobody's view while the computer acts)."""
        c, game, acting = self.controller, self.controller.game, state.to_act
        if state.result is not None or not any(hidden_from(game, state, s) for s in self.people()):
            self.unknown_seat = False  # nothing to keep: the side to act, as before
            return False
        if acting is None or self.computer.is_computer(acting):
            c.viewer = NOBODY  # nobody's view until a person is asked to act
            return True
        self.unknown_seat = False
        self._cover_for(acting)
        return True

    def _cover_for(self, acting: str) -> None:
        """Put the screen up for ``acting`` (or tell whose it is now, when it is up)."""
        c, game = self.controller, self.controller.game
        assert game is not None
        self.waiting_for = acting
        c.viewer = NOBODY
        if not c.covered:
            c.covered = True
            color = next((x.color for x in game.scenario.sides if x.id == acting), "#555555")
            self.screen.show_for(c.names.side(acting), color)
            self.coveredChanged.emit(True)
        else:
            color = next((x.color for x in game.scenario.sides if x.id == acting), "#555555")
            self.screen.show_for(c.names.side(acting), color)

    def keeps_secrets(self) -> bool:
        """Two people at this screen with the screen on, in a game that hides something
        from one of them now: what each did is theirs, and Undo stays on their side of
        the hand-over (``undo_stops_at``)."""
        c = self.controller
        if not self.enabled or c.game is None or c.state is None or not self.hot_seat():
            return False
        return any(hidden_from(c.game, c.state, side) for side in self.people())

    def undo_stops_at(self) -> str | None:
        """The side that took the last step, when it is not the side at the screen and
        the people here keep secrets: Undo reaches back only to the last hand-over. The
        German player who played a card and saw the Soviet answer at the screen would
        otherwise take back the answer and the card, having learnt what the Soviet player
        would do (a probe of the hand); the answer is the Soviet player's. None where Undo
        may go on (with the screen off one person plays both sides: as before)."""
        c = self.controller
        h = c.history
        if h is None or not h.steps or self.seat is None or not self.keeps_secrets():
            return None
        side = h.steps[-1].action.side
        return side if side != self.seat else None

    def proceed(self) -> None:
        """The player now at the screen clicked: show their view."""
        c = self.controller
        if not c.covered:
            return
        self.seat = self.waiting_for
        self.waiting_for = None
        c.viewer = self.seat
        self._uncover()
        if c.state is not None:
            c.stateChanged.emit(c.state)  # redraw everything for the side at the screen
            if c.state.pending is not None:
                c.decisionRequested.emit(c.state.pending)

    def set_enabled(self, on: bool) -> None:
        self.enabled = bool(on)
        self.controller.hands_kept_apart = self.enabled
        if not on and self.controller.covered:
            self.proceed()
        if not on and self.hot_seat():
            self.controller.viewer = None  # the side to act, as without the screen

    def _uncover(self) -> None:
        c = self.controller
        if c.covered:
            c.covered = False
            self.screen.hide()
            self.coveredChanged.emit(False)
        elif self.screen.isVisible():
            self.screen.hide()

    def retranslate(self) -> None:
        c = self.controller
        if c.covered and self.waiting_for is not None and c.game is not None:
            color = next((x.color for x in c.game.scenario.sides if x.id == self.waiting_for), "#555555")
            self.screen.show_for(c.names.side(self.waiting_for), color)
