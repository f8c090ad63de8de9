"""The base of the board's tools: a :class:`~qtwargame.ui.map_tool.MapTool` that knows the
game's controller and the board's highlights."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from qtwargame.engine.ruleset import IllegalAction
from qtwargame.ui.map_tool import MapTool

if TYPE_CHECKING:
    from qtwargame.engine.actions import Action
    from qtwargame.ui.board_view import BoardView


class Tool(MapTool):
    """One way of using the mouse on the board. Handlers return True when they used the
    event; an unused left press on the board starts panning."""

    view: BoardView

    @property
    def controller(self):
        return self.view.controller

    def activate(self) -> None:
        self.refresh()

    def one_reason(self, tries: Iterable[Action]) -> str:
        """The rules' one reason for refusing every action of ``tries`` (each step or attack
        a unit could take next), with its rule where the words do not name it already (as
        Shin Barbarossa's do); "" where they are refused for different reasons, or one is
        legal after all (no single reason to give)."""
        c = self.controller
        reasons: set[str] = set()
        for action in tries:
            try:
                c.game.check(c.state, action)
            except IllegalAction as e:
                why = c.render(e.message)
                reasons.add(f"{why} ({e.rule})" if e.rule and e.rule not in why else why)
            else:
                reasons.add("")
            if len(reasons) > 1:
                return ""
        return next(iter(reasons)) if len(reasons) == 1 else ""

    def deactivate(self) -> None:
        if self.scene is not None:
            self.scene.highlights.clear()
            self.scene.set_outlines({})

    def refresh(self) -> None:
        """The state changed: redraw what the tool points out."""
