"""Who is in front, and how tall, in the play window's column of docks beside the board.

The Decision and Combat panels share one tab group; the results tables and the log stand
under them. A question brings the Decision panel in front and its answers take the room
they need from the docks under it; a combat phase brings the Combat panel. Each gives back
what it covered (the tab in front, the heights) when it is over, so the window the player
arranged comes back. The window calls in at those moments; this class keeps the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QTabBar

if TYPE_CHECKING:
    from qtwargame.ui.main_window import MainWindow

#: The share of the window's height a question's answers may claim from the docks under
#: the Decision panel (the results tables, the log), for as long as it is asked: at 768 rows
#: about 345 pixels, four answers of three lines each (Blitzkrieg to Moscow 2's active or
#: passive defence in Japanese; at 0.4 its fourth answer was cut, session 92).
ANSWER_ROOM = 0.45

#: The share of the window's height the Combat dock's tab group takes in a combat phase,
#: from the log under the results tables (session 93 at 1,366 x 768: the preview, its odds,
#: expected losses and result bars, had about 160 pixels under Resolve and the owed-attack
#: proposal). The results tables keep their height: the preview's column is marked there.
COMBAT_ROOM = 0.5


class DockRoom:
    """The Decision panel's tab group and column in one window (``window.docks`` holds
    ``"decision"`` and ``"combat"`` tabified together)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        #: The dock in front of the Decision panel's tab group (the Decision panel at first:
        #: a combat phase brings the Combat panel), as the player or the window last chose it.
        self.group_front: QDockWidget = window.docks["decision"]
        #: What was in front where a question brought the Decision panel: it comes back
        #: when nothing more is asked (None: nothing to give back).
        self.behind_question: QDockWidget | None = None
        #: The docks' heights before a question's answers took room from them, restored
        #: when nothing more is asked (None: none taken).
        self.room_taken: dict[QDockWidget, int] | None = None
        #: What was in front where a combat phase brought the Combat panel: it comes back
        #: when a phase without combat begins (None: nothing to give back).
        self.behind_combat: QDockWidget | None = None
        #: A question is asked (from ``question_asked`` to ``nothing_asked``).
        self.asking = False
        #: The docks' heights before a combat phase gave the Combat dock room, restored
        #: when a phase without combat begins (None: none taken).
        self.combat_room: dict[QDockWidget, int] | None = None
        # The answers are measured as the question comes, before the window has laid them
        # out (their width, the docks' heights given): once laid out, a list that still
        # scrolls takes what room is left (session 92: Shin Barbarossa's defensive air in
        # Japanese one pixel short, with three to spare under it).
        window.decision.answers_area.verticalScrollBar().rangeChanged.connect(
            self._answers_measured)

    # -- the moments the window calls in ---------------------------------------------------------
    def tab_activated(self, dock: QDockWidget) -> None:
        """The player (or the window) brought ``dock`` in front of its tab group."""
        w = self.window
        decision = w.docks["decision"]
        if dock is decision or dock in w.tabifiedDockWidgets(decision):
            self.group_front = dock

    def question_asked(self) -> None:
        """A decision is pending: the Decision panel comes in front, remembering what it
        covered, and its answers get their room."""
        w = self.window
        dock = w.docks["decision"]
        front = self.group_front
        if (self.behind_question is None and front is not dock
                and front in w.tabifiedDockWidgets(dock)):
            self.behind_question = front
        self.asking = True
        dock.show()
        dock.raise_()
        self.make_room_for_answers()

    def nothing_asked(self) -> None:
        """Nothing is asked any more: the docks get back the room the answers took, and
        the tab the question covered comes in front again."""
        w = self.window
        self.asking = False
        taken, self.room_taken = self.room_taken, None
        if taken is not None:
            docks = [d for d in taken if not d.isHidden() and not d.isFloating()]
            w.resizeDocks(docks, [taken[d] for d in docks], Qt.Orientation.Vertical)
        behind, self.behind_question = self.behind_question, None
        if (behind is not None and not behind.isHidden()
                and behind in w.tabifiedDockWidgets(w.docks["decision"])):
            behind.raise_()

    def combat_opens(self) -> None:
        """A combat phase opens (or a decision in it is answered): the Combat dock, with
        its preview and the owed-attack proposal, in front of the Decision panel the last
        question left there; what the player had in front comes back with a phase without
        combat."""
        w = self.window
        combat = w.docks["combat"]
        front = self.group_front
        if front is not combat and front in w.tabifiedDockWidgets(combat):
            self.behind_combat = front
        combat.raise_()
        self.make_room_for_combat()

    def combat_phase_over(self) -> None:
        """A phase without combat begins: the dock the player had in front of the Combat
        panel's tab group before a combat phase brought the panel comes back (session 91 by
        hand: the Combat dock stayed in front through setup and movement phases)."""
        w = self.window
        self.give_combat_room_back()
        behind, self.behind_combat = self.behind_combat, None
        combat = w.docks["combat"]
        if behind is None or behind.isHidden() or behind not in w.tabifiedDockWidgets(combat):
            return
        if self.behind_question is combat:
            self.behind_question = behind  # a question opens the phase: it comes back after
        elif self.group_front is combat:
            behind.raise_()

    # -- the combat's room -------------------------------------------------------------------------
    def make_room_for_combat(self) -> None:
        """A combat phase: the Combat dock's tab group takes up to :data:`COMBAT_ROOM` of
        the window's height from the log under it (never below the log's least height),
        once a phase; ``give_combat_room_back`` returns it."""
        w = self.window
        combat, log = w.docks["combat"], w.docks["log"]
        if (self.combat_room is not None or self.asking or combat.isFloating()
                or w.dockWidgetArea(combat) not in (Qt.DockWidgetArea.LeftDockWidgetArea,
                                                    Qt.DockWidgetArea.RightDockWidgetArea)):
            return
        others = self._column()
        if log not in others:
            return
        extent = self._extent(combat)
        short = int(w.height() * COMBAT_ROOM) - extent
        give = min(short, self._extent(log) - self._least(log))
        if give <= 0:
            return
        self.combat_room = {combat: extent, **{d: self._extent(d) for d in others}}
        heights = [extent + give, *(self.combat_room[d] - (give if d is log else 0)
                                    for d in others)]
        w.resizeDocks([combat, *others], heights, Qt.Orientation.Vertical)

    def give_combat_room_back(self) -> None:
        """A phase without combat: the docks get back the heights they had before the
        combat phase took room for the Combat dock (where a question holds room now, its
        answers give back those heights when nothing more is asked)."""
        w = self.window
        taken, self.combat_room = self.combat_room, None
        if taken is None:
            return
        if self.room_taken is not None:
            self.room_taken.update({d: h for d, h in taken.items() if d in self.room_taken}
                                   | {w.docks["decision"]: taken[w.docks["combat"]]})
            return
        docks = [d for d in taken if not d.isHidden() and not d.isFloating()]
        w.resizeDocks(docks, [taken[d] for d in docks], Qt.Orientation.Vertical)

    # -- the answers' room ------------------------------------------------------------------------
    def _answers_measured(self, _least: int, most: int) -> None:
        """The answer list's scroll range changed: while a question is asked, a list that
        still scrolls takes what room the docks under it have left."""
        if self.asking and most > 0:
            self.make_room_for_answers(more=most)

    def make_room_for_answers(self, more: int = 0) -> None:
        """Session 91 by hand at 1,366 x 768: the Decision panel's answers had about 80
        pixels, and Shin Barbarossa's defensive air answer (three lines) and its "No air
        unit" were scrolled to. A question's answers take the room they need, up to
        :data:`ANSWER_ROOM` of the window's height, from the docks under the panel (their
        heights come back when nothing more is asked, and as far as the next question of a
        run needs less room). ``more``: the pixels the list, laid out, still lacks."""
        w = self.window
        decision = w.docks["decision"]
        if decision.isFloating() or w.dockWidgetArea(decision) not in (
                Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea):
            return
        panel = w.decision
        want = min(panel.answers_height() + more, int(w.height() * ANSWER_ROOM))
        others = self._column()
        if not others:
            return
        extent = self._extent(decision)
        # Sized from the heights before the first question of a run took room: a question
        # with fewer answers than the last gives the surplus back.
        base = self.room_taken
        if base is None or set(base) != {decision, *others}:
            base = {decision: extent, **{d: self._extent(d) for d in others}}
        short = want - (panel.answers_area.viewport().height() - (extent - base[decision]))
        if short <= 0 and self.room_taken is None:
            return
        spare = {d: max(0, base[d] - self._least(d)) for d in others}
        room = sum(spare.values())
        short = max(0, min(short, room))
        if self.room_taken is None:
            self.room_taken = base
        # each gives up its share of what it has to spare
        given = {d: short * spare[d] // room if room else 0 for d in others}
        given[max(others, key=lambda d: spare[d])] += short - sum(given.values())
        w.resizeDocks([decision, *others], [base[decision] + short,
                                           *(base[d] - given[d] for d in others)],
                      Qt.Orientation.Vertical)

    def _column(self) -> list[QDockWidget]:
        """The docks shown one under another beside the Decision panel in its area (one of
        each tab group), from the top."""
        w = self.window
        decision = w.docks["decision"]
        area = w.dockWidgetArea(decision)
        column: list[QDockWidget] = []
        for d in w.docks.values():
            if (d is decision or d.isHidden() or d.isFloating() or w.dockWidgetArea(d) != area
                    or any(d in w.tabifiedDockWidgets(e) for e in (decision, *column))):
                continue
            column.append(d)
        return column

    def _extent(self, dock: QDockWidget) -> int:
        """The height ``resizeDocks`` gives ``dock``'s place: the dock's, and its tab bar's
        where it is one of a group of tabs."""
        w = self.window
        if not w.tabifiedDockWidgets(dock):
            return dock.height()
        title = dock.windowTitle()
        for bar in w.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if bar.isVisible() and any(bar.tabText(i) == title for i in range(bar.count())):
                return dock.height() + bar.height()
        return dock.height()

    @staticmethod
    def _least(dock: QDockWidget) -> int:
        """The least height ``dock`` is laid out at: its panel's least and its title bar (a
        dock's own hint leaves its panel out)."""
        inner = dock.widget()
        frame = dock.height() - inner.height() if inner is not None else 0
        return max(dock.minimumSizeHint().height(),
                   (inner.minimumSizeHint().height() if inner is not None else 0) + frame)
