"""Victory points of each side, as the ruleset counts them now."""

from __future__ import annotations

import html

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from qtwargame.ui.palette import contrast_text


class VictoryPanel(QWidget):
    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(6, 6, 6, 6)
        self.title = QLabel()
        self.box.addWidget(self.title)
        self.rows: list[QLabel] = []
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.box.addWidget(self.result)
        self.box.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Victory points"))
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        if c.game is None:
            return
        game, state = c.game, c.state
        sides = game.scenario.sides
        if [r.objectName() for r in self.rows] != [f"vp_{s.id}" for s in sides]:
            for label in self.rows:
                label.hide()
                self.box.removeWidget(label)
                label.deleteLater()
            self.rows = []
            for i, side in enumerate(sides):
                color = QColor(side.color)
                label = QLabel()
                label.setObjectName(f"vp_{side.id}")
                label.setStyleSheet(f"background: {color.name()}; color: {contrast_text(color).name()};"
                                    " padding: 4px; border-radius: 3px; font-size: 13pt;")
                self.box.insertWidget(1 + i, label)
                self.rows.append(label)
        vp = game.ruleset.victory_points(game, state)
        parts = game.ruleset.victory_breakdown(game, state)
        for side, label in zip(sides, self.rows):
            text = f"{c.names.side(side.id)}:  <b>{vp.get(side.id, 0)}</b>"
            items = parts.get(side.id, [])
            if items:
                # Where the points come from, item by item (13.0 in Defiant Russia).
                text += "".join(f"<br><span style='font-size:10pt'>{html.escape(c.render(what))}: "
                                f"{n}</span>" for what, n in items)
            label.setText(text)
            label.setWordWrap(True)
        r = state.result
        if r is None:
            self.result.setText("")
        else:
            winner = c.names.side(r.winner) if r.winner else self.tr("Nobody")
            self.result.setText(self.tr("Game over. Winner: {winner} ({level}). {reason}").format(
                winner=winner, level=c.names.term(r.level), reason=c.render(r.reason)))
