"""The play window's board: a :class:`~qtwargame.ui.map_view.MapView` (zoom, pan, fit and
the active tool, the same as in the editor) on a :class:`BoardScene`.

What the board adds: each mouse event is resolved to a :class:`BoardEvent` (hex and counter
under the mouse); a left press selects the hex; the right button opens the tool's menu; the
opening view shows the side to act's units when the whole map would be too small to read;
stacks spread out on hover or Space and cycle with C; N picks the next unit that can act;
units dragged from the pool panel are dropped here.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, QTimer, Signal

from qtwargame.engine.ruleset import Choice
from qtwargame.i18n import QT_TRANSLATE_NOOP
from qtwargame.ui.board_event import BoardEvent
from qtwargame.ui.board_scene import BoardScene
from qtwargame.ui.decision_panel import open_map_choices, other_actions_at
from qtwargame.ui.map_view import MAP_KEYS, UNIT_MIME, MapView
from qtwargame.ui.tools.decision_tool import choice_menu
from qtwargame.ui.tools.tool import Tool

__all__ = ["BOARD_KEYS", "UNIT_MIME", "BoardView"]

#: The keys the board answers when it has the focus: (keys, what they do, method, arguments).
#: Help ▸ Keyboard Shortcuts lists them from here.
BOARD_KEYS = MAP_KEYS + (
    ((Qt.Key.Key_Space,), QT_TRANSLATE_NOOP("MapView", "Tapped: spread out the selected stack, or "
                                                       "close it; held: drag to pan the map"),
     "toggle_expand", ()),
    ((Qt.Key.Key_C,), QT_TRANSLATE_NOOP("MapView",
                                        "Cycle the selected stack: its top counter to the bottom"),
     "cycle_selected", ()),
    ((Qt.Key.Key_Escape,), QT_TRANSLATE_NOOP("MapView",
                                             "Put the unit down, or cancel the attack or card"),
     "cancel_tool", ()),
)


class BoardView(MapView):
    attackChanged = Signal(object, object)  # attackers tuple, target Hex or None
    toolFinished = Signal()
    placeRequested = Signal(str)  # a unit dragged in from the pool

    KEYS = BOARD_KEYS
    tool: Tool | None

    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.board_scene: BoardScene | None = None
        #: The attack tool proposes the next owed attack after each one (the player asked),
        #: within the phase it was asked in (``propose_owed_in``: turn and phase).
        self.propose_owed = False
        self.propose_owed_in: tuple[int, str] | None = None
        self.follow = "home"
        #: Hovering a stack this long (ms) spreads it out; 0 turns that off.
        self.hover_expand_ms = 450
        self._hover_hex = None
        self._hover_timer = QTimer(self)
        self._hover_timer.setSingleShot(True)
        self._hover_timer.timeout.connect(self._expand_hovered)
        self._last_next: str | None = None

    # -- scene and tool -----------------------------------------------------------------------
    def map_scene(self) -> BoardScene | None:
        return self.board_scene

    def set_board(self, scene: BoardScene) -> None:
        self.set_tool(None)
        self.board_scene = scene
        self.setScene(scene)
        self.follow = "home"

    def exec_menu(self, menu, global_pos):
        """Show a tool's popup menu; the chosen QAction or None (tests replace this)."""
        return menu.exec(global_pos)

    def home(self) -> None:
        """Fit the map if it stays legible, else show it at natural size around the
        side to act's units."""
        if self.board_scene is None:
            return
        self.fit_map()
        if self.zoom < 0.55:
            self.resetTransform()
            self.scale(0.9, 0.9)
            self.center_on_active()
        self.viewChanged.emit()

    def _active_points(self) -> list[QPointF]:
        """The centres of the hexes the side to act's units stand in (none without a game)."""
        scene, state, game = self.board_scene, self.controller.state, self.controller.game
        if scene is None or state is None or game is None:
            return []
        return [scene.layout.center(u.hex) for uid, u in state.units.items()
                if u.hex is not None and game.side_of(state, uid) == state.to_act]

    def bring_side_into_view(self) -> bool:
        """When none of the side to act's units on the map is in view, center on them
        (``center_on_active``) and say so; a view that shows one of them is left as the
        person set it."""
        mine = self._active_points()
        shown = self.mapToScene(self.viewport().rect()).boundingRect()
        if not mine or any(shown.contains(p) for p in mine):
            return False
        self.center_on_active()
        self.viewChanged.emit()
        return True

    def center_on_active(self) -> None:
        pts = self._active_points()
        if pts:
            self.centerOn(QPointF(sum(p.x() for p in pts) / len(pts),
                                  sum(p.y() for p in pts) / len(pts)))

    # -- stacks -------------------------------------------------------------------------------
    def _hover_stack(self, ev) -> None:
        scene = self.board_scene
        assert scene is not None  # the mouse handlers return early without a board
        if scene.expanded is not None:
            if ev.unit is not None and ev.unit in scene.stack(scene.expanded):
                return
            if ev.hex != scene.expanded:
                scene.expand(None)
        if ev.hex != self._hover_hex:
            self._hover_hex = ev.hex
            self._hover_timer.stop()
            if (self.hover_expand_ms > 0 and ev.hex is not None and ev.unit is not None
                    and len(scene.stack(ev.hex)) > 1):
                self._hover_timer.start(self.hover_expand_ms)

    def _expand_hovered(self) -> None:
        if self.board_scene is not None and self._hover_hex is not None:
            self.board_scene.expand(self._hover_hex)

    def selected_hex(self):
        return self.board_scene.highlights.selected if self.board_scene is not None else None

    def toggle_expand(self) -> None:
        scene, h = self.board_scene, self.selected_hex()
        if scene is None:
            return
        scene.expand(None if scene.expanded == h else h)

    def cycle_selected(self) -> None:
        scene, h = self.board_scene, self.selected_hex()
        if scene is None or h is None:
            return
        top = scene.cycle_stack(h)
        self.hexSelected.emit(h)
        if top is not None:
            self.statusMessage.emit(self.tr("On top: {unit}").format(
                unit=self.controller.names.unit(top)))

    def next_unit(self) -> str | None:
        """Select the next unit that can still act and has not moved or attacked yet (then
        any that can still act), in hex order after the last one chosen; pick it up when
        the tool can."""
        scene, c = self.board_scene, self.controller
        if scene is None or c.state is None:
            return None
        state, game = c.view(), c.game
        can = [u for u in scene.actable if u in state.units and state.units[u].hex is not None]
        fresh = [u for u in can if u not in scene.marks] or can
        if not fresh:
            self.statusMessage.emit(self.tr("No unit can act now."))
            return None
        fresh.sort(key=lambda u: (game.label(state.units[u].hex), u))
        i = fresh.index(self._last_next) + 1 if self._last_next in fresh else 0
        uid = fresh[i % len(fresh)]
        self._last_next = uid
        h = state.units[uid].hex
        scene.bring_to_top(uid)
        scene.highlights.set_selected(h)
        self.hexSelected.emit(h)
        self.center_on(scene.layout.center(h))
        pick = getattr(self.tool, "pick", None)
        if pick is not None and uid in c.legal().moves:
            pick(uid)
        else:
            self.statusMessage.emit(self.tr("Next: {unit}").format(unit=c.names.unit(uid)))
        return uid

    # -- the mouse ----------------------------------------------------------------------------
    def event_at(self, pos, button, buttons, modifiers, global_pos) -> BoardEvent:
        scene = self.board_scene
        assert scene is not None  # the view passes no mouse event on without a board
        return BoardEvent(pos=pos, hex=scene.hex_at(pos), unit=scene.counter_at(pos),
                          button=button, modifiers=modifiers, global_pos=global_pos)

    def board_event(self, event, button=None) -> BoardEvent:
        """The :class:`BoardEvent` of a mouse event (a board event has no held buttons)."""
        return self.event_at(self.mapToScene(event.position().toPoint()),
                             event.button() if button is None else button, Qt.MouseButton.NoButton,
                             event.modifiers(), event.globalPosition().toPoint())

    def accept_press(self, ev: BoardEvent) -> bool:
        if ev.button == Qt.MouseButton.LeftButton:
            assert self.board_scene is not None
            self.board_scene.highlights.set_selected(ev.hex)
            self.hexSelected.emit(ev.hex)
        return ev.button != Qt.MouseButton.RightButton  # right clicks arrive as context menu events

    def hovered(self, ev: BoardEvent, buttons: Qt.MouseButton) -> None:
        if not buttons:
            self._hover_stack(ev)
        super().hovered(ev, buttons)

    def contextMenuEvent(self, event) -> None:
        if self.board_scene is None or self.tool is None:
            return
        pos = self.mapToScene(event.pos())
        ev = self.event_at(pos, Qt.MouseButton.RightButton, Qt.MouseButton.RightButton,
                           event.modifiers(), event.globalPos())
        if (not self.tool.context_menu(ev) and not self.open_choice_menu(ev)
                and not self.open_other_menu(ev)):
            self.tool.press(ev)

    def open_choice_menu(self, ev: BoardEvent) -> bool:
        """The right click's menu on a hex marked for the phase's open choices
        (``decision_panel.open_map_choices``): what the person may do there, in words, one
        entry each; the chosen one is submitted. False where the hex has none."""
        choices = open_map_choices(self.controller).get(ev.hex) if ev.hex is not None else None
        if not choices:
            return False
        chosen = choice_menu(self, choices, ev.global_pos)
        if chosen is not None:
            self.controller.submit(chosen.action)
        return True

    def open_other_menu(self, ev: BoardEvent) -> bool:
        """The right click's menu on a hex whose units (or the hex) the phase's other actions
        name, those no tool offers (``decision_panel.other_actions_at``: restoring a reduced
        unit): each in words; the chosen one is submitted. False where there is none."""
        actions = other_actions_at(self.controller, ev.hex)
        if not actions:
            return False
        game = self.controller.game
        choices = [Choice(a, game.describe(a), a.unit_ids(), a.hex_refs()) for a in actions]
        chosen = choice_menu(self, choices, ev.global_pos)
        if chosen is not None:
            self.controller.submit(chosen.action)
        return True

    # -- drops from the pool -------------------------------------------------------------------
    def unit_drag_entered(self, uid: str) -> None:
        self.placeRequested.emit(uid)

    def unit_dropped(self, uid: str, pos, modifiers) -> None:
        drop = getattr(self.tool, "drop", None)
        if drop is not None and self.board_scene is not None:
            drop(self.board_scene.hex_at(pos))
