"""Pasting and stamping an area: the copied area follows the mouse (its hexes drawn in
their terrain's colours) and each click stamps it there as one undo step, as often as
wanted (Tiled's stamp brush). Z turns it 60°, X and Y mirror it (Edit menu); Esc or the
right button puts it away.

A stamp carries the layers ticked in its options (region membership only when asked); a
locked layer is left out of it, and the status bar says so, rather than the whole stamp
refused."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QColor

from qtwargame.editor.area import Clip, flip, rotate, stamp
from qtwargame.editor.commands import ReplaceScenarioCommand
from qtwargame.editor.panels.layers_panel import layer_title
from qtwargame.editor.tool_settings import STAMP_LAYERS
from qtwargame.editor.tools.editor_tool import EditorTool
from qtwargame.editor.translate import translate
from qtwargame.engine.text import format_text


class StampTool(EditorTool):
    key = "stamp"
    layer = None  # it checks each layer it carries (stamp_at)

    def __init__(self, view, settings) -> None:
        super().__init__(view, settings)
        self.clip: Clip | None = None
        self.at = None
        self.on_done: Callable[[], None] | None = None  # called when the stamp is put away

    def title(self) -> str:
        return self.tr("Stamp")

    def hint(self) -> str:
        return self.tr("Click to stamp the copied area; Z turns it, X and Y mirror it; "
                       "Esc or the right button stops.")

    def set_clip(self, clip: Clip) -> None:
        self.clip = clip
        self._show()

    def rotate(self, steps: int = 1) -> None:
        if self.clip is not None:
            self.clip = rotate(self.clip, steps)
            self._show()

    def flip(self, horizontal: bool) -> None:
        if self.clip is not None:
            self.clip = flip(self.clip, horizontal, self.scene.layout.flat)
            self._show()

    def _show(self) -> None:
        if self.clip is None or self.at is None:
            self.overlay.set_stamp({})
            return
        colors = {t.id: t.color for t in self.doc.scenario.terrain}
        self.overlay.set_stamp({self.at + d: QColor(colors.get(t, "#ffffff"))
                                for d, t in self.clip.terrain.items()})

    def hover(self, ev) -> None:
        self.at = ev.hex
        self._show()

    def move(self, ev) -> None:
        self.hover(ev)

    def press(self, ev) -> None:
        if self.right(ev):
            self.cancel()
            return
        if self.left(ev) and self.clip is not None:
            self.stamp_at(ev.hex)

    def layers(self) -> tuple[frozenset[str], list[str]]:
        """The layers this stamp writes, and those left out because they are locked."""
        wanted = self.settings.stamp_layers
        locked = [name for name in STAMP_LAYERS if name in wanted and self.scene.is_locked(name)]
        return frozenset(wanted) - set(locked), locked

    def stamp_at(self, h) -> int:
        """Stamp the clip with its anchor on ``h``; the number of hexes stamped (none
        without a clip)."""
        if self.clip is None:
            return 0
        layers, locked = self.layers()
        new, n = stamp(self.doc.scenario, self.doc.grid, self.clip, h, layers)
        if new != self.doc.scenario:
            self.push(ReplaceScenarioCommand(self.doc, new, format_text(translate(
                "EditorCommands", "Paste {n:# hex|# hexes} at {hex}"),
                n=n, hex=self.doc.label(h) or "")))
        if locked:
            self.status(self.tr("Left out of the stamp (locked): {layers}").format(
                layers=", ".join(layer_title(name) for name in locked)))
        return n

    def cancel(self) -> None:
        super().cancel()
        if self.on_done is not None:
            self.on_done()
