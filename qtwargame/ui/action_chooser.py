"""The generic chooser: every legal action of a kind the board and panels do not offer
(a rules package's own actions), listed by its description, one click to choose."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout

from qtwargame.engine.actions import Action


class ActionChooser(QDialog):
    def __init__(self, controller, actions: list[Action], parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.actions = list(actions)
        self.chosen: Action | None = None
        self.setWindowTitle(self.tr("Choose an action"))
        box = QVBoxLayout(self)
        box.addWidget(QLabel(self.tr("These actions are legal now:")))
        self.list = QListWidget()
        for i, a in enumerate(self.actions):
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
        if self.actions:
            self.list.setCurrentRow(0)
        self.resize(520, 360)

    def accept(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.chosen = self.actions[item.data(Qt.ItemDataRole.UserRole)]
        super().accept()
