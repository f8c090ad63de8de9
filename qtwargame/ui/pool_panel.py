"""Units waiting off the map that may be placed now (setup, reinforcements, rebuilds),
and those still to come. Drag one onto the board, or click it and then a highlighted hex."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QSize, Qt, Signal
from PySide6.QtGui import QDrag
from PySide6.QtWidgets import (
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from qtwargame.engine.ruleset import IllegalAction
from qtwargame.ui.arrivals import waiting as arriving_units
from qtwargame.ui.board_view import UNIT_MIME
from qtwargame.ui.counter_painter import counter_icon, look_for, value_text
from qtwargame.ui.decision_panel import screen_side

ICON = 44


def arriving_step(game, state, uid: str, places: list) -> int:
    """The step ``uid`` is on once placed, as the rules place it: off the map, the step
    its first legal place puts it on (session 93 by hand: Red Vengeance's 1st Guards Tank
    Army, eliminated at full strength, was listed "6-5 · replacement" and came back 3-5, as
    10.1 returns an eliminated two-step unit reduced); on the map, the step it is on."""
    now = state.units[uid]
    if now.hex is not None or not places:
        return now.step
    try:
        after, _ = game.apply(state, places[0])
    except IllegalAction:
        return now.step
    return after.units[uid].step


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
    #: Place every unit arriving now (reinforcements) at once.
    arrivalsRequested = Signal()

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
        self.arrive = QPushButton()
        self.arrive.setObjectName("place_arrivals")
        self.arrive.clicked.connect(self.arrivalsRequested)
        box.addWidget(self.arrive)
        self.ready = PoolList()
        self.ready.setIconSize(QSize(ICON, ICON))
        self.ready.setDragEnabled(True)
        self.ready.setWordWrap(True)
        self.ready.itemClicked.connect(lambda item: self.placeRequested.emit(
            item.data(Qt.ItemDataRole.UserRole)))
        #: Where each listed unit stood at the last refresh (to tell which was just placed).
        self._hexes: dict = {}
        #: What the lower list shows (``_still_to_come``): the game, the names, the screen's
        #: pixel ratio and each unit's line (unit, when, step); None: nothing listed.
        self._later_made: tuple | None = None
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
        self.arrive.setText(self.tr("Place All Arriving Units"))
        self.arrive.setToolTip(self.tr("Places every reinforcement arriving now on a hex the "
                                       "rules allow, one unit a hex while there is room, "
                                       "nearest the enemy first. Units brought back with "
                                       "replacement points are yours to choose. Undo takes "
                                       "them back one by one."))
        self.later_label.setText(self.tr("Still to come:"))
        self.refresh()

    def _to_top(self) -> None:
        """Back to the panel's top in the dock's scroll area: a button that hides itself
        (Deploy All, once every unit is placed) hands the keyboard focus to the list below,
        and the scroll area then scrolled the list into view, leaving the panel's top (its
        heading, its first units, "Nothing to place now") out of sight in later phases."""
        area = self.parentWidget()
        while area is not None and not isinstance(area, QScrollArea):
            area = area.parentWidget()
        if area is not None:
            area.verticalScrollBar().setValue(0)

    def refresh(self) -> None:
        buttons = (self.deploy.isVisibleTo(self), self.arrive.isVisibleTo(self))
        self._fill()
        if (self.deploy.isVisibleTo(self), self.arrive.isVisibleTo(self)) != buttons:
            self._to_top()

    def _fill(self) -> None:
        c = self.controller
        # The list stays where the player was: after a drop the next unit is under the
        # mouse, not the first of the list.
        scrolled = self.ready.verticalScrollBar().value()
        row = self.ready.currentRow()
        units = self.ready_units()
        current = self.ready.currentItem()
        picked = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        following = units[units.index(picked) + 1] if picked in units[:-1] else None
        was = self._hexes.get(picked)
        self.ready.clear()

        if c.game is None:  # no game: nothing to deploy or place
            self.later.clear()
            self._later_made = None
            self.deploy.setVisible(False)
            self.arrive.setVisible(False)
            return
        game, state, names = c.game, c.state, c.names
        if state.to_act in c.computer_sides or state.to_act != screen_side(c):
            # The computer's side (or the other person's) is setting up or placing: its
            # units are not the person's to drag or deploy (the controller would refuse).
            self.deploy.setVisible(False)
            self.arrive.setVisible(False)
            self._still_to_come(game, state, names, placing=set())
            note = QListWidgetItem(self.tr("Nothing for you to place now: the {side} "
                                           "player is playing.").format(side=names.side(state.to_act)))
            note.setFlags(Qt.ItemFlag.NoItemFlags)
            self.ready.addItem(note)
            self._hexes = {}
            return
        legal = c.legal()
        # Deploy All places units not yet on the map (issue 48, item 13: units that start
        # on the map and may be moved during setup are set up already).
        setup_left = any(p.reason == "setup" and state.units[uid].hex is None
                         for uid, ps in legal.places.items() for p in ps)
        self.deploy.setVisible(setup_left)
        self.arrive.setVisible(len(arriving_units(legal.places)) > 1)
        # Units off the map first; those the scenario already stands on the map (which may
        # still be set up elsewhere) after them, under a heading of their own.
        waiting = sorted(legal.places.items(), key=lambda kv: state.units[kv[0]].hex is not None)
        heading = False
        for uid, places in waiting:
            d = game.units[uid]
            at = state.units[uid].hex
            if at is not None and not heading:
                heading = True
                setup = any(p.reason == "setup" for _, ps in waiting for p in ps)
                head = QListWidgetItem(self.tr("On the map already; drag one to set it up "
                                               "elsewhere:") if setup else
                                       self.tr("On the map; drag one to place it elsewhere now:"))
                head.setFlags(Qt.ItemFlag.NoItemFlags)
                self.ready.addItem(head)
            reasons = sorted({names.term(p.reason) for p in places})
            where = where_text(game, names, uid) if any(p.reason == "setup" for p in places) else ""
            hexes = len({p.hex for p in places})
            spots = self.tr("1 hex") if hexes == 1 else self.tr("{n} hexes").format(n=hexes)
            why = ", ".join(reasons)
            detail = f"{why}: {where} ({spots})" if where else f"{why} ({spots})"
            if at is not None:
                detail = self.tr("at {hex}").format(hex=game.label(at)) + " · " + detail
            step = arriving_step(game, state, uid, places)
            text = f"{names.unit(uid)}\n{value_text(d.steps[step])} · {detail}"
            look = look_for(game, uid, step)
            item = QListWidgetItem(counter_icon(look, ICON, self.devicePixelRatioF()), text)
            item.setToolTip(text)
            item.setData(Qt.ItemDataRole.UserRole, uid)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsDragEnabled)
            self.ready.addItem(item)
        self._still_to_come(game, state, names, placing=set(legal.places))
        if self.ready.count() == 0:
            empty = QListWidgetItem(self.tr("Nothing to place now."))
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.ready.addItem(empty)
        elif row >= 0:
            # The unit picked before, unless it was just placed: then the one after it.
            now = self.ready_units()
            keep = picked if picked in now and state.units[picked].hex == was else following
            self.ready.setCurrentRow(self.row_of(keep) if keep in now else min(row, self.ready.count() - 1))
        self.ready.verticalScrollBar().setValue(scrolled)
        self._hexes = {u: state.units[u].hex for u in self.ready_units()}

    def _still_to_come(self, game, state, names, placing: set[str]) -> None:
        """The units the rules bring later (not those ``placing`` now), in the lower list.
        Its items are made again only when a line changed (an action seldom changes one;
        making Red Vengeance's 26 again was about a fifth of the window's refresh after an
        action); otherwise the list is left as making it again leaves it: at its top,
        nothing selected."""
        lines = [(uid, when, state.units[uid].step)
                 for uid, when in game.ruleset.still_to_come(game, state) if uid not in placing]
        made = self._later_made
        ratio = self.devicePixelRatioF()
        if (made is not None and made[0] is game and made[1] is names and made[2] == ratio
                and made[3] == lines):
            self.later.setCurrentRow(-1)
            self.later.clearSelection()
            self.later.verticalScrollBar().setValue(0)
            return
        self._later_made = (game, names, ratio, lines)
        self.later.clear()
        for uid, when, step in lines:
            d = game.units[uid]
            look = look_for(game, uid, step)
            text = self.tr("{when}: {unit} ({side})").format(
                when=names.render(when), unit=names.name(uid), side=names.side(d.side))  # its side said
            item = QListWidgetItem(counter_icon(look, ICON * 3 // 4, ratio), text)
            item.setToolTip(text)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsDragEnabled)
            self.later.addItem(item)

    def row_of(self, uid: str) -> int:
        for i in range(self.ready.count()):
            if self.ready.item(i).data(Qt.ItemDataRole.UserRole) == uid:
                return i
        return -1

    def ready_units(self) -> list[str]:
        out = []
        for i in range(self.ready.count()):
            uid = self.ready.item(i).data(Qt.ItemDataRole.UserRole)
            if uid:
                out.append(uid)
        return out
