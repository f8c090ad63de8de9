"""Playing a card that needs a target: the units and hexes it may be played on light up;
a click on one submits the ``PlayCard`` action."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMenu

from qtwargame.engine.actions import PlayCard
from qtwargame.engine.hexgrid import Hex
from qtwargame.ui.tools.tool import Tool

CARD_COLOR = QColor(160, 60, 200)


def target_hex(controller, target: str) -> Hex | None:
    """The hex a card target names: a unit id (where the unit is) or a hex number."""
    state, game = controller.state, controller.game
    if target in state.units:
        return state.units[target].hex
    try:
        return game.hex(target)
    except (KeyError, ValueError):
        return None


class CardTargetTool(Tool):
    def __init__(self, view, card: str) -> None:
        super().__init__(view)
        self.card = card
        self.by_hex: dict[Hex, list[PlayCard]] = {}

    def hint(self) -> str:
        return self.tr("Click a highlighted target for {card}; Esc to cancel.").format(
            card=self.controller.names.name(self.card))

    def refresh(self) -> None:
        self.by_hex = {}
        for action in self.controller.legal().cards.get(self.card, []):
            h = target_hex(self.controller, action.target)
            if h is not None:
                self.by_hex.setdefault(h, []).append(action)
        self.scene.highlights.set_fills({h: ("", CARD_COLOR) for h in self.by_hex})
        if not self.by_hex:
            self.view.toolFinished.emit()

    def press(self, ev) -> bool:
        if ev.button == Qt.MouseButton.RightButton:
            self.cancel()
            return True
        if ev.button != Qt.MouseButton.LeftButton or ev.hex not in self.by_hex:
            return False
        actions = self.by_hex[ev.hex]
        if ev.unit is not None:
            on_unit = [a for a in actions if a.target == ev.unit]
            actions = on_unit or actions
        self.play(actions, ev)
        return True

    def play(self, actions: list[PlayCard], ev=None) -> None:
        chosen = actions[0]
        if len(actions) > 1 and ev is not None:
            menu = QMenu(self.view)
            for i, a in enumerate(actions):
                menu.addAction(self.controller.names.name(a.target)).setData(i)
            picked = self.view.exec_menu(menu, ev.global_pos)
            if picked is None:
                return
            chosen = actions[picked.data()]
        if self.controller.submit(chosen):
            self.view.toolFinished.emit()

    def cancel(self) -> None:
        self.view.toolFinished.emit()
