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
        self.resize(520, 360)

    def accept(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.chosen = self.offered[item.data(Qt.ItemDataRole.UserRole)]
        super().accept()
