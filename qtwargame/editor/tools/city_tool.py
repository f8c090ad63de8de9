"""Cities, towns, capitals, fortresses and ports: click a hex to add one (or to edit the
one there) in a dialog with its names in both languages; the right button deletes it."""

from __future__ import annotations

from qtwargame.editor.commands import ListItemCommand
from qtwargame.editor.dialogs.city_dialog import CityDialog
from qtwargame.editor.renames import replace_item_command
from qtwargame.editor.tools.editor_tool import EditorTool
from qtwargame.editor.translate import translate
from qtwargame.scenario.models import CitySpec, Localized

DELETE = "delete"


class CityTool(EditorTool):
    key = "city"
    layer = "cities"

    def title(self) -> str:
        return self.tr("Cities")

    def hint(self) -> str:
        return self.tr("Click a hex to add or edit its city; right-click a city to delete it.")

    def hover(self, ev) -> None:
        self.overlay.set_preview([ev.hex] if ev.on_map else [])

    def ask(self, city: CitySpec, is_new: bool):
        """The dialog: the edited city, DELETE, or None when cancelled."""
        taken = {c.id for c in self.doc.scenario.map.cities}
        dialog = CityDialog(city, self.doc.scenario.city_kinds, taken, is_new, self.view,
                            lang=self.doc.lang)
        if not dialog.exec():
            return None
        return DELETE if dialog.deleted else dialog.value()

    def new_city(self, label: str) -> CitySpec:
        kinds = self.doc.scenario.city_kinds
        return CitySpec(id="", hex=label, name=Localized(en="", ja=""),
                        kind=kinds[0].id if kinds else "city")

    def press(self, ev) -> None:
        if not ev.on_map:
            return
        i = self.doc.city_index_at(ev.label)
        if self.right(ev):
            if i is not None:
                self.delete(i)
            return
        if self.left(ev):
            self.edit_at(ev.label)

    def edit_at(self, label: str) -> None:
        """Open the city dialog for hex ``label``: a new city, or the one there."""
        i = self.doc.city_index_at(label)
        if i is None:
            result = self.ask(self.new_city(label), True)
            if isinstance(result, CitySpec):
                self.add(result)
        else:
            result = self.ask(self.doc.scenario.map.cities[i], False)
            if result == DELETE:
                self.delete(i)
            elif isinstance(result, CitySpec):
                self.replace(i, result)

    def add(self, city: CitySpec) -> None:
        self.push(ListItemCommand.insert(self.doc, "map.cities", city,
                                         translate("EditorCommands", "Add city {city}").format(
                                             city=self.doc.name_of(city))))

    def replace(self, i: int, city: CitySpec) -> None:
        self.push(replace_item_command(
            self.doc, "map.cities", i, city, translate("EditorCommands", "Edit city {city}").format(
                city=self.doc.name_of(city))))

    def delete(self, i: int) -> None:
        self.push(ListItemCommand.remove(
            self.doc, "map.cities", i, translate("EditorCommands", "Delete city {city}").format(
                city=self.doc.name_of(self.doc.scenario.map.cities[i]))))
