"""What a computer side is about to do, shown on the board at the chosen pace (issue 49, item 5).

When a computer side has chosen its next action (``ComputerSides.intends``, emitted before
the pace's pause), the board shows it: a move as an arrow from the unit's hex to where it
goes (dashed while it is still to come, solid once played), an attack as rings on the
attackers' hexes and on the hexes attacked. The moves of the phase stay on the board as
the computer plays them, so a person sees the whole of its plan take shape; the last attack
declared stays until the next one. Everything clears when the phase ends, when the person
acts (an answer to a decision, an undo) and when a new game starts. The status bar says
each intention in words, with the places' names ("Soviet moves 3rd Tank Army from Smolensk
(3307) to Vyazma (3507)").

View ▸ Show the Computer's Intentions switches the marks off and on (remembered in the
preferences). Only what the person's view shows is drawn: a unit the view hides gets no
arrow. The marks are scene items of their own (:class:`IntentArrow`, :class:`IntentRing`),
above the counters and blind to the mouse; the board's own layers are not touched.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QObject, QPointF, Qt
from PySide6.QtGui import QAction, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from qtwargame.engine.actions import Action, Attack
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ON_MAP, GameState
from qtwargame.engine.text import format_text
from qtwargame.engine.view import view_for

#: Above the counters (20 and up; an expanded stack 60 and up).
Z_MARKS = 90
#: The colour of the rings on the hexes attacked.
TARGET_COLOR = QColor(200, 20, 20)


def _side_color(game, side: str) -> QColor:
    for s in game.scenario.sides:
        if s.id == side and s.color:
            return QColor(s.color)
    return QColor(40, 40, 40)


class IntentArrow(QGraphicsPathItem):
    """An arrow from ``start`` to ``end`` (hexes) for ``unit``'s move; ``planned`` while the
    move is still to come (dashed)."""

    def __init__(self, layout, unit: str, start: Hex, end: Hex, color: QColor,
                 planned: bool) -> None:
        super().__init__()
        self.unit, self.start, self.end = unit, start, end
        self.layout, self.color = layout, QColor(color)
        self.setZValue(Z_MARKS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
        self.set_planned(planned)

    def set_planned(self, planned: bool) -> None:
        self.planned = planned
        s = self.layout.size
        a, b = self.layout.center(self.start), self.layout.center(self.end)
        path = QPainterPath(a)
        path.lineTo(b)
        # The head: two strokes back from the end, 0.5 radians either side.
        angle = math.atan2(b.y() - a.y(), b.x() - a.x())
        for turn in (-0.5, 0.5):
            back = angle + math.pi + turn
            path.moveTo(b)
            path.lineTo(QPointF(b.x() + s * 0.55 * math.cos(back), b.y() + s * 0.55 * math.sin(back)))
        self.setPath(path)
        color = QColor(self.color)
        color.setAlpha(170 if planned else 230)
        pen = QPen(color, s * 0.13)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        if planned:
            pen.setStyle(Qt.PenStyle.DashLine)
        self.setPen(pen)

    def boundingRect(self):
        m = self.pen().widthF() * 0.5
        return super().boundingRect().adjusted(-m, -m, m, m)

    def paint(self, painter, option, widget=None) -> None:
        """The arrow over a white edge, so that it shows on every terrain and counter."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = QPen(QColor(255, 255, 255, 200), self.pen().widthF() * 1.8)
        edge.setCapStyle(Qt.PenCapStyle.RoundCap)
        edge.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(edge)
        painter.drawPath(self.path())
        painter.setPen(self.pen())
        painter.drawPath(self.path())


class IntentRing(QGraphicsPathItem):
    """A ring on ``hex``: one of an attack's attackers (``role`` "attacker", in their side's
    colour) or a hex attacked (``role`` "target", red)."""

    def __init__(self, layout, hex_: Hex, role: str, color: QColor) -> None:
        super().__init__()
        self.hex, self.role = hex_, role
        self.setZValue(Z_MARKS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        path = QPainterPath()
        path.addPolygon(layout.polygon(hex_, 0.86 if role == "target" else 0.78))
        path.closeSubpath()
        self.setPath(path)
        pen = QPen(color, layout.size * (0.14 if role == "target" else 0.09))
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        if role == "attacker":
            pen.setStyle(Qt.PenStyle.DotLine)
        self.setPen(pen)


class Intentions(QObject):
    """The computer's intentions on ``window``'s board (see the module's docstring)."""

    def __init__(self, window, sides) -> None:
        super().__init__(window)
        self.window, self.sides = window, sides
        self.controller = c = sides.controller
        prefs = getattr(window, "preferences", None)
        self.enabled = prefs.computer_intentions() if prefs is not None else True
        self.action = QAction(window)
        self.action.setCheckable(True)
        self.action.setChecked(self.enabled)
        self.action.toggled.connect(self.set_enabled)
        menu = getattr(window, "menu_view", None)
        if menu is not None:
            menu.addSeparator()
            menu.addAction(self.action)
        self.arrows: dict[str, IntentArrow] = {}  # unit -> its arrow this phase
        self.rings: list[IntentRing] = []  # the last attack's
        self._scene = None
        self._phase: tuple | None = None
        self._steps = 0
        self._state: GameState | None = c.state
        sides.intends.connect(self.on_intends)
        c.stateChanged.connect(self.on_state)
        c.gameStarted.connect(lambda _g: self.clear())
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(self.tr("Show the Computer's &Intentions"))
        self.action.setToolTip(self.tr("Arrows and rings on the board for the computer's moves "
                                       "and attacks, as it plays them"))

    # -- switching ------------------------------------------------------------------------------
    def set_enabled(self, on: bool) -> None:
        self.enabled = bool(on)
        prefs = getattr(self.window, "preferences", None)
        if prefs is not None:
            prefs.set_computer_intentions(self.enabled)
        if not self.enabled:
            self.clear()

    def items(self) -> list[QGraphicsItem]:
        """The marks on the board now."""
        return [*self.arrows.values(), *self.rings]

    def clear(self) -> None:
        for item in self.items():
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.arrows, self.rings = {}, []
        self._phase = None

    # -- what the computer does ------------------------------------------------------------------
    def on_intends(self, action: Action) -> None:
        """The computer has chosen ``action`` and plays it after the pace's pause."""
        c = self.controller
        state = c.state
        if state is None or c.game is None:
            return
        self._begin(state)
        text = self.narrate(state, action)
        if text and hasattr(self.window, "show_status"):
            self.window.show_status(text)
        if self.enabled:
            self.mark(state, action, planned=True)

    def on_state(self, state: GameState) -> None:
        """A new position: the person's action or an undo clears the marks, as does the end
        of the phase; the computer's last action is marked as played."""
        c = self.controller
        before, self._state = self._state, state
        h = c.history
        steps = len(h.steps) if h is not None else 0
        added, self._steps = steps - self._steps, steps
        if state is None or h is None or not steps or added < 0:
            self.clear()  # no game, or an undo
            return
        if added == 0:
            return  # the same position shown again
        last = h.steps[-1].action
        if last.side not in c.computer_sides or (state.turn, state.phase) != self._phase:
            self.clear()  # the person acted, or the phase is over
            return
        if self.enabled and before is not None:
            self.mark(before, last, planned=False)
            self.mark_declaration(state)

    def _begin(self, state: GameState) -> None:
        """Marks belong to one phase and one board: a new one starts them afresh."""
        scene = getattr(self.window, "scene", None)
        key = (state.turn, state.phase)
        if scene is not self._scene or key != self._phase:
            self.clear()
            self._scene = scene
        self._phase = key

    def _where(self, state: GameState, uid: str) -> Hex | None:
        """``uid``'s hex in ``state`` as the person's view shows it (None: not shown)."""
        c = self.controller
        viewer = c.viewer if c.viewer is not None else state.to_act
        try:
            u = view_for(c.game, state, viewer).units.get(uid)
        except (KeyError, ValueError):
            return None
        return u.hex if u is not None and u.status == ON_MAP else None

    def mark(self, before: GameState, action: Action, planned: bool) -> None:
        """Mark ``action`` played (or about to be) from ``before``."""
        self._begin(before)
        scene = self._scene
        if scene is None:
            return
        game = self.controller.game
        unit = getattr(action, "unit", None)
        to = getattr(action, "to", None)
        if isinstance(unit, str) and isinstance(to, Hex):
            start = self._where(before, unit)
            if start is None or start == to:
                return
            old = self.arrows.get(unit)
            if old is not None and (old.end, old.planned) == (to, True) and not planned:
                old.set_planned(False)
                return
            if old is not None:
                # A unit moved again this phase (exploitation, a retreat): one arrow for it,
                # from where the phase's first move began.
                start = old.start
                scene.removeItem(old)
            if start == to:
                self.arrows.pop(unit, None)
                return
            arrow = IntentArrow(scene.layout, unit, start, to, _side_color(game, action.side), planned)
            scene.addItem(arrow)
            self.arrows[unit] = arrow
        elif isinstance(action, Attack):
            self.mark_attack(before, action)

    def mark_declaration(self, state: GameState) -> None:
        """The attack the computer is declaring step by step, as declared so far."""
        try:
            open_ = self.controller.game.ruleset.declaration_in_progress(self.controller.game, state)
        except (KeyError, ValueError, IndexError, AttributeError):
            return
        if isinstance(open_, Attack) and open_.side in self.controller.computer_sides:
            self.mark_attack(state, open_)

    def mark_attack(self, state: GameState, attack: Attack) -> None:
        scene = self._scene
        if scene is None:
            return
        for ring in self.rings:
            if ring.scene() is not None:
                ring.scene().removeItem(ring)
        self.rings = []
        color = _side_color(self.controller.game, attack.side)
        hexes = {h for u in attack.attackers if (h := self._where(state, u)) is not None}
        for h in sorted(hexes, key=lambda x: (x.q, x.r)):
            self.rings.append(IntentRing(scene.layout, h, "attacker", color))
        for h in (attack.target, *attack.also):
            self.rings.append(IntentRing(scene.layout, h, "target", TARGET_COLOR))
        for ring in self.rings:
            scene.addItem(ring)

    # -- in words ---------------------------------------------------------------------------------
    def place(self, h: Hex) -> str:
        """A hex as a player names it: its city's name and number, else its number."""
        names = self.controller.names
        return names.place(h) if names is not None else self.controller.game.label(h)

    def narrate(self, state: GameState, action: Action) -> str:
        """The computer's next move or attack in a player's words ("" for other actions)."""
        c = self.controller
        names = c.names
        if names is None:
            return ""
        side = names.named_side(action.side)
        unit = getattr(action, "unit", None)
        to = getattr(action, "to", None)
        if isinstance(unit, str) and isinstance(to, Hex):
            start = self._where(state, unit)
            if start is None:
                return ""
            return format_text(self.tr("{side:actor} moves {unit} from {start} to {end}"),
                               side=side, unit=names.unit(unit), start=self.place(start), end=self.place(to))
        if isinstance(action, Attack):
            who = names.separator().join(names.unit(u) for u in action.attackers)
            where = names.separator().join(self.place(h) for h in (action.target, *action.also))
            return format_text(self.tr("{side:actor} attacks {target} with {attackers}"),
                               side=side, target=where, attackers=who)
        return ""
