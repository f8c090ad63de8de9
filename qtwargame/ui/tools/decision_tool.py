"""Answering a pending decision on the board: click the unit that takes the loss or
advances, or the hex a unit retreats to. Only the legal answers light up; the decision
panel lists the same answers as buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

from qtwargame.engine.actions import Action, Retreat
from qtwargame.engine.hexgrid import Hex
from qtwargame.ui.palette import CHOICE
from qtwargame.ui.tools.tool import Tool


class DecisionTool(Tool):
    def __init__(self, view) -> None:
        super().__init__(view)
        self.hex_answers: dict[Hex, list[Action]] = {}
        self.unit_answers: dict[str, list[Action]] = {}

    def hint(self) -> str:
        pending = self.controller.state.pending
        prompt = self.controller.render(pending.prompt) if pending is not None else ""
        return self.tr("{prompt} Click a highlighted hex or unit, or pick an answer in the "
                       "Decision panel.").format(prompt=prompt)

    def refresh(self) -> None:
        legal = self.controller.legal()
        self.hex_answers = {}
        for retreats in legal.retreats.values():
            for r in retreats:
                if r.path:
                    self.hex_answers.setdefault(r.path[-1], []).append(r)
        self.unit_answers = dict(legal.unit_choices())
        targets: dict[Hex, str] = {}
        for answers in legal.advances.values():
            for a in answers:
                targets[a.hex] = ""
        fills = {h: ("", CHOICE) for h in self.hex_answers}
        fills.update({h: ("", CHOICE) for h in targets})
        self.scene.highlights.set_fills(fills)
        self.scene.highlights.set_outlines({})
        outlines = {u: "choice" for u in self.unit_answers}
        for u in legal.retreats:
            outlines[u] = "selected"
        self.scene.set_outlines(outlines)

    def press(self, ev) -> bool:
        if ev.button != Qt.MouseButton.LeftButton:
            return False
        if ev.unit is not None and ev.unit in self.unit_answers:
            self._answer(self.unit_answers[ev.unit], ev)
            return True
        if ev.hex is not None and ev.hex in self.hex_answers:
            self._answer(self.hex_answers[ev.hex], ev)
            return True
        return False

    def hover(self, ev) -> None:
        answers = self.hex_answers.get(ev.hex, []) if ev.hex is not None else []
        retreat = next((a for a in answers if isinstance(a, Retreat)), None)
        if retreat is None:
            self.scene.highlights.set_path([])
            return
        start = self.controller.state.units[retreat.unit].hex
        self.scene.highlights.set_path([start, *retreat.path], CHOICE.darker(150))

    def _answer(self, answers: list[Action], ev) -> None:
        if len(answers) == 1:
            self.controller.submit(answers[0])
            return
        menu = QMenu(self.view)
        for a in answers:
            menu.addAction(self.controller.render(a.describe())).setData(answers.index(a))
        chosen = self.view.exec_menu(menu, ev.global_pos)
        if chosen is not None:
            self.controller.submit(answers[chosen.data()])
