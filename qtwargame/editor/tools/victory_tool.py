"""Victory and special hexes: click a city to give it the victory points and tags set in
the tool options; the right button clears them. A hex without a city opens the city
dialog with those values filled in."""

from __future__ import annotations

from qtwargame.editor.commands import ListItemCommand
from qtwargame.editor.dialogs.city_dialog import CityDialog
from qtwargame.editor.tools.editor_tool import EditorTool
from qtwargame.editor.translate import translate
from qtwargame.scenario.models import CitySpec, Localized


class VictoryTool(EditorTool):
    key = "victory"
    layer = "cities"

    def title(self) -> str:
        return self.tr("Victory hexes")

    def hint(self) -> str:
        return self.tr("Click a city to set its victory points and tags; right-click to clear them.")

    def tags(self) -> list[str]:
        return [t.strip() for t in self.settings.tags.split(",") if t.strip()]

    def hover(self, ev) -> None:
        self.overlay.set_preview([ev.hex] if ev.on_map else [])

    def press(self, ev) -> None:
        if not ev.on_map:
            return
        i = self.doc.city_index_at(ev.label)
        if i is None:
            if self.left(ev):
                self.new_city(ev.label)
            return
        if self.left(ev):
            self.stamp(i, self.settings.vp, add=True)
        elif self.right(ev):
            self.stamp(i, 0, add=False)

    def stamp(self, i: int, vp: int, add: bool) -> None:
        city = self.doc.scenario.map.cities[i]
        tags = [t for t in city.tags if t not in self.tags()]
        if add:
            tags += self.tags()
        if city.vp == vp and tags == city.tags:
            return
        text = (translate("EditorCommands", "Set the victory points of {city} to {vp}") if add
                else translate("EditorCommands", "Clear the victory points of {city}"))
        self.push(ListItemCommand.replace(
            self.doc, "map.cities", i, city.model_copy(update={"vp": vp, "tags": tags}),
            text.format(city=self.doc.name_of(city), vp=vp)))

    def new_city(self, label: str) -> None:
        sc = self.doc.scenario
        kinds = sc.city_kinds
        city = CitySpec(id="", hex=label, name=Localized(en=""), kind=kinds[0].id if kinds else "city",
                        vp=self.settings.vp, tags=self.tags())
        dialog = CityDialog(city, kinds, {c.id for c in sc.map.cities}, True, self.view,
                            lang=self.doc.lang)
        if dialog.exec():
            self.push(ListItemCommand.insert(self.doc, "map.cities", dialog.value(),
                                             translate("EditorCommands", "Add city")))
