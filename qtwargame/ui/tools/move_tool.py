"""Moving units: pick up a counter, see every legal destination with its cost, drop it.

Destinations and paths come from the ``Move`` actions that ``game.legal_actions_for`` lists
for the unit (or the controller's whole index when it is already built); costs from
``Ruleset.reachable``. A drop on a legal hex submits that move. A drag takes the route the
pointer traced, hex by hex, where the rules allow that route (it decides which hexes the
unit passes and so takes, an empty enemy city on the way), else the listed one; the line
drawn while dragging is the route the drop will take. A drop anywhere else submits the
move the player asked for, along the route traced to it, so the engine itself says which
rule refuses it, and the counter snaps back. A unit with special movement modes (rail, sea, exploitation)
offers them on right-click; Shift-drag uses the first special mode.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QMenu

from qtwargame.engine.actions import Move
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.text import format_text
from qtwargame.ui.combat_panel import consequence_text
from qtwargame.ui.legal_index import ready_index, unit_index
from qtwargame.ui.palette import mode_color
from qtwargame.ui.tools.tool import Tool

DRAG_THRESHOLD = 6.0


def cost_text(cost: float) -> str:
    return f"{cost:g}"


class MoveTool(Tool):
    def __init__(self, view) -> None:
        super().__init__(view)
        self.unit: str | None = None
        self.mode = "normal"
        self.destinations: dict[Hex, Move] = {}
        self._press: QPointF | None = None
        self._press_unit: str | None = None
        self.dragging = False
        self._actionable: set[str] = set()  # units outlined as able to move (refresh)
        #: The hexes the pointer traced while dragging, the unit's own hex first (None: no
        #: route traced, the listed path is taken).
        self._route: list[Hex] | None = None
        self._route_ok: dict[tuple[Hex, ...], bool] = {}  # traced routes the rules allow

    def hint(self) -> str:
        return self.tr("Drag an outlined unit to move it: destinations show their cost. "
                       "Right-click it for special movement. End the phase when done.")

    # -- what is pointed out ----------------------------------------------------------------
    def refresh(self) -> None:
        legal = self.controller.legal()
        if self.unit is not None and self.mode not in legal.move_modes(self.unit):
            self.unit = None
        self._actionable = set(legal.moves)
        self.scene.set_outlines({u: "actionable" for u in legal.moves})
        if self.unit is not None:
            self.pick(self.unit, self.mode)
        else:
            self.scene.highlights.clear()

    def pick(self, unit: str, mode: str | None = None) -> bool:
        """Pick up ``unit`` in ``mode`` and show where it may go. False if it cannot move.
        Only the unit's own actions are asked for (:func:`unit_index`)."""
        legal = unit_index(self.controller, unit)
        modes = legal.move_modes(unit)
        if not modes:
            return False
        self.unit, self.mode = unit, (mode if mode in modes else modes[0])
        self.destinations = legal.destinations(unit, self.mode)
        game, state = self.controller.game, self.controller.state
        costs = game.ruleset.reachable(game, state, unit) if self.mode == "normal" else {}
        color = mode_color(self.mode)
        fills = {}
        for h, move in self.destinations.items():
            if h in costs or self.mode == "normal":
                fills[h] = (cost_text(costs.get(h, len(move.path))), color)
                continue
            # A special move the rules describe with odds (an overrun) shows its column.
            choice = game.ruleset.describe_choice(game, state, move)
            odds = choice.preview.column if choice.preview is not None else ""
            fills[h] = (odds or cost_text(len(move.path)), color)
        self.scene.highlights.set_fills(fills)
        self.scene.highlights.set_path([])
        full = ready_index(self.controller)
        outlines = {u: "actionable" for u in (full.moves if full is not None else self._actionable)}
        outlines[unit] = "selected"
        self.scene.set_outlines(outlines)
        self.scene.bring_to_top(unit)
        names = self.controller.names
        self.status(format_text(
            self.tr("{unit}: {n:# destination|# destinations} ({mode} movement)"),
            unit=names.unit(unit), n=len(self.destinations), mode=names.term(self.mode)))
        return True

    def put_down(self) -> None:
        self.unit = None
        self.dragging = False
        self._route = None
        self.destinations = {}
        self.scene.highlights.clear()
        self.scene.relayout()
        self.refresh()

    # -- the mouse ---------------------------------------------------------------------------
    def press(self, ev) -> bool:
        if ev.button != Qt.MouseButton.LeftButton:
            return False
        if self.unit is not None and ev.hex in self.destinations and ev.unit != self.unit:
            self._press, self._press_unit = ev.pos, None
            return True
        legal = unit_index(self.controller, ev.unit) if ev.unit is not None else None
        if ev.unit is not None and legal is not None and ev.unit in legal.moves:
            # the unit picked up in a mode from its menu keeps it for the drag that follows
            mode = self.mode if ev.unit == self.unit else None
            if ev.modifiers & Qt.KeyboardModifier.ShiftModifier:
                special = [m for m in legal.move_modes(ev.unit) if m != "normal"]
                mode = special[0] if special else None
            self.pick(ev.unit, mode)
            self._press, self._press_unit = ev.pos, ev.unit
            self.dragging = False
            here = self.controller.state.units[ev.unit].hex
            self._route = [here] if here is not None else None
            self._route_ok = {}
            return True
        if ev.unit is not None and ev.unit in self.controller.game.units:
            self._say_why_not(ev.unit)  # the press still pans the map
            return False
        return False

    def _say_why_not(self, uid: str) -> None:
        """The status line for a press on a unit of the side to act that has no move now:
        the rules' reason where a step to every neighbouring hex is refused for the same
        one ("4th Rifle Corps may not leave enemy ZOC (7.1.6)"), else that it cannot move
        now (session 84 by hand: a press on such a unit only slid the map)."""
        c = self.controller
        game, state = c.game, c.state
        if state is None or state.pending is not None or game.side_of(state, uid) != state.to_act:
            return
        u = state.units[uid]
        if u.hex is None:
            return
        why = self.one_reason(Move(state.to_act, uid, (n,)) for n in game.board.neighbors(u.hex))
        name = c.names.unit(uid) if c.names is not None else uid
        self.status(self.tr("Cannot move: {why}").format(why=why) if why
                    else self.tr("{unit} cannot move now.").format(unit=name))

    def move(self, ev) -> bool:
        if self._press is None:
            return False
        if self._press_unit is not None and self.unit == self._press_unit:
            delta = ev.pos - self._press
            if self.dragging or abs(delta.x()) + abs(delta.y()) > DRAG_THRESHOLD / max(
                    self.view.zoom, 0.01):
                self.dragging = True
                item = self.scene.counters[self.unit]
                item.setPos(ev.pos)
                item.setZValue(100)
                self._trace(ev.hex)
                self._show_path(ev.hex)
        return True

    def hover(self, ev) -> None:
        if self.unit is not None:
            self._show_path(ev.hex)

    def release(self, ev) -> bool:
        if self._press is None:
            return False
        pressed_unit = self._press_unit
        self._press, self._press_unit = None, None
        if self.dragging:
            self.dragging = False
            self._trace(ev.hex)
            self.drop(ev.hex, self._traced(ev.hex))
            return True
        if pressed_unit is None and self.unit is not None:
            self.drop(ev.hex)  # click-click: picked up before, now clicked a destination
        return True

    def context_menu(self, ev) -> bool:
        if ev.unit is None:
            return False
        legal = unit_index(self.controller, ev.unit)
        if ev.unit not in legal.moves:
            return False
        names = self.controller.names
        menu = QMenu(self.view)
        for mode in legal.move_modes(ev.unit):
            act = menu.addAction(self.tr("Move ({mode})").format(mode=names.term(mode)))
            act.setData(mode)
        chosen = self.view.exec_menu(menu, ev.global_pos)
        if chosen is not None:
            self.pick(ev.unit, chosen.data())
        return True

    def cancel(self) -> None:
        if self.unit is not None:
            self.put_down()

    # -- the route ----------------------------------------------------------------------------
    def _trace(self, h: Hex | None) -> None:
        """Follow the pointer into ``h``: a neighbour of the route's last hex extends it, a
        hex already on it cuts it back there (the player went back), and a jump (the
        pointer skipped a hex) starts again from the listed path to ``h``."""
        route = self._route
        if route is None or h is None or h == route[-1]:
            return
        if h in route:
            del route[route.index(h) + 1:]
        elif h in self.controller.game.board.neighbors(route[-1]):
            route.append(h)
        else:
            listed = self.destinations.get(h)
            self._route = [route[0], *listed.path] if listed is not None else [route[0]]

    def _traced(self, h: Hex | None) -> Move | None:
        """The move along the traced route to ``h`` when it differs from the listed one
        and the rules allow it; None: the listed move."""
        route, listed = self._route, self.destinations.get(h) if h is not None else None
        if route is None or listed is None or len(route) < 2 or route[-1] != h:
            return None
        path = tuple(route[1:])
        if path == listed.path:
            return None
        ok = self._route_ok.get(path)
        if ok is None:
            move = Move(listed.side, listed.unit, path, listed.mode)
            try:
                self.controller.game.check(self.controller.state, move)
                ok = True
            except IllegalAction:
                ok = False
            self._route_ok[path] = ok
        return Move(listed.side, listed.unit, path, listed.mode) if ok else None

    # -- dropping ----------------------------------------------------------------------------
    def _show_path(self, h: Hex | None) -> None:
        move = self.destinations.get(h) if h is not None else None
        if move is not None and self.dragging:
            move = self._traced(h) or move
        if move is None or self.unit is None:
            self.scene.highlights.set_path([])
            return
        start = self.controller.state.units[self.unit].hex
        self.scene.highlights.set_path([start, *move.path], mode_color(self.mode).darker(130))
        # What the move leads to where the rules say (an overrun: its cost and odds; a move
        # that leaves a supply center alone in enemy ZOC: its loss).
        game = self.controller.game
        choice = game.ruleset.describe_choice(game, self.controller.state, move)
        if choice.consequence is not None:
            self.status(consequence_text(self.controller, choice, " — "))

    def drop(self, h: Hex | None, traced: Move | None = None) -> bool:
        """Submit the move of the picked-up unit to ``h`` (by the ``traced`` route when one
        is given); snap back if it is refused."""
        unit, mode = self.unit, self.mode
        if unit is None:
            return False
        state = self.controller.state
        start = state.units[unit].hex
        if h is None:
            self.status(self.tr("That is off the map."))
            self.put_down()
            return False
        if h == start:
            self.put_down()
            return False
        move = traced or self.destinations.get(h)
        side = self.controller.game.side_of(self.controller.state, unit)
        if move is not None:
            action = move
        else:
            # A hex the unit cannot reach: the move is asked along the route the pointer
            # traced to it, so the refusal names the step the rules bar ("The route costs
            # more movement points than …", terrain entered only along a road); a one-hex
            # path to a far hex read "each step goes to a neighbouring hex free of enemy
            # units" whatever stood in the way (session 94 by hand, Shin Barbarossa).
            route = self._route
            path = tuple(route[1:]) if route is not None and len(route) > 1 and route[-1] == h else (h,)
            action = Move(side, unit, path, mode)
        self.unit = None
        self._route = None
        # The pick-up's "N destinations" line is done with once the unit is down; a refusal
        # (or any word the move calls for) is said by the submit itself.
        self.status("")
        ok = self.controller.submit(action)
        if not ok:
            self.put_down()
            return ok
        # The Stack panel follows the unit to where it stands now (session 91 by hand: it
        # showed the hex the unit had left, empty or the others, after the move).
        now = self.controller.state.units[unit].hex if unit in self.controller.state.units else None
        scene = self.view.board_scene
        if now is not None and scene is not None:
            scene.highlights.set_selected(now)
            self.view.hexSelected.emit(now)
        return ok
