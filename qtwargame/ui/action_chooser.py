"""The generic chooser: every legal action of a kind the board and panels do not offer
(a rules package's own actions), listed by its description, one click to choose."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from qtwargame.engine.actions import Action

if TYPE_CHECKING:
    from qtwargame.ui.controller import GameController


#: The chooser's width where its lines are short.
_LEAST_WIDTH = 520


class ActionChooser(QDialog):
    def __init__(self, controller: GameController, actions: list[Action],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        #: The actions listed, in the list's order (``actions`` would hide
        #: ``QWidget.actions``).
        self.offered = list(actions)
        self.chosen: Action | None = None
        self.setWindowTitle(self.tr("Choose an action"))
        box = QVBoxLayout(self)
        box.addWidget(QLabel(self.tr("These actions are legal now:")))
        self.list = QListWidget()
        for i, a in enumerate(self.offered):
            item = QListWidgetItem(controller.render(a.describe()))
            item.setData(Qt.ItemDataRole.UserRole, i)
            self.list.addItem(item)
        self.list.itemDoubleClicked.connect(lambda item: self.accept())
        box.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        if self.offered:
            self.list.setCurrentRow(0)
        self._fit(box)

    def _fit(self, box: QVBoxLayout) -> None:
        """As wide as its longest line, within the screen (session 94, Red Vengeance's
        organization phase at 1,366 pixels: "…to full strength with an armor replacement p"
        cut above a sideways scroll bar in a list 520 pixels wide); a line longer than the
        screen allows wraps, never cut."""
        texts = [self.list.item(i).text() for i in range(self.list.count())]
        widest = max((self.list.fontMetrics().horizontalAdvance(t) for t in texts), default=0)
        margins = box.contentsMargins()
        # the list's frame, its upright scroll bar, each item's own margins
        extra = (2 * self.list.frameWidth() + self.list.verticalScrollBar().sizeHint().width()
                 + margins.left() + margins.right() + 4 * self.list.spacing() + 16)
        owner = self.parentWidget()
        screen = (owner.screen() if owner is not None else self.screen()).availableGeometry()
        room = int(screen.width() * 0.9)
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.resize(max(_LEAST_WIDTH, min(widest + extra, room)), 360)

    def accept(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.chosen = self.offered[item.data(Qt.ItemDataRole.UserRole)]
        super().accept()
