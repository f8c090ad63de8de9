"""Rails and roads: drag through adjacent hexes to draw a line (a new ``LinkSpec`` of the
chosen kind and grade, or the continuation of a line of the same kind and grade that ends
where the drag starts); click a segment of a line to delete that segment, splitting the
line in two; right-click a road to give it the chosen grade (a railway has none)."""

from __future__ import annotations

from qtwargame.editor.commands import ListItemCommand, SetPartCommand
from qtwargame.editor.hexside_pick import nearest_segment
from qtwargame.editor.tools.editor_tool import EditorTool
from qtwargame.editor.translate import translate
from qtwargame.scenario.models import LinkSpec


class LinkTool(EditorTool):
    key = "link"
    layer = "links"

    def __init__(self, view, settings) -> None:
        super().__init__(view, settings)
        self.path: list = []
        self.press_pos = None

    def title(self) -> str:
        return self.tr("Rails and roads")

    def hint(self) -> str:
        return self.tr("Drag through hexes to draw a line; click a segment to delete it; "
                       "right-click a road to give it the chosen grade.")

    # -- drawing ------------------------------------------------------------------------------
    def press(self, ev) -> None:
        if self.right(ev):
            hit = self._segment(ev.pos)
            if hit is not None:
                self.set_grade(hit[0], self.settings.link_grade)
            return
        if self.left(ev) and ev.on_map:
            self.path = [ev.hex]
            self.overlay.set_path(self.path)

    def move(self, ev) -> None:
        if not self.path or not ev.on_map or ev.hex == self.path[-1]:
            return
        if len(self.path) >= 2 and ev.hex == self.path[-2]:
            self.path.pop()  # dragging back takes the last step back
        else:
            for h in self.path[-1].line_to(ev.hex)[1:]:
                if h not in self.doc.label_at:
                    break
                self.path.append(h)
        self.overlay.set_path(self.path)

    def release(self, ev) -> None:
        path, self.path = self.path, []
        self.overlay.set_path([])
        if len(path) >= 2:
            self.draw([self.doc.label_at[h] for h in path])
        elif path:
            self.delete_at(ev.pos)

    def cancel(self) -> None:
        self.path = []
        super().cancel()

    def hover(self, ev) -> None:
        hit = self._segment(ev.pos)
        if hit is None:
            self.overlay.set_path([])
        else:
            i, j = hit
            labels = self.doc.scenario.map.links[i].hexes
            self.overlay.set_path([self.doc.parse(labels[j]), self.doc.parse(labels[j + 1])])

    # -- edits --------------------------------------------------------------------------------
    def draw(self, labels: list[str]) -> None:
        """Add a line through ``labels`` (adjacent hexes), continuing a line of the same
        kind that ends at its first hex."""
        kind = self.settings.link_kind
        grade = self.settings.link_grade if kind == "road" else 1  # a railway has no grade
        links = self.doc.scenario.map.links
        for i, link in enumerate(links):
            if link.kind != kind or link.grade != grade:
                continue
            if link.hexes[-1] == labels[0]:
                new = link.hexes + labels[1:]
            elif link.hexes[0] == labels[0]:
                new = list(reversed(labels[1:])) + link.hexes
            else:
                continue
            text = (translate("EditorCommands", "Extend the railway from {a} to {b}") if kind == "rail"
                    else translate("EditorCommands", "Extend the road from {a} to {b}"))
            self.push(ListItemCommand.replace(
                self.doc, "map.links", i, link.model_copy(update={"hexes": new}),
                text.format(a=labels[0], b=labels[-1])))
            return
        text = (translate("EditorCommands", "Draw a railway from {a} to {b}") if kind == "rail"
                else translate("EditorCommands", "Draw a road from {a} to {b}"))
        self.push(ListItemCommand.insert(
            self.doc, "map.links", LinkSpec(kind=kind, hexes=labels, grade=grade),
            text.format(a=labels[0], b=labels[-1])))

    def set_grade(self, i: int, grade: int) -> bool:
        """Give line ``i`` the grade ``grade`` (one undo step); False if it has it already
        or is a railway (a grade is a road's)."""
        link = self.doc.scenario.map.links[i]
        if link.grade == grade or link.kind != "road":
            return False
        self.push(ListItemCommand.replace(
            self.doc, "map.links", i, link.model_copy(update={"grade": grade}),
            translate("EditorCommands", "Set line {n} to grade {grade}").format(
                n=i + 1, grade=grade)))
        return True

    def _segment(self, pos):
        paths = [[self.doc.parse(x) for x in link.hexes] for link in self.doc.scenario.map.links]
        return nearest_segment(self.scene.layout, paths, pos)

    def delete_at(self, pos) -> bool:
        hit = self._segment(pos)
        if hit is None:
            return False
        self.delete_segment(*hit)
        return True

    def delete_segment(self, i: int, j: int) -> None:
        """Delete the segment between hexes ``j`` and ``j + 1`` of link ``i``; the parts
        on either side that still have two hexes stay as lines."""
        links = [link.model_copy(deep=True) for link in self.doc.scenario.map.links]
        link = links.pop(i)
        parts = [link.hexes[: j + 1], link.hexes[j + 1:]]
        for k, part in enumerate(p for p in parts if len(p) >= 2):
            links.insert(i + k, link.model_copy(update={"hexes": part}))
        text = (translate("EditorCommands", "Delete the railway between {a} and {b}")
                if link.kind == "rail"
                else translate("EditorCommands", "Delete the road between {a} and {b}"))
        self.push(SetPartCommand(self.doc, "map.links", links,
                                 text.format(a=link.hexes[j], b=link.hexes[j + 1])))
