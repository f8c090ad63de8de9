"""Hexside features: click near a hexside to toggle the chosen feature (river, strait,
sea, lake, border, no-ZOC... any feature id of the scenario) on it; drag along hexsides to
set (or clear, if the first one had it) the feature on each one, as one undo step. A drag
that starts away from any hexside starts drawing at the first hexside it passes."""

from __future__ import annotations

from PySide6.QtGui import QColor

from qtwargame.editor.commands import ListItemCommand
from qtwargame.editor.hexside_pick import nearest_hexside
from qtwargame.editor.tools.editor_tool import EditorTool
from qtwargame.editor.translate import translate
from qtwargame.scenario.models import HexsideSpec


class HexsideTool(EditorTool):
    key = "hexside"
    layer = "hexsides"

    def __init__(self, view, settings) -> None:
        super().__init__(view, settings)
        self.mode: bool | None = None  # True: adding the feature, False: removing it
        self.done: set[frozenset] = set()
        self.stroking = False  # the left button is down: a stroke is being drawn

    def title(self) -> str:
        return self.tr("Hexside features")

    def hint(self) -> str:
        return self.tr("Click near a hexside to toggle the feature; drag along hexsides to draw it.")

    def pick(self, ev) -> tuple[str, str] | None:
        side = nearest_hexside(self.scene.layout, ev.pos)
        if side is None:
            return None
        a, b = (self.doc.label_at.get(h) for h in side)
        if a is None or b is None:
            return None
        return a, b

    def _color(self) -> QColor:
        f = next((f for f in self.doc.scenario.features if f.id == self.settings.feature), None)
        return QColor(f.color if f is not None else "#dd2288")

    def hover(self, ev) -> None:
        side = nearest_hexside(self.scene.layout, ev.pos)
        ok = side is not None and all(h in self.doc.label_at for h in side)
        self.overlay.set_edge(side if ok else None, self._color())

    def features_of(self, a: str, b: str) -> list[str]:
        i = self.doc.hexside_index(a, b)
        return list(self.doc.scenario.map.hexsides[i].features) if i is not None else []

    def press(self, ev) -> None:
        if not self.left(ev) or not self.settings.feature:
            if not self.settings.feature:
                self.status(self.tr("The scenario has no hexside features: add one under Definitions."))
            return
        self.stroking = True
        self.mode = None
        self.done = set()
        side = self.pick(ev)
        if side is not None:
            self.start(side)

    def start(self, side: tuple[str, str]) -> None:
        """The stroke's first hexside: it adds the feature if that side lacks it, else
        clears it, on every hexside the stroke passes."""
        self.mode = self.settings.feature not in self.features_of(*side)
        feature = self.doc.named(self.doc.scenario.features, self.settings.feature)
        self.begin_macro((translate("EditorCommands", "Draw {feature} on hexsides") if self.mode
                          else translate("EditorCommands", "Erase {feature} from hexsides")).format(
            feature=feature))
        self.apply(*side)

    def move(self, ev) -> None:
        self.hover(ev)
        if not self.stroking:
            return
        side = self.pick(ev)
        if side is None:
            return
        if self.mode is None:
            self.start(side)
        else:
            self.apply(*side)

    def release(self, ev) -> None:
        self.stroking = False
        self.mode = None
        self.end_macro()

    def cancel(self) -> None:
        self.stroking = False
        self.mode = None
        super().cancel()

    def toggle(self, a: str, b: str) -> None:
        """Toggle the chosen feature on the hexside between hexes ``a`` and ``b``."""
        self.mode = self.settings.feature not in self.features_of(a, b)
        self.done = set()
        self.apply(a, b)
        self.mode = None

    def apply(self, a: str, b: str) -> None:
        key = frozenset((a, b))
        if key in self.done:
            return
        self.done.add(key)
        feature = self.settings.feature
        i = self.doc.hexside_index(a, b)
        text = (translate("EditorCommands", "Draw {feature} between {a} and {b}") if self.mode
                else translate("EditorCommands", "Erase {feature} between {a} and {b}")).format(
            feature=self.doc.named(self.doc.scenario.features, feature), a=a, b=b)
        if i is None:
            if self.mode:
                self.push(ListItemCommand.insert(self.doc, "map.hexsides",
                                                 HexsideSpec(a=a, b=b, features=[feature]), text))
            return
        old = self.doc.scenario.map.hexsides[i]
        features = [f for f in old.features if f != feature]
        if self.mode:
            features.append(feature)
        if features == list(old.features):
            return
        if features:
            self.push(ListItemCommand.replace(
                self.doc, "map.hexsides", i, old.model_copy(update={"features": features}), text))
        else:
            self.push(ListItemCommand.remove(self.doc, "map.hexsides", i, text))
