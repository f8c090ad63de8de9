"""Replacing a part of the scenario as a whole: the tables, the cards, ``rules_data``,
the title, the grid, the whole map. The old value is copied when the command is made."""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtGui import QUndoCommand


class SetPartCommand(QUndoCommand):
    def __init__(self, doc, path: str, value: Any, text: str) -> None:
        super().__init__(text)
        self.doc = doc
        self.path = path
        self.old = doc.copy_of(path)
        self.new = copy.deepcopy(value)

    def redo(self) -> None:
        self.doc.set_part(self.path, self.new)

    def undo(self) -> None:
        self.doc.set_part(self.path, self.old)
