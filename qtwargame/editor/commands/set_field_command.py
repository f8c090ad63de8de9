"""Setting one field of one list item: a unit's setup, a city's victory points."""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtGui import QUndoCommand


class SetFieldCommand(QUndoCommand):
    def __init__(self, doc, path: str, index: int, field: str, value: Any, text: str) -> None:
        super().__init__(text)
        self.doc = doc
        self.path = path
        self.index = index
        self.field = field
        self.old = copy.deepcopy(getattr(doc.get(path)[index], field))
        self.new = copy.deepcopy(value)

    def redo(self) -> None:
        self.doc.set_field(self.path, self.index, self.field, self.new)

    def undo(self) -> None:
        self.doc.set_field(self.path, self.index, self.field, self.old)
