"""The play window: the board in the middle, the phase bar on top, the panels docked
around, menus for games, editing, the view, the language and help.

The window wires widgets to the controller: the controller's signals redraw everything
from the state; widgets and tools hand actions to ``controller.submit``.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QLabel,
    QMessageBox,
    QScrollArea,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from qtwargame.engine.actions import Move
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.savegame import RulesChangedError
from qtwargame.i18n import LANGUAGES
from qtwargame.ui.action_chooser import ActionChooser
from qtwargame.ui.autosave import Autosaver
from qtwargame.ui.board_scene import STACK_ORDERS, BoardScene
from qtwargame.ui.board_view import BoardView
from qtwargame.ui.card_choice import choice_blocker, choice_hint, keep_size
from qtwargame.ui.card_hand_panel import CardHandPanel
from qtwargame.ui.collector_pause import CollectorPause
from qtwargame.ui.combat_panel import CombatPanel
from qtwargame.ui.controller import GameController
from qtwargame.ui.crt_panel import CrtPanel
from qtwargame.ui.decision_panel import (
    DECLARATION,
    DecisionPanel,
    cards_hints,
    choices_in_panel_hint,
    open_map_choices,
    removals_hint,
    right_click_hint,
    spend_first_hint,
)
from qtwargame.ui.declared_panel import DeclaredPanel
from qtwargame.ui.dock_room import DockRoom
from qtwargame.ui.log_panel import LogPanel
from qtwargame.ui.main_window_files import MainWindowFiles
from qtwargame.ui.minimap import MiniMap
from qtwargame.ui.names import translate
from qtwargame.ui.phase_bar import PhaseBar
from qtwargame.ui.pool_panel import PoolPanel
from qtwargame.ui.preferences import Preferences
from qtwargame.ui.result_dialog import ResultDialog
from qtwargame.ui.stack_inspector import StackInspector
from qtwargame.ui.status_panel import StatusPanel
from qtwargame.ui.tool_chooser import choose_tool
from qtwargame.ui.tools.attack_tool import AttackTool, next_owed_units, owed_said
from qtwargame.ui.tools.card_target_tool import CardTargetTool
from qtwargame.ui.tools.inspect_tool import InspectTool
from qtwargame.ui.tools.move_tool import MoveTool
from qtwargame.ui.tools.place_tool import PlaceTool
from qtwargame.ui.tools.setup_tool import SetupTool
from qtwargame.ui.turn_track import TurnTrack
from qtwargame.ui.victory_panel import VictoryPanel

if TYPE_CHECKING:
    from qtwargame.engine.game import Game
    from qtwargame.engine.state import GameState
    from qtwargame.ui.names import Names
    from qtwargame.ui.opening import CheckedOpening

#: How long a refusal stays in the status bar.
ERROR_SECONDS = 15

log = logging.getLogger(__name__)



def _scrolling(panel: QWidget) -> QScrollArea:
    """``panel`` in a frameless scroll area that sizes it to its width: rows of wrapped text
    keep their height and a short dock scrolls instead of squeezing them."""
    area = QScrollArea()
    area.setWidget(panel)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area


#: Spaces after a Japanese full stop, question or exclamation mark, or closing bracket.
_AFTER_JAPANESE_STOP = re.compile(r"(?<=[。？！」）]) +")

#: Screens with fewer free rows than this put the Cards panel and the turn track in one
#: place, as tabs (1366 x 768 leaves about 730).
SHORT_SCREEN = 860



class MainWindow(MainWindowFiles):
    def __init__(self, controller: GameController | None = None, lang: str = "en",
                 autosaver: Autosaver | None = None,
                 preferences: Preferences | None = None, short_screen: bool | None = None) -> None:
        """``short_screen``: lay the docks out for a short screen (see :data:`SHORT_SCREEN`);
        None: as the screen the window opens on is."""
        super().__init__()
        self.setObjectName("MainWindow")
        self.lang = lang
        #: The player's preferences (recent files, layout, language); None: none kept.
        self.preferences = preferences
        self.dialogs: dict[str, QDialog] = {}
        self.controller = controller or GameController(autosaver=autosaver, lang=lang)
        self.controller.lang = lang
        self.ask_before_closing = False
        self.error_box: QMessageBox | None = None
        self.end_phase_box: QMessageBox | None = None  # End Phase's question (``ask_end_phase``)
        self.scene: BoardScene | None = None
        #: A save being checked after the first frame (``ui.opening``), or None.
        self.opening: CheckedOpening | None = None
        self.supply: dict[str, bool] = {}
        c = self.controller
        central = QWidget()
        box = QVBoxLayout(central)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        self.phase_bar = PhaseBar(c)
        # its blockers line says what is still owed as the owed-attack proposals do
        self.phase_bar.owed_attacks = lambda: owed_said(c)
        self.phase_bar.next_owed = lambda: next_owed_units(c)
        self.phase_bar.hand_choice = self._hand_choice_blocker
        #: (turn, phase, side) whose choices in the Decision panel were last brought in front
        #: (``refresh_tool``: once as a phase of such choices opens).
        self._choices_shown_for: tuple[int, str, str] | None = None
        #: (turn, phase, hexes) of the declared combat last brought into sight as the next
        #: to resolve (``update_next_step``), or None.
        self._resolve_shown: tuple | None = None
        #: The game whose end the result dialog was opened for (once a game).
        self._result_shown_for: object | None = None
        self.result_dialog: ResultDialog | None = None
        self.view = BoardView(c)
        box.addWidget(self.phase_bar)
        box.addWidget(self.view, 1)
        self.setCentralWidget(central)
        #: The garbage collector waits for the board's first frame (``ui.collector_pause``).
        self.collector = CollectorPause(self.view.viewport())
        self.status_label = QLabel()
        self.status_label.setObjectName("status")
        self.statusBar().addWidget(self.status_label, 1)
        self._status_phase: tuple[int, str] | None = None
        #: A refusal shown in the status bar and the number of steps taken when it was
        #: said: the next step taken clears it (``on_state_changed``).
        self._refusal: tuple[str, int] | None = None
        #: A notice of what the program did for the person (an automatic pass) and the
        #: number of steps it was said at: it goes at the next step the person acts in.
        self._notice: tuple[str, int] | None = None
        #: (turn, phase, side to act) last drawn: a person's new phase brings their units
        #: into view (``BoardView.bring_side_into_view``)
        self._view_phase: tuple[int, str, str] | None = None
        #: A unit whose move waits on the other side's answer, and the hex the Stack panel
        #: showed it in then (``_stack_follows``).
        self._held_move: tuple[str, Hex] | None = None
        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(self.clear_status)
        self.zoom_label = QLabel()
        self.statusBar().addPermanentWidget(self.zoom_label)
        # Panels.
        self.minimap = MiniMap(self.view)
        self.inspector = StackInspector(c)
        self.pool = PoolPanel(c)
        self.decision = DecisionPanel(c)
        self.combat = CombatPanel(c)
        self.crt = CrtPanel(c)
        self.cards = CardHandPanel(c)
        self.victory = VictoryPanel(c)
        self.status_panel = StatusPanel(c)
        self.log = LogPanel(c)
        self.turn_track = TurnTrack(c)
        left, right, bottom = (Qt.DockWidgetArea.LeftDockWidgetArea,
                               Qt.DockWidgetArea.RightDockWidgetArea,
                               Qt.DockWidgetArea.BottomDockWidgetArea)
        self.docks: dict[str, QDockWidget] = {}
        self._dock("overview", self.minimap, left)
        self._dock("victory", _scrolling(self.victory), left)
        self._dock("status", _scrolling(self.status_panel), left)
        self._dock("inspector", self.inspector, left)
        self._dock("pool", _scrolling(self.pool), left)
        self.declared = DeclaredPanel(c)
        # The combat panel's buttons and the declared combats' steps stay at the dock's top;
        # a long preview (a Red Vengeance attack on four hexes: a line a unit, 8.43-9.2) and
        # a long list of declared combats scroll below them.
        self.combat.attach(self.declared.actions_box, self.declared)
        self._dock("combat", self.combat, right)
        self._dock("decision", self.decision, right)
        self._dock("crt", self.crt, right)
        self._dock("log", self.log, right)
        self._dock("cards", self.cards, bottom)
        self._dock("turns", self.turn_track, bottom)
        self.splitDockWidget(self.docks["cards"], self.docks["turns"], Qt.Orientation.Vertical)
        self.tabifyDockWidget(self.docks["combat"], self.docks["decision"])
        self.docks["inspector"].raise_()
        # The Decision panel in front of its tab group until a combat phase brings the
        # Combat panel: before the first combat the Combat panel has nothing to say, and the
        # Decision panel holds the phase's own choices and the questions (session 92: the
        # Combat tab in front through the first set-up and movement phases).
        self.docks["decision"].raise_()
        self.setCorner(Qt.Corner.BottomLeftCorner, left)
        self.setCorner(Qt.Corner.BottomRightCorner, right)
        self.tabifyDockWidget(self.docks["victory"], self.docks["status"])
        self.docks["status"].raise_()
        #: Who holds the room of the Decision panel's tab group and column: the tab in
        #: front, what a question or a combat covered, the room answers took.
        self.dock_room = DockRoom(self)
        #: The (turn, phase) the window last showed.
        self._shown_phase: tuple[int, str] | None = None
        self.tabifiedDockWidgetActivated.connect(self.dock_room.tab_activated)
        self.resizeDocks([self.docks["overview"], self.docks["status"], self.docks["inspector"],
                          self.docks["pool"]], [190, 230, 200, 250], Qt.Orientation.Vertical)
        self.resizeDocks([self.docks["combat"], self.docks["crt"], self.docks["log"]],
                         [300, 230, 330], Qt.Orientation.Vertical)
        self.resizeDocks([self.docks["overview"], self.docks["combat"]], [290, 360],
                         Qt.Orientation.Horizontal)
        self._make_actions()
        self._make_menus()
        from qtwargame.ui.computer_player import ComputerMenu, ComputerSides

        self.computer = ComputerSides(c, self)
        self.computer_menu = ComputerMenu(self, self.computer)
        from qtwargame.ui.intentions import Intentions

        self.intentions = Intentions(self, self.computer)
        #: What the header's next-step button does (``update_next_step``), or None.
        self._next_step: Callable[[], object] | None = None
        from qtwargame.ui.handover import HandOver

        self.handover = HandOver(self, self.computer, self.act_handover.isChecked())
        self.computer.pausedChanged.connect(lambda _on: self.update_next_step())
        self.computer.heldChanged.connect(lambda _on: self.update_next_step())
        self.phase_bar.nextStepClicked.connect(self.take_next_step)
        self.cards.selectionChanged.connect(self._hand_choice_changed)
        # the Decision panel shows the bar's instruction and blockers whole while nothing
        # is asked
        self.phase_bar.wordsChanged.connect(lambda: self.decision.set_guide(
            self.phase_bar.hint_text(), self.phase_bar.blocker_texts()))
        # Wiring.
        c.gameStarted.connect(self.on_game_started)
        c.stateChanged.connect(self.on_state_changed)
        c.illegalAction.connect(self.on_illegal)
        c.notice.connect(self.show_notice)
        c.decisionRequested.connect(self.on_decision)
        c.gameOver.connect(self.on_game_over)
        c.historyChanged.connect(self.update_actions)
        self.view.statusMessage.connect(self.show_status)
        self.view.hexSelected.connect(self.on_hex_selected)
        self.view.attackChanged.connect(self.on_attack_changed)
        self.view.toolFinished.connect(self.refresh_tool)
        self.view.placeRequested.connect(self.begin_place)
        self.view.viewChanged.connect(self.update_zoom_label)
        self.pool.placeRequested.connect(self.begin_place)
        self.pool.deployRequested.connect(self.deploy_all)
        self.pool.arrivalsRequested.connect(self.place_arrivals)
        self.cards.targetRequested.connect(self.begin_card)
        self.cards.statusMessage.connect(self.show_status)
        self.inspector.unitActivated.connect(self.on_unit_activated)
        self.combat.resolveClicked.connect(self.resolve_attack)
        self.combat.clearClicked.connect(self.clear_attack)
        self.combat.proposeClicked.connect(self.propose_owed_attack)
        self.combat.airChanged.connect(self.set_attack_air)
        self.log.pastRequested.connect(self.show_past)
        self.phase_bar.endPhaseClicked.connect(self.end_phase)
        self.phase_bar.otherActionsClicked.connect(self.choose_other_action)
        from qtwargame.ui.empty_board import EmptyBoard

        self.empty_board = EmptyBoard(self.view.viewport(),
                                      [self.act_new, self.act_open, self.act_welcome],
                                      self.last_game_text, self.continue_last_game)
        # The preferred size, or the screen's free area where that is smaller (a laptop's
        # 1366 x 768): the docks scroll rather than push the window off the screen.
        area = (self.screen() or QApplication.primaryScreen()).availableGeometry()
        self.resize(min(1600, area.width()), min(1000, area.height()))
        #: The docks came back as the player left them: a new game keeps their sizes.
        self.layout_restored = False
        self._shown_once = False
        if preferences is not None:
            self.layout_restored = preferences.restore_window(self)
        #: A screen too short for the cards and the turn track both under the map (a
        #: laptop's 768 rows left the map 220 pixels): the two share one place, as tabs.
        short = area.height() < SHORT_SCREEN if short_screen is None else short_screen
        self.short_screen = short and not self.layout_restored
        if self.short_screen:
            self.tabifyDockWidget(self.docks["cards"], self.docks["turns"])
        self.retranslate()
        self._hide_stray_tab_bars()
        if c.history is not None:
            self.on_game_started(c.history.game)
            self.on_state_changed(c.history.state)

    def _board(self) -> BoardScene:
        """The board of the game being played, for what is called only while a game is open
        (``scene`` is None only before the first game starts or loads)."""
        assert self.scene is not None, "no game is open"
        return self.scene

    def _names(self) -> Names:
        """The names of the game being played (the controller sets them with its history),
        for what is called only while a game is open."""
        assert self.controller.names is not None, "no game is open"
        return self.controller.names

    # -- building ---------------------------------------------------------------------------------
    def _hide_stray_tab_bars(self) -> None:
        """Tabifying docks before the window is shown leaves a tab bar Qt no longer uses
        (Qt 6: its tabs have no titles) drawn over the dock above the group. The bars in
        use take their docks' titles, so a bar whose every tab is untitled is hidden (as
        Qt hides the bars it keeps for later)."""
        for bar in self.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if bar.count() and not any(bar.tabText(i) for i in range(bar.count())):
                bar.hide()

    def _dock(self, key: str, widget: QWidget, area) -> QDockWidget:
        dock = QDockWidget(self)
        dock.setObjectName(f"dock_{key}")
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.addDockWidget(area, dock)
        self.docks[key] = dock
        return dock

    def _action(self, slot, shortcut=None, checkable=False, checked=False) -> QAction:
        a = QAction(self)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        if checkable:
            a.setCheckable(True)
            a.setChecked(checked)
            a.toggled.connect(slot)
        else:
            a.triggered.connect(slot)
        return a

    def _make_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self.act_new = self._action(self.new_game_dialog, keys.New)
        self.act_open = self._action(self.open_dialog, keys.Open)
        self.act_welcome = self._action(lambda: self.welcome())
        self.act_clear_recent = self._action(self.clear_recent)
        self.act_edit_scenario = self._action(self.edit_scenario)
        self.act_save = self._action(self.save, keys.Save)
        self.act_save_as = self._action(self.save_as, keys.SaveAs)
        self.act_share = self._action(self.share_position)
        self.act_quit = self._action(self.close, keys.Quit)
        self.act_undo = self._action(self.undo, "Ctrl+Z")
        # Ctrl+Z while Undo is disabled says why in the status bar, as the menu's Undo says
        # in its tooltip (session 94 by hand: after a leader was turned the key did nothing
        # and said nothing; ``undo_refusal``'s words were reached only through the API).
        self.undo_why_key = QShortcut(QKeySequence("Ctrl+Z"), self)
        self.undo_why_key.activated.connect(self.undo)
        self.undo_why_key.setEnabled(False)
        self.act_redo = self._action(self.redo, "Ctrl+Shift+Z")
        self.act_end = self._action(self.end_phase, "Ctrl+E")
        self.act_other = self._action(self.choose_other_action)
        self.act_zoom_in = self._action(lambda: self.view.zoom_in(), keys.ZoomIn)
        self.act_zoom_out = self._action(lambda: self.view.zoom_out(), keys.ZoomOut)
        self.act_fit = self._action(self.view.fit, "Ctrl+0")
        self.act_hex_numbers = self._action(self.set_hex_numbers, "Ctrl+H", True, True)
        self.act_patterns = self._action(self.set_patterns, None, True, True)
        self.act_next_unit = self._action(lambda: self.view.next_unit(), "N")
        auto = self.preferences.auto_pass_reactions() if self.preferences is not None else True
        self.controller.auto_pass_reactions = auto
        self.act_auto_pass = self._action(self.set_auto_pass, None, True, auto)
        # On by default for the player (issue 46, item 1); a window without preferences (the
        # editor's play-test, screenshots, benchmarks) is one person's: off there.
        handover = self.preferences.handover_screen() if self.preferences is not None else False
        self.act_handover = self._action(self.set_handover, None, True, handover)
        self.order_group = QActionGroup(self)
        self.order_actions: dict[str, QAction] = {}
        for key in STACK_ORDERS:
            a = QAction(self)
            a.setCheckable(True)
            a.triggered.connect(lambda checked=False, key=key: self.set_stack_order(key))
            self.order_group.addAction(a)
            self.order_actions[key] = a
        self.order_actions[self.stack_order()].setChecked(True)
        self.lang_group = QActionGroup(self)
        self.lang_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            a = QAction(name, self)
            a.setCheckable(True)
            a.setChecked(code == self.lang)
            a.triggered.connect(lambda checked=False, code=code: self.set_language(code))
            self.lang_group.addAction(a)
            self.lang_actions[code] = a
        self.act_help = self._action(lambda: self.show_help(), keys.HelpContents)
        self.act_shortcuts = self._action(self.show_shortcuts)
        self.act_about = self._action(self.about)
        self.act_about_qt = self._action(lambda: QApplication.aboutQt())

    def _make_menus(self) -> None:
        mb = self.menuBar()
        self.menu_game = mb.addMenu("")
        for a in (self.act_new, self.act_welcome, None, self.act_open):
            self.menu_game.addSeparator() if a is None else self.menu_game.addAction(a)
        self.menu_recent = self.menu_game.addMenu("")
        self.menu_recent.aboutToShow.connect(self.fill_recent_menu)
        for a in (None, self.act_save, self.act_save_as, self.act_share, None,
                  self.act_edit_scenario, None,
                  self.act_quit):
            self.menu_game.addSeparator() if a is None else self.menu_game.addAction(a)
        self.menu_edit = mb.addMenu("")
        # A disabled Undo's tooltip says why (a disabled action shows no status tip): hot-seat,
        # "Undo goes back only to the last hand-over: …" (``undo_held_back``).
        self.menu_edit.setToolTipsVisible(True)
        for a in (self.act_undo, self.act_redo, None, self.act_end, self.act_other, None,
                  self.act_auto_pass, self.act_handover):
            self.menu_edit.addSeparator() if a is None else self.menu_edit.addAction(a)
        self.menu_view = mb.addMenu("")
        for a in (self.act_zoom_in, self.act_zoom_out, self.act_fit, None, self.act_hex_numbers,
                  self.act_patterns):
            self.menu_view.addSeparator() if a is None else self.menu_view.addAction(a)
        self.menu_view.addSeparator()
        self.menu_stack = self.menu_view.addMenu("")
        for a in self.order_actions.values():
            self.menu_stack.addAction(a)
        self.menu_view.addAction(self.act_next_unit)
        self.menu_regions = self.menu_view.addMenu("")
        self.menu_panels = self.menu_view.addMenu("")
        for dock in self.docks.values():
            self.menu_panels.addAction(dock.toggleViewAction())
        self.menu_lang = mb.addMenu("")
        for a in self.lang_actions.values():
            self.menu_lang.addAction(a)
        self.menu_help = mb.addMenu("")
        for a in (self.act_help, self.act_shortcuts, self.act_welcome, None, self.act_about,
                  self.act_about_qt):
            self.menu_help.addSeparator() if a is None else self.menu_help.addAction(a)
        self.fill_recent_menu()

    def retranslate(self) -> None:
        self.computer_menu.retranslate()
        self.intentions.retranslate()
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_edit.setTitle(self.tr("&Edit"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_regions.setTitle(self.tr("Regions"))
        self.menu_stack.setTitle(self.tr("Stack &Order"))
        self.order_actions["strength"].setText(self.tr("&Strongest on Top"))
        self.order_actions["actable"].setText(self.tr("Units That Can &Act on Top"))
        self.order_actions["placed"].setText(self.tr("&Last Moved on Top"))
        self.act_next_unit.setText(self.tr("&Next Unit That Can Act"))
        self.act_auto_pass.setText(self.tr("&Pass Reactions Automatically When Nothing Else "
                                           "Is Possible"))
        self.act_handover.setText(self.tr("&Hand-Over Screen Between Players"))
        self.act_handover.setToolTip(self.tr("Two people at one screen: cover the window when the "
                                             "turn passes, so neither sees the other's cards or "
                                             "secrets. Switch it off to play both sides yourself."))
        if hasattr(self, "handover"):
            self.handover.retranslate()
        self.menu_panels.setTitle(self.tr("Panels"))
        self.menu_lang.setTitle(self.tr("&Language"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.menu_recent.setTitle(self.tr("Open &Recent"))
        texts = {
            self.act_new: self.tr("&New Game…"), self.act_open: self.tr("&Open…"),
            self.act_save: self.tr("&Save"), self.act_save_as: self.tr("Save &As…"),
            self.act_share: self.tr("S&hare Position…"),
            self.act_quit: self.tr("&Quit"), self.act_undo: self.tr("&Undo"),
            self.act_redo: self.tr("&Redo"), self.act_end: self.tr("&End Phase"),
            self.act_other: self.tr("Other &Actions…"), self.act_zoom_in: self.tr("Zoom &In"),
            self.act_zoom_out: self.tr("Zoom &Out"), self.act_fit: self.tr("&Fit Map to Window"),
            self.act_hex_numbers: self.tr("Hex &Numbers"),
            self.act_patterns: self.tr("Terrain &Patterns"), self.act_about: self.tr("&About qtwargame"),
            self.act_welcome: self.tr("&Welcome Screen…"),
            self.act_clear_recent: self.tr("&Clear Menu"),
            self.act_edit_scenario: self.tr("&Edit Scenario…"),
            self.act_help: self.tr("&How to Play…"),
            self.act_shortcuts: self.tr("&Keyboard Shortcuts…"),
            self.act_about_qt: self.tr("About &Qt"),
        }
        for action, text in texts.items():
            action.setText(text)
        titles = {
            "overview": self.tr("Overview"), "inspector": self.tr("Stack"),
            "pool": self.tr("Reinforcements"), "combat": self.tr("Combat"),
            "decision": self.tr("Decision"), "crt": self.tr("Results Tables"),
            "victory": self.tr("Victory"), "status": self.tr("Status"),
            "turns": self.tr("Turn Track"), "log": self.tr("Log"),
            "cards": self.tr("Cards"),
        }
        for key, dock in self.docks.items():
            dock.setWindowTitle(titles[key])
        self._fill_region_menu()
        for panel in (self.phase_bar, self.inspector, self.pool, self.decision, self.declared,
                      self.combat, self.crt, self.cards, self.victory, self.status_panel, self.log,
                      self.turn_track, self.empty_board):
            panel.retranslate()
        self.update_title()
        self.update_actions()
        self.refresh_tool()

    def _fill_region_menu(self) -> None:
        self.menu_regions.clear()
        if self.scene is None:
            return
        names = {"setup": self.tr("Setup areas"), "map_edge": self.tr("Map edges"),
                 "country": self.tr("Countries"), "rear_area": self.tr("Rear areas"),
                 "sector": self.tr("Sectors"), "district": self.tr("Districts"),
                 "army_group": self.tr("Army group areas"), "border": self.tr("Borders"),
                 "coast": self.tr("Coasts"), "edge": self.tr("Edges"), "lake": self.tr("Lakes"),
                 "sea": self.tr("Seas"), "setup_area": self.tr("Armies' setup areas"),
                 "entry": self.tr("Entry areas"), "limit": self.tr("Limits"),
                 "territory": self.tr("Territories")}
        for kind in self.scene.regions.kinds():
            a = self.menu_regions.addAction(names.get(kind, kind.replace("_", " ").capitalize()))
            a.setCheckable(True)
            a.setChecked(kind in self.scene.regions.shown)
            a.toggled.connect(lambda on, kind=kind: self.scene.regions.set_kind_shown(kind, on))

    # -- languages ---------------------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        from qtwargame.i18n import translator

        self.lang = translator.install(lang, QCoreApplication.instance())
        self.lang_actions[self.lang].setChecked(True)
        if self.preferences is not None:
            self.preferences.set_language(self.lang)
        self.controller.set_language(self.lang)
        if self.scene is not None:
            self.scene.set_language(self._names())
        # a message said in the other language is not left standing in this one
        self.clear_status()
        self.retranslate()
        if self.result_dialog is not None and self.result_dialog.isVisible():
            self._drop_result()  # said again in the new language
            self.result_dialog = ResultDialog(self)
            self.result_dialog.show()

    # -- the game starting and changing ---------------------------------------------------------------
    def on_game_started(self, game: Game) -> None:
        self.empty_board.hide()
        self._drop_result()  # the last game's result goes with it
        self.scene = BoardScene(game, self._names(), parent=self)
        self.scene.hex_labels.setVisible(self.act_hex_numbers.isChecked())
        self.scene.terrain.set_patterns(self.act_patterns.isChecked())
        self.scene.stack_order = self.stack_order()
        self.view.set_board(self.scene)
        self._fill_region_menu()
        # (cards a file holds for a ruleset that plays none are not shown: session 93)
        has_cards = bool(game.scenario.cards) and game.ruleset.reads("cards")
        self.docks["cards"].setVisible(has_cards)
        self.docks["crt"].setVisible(bool(game.scenario.tables))
        if has_cards and not self.layout_restored:
            self.resizeDocks([self.docks["cards"]], [250], Qt.Orientation.Vertical)
        if self.short_screen:  # (never with a restored layout)
            # the tab in front: the hand where the game has cards, else the turn track
            self.docks["cards" if has_cards else "turns"].raise_()
        self.inspector.show_hex(None)

    def on_state_changed(self, state: GameState) -> None:
        c = self.controller
        game = c.game
        assert game is not None  # a state of the game being played
        if self.scene is None or self.scene.game is not game:
            self.on_game_started(game)
            first = True
        else:
            first = False
        scene = self._board()
        self.handover.update(state)  # whose view may be drawn, before anything is drawn
        if self._status_phase is not None and self._status_phase != (state.turn, state.phase):
            self.clear_status()
            self._status_phase = None
        if self._refusal is not None and c.history is not None:
            # A refusal goes with the next step taken (session 93 by hand: "Not allowed
            # (5.4): … cannot be placed in 0930" stood in red after the unit had been
            # placed on a highlighted hex).
            text, steps = self._refusal
            if len(c.history.steps) != steps:
                self._refusal = None
                if self.status_text() == text:
                    self.clear_status()
        if self._notice is not None and c.history is not None:
            # What the program did for the person ("Passed automatically …: Play a combat
            # shift card?") holds until the game moves on to the person's next step; it
            # stayed for minutes, while the Decision panel asked that question again
            # (session 92 by hand). The computer's moves in between keep it.
            text, steps = self._notice
            if len(c.history.steps) != steps and state.to_act not in c.computer_sides:
                self._notice = None
                if self.status_text() == text:
                    self.clear_status()
        if self.view.propose_owed and self.view.propose_owed_in != (state.turn, state.phase):
            # proposals the player asked for end with the phase: the next combat phase (the
            # other side's, at a hot-seat game) asks again
            self.view.propose_owed = False
        view = c.view()
        supply: dict[str, bool] = {}
        for side in game.sides:
            supply.update(game.ruleset.supply_status(game, view, side))
        self.supply = supply
        legal = c.legal()
        scene.actable = set(legal.moves) | legal.eligible_attackers()
        scene.marks = c.acted_marks()
        scene.set_state(view, supply)
        # what the rules mark on the map while it matters (Shin Barbarossa's hexes barred to
        # Soviet rail movement, 14.3, once only in the log)
        scene.notes.set_notes({h: c.render(m) for h, m in game.ruleset.map_notes(game, view).items()})
        if first:
            self.view.home()
        turn_of = (state.turn, state.phase, state.to_act)
        if (not first and turn_of != self._view_phase and state.result is None and not c.read_only
                and state.to_act not in c.computer_sides):
            # a person's phase or answer begins: their units come into view if none is
            # (the computer's Soviet setup left the Axis's front off the screen)
            self.view.bring_side_into_view()
        self._view_phase = turn_of
        if state.pending is None:
            self.dock_room.nothing_asked()  # before the tool, which may bring a panel in front
        if self.combat.phase_is(state.turn, state.phase) and not self.combat.attackers:
            self.crt.set_column(None)  # nor the last combat's cell in the table
        new_phase = self._shown_phase != (state.turn, state.phase)
        self._shown_phase = (state.turn, state.phase)
        self.refresh_tool()
        if new_phase and not isinstance(self.view.tool, AttackTool):
            if self._resolving(state) or self._computer_fights(state):
                # a save opened in the resolve stage (Shin Barbarossa, 10.3.2): the combat
                # phase's dock and room, as the phase played through gives them (session 93:
                # the Decision tab stood in front and the Combat dock kept its height); the
                # computer's combat phase shows its attacks there too
                self.dock_room.combat_opens()
            else:
                self.dock_room.combat_phase_over()
        for panel in (self.phase_bar, self.turn_track, self.victory, self.status_panel,
                      self.pool, self.cards, self.decision, self.declared):
            panel.refresh()
        self._stack_follows(state)
        self.inspector.show_hex(self.inspector.hex, scene.stack(self.inspector.hex)
                                if self.inspector.hex is not None else [], supply)
        self.minimap.schedule()
        self.update_actions()
        self.update_title()
        self.update_next_step()
        self.handover.keep_on_top()

    def _hand_choice_blocker(self) -> str:
        """While a hand of cards is chosen with cards picked in the Cards panel, what stops
        the phase from ending in words that count them (``card_choice.choice_blocker``),
        or "" (the rules' own words stand)."""
        legal = self.controller.legal() if self.controller.state is not None else None
        if legal is None or not legal.selections:
            return ""
        return choice_blocker(keep_size(legal.selections), self.cards.picked())

    def _hand_choice_changed(self) -> None:
        """A card picked or put back in the Cards panel: the instruction and the line of
        what stops the phase count it."""
        if self.controller.state is None or self.controller.read_only:
            return
        self.refresh_tool()
        self.phase_bar.refresh()

    def update_next_step(self) -> None:
        """Issue 48, "no trap": when the game waits for something that is not the person's
        next move on the board (a paused computer, the computer holding after an undo,
        declared combats to close and resolve), the header says so in words and offers the
        one button that goes on."""
        c = self.controller
        s = c.state
        why, button, self._next_step = "", "", None
        comp = getattr(self, "computer", None)
        if s is None or s.result is not None or c.read_only or comp is None:
            self.phase_bar.set_next_step("", "")
            return
        names = self._names()
        side = names.side(s.to_act)
        if comp.is_computer(s.to_act) and comp.paused:
            why = self.tr("The computer is paused, and its {side} side must act now.").format(
                side=side)
            button, self._next_step = self.tr("Resume the computer"), lambda: comp.set_paused(False)
        elif comp.is_computer(s.to_act) and comp.held:
            why = self.tr("The computer waits after your undo, and its {side} side must act "
                          "now.").format(side=side)
            button, self._next_step = self.tr("Let the computer play on"), comp.release
        elif (s.pending is not None and not comp.is_computer(s.to_act)
              and comp.is_computer(s.active) and s.active != s.to_act):
            # Issue 48, item 15: the computer's phase waits for the person's answer.
            why = self.tr("{computer} (the computer) waits for your answer in the Decision "
                          "panel.").format(computer=names.side(s.active))
        elif s.pending is None and not comp.is_computer(s.to_act):
            from qtwargame.ui.combat_panel import open_resolves

            answers = open_resolves(c)
            ahead = next((a for a in answers if a.hexes), None)
            if ahead is not None and (s.turn, s.phase, ahead.hexes) != self._resolve_shown:
                # The next declared combat to resolve comes into sight once (session 93
                # by hand: "Resolve the combat at 1743" with the map on Vilnius, 1743 far
                # off its edge).
                self._resolve_shown = (s.turn, s.phase, ahead.hexes)
                self.view.show_hexes(ahead.hexes)
            if answers and c.legal().end_phase is None:
                game = c.game
                assert game is not None  # its state is there (above)
                button = c.render(game.ruleset.describe_choice(game, s, answers[0]).label)
                self._next_step = lambda a=answers[0]: c.submit(a)
        self.phase_bar.set_next_step(why, button)

    def take_next_step(self) -> None:
        step, self._next_step = self._next_step, None
        if step is not None:
            step()

    def show_past(self, index) -> None:
        """Step through the log: the board as it was after log line ``index``, read-only
        (None: back to the game)."""
        from qtwargame.engine.view import view_for
        c = self.controller
        h = c.history
        if h is None or self.scene is None:
            return
        past = c.state_after_line(index) if index is not None else None
        if past is None:
            if c.read_only:
                c.read_only = False
                self.on_state_changed(h.state)
                self.phase_bar.end.setEnabled(True)
                self.phase_bar.refresh()
            return
        c.read_only = True
        game = h.game
        # as the person at the screen may see it (``GameController.view``: the side to act
        # in hot-seat, the person's side against the computer, nobody's behind the hand-over
        # screen), not as the side to act now may (session 93: the computer's hand)
        view = view_for(game, past, h.state.to_act if c.viewer is None else c.viewer)
        supply: dict[str, bool] = {}
        for side in game.sides:
            supply.update(game.ruleset.supply_status(game, view, side))
        self.scene.marks = {}
        self.scene.set_state(view, supply)
        self.view.set_tool(InspectTool(self.view))
        self.phase_bar.end.setEnabled(False)
        entry = self.log.entries[index]
        self.phase_bar.set_hint(self.tr("The past, read-only: turn {turn}, {phase}, after "
                                        "“{line}”. Turn Step Through off in the log to play on.")
                                .format(turn=past.turn, phase=self._names().phase_title(past.phase),
                                        line=c.render(entry.text)))

    def refresh_tool(self) -> None:
        if self.controller.history is None or self.scene is None:
            return
        # The hexes of the phase's open choices (none in the past, behind the hand-over
        # screen, or on the computer's turn: open_map_choices asks all three).
        marks = open_map_choices(self.controller)
        self.scene.highlights.set_marks(marks)
        if self.controller.read_only:
            if self.controller.shared is not None:  # a shared view: only looking at it
                if not isinstance(self.view.tool, InspectTool):
                    self.view.set_tool(InspectTool(self.view))
                from qtwargame.ui.shared_view import banner

                self.phase_bar.set_hint(banner(self.controller))
            return
        if self.controller.covered:  # the hand-over screen: nothing to point at or answer
            if not isinstance(self.view.tool, InspectTool):
                self.view.set_tool(InspectTool(self.view))
            self.combat.set_attack((), None)
            self.phase_bar.set_hint(self.tr("Waiting for the next player at the screen."))
            return
        game, state = self.controller.game, self.controller.state
        assert game is not None and state is not None  # the history is there (above)
        tool = choose_tool(self.view, self.view.tool)
        if tool is not self.view.tool:
            self.view.set_tool(tool)
            if state.pending is None and (isinstance(tool, AttackTool) or self._resolving(state)):
                self.dock_room.combat_opens()
        else:
            tool.refresh()
        hint = tool.hint()
        ruled = False  # the ruleset words the phase's task itself
        if state.pending is None:
            # A phase whose task the tool's instruction does not say (Shin Barbarossa's start
            # phase moves supply centers only): the ruleset words it.
            own = game.ruleset.phase_hint(game, state)
            if own is not None:
                # (a set-up the rules call complete, whose units may still be dragged:
                # both are said, the rules' word first; the classic rules, C2)
                hint = self.controller.render(own) + (
                    " " + hint if isinstance(tool, SetupTool) else "")
                ruled = True
        legal = self.controller.legal()
        self.combat.propose.setVisible(isinstance(tool, AttackTool) and tool.owes())
        if state.pending is None and legal.cards and isinstance(tool, InspectTool):
            # Nothing to do on the board but cards to play (Blitzkrieg to Moscow 2's
            # breakthrough phase: a tank action): the tool's "look through a stack" would
            # leave the person wondering what the phase wants.
            hint = cards_hints()[0]
            self.docks["cards"].raise_()
        elif state.pending is None and legal.cards and not legal.selections:
            # Moves and cards both open (Blitzkrieg to Moscow 2's Soviet logistics: the
            # free rail move and a rail or activate card): the move tool's instruction
            # alone left the cards unsaid (session 92).
            hint += " " + cards_hints()[1]
        if state.pending is None and legal.selections and isinstance(tool, InspectTool):
            # The hand is chosen first (Blitzkrieg to Moscow 2, 6.1): say how, not "look
            # through a stack".
            # What is left to do, counted from the cards picked in the panel and not yet
            # confirmed (session 97: "choose 5 of the 6 first" with the five picked).
            hint = choice_hint(keep_size(legal.selections), self.cards.picked())
            self.docks["cards"].raise_()
        if legal.end_phase is not None and len(legal.actions) == 1 and not isinstance(tool, SetupTool):
            # (a setup laid out already, by Deploy All, still lets the units be dragged
            # to other hexes of their areas: the setup tool says so)
            if state.hands.get(state.to_act):
                # Cards in hand that cannot be played now (session 92: a rail card in
                # Blitzkrieg to Moscow 2's logistics with no unit where a rail move may
                # start, 6.3.1): say so, or the player looks for how to play it.
                hint = self.tr("Nothing to do in this phase: no card in your hand can be played "
                               "now. Click End Phase.")
            else:
                hint = self.tr("Nothing to do in this phase: click End Phase.")
        if legal.places and not isinstance(tool, PlaceTool):
            units = state.units
            if any(units[uid].hex is None for uid in legal.places):
                hint = self.tr("Units are waiting to be placed: drag them from the Reinforcements "
                               "panel onto a highlighted hex.") + " " + hint
            elif any(p.reason == "setup" for ps in legal.places.values() for p in ps):
                # Every unit that may be placed stands on the map already (a setup the
                # scenario lays out): it may be moved, nothing waits. (The setup tool's own
                # "Drag a unit you have set up to another hex…" said it again: session 93.)
                hint = (self.tr("Your units are set up; you may drag any of them to another "
                                "highlighted hex of its setup area, or end the phase.")
                        if isinstance(tool, SetupTool) else
                        self.tr("Your units are set up; you may drag any of them to another "
                                "highlighted hex of its setup area.") + " " + hint)
            else:
                # A unit on the map that may be placed again now for another reason
                # (Defiant Russia's airborne drop, 11.3; session 85: the hint spoke of a
                # set-up in the Soviet exploitation phase)
                reasons = sorted({self._names().term(p.reason)
                                  for ps in legal.places.values() for p in ps})
                hint = self.tr("A unit on the map may be placed elsewhere now ({reasons}): drag "
                               "it from the Reinforcements panel onto a highlighted hex.").format(
                    reasons=self._names().separator().join(reasons)) + " " + hint
            self.docks["pool"].raise_()
        if legal.removals and state.pending is None:
            hint = removals_hint() + " " + hint
            self.docks["decision"].raise_()
        elif (state.pending is None and isinstance(tool, InspectTool) and not marks and not ruled
              and not legal.places
              and any(a.option not in DECLARATION for a in legal.choices)
              and state.to_act not in self.controller.computer_sides):
            # Nothing to do on the board, but the rules' own choices of the phase in the
            # Decision panel (Shin Barbarossa's leader withdrawal, 5.3.2): say where, and
            # bring the panel in front once as the phase opens (session 84 found "Click a
            # stack to look through it" and the panel behind the Combat dock).
            hint = choices_in_panel_hint()
            # (the phase's side, not the side to act: a question to the other side within
            # the phase, a defensive air unit against an overrun, opens no phase)
            opened = (state.turn, state.phase, state.active)
            if self._choices_shown_for != opened:
                self._choices_shown_for = opened
                self.docks["decision"].raise_()
        elif (state.pending is None and isinstance(tool, InspectTool) and not ruled
              and legal.end_phase is not None and not legal.choices
              and state.to_act not in self.controller.computer_sides
              and self._attacked_this_phase(state)):
            # Every attack of a combat phase made, End Phase open and nothing else asked
            # (session 85, Defiant Russia by hand: "Click a stack to look through it" after
            # the last owed attack's advance; not while Shin Barbarossa's declared combats
            # wait to be resolved).
            if legal.cards:
                # (session 92: Blitzkrieg to Moscow 2's breakthrough phase after a tank
                # action's attack, two tank action cards still in hand)
                hint = cards_hints()[2]
            else:
                hint = self.tr("No unit can attack any more this phase: end the phase when you "
                               "are done.")
        if marks:
            hint = right_click_hint() + " " + hint
        elif state.pending is None and any(
                state.units[u].hex is not None for a in legal.unknown() for u in a.unit_ids()
                if u in state.units):
            # what no tool offers (restoring a reduced unit) is in the unit's right-click
            # menu (``BoardView.open_other_menu``) as well as in Other actions…
            hint += " " + self.tr("Right-click a unit for what else it may do now.")
        if state.result is None and state.to_act in self.controller.computer_sides:
            # Never "click your units" while the computer plays the side to act.
            hint = self.tr("The computer is playing the {side} side: its moves appear on the board and "
                           "in the log.").format(side=self._names().side(state.to_act))
        if state.result is not None:
            # how it ended ("Soviet victory 10 to 1 …"): the title says who won
            hint = self.tr("The game is over: {how}").format(
                how=self.controller.render(state.result.reason))
        # Sentences joined with a space read right in English; Japanese sets none after
        # its full stop (session 91: 「…動かすこともできます。 配置したユニットを…」).
        hint = _AFTER_JAPANESE_STOP.sub("", hint)
        self.phase_bar.set_hint(hint)
        if not isinstance(tool, AttackTool):
            declaring = (game.declaration_in_progress(state) if state.pending is not None
                         else None)
            if declaring is not None:
                # An attack built step by step (the Decision panel's answers): the combat
                # panel shows it whole, with its air points, and Resolve resolves it.
                self.combat.set_air_range(0, 0)
                preview = self.combat.set_attack(declaring.attackers, declaring.target, declaring)
                if preview is not None and not self.crt.shows(declaring.attackers, declaring.target):
                    # The table shows this combat's column; a die row stays only if it is
                    # this combat's own (a reroll window), never the last combat's.
                    self.crt.set_column(preview.column, getattr(preview, "table", None))
                self.combat.resolve.setEnabled(self._resolve_answer() is not None)
                return
            # no attack being put together: no air points to offer for one (the box of
            # the last proposal stayed up, "0 of 3", after the phase's last attack)
            self.combat.set_air_range(0, 0)
            self.combat.set_attack((), None)
            if self.crt.row is None:
                self.crt.set_column(None)

    def _attacked_this_phase(self, state) -> bool:
        """The side to act made an attack in this phase (its steps since the phase began)."""
        from qtwargame.engine.actions import Attack

        h = self.controller.history
        for step in reversed(h.steps if h is not None else []):
            if (step.turn, step.phase) != (state.turn, state.phase):
                return False
            if isinstance(step.action, Attack) and step.action.side == state.to_act:
                return True
        return False

    def _resolving(self, state) -> bool:
        """The person at the screen has declared combats to resolve, one by one with the
        Combat panel's Resolve (Shin Barbarossa's resolve stage, 10.3.2), nothing asked."""
        c = self.controller
        return (state.pending is None and state.result is None and not c.read_only
                and not c.covered and state.to_act not in c.computer_sides
                and self._resolve_answer() is not None)

    def _computer_fights(self, state) -> bool:
        """The computer's combat phase: it may attack (or resolve what it declared), nothing
        asked. The person's board tool is then only for looking (``choose_tool``); the
        Combat panel shows the computer's attacks."""
        c = self.controller
        legal = c.legal()
        return (state.pending is None and state.result is None
                and state.to_act in c.computer_sides
                and bool(legal.attacks or self._resolve_answer() is not None))

    def _resolve_answer(self):
        from qtwargame.engine.actions import Choose, Opt

        legal = self.controller.legal()
        return next((a for a in legal.choices if isinstance(a, Choose) and a.option == Opt.RESOLVE),
                    None)

    def begin_place(self, uid: str) -> None:
        if uid not in self.controller.legal().places:
            self.show_status(self.tr("{unit} cannot be placed now.").format(
                unit=self._names().unit(uid)), error=True)
            return
        self.view.set_tool(PlaceTool(self.view, uid))
        self._hint_tool()

    def _hint_tool(self) -> None:
        """The phase bar's hint says what the board's tool does (the tool just set, or the
        one that replaced it when it finished at once: ``toolFinished``)."""
        if self.view.tool is not None:
            self.phase_bar.set_hint(self.view.tool.hint())

    def deploy_all(self) -> bool:
        """Setup in one click: every unit the side to act still sets up goes to a starting
        position (``ui.deploy``); the player adjusts it afterwards."""
        from qtwargame.ui.deploy import deployment
        from qtwargame.ui.legal_index import LegalIndex

        c = self.controller
        if c.history is None:
            return False
        game = c.history.game
        plan = deployment(game, c.history.state,
                          lambda st: LegalIndex(game.legal_actions(st)).places)
        if not plan:
            if any(p.reason == "setup" for ps in c.legal().places.values() for p in ps):
                # Issue 48, item 13: units that start on the map stay where they stand.
                self.show_status(self.tr("Every unit is set up already. Drag any of them "
                                         "elsewhere, then end the phase."))
            else:
                self.show_status(self.tr("Nothing is waiting to be set up."))
            return False
        if not c.submit_many(plan):
            return False
        # the units just set up, in view where none was (session 91, Defiant Russia by
        # hand: the Axis's 49 went up at the border while the map showed the Soviet rear)
        self.view.bring_side_into_view()
        n = len({p.unit for p in plan})
        if not c.movable_placements():
            # The rules ended the set-up with its last unit (a classic game saved before
            # their revision 1, C2): nothing is left to drag, and the next phase has begun.
            self.show_status(self.tr("1 unit deployed; the setup is complete.") if n == 1 else
                             self.tr("{n} units deployed; the setup is complete.").format(n=n))
            return True
        self.show_status(self.tr("1 unit deployed. Drag it elsewhere if you like, then end "
                                 "the phase.") if n == 1 else
                         self.tr("{n} units deployed. Drag any of them elsewhere, then end "
                                 "the phase.").format(n=n))
        return True

    def place_arrivals(self) -> bool:
        """Reinforcements arriving together, placed together (``ui.arrivals``)."""
        from qtwargame.ui.arrivals import arrival_plan
        from qtwargame.ui.legal_index import LegalIndex

        c = self.controller
        if c.history is None:
            return False
        game = c.history.game
        plan = arrival_plan(game, c.history.state,
                            lambda st: LegalIndex(game.legal_actions(st)).places)
        if not plan or not c.submit_many(plan):
            self.show_status(self.tr("No unit can enter the map now."))
            return False
        self.show_status(self.tr("{n} units placed. Undo takes them back one by one.").format(
            n=len(plan)) if len(plan) != 1 else self.tr("1 unit placed."))
        return True

    def begin_card(self, card: str) -> None:
        self.view.set_tool(CardTargetTool(self.view, card))
        self._hint_tool()

    def _stack_follows(self, state: GameState) -> None:
        """The Stack panel follows the units it lists to the hex they moved to, when all
        have left the hex it shows (session 92: a retreat or an advance chosen as an answer,
        or the computer's moves, left it at the hex they had left; the person's own drop is
        the move tool's), and the selected hex with it; never while the person holds a unit
        or builds an attack, whose hex is theirs."""
        tool = self.view.tool
        if ((isinstance(tool, MoveTool) and tool.unit is not None)
                or (isinstance(tool, AttackTool) and (tool.attackers or tool.target is not None))):
            return
        to = self._held_move_ends(state)
        if to is None:
            to = self.inspector.follow(state)
        if to is None:
            return
        self.inspector.hex = to
        if self.scene is not None:
            self.scene.highlights.set_selected(to)

    def _held_move_ends(self, state: GameState) -> Hex | None:
        """Where a unit whose move waited on the other side's answer ended it, once nothing
        is asked any more, while the Stack panel still shows the hex it waited in (session 94
        by hand: Shin Barbarossa's panzer asked about at Ostrołęka, 11.2.7, went on to
        Białystok after the answer; the panel kept Ostrołęka, where another corps stood, so
        the rule "follow when all have left" did not take it along). None otherwise."""
        c = self.controller
        h = c.history
        last = h.steps[-1].action if h is not None and h.steps else None
        if isinstance(last, Move) and state.pending is not None and last.side != state.pending.side:
            u = state.units.get(last.unit)
            if u is not None and u.hex is not None and u.hex != last.to:
                self._held_move = (last.unit, u.hex)  # the move waits here
                return None
        held, self._held_move = self._held_move, None
        if held is None or state.pending is not None:
            self._held_move = held
            return None
        uid, waited = held
        u = state.units.get(uid)
        if u is None or u.hex is None or u.hex == waited or self.inspector.hex != waited:
            return None
        return u.hex

    def on_hex_selected(self, h) -> None:
        self.inspector.show_hex(h, self._board().stack(h) if h is not None else [], self.supply)

    def on_unit_activated(self, uid: str) -> None:
        self._board().bring_to_top(uid)
        tool = self.view.tool
        if isinstance(tool, MoveTool) and uid in self.controller.legal().moves:
            tool.pick(uid)
        elif isinstance(tool, AttackTool) and uid in self.controller.legal().eligible_attackers():
            tool.toggle(uid)

    def on_attack_changed(self, attackers, target) -> None:
        tool = self.view.tool
        declaration = tool.declaration() if isinstance(tool, AttackTool) else None
        if isinstance(tool, AttackTool):
            self.combat.set_air_range(tool.air_possible() if declaration is not None else 0,
                                      tool.air)
        preview = self.combat.set_attack(attackers, target, declaration)
        if preview is not None:
            self.crt.set_column(preview.column, getattr(preview, "table", None))
        elif self.crt.row is None:
            self.crt.set_column(None)  # keep showing the last roll until a new attack
        if target is not None:
            self.docks["combat"].raise_()
            self.dock_room.make_room_for_combat()  # (once a phase)

    def set_attack_air(self, n: int) -> None:
        tool = self.view.tool
        if isinstance(tool, AttackTool):
            tool.set_air(n)

    def resolve_attack(self) -> None:
        tool = self.view.tool
        if isinstance(tool, AttackTool):
            tool.resolve()
            return
        answer = self._resolve_answer()
        if answer is not None:
            self.controller.submit(answer)

    def propose_owed_attack(self) -> bool:
        """Put the next owed attack together and bring it into view (the map scrolls to
        it when none of its hexes shows)."""
        tool = self.view.tool
        return isinstance(tool, AttackTool) and tool.propose()

    def clear_attack(self) -> None:
        if self.view.tool is not None:
            self.view.tool.cancel()

    def on_decision(self, decision) -> None:
        self.dock_room.question_asked()
        self.handover.keep_on_top()

    def _drop_result(self) -> None:
        if self.result_dialog is not None:
            self.result_dialog.close()
            self.result_dialog.deleteLater()
            self.result_dialog = None

    def on_game_over(self, result) -> None:
        c = self.controller
        winner = self._names().side(result.winner) if result.winner else self.tr("Nobody")
        self.show_status(self.tr("Game over. Winner: {winner}. {reason}").format(
            winner=winner, reason=c.render(result.reason)))
        self.docks["victory"].raise_()
        if self._result_shown_for is not c.history and not c.read_only:
            # once a game (announcing the state again opens nothing more), and not while
            # the board shows the past
            self._result_shown_for = c.history
            self.result_dialog = ResultDialog(self)
            self.result_dialog.show()

    # -- messages -------------------------------------------------------------------------------------
    def show_status(self, text: str, error: bool = False) -> None:
        """A message in the status bar. It belongs to the phase it was said in: the next
        phase clears it; a refusal also fades after ``ERROR_SECONDS``."""
        self.status_label.setStyleSheet("color: #c01010; font-weight: bold;" if error else "")
        self.status_label.setText(text)
        s = self.controller.state
        self._status_phase = (s.turn, s.phase) if s is not None else None
        h = self.controller.history
        self._refusal = (text, len(h.steps)) if error and h is not None else None
        if error:
            self._status_timer.start(ERROR_SECONDS * 1000)
        else:
            self._status_timer.stop()

    def show_notice(self, text: str) -> None:
        """A notice of the controller's (an automatic pass, a hand chosen for the person):
        in the status bar until the person's next step (``on_state_changed``)."""
        self.show_status(text)
        h = self.controller.history
        self._notice = (text, len(h.steps)) if h is not None else None

    def clear_status(self) -> None:
        self.status_label.setText("")
        self.status_label.setStyleSheet("")
        self._status_timer.stop()

    def status_text(self) -> str:
        return self.status_label.text()

    def on_illegal(self, rule: str, text: str) -> None:
        # The rules' reason says why in full (engine.refusal: held by the enemy, out of
        # reach, stacking, zone of control), with the rule that forbids it.
        if rule:
            self.show_status(self.tr("Not allowed ({rule}): {reason}").format(rule=rule, reason=text),
                             error=True)
        else:
            self.show_status(self.tr("Not allowed: {reason}").format(reason=text), error=True)

    def show_error(self, title: str, text: str) -> None:
        """A clear error dialog (not modal to the application: play can go on behind it)."""
        box = QMessageBox(QMessageBox.Icon.Critical, title, text, QMessageBox.StandardButton.Ok, self)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.error_box = box
        box.open()

    def offer_changed_rules(self, path: str | Path, e: RulesChangedError) -> None:
        """A save the current rules replay otherwise (its file as it was written): say
        where the game parts from them and offer to play it on as they play it, an unsaved
        game, so the old file stays as it was; declined, nothing is opened."""
        from qtwargame.ui.names import Names

        history = e.history
        state = history.state
        names = Names(history.game, self.lang)
        where = self.tr("turn {turn}, {phase}").format(turn=state.turn,
                                                       phase=names.phase_title(state.phase))
        if e.refused is None:
            why = self.tr("All {total} of its actions are allowed, but they now lead to "
                          "another position than the one saved: the program's rules have "
                          "been corrected since, or the file was edited.").format(total=e.total)
            offer = self.tr("Open the game as the current rules play it ({where})?")
        else:
            why = self.tr("Its action {n} of {total} is not allowed by the current rules: "
                          "the program's rules have been corrected since it was saved, or the "
                          "file was edited.").format(n=e.refused + 1, total=e.total)
            offer = self.tr("Open the game as far as the current rules accept it ({where}) "
                            "and play on from there?")
        text = "\n\n".join([Path(path).name + ": " + why, offer.format(where=where),
                             self.tr("It opens as an unsaved game; the file is not changed.")])
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("The rules have changed"), text,
                          buttons, self)
        # the refusal in the game's names: "the Blue player's decision", not "blue"
        box.setDetailedText(e.text(translate, names.render))
        box.setWindowModality(Qt.WindowModality.WindowModal)
        yes = box.button(QMessageBox.StandardButton.Yes)

        def answered(_result: int) -> None:
            if box.clickedButton() is not yes:
                log.info("declined to open %s under the current rules", path)
                return
            self.controller.adopt_saved(history, e.saved, None)
            log.info("opened %s under the current rules (%s of %s actions)", path,
                     len(history.steps), e.total)
            self.show_status(self.tr("Opened {file} as the current rules play it").format(
                file=Path(path).name))

        box.finished.connect(answered)
        self.error_box = box
        box.open()

    def update_title(self) -> None:
        c = self.controller
        if c.game is None:
            self.setWindowTitle("qtwargame")
            return
        if c.shared is not None:
            from qtwargame.ui.shared_view import window_title

            self.setWindowTitle(window_title(c, self.lang))
            return
        name = c.path.name if c.path is not None else self.tr("unsaved game")
        mark = "*" if c.modified else ""
        self.setWindowTitle(f"{c.game.scenario.title.get(self.lang)} — {name}{mark} — qtwargame")

    def update_actions(self) -> None:
        c = self.controller
        has = c.history is not None
        why = self.undo_held_back()
        can_undo = c.can_undo()
        self.act_undo.setEnabled(can_undo and why is None)
        self.act_redo.setEnabled(c.can_redo() and not c.covered)
        self.act_undo.setText(self.tr("&Undo") if why is None or c.covered
                              else self.tr("&Undo (not past the hand-over)"))
        if why is None and has and not can_undo:
            why = self.undo_refusal()  # a die rolled, a leader or a card shown, a new phase
        self.undo_why_key.setEnabled(has and not self.act_undo.isEnabled())
        waiting = self.tr("Waiting for the next player at the screen.") if c.covered else ""
        for a, text in ((self.act_undo, why or ""), (self.act_redo, waiting)):
            a.setToolTip(text)
            a.setStatusTip(text)
        for a in (self.act_save, self.act_save_as, self.act_end):
            a.setEnabled(has and c.shared is None)
        from qtwargame.ui.shared_view import shareable_sides

        self.act_share.setEnabled(bool(shareable_sides(self)))
        if c.shared is not None:  # (ui.shared_view) say why they do nothing
            from qtwargame.ui.shared_view import why_not

            for a in (self.act_undo, self.act_redo, self.act_save, self.act_save_as, self.act_end):
                a.setToolTip(why_not(c))
                a.setStatusTip(why_not(c))
        self.act_clear_recent.setEnabled(bool(self.recent_files()))
        self.act_other.setEnabled(has and bool(c.legal().unknown()))

    def update_zoom_label(self) -> None:
        self.zoom_label.setText(self.tr("Zoom {pct}%").format(pct=round(self.view.zoom * 100)))

    # -- commands --------------------------------------------------------------------------------------
    def end_phase(self) -> None:
        c = self.controller
        if c.history is None:
            return
        if c.covered:
            # Edit ▸ End Phase (Ctrl+E) stays in the menu bar above the hand-over screen:
            # the player who handed over would end the next player's phase unseen (session
            # 92: the Soviet player ended the Axis setup before the Axis player sat down).
            self.show_status(self.tr("Waiting for the next player at the screen."), error=True)
            return
        legal = c.legal()
        state = c.history.state
        if legal.end_phase is not None:
            game = c.history.game
            losses = [c.render(m) for m in game.ruleset.end_phase_losses(game, state)]
            if losses:
                self.ask_end_phase(losses)
            else:
                c.submit(legal.end_phase)
            return
        if state.pending is not None:
            self.show_status(self.tr("Answer the pending decision first."), error=True)
            return
        game = c.history.game
        picked = self._hand_choice_blocker()
        blockers = ([picked] if picked else
                    [c.render(b) for b in game.ruleset.end_phase_blockers(game, state)])
        shown = blockers[:12]
        text = "\n".join(f"• {b}" for b in shown) or self.tr("The rules do not allow it now.")
        if len(blockers) > len(shown):
            text += "\n" + self.tr("… and {n} more").format(n=len(blockers) - len(shown))
        self.show_status(self.tr("The phase cannot end yet: {why}").format(why="; ".join(shown)),
                         error=True)
        title = self.tr("The phase cannot end yet")
        self.show_error(title, text)
        # The box says why in its own words too: a window title is not shown everywhere
        # (no title bar under some window managers, none on macOS), and "• Place the
        # reinforcements" alone under a red cross read as an error of the program's
        # (session 91, Shin Barbarossa). A reminder of the rules, not an error.
        box = self.error_box
        assert box is not None  # show_error made it
        box.setIcon(QMessageBox.Icon.Warning)
        box.setText(self.tr("The phase cannot end yet:"))
        box.setInformativeText(text)

    def ask_end_phase(self, losses: list[str]) -> None:
        """End Phase where ending now throws away what the player could still use
        (``Ruleset.end_phase_losses``: Red Vengeance's replacement points, 10.0): a question,
        Keep Playing the default, so a player who did not know where the restores are is
        told before the points are gone (session 94: End Phase threw them away without a
        word). The phase ends only on End Phase, and only if nothing moved on meanwhile."""
        c = self.controller
        asked_at = c.history.state if c.history is not None else None
        text = self.tr("End the phase? {losses}").format(losses="; ".join(losses))
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("End the phase?"), text,
                          QMessageBox.StandardButton.NoButton, self)
        box.setInformativeText(spend_first_hint())
        end = box.addButton(self.tr("End Phase"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("Keep Playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.setWindowModality(Qt.WindowModality.WindowModal)

        def answered(_result: int) -> None:
            h = c.history
            if box.clickedButton() is not end or h is None or h.state is not asked_at:
                return
            legal = c.legal()
            if legal.end_phase is not None:
                c.submit(legal.end_phase)

        box.finished.connect(answered)
        self.end_phase_box = box
        box.open()

    def choose_other_action(self) -> None:
        c = self.controller
        actions = c.legal().unknown() if c.history is not None else []
        if not actions:
            self.show_status(self.tr("No other actions are legal now."))
            return
        dialog = ActionChooser(c, actions, self)
        if dialog.exec() and dialog.chosen is not None:
            c.submit(dialog.chosen)

    def undo_held_back(self) -> str | None:
        """Why Undo may not take the last step back at this screen, in words, though the
        rules would let it: hot-seat with the hand-over screen on, Undo (and Redo) wait
        while the screen is up (the player who handed over would uncover the other's
        view), and reach back only to the last hand-over (``HandOver.undo_stops_at``).
        None where Undo may go on, or the rules' own refusal applies."""
        c = self.controller
        handover = getattr(self, "handover", None)
        if handover is None or not handover.keeps_secrets():
            return None
        if c.covered:
            return self.tr("Waiting for the next player at the screen.")
        side = handover.undo_stops_at() if c.can_undo() else None
        if side is None or c.names is None:
            return None
        return self.tr("Undo goes back only to the last hand-over: the last action was the "
                       "{side} player's, and stays theirs.").format(side=c.names.side(side))

    def undo(self) -> None:
        why = self.undo_held_back()
        if why is not None:
            self.show_status(why, error=True)
            return
        if not self.computer.undo_to_person():
            self.show_status(self.undo_refusal())

    def undo_refusal(self) -> str:
        """Why nothing can be undone now, in words: what the last action did that undo may
        not take back (issue 48, item 19: a leader revealed was refused with no word)."""
        c = self.controller
        h = c.history
        if c.shared is not None:
            from qtwargame.ui.shared_view import why_not

            return why_not(c)
        if c.read_only:
            return self.tr("This is the game's past, read-only: go back to the present to play.")
        if h is None or not h.steps:
            return self.tr("Nothing to undo yet.")
        last = h.steps[-1]
        # the action's own log line (its first): a pass names what it declined
        first = last.entries[0] if last.entries and not last.entries[0].automatic else None
        what = c.render(first.text if first is not None else h.game.describe(last.action))
        if last.after.result is not None:
            return self.tr("Cannot undo “{action}”: it ended the game.").format(action=what)
        if last.revealed:
            return self.tr("Cannot undo “{action}”: it drew or revealed hidden information (a leader, "
                           "a card) that cannot be hidden again.").format(action=what)
        if last.rolled:
            return self.tr("Cannot undo “{action}”: dice were rolled, and undo never goes back past "
                           "a die roll.").format(action=what)
        return self.tr("Nothing to undo in this phase: “{action}” ended the last one, and undo goes "
                       "back only within the current phase.").format(action=what)

    def redo(self) -> None:
        if self.controller.covered:
            self.show_status(self.tr("Waiting for the next player at the screen."), error=True)
            return
        if not self.controller.redo():
            self.show_status(self.tr("Nothing to redo."))

    def set_handover(self, on: bool) -> None:
        if self.preferences is not None:
            self.preferences.set_handover_screen(bool(on))
        if hasattr(self, "handover"):
            self.handover.set_enabled(bool(on))

    def set_auto_pass(self, on: bool) -> None:
        self.controller.auto_pass_reactions = bool(on)
        if self.preferences is not None:
            self.preferences.set_auto_pass_reactions(bool(on))

    def stack_order(self) -> str:
        if self.preferences is not None:
            return self.preferences.stack_order()
        return getattr(self, "_stack_order", "strength")

    def set_stack_order(self, key: str) -> None:
        self._stack_order = key
        if self.preferences is not None:
            self.preferences.set_stack_order(key)
        self.order_actions[key].setChecked(True)
        if self.scene is not None:
            self.scene.set_stack_order(key)

    def set_hex_numbers(self, on: bool) -> None:
        if self.scene is not None:
            self.scene.hex_labels.setVisible(on)

    def set_patterns(self, on: bool) -> None:
        if self.scene is not None:
            self.scene.terrain.set_patterns(on)

    # -- the welcome screen, help and the editor ------------------------------------------------------
    def welcome(self, at_start: bool = False) -> bool:
        """Show the welcome screen and do what the player chose there. True if a game was
        started or opened."""
        from qtwargame.ui.welcome_dialog import HELP, OPEN, OPTIONS, PLAY, WelcomeDialog

        prefs = self.preferences
        dialog = WelcomeDialog(self.lang, self, prefs.welcome_at_start() if prefs else False)
        self.dialogs["welcome"] = dialog
        accepted = dialog.exec()
        if prefs is not None:
            prefs.set_welcome_at_start(dialog.at_start.isChecked())
            prefs.mark_welcomed()
        choice = dialog.choice if accepted else None
        if choice is None:
            return False
        if choice.kind == PLAY:
            if not self.may_replace_game():
                return False
            return self.start_game(choice.scenario, {}, None)
        if choice.kind == OPTIONS:
            return self.new_game_dialog(preselect=choice.scenario.id)
        if choice.kind == HELP:
            help_dialog = self.show_help(choice.scenario.ruleset)
            # Read, then back to choosing a game: closing the help returns to the welcome
            # screen, unless a game was started or opened meanwhile (from the menus).
            shown = self.controller.history
            help_dialog.finished.connect(
                lambda _=0: QTimer.singleShot(0, self, lambda: self._welcome_again(shown)))
            return False
        if choice.kind == OPEN:
            before = self.controller.history
            self.open_dialog()
            return self.controller.history is not before
        return False

    def _welcome_again(self, shown) -> None:
        """The welcome screen once more after its help was read, if the window still shows
        what it showed then (no game started or opened since)."""
        help_dialog = self.dialogs.get("help")
        if help_dialog is not None and help_dialog.isVisible():
            return  # the help was opened again (from the menu): still reading
        if self.controller.history is shown and self.isVisible():
            self.welcome()

    def _show_dialog(self, key: str, dialog: QDialog) -> QDialog:
        old = self.dialogs.pop(key, None)
        if old is not None:
            old.close()
            old.deleteLater()
        self.dialogs[key] = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        dialog.show()
        dialog.raise_()
        return dialog

    def show_help(self, topic: str | None = None) -> QDialog:
        from qtwargame.ui.help_dialog import HelpDialog

        if topic is None and self.controller.game is not None:
            topic = self.controller.game.scenario.ruleset
        return self._show_dialog("help", HelpDialog(self.lang, topic, self))

    def show_shortcuts(self) -> QDialog:
        from qtwargame.ui.shortcuts_dialog import ShortcutsDialog

        return self._show_dialog("shortcuts", ShortcutsDialog(self))

    def about(self) -> QDialog:
        from qtwargame.ui.about_dialog import AboutDialog

        return self._show_dialog("about", AboutDialog(self))

    def edit_scenario(self) -> None:
        """Open the scenario editor on the scenario being played (or a new one)."""
        from qtwargame import windows

        game = self.controller.game
        try:
            windows.open_window("edit", game.scenario if game is not None else None, self,
                                lang=self.lang)
        except windows.WindowUnavailable as e:
            self.show_error(self.tr("Cannot open the scenario editor"), str(e))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            self.collector.hold()  # until the first frame: the game opened with the window
            prefs = self.preferences
            if self.layout_restored and prefs is not None:
                # Once shown, the window has its size: the docks' sizes apply as saved.
                QTimer.singleShot(0, self, lambda: prefs.restore_docks(self))

    def closeEvent(self, event) -> None:
        c = self.controller
        if self.ask_before_closing and c.modified and c.state is not None and c.state.result is None:
            answer = QMessageBox.question(
                self, self.tr("Quit"), self.tr("Save the game before quitting?"),
                QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                | QMessageBox.StandardButton.Cancel)
            if answer == QMessageBox.StandardButton.Cancel:
                event.ignore()
                return
            if answer == QMessageBox.StandardButton.Save and not self.save():
                event.ignore()
                return
        c.autosave()
        if c.autosaver is not None:
            c.autosaver.end_session()
        if self.preferences is not None:
            self.preferences.save_window(self)
        for dialog in self.dialogs.values():
            dialog.close()
        self.computer.stop()
        event.accept()
