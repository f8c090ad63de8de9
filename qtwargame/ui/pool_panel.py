"""Units waiting off the map that may be placed now (setup, reinforcements, rebuilds),
and those still to come. Drag one onto the board, or click it and then a highlighted hex."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QSize, Qt, Signal
from PySide6.QtGui import QDrag, QIcon
from PySide6.QtWidgets import (
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from qtwargame.ui.board_view import UNIT_MIME
from qtwargame.ui.counter_painter import counter_pixmap, look_for, value_text

ICON = 44


class PoolList(QListWidget):
    """A list whose items drag out as units."""

    def startDrag(self, actions) -> None:
        item = self.currentItem()
        if item is None or not (item.flags() & Qt.ItemFlag.ItemIsDragEnabled):
            return
        mime = QMimeData()
        mime.setData(UNIT_MIME, item.data(Qt.ItemDataRole.UserRole).encode())
        drag = QDrag(self)
        drag.setMimeData(mime)
        drag.setPixmap(item.icon().pixmap(ICON, ICON))
        drag.exec(Qt.DropAction.MoveAction)


def where_text(game, names, uid: str) -> str:
    """Where a unit sets up, in words: its setup code's name, its hex or its region."""
    d = game.units[uid]
    if d.setup_code:
        spec = next((c for c in game.scenario.setup_codes if c.code == d.setup_code), None)
        if spec is not None:
            return spec.name.get(names.lang)
    if d.setup_hex:
        return d.setup_hex
    if d.setup_region and d.setup_region in game.board.regions:
        return names.name(d.setup_region)
    return ""


class PoolPanel(QWidget):
    placeRequested = Signal(str)
    #: "Deploy all": place every unit still to set up at a starting position.
    deployRequested = Signal()

    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        box = QVBoxLayout(self)
        box.setContentsMargins(4, 4, 4, 4)
        self.ready_label = QLabel()
        self.ready_label.setWordWrap(True)
        self.deploy = QPushButton()
        self.deploy.setObjectName("deploy_all")
        self.deploy.clicked.connect(self.deployRequested)
        box.addWidget(self.deploy)
        self.ready = PoolList()
        self.ready.setIconSize(QSize(ICON, ICON))
        self.ready.setDragEnabled(True)
        self.ready.setWordWrap(True)
        self.ready.itemClicked.connect(lambda item: self.placeRequested.emit(
            item.data(Qt.ItemDataRole.UserRole)))
        self.later_label = QLabel()
        self.later = QListWidget()
        self.later.setIconSize(QSize(ICON * 3 // 4, ICON * 3 // 4))
        # Long names wrap onto more lines in a narrow dock rather than being cut off.
        self.later.setWordWrap(True)
        self.later.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.later.setResizeMode(QListView.ResizeMode.Adjust)
        box.addWidget(self.ready_label)
        box.addWidget(self.ready, 2)
        box.addWidget(self.later_label)
        box.addWidget(self.later, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.ready_label.setText(self.tr("Ready to place (drag onto the board):"))
        self.deploy.setText(self.tr("Deploy All at Their Setup Areas"))
        self.deploy.setToolTip(self.tr("Places every unit still to set up at a starting "
                                       "position its setup area allows, nearest the enemy "
                                       "first; then drag any of them elsewhere. Undo takes "
                                       "them back one by one."))
        self.later_label.setText(self.tr("Still to come:"))
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        self.ready.clear()
        self.later.clear()
        if c.game is None:
            return
        game, state, names = c.game, c.state, c.names
        legal = c.legal()
        # Deploy All places units not yet on the map (issue 48, item 13: units that start
        # on the map and may be moved during setup are set up already).
        setup_left = any(p.reason == "setup" and state.units[uid].hex is None
                         for uid, ps in legal.places.items() for p in ps)
        self.deploy.setVisible(setup_left)
        for uid, places in legal.places.items():
            d = game.units[uid]
            reasons = sorted({names.term(p.reason) for p in places})
            where = where_text(game, names, uid) if any(p.reason == "setup" for p in places) else ""
            hexes = len({p.hex for p in places})
            spots = self.tr("1 hex") if hexes == 1 else self.tr("{n} hexes").format(n=hexes)
            why = ", ".join(reasons)
            detail = f"{why}: {where} ({spots})" if where else f"{why} ({spots})"
            text = f"{names.unit(uid)}\n{value_text(d.steps[state.units[uid].step])} · {detail}"
            look = look_for(game, uid, state.units[uid].step)
            item = QListWidgetItem(QIcon(counter_pixmap(look, ICON, self.devicePixelRatioF())), text)
            item.setToolTip(text)
            item.setData(Qt.ItemDataRole.UserRole, uid)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsDragEnabled)
            self.ready.addItem(item)
        for uid, when in game.ruleset.still_to_come(game, state):
            if uid in legal.places:
                continue
            d = game.units[uid]
            look = look_for(game, uid, state.units[uid].step)
            text = self.tr("{when}: {unit} ({side})").format(
                when=names.render(when), unit=names.unit(uid), side=names.side(d.side))
            item = QListWidgetItem(QIcon(counter_pixmap(look, ICON * 3 // 4, self.devicePixelRatioF())),
                                   text)
            item.setToolTip(text)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsDragEnabled)
            self.later.addItem(item)
        if self.ready.count() == 0:
            empty = QListWidgetItem(self.tr("Nothing to place now."))
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.ready.addItem(empty)

    def ready_units(self) -> list[str]:
        out = []
        for i in range(self.ready.count()):
            uid = self.ready.item(i).data(Qt.ItemDataRole.UserRole)
            if uid:
                out.append(uid)
        return out
