"""Placing a unit from the pool (setup, reinforcements, rebuilds): the legal hexes light
up; a click or a drop on one submits the ``Place`` action."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from qtwargame.engine.actions import Place
from qtwargame.engine.hexgrid import Hex
from qtwargame.ui.tools.tool import Tool

PLACE_COLOR = QColor(40, 120, 220)


class PlaceTool(Tool):
    def __init__(self, view, unit: str) -> None:
        super().__init__(view)
        self.unit = unit
        self.targets: dict[Hex, Place] = {}

    def hint(self) -> str:
        return self.tr("Click a highlighted hex to place {unit}; Esc to cancel.").format(
            unit=self.controller.names.unit(self.unit))

    def refresh(self) -> None:
        places = self.controller.legal().places.get(self.unit, [])
        self.targets = {}
        for p in places:
            self.targets.setdefault(p.hex, p)
        self.scene.highlights.set_fills({h: ("", PLACE_COLOR) for h in self.targets})
        self.scene.highlights.set_strong(True)
        self.scene.set_outlines({})
        if not self.targets:
            self.view.toolFinished.emit()
            return
        self.view.show_hexes(list(self.targets))

    def deactivate(self) -> None:
        if self.scene is not None:
            self.scene.highlights.set_strong(False)
        super().deactivate()

    def press(self, ev) -> bool:
        if ev.button == Qt.MouseButton.RightButton:
            self.cancel()
            return True
        return ev.button == Qt.MouseButton.LeftButton and ev.hex is not None

    def release(self, ev) -> bool:
        if ev.button == Qt.MouseButton.LeftButton and ev.hex is not None:
            self.drop(ev.hex)
            return True
        return False

    def drop(self, h: Hex | None) -> bool:
        if h is None:
            self.status(self.tr("That is off the map."))
            return False
        action = self.targets.get(h)
        if action is None:
            side = self.controller.game.side_of(self.controller.state, self.unit)
            reasons = {p.reason for p in self.controller.legal().places.get(self.unit, [])}
            action = Place(side, self.unit, h, next(iter(sorted(reasons)), "setup"))
        ok = self.controller.submit(action)
        if ok:
            self.view.toolFinished.emit()
        return ok

    def cancel(self) -> None:
        self.view.toolFinished.emit()
