"""The controller: the one object that changes the game.

It owns the :class:`History` of the game being played. Widgets and tools call
:meth:`GameController.submit` with an action; the controller applies it through the
engine and tells everyone what changed through signals. Widgets draw from the state they
are given and never change it themselves.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from qtwargame.engine import savegame
from qtwargame.engine.actions import Action, Attack, Choose, EndPhase, Move, Opt, Place, SelectCards
from qtwargame.engine.dice import SPLITMIX64
from qtwargame.engine.game import Game, LogEntry
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.history import History, Step
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.savegame import SavedGame
from qtwargame.engine.state import GameState
from qtwargame.engine.text import Msg
from qtwargame.engine.view import view_for
from qtwargame.engine.view_file import SharedView
from qtwargame.ui.autosave import Autosaver
from qtwargame.ui.legal_index import LegalIndex
from qtwargame.ui.names import Names

logger = logging.getLogger(__name__)

#: How long after the last action within a phase the autosave is written (milliseconds).
AUTOSAVE_DELAY_MS = 2000

#: The viewer while nobody's view may be shown (the hand-over screen is up): no side's
#: hand or deck is in the view.
NOBODY = ""


class GameController(QObject):
    #: A new game was started or loaded: the board must be rebuilt. Argument: the Game.
    gameStarted = Signal(object)
    #: The state changed (after an action, undo, redo or a new game). Argument: GameState.
    stateChanged = Signal(object)
    #: New log lines. Argument: list[LogEntry].
    logAppended = Signal(list)
    #: The whole log was replaced (new game, load, undo). Argument: list[LogEntry].
    logReset = Signal(list)
    #: A decision is pending. Argument: Decision.
    decisionRequested = Signal(object)
    #: An action was refused: the rule number and the reason, in the reader's language.
    illegalAction = Signal(str, str)
    #: The game is over. Argument: Result.
    gameOver = Signal(object)
    #: Undo/redo availability or the save path changed.
    historyChanged = Signal()
    #: Something the player should know that is no refusal (an automatic pass).
    notice = Signal(str)
    #: A loaded save said which sides the computer plays (side -> level id).
    computerLoaded = Signal(dict)

    def __init__(self, autosaver: Autosaver | None = None, lang: str = "en",
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.autosaver = autosaver
        self._set_aside_first = False
        self.lang = lang
        self.history: History | None = None
        self.seed = 0
        self.dice_script: tuple[int, ...] = ()
        self.path: Path | None = None
        self.saved_length = 0
        self.names: Names | None = None
        self._legal: tuple[GameState, LegalIndex] | None = None
        #: The open choices the map marks (``decision_panel.open_map_choices``), kept with
        #: the game, the state and the legal index they were read from: each is described by the rules,
        #: and the board's tool, the Decision panel and every right click on the board asked
        #: for all of them again (Shin Barbarossa's reinforcement phase: some hundred).
        self.map_choices_kept: tuple[Game, GameState, LegalIndex, dict] | None = None
        self.last_error: tuple[str, str] | None = None
        #: While the board shows a past position (the log's Step Through), nothing is played
        #: (``read_only``).
        self._past = False
        #: The shared view shown (``engine.view_file``; :meth:`show_view`), None while a game
        #: is: a position to look at, never played on, saved or autosaved.
        self.shared: SharedView | None = None
        #: The last action the rules refused (for the window to say more about why).
        self.last_refused: Action | None = None
        #: Pass reactions automatically when passing is the only answer (a preference).
        self.auto_pass_reactions = True
        #: The side whose view the board shows (one person against the computer); None:
        #: the side to act (hot-seat). Set by ``computer_player.ComputerSides``.
        self.viewer: str | None = None
        #: True while the hand-over screen covers the window (``ui.handover``): the panels
        #: show nothing a side keeps to itself, and the viewer is ``NOBODY``.
        self.covered = False
        #: Whether two people at this screen keep their hands from each other: the hand-over
        #: screen is on (``ui.handover`` keeps it in step with Edit ▸ Hand-Over Screen
        #: Between Players). Off, one person plays both sides and sees both hands, and a
        #: decision may be passed because of what a hand holds (``_hand_keeps_it_open``).
        self.hands_kept_apart = True
        #: Sides the computer plays: only it may submit their actions.
        self.computer_sides: frozenset[str] = frozenset()
        #: Side -> level id of the sides the computer plays, written into saves (and read
        #: back on load). Set by ``computer_player.ComputerSides``.
        self.computer_levels: dict[str, str] = {}
        #: Whether the game being played was opened from a save (a file, the autosave, an
        #: earlier autosave) rather than started here or adopted from a replay or a test:
        #: whoever opened it may not be the player whose turn it is (``ui.handover``).
        self.opened = False
        #: The autosave a moment after the last action within a phase (a phase end writes
        #: it at once): a crash loses at most the last few seconds of play, and a run of
        #: quick moves costs one write (a whole game's save is 10-80 ms).
        self._autosave_soon = QTimer(self)
        self._autosave_soon.setSingleShot(True)
        self._autosave_soon.setInterval(AUTOSAVE_DELAY_MS)
        self._autosave_soon.timeout.connect(self.autosave)
        #: (turn, phase, side, decision kind) of the reactions the person chose to pass
        #: for the rest of that phase (:meth:`pass_for_phase`; Shin Barbarossa asks whether
        #: to turn a leader at every panzer move near one).
        self.passing: set[tuple[int, str, str, str]] = set()
        #: Against the computer, a computer side's phase passed by itself because its hand
        #: holds nothing for it (``Ruleset.skip_is_secret``) is shown as if the computer
        #: ended it (``_hold_secret_passes``): the state shown meanwhile, that phase with
        #: the computer to act, and what is still to show: for each pass, the log lines
        #: from it on and the state after them (the last: the game's own state).
        self._shown: GameState | None = None
        self._held: list[tuple[GameState, list[LogEntry]]] = []

    # -- what there is ----------------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        return self.history.game if self.history is not None else None

    @property
    def state(self) -> GameState | None:
        """The state the window shows and plays on: the game's own, but while a computer
        side's phase passed by itself is being shown (``_hold_secret_passes``) the state
        at that phase."""
        if self._shown is not None:
            return self._shown
        return self.history.state if self.history is not None else None

    @property
    def read_only(self) -> bool:
        """Nothing is played: the board shows the past (Step Through) or a shared view."""
        return self._past or self.shared is not None

    @read_only.setter
    def read_only(self, past: bool) -> None:
        self._past = bool(past)

    @property
    def modified(self) -> bool:
        return self.history is not None and len(self.history.steps) != self.saved_length

    def _open(self) -> History:
        """The history of the game being played, for the methods that are called only while
        a game is open (``history`` is None only before the first game starts or loads)."""
        assert self.history is not None, "no game is open"
        return self.history

    def view(self) -> GameState:
        """The state as the side at the screen may see it (the side to act, hot-seat; while
        the hand-over screen is up, ``NOBODY``: every hand hidden)."""
        h = self._open()
        s = self.state
        assert s is not None  # a game is open
        if self.shared is not None:  # the side whose view it is, whoever is to act
            return view_for(h.game, s, self.shared.side)
        return view_for(h.game, s, s.to_act if self.viewer is None else self.viewer)

    def legal(self) -> LegalIndex:
        """The legal actions of the current state, indexed (cached per state)."""
        h = self._open()
        s = self.state
        assert s is not None  # a game is open
        if self._legal is None or self._legal[0] is not s:
            # a shared view has nothing to play (and lacks the secrets the rules may ask)
            self._legal = (s, LegalIndex([] if self.shared is not None else h.game.legal_actions(s)))
        return self._legal[1]

    def render(self, msg: Msg) -> str:
        return self.names.render(msg) if self.names is not None else msg.format()

    def set_language(self, lang: str) -> None:
        self.lang = lang
        if self.game is not None:
            self.names = Names(self.game, lang)
            self._announce(reset_log=True)

    # -- starting ----------------------------------------------------------------------------
    def new_game(self, scenario: Any, options: dict[str, Any] | None = None,
                 seed: int | None = 1, dice_script: tuple[int, ...] = (),
                 generator: str = SPLITMIX64) -> None:
        """Start ``scenario``. KeyError for an unknown option (nothing changes then).
        ``seed`` None: a new game for people, with a secret seed from the operating system
        and the keyed dice (``Game.new_state``); a seed given draws with ``generator``."""
        from qtwargame.scenario.setup_checks import take_checked_game

        game = take_checked_game(scenario, options) or Game(scenario, options)
        state, entries = game.new_state(seed, dice_script, generator)
        self._adopt(History(game, state, entries), state.dice.seed, dice_script, None)
        self._forced_selection(self._open().state)

    def load(self, path: str | Path) -> None:
        """Open a saved game. SaveError names what is wrong; the current game stays."""
        history, saved = savegame.load(path)
        self.adopt_saved(history, saved, path)

    def show_view(self, shared: SharedView) -> None:
        """Show a shared view read-only (``engine.view_file.read_view``): a one-state
        history of the view's state and log, with no seed and no file to save to."""
        self._adopt(History(shared.game, shared.state, shared.log), 0, (), None, shared)

    def adopt_saved(self, history: History, saved: SavedGame, path: str | Path | None) -> None:
        """Play on from a save's history, checked by its replay (``savegame.Replay``).
        ``path`` None: an unsaved game (a save the current rules replay otherwise,
        ``savegame.RulesChangedError``'s history: saving it asks for a file, and the old
        one stays as it was)."""
        # older saves do not say who the computer plays (``computer`` None): the window's
        # choice stays
        self._adopt(history, saved.seed, saved.dice_script, None if path is None else Path(path),
                    opened=True, computer=saved.computer)

    def adopt(self, history: History, seed: int, dice_script: tuple[int, ...] = ()) -> None:
        """Play on from a history built elsewhere (a replay, a test, the screenshot tool)."""
        self._adopt(history, seed, dice_script, None)

    def _adopt(self, history: History, seed: int, dice_script: Iterable[int],
               path: Path | None, shared: SharedView | None = None, opened: bool = False,
               computer: dict[str, str] | None = None) -> None:
        self.history = history
        self.shared, self._past = shared, False
        self.opened = opened
        self._shown, self._held = None, []
        self.seed, self.dice_script, self.path = seed, tuple(dice_script), path
        # another game's autosave is set aside before this one's first replaces it; a game
        # opened from the autosave itself (continued, recovered) writes on in its place
        self._set_aside_first = self.autosaver is not None and (
            path is None or Path(path).resolve() != self.autosaver.path.resolve())
        self.passing = set()
        self.saved_length = len(history.steps) if path is not None or shared is not None else -1
        self.names = Names(history.game, self.lang)
        self._legal = None
        self.gameStarted.emit(history.game)
        # The save's players before anything is drawn or logged: the hand-over screen
        # decides on them whose view the first frame may show (session 94: a hot-seat save
        # opened after a game against the computer was drawn first for the old players).
        if computer is not None:
            self.computerLoaded.emit(dict(computer))
        self._announce(reset_log=True)

    # -- saving --------------------------------------------------------------------------------
    def save(self, path: str | Path) -> None:
        """Write the game atomically (OSError propagates; the old file is left whole)."""
        history = self._open()
        savegame.save(path, history, self.seed, self.dice_script, self.computer_levels)
        self.path = Path(path)
        self.saved_length = len(history.steps)
        self.historyChanged.emit()

    def autosave(self) -> Path | None:
        """Write the autosave (at every phase end, two seconds after the last action within
        a phase, at a new game, on closing and after an unexpected error). Returns its path,
        or None if there is no game, no autosaver, or it could not be written (then the
        status bar says why)."""
        self._autosave_soon.stop()
        if self.autosaver is None or self.history is None or self.shared is not None:
            return None  # (a shared view is no game: the last game's autosave stays)
        if self._set_aside_first:
            self._set_aside_first = False
            try:
                self.autosaver.set_aside()
            except OSError as e:  # the game being played is autosaved all the same
                logger.warning("could not keep the earlier autosave %s: %s", self.autosaver.path, e)
        try:
            self.autosaver.write(self.history, self.seed, self.dice_script,
                                 self.computer_levels)
        except OSError as e:
            logger.warning("autosave to %s failed: %s", self.autosaver.path, e)
            self.illegalAction.emit("", self.tr("Autosave failed: {error}").format(error=e))
            return None
        return self.autosaver.path

    # -- playing -------------------------------------------------------------------------------
    def state_after_line(self, index: int) -> GameState | None:
        """The state right after the ``index``-th line of :meth:`log` was written (the
        state the action that wrote it led to)."""
        h = self.history
        if h is None or index < 0:
            return None
        n = len(h.initial_entries)
        if index < n:
            return h.initial
        for st in h.steps:
            if index < n + len(st.entries):
                return self._after_line_of(st, index - n)
            n += len(st.entries)
        return h.state

    def _after_line_of(self, step: Step, i: int) -> GameState:
        """The state after the ``i``-th of ``step``'s lines: the state after the step, but
        where it passed phases by themselves whose emptiness is a side's secret
        (``Game.secret_passes``: Blitzkrieg to Moscow 2's phases with no card for them),
        the state of the phase the line belongs to, as if its player had ended it by hand
        (session 94: Step Through at "Turn 3: German breakthrough phase" showed the Soviet
        logistics phase that followed the passes, only when the hand held no card)."""
        if step.same_phase:
            return step.after
        for cut, state in self._open().game.secret_passes(step.before, step.action):
            if i < cut:
                return state
        return step.after

    def submit(self, action: Action, by_computer: bool = False) -> bool:
        """Apply ``action``. On refusal, emit ``illegalAction`` and return False."""
        if self.history is None:
            return False
        if self.read_only:
            self.illegalAction.emit("", self.tr("A shared view cannot be played on: it holds "
                                                "one side's view of a position, not the game.")
                                    if self.shared is not None else
                                    self.tr("The board shows the past: turn Step Through "
                                            "off in the log to play on."))
            return False
        if action.side in self.computer_sides and not by_computer:
            self.last_error = ("", self.tr("The computer plays that side."))
            self.illegalAction.emit(*self.last_error)
            return False
        if self._held and self._while_held(action, by_computer):
            return self.last_error is None
        before = self.history.state
        self.last_refused = None
        try:
            step = self.history.submit(action)
        except IllegalAction as e:
            self.last_refused = action
            self.last_error = (e.rule, self.render(e.message))
            self.illegalAction.emit(*self.last_error)
            return False
        self.last_error = None
        self._legal = None
        after = step.after
        self._saved_after(before, after)
        if self._hold_secret_passes(before, action, list(step.entries), after):
            return True
        self.logAppended.emit(list(step.entries))
        self._announce(reset_log=False)
        return True

    def submit_all(self, actions: Sequence[Action], by_computer: bool = False) -> bool:
        """Apply ``actions`` all or nothing (a whole attack declaration built from its
        steps). On refusal nothing changes; emit ``illegalAction`` and return False."""
        if self.history is None or not actions or self.read_only:
            return False
        if any(a.side in self.computer_sides for a in actions) and not by_computer:
            self.last_error = ("", self.tr("The computer plays that side."))
            self.illegalAction.emit(*self.last_error)
            return False
        if self._held and self._while_held(actions[0], by_computer):
            return False  # no declaration of several steps ends a phase passed by itself
        before = self.history.state
        try:
            steps = self.history.submit_all(list(actions))
        except IllegalAction as e:
            self.last_error = (e.rule, self.render(e.message))
            self.illegalAction.emit(*self.last_error)
            return False
        self.last_error = None
        self._legal = None
        after = steps[-1].after
        self._saved_after(before, after)
        entries = [e for st in steps for e in st.entries]
        done = len(entries) - len(steps[-1].entries)
        if self._hold_secret_passes(steps[-1].before, actions[-1], entries, after, done):
            return True
        self.logAppended.emit(entries)
        self._announce(reset_log=False)
        return True

    def _people_apart(self) -> bool:
        """Two people or more at this screen keep their hands from each other (the
        hand-over screen is on), none of them playing against the computer alone."""
        game = self.game
        return (self.hands_kept_apart and self.viewer is None and game is not None
                and sum(s not in self.computer_sides for s in game.sides) >= 2)

    def _hold_secret_passes(self, before: GameState, action: Action, entries: list[LogEntry],
                            after: GameState, done: int = 0) -> bool:
        """Where ``action`` (from ``before``) passed a phase by itself because its side's
        hand holds nothing for it (Blitzkrieg to Moscow 2's breakthrough and supply phases,
        ``Ruleset.skip_is_secret``), and someone at the screen may not see that hand: show
        the game as it stood in that phase, its side to act, and hold the rest of
        ``entries`` back; that side's End Phase shows the pass (``_while_held``), so the
        course is the same whether the hand held a card for the phase or not.

        Against the computer (session 93; a phase passed at once told the person it held
        none), the computer plays such a phase of its own as any other (``ComputerSides``
        thinks, says so in the status bar, shows its End Phase at the chosen pace). At one
        screen with the hand-over screen on (session 94), the person whose phase it is
        ends it with End Phase as when holding a card: a phase passed at once, the
        hand-over screen up straight after their combat phase, told the other person the
        hand held nothing for it. The game's actions are unchanged. ``done``: how many of
        ``entries`` come before ``action``'s own. True if something is held back."""
        watcher = self.viewer
        if (before.turn, before.phase) == (after.turn, after.phase):
            return False
        if self._people_apart():
            keeps = {s for s in self._open().game.sides if s not in self.computer_sides}
        elif watcher not in (None, NOBODY) and self.computer_sides:
            keeps = set(self.computer_sides) - {watcher}
        else:
            return False
        if not any(e.side in keeps and not e.automatic for e in entries[done + 1:]):
            return False  # no such phase passed as its End Phase
        passes = [(done + i, s) for i, s in self._open().game.secret_passes(before, action)
                  if s.to_act in keeps]
        if not passes:
            return False
        cuts = [i for i, _ in passes] + [len(entries)]
        states = [s for _, s in passes] + [after]
        self._shown = states[0]
        self._held = [(states[k + 1], entries[cuts[k]:cuts[k + 1]]) for k in range(len(passes))]
        self.logAppended.emit(entries[:cuts[0]])
        self._announce(reset_log=False)
        return True

    def _while_held(self, action: Action, by_computer: bool) -> bool:
        """An action while a phase passed by itself is shown (``_hold_secret_passes``):
        the End Phase of its side (the computer's, at its pace) shows the pass and the
        game as far as the next such pass; another action is refused as the rules refuse
        it in the phase shown ("It is the German player's decision now"). False where a
        person now plays the side shown (the players changed) and nobody else at the
        screen is kept from its hand (``_people_apart``): the passes are all shown, and
        the action goes on to the game."""
        shown = self.state
        assert shown is not None  # something is held: a game is open
        if action.side == shown.to_act and (by_computer or isinstance(action, EndPhase)):
            self.last_error = None
            self._show_held(1)
            return True
        if shown.to_act not in self.computer_sides and not self._people_apart():
            self._show_held(len(self._held))
            return False
        try:
            self._open().game.check(shown, action)
        except IllegalAction as e:
            self.last_error = (e.rule, self.render(e.message))
            self.illegalAction.emit(*self.last_error)
            return True
        self._show_held(len(self._held))  # (not met: the shown phase's only action is End Phase)
        return False

    def _show_held(self, n: int) -> None:
        """Show the next ``n`` held passes: their lines, and the state after them."""
        for _ in range(n):
            state, entries = self._held.pop(0)
            self._shown = state if self._held else None
            self._legal = None
            self.logAppended.emit(entries)
            self._announce(reset_log=False)

    def _saved_after(self, before: GameState, after: GameState) -> None:
        """The autosave after a change from ``before`` to ``after``: at once at a phase end
        or the game's end, else a moment after the last change (``_autosave_soon``)."""
        if (before.turn, before.phase) != (after.turn, after.phase) or after.result is not None:
            self.autosave()
        elif self.autosaver is not None:
            self._autosave_soon.start()

    def submit_many(self, actions: Sequence[Action]) -> bool:
        """Apply ``actions`` all or nothing (a deployment): :meth:`submit_all`."""
        return self.submit_all(actions)

    def acted_marks(self) -> dict[str, str]:
        """Unit -> "moved" or "attacked": what the side to act's units did in this turn,
        read from the history (an attack outranks a move)."""
        h = self.history
        if h is None:
            return {}
        s = self.state
        assert s is not None  # a game is open
        side = s.active
        out: dict[str, str] = {}
        for st in reversed(h.steps):
            if st.turn != s.turn:
                break
            a = st.action
            if getattr(a, "side", None) != side:
                continue
            if isinstance(a, Move):
                out.setdefault(a.unit, "moved")
            elif isinstance(a, Attack):
                for u in a.attackers:
                    out[u] = "attacked"
            elif isinstance(a, Choose) and getattr(a, "option", "") == "attacker":
                for u in getattr(a, "units", ()):
                    out[u] = "attacked"
        return out

    # -- adjusting a setup --------------------------------------------------------------------
    def _placement_step(self, uid: str) -> int | None:
        """The index of the step that set ``uid`` up in this phase, if undo can reach it."""
        h = self.history
        if h is None or h.state.pending is not None:
            return None
        turn, phase = h.state.turn, h.state.phase
        for i in range(len(h.steps) - 1, -1, -1):
            st = h.steps[i]
            if (st.turn, st.phase) != (turn, phase) or st.rolled:
                return None
            a = st.action
            if isinstance(a, Place) and a.unit == uid and a.reason == "setup":
                return i
        return None

    def movable_placements(self) -> set[str]:
        """Units set up in this phase that the player may still put elsewhere."""
        h = self.history
        if h is None or h.state.pending is not None:
            return set()
        out = set()
        turn, phase = h.state.turn, h.state.phase
        for st in reversed(h.steps):
            if (st.turn, st.phase) != (turn, phase) or st.rolled:
                break
            a = st.action
            if isinstance(a, Place) and a.reason == "setup" and h.state.units[a.unit].hex == a.hex:
                out.add(a.unit)
        return out

    def setup_moves_on_map(self) -> dict[str, dict[Hex, Place]]:
        """Units standing on the map that the rules let the side to act set up elsewhere now
        (a setup the scenario lays out: Red Vengeance's historical start, Shin Barbarossa's
        armies), each with the hexes it may be set up in."""
        h = self.history
        if h is None or h.state.pending is not None:
            return {}
        units = h.state.units
        out: dict[str, dict[Hex, Place]] = {}
        for uid, places in self.legal().places.items():
            if units[uid].hex is None:
                continue
            hexes = {p.hex: p for p in places if p.reason == "setup" and p.hex != units[uid].hex}
            if hexes:
                out[uid] = hexes
        return out

    def placement_hexes(self, uid: str) -> dict[Hex, Place]:
        """Hex -> Place: where ``uid`` could have been set up instead (as the rules saw it
        when it was placed; the engine checks the new hex against everything placed since)."""
        i = self._placement_step(uid)
        if i is None:
            return {}
        h = self._open()
        before = h.steps[i].before
        return {a.hex: a for a in h.game.legal_actions(before)
                if isinstance(a, Place) and a.unit == uid and a.reason == "setup"}

    def replace_placement(self, uid: str, hex: Hex) -> bool:
        """Set ``uid`` up in ``hex`` instead: the placements since it are taken back and made
        again (those no longer legal leave their unit waiting in the pool). Nothing changes
        when the engine refuses the new hex."""
        i = self._placement_step(uid)
        if i is None:
            return False
        h = self._open()
        old = h.steps[i].action
        assert isinstance(old, Place)  # the step _placement_step found is a Place
        later = [st.action for st in h.steps[i + 1:]]
        n = len(h.steps) - i
        for _ in range(n):
            h.undo()
        try:
            h.submit(Place(old.side, uid, hex, old.reason))
        except IllegalAction as e:
            for a in [old, *later]:  # exactly as before (these were legal in this order)
                h.submit(a)
            self.last_error = (e.rule, self.render(e.message))
            self.illegalAction.emit(*self.last_error)
            return False
        for a in later:
            try:
                h.submit(a)
            except IllegalAction:
                continue
        self.last_error = None
        self._legal = None
        self._announce(reset_log=True)
        return True

    def can_undo(self) -> bool:
        return self.history is not None and not self.read_only and self.history.can_undo()

    def can_redo(self) -> bool:
        return self.history is not None and not self.read_only and self.history.can_redo()

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        h = self._open()
        before = h.state
        h.undo()
        self._shown, self._held = None, []
        self._legal = None
        self._saved_after(before, h.state)
        self._announce(reset_log=True)
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        try:
            before = self._open().state
            step = self._open().redo()
        except IllegalAction as e:  # pragma: no cover - redo replays a legal action
            self.illegalAction.emit(e.rule, self.render(e.message))
            return False
        self._legal = None
        self._saved_after(before, step.after)
        self.logAppended.emit(list(step.entries))
        self._announce(reset_log=False)
        return True

    def log(self) -> list[LogEntry]:
        """The log as far as the window shows the game (``state``)."""
        if self.history is None:
            return []
        out = self.history.log()
        held = sum(len(entries) for _, entries in self._held)
        return out[:len(out) - held]

    def undoable(self, action: Action) -> bool:
        """Whether ``action``, taken now, could be undone: it shows nothing hidden and rolls
        no die (``History``'s undo stops at such a step). True where the rules refuse it
        (the refusal is what the player will meet)."""
        h = self._open()
        before = h.state
        try:
            after, _ = h.game.apply(before, action)
        except IllegalAction:
            return True
        return not any(Step.barriers(before, after))

    def pass_for_phase(self) -> bool:
        """Pass the pending reaction, and every reaction of its kind asked of its side
        until the phase ends (:meth:`auto_pass` answers them, each logged as any pass).
        False where the pending decision is no reaction with a pass."""
        s = self._open().state
        answer = self._open().game.pass_answer(s)
        if answer is None or s.pending is None:
            return False
        self.passing.add((s.turn, s.phase, s.pending.side, s.pending.kind))
        return self.submit(answer)

    def passes_for_phase(self, s: GameState) -> bool:
        """True when the person chose to pass the pending reaction's kind this phase."""
        p = s.pending
        return p is not None and (s.turn, s.phase, p.side, p.kind) in self.passing

    def auto_pass(self) -> bool:
        """Issue 10, item 8: when the side not moving is asked a reaction whose only legal
        answer is to pass, pass for it (if the player's preference says so). The log keeps
        the pass like any answer; the status bar says it happened. True if it passed."""
        h = self._open()
        s = h.state
        if self._forced_selection(s):
            return True
        if self.passes_for_phase(s) and s.to_act not in self.computer_sides:
            game = h.game
            answer = game.pass_answer(s)
            if answer is not None and answer in game.legal_actions(s):
                question = game.prompt(s)
                assert question is not None  # a decision is pending: it has its prompt
                prompt = self.render(question)
                side = s.to_act
                by = h.steps[-1].action.side if h.steps else side
                people = [x for x in game.sides if x not in self.computer_sides]
                if self.submit(answer):
                    if self.hands_kept_apart and len(people) >= 2 and by != side:
                        # hot-seat: the other person, at the screen, reads it; it was not
                        # their choice (session 93: "as you chose" to the German player)
                        assert self.names is not None  # a game is open
                        self.notice.emit(self.tr("Passed for the {side} player, as they chose "
                                                 "for the rest of this phase: {prompt}")
                                         .format(side=self.names.side(side), prompt=prompt))
                    else:
                        self.notice.emit(self.tr("Passed, as you chose for the rest of this "
                                                 "phase: {prompt}").format(prompt=prompt))
                    return True
        if not self.auto_pass_reactions or s.pending is None:
            return False
        game = h.game
        could = self._hand_keeps_it_open(s)
        if could is not None:
            # Whether the hand holds an answer is its side's secret: pass only where no card
            # it might hold could change the result, and say so in those words.
            answer = self._pointless_question(could)
            only = False
        else:
            answer = game.pass_answer(s) if s.reaction_pending else None
            if answer is None or game.legal_actions(s) != [answer]:
                answer = self._pointless_question(s)
            only = answer is not None and game.legal_actions(s) == [answer]
        if answer is None:
            return False
        question = game.prompt(s)
        assert question is not None  # a decision is pending (above): it has its prompt
        prompt = self.render(question)
        if not self.submit(answer):
            return False
        if only:
            self.notice.emit(self.tr("Passed automatically (nothing else was possible): {prompt}")
                             .format(prompt=prompt))
        else:
            self.notice.emit(self.tr("Passed automatically (no answer could change the result): "
                                     "{prompt}").format(prompt=prompt))
        return True

    def _hand_keeps_it_open(self, s: GameState) -> GameState | None:
        """Hot-seat, a decision the rules open on public facts (its side owns a card that
        could answer it) whose answers depend on the cards in that side's hand, which the
        other person at this screen may not see: the state with every card the side might
        hold in its hand (its deck's too), else None. Such a decision is passed for the
        person only if it would be with any of those cards; passed because of the hand
        itself, it would tell the other player what the hand holds (session 92: in
        Blitzkrieg to Moscow 2 the German player saw no hand-over screen after a card play
        when the Soviet player's one card was not Hitler's Order, and the screen when it
        was)."""
        p = s.pending
        if p is None or p.side in self.computer_sides or self.viewer == p.side:
            return None
        if not self.hands_kept_apart:
            return None  # one person plays both sides: nobody learns anything
        hand = s.hands.get(p.side, ())
        if not hand:
            return None  # how many cards a hand holds is public: an empty one answers nothing
        could = s.copy()
        could.hands[p.side] = hand + s.decks.get(p.side, ())
        game = self._open().game
        if game.legal_actions(could) == game.legal_actions(s):
            return None  # the hand decides nothing here
        return could

    def _forced_selection(self, s: GameState) -> bool:
        """Issue 48, item 2: a choice of cards with one legal answer (Blitzkrieg to Moscow
        2, turn 1: six cards of six) is made for the person, never asked. True if made."""
        if s.result is not None or s.to_act in self.computer_sides:
            return False
        legal = self._open().game.legal_actions(s)
        if len(legal) != 1 or not isinstance(legal[0], SelectCards):
            return False
        if not self.submit(legal[0]):
            return False
        n = len(legal[0].cards)
        self.notice.emit(self.tr("The only choice of cards was made: all {n} cards.").format(n=n)
                         if n != 1 else self.tr("The only choice of cards was made: the one card."))
        return True

    def _pointless_question(self, s: GameState) -> Action | None:
        """Issue 48, item 5: the pass of a decision whose answer cannot matter, for a side
        a person plays: passing is its only answer, or every answer leads to the same
        certain result (a card that shifts a 7:1 further still eliminates the defenders).
        None otherwise. A window the rules open on public facts that only the hand makes
        empty is not asked here in hot-seat (the other player would learn that the hand
        holds no such card): ``auto_pass`` gives this the state with every card the side
        might hold (``_hand_keeps_it_open``) where the hand decides the answers."""
        if s.pending is None:  # no question asked (auto_pass asks only of a pending one)
            return None
        side = s.pending.side
        if side in self.computer_sides or self.viewer not in (None, side):
            return None
        game = self._open().game
        legal = game.legal_actions(s)
        passes = [a for a in legal if isinstance(a, Choose) and a.option == Opt.PASS]
        if len(passes) != 1:
            return None
        if len(legal) == 1:
            # No secret of the hand depends on it: ``auto_pass`` asks the hand guard first
            # (``_hand_keeps_it_open``), and with any card the side might hold the pass
            # stays the only answer (session 93, Blitzkrieg to Moscow 2 hot-seat: the
            # German was asked "Reroll the combat die?" with Pass alone, their Tactical
            # Superiority played before).
            return passes[0]
        outcomes = set()
        for choice in game.choices(s):
            pv = choice.preview
            if pv is None or len(pv.outcomes) != 1 or sum(pv.outcomes.values()) < 1:
                return None
            outcomes.add(next(iter(pv.outcomes)))
        return passes[0] if len(outcomes) == 1 else None

    def _announce(self, reset_log: bool) -> None:
        """Tell the widgets the state shown (``state``) and its log (``log``): while a
        computer side's phase passed by itself is shown (``_hold_secret_passes``), that
        phase and the lines before its pass, never the game's own state or lines (session
        94: the window was told the person's next phase, brought their units into view and
        re-read the whole log on a change of language, while the computer still "thought"
        in its breakthrough phase, only when its hand held no card for it)."""
        if reset_log:
            self.logReset.emit(self.log())
        # Never after a load, a new game or an undo (undo would step back into the pass),
        # nor for the game's own state while an earlier one is shown.
        if not reset_log and not self.read_only and self._shown is None and self.auto_pass():
            return  # the pass announced the state after it
        s = self.state
        assert s is not None  # a game is open
        self.stateChanged.emit(s)
        self.historyChanged.emit()
        if s.result is not None:
            self.gameOver.emit(s.result)
        elif s.pending is not None:
            self.decisionRequested.emit(s.pending)
