"""An edit that changes many parts at once (renaming an id with its references, resizing
the map with everything on it, pasting an area): the scenario before and after, swapped as
one undo step."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand


class ReplaceScenarioCommand(QUndoCommand):
    def __init__(self, doc, new, text: str) -> None:
        super().__init__(text)
        self.doc = doc
        self.old = doc.scenario.model_copy(deep=True)
        self.new = new.model_copy(deep=True)

    def redo(self) -> None:
        self.doc.replace_scenario(self.new)

    def undo(self) -> None:
        self.doc.replace_scenario(self.old)
