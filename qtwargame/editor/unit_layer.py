"""Units placed on a hex by the setup (``setup.hex``), drawn with the play window's
counters, stacks fanned as in play. Units set up by code or region are not on a hex
and show in the order of battle only."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem

from qtwargame.editor.unit_look import unit_look
from qtwargame.engine.hexgrid import Hex
from qtwargame.ui.counter_item import CounterItem


class UnitLayer(QGraphicsItem):
    """A container of counter items; it paints nothing itself."""

    def __init__(self, layout, doc) -> None:
        super().__init__()
        self.layout = layout
        self.doc = doc
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.setZValue(20)
        self.counter_size = round(layout.inner * 0.62)
        self.items: dict[str, CounterItem] = {}
        self.refresh()

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(self, p, option, widget=None) -> None:
        pass

    def placements(self) -> dict[Hex, list[str]]:
        out: dict[Hex, list[str]] = {}
        for u in self.doc.scenario.units:
            if u.setup is not None and u.setup.hex is not None:
                h = self.doc.parse(u.setup.hex)
                if h is not None:
                    out.setdefault(h, []).append(u.id)
        return out

    def refresh(self) -> None:
        """Rebuild the counters from the units' setup hexes."""
        sc = self.doc.scenario
        by_id = {u.id: u for u in sc.units}
        placed = self.placements()
        keep = {uid for uids in placed.values() for uid in uids}
        for uid in list(self.items):
            if uid not in keep:
                gone = self.items.pop(uid)
                gone.setParentItem(None)  # type: ignore[arg-type]  # PySide6's stub: None (no parent) is allowed
                scene = gone.scene()
                if scene is not None:
                    scene.removeItem(gone)
        off = self.counter_size * 0.1
        for h, uids in placed.items():
            c = self.layout.center(h)
            n = len(uids)
            for i, uid in enumerate(uids):
                look = unit_look(sc, by_id[uid])
                item = self.items.get(uid)
                if item is None:
                    item = CounterItem(uid, look, self.counter_size)
                    item.setParentItem(self)
                    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                    self.items[uid] = item
                item.set_look(look)
                k = i - (n - 1) / 2
                item.setPos(QPointF(c.x() + k * off, c.y() - k * off))
                item.setZValue(i)
                item.set_badge(n if i == n - 1 else 0)
                item.setToolTip(f"{self.doc.name_of(by_id[uid])} ({uid})")

    def unit_at(self, pos: QPointF) -> str | None:
        """The topmost placed unit under scene point ``pos``."""
        best = None
        for uid, item in self.items.items():
            if item.isVisible() and item.counter_rect().contains(item.mapFromScene(pos)):
                if best is None or item.zValue() > self.items[best].zValue():
                    best = uid
        return best
