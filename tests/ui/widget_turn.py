"""A person at the play window, for tests: plays a side's phases through widget events
only (mouse presses and clicks on the board, panel buttons, cards, End Phase, the hand-over
screen), never through the controller.

Each :meth:`WidgetPerson.step` looks at what the window shows and does one thing a person
would: pass the hand-over screen, answer the Decision panel (its first answer), set up with
Deploy All, bring reinforcements in with Place All Arriving Units or from the
Reinforcements panel, choose the cards asked for and Confirm, have the owed attacks
proposed and resolved, close and resolve declared combats (in their panel, or with the
header's next-step button when the Combat dock is behind another), move one unit and make one
attack in a phase, then End Phase. A computer side is waited for. A state in which nothing
can be done is reported in words (the phase, the header's hint and what is legal), so a
trap fails the test that meets it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QGraphicsView

from qtwargame.ui.tools.attack_tool import AttackTool
from qtwargame.ui.tools.move_tool import MoveTool
from qtwargame.ui.tools.place_tool import PlaceTool

from .conftest import click, hex_point, press, release, view_point

LEFT = Qt.MouseButton.LeftButton
#: Units a person moves, and attacks they make, in one phase when nothing more is owed.
MOVES_A_PHASE = 2
ATTACKS_A_PHASE = 1


def click_shift(window, pos) -> None:
    press(window, pos, LEFT, Qt.KeyboardModifier.ShiftModifier)
    release(window, pos)


class Stuck(AssertionError):
    """Nothing a person could do at the window moves the game on."""


class WidgetPerson:
    def __init__(self, window, qtbot) -> None:
        self.window, self.qtbot = window, qtbot
        self.c = window.controller
        # a choice that cannot be undone is confirmed first: the person says yes
        window.decision.ask = lambda title, text: True
        self.done: dict[tuple, dict[str, int]] = {}
        self.clicks = 0
        # Nothing here is looked at: the board is not repainted after each click (what a
        # click hits is worked out from the scene all the same), and the window is painted
        # once as each phase begins (``_paint_at_a_new_phase``), not after every click.
        # Painting every panel after every action was about a third of a whole turn's CPU
        # (Red Vengeance hot-seat: 11.8 CPU s, 6.5 without it); a click reaches a widget by
        # its events, painted or not, and each panel is still painted in every phase.
        window.view.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.NoViewportUpdate)
        window.setUpdatesEnabled(False)
        self._painted_phase: tuple | None = None

    # -- what the person sees ------------------------------------------------------------------
    def _visible(self, widget) -> bool:
        return widget is not None and widget.isVisible() and widget.isEnabled()

    def _press_button(self, button) -> None:
        self.qtbot.mouseClick(button, LEFT)
        self.clicks += 1
        QApplication.processEvents()

    def _count(self, what: str) -> int:
        s = self.c.state
        return self.done.setdefault((s.turn, s.phase, s.active), {}).get(what, 0)

    def _did(self, what: str) -> None:
        s = self.c.state
        d = self.done.setdefault((s.turn, s.phase, s.active), {})
        d[what] = d.get(what, 0) + 1

    def computer_to_act(self) -> bool:
        s = self.c.state
        return s.result is None and self.window.computer.is_computer(s.to_act)

    # -- one thing at a time --------------------------------------------------------------------
    def _paint_at_a_new_phase(self) -> None:
        """The whole window painted once when a phase (or a side's part of it) begins: a
        panel whose painting fails at a phase fails the test there."""
        s = self.c.state
        phase = (s.turn, s.phase, s.active)
        if phase != self._painted_phase:
            self._painted_phase = phase
            self.window.setUpdatesEnabled(True)
            self.window.repaint()  # at once, every widget shown (events alone paint none)
            self.window.setUpdatesEnabled(False)

    def step(self) -> str:
        """Do one thing; what it was, in a few words."""
        w, c = self.window, self.c
        QApplication.processEvents()  # what the last click did is done
        self._paint_at_a_new_phase()
        if w.handover.screen.isVisible():
            self._press_button(w.handover.screen.button)
            return "hand-over screen"
        if self.computer_to_act():
            n = len(c.history.steps)
            self.qtbot.waitUntil(lambda: len(c.history.steps) != n or not self.computer_to_act()
                                 or w.handover.screen.isVisible(), timeout=60_000)
            return "computer"
        s = c.state
        if s.pending is not None:
            w.docks["decision"].raise_()  # the window raises it; its tab, if another was clicked
            QApplication.processEvents()
            buttons = [b for b in w.decision.buttons if self._visible(b)]
            if not buttons:
                raise Stuck(self.why("a decision is pending but the Decision panel offers no answer"))
            self._press_button(buttons[0])
            return "decision"
        legal = c.legal()
        pool = w.pool
        if self._visible(pool.deploy):
            self._press_button(pool.deploy)
            return "deploy all"
        if self._visible(pool.arrive):
            self._press_button(pool.arrive)
            return "place arriving"
        if legal.places and legal.end_phase is None:
            return self.place_one()
        if legal.selections:
            return self.select_cards()
        if legal.removals and legal.end_phase is None:
            w.docks["decision"].raise_()
            QApplication.processEvents()
            buttons = [b for b in w.decision.buttons if self._visible(b)]
            if buttons:
                self._press_button(buttons[0])
                return "removal"
        if self._visible(w.combat.propose) and self._count("proposed") < 60:
            self._press_button(w.combat.propose)
            self._did("proposed")
            if self._visible(w.combat.resolve):
                self._press_button(w.combat.resolve)
            return "owed attack"
        if self._visible(w.phase_bar.next_step) and legal.end_phase is None:
            # The header's one button that gets the game going (resolving declared combats).
            self._press_button(w.phase_bar.next_step)
            return "next step"
        declared = [b for b in w.declared.buttons if self._visible(b)]
        if declared and (legal.end_phase is None or self._count("attacks") >= ATTACKS_A_PHASE):
            self._press_button(declared[0])
            return "declared combats"
        tool = w.view.tool
        if isinstance(tool, AttackTool) and (self._count("attacks") < ATTACKS_A_PHASE
                                             or legal.end_phase is None):
            if self.attack_one():
                return "attack"
        if isinstance(tool, MoveTool) and self._count("moves") < MOVES_A_PHASE:
            if self.move_one():
                return "move"
        if self._visible(w.phase_bar.end) and (legal.end_phase is not None or not declared):
            n = len(c.history.steps)
            self._press_button(w.phase_bar.end)
            if len(c.history.steps) == n:
                raise Stuck(self.why(f"End Phase was refused: {w.status_text()}"))
            return "end phase"
        if declared:
            self._press_button(declared[0])
            return "declared combats"
        raise Stuck(self.why("End Phase is disabled and nothing else is offered"))

    def why(self, text: str) -> str:
        c = self.c
        s = c.state
        kinds = sorted({a.kind for a in c.legal().actions})
        return (f"{c.game.scenario.title.get('en')}, turn {s.turn}, {s.phase}: {text}; the header "
                f"says “{self.window.phase_bar.hint.text()}”; legal: {kinds}")

    # -- the board -------------------------------------------------------------------------------
    def _see(self, h) -> None:
        self.window.view.centerOn(self.window.scene.layout.center(h))

    def _click(self, pos) -> None:
        click(self.window, pos)
        self.clicks += 1
        QApplication.processEvents()

    def unit_pos(self, uid: str):
        w = self.window
        scene = w.scene
        h = self.c.state.units[uid].hex
        self._see(h)
        item = scene.counters.get(uid)
        if item is not None and scene.counter_at(item.scenePos()) == uid:
            return view_point(w, item.scenePos())
        return None

    def move_one(self) -> bool:
        """Press a unit that can move (the first, by name order, on top of its stack) and
        click its first lit destination."""
        legal = self.c.legal()
        for uid in sorted(legal.moves):
            pos = self.unit_pos(uid)
            if pos is None:
                continue
            self._click(pos)
            tool = self.window.view.tool
            if not isinstance(tool, MoveTool) or tool.unit != uid or not tool.destinations:
                continue
            h = sorted(tool.destinations, key=self.c.game.label)[0]
            n = len(self.c.history.steps)
            self._see(h)
            self._click(hex_point(self.window, h))
            self._did("moves")
            if len(self.c.history.steps) > n:
                return True
        self._did("moves")
        return False

    def attack_one(self) -> bool:
        """Click the first target hex (every unit that can attack it is chosen), Shift-click
        the further hexes the rules make it attack together (as a person does on reading
        why an attack alone is refused), then Resolve (Declare, where combats are declared
        first)."""
        legal = self.c.legal()
        w = self.window
        self._did("attacks")
        for h in sorted(legal.attack_targets(), key=self.c.game.label):
            self._see(h)
            self._click(hex_point(w, h))
            also = min((a.also for a in legal.attacks if a.target == h), key=len, default=())
            for other in also:
                self._see(other)
                click_shift(w, hex_point(w, other))
            n = len(self.c.history.steps)
            if self._visible(w.combat.resolve):
                self._press_button(w.combat.resolve)
            if len(self.c.history.steps) > n:
                return True
            self.qtbot.mouseClick(w.combat.clear, LEFT)
        return False

    def place_one(self) -> str:
        """Click the first unit of the Reinforcements panel, then its first lit hex."""
        w = self.window
        pool = w.pool.ready
        w.docks["pool"].raise_()
        for row in range(pool.count()):
            item = pool.item(row)
            if not item.data(Qt.ItemDataRole.UserRole):
                continue
            pool.scrollToItem(item)
            self.qtbot.mouseClick(pool.viewport(), LEFT, pos=pool.visualItemRect(item).center())
            self.clicks += 1
            tool = w.view.tool
            if isinstance(tool, PlaceTool) and tool.targets:
                h = sorted(tool.targets, key=self.c.game.label)[0]
                self._see(h)
                self._click(hex_point(w, h))
                return "place"
        raise Stuck(self.why("units must be placed but none can be taken from the panel"))

    def select_cards(self) -> str:
        """Click the cards of the first listed choice, then Confirm."""
        panel = self.window.cards
        wanted = self.c.legal().selections[0].cards
        for card in wanted:
            QApplication.processEvents()  # cards drawn again by the last refresh show now
            if card not in panel.selection and self._visible(panel.cards.get(card)):
                self._press_button(panel.cards[card])
        QApplication.processEvents()
        if not self._visible(panel.confirm):
            raise Stuck(self.why("cards must be chosen but Confirm is not offered"))
        self._press_button(panel.confirm)
        return "cards"

    # -- a whole turn ----------------------------------------------------------------------------
    def play_turn(self, limit: int = 2000) -> list[str]:
        """Play until the game turn after the present one begins (both sides' phases), or
        the game ends. What was done, in order."""
        c = self.c
        turn = c.state.turn
        done = []
        for _ in range(limit):
            s = c.state
            if s.turn > turn or s.result is not None:
                return done
            done.append(self.step())
        raise Stuck(self.why(f"the turn did not end after {limit} steps"))
