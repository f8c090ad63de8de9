"""The board: the map's layers drawn once from the scenario, and the counters of the
current state on top.

The scene draws; it never changes the game. The board view forwards mouse events to the
active tool, and tools submit actions to the controller; when the state changes, the
main window hands the new state to :meth:`BoardScene.set_state`.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QGraphicsScene

from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ON_MAP, GameState
from qtwargame.ui.city_layer import CityLayer
from qtwargame.ui.control_layer import ControlLayer
from qtwargame.ui.counter_item import CounterItem
from qtwargame.ui.counter_painter import MOVEMENT_KEYS, CounterLook, look_for, value_text
from qtwargame.ui.hex_label_layer import HexLabelLayer
from qtwargame.ui.hexside_layer import HexsideLayer
from qtwargame.ui.highlight_layer import HighlightLayer
from qtwargame.ui.layout import Layout
from qtwargame.ui.link_layer import LinkLayer
from qtwargame.ui.names import Names
from qtwargame.ui.note_layer import NoteLayer
from qtwargame.ui.palette import BOARD_BACKGROUND
from qtwargame.ui.region_layer import RegionLayer
from qtwargame.ui.terrain_layer import TerrainLayer

#: Default hex size in scene units (centre to corner).
HEX_SIZE = 44.0
#: How far a fanned stack reaches beyond one counter, in counters (each way, both axes).
FAN_SPAN = 0.3

#: How a stack is ordered, the top counter last (View ▸ Stack Order). "strength": combat
#: units before leaders and markers, the strongest on top; "actable": units that can still
#: act on top, the strongest first among them; "placed": the last moved or placed on top.
STACK_ORDERS = ("strength", "actable", "placed")


def _reader(board):
    """A label's hex: the board's own for a hex on the map (read once with the board),
    the grid's reading otherwise."""
    def parse(label: str) -> Hex:
        try:
            return board.hex(label)
        except KeyError:
            return board.grid.parse(label)
    return parse


class BoardScene(QGraphicsScene):
    def __init__(self, game: Game, names: Names, hex_size: float = HEX_SIZE, parent=None) -> None:
        super().__init__(parent)
        self.game = game
        self.names = names
        board = game.board
        sc = game.scenario
        self.layout = Layout(board.grid, hex_size)
        bounds = self.layout.bounds(board.hexes)
        margin = hex_size * 1.2
        self.map_rect = bounds
        self.setSceneRect(bounds.adjusted(-margin, -margin, margin, margin))
        self.setBackgroundBrush(QBrush(BOARD_BACKGROUND))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)
        self.terrain = TerrainLayer(self.layout, board, sc.terrain, bounds)
        self.regions = RegionLayer(self.layout, board, bounds, names.lang)
        self.hexsides = HexsideLayer(self.layout, board, sc.features, bounds)
        self.links = LinkLayer(self.layout, sc.map.links, _reader(board), bounds)
        self.cities = CityLayer(self.layout, board, sc.city_kinds, bounds, names.lang)
        self.hex_labels = HexLabelLayer(self.layout, board, bounds)
        self.control = ControlLayer(self.layout, board, {s.id: s.color for s in sc.sides}, bounds)
        self.highlights = HighlightLayer(self.layout, bounds)
        for item in (self.terrain, self.regions, self.hexsides, self.links, self.cities,
                     self.hex_labels, self.control, self.highlights):
            self.addItem(item)
        #: The hexes the rules mark now (``Ruleset.map_notes``), set by the window.
        self.notes = NoteLayer(self, self.layout)
        self.counter_size = round(self.layout.inner * 0.58)
        self.counters: dict[str, CounterItem] = {}
        self.state: GameState | None = None
        self.supply: dict[str, bool] = {}
        self._order: dict[Hex, list[str]] = {}
        #: Each hex's units in the order they arrived (the "placed" stack order).
        self._placed: dict[Hex, list[str]] = {}
        self.stack_order = "strength"
        #: Units that can still act (for the "actable" order), set by the window.
        self.actable: set[str] = set()
        #: The hex whose stack is spread out to show every counter, if any.
        self.expanded: Hex | None = None
        #: Units that moved / attacked in this player turn: a small mark on the counter.
        self.marks: dict[str, str] = {}
        #: Each counter's look and tooltip by what they are made of (:meth:`_look`,
        #: :meth:`_tooltip`): a state changes few units, and every unit on the map was
        #: looked up and described again after each action.
        self._looks: dict[tuple, CounterLook] = {}
        self._tips: dict[tuple, str] = {}
        #: :meth:`importance` by unit and step (all it reads of the state; the game's
        #: units never change): every stack on the map was sorted again after each action,
        #: each unit's values summed again for every comparison's key.
        self._importance: dict[tuple[str, int], tuple] = {}

    # -- looking things up -----------------------------------------------------------------
    def hex_at(self, pos: QPointF) -> Hex | None:
        h = self.layout.hex_at(pos)
        return h if h in self.game.board.terrain else None

    def counter_at(self, pos: QPointF) -> str | None:
        for item in self.items(pos):
            if isinstance(item, CounterItem) and item.isVisible():
                return item.uid
        return None

    def stack(self, h: Hex) -> list[str]:
        """Units in ``h``, bottom first, in the order the board shows them."""
        return list(self._order.get(h, ()))

    # -- drawing the state ------------------------------------------------------------------
    def set_state(self, state: GameState, supply: dict[str, bool] | None = None) -> None:
        self.state = state
        self.supply = dict(supply or {})
        occupancy = state.occupancy()
        order: dict[Hex, list[str]] = {}
        placed_order: dict[Hex, list[str]] = {}
        for h, uids in occupancy.items():
            previous = [u for u in self._placed.get(h, ()) if u in uids]
            placed = previous + [u for u in uids if u not in previous]
            placed_order[h] = placed
            order[h] = self.sorted_stack(placed)
        self._placed = placed_order
        self._order = order
        if self.expanded is not None and len(order.get(self.expanded, ())) < 2:
            self.expanded = None
        on_map = {u for uids in occupancy.values() for u in uids}
        for uid, counter in self.counters.items():
            if uid not in on_map:
                counter.setVisible(False)
        for uid in on_map:
            look = self._look(uid, state)
            item = self.counters.get(uid)
            if item is None:
                item = CounterItem(uid, look, self.counter_size)
                self.counters[uid] = item
                self.addItem(item)
            item.set_look(look)
            item.set_mark(self.marks.get(uid, ""))
            item.setVisible(True)
            tip = self._tooltip(uid)
            if tip != item.toolTip():
                item.setToolTip(tip)
        self.control.set_control(state.control)
        self.relayout()

    def _look(self, uid: str, state: GameState) -> CounterLook:
        """``look_for`` the unit in ``state``, made once for each step, supply and side it
        is seen with (what ``look_for`` reads of the state)."""
        u = state.units[uid]
        out_of_supply = self.supply.get(uid) is False
        key = (uid, u.step, out_of_supply, self.game.side_of(state, uid))
        look = self._looks.get(key)
        if look is None:
            look = self._looks[key] = look_for(self.game, uid, u.step, out_of_supply, state)
        return look

    def _tooltip(self, uid: str) -> str:
        """:meth:`tooltip`, made once for each step, hex and supply the unit is seen with
        in the language shown (:meth:`set_language` forgets them)."""
        u = self.state.units[uid] if self.state is not None else None
        key = (uid, self.names.lang, self.supply.get(uid) is False,
               None if u is None else (u.step, u.hex, u.status))
        tip = self._tips.get(key)
        if tip is None:
            tip = self._tips[key] = self.tooltip(uid)
        return tip

    # -- stacks ------------------------------------------------------------------------------
    def importance(self, uid: str) -> tuple:
        """Bigger is more important: combat units before leaders, fleets and markers, then
        the sum of the current step's combat values, then movement."""
        u = self.state.units[uid] if self.state is not None else None
        key = (uid, u.step if u is not None else 0)
        found = self._importance.get(key)
        if found is None:
            found = self._importance[key] = self._importance_of(*key)
        return found

    def _importance_of(self, uid: str, step: int) -> tuple:
        d = self.game.units[uid]
        values = d.steps[step]
        combat = sum(v for k, v in values.items() if not k.startswith("_") and k not in MOVEMENT_KEYS
                     and isinstance(v, (int, float)))
        movement = sum(v for k, v in values.items() if k in MOVEMENT_KEYS and isinstance(v, (int, float)))
        return (d.kind == "unit", combat, movement)

    def sorted_stack(self, uids: list[str]) -> list[str]:
        """``uids`` (in the order they were placed) bottom first, by the stack order."""
        if self.stack_order == "placed":
            return list(uids)
        rank = {u: i for i, u in enumerate(uids)}
        if self.stack_order == "actable":
            return sorted(uids, key=lambda u: (u in self.actable, self.importance(u), rank[u]))
        return sorted(uids, key=lambda u: (self.importance(u), rank[u]))

    def set_stack_order(self, order: str) -> None:
        if order not in STACK_ORDERS:
            return
        self.stack_order = order
        self.resort()

    def set_actable(self, uids) -> None:
        self.actable = set(uids)
        if self.stack_order == "actable":
            self.resort()

    def resort(self) -> None:
        self._order = {h: self.sorted_stack(self._placed.get(h, u)) for h, u in self._order.items()}
        self.relayout()

    def set_marks(self, marks: dict[str, str]) -> None:
        self.marks = dict(marks)
        for uid, item in self.counters.items():
            item.set_mark(self.marks.get(uid, ""))

    def expand(self, h: Hex | None) -> None:
        """Spread the stack in ``h`` so every counter shows whole (None: close it)."""
        if h is not None and len(self._order.get(h, ())) < 2:
            h = None
        if h != self.expanded:
            was, self.expanded = self.expanded, h
            for changed in (was, h):  # the other stacks stay where they are
                if changed is not None and changed in self._order:
                    self._lay_out(changed)

    def relayout(self) -> None:
        """Put every counter back on its hex, stacks fanned, the top one last; the
        expanded stack in a row above its hex, bottom counter first."""
        for h in self._order:
            self._lay_out(h)

    def _lay_out(self, h: Hex) -> None:
        """:meth:`relayout` of the stack in ``h`` alone (a change to one stack: a unit
        brought to the top, a stack cycled, spread or closed)."""
        uids = self._order[h]
        c = self.layout.center(h)
        x, y = c.x(), c.y()
        n = len(uids)
        # A tenth of a counter a unit, but the whole fan never more than FAN_SPAN of a
        # counter: a big stack stays on its own hex, off its neighbours.
        off = self.counter_size * min(0.1, FAN_SPAN / max(n - 1, 1))
        spread = h == self.expanded
        step = self.counter_size * 1.08
        counters = self.counters
        for i, uid in enumerate(uids):
            item = counters[uid]
            k = i - (n - 1) / 2
            if spread:
                item.setPos(x + k * step, y)
                item.setZValue(60 + i)
            else:
                item.setPos(x + k * off, y - k * off)
                item.setZValue(20 + i)
            item.set_badge(n if i == n - 1 and not spread else 0)

    def bring_to_top(self, uid: str) -> None:
        """Put ``uid`` on top of its stack (picked up: the stack's other counters keep
        their places, and so does every other stack)."""
        for h, uids in self._order.items():
            if uid in uids:
                uids.remove(uid)
                uids.append(uid)
                self._lay_out(h)
                return

    def cycle_stack(self, h: Hex) -> str | None:
        """Put the top counter of ``h`` at the bottom; the new top unit."""
        uids = self._order.get(h)
        if uids and len(uids) > 1:
            uids.insert(0, uids.pop())
            self._lay_out(h)
        return uids[-1] if uids else None

    def set_outlines(self, outlines: dict[str, str]) -> None:
        for uid, item in self.counters.items():
            item.set_outline(outlines.get(uid, ""))

    def set_language(self, names: Names) -> None:
        self.names = names
        self.cities.set_language(names.lang)
        self.regions.set_language(names.lang)
        self._tips.clear()
        for uid, item in self.counters.items():
            item.setToolTip(self.tooltip(uid))

    def tooltip(self, uid: str) -> str:
        d = self.game.units[uid]
        n = self.names
        lines = [f"<b>{n.unit(uid)}</b>", f"{n.name(d.type)} · {n.name(d.nationality)}"]
        if self.state is not None:
            u = self.state.units[uid]
            steps = " / ".join(value_text(s) for s in d.steps)
            lines.append(self.tr("Values: {values} (steps left: {left} of {count})").format(
                values=steps, left=d.step_count - u.step, count=d.step_count))
            if u.hex is not None and u.status == ON_MAP:
                lines.append(self.tr("Hex {hex}").format(hex=self.game.label(u.hex)))
            if self.supply.get(uid) is False:
                lines.append(self.tr("Out of supply"))
        return "<br>".join(lines)

    def map_bounds(self) -> QRectF:
        return QRectF(self.map_rect)

