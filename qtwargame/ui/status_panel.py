"""The status panel: the points and counts the rules track for the side at the screen (air
points, replacement points, rail moves left, cards per turn...), as the ruleset reports
them through ``Ruleset.status``. One generic panel for every game: it knows no ruleset, it
shows each :class:`StatusItem`'s label and value, with the detail as the tooltip."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from qtwargame.engine.ruleset import StatusItem
from qtwargame.engine.text import Msg


class StatusPanel(QWidget):
    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        self.title = QLabel()
        self.title.setObjectName("status_title")
        outer.addWidget(self.title)
        self.grid = QGridLayout()
        self.grid.setColumnStretch(0, 1)
        outer.addLayout(self.grid)
        outer.addStretch(1)
        self.items: list[StatusItem] = []
        #: (label, value) texts as shown, for tests and the accessibility tree.
        self.rows: list[tuple[str, str]] = []
        self._labels: list[QLabel] = []
        self.retranslate()

    def retranslate(self) -> None:
        self.refresh()

    def _text(self, value) -> str:
        if isinstance(value, Msg):
            return self.controller.render(value)
        return str(value)

    def refresh(self) -> None:
        c = self.controller
        for w in self._labels:
            self.grid.removeWidget(w)
            w.hide()
            w.deleteLater()
        self._labels, self.rows, self.items = [], [], []
        if c.game is None or c.state is None:
            self.title.setText("")
            return
        game, state = c.game, c.state
        side = state.to_act
        self.items = list(game.ruleset.status(game, c.view(), side)) if side else []
        self.title.setText(self.tr("<b>{side}</b>").format(side=c.names.side(side)) if side else "")
        if not self.items:
            empty = QLabel(self.tr("Nothing to track in this phase."))
            empty.setStyleSheet("color: gray;")
            self.grid.addWidget(empty, 0, 0, 1, 2)
            self._labels.append(empty)
            return
        for i, item in enumerate(self.items):
            label = QLabel(self._text(item.label))
            value = QLabel(f"<b>{self._text(item.value)}</b>")
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            label.setWordWrap(True)
            if item.detail is not None:
                tip = self._text(item.detail)
                label.setToolTip(tip)
                value.setToolTip(tip)
            self.grid.addWidget(label, i, 0)
            self.grid.addWidget(value, i, 1)
            self._labels += [label, value]
            self.rows.append((label.text(), self._text(item.value)))
