"""Regions of any kind (countries, districts, army-group sectors, setup areas, rear areas,
map edges by side): pick or create the region in the tool options, then paint hexes into
it; a stroke that starts on one of its hexes paints them out instead, as does the right
button. A stroke is one undo step."""

from __future__ import annotations

from PySide6.QtGui import QColor

from qtwargame.editor.commands import ListItemCommand, RegionHexesCommand
from qtwargame.editor.dialogs.region_dialog import RegionDialog
from qtwargame.editor.renames import replace_item_command
from qtwargame.editor.tools.editor_tool import EditorTool
from qtwargame.editor.translate import translate
from qtwargame.scenario.models import Localized, RegionSpec


class RegionTool(EditorTool):
    key = "region"
    layer = "regions"

    def __init__(self, view, settings) -> None:
        super().__init__(view, settings)
        self.stroke: int | None = None
        self.adding = True
        settings.changed.connect(self._setting_changed)
        view.doc.itemChanged.connect(self._doc_changed)
        view.doc.partChanged.connect(lambda path: self._doc_changed(path, -1, ""))
        self.active = False

    def title(self) -> str:
        return self.tr("Regions")

    def hint(self) -> str:
        return self.tr("Paint hexes into the region; start on one of its hexes (or use the right "
                       "button) to paint them out.")

    # -- the region shown ---------------------------------------------------------------------
    def region_index(self) -> int | None:
        return self.doc.region_index(self.settings.region)

    def activate(self) -> None:
        self.active = True
        self.show_region()

    def deactivate(self) -> None:
        self.active = False
        super().deactivate()

    def show_region(self) -> None:
        if not self.active:
            return
        i = self.region_index()
        if i is None:
            self.overlay.set_region([])
            return
        r = self.doc.scenario.map.regions[i]
        hexes = [h for h in map(self.doc.parse, r.hexes) if h is not None]
        self.overlay.set_region(hexes, QColor(r.color))

    def _setting_changed(self, name: str) -> None:
        if name == "region":
            self.show_region()

    def _doc_changed(self, path: str, _i: int, _how: str) -> None:
        if path in ("map.regions", "map"):
            self.show_region()

    # -- painting -----------------------------------------------------------------------------
    def footprint(self, h) -> list:
        return [x for x in h.spiral(self.settings.region_radius) if x in self.doc.label_at]

    def hover(self, ev) -> None:
        self.overlay.set_preview(self.footprint(ev.hex))

    def press(self, ev) -> None:
        i = self.region_index()
        if i is None:
            self.status(self.tr("Pick a region or create one in the tool options first."))
            return
        if not (self.left(ev) or self.right(ev)):
            return
        inside = ev.label in self.doc.scenario.map.regions[i].hexes
        self.adding = self.left(ev) and not inside
        self.stroke = self.doc.new_stroke()
        self.paint(ev.hex)

    def move(self, ev) -> None:
        self.hover(ev)
        if self.stroke is not None:
            self.paint(ev.hex)

    def release(self, ev) -> None:
        self.stroke = None

    def cancel(self) -> None:
        self.stroke = None
        super().cancel()
        self.show_region()

    def paint(self, h, adding: bool | None = None) -> None:
        """Put the footprint of ``h`` into the region (or take it out)."""
        i = self.region_index()
        if i is None:
            return
        adding = self.adding if adding is None else adding
        old = self.doc.scenario.map.regions[i].hexes
        labels = [self.doc.label_at[x] for x in self.footprint(h)]
        if adding:
            present = set(old)
            new = old + [lbl for lbl in labels if lbl not in present]
        else:
            gone = set(labels)
            new = [lbl for lbl in old if lbl not in gone]
        if new != old:
            text = translate("EditorCommands", "Paint region {region}").format(
                region=self.doc.name_of(self.doc.scenario.map.regions[i]))
            self.push(RegionHexesCommand(self.doc, i, new, text, self.stroke))

    # -- regions themselves ----------------------------------------------------------------------
    def ask(self, region: RegionSpec, is_new: bool) -> RegionSpec | None:
        sc = self.doc.scenario
        kinds = sorted({r.kind for r in sc.map.regions})
        dialog = RegionDialog(region, sc.sides, kinds, {r.id for r in sc.map.regions}, is_new,
                              self.view, lang=self.doc.lang)
        return dialog.value() if dialog.exec() else None

    def create(self, region: RegionSpec | None = None) -> str | None:
        """Add a region (asking for it when none is given) and make it the one painted."""
        if region is None:
            region = self.ask(RegionSpec(id="", kind="setup", name=Localized(en="")), True)
            if region is None:
                return None
        self.push(ListItemCommand.insert(self.doc, "map.regions", region,
                                         translate("EditorCommands", "Add region {region}").format(
                                             region=self.doc.name_of(region))))
        self.settings.set("region", region.id)
        self.show_region()
        return region.id

    def edit(self) -> None:
        i = self.region_index()
        if i is None:
            return
        region = self.ask(self.doc.scenario.map.regions[i], False)
        if region is not None:
            self.push(replace_item_command(self.doc, "map.regions", i, region, translate(
                "EditorCommands", "Edit region {region}").format(region=self.doc.name_of(region))))
            self.settings.set("region", region.id)

    def delete(self) -> None:
        i = self.region_index()
        if i is None:
            return
        self.push(ListItemCommand.remove(self.doc, "map.regions", i, translate(
            "EditorCommands", "Delete region {region}").format(
            region=self.doc.name_of(self.doc.scenario.map.regions[i]))))
        regions = self.doc.scenario.map.regions
        self.settings.set("region", regions[0].id if regions else "")
