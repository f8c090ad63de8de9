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
        #: What the labels show: the title, each row's texts, the text shown when there are no
        #: rows, and whether there is a game.
        self._shown: tuple | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.refresh()

    def _text(self, value) -> str:
        if isinstance(value, Msg):
            return self.controller.render(value)
        return str(value)

    def refresh(self) -> None:
        """Show the rules' items for the side to act. The labels are made again only when
        a text changes (title, label, value or detail): the window refreshes after every
        action, and in most of them nothing this panel shows changes."""
        c = self.controller
        if c.game is None or c.state is None:
            self._show("", [], [])
            return
        game, state = c.game, c.state
        side = state.to_act
        items = list(game.ruleset.status(game, c.view(), side)) if side else []
        title = self.tr("<b>{side}</b>").format(side=c.names.side(side)) if side else ""
        texts = [(self._text(item.label), self._text(item.value),
                  self._text(item.detail) if item.detail is not None else None) for item in items]
        self._show(title, items, texts)

    def _show(self, title: str, items: list[StatusItem], texts: list[tuple[str, str, str | None]]) -> None:
        self.items = items
        nothing = self.tr("Nothing to track in this phase.")
        c = self.controller
        shown = (title, texts, nothing, c.game is not None and c.state is not None)
        if self._labels and shown == self._shown:
            return
        self._shown = shown
        for w in self._labels:
            self.grid.removeWidget(w)
            w.hide()
            w.deleteLater()
        self._labels, self.rows = [], []
        self.title.setText(title)
        if not shown[3]:
            return
        if not texts:
            empty = QLabel(nothing)
            empty.setStyleSheet("color: gray;")
            self.grid.addWidget(empty, 0, 0, 1, 2)
            self._labels.append(empty)
            return
        for i, (label_text, value_text, tip) in enumerate(texts):
            label = QLabel(label_text)
            value = QLabel(f"<b>{value_text}</b>")
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            label.setWordWrap(True)
            if tip is not None:
                label.setToolTip(tip)
                value.setToolTip(tip)
            self.grid.addWidget(label, i, 0)
            self.grid.addWidget(value, i, 1)
            self._labels += [label, value]
            self.rows.append((label.text(), value_text))
