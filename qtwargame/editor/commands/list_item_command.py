"""Adding, replacing or removing one item of a list part (a city, a link, a region, a
unit, a hexside...). ``old`` None inserts ``new`` at ``index``; ``new`` None removes the
item at ``index``; both given replace it. Undo restores the list exactly, order included.
"""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtGui import QUndoCommand


class ListItemCommand(QUndoCommand):
    def __init__(self, doc, path: str, index: int, old: Any, new: Any, text: str) -> None:
        super().__init__(text)
        if old is None and new is None:
            raise ValueError("a list edit needs an old or a new item")
        self.doc = doc
        self.path = path
        self.index = index
        self.old = copy.deepcopy(old)
        self.new = copy.deepcopy(new)

    @classmethod
    def insert(cls, doc, path: str, item: Any, text: str, index: int | None = None):
        n = len(doc.get(path))
        return cls(doc, path, n if index is None else index, None, item, text)

    @classmethod
    def remove(cls, doc, path: str, index: int, text: str):
        return cls(doc, path, index, doc.get(path)[index], None, text)

    @classmethod
    def replace(cls, doc, path: str, index: int, item: Any, text: str):
        return cls(doc, path, index, doc.get(path)[index], item, text)

    def redo(self) -> None:
        self._apply(self.old, self.new)

    def undo(self) -> None:
        self._apply(self.new, self.old)

    def _apply(self, before: Any, after: Any) -> None:
        if before is None:
            self.doc.insert_item(self.path, self.index, after)
        elif after is None:
            self.doc.remove_item(self.path, self.index)
        else:
            self.doc.replace_item(self.path, self.index, after)
