"""The units in the selected hex, each with its counter, name, values, step and supply;
the hex's terrain, city and controller above them. Clicking a unit brings it to the top
of its stack (and picks it up when it can move)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from qtwargame.engine.hexgrid import Hex
from qtwargame.ui.counter_painter import counter_pixmap, look_for, value_text

ICON = 44


class StackInspector(QWidget):
    unitActivated = Signal(str)

    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.hex: Hex | None = None
        #: The units the panel lists, top first (``follow``).
        self.shown: list[str] = []
        self.order: list[str] = []
        self.supply: dict[str, bool] = {}
        box = QVBoxLayout(self)
        box.setContentsMargins(4, 4, 4, 4)
        self.header = QLabel()
        self.header.setWordWrap(True)
        self.list = QListWidget()
        self.list.setIconSize(QSize(ICON, ICON))
        # Each unit's lines wrap to the dock's width (session 91: Blitzkrieg to Moscow 2's
        # Japanese 「戦車軍、ドイツ軍: 7-4-4(残りステップ2…」 ran under a sideways scroll bar).
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.list.itemClicked.connect(lambda item: self.unitActivated.emit(
            item.data(Qt.ItemDataRole.UserRole)))
        box.addWidget(self.header)
        box.addWidget(self.list, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.refresh()

    def show_hex(self, h: Hex | None, order: list[str] | None = None,
                 supply: dict[str, bool] | None = None) -> None:
        self.hex = h
        if order is not None:
            self.order = order
        if supply is not None:
            self.supply = supply
        self.refresh()

    def follow(self, state) -> Hex | None:
        """Where the units the panel lists went in ``state``, when every one of them has
        left the hex shown: the hex of the first (top) one still on the map; else None (some
        stay, none moved, or none is left on the map)."""
        if self.hex is None or not self.shown:
            return None
        units = state.units
        now = [units[u].hex for u in self.shown if u in units]
        if self.hex in now:
            return None
        return next((h for h in now if h is not None), None)

    def refresh(self) -> None:
        c = self.controller
        self.list.clear()
        self.shown = []
        if c.game is None or self.hex is None or self.hex not in c.game.board.terrain:
            self.header.setText(self.tr("Click a hex to see what is in it."))
            return
        game, state, names = c.game, c.state, c.names
        board = game.board
        parts = [self.tr("<b>Hex {hex}</b>: {terrain}").format(
            hex=game.label(self.hex), terrain=names.name(board.terrain[self.hex]))]
        city = board.city(self.hex)
        if city is not None:
            parts.append(self.tr("{city} ({kind}, {vp} VP)").format(
                city=city.name(names.lang), kind=names.name(city.kind), vp=city.vp))
        owner = state.control.get(self.hex)
        if owner is not None:
            parts.append(self.tr("Under {side} control").format(side=names.side(owner)))
        self.header.setText("<br>".join(parts))
        here = [u for u in reversed(self.order) if u in state.units_at(self.hex)]
        here += [u for u in state.units_at(self.hex) if u not in here]
        self.shown = here
        for uid in here:
            d, u = game.units[uid], state.units[uid]
            look = look_for(game, uid, u.step, self.supply.get(uid) is False, state)
            lines = [names.name(uid),  # its side on the next line
                     self.tr("{type}, {side}: {values} (steps left: {left} of {count})").format(
                         type=names.name(d.type), side=names.side(game.side_of(state, uid)),
                         values=value_text(d.steps[u.step]), left=d.step_count - u.step,
                         count=d.step_count)]
            if self.supply.get(uid) is False:
                lines.append(self.tr("Out of supply"))
            item = QListWidgetItem(QIcon(counter_pixmap(look, ICON, self.devicePixelRatioF())),
                                   "\n".join(lines))
            item.setData(Qt.ItemDataRole.UserRole, uid)
            self.list.addItem(item)
