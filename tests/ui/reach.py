"""Is every legal action within a person's reach? (issue 48, "must be true" item 2)

:func:`unreachable` looks at the state the play window shows and, for each action
``game.legal_actions`` lists, drives the window's own widgets the way a person would (mouse
presses on counters and hexes, clicks on panel buttons, list items, cards, menus) and
checks that the controller is handed exactly that action (or its whole declaration). A
:class:`Recorder` stands in for ``GameController.submit`` and ``submit_all`` meanwhile: it
keeps what the widgets hand over and refuses it, so the state never changes and one window
serves every action of the state.

The routes, one per action kind (``docs/play-window.md``, "Nothing legal out of reach"):

- ``EndPhase``: the End Phase button.
- ``Move``: the move tool must be the board's tool; the unit is pressed on the board (a
  counter under others is reached by hovering its stack until it spreads), each movement
  mode is chosen in the counter's right-click menu, and the tool must light every legal
  destination of that mode on a hex of the board; for the first units of the state
  (``DRIVEN``) one destination per mode is clicked and must hand over a legal move of that
  unit, mode and destination (the tool takes the shortest path to a hex: moves to one hex
  by other paths count as reached).
- ``Place``: the unit's line in the Reinforcements panel is clicked; the place tool must
  light every legal hex; for the first units one is clicked and must hand over that
  ``Place``.
- ``Attack``: the attack tool must be the board's tool; the target hex is pressed, the
  attackers are made exactly the declaration's by pressing counters, further hexes are
  Shift-pressed, support units pressed, the air points set in the combat panel; Resolve
  (or Declare) must hand over the attack, or its declaration steps beginning with it.
- A pending decision's answers: a button each in the Decision panel.
- With no decision pending: removals and the rules' own choices in the Decision panel
  (one that cannot be undone asks first, and the person says yes);
  closing and resolving declared combats in the declared-combats panel; cards by clicking
  them in the Cards panel (a target on the board, a use in the card's menu); a choice of
  cards by clicking them and Confirm; any other kind through Other actions….

Dialogs and menus are answered by the recorder (``QMenu.exec`` and ``ActionChooser.exec``
are replaced while it works), so nothing modal is ever left open.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QDialog, QGraphicsView, QMenu

from qtwargame.engine.actions import (
    Action,
    Attack,
    Choose,
    EndPhase,
    Move,
    Opt,
    Place,
    PlayCard,
    Remove,
    SelectCards,
)
from qtwargame.ui import card_hand_panel
from qtwargame.ui.action_chooser import ActionChooser
from qtwargame.ui.decision_panel import DECLARATION
from qtwargame.ui.legal_index import KNOWN_KINDS
from qtwargame.ui.tools.attack_tool import AttackTool
from qtwargame.ui.tools.move_tool import MoveTool
from qtwargame.ui.tools.place_tool import PlaceTool

from .conftest import hex_point, press, release, view_point

LEFT = Qt.MouseButton.LeftButton
#: Units of a state whose move (each mode) or placement is driven to the end with a click on
#: a lit hex; every other unit's destinations are checked lit on the board (a click on a lit
#: hex hands over the move the tool lit it for, the same code for every unit).
DRIVEN = 8


@dataclass
class Recorder:
    """Stands in for the controller's ``submit`` and ``submit_all`` (each hand-over is kept
    and refused), and answers menus and the generic chooser with the entry ``pick``."""

    controller: object
    view: object
    sent: list[tuple[Action, ...]] = field(default_factory=list)
    pick: int = 0
    menus: list[list[str]] = field(default_factory=list)

    def __enter__(self) -> Recorder:
        c = self.controller
        c.submit = lambda action, by_computer=False: self._keep((action,))
        c.submit_all = lambda actions, by_computer=False: self._keep(tuple(actions))
        self._chooser_exec = ActionChooser.exec
        recorder = self

        def menu_exec(menu, *args):
            entries = [a for a in menu.actions() if not a.isSeparator()]
            recorder.menus.append([a.text() for a in entries])
            return entries[recorder.pick] if recorder.pick < len(entries) else None

        class Menu(QMenu):
            def exec(self, *args):
                return menu_exec(self, *args)

        self.view.exec_menu = lambda menu, pos: menu_exec(menu)
        card_hand_panel.QMenu = Menu

        def chooser_exec(dialog):
            if recorder.pick >= dialog.list.count():
                return QDialog.DialogCode.Rejected
            dialog.list.setCurrentRow(recorder.pick)
            dialog.accept()
            return QDialog.DialogCode.Accepted

        ActionChooser.exec = chooser_exec
        return self

    def __exit__(self, *exc) -> None:
        c = self.controller
        del c.submit, c.submit_all
        del self.view.exec_menu
        card_hand_panel.QMenu = QMenu
        ActionChooser.exec = self._chooser_exec

    def _keep(self, actions: tuple[Action, ...]) -> bool:
        self.sent.append(actions)
        return False

    def take(self) -> list[tuple[Action, ...]]:
        out, self.sent = self.sent, []
        return out


def _usable(widget) -> bool:
    return widget is not None and widget.isVisible() and widget.isEnabled()


class Reach:
    """The reachability check of one state shown in ``window``."""

    def __init__(self, window, qtbot, where: str) -> None:
        self.window, self.qtbot = window, qtbot
        self.c = window.controller
        # a choice that cannot be undone is confirmed first: the person says yes
        window.decision.ask = lambda title, text: True
        self.game, self.state = self.c.game, self.c.state
        self.legal = self.c.legal()
        self.where = where
        self.gaps: list[str] = []
        self.rec = Recorder(self.c, window.view)

    # -- reporting ---------------------------------------------------------------------------
    def words(self, action: Action) -> str:
        return self.c.render(self.game.describe(action))

    def gap(self, action: Action, why: str) -> None:
        self.gaps.append(f"{self.where}: cannot “{self.words(action)}”: {why}")

    # -- the mouse on the board ----------------------------------------------------------------
    def _see(self, h) -> None:
        """Scroll the board to ``h``, as a person pans to what they want to click."""
        self.window.view.centerOn(self.window.scene.layout.center(h))

    def unit_point(self, uid: str) -> QPoint | None:
        """Where a press lands on ``uid``'s counter: on its stack, or (under other
        counters) after hovering the stack until it spreads. None if it cannot be had."""
        w = self.window
        scene, view = w.scene, w.view
        h = self.state.units[uid].hex
        if h is None or uid not in scene.counters:
            return None
        self._see(h)
        item = scene.counters[uid]
        if item.isVisible() and scene.counter_at(item.scenePos()) == uid:
            return view_point(w, item.scenePos())
        if len(scene.stack(h)) > 1:
            # Hover the stack (the view spreads it after a moment).
            view.hover_expand_ms = 1
            top = next((u for u in reversed(scene.stack(h)) if scene.counters[u].isVisible()), uid)
            self._hover(view_point(w, scene.counters[top].scenePos()))
            self.qtbot.waitUntil(lambda: scene.expanded == h, timeout=2000)
            if item.isVisible() and scene.counter_at(item.scenePos()) == uid:
                return view_point(w, item.scenePos())
        return None

    def _hover(self, pos: QPoint) -> None:
        from .conftest import move

        move(self.window, pos, Qt.MouseButton.NoButton)

    def click_at(self, pos: QPoint, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
        press(self.window, pos, LEFT, modifiers)
        release(self.window, pos)

    def context_menu(self, pos: QPoint) -> None:
        vp = self.window.view.viewport()
        ev = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, vp.mapToGlobal(pos))
        QApplication.sendEvent(vp, ev)

    # -- the whole check -----------------------------------------------------------------------
    def run(self) -> list[str]:
        s, legal = self.state, self.legal
        if s.result is not None or not legal.actions:
            return []
        view = self.window.view
        # Nothing here is looked at: the board is not repainted after each press (what a
        # press hits is worked out from the scene, as before), nor the rest of the window
        # (a press reaches a widget by its events, painted or not): the window is painted
        # once, showing the sample, and a panel whose painting fails there fails the test.
        # Painting it after every press was an eighth of the file's CPU (56.0 CPU s, 49.3
        # without, at load 6; Blitzkrieg to Moscow 2's samples 6.8 and 4.7).
        self.window.repaint()  # at once (events alone paint nothing after updates were off)
        mode = view.viewportUpdateMode()
        view.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.NoViewportUpdate)
        self.window.setUpdatesEnabled(False)
        try:
            return self._run()
        finally:
            self.window.setUpdatesEnabled(True)
            view.setViewportUpdateMode(mode)

    def _run(self) -> list[str]:
        s, legal = self.state, self.legal
        with self.rec:
            if legal.end_phase is not None:
                self.end_phase(legal.end_phase)
            if s.pending is not None:
                self.decision_buttons([a for a in legal.actions if not isinstance(a, EndPhase)])
                return self.gaps
            if legal.moves:
                self.moves()
            if legal.places:
                self.places()
            if legal.attacks:
                self.attacks()
            panel = list(legal.removals) + [a for a in legal.choices if a.option not in DECLARATION]
            if panel:
                self.decision_buttons(panel)
            resolves = [a for a in legal.choices if a.option == Opt.RESOLVE]
            if resolves:
                self.declared(resolves)
            for a in legal.choices:
                if a.option in DECLARATION and a.option != Opt.RESOLVE:
                    self.gap(a, "a step of an attack declaration with no declaration under way: "
                                "no widget offers it")
            if legal.cards:
                self.cards()
            if legal.selections:
                self.selections()
            unknown = legal.unknown()
            if unknown:
                self.others(unknown)
            for a in legal.actions:
                if isinstance(a, KNOWN_KINDS) and not isinstance(
                        a, (EndPhase, Move, Place, Attack, Choose, Remove, PlayCard, SelectCards)):
                    self.gap(a, "an answer of this kind is offered only while a decision is pending")
        return self.gaps

    # -- routes --------------------------------------------------------------------------------
    def end_phase(self, action: EndPhase) -> None:
        b = self.window.phase_bar.end
        if not _usable(b):
            self.gap(action, "the End Phase button is hidden or disabled")
            return
        self.qtbot.mouseClick(b, LEFT)
        from PySide6.QtWidgets import QMessageBox

        asked = [m for m in self.window.findChildren(QMessageBox) if m.isVisible()]
        if asked:  # points the phase would throw away (Ruleset.end_phase_losses): End Phase
            end = next(x for x in asked[-1].buttons()
                       if asked[-1].buttonRole(x) == QMessageBox.ButtonRole.AcceptRole)
            self.qtbot.mouseClick(end, LEFT)
        if self.rec.take() != [(action,)]:
            self.gap(action, "the End Phase button hands over something else")

    def decision_buttons(self, answers: list[Action]) -> None:
        w = self.window
        dock = w.docks["decision"]
        if not dock.toggleViewAction().isChecked():
            for a in answers:
                self.gap(a, "the Decision panel is closed")
            return
        dock.raise_()  # its tab clicked
        QApplication.processEvents()
        got: dict[Action, bool] = {}
        for b in list(w.decision.buttons):
            if not _usable(b):
                continue
            self.qtbot.mouseClick(b, LEFT)
            for sent in self.rec.take():
                if len(sent) == 1:
                    got[sent[0]] = True
        menus_of: set = set()
        for a in answers:
            if a in got or not (isinstance(a, Choose) and len(a.hexes) == 1):
                continue
            # many answers of one hex each are picked on the map (ui.decision_panel.MAP_PICK):
            # a pending decision's by a click, the phase's open choices from the right
            # click's menu of the marked hex (ui.decision_panel.open_map_choices)
            h = a.hexes[0]
            self._see(h)
            if self.state.pending is not None:
                self.click_at(hex_point(w, h))
            elif h not in menus_of:
                menus_of.add(h)
                self.rec.menus.clear()
                self.rec.pick = 0
                self.context_menu(hex_point(w, h))
                entries = len(self.rec.menus[-1]) if self.rec.menus else 0
                for j in range(1, entries):
                    self.rec.pick = j
                    self.context_menu(hex_point(w, h))
                self.rec.pick = 0
            for sent in self.rec.take():
                if len(sent) == 1:
                    got[sent[0]] = True
        for a in answers:
            if a not in got:
                self.gap(a, "no button of the Decision panel, nor its hex on the map, gives this answer")

    def declared(self, resolves: list[Choose]) -> None:
        w = self.window
        got = set()
        for b in list(w.declared.buttons):
            if _usable(b):
                self.qtbot.mouseClick(b, LEFT)
                got |= {sent[0] for sent in self.rec.take() if len(sent) == 1}
        for a in resolves:
            if a not in got:
                self.gap(a, "no button of the declared-combats panel gives it")

    def moves(self) -> None:
        w, legal = self.window, self.legal
        for n, uid in enumerate(sorted(legal.moves)):
            wanted = legal.moves[uid]
            tool = w.view.tool
            if not isinstance(tool, MoveTool):
                for a in wanted:
                    self.gap(a, f"the board's tool is {type(tool).__name__}, which moves no unit")
                return
            pos = self.unit_point(uid)
            if pos is None:
                for a in wanted:
                    self.gap(a, "the unit's counter cannot be pressed on the board")
                continue
            modes = legal.move_modes(uid)
            for mode in modes:
                self.rec.menus.clear()
                self.rec.pick = modes.index(mode)
                self.context_menu(pos)
                entries = self.rec.menus[-1] if self.rec.menus else []
                tool = w.view.tool
                if len(entries) != len(modes) or tool.unit != uid or tool.mode != mode:
                    for a in wanted:
                        if a.mode == mode:
                            self.gap(a, "the counter's right-click menu does not offer this "
                                        "movement mode")
                    continue
                shown = tool.destinations
                ends = {}
                for a in wanted:
                    if a.mode != mode:
                        continue
                    ends.setdefault(a.to, a)
                    if a.to not in shown:
                        self.gap(a, "the destination is not lit on the board")
                    elif w.scene.hex_at(w.scene.layout.center(a.to)) != a.to:
                        self.gap(a, "the destination hex cannot be clicked")
                lit = [h for h in sorted(ends, key=self.game.label) if h in shown]
                if not lit or n >= DRIVEN:
                    tool.cancel()
                    pos = self.unit_point(uid)  # picking it brought it to the top
                    if pos is None:
                        break
                    continue
                h = lit[0]
                self._see(h)
                self.click_at(hex_point(w, h))
                sent = self.rec.take()
                ok = (len(sent) == 1 and len(sent[0]) == 1 and isinstance(sent[0][0], Move)
                      and sent[0][0] in wanted and sent[0][0].to == h and sent[0][0].mode == mode)
                if not ok:
                    self.gap(ends[h], "clicking the lit destination hands over something else")
                if isinstance(w.view.tool, MoveTool):
                    w.view.tool.cancel()
                pos = self.unit_point(uid)
                if pos is None:
                    break

    def places(self) -> None:
        w, legal = self.window, self.legal
        pool = w.pool.ready
        dock = w.docks["pool"]
        for n, uid in enumerate(sorted(legal.places)):
            wanted = legal.places[uid]
            row = w.pool.row_of(uid)
            if row < 0 or not dock.toggleViewAction().isChecked():
                for a in wanted:
                    self.gap(a, "the unit is not listed in the Reinforcements panel")
                continue
            dock.raise_()
            item = pool.item(row)
            pool.scrollToItem(item)
            self.qtbot.mouseClick(pool.viewport(), LEFT, pos=pool.visualItemRect(item).center())
            tool = w.view.tool
            if not isinstance(tool, PlaceTool) or tool.unit != uid:
                for a in wanted:
                    self.gap(a, "clicking the unit in the Reinforcements panel does not take it up")
                continue
            by_hex: dict = {}
            for a in wanted:
                by_hex.setdefault(a.hex, []).append(a)
            for h, same in by_hex.items():
                if h not in tool.targets:
                    for a in same:
                        self.gap(a, "the hex is not lit for placing")
                for a in same[1:]:
                    self.gap(a, "another placement on the same hex (another reason) takes its place")
            lit = sorted((h for h in by_hex if h in tool.targets), key=self.game.label)
            if lit and n < DRIVEN:
                h = lit[0]
                self._see(h)
                self.click_at(hex_point(w, h))
                if self.rec.take() != [(tool.targets[h],)] or tool.targets[h] not in wanted:
                    self.gap(by_hex[h][0], "clicking the lit hex hands over something else")
            if isinstance(w.view.tool, PlaceTool):
                w.view.tool.cancel()
                QApplication.processEvents()

    def attacks(self) -> None:
        w, legal = self.window, self.legal
        combat = w.combat
        for a in legal.attacks:
            tool = w.view.tool
            if not isinstance(tool, AttackTool):
                self.gap(a, f"the board's tool is {type(tool).__name__}, which declares no attack")
                continue
            self.qtbot.mouseClick(combat.clear, LEFT)
            why = self._declare(a)
            if why:
                self.gap(a, why)
                continue
            if not _usable(combat.resolve):
                self.gap(a, "the combat panel's Resolve button is hidden or disabled")
                continue
            self.qtbot.mouseClick(combat.resolve, LEFT)
            sent = self.rec.take()
            steps = tuple(self.game.declaration_steps(self.state, a))
            if not sent or not (sent[-1][0] == a or sent[-1] == steps):
                got = "; ".join(self.words(x) for x in sent[-1]) if sent else "nothing"
                self.gap(a, f"the attack put together on the board hands over {got}")
        self.qtbot.mouseClick(combat.clear, LEFT)

    def _declare(self, a: Attack) -> str:
        """Put ``a`` together on the board; what stands in the way, in words ('' if none)."""
        w = self.window
        tool = w.view.tool
        self._see(a.target)
        self.click_at(hex_point(w, a.target))
        if tool.target != a.target:
            return "pressing the target hex does not aim at it"
        for uid in sorted(tool.attackers ^ set(a.attackers)):
            pos = self.unit_point(uid)
            if pos is None:
                return "an attacker's counter cannot be pressed on the board"
            # one unit at a time: a plain click takes a stack's eligible units together
            self.click_at(pos, Qt.KeyboardModifier.ControlModifier)
        if tool.attackers != set(a.attackers) or tool.target != a.target:
            return "pressing the counters does not make exactly these attackers"
        for h in a.also:
            self._see(h)
            self.click_at(hex_point(w, h), Qt.KeyboardModifier.ShiftModifier)
        if list(tool.also) != list(a.also):
            return "Shift-pressing the further hexes does not add them"
        for uid in a.support:
            pos = self.unit_point(uid)
            if pos is not None:
                self.click_at(pos)
        if tool.support != set(a.support):
            return "pressing the supporting units does not add them"
        if a.leader_hexes:
            return "no widget gives a leader's bonus to an attacking hex"
        if a.air:
            spin = w.combat.air
            if not (w.combat.air_box.isVisible() and spin.isEnabled() and spin.maximum() >= a.air):
                return (f"the combat panel offers no {a.air} air points (it offers "
                        f"{spin.maximum() if w.combat.air_box.isVisible() else 0})")
            spin.setValue(a.air)
        if tool.air != a.air:
            return "the air points set in the combat panel do not reach the attack"
        return ""

    def cards(self) -> None:
        w, legal = self.window, self.legal
        panel = w.cards
        for card, wanted in sorted(legal.cards.items()):
            QApplication.processEvents()
            widget = panel.cards.get(card)
            if not _usable(widget) or not w.docks["cards"].toggleViewAction().isChecked():
                for a in wanted:
                    self.gap(a, "the card is not shown in the Cards panel")
                continue
            w.docks["cards"].raise_()
            got = set()
            for i in range(max(len(wanted), 1)):
                self.rec.pick = i
                self.qtbot.mouseClick(panel.cards[card], LEFT)
                tool = w.view.tool
                if any(a.target for a in wanted) and type(tool).__name__ == "CardTargetTool":
                    for h, plays in list(tool.by_hex.items()):
                        for j in range(len(plays)):
                            self.rec.pick = j
                            self._see(h)
                            unit = plays[j].target if plays[j].target in self.state.units else None
                            pos = self.unit_point(unit) if unit else None
                            self.click_at(pos if pos is not None else hex_point(w, h))
                            got |= {s[0] for s in self.rec.take() if len(s) == 1}
                    tool.cancel()
                    QApplication.processEvents()
                    break
                got |= {s[0] for s in self.rec.take() if len(s) == 1}
            for a in wanted:
                if a not in got:
                    self.gap(a, "clicking the card (and its target or menu entry) does not play it "
                                "this way")
        self.rec.pick = 0

    def selections(self) -> None:
        w, legal = self.window, self.legal
        panel = w.cards
        for a in legal.selections:
            panel.selection = set()
            panel.refresh()
            QApplication.processEvents()
            for card in a.cards:
                QApplication.processEvents()  # the cards just drawn again show at the next turn
                widget = panel.cards.get(card)
                if not _usable(widget):
                    break
                self.qtbot.mouseClick(widget, LEFT)
            QApplication.processEvents()
            if panel.selection != set(a.cards) or not _usable(panel.confirm):
                self.gap(a, "the cards cannot be chosen and confirmed in the Cards panel")
                continue
            self.qtbot.mouseClick(panel.confirm, LEFT)
            if self.rec.take() != [(a,)]:
                self.gap(a, "Confirm selection hands over another choice")
        panel.selection = set()
        panel.refresh()

    def others(self, unknown: list[Action]) -> None:
        b = self.window.phase_bar.other
        if not _usable(b):
            for a in unknown:
                self.gap(a, "the Other actions… button is hidden or disabled")
            return
        got = set()
        for i in range(len(unknown)):
            self.rec.pick = i
            self.qtbot.mouseClick(b, LEFT)
            got |= {s[0] for s in self.rec.take() if len(s) == 1}
        self.rec.pick = 0
        for a in unknown:
            if a not in got:
                self.gap(a, "Other actions… does not list it")


def unreachable(window, qtbot, where: str) -> list[str]:
    """Every legal action of the state ``window`` shows that no widget hands over, each in
    words with why (``where`` names the game and moment in the messages)."""
    return Reach(window, qtbot, where).run()


def show(window, history, seed: int) -> None:
    """Show ``history``'s current state in ``window`` (the board is built once per game:
    a later state of the same game is shown on the same board)."""
    c = window.controller
    if c.game is history.game:
        c.history = history
        c._legal = None
        c._announce(reset_log=True)
    else:
        c.adopt(history, seed)
    QApplication.processEvents()


def point(window, scene_pos: QPointF) -> QPoint:
    return view_point(window, scene_pos)


def golden_history(scenario: str, seed: int, step: int):
    """The golden game of ``scenario`` and ``seed`` replayed by the engine to ``step``:
    (a history whose only state is that one, the save's seed)."""
    from pathlib import Path

    from qtwargame.engine import savegame
    from qtwargame.engine.game import Game
    from qtwargame.engine.history import History

    saved = savegame.read(Path(__file__).resolve().parents[1] / "data" / "golden"
                          / f"{scenario}-{seed}.qtwsave")
    game = Game(saved.scenario, saved.options, revision=saved.revision)
    state, entries = game.new_state(saved.seed, saved.dice_script, saved.generator)
    history = History(game, state, entries)
    for data in saved.actions[:step]:
        history.submit(game.decode(data))
    return History(game, history.state, []), saved.seed
