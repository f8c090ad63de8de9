"""Selecting: a click selects one hex and shows what is in it (terrain, city, regions,
hexsides, units) in the Hex panel; a drag selects the printed rectangle of hexes between
where it starts and ends, or, in lasso mode (or with Alt held), the hexes whose centres lie
inside the drawn outline. Shift adds to the selection, Ctrl takes away from it (Tiled's
habits). The selected area is what Copy, Cut, Delete and Fill Selection work on."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QCursor, QPolygonF

from qtwargame.editor.area import rect_hexes
from qtwargame.editor.tools.editor_tool import EditorTool


class SelectTool(EditorTool):
    key = "select"

    def __init__(self, view, settings) -> None:
        super().__init__(view, settings)
        self.start = None  # the MapEvent where a left drag began
        self.lasso: list = []
        self.base: frozenset = frozenset()
        self.dragged = False

    def title(self) -> str:
        return self.tr("Select")

    def hint(self) -> str:
        return self.tr("Click a hex to inspect it; drag to select a rectangle (Alt or the "
                       "lasso option: a free outline); Shift adds, Ctrl removes; drag with "
                       "the middle button to pan.")

    def cursor(self) -> QCursor:
        return QCursor(Qt.CursorShape.ArrowCursor)

    def _lasso_mode(self, ev) -> bool:
        return self.settings.select_mode == "lasso" or bool(
            ev.modifiers & Qt.KeyboardModifier.AltModifier)

    def press(self, ev) -> None:
        if not self.left(ev):
            return
        self.start = ev
        self.dragged = False
        self.lasso = [ev.pos] if self._lasso_mode(ev) else []
        mods = ev.modifiers
        keep = mods & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier)
        self.base = self.overlay.selection if keep else frozenset()

    def move(self, ev) -> None:
        if self.start is None:
            return
        if ev.hex != self.start.hex or self.lasso:
            self.dragged = True
        if not self.dragged:
            return
        if self.lasso:
            self.lasso.append(ev.pos)
            self.overlay.set_lasso(self.lasso)
            area = self._lasso_hexes()
        else:
            area = rect_hexes(self.doc.grid, self.start.hex, ev.hex)
        self.overlay.set_selection(self._combine(area, self.start.modifiers))

    def release(self, ev) -> None:
        start, self.start = self.start, None
        if start is None:
            return
        self.overlay.set_lasso([])
        if not self.dragged:
            h = ev.hex if ev.on_map else None
            self.overlay.set_selected(h)
            self.view.hexSelected.emit(h)
            area = {h} if h is not None else set()
            if start.modifiers & (Qt.KeyboardModifier.ShiftModifier
                                  | Qt.KeyboardModifier.ControlModifier):
                self.overlay.set_selection(self._combine(area, start.modifiers))
            else:
                self.overlay.set_selection(area)
        self.lasso = []
        n = len(self.overlay.selection)
        if n > 1:
            self.status(self.tr("{n} hexes selected").format(n=n))

    def _combine(self, area, mods) -> frozenset:
        area = {h for h in area if h in self.doc.label_at}
        if mods & Qt.KeyboardModifier.ControlModifier:
            return frozenset(self.base - area)
        return frozenset(self.base | area)

    def _lasso_hexes(self) -> set:
        poly = QPolygonF(self.lasso)
        lay = self.scene.layout
        return {h for h in self.doc.label_at
                if poly.containsPoint(lay.center(h), Qt.FillRule.OddEvenFill)}

    def cancel(self) -> None:
        self.start = None
        self.lasso = []
        super().cancel()

    def hover(self, ev) -> None:
        self.overlay.set_preview([ev.hex] if ev.on_map else [])
