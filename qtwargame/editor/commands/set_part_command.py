"""Replacing a part of the scenario as a whole: the tables, the cards, ``rules_data``,
the title, the grid, the whole map. The old value is copied when the command is made."""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtGui import QUndoCommand

#: The id of a SetPartCommand that may merge with the one before it (Qt merges commands of
#: one id); whether it does is :meth:`SetPartCommand.mergeWith`'s to say.
MERGING_ID = 0x5E7


class SetPartCommand(QUndoCommand):
    def __init__(self, doc, path: str, value: Any, text: str, merge_key: str | None = None) -> None:
        """``merge_key``: a command with the same path and key merges into the one before
        it, so a word typed letter by letter is one undo step (the rules data form keys
        its edits by the fields they change and the field being typed in)."""
        super().__init__(text)
        self.doc = doc
        self.path = path
        self.old = doc.copy_of(path)
        self.new = copy.deepcopy(value)
        self.merge_key = merge_key

    def id(self) -> int:
        return MERGING_ID if self.merge_key is not None else -1

    def mergeWith(self, other) -> bool:
        if (not isinstance(other, SetPartCommand) or other.path != self.path
                or other.merge_key is None or other.merge_key != self.merge_key):
            return False
        self.new = other.new
        self.setText(other.text())
        return True

    def redo(self) -> None:
        self.doc.set_part(self.path, self.new)

    def undo(self) -> None:
        self.doc.set_part(self.path, self.old)
