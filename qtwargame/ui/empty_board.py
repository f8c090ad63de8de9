"""What the board shows while no game is open: a short line and the ways to one.

A player who closes the New Game dialog or the welcome screen at the start used to face a
blank white board under "No game" (session 93), with the way on only in the Game menu.
This panel sits in the middle of the board's viewport, offers New Game, Open, the welcome
screen and the last game's autosave when there is one, and goes once a game is open. The
buttons trigger the window's own actions, so they do what the menu does, its questions
included.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from qtwargame.ui.shortcuts_dialog import without_mnemonic


class EmptyBoard(QFrame):
    """The middle of the board while no game is open. ``actions`` are the window's New
    Game, Open and Welcome Screen actions; ``last_game`` gives the text of the autosaved
    game's button (None: no such game) and ``continue_last`` opens it."""

    def __init__(self, viewport: QWidget, actions: list[QAction],
                 last_game: Callable[[], str | None], continue_last: Callable[[], object]) -> None:
        super().__init__(viewport)
        self.setObjectName("empty_board")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self._actions = actions
        self._last_game = last_game
        box = QVBoxLayout(self)
        box.setContentsMargins(24, 20, 24, 20)
        box.setSpacing(10)
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(self.title)
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("empty_board_continue")
        self.continue_button.clicked.connect(lambda: continue_last())
        box.addWidget(self.continue_button)
        self.buttons: list[QPushButton] = []
        for action in actions:
            button = QPushButton()
            button.clicked.connect(action.trigger)
            box.addWidget(button)
            self.buttons.append(button)
        viewport.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("No game is open"))
        for button, action in zip(self.buttons, self._actions):
            button.setText(without_mnemonic(action.text()))
        self.refresh()

    def refresh(self) -> None:
        """Show or hide the last game's button (the autosave may have changed)."""
        text = self._last_game()
        self.continue_button.setVisible(text is not None)
        if text is not None:
            self.continue_button.setText(text)
        self._place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def _place(self) -> None:
        self.adjustSize()
        parent = self.parentWidget()
        if parent is None:
            return
        area = parent.rect()
        self.move(max(0, (area.width() - self.width()) // 2),
                  max(0, (area.height() - self.height()) // 3))
