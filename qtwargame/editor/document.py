"""The document being edited: a scenario model, its undo stack and what changed.

Every edit is a :class:`QUndoCommand` (in :mod:`qtwargame.editor.commands`) that records
the old value when it is made and changes the scenario only through this document's
``set_*`` methods, which emit the signal that says exactly what changed: the map scene
repaints one hex for one hex's terrain, rebuilds only the layer whose list changed, and
the panels refresh only the part they show. The modified flag is the undo stack's clean
state (Tiled's ``Document``).

Parts are named by dotted paths from the scenario root: ``"map.cities"``, ``"units"``,
``"tables"``, ``"rules_data"``, ``"title"``. Whole parts are assigned through pydantic
(``validate_assignment``), so the document always holds a structurally valid scenario;
what only validation can find (a unit of an unknown nationality, a hex off the map) is
allowed while editing and listed by the validation panel.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from qtwargame.engine.hexgrid import GridSpec, Hex, Orientation
from qtwargame.scenario.io import dumps_scenario
from qtwargame.scenario.models import Scenario


def grid_of(scenario: Scenario) -> GridSpec:
    g = scenario.map.grid
    return GridSpec(Orientation(g.orientation), g.shifted, g.rows_up, g.order, g.digits)


class EditorDocument(QObject):
    #: Labels of hexes whose terrain changed, or that were added to or removed from the map.
    terrainChanged = Signal(list)
    #: A list part changed at one index: (path, index, "insert" | "remove" | "replace").
    itemChanged = Signal(str, int, str)
    #: A part was replaced as a whole (path).
    partChanged = Signal(str)
    #: The grid or the whole map changed: everything on the map must be rebuilt.
    mapReset = Signal()
    #: Anything changed (after the specific signal).
    changed = Signal()
    pathChanged = Signal()

    def __init__(self, scenario: Scenario, path: str | Path | None = None, parent=None) -> None:
        super().__init__(parent)
        self.scenario = scenario
        self.path: Path | None = Path(path) if path is not None else None
        self.undo_stack = QUndoStack(self)
        self._stroke = 0
        #: The editor's language (its window sets it): what the undo history names things in.
        self.lang = "en"
        self._reindex()

    # -- identity --------------------------------------------------------------------------
    def set_path(self, path: str | Path | None) -> None:
        self.path = Path(path) if path is not None else None
        self.pathChanged.emit()

    def display_name(self) -> str:
        return self.path.name if self.path is not None else f"{self.scenario.id}.json"

    def name_of(self, thing) -> str:
        """``thing`` (a unit, city, region, card, table, terrain...) by its name in the
        editor's language, a turn by its date, by its id where it has no name."""
        name = getattr(thing, "name", None) or getattr(thing, "date", None)
        return (name.get(self.lang) if name is not None else "") or getattr(thing, "id", "")

    def named(self, things, ident: str) -> str:
        """The one of ``things`` (terrain kinds, regions, city kinds...) with id ``ident`` by
        its name in the editor's language; ``ident`` as written where none has it."""
        thing = next((x for x in things if x.id == ident), None)
        return self.name_of(thing) if thing is not None else ident

    def terrain_name(self, ident: str) -> str:
        """A terrain kind by its name in the editor's language (its id where it has none)."""
        return self.named(self.scenario.terrain, ident)

    def place_name(self, where: str) -> str:
        """A set-up or arrival place (a setup code, region id or hex number): a region by
        its name in the editor's language, a code or a hex as written."""
        return self.named(self.scenario.map.regions, where)

    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    def new_stroke(self) -> int:
        """A fresh id for one brush stroke: commands of the same stroke merge."""
        self._stroke += 1
        return self._stroke

    def dump(self) -> dict[str, Any]:
        return self.scenario.model_dump(mode="json")

    def dumps(self) -> str:
        return dumps_scenario(self.scenario)

    # -- hexes -----------------------------------------------------------------------------
    def _reindex(self) -> None:
        self.grid = grid_of(self.scenario)
        self.hex_of: dict[str, Hex] = {}
        self.label_at: dict[Hex, str] = {}
        for lbl in self.scenario.map.hexes:
            h = self.parse(lbl)
            if h is not None:
                self.hex_of[lbl] = h
                self.label_at[h] = lbl

    def parse(self, label: str) -> Hex | None:
        try:
            return self.grid.parse(label)
        except ValueError:
            return None

    def label(self, h: Hex) -> str | None:
        """The printed number of any hex (on the map or not); None where it has none."""
        lbl = self.label_at.get(h)
        if lbl is not None:
            return lbl
        try:
            return self.grid.label(h)
        except ValueError:
            return None

    def terrain_at(self, h: Hex) -> str | None:
        lbl = self.label_at.get(h)
        return self.scenario.map.hexes.get(lbl) if lbl is not None else None

    def terrain_by_hex(self) -> dict[Hex, str]:
        hexes = self.scenario.map.hexes
        return {h: hexes[lbl] for lbl, h in self.hex_of.items()}

    def set_terrain(self, changes: dict[str, str | None]) -> None:
        """Set the terrain of hexes by label; None removes the hex from the map."""
        hexes = self.scenario.map.hexes
        for lbl, tid in changes.items():
            if tid is None:
                hexes.pop(lbl, None)
                h = self.hex_of.pop(lbl, None)
                if h is not None:
                    self.label_at.pop(h, None)
            else:
                hexes[lbl] = tid
                if lbl not in self.hex_of:
                    h = self.parse(lbl)
                    if h is not None:
                        self.hex_of[lbl] = h
                        self.label_at[h] = lbl
        self.terrainChanged.emit(list(changes))
        self.changed.emit()

    # -- parts -----------------------------------------------------------------------------
    def _owner(self, path: str) -> tuple[Any, str]:
        *parents, attr = path.split(".")
        obj: Any = self.scenario
        for name in parents:
            obj = getattr(obj, name)
        return obj, attr

    def get(self, path: str) -> Any:
        owner, attr = self._owner(path)
        return getattr(owner, attr)

    def copy_of(self, path: str) -> Any:
        return copy.deepcopy(self.get(path))

    def set_part(self, path: str, value: Any) -> None:
        """Replace a part as a whole (validated by the model)."""
        owner, attr = self._owner(path)
        setattr(owner, attr, copy.deepcopy(value))
        if path in ("map", "map.grid", "map.hexes"):
            self._reindex()
            self.mapReset.emit()
        else:
            self.partChanged.emit(path)
        self.changed.emit()

    def insert_item(self, path: str, index: int, item: Any) -> None:
        self.get(path).insert(index, copy.deepcopy(item))
        self.itemChanged.emit(path, index, "insert")
        self.changed.emit()

    def remove_item(self, path: str, index: int) -> None:
        del self.get(path)[index]
        self.itemChanged.emit(path, index, "remove")
        self.changed.emit()

    def replace_item(self, path: str, index: int, item: Any) -> None:
        self.get(path)[index] = copy.deepcopy(item)
        self.itemChanged.emit(path, index, "replace")
        self.changed.emit()

    def set_field(self, path: str, index: int, field: str, value: Any) -> None:
        """Set one field of one list item in place (validated by the model)."""
        setattr(self.get(path)[index], field, copy.deepcopy(value))
        self.itemChanged.emit(path, index, "replace")
        self.changed.emit()

    def replace_scenario(self, scenario: Scenario) -> None:
        """Make the document hold ``scenario`` (a copy), keeping the same model objects so
        that every panel still looks at them, and announce only what changed: a new grid
        rebuilds the map; changed hexes are a terrain change; each other part that differs
        is a part change."""
        new = scenario.model_copy(deep=True)
        old_map, new_map = self.scenario.map, new.map
        if new_map.grid != old_map.grid:
            self.scenario.map = new_map
            for name in Scenario.model_fields:
                if name != "map" and getattr(self.scenario, name) != getattr(new, name):
                    setattr(self.scenario, name, getattr(new, name))
            self._reindex()
            self.mapReset.emit()
            self.changed.emit()
            return
        old_hexes, new_hexes = old_map.hexes, new_map.hexes
        touched = [lbl for lbl in set(old_hexes) | set(new_hexes)
                   if old_hexes.get(lbl) != new_hexes.get(lbl)]
        parts = [name for name in ("hexsides", "cities", "links", "regions", "control")
                 if getattr(old_map, name) != getattr(new_map, name)]
        for name in parts:
            setattr(old_map, name, getattr(new_map, name))
        others = [name for name in Scenario.model_fields
                  if name != "map" and getattr(self.scenario, name) != getattr(new, name)]
        for name in others:
            setattr(self.scenario, name, getattr(new, name))
        if touched:
            self.set_terrain({lbl: new_hexes.get(lbl) for lbl in sorted(touched)})
            # set_terrain keeps the dict's order of the old hexes; keep the new one's.
            old_map.hexes = dict(new_hexes)
        for name in parts:
            self.partChanged.emit(f"map.{name}")
        for name in others:
            self.partChanged.emit(name)
        self.changed.emit()

    # -- look-ups used by tools and panels ---------------------------------------------------
    def city_index_at(self, label: str) -> int | None:
        for i, c in enumerate(self.scenario.map.cities):
            if c.hex == label:
                return i
        return None

    def region_index(self, rid: str) -> int | None:
        for i, r in enumerate(self.scenario.map.regions):
            if r.id == rid:
                return i
        return None

    def unit_index(self, uid: str) -> int | None:
        for i, u in enumerate(self.scenario.units):
            if u.id == uid:
                return i
        return None

    def hexside_index(self, a: str, b: str) -> int | None:
        pair = {a, b}
        for i, hs in enumerate(self.scenario.map.hexsides):
            if {hs.a, hs.b} == pair:
                return i
        return None
