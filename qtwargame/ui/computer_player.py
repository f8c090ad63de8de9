"""Computer sides in the play window.

:class:`ComputerSides` watches the controller. When the side the game waits for is played
by the computer, it hands that side's view and the legal actions to a worker thread
(:class:`ThinkThread`), which asks the ``qtwargame.ai`` player; the answer comes back to
the GUI thread and, after the pace the player chose, goes through
``GameController.submit`` like a click would, so it appears in the log with its dice. The
window stays responsive while the computer thinks: a busy indicator and "thinking" text sit
in the status bar, Computer ▸ Pause stops it before its next action, and an answer that
arrives for a position that is no longer current (undo, load, new game) is dropped. Where
the computer's choices depend on its secrets (a hand of cards), an answer it had no choice
in is shown no sooner than its thinking with a choice takes (``ui.thinking_floor``), so the
time it seems to think does not tell what it holds.

"Suggest a move" asks the default level for the person's side in the same kind of worker
and reports the action in the status bar. Undo with a computer side takes back everything
since the person's last decision (as far as the engine allows: never past a die roll).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu

from qtwargame.ai import DEFAULT_LEVEL, LEVELS, make_player
from qtwargame.ai.players import Player
from qtwargame.ai.world import derive_seed
from qtwargame.engine.actions import Action
from qtwargame.engine.state import GameState
from qtwargame.engine.view import seat_game, view_for
from qtwargame.ui.controller import GameController
from qtwargame.ui.thinking_floor import Question, ThinkingFloor

HUMAN = "human"
#: Pause between two computer actions, in milliseconds (the Pace menu).
PACES = (0, 250, 600, 1200, 2500)
DEFAULT_PACE = 600
#: Safety net of one decision in the window (the level's budget normally ends it first).
MAX_SECONDS = 20.0
#: What a move was asked of: the position, the generation of players and the side to act.
ThinkToken = tuple[GameState, int, str]


def level_title(level_id: str) -> str:
    from qtwargame.ui.names import translate

    for lv in LEVELS:
        if lv.id == level_id:
            return translate(lv.title.context, lv.title.text)
    return level_id


def add_computer_levels(combo, template: str, recommended: str = "{level}") -> None:
    """Add one item per computer level (weakest first) to a player combo box; the default
    level's name is written through ``recommended`` ("{level} (recommended)")."""
    for lv in LEVELS:
        name = level_title(lv.id)
        if lv.id == DEFAULT_LEVEL:
            name = recommended.format(level=name)
        combo.addItem(template.format(level=name), lv.id)


class ThinkThread(QThread):
    """Runs ``player.choose`` off the GUI thread; ``done`` carries the action (or None
    and the error text if the player failed)."""

    done = Signal(object, object, str)  # token, action or None, error

    def __init__(self, player: Player, game, view, legal: list[Action], token: object,
                 parent: QObject | None = None) -> None:
        # The application owns the thread, not the window (``parent`` is only whose it
        # is): a window destroyed while the computer thinks, closed or not, must not
        # destroy a running thread with it ("QThread: Destroyed while thread is still
        # running" aborts the program). It deletes itself once finished; the application
        # waits for the ones still running before it quits (``wait_for_threads``).
        app = QCoreApplication.instance()
        super().__init__(app)
        self.owner = parent
        self.finished.connect(self.deleteLater)
        if app is not None and not app.property("qtwargame_waits_for_threads"):
            app.setProperty("qtwargame_waits_for_threads", True)
            app.aboutToQuit.connect(wait_for_threads)
        self.player, self.game, self.view_state, self.legal = player, game, view, legal
        self.token = token

    def run(self) -> None:
        try:
            action = self.player.choose(self.game, self.view_state, self.legal)
        except Exception as e:  # a failing player must not take the game down
            self.done.emit(self.token, None, f"{type(e).__name__}: {e}")
            return
        self.done.emit(self.token, action, "")


def running_threads(owner: QObject | None = None) -> list[ThinkThread]:
    """The computer's threads not yet finished (those of ``owner`` only, if given)."""
    app = QCoreApplication.instance()
    if app is None:
        return []
    return [t for t in app.findChildren(ThinkThread)
            if t.isRunning() and (owner is None or t.owner is owner)]


def wait_for_threads(owner: QObject | None = None, ms: int = -1) -> bool:
    """Wait until the computer's threads (``owner``'s, or all) have finished, at most
    ``ms`` milliseconds each (-1: as long as they take; a player's budget ends them).
    True if none is left running."""
    for t in running_threads(owner):
        t.wait(ms) if ms >= 0 else t.wait()
    return not running_threads(owner)


class ComputerSides(QObject):
    """Who plays each side, and the computer players that play theirs."""

    #: True while a computer side is thinking.
    thinkingChanged = Signal(bool)
    #: A suggested action for the person's side (and its text).
    suggested = Signal(object, str)
    #: The computer was paused or resumed.
    pausedChanged = Signal(bool)
    #: The computer waits for the person after an undo (True) or no longer (False).
    heldChanged = Signal(bool)
    #: The computer's next action, chosen and about to be played after the pace's pause
    #: (``ui.intentions`` shows it on the board).
    intends = Signal(object)
    #: Who plays which side changed (``set_sides``).
    sidesChanged = Signal()

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.levels: dict[str, str] = {}  # side -> level id, absent: a person plays it
        self.players: dict[str, Player] = {}
        self.pace = DEFAULT_PACE
        self.paused = False
        #: After an undo the computer waits for the person's next action (then plays on
        #: by itself); ``release`` lets it play on at once.
        self.held = False
        #: Counts the players' replacements and cancellations (see ``poll``'s token).
        self.generation = 0
        self.think_thread: ThinkThread | None = None
        self.hint_thread: ThinkThread | None = None
        self._ready: tuple[ThinkToken, Action] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_ready)
        #: How soon an answer may be shown where the choices depend on the computer's
        #: secrets; the question being thought about; an answer come too soon, held (the
        #: indicator still says the computer thinks) until ``_floor_timer`` ends.
        self.floor = ThinkingFloor()
        self._question: Question | None = None
        self._early: tuple[ThinkToken, Action] | None = None
        self._floor_timer = QTimer(self)
        self._floor_timer.setSingleShot(True)
        self._floor_timer.timeout.connect(self._floor_over)
        self.last_error = ""
        controller.logAppended.connect(self._acted)
        controller.stateChanged.connect(lambda _s: self.poll())
        controller.gameStarted.connect(lambda _g: self._reset_players())
        controller.computerLoaded.connect(self.restore)

    # -- configuration ------------------------------------------------------------------------
    def set_sides(self, players: dict[str, str], announce: bool = True) -> None:
        """``side -> "human" or a level id`` (the New Game dialog's choice). ``announce``
        False: only take the players (a game about to start announces itself)."""
        self.levels = {s: lv for s, lv in players.items() if lv and lv != HUMAN}
        humans = [s for s in players if s not in self.levels]
        # The board shows the one person's view; hot-seat (two people) or watching (none)
        # shows the side to act, as before.
        self.controller.viewer = humans[0] if len(humans) == 1 else None
        self.controller.computer_sides = frozenset(self.levels)
        self.controller.computer_levels = dict(self.levels)
        self._reset_players()
        self.sidesChanged.emit()
        if announce and self.controller.state is not None:
            self.controller.stateChanged.emit(self.controller.state)  # redraw, then poll

    def restore(self, levels: dict[str, str]) -> None:
        """A loaded save's computer sides (side -> level id): the computer plays those
        sides again, people the others. A level this program does not have (a save from
        another version) is played by the default level. The controller tells them before
        it announces the game's state, so nothing is drawn here."""
        known = {lv.id for lv in LEVELS}
        game = self.controller.game
        sides = game.sides if game is not None else list(levels)
        self.set_sides({s: (levels[s] if levels[s] in known else DEFAULT_LEVEL)
                        if s in levels else HUMAN for s in sides}, announce=False)

    def is_computer(self, side: str | None) -> bool:
        return side in self.levels

    def _reset_players(self) -> None:
        self._cancel()
        self.held = False
        seed = self.controller.seed
        self.players = {s: make_player(lv, s, derive_seed(seed, s, lv), max_seconds=MAX_SECONDS)
                        for s, lv in self.levels.items()}

    def set_paused(self, paused: bool) -> None:
        if paused != self.paused:
            self.paused = paused
            self.pausedChanged.emit(paused)
        if not paused:
            if self._ready is not None:
                self._timer.start(0)
            else:
                self.poll()

    def set_pace(self, ms: int) -> None:
        self.pace = ms

    def _acted(self, _entries) -> None:
        """Someone acted (not an undo): a hold after an undo ends."""
        if self.held:
            self.held = False
            self.heldChanged.emit(False)

    def release(self) -> None:
        """End the hold after an undo: the computer plays on now."""
        if self.held:
            self.held = False
            self.heldChanged.emit(False)
        self.poll()

    # -- playing ------------------------------------------------------------------------------
    def thinking(self) -> bool:
        """True while the computer thinks, as the person sees it: its answer may be held
        a moment after the thread ended (``_early``)."""
        return self.think_thread is not None or self._early is not None

    def poll(self) -> None:
        """Start thinking if the game waits for a computer side and nothing else is on."""
        c = self.controller
        s = c.state
        if (s is None or s.over or self.paused or self.held or self.think_thread is not None
                or self._ready or self._early):
            return
        side = s.to_act
        player = self.players.get(side)
        if player is None:
            return
        game = c.game
        if game is None:
            return
        legal = game.legal_actions(s)
        if not legal:
            return
        # The token names the position and the players it was asked of: an answer for an
        # earlier game or an earlier choice of players is dropped however late it lands.
        # The player thinks on a game of its own (engine.view.seat_game): nothing it can
        # reach holds the true state, and the window's queries never race its search.
        token = (s, self.generation, side)
        self._question = self.floor.ask(game, s, self.levels.get(side, ""), len(legal), c.history)
        self.think_thread = ThinkThread(player, seat_game(game, side), view_for(game, s, side), legal,
                                  token, self)
        self.think_thread.done.connect(self._answered)
        self.think_thread.finished.connect(self.think_thread.deleteLater)
        self.thinkingChanged.emit(True)
        self.think_thread.start()

    def _current(self, token: ThinkToken) -> bool:
        """True if ``token`` was asked of this position by the players choosing now, for a
        side the computer still plays."""
        state, generation, side = token
        return (state is self.controller.state and generation == self.generation
                and side in self.players)

    def _answered(self, token: ThinkToken, action: Action | None, error: str) -> None:
        if token[1] != self.generation:
            return  # asked of players since replaced: a thread of theirs may be running
        self.think_thread = None
        question, self._question = self._question, None
        if action is not None and question is not None and self._current(token):
            wait = self.floor.answered(question)
            if wait > 0:  # too soon for a decision whose choices are the computer's secret
                self._early = (token, action)
                self._floor_timer.start(max(round(wait * 1000), 1))
                return
        self._show_answer(token, action, error)

    def _floor_over(self) -> None:
        """The answer held since it came too soon is shown now (``_answered``)."""
        early, self._early = self._early, None
        if early is not None:
            self._show_answer(early[0], early[1], "")

    def _show_answer(self, token: ThinkToken, action: Action | None, error: str) -> None:
        """The computer has answered, as the person sees it: the indicator stops, and the
        answer is played after the pace (unless paused)."""
        self.thinkingChanged.emit(False)
        if not self._current(token):
            self.poll()  # the position changed meanwhile (undo, load): think again
            return
        if action is None:
            self.last_error = error
            self.set_paused(True)
            self.controller.illegalAction.emit("", error)
            return
        self._ready = (token, action)
        self.intends.emit(action)
        if not self.paused:
            self._timer.start(self.pace)

    def _play_ready(self) -> None:
        ready, self._ready = self._ready, None
        if ready is None or self.paused:
            self._ready = ready
            return
        token, action = ready
        if self._current(token) and action.side == token[2]:
            self.controller.submit(action, by_computer=True)
        else:
            self.poll()

    def _cancel(self) -> None:
        """Forget the answer being prepared (the thread finishes on its own and its answer,
        for a position no longer current, is dropped)."""
        self._timer.stop()
        self._ready = None
        self.generation += 1
        self._question = None
        self._floor_timer.stop()
        was_thinking = self.thinking()
        self._early = None
        if self.think_thread is not None:
            self.think_thread.done.disconnect(self._answered)
            self.think_thread.done.connect(lambda *a: None)
            self.think_thread = None
        if was_thinking:
            self.thinkingChanged.emit(False)

    def stop(self, ms: int = 30_000) -> None:
        """Pause and let running workers finish (before the window closes)."""
        self.set_paused(True)
        self._cancel()
        if self.hint_thread is not None:
            self.hint_thread.done.disconnect(self._hinted)
            self.hint_thread = None
        wait_for_threads(self, ms)

    # -- the person's side --------------------------------------------------------------------
    def suggest(self, level_id: str = DEFAULT_LEVEL) -> bool:
        """Ask ``level_id`` what it would do for the side to act (if a person plays it)."""
        c = self.controller
        s = c.state
        if s is None or s.over or self.is_computer(s.to_act) or self.hint_thread is not None:
            return False
        game = c.game
        if game is None:
            return False
        legal = game.legal_actions(s)
        if not legal:
            return False
        player = make_player(level_id, s.to_act, derive_seed(c.seed, s.seq, "hint"),
                             max_seconds=MAX_SECONDS)
        self.hint_thread = ThinkThread(player, seat_game(game, s.to_act), view_for(game, s, s.to_act),
                                       legal, s, self)
        self.hint_thread.done.connect(self._hinted)
        self.hint_thread.finished.connect(self.hint_thread.deleteLater)
        self.hint_thread.start()
        return True

    def _hinted(self, token: object, action: Action | None, error: str) -> None:
        self.hint_thread = None
        if action is None or token is not self.controller.state:
            return
        self.suggested.emit(action, self.controller.render(action.describe()))

    def undo_to_person(self) -> bool:
        """Undo the computer's actions since the person's last decision, and that decision.
        False if nothing could be undone."""
        c = self.controller
        if not self.levels:
            return c.undo()
        self._cancel()
        # The person decides again first: the computer waits for their next action (or
        # for "Let the computer play on" in the header), then plays on by itself.
        self.held = True
        undone = False
        while c.can_undo() and c.history is not None:
            last = c.history.steps[-1].action.side
            c.undo()
            undone = True
            if not self.is_computer(last):
                break
        self.held = undone
        self.heldChanged.emit(undone)
        return undone


class ComputerMenu(QObject):
    """The Computer menu and the status bar's thinking indicator of a main window."""

    def __init__(self, window: QMainWindow, sides: ComputerSides) -> None:
        super().__init__(window)
        self.window, self.sides = window, sides
        self.menu = QMenu(window)
        window.menuBar().insertMenu(window.menuBar().actions()[-1], self.menu)
        self.act_pause = QAction(window, checkable=True)
        self.act_pause.setShortcut("Ctrl+P")
        self.act_pause.toggled.connect(sides.set_paused)
        self.act_suggest = QAction(window)
        self.act_suggest.setShortcut("Ctrl+I")
        self.act_suggest.triggered.connect(self.suggest)
        self.menu.addAction(self.act_pause)
        self.menu.addAction(self.act_suggest)
        # Issue 48, item 19: who plays each side, changed mid-game (Computer ▸ Players).
        self.menu_players = self.menu.addMenu("")
        self.menu_players.setObjectName("players")
        self.player_actions: dict[str, dict[str, QAction]] = {}
        self.menu_pace = self.menu.addMenu("")
        self.pace_group = QActionGroup(window)
        self.pace_actions: dict[int, QAction] = {}
        prefs = getattr(window, "preferences", None)
        if prefs is not None:  # issue 48, item 19: the pace chosen last time
            remembered = prefs.computer_pace(sides.pace)
            sides.set_pace(remembered if remembered in PACES else sides.pace)
        for ms in PACES:
            a = QAction(window, checkable=True)
            a.setChecked(ms == sides.pace)
            a.triggered.connect(lambda _c=False, ms=ms: self.set_pace(ms))
            self.pace_group.addAction(a)
            self.menu_pace.addAction(a)
            self.pace_actions[ms] = a
        # The indicator is a label whose text says who thinks (a QProgressBar in busy mode
        # keeps the style animating, and QApplication.processEvents never returns).
        self.label = QLabel()
        self.label.setObjectName("computerStatus")
        window.statusBar().addPermanentWidget(self.label)
        sides.thinkingChanged.connect(self.on_thinking)
        sides.pausedChanged.connect(self.on_paused)
        sides.suggested.connect(self.on_suggested)
        sides.sidesChanged.connect(self.rebuild_players)
        sides.controller.gameStarted.connect(lambda _g: self.rebuild_players())
        self.retranslate()

    # -- who plays each side --------------------------------------------------------------
    def rebuild_players(self) -> None:
        """One submenu a side: a person, or each computer level; the current one checked."""
        self.menu_players.clear()
        self.player_actions = {}
        c = self.sides.controller
        game, names = c.game, c.names
        self.menu_players.setEnabled(game is not None)
        if game is None or names is None:
            return
        for side in game.sides:
            sub = self.menu_players.addMenu(names.side(side))
            group = QActionGroup(sub)
            current = self.sides.levels.get(side, HUMAN)
            acts = {}
            for key in [HUMAN, *(lv.id for lv in LEVELS)]:
                # The New Game dialog's words for the same choice.
                text = (self.tr("Human (at this screen)") if key == HUMAN
                        else self.tr("Computer: {level}").format(
                            level=level_title(key) if key != DEFAULT_LEVEL
                            else self.tr("{level} (recommended)").format(level=level_title(key))))
                a = QAction(text, sub, checkable=True)
                a.setChecked(key == current)
                a.triggered.connect(lambda _c=False, side=side, key=key: self.switch(side, key))
                group.addAction(a)
                sub.addAction(a)
                acts[key] = a
            self.player_actions[side] = acts

    def switch(self, side: str, player: str) -> None:
        """``side`` is played from now on by ``player`` ("human" or a level id). The
        computer's answer being prepared for the old players is dropped (``set_sides``
        cancels it: its token's generation is no longer current), so no late answer of the
        old player lands; the choice is remembered for the scenario's next New Game."""
        c = self.sides.controller
        game = c.game
        if game is None:
            return
        players = {s: self.sides.levels.get(s, HUMAN) for s in game.sides}
        if players.get(side) == player:
            return
        players[side] = player
        self.sides.set_sides(players)
        prefs = getattr(self.window, "preferences", None)
        if prefs is not None:
            prefs.set_players(game.scenario.id, players)
        who = (self.tr("a person") if player == HUMAN
               else self.tr("the computer ({level})").format(level=level_title(player)))
        show = getattr(self.window, "show_status", None)
        if show is not None and c.names is not None:
            show(self.tr("The {side} side is now played by {who}.").format(side=c.names.side(side), who=who))

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("&Computer"))
        self.act_pause.setText(self.tr("&Pause the computer"))
        self.act_suggest.setText(self.tr("&Suggest a move"))
        self.menu_pace.setTitle(self.tr("Pa&ce"))
        self.menu_players.setTitle(self.tr("P&layers"))
        self.rebuild_players()
        names = {0: self.tr("At once"), 250: self.tr("Fast"), 600: self.tr("Normal"),
                 1200: self.tr("Slow"), 2500: self.tr("Very slow")}
        for ms, a in self.pace_actions.items():
            a.setText(names[ms])
        self.on_thinking(self.sides.thinking())

    def set_pace(self, ms: int) -> None:
        self.sides.set_pace(ms)
        prefs = getattr(self.window, "preferences", None)
        if prefs is not None:
            prefs.set_computer_pace(ms)

    def on_thinking(self, on: bool) -> None:
        s = self.sides.controller.state
        if on and s is not None:
            level = self.sides.levels.get(s.to_act, "")
            self.label.setText(self.tr("Computer ({level}) is thinking…").format(
                level=level_title(level)))
        else:
            self.label.setText(self.tr("Computer paused") if self.sides.paused
                               and self.sides.levels else "")

    def on_paused(self, paused: bool) -> None:
        if self.act_pause.isChecked() != paused:
            self.act_pause.setChecked(paused)
        self.on_thinking(self.sides.thinking())

    def suggest(self) -> None:
        if self.sides.suggest():
            self.label.setText(self.tr("Looking for a move…"))
        else:
            self.label.setText(self.tr("No suggestion: it is not a person's decision now."))

    def on_suggested(self, action, text: str) -> None:
        self.label.setText(self.tr("Suggestion: {action}").format(action=text))
