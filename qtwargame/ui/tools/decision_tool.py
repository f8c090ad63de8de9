"""Answering a pending decision on the board. Every answer the rules describe
(``Game.choices``) that names a hex or a unit lights up: the hex a unit retreats, advances
or moves to (breakthrough moves, with the path on hover), the hex an attack targets, the
hexes a ``Choose`` names, the unit that takes a loss. A click answers; where several
answers share a hex or unit a menu lists them in words. The view brings the answers into
sight when the decision is asked, or, where no answer is on the board, the combat the
decision is about. The decision panel lists the same answers as buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

from qtwargame.engine.actions import Advance, Attack, Choose, Move, Place, Retreat
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.history import History
from qtwargame.engine.ruleset import Choice
from qtwargame.ui.combat_panel import consequence_text
from qtwargame.ui.palette import CHOICE, TARGET
from qtwargame.ui.tools.tool import Tool


def board_hexes(choice: Choice) -> tuple[Hex, ...]:
    """Where on the board a click gives this answer."""
    a = choice.action
    if isinstance(a, (Retreat, Move)):
        return (a.path[-1],) if a.path else ()
    if isinstance(a, (Advance, Place)):
        return (a.hex,)
    if isinstance(a, Attack):
        return (a.target, *a.also)
    if isinstance(a, Choose):
        return tuple(a.hexes)
    return ()


def combat_hexes(history: History | None) -> list[Hex]:
    """Where the attack of this phase last declared stands (its target hexes and its
    attackers' hexes now): what a decision with no answer on the board (defend actively or
    passively, play a card, reroll) is about, so the view shows that combat. [] before
    any attack of the phase."""
    if history is None or not history.steps:
        return []
    state = history.state
    for step in reversed(history.steps):
        if (step.turn, step.phase) != (state.turn, state.phase):
            break
        a = step.action
        if isinstance(a, Attack):
            units = [state.units[u].hex for u in a.attackers if u in state.units]
            return [a.target, *a.also, *(h for h in units if h is not None)]
    return []


def board_units(choice: Choice) -> tuple[str, ...]:
    """The counter a click on gives this answer (one unit answers only)."""
    a = choice.action
    if isinstance(a, Advance):
        return (a.unit,)  # a click on the unit advances it (into the one emptied hex)
    if board_hexes(choice) or isinstance(a, Attack):
        return ()
    units = a.unit_ids()
    if len(units) == 1 and not (isinstance(a, Choose) and a.option == "defend"):
        return units
    return ()


def choice_menu(view, choices: list[Choice], global_pos) -> Choice | None:
    """A popup menu on the board listing ``choices`` in words (each label with what it
    leads to, where the rules say), shown at ``global_pos`` by ``view.exec_menu``; the one
    picked, or None if the menu was closed."""
    c = view.controller
    menu = QMenu(view)
    for i, ch in enumerate(choices):
        text = c.render(ch.label)
        if ch.consequence is not None:
            text += " — " + consequence_text(c, ch, " — ")
        menu.addAction(text).setData(i)
    chosen = view.exec_menu(menu, global_pos)
    return choices[chosen.data()] if chosen is not None else None


#: Marks that already close a prompt, in either language.
SENTENCE_ENDS = (".", "?", "!", ":", "。", "？", "！", "：")


class DecisionTool(Tool):
    def __init__(self, view) -> None:
        super().__init__(view)
        self.hex_answers: dict[Hex, list[Choice]] = {}
        self.unit_answers: dict[str, list[Choice]] = {}
        #: (turn, phase, id of the pending decision) whose answers were last brought into
        #: sight, or None.
        self._shown_for: tuple[int, str, int] | None = None

    def hint(self) -> str:
        prompt = self.prompt_sentence()
        if not self.hex_answers and not self.unit_answers:
            return self.tr("{prompt} Pick an answer in the Decision panel.").format(prompt=prompt)
        return self.tr("{prompt} Click a highlighted hex or unit, or pick an answer in the "
                       "Decision panel.").format(prompt=prompt)

    def prompt_sentence(self) -> str:
        """What the pending decision asks, as the rules word it now (``Game.prompt``: "1 hex"
        rather than the stored "1 hexes"), closed as a sentence in the interface language."""
        c = self.controller
        msg = c.game.prompt(c.state) if c.game is not None and c.state is not None else None
        text = c.render(msg) if msg is not None else ""
        if text and not text.endswith(SENTENCE_ENDS):
            text += self.tr(".")
        return text

    def refresh(self) -> None:
        c = self.controller
        state = c.state
        choices = c.game.choices(state) if state.pending is not None else []
        self.hex_answers, self.unit_answers = {}, {}
        for ch in choices:
            for h in board_hexes(ch):
                self.hex_answers.setdefault(h, []).append(ch)
            for u in board_units(ch):
                self.unit_answers.setdefault(u, []).append(ch)
        fills = {}
        for h, answers in self.hex_answers.items():
            attack = any(isinstance(ch.action, Attack) for ch in answers)
            fills[h] = ("", TARGET if attack else CHOICE)
        self.scene.highlights.set_fills(fills)
        self.scene.highlights.set_strong(bool(fills))
        self.scene.highlights.set_outlines({})
        outlines = {u: "choice" for u in self.unit_answers}
        for ch in choices:
            if isinstance(ch.action, (Retreat, Move)):
                outlines[ch.action.unit] = "selected"
        self.scene.set_outlines(outlines)
        # Bring the answers into sight once per decision (not on every redraw).
        key = (state.turn, state.phase, id(state.pending))
        if key != self._shown_for:
            self._shown_for = key
            where = list(self.hex_answers)
            where += [state.units[u].hex for u in self.unit_answers if u in state.units]
            self.view.show_hexes(where or combat_hexes(c.history))

    def deactivate(self) -> None:
        if self.scene is not None:
            self.scene.highlights.set_strong(False)
        super().deactivate()

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
        moving = next((ch.action for ch in answers if isinstance(ch.action, (Retreat, Move))), None)
        if moving is None:
            self.scene.highlights.set_path([])
            return
        start = self.controller.state.units[moving.unit].hex
        self.scene.highlights.set_path([start, *moving.path], CHOICE.darker(150))
        described = next((ch for ch in answers if ch.consequence is not None), None)
        if described is not None:
            self.status(consequence_text(self.controller, described, " — "))

    def _answer(self, answers: list[Choice], ev) -> None:
        c = self.controller
        if len(answers) == 1:
            c.submit(answers[0].action)
            return
        chosen = choice_menu(self.view, answers, ev.global_pos)
        if chosen is not None:
            c.submit(chosen.action)
