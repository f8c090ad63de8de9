"""The end of a game: who won, how, the points each side holds, and what to do next (a new
game, keep the finished one, or go on looking at the board).

Session 85 played a whole Defiant Russia game by hand: its end was one line in the status
bar, gone with the next click, and the phase bar still named the last phase. The window
opens this once for each game that ends in it, without blocking: the board, the log and
the docks stay there to be read."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout

from qtwargame.ui.names import translate


def result_heading(names, result) -> str:
    """"Soviet Union wins" or "A draw": the result in a few words (the phase bar's title,
    the dialog's heading)."""
    if result.winner is None:
        return translate("ResultDialog", "A draw")
    return translate("ResultDialog", "{winner} wins").format(winner=names.side(result.winner))


class ResultDialog(QDialog):
    """Not modal: the finished game stays readable behind it."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window_ = window
        c = window.controller
        state, game, names = c.state, c.game, c.names
        result = state.result
        self.setWindowTitle(self.tr("Game over"))
        self.setModal(False)
        lay = QVBoxLayout(self)
        self.heading = QLabel(f"<h2>{escape(result_heading(names, result))}</h2>")
        lay.addWidget(self.heading)
        lines = []
        if result.winner is not None and result.level:
            lines.append(escape(names.term(result.level)))
        lines.append(escape(c.render(result.reason)))
        vp = game.ruleset.victory_points(game, state)
        points = names.separator().join(f"{escape(names.side(s))} <b>{vp.get(s, 0)}</b>"
                                        for s in game.sides)
        lines.append(self.tr("Victory points: {points}").format(points=points))
        lines.append(escape(self.tr("Ended in turn {turn} of {last}.").format(
            turn=state.turn, last=game.last_turn)))
        self.summary = QLabel("<br>".join(lines))
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.summary)
        buttons = QDialogButtonBox()
        self.new_game = QPushButton(self.tr("New Game…"))
        self.save = QPushButton(self.tr("Save As…"))
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.new_game, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.save, QDialogButtonBox.ButtonRole.ActionRole)
        self.new_game.clicked.connect(self._new_game)
        self.save.clicked.connect(self._save)
        buttons.rejected.connect(self.close)
        self.close_button.setDefault(True)
        lay.addWidget(buttons)

    def _new_game(self) -> None:
        self.close()
        self.window_.new_game_dialog()

    def _save(self) -> None:
        if self.window_.save_as():
            self.save.setEnabled(False)
