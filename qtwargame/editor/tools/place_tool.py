"""Unit placement: drag a counter on the map to another hex, or drop a unit from the
order of battle. Where a drop sets the unit up depends on the tool options: on the exact
hex (``setup.hex``), or in the setup area under the mouse (the unit side's setup code
whose hexes hold that hex, else a region of the unit's side that holds it). The right
button takes a unit off the map (no setup)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QCursor

from qtwargame.editor.commands import SetFieldCommand
from qtwargame.editor.tools.editor_tool import EditorTool
from qtwargame.editor.translate import translate
from qtwargame.scenario.models import SetupSpec


def area_setup(doc, unit, label: str) -> SetupSpec | None:
    """The setup area holding ``label`` that suits ``unit``: a setup code of its side,
    else a region of its side (or of no side); None when there is none."""
    sc = doc.scenario
    regions = {r.id: r for r in sc.map.regions}
    for code in sorted(sc.setup_codes, key=lambda c: c.side != unit.side):
        hexes = set(code.hexes)
        if code.region in regions:
            hexes |= set(regions[code.region].hexes)
        if label in hexes and code.side == unit.side:
            return SetupSpec(code=code.code)
    for r in sc.map.regions:
        if label in r.hexes and r.side in (unit.side, None):
            return SetupSpec(region=r.id)
    return None


class PlaceTool(EditorTool):
    key = "place"
    layer = "units"

    def __init__(self, view, settings) -> None:
        super().__init__(view, settings)
        self.picked: str | None = None

    def title(self) -> str:
        return self.tr("Place units")

    def hint(self) -> str:
        return self.tr("Drag units from the order of battle (or on the map) to set them up; "
                       "right-click a unit to take it off the map.")

    def cursor(self) -> QCursor:
        return QCursor(Qt.CursorShape.PointingHandCursor)

    def press(self, ev) -> None:
        uid = self.scene.units.unit_at(ev.pos)
        if uid is None:
            return
        if self.right(ev):
            self.set_setup(uid, None)
        elif self.left(ev):
            self.picked = uid
            self.view.unitPicked.emit(uid)

    def move(self, ev) -> None:
        if self.picked is not None:
            self.overlay.set_preview([ev.hex] if ev.on_map else [])

    def release(self, ev) -> None:
        uid, self.picked = self.picked, None
        self.overlay.set_preview([])
        if uid is not None and ev.on_map:
            unit = self.doc.scenario.units[self.doc.unit_index(uid)]
            if unit.setup is None or unit.setup.hex != ev.label:
                self.set_setup(uid, SetupSpec(hex=ev.label))

    def cancel(self) -> None:
        self.picked = None
        super().cancel()

    def place(self, uid: str, ev) -> bool:
        """Set up unit ``uid`` where it was dropped (``ev``), as the options say."""
        i = self.doc.unit_index(uid)
        if i is None or not ev.on_map:
            return False
        unit = self.doc.scenario.units[i]
        setup = SetupSpec(hex=ev.label)
        if self.settings.place_mode == "area":
            found = area_setup(self.doc, unit, ev.label)
            if found is None:
                self.status(self.tr("No setup area of this side holds hex {hex}: set up on the hex.")
                            .format(hex=ev.label))
            else:
                setup = found
        self.set_setup(uid, setup)
        return True

    def set_setup(self, uid: str, setup: SetupSpec | None) -> None:
        i = self.doc.unit_index(uid)
        if i is None:
            return
        unit = self.doc.scenario.units[i]
        name = self.doc.name_of(unit)
        if setup is None:
            text = translate("EditorCommands", "Take {unit} off the map").format(unit=name)
        else:
            where = setup.hex or setup.code or self.doc.place_name(setup.region or "")
            text = translate("EditorCommands", "Set up {unit} in {where}").format(
                unit=name, where=where)
        self.push(SetFieldCommand(self.doc, "units", i, "setup", setup, text))
