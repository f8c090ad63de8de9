"""Adjusting a setup: a unit already set up in this phase (by hand or by Deploy All) is
picked up with a click or a drag and put on another hex its setup area allows. The engine
checks the new hex against everything placed since (``GameController.replace_placement``).
A unit the scenario set up is picked up the same way and set up anew where the rules list
it (``GameController.setup_moves_on_map``; session 91: in Red Vengeance's first phases the
board panned under the drag while the phase bar said to drag the units)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from qtwargame.engine.hexgrid import Hex
from qtwargame.ui.tools.place_tool import PLACE_COLOR
from qtwargame.ui.tools.tool import Tool


class SetupTool(Tool):
    def __init__(self, view) -> None:
        super().__init__(view)
        self.unit: str | None = None
        self.targets: dict[Hex, object] = {}
        self._press_hex: Hex | None = None

    def hint(self) -> str:
        if self.unit is not None:
            return self.tr("Click a highlighted hex to set {unit} up there; Esc to leave it."
                           ).format(unit=self.controller.names.unit(self.unit))
        return self.tr("Drag a unit you have set up to another hex of its setup area, "
                       "or end the phase.")

    def _movable(self) -> set[str]:
        c = self.controller
        return c.movable_placements() | set(c.setup_moves_on_map())

    def refresh(self) -> None:
        movable = self._movable()
        if self.unit not in movable:
            self.unit = None
        outlines = {u: "actionable" for u in movable}
        if self.unit is not None:
            outlines[self.unit] = "selected"
        self.scene.set_outlines(outlines)
        if self.unit is None:
            self.targets = {}
            self.scene.highlights.clear()
            self.scene.highlights.set_strong(False)

    def pick(self, uid: str) -> bool:
        c = self.controller
        if uid in c.movable_placements():
            self.targets = c.placement_hexes(uid)
        elif uid in (anew := c.setup_moves_on_map()):
            self.targets = anew[uid]
        else:
            return False
        self.unit = uid
        self.scene.highlights.set_fills({h: ("", PLACE_COLOR) for h in self.targets})
        self.scene.highlights.set_strong(True)
        self.scene.bring_to_top(uid)
        self.refresh()
        self.status(self.hint())
        return True

    def press(self, ev) -> bool:
        if ev.button == Qt.MouseButton.RightButton:
            self.cancel()
            return True
        if ev.button != Qt.MouseButton.LeftButton:
            return False
        self._press_hex = ev.hex
        if self.unit is not None and ev.hex in self.targets:
            return True
        if ev.unit is not None and self.pick(ev.unit):
            return True
        return False

    def release(self, ev) -> bool:
        if ev.button != Qt.MouseButton.LeftButton or self.unit is None or ev.hex is None:
            return False
        here = self.controller.state.units[self.unit].hex
        if ev.hex == here:
            return True  # a click on the unit: it stays picked up
        uid = self.unit
        self.unit = None
        c = self.controller
        if uid in c.movable_placements():
            ok = c.replace_placement(uid, ev.hex)
        else:
            place = self.targets.get(ev.hex)
            ok = place is not None and c.submit(place)
        if ok:
            self.status("")  # "Click a highlighted hex to set … up there" is done with
        else:
            self.pick(uid)
        return True

    def move(self, ev) -> bool:
        return self.unit is not None and self._press_hex is not None

    def cancel(self) -> None:
        self.unit = None
        self.refresh()
        self.view.toolFinished.emit()

    def deactivate(self) -> None:
        if self.scene is not None:
            self.scene.highlights.set_strong(False)
        super().deactivate()
