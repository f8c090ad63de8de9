"""Regions (setup areas, map edges, countries, sectors) as tinted hexes with a coloured
outline and their name (in the reader's language) on the hex nearest their middle. Each
region kind can be shown or hidden."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from qtwargame.engine.hexgrid import DIRECTIONS, Hex
from qtwargame.ui.map_layer import MapLayer
from qtwargame.ui.text_path import halo_text, pixel_font


class RegionLayer(MapLayer):
    """Each kind's tint, outline and labels are built when that kind is first shown: the
    layer starts hidden, and a game's or the editor's first frame waits for none of them."""

    def __init__(self, layout, board, bounds, lang: str = "en") -> None:
        super().__init__(layout, bounds, z=1)
        self.lang = lang
        self.shown: set[str] = set()
        #: kind -> its regions, not yet drawn into paths
        self._regions: dict[str, list] = {}
        for region in board.regions.values():
            self._regions.setdefault(region.kind, []).append(region)
        #: kind -> (label point, English name, Japanese name)
        self._labels: dict[str, list[tuple[QPointF, str, str]]] = {}
        self._fills: dict[str, list[tuple[QColor, QPainterPath]]] = {}
        self._outlines: dict[str, list[tuple[QColor, list[QLineF]]]] = {}
        self.setVisible(False)

    def _build(self, kind: str) -> None:
        """The paths of ``kind``'s regions (once)."""
        if kind in self._fills:
            return
        layout = self.layout
        centers: dict[Hex, QPointF] = {}  # each hex's centre once (most border two regions)

        def center(h: Hex) -> QPointF:
            c = centers.get(h)
            if c is None:
                c = centers[h] = layout.center(h)
            return c

        steps = [(d.q, d.r) for d in DIRECTIONS]
        self._fills[kind], self._outlines[kind] = [], []
        for region in self._regions.get(kind, ()):
            color = QColor(region.color)
            path = QPainterPath()
            path.setFillRule(Qt.FillRule.WindingFill)
            lines = []
            inside = {(h.q, h.r) for h in region.hexes}
            for h in region.hexes:
                c = center(h)
                path.addPolygon(layout.polygon_at(c))
                for dq, dr in steps:  # the outline: each side towards a hex outside
                    if (h.q + dq, h.r + dr) not in inside:
                        a, b = layout.edge_between(c, center(Hex(h.q + dq, h.r + dr)))
                        lines.append(QLineF(a, b))
            self._fills[kind].append((color, path))
            if region.hexes and (region.name_en or region.name_ja):
                pts = [center(h) for h in region.hexes]
                mid = QPointF(sum(q.x() for q in pts) / len(pts), sum(q.y() for q in pts) / len(pts))
                anchor = min(region.hexes, key=lambda h: (center(h) - mid).manhattanLength())
                self._labels.setdefault(kind, []).append(
                    (center(anchor), region.name_en, region.name_ja))
            self._outlines[kind].append((color, lines))

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.update()

    def kinds(self) -> list[str]:
        return sorted(self._regions)

    def set_kind_shown(self, kind: str, on: bool) -> None:
        if on:
            self._build(kind)
            self.shown.add(kind)
        else:
            self.shown.discard(kind)
        self.setVisible(bool(self.shown))
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.layout.size
        for kind in sorted(self.shown):
            for color, path in self._fills.get(kind, ()):
                tint = QColor(color)
                tint.setAlpha(45)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(tint)
                p.drawPath(path)
            for color, lines in self._outlines.get(kind, ()):
                pen = QPen(color, s * 0.07)
                pen.setStyle(Qt.PenStyle.DashLine)
                pen.setCapStyle(Qt.PenCapStyle.FlatCap)
                p.setPen(pen)
                p.drawLines(lines)
        font = pixel_font(s * 0.32, bold=True)
        for kind in sorted(self.shown):
            for point, en, ja in self._labels.get(kind, ()):
                text = (ja or en) if self.lang == "ja" else (en or ja)
                halo_text(p, point, text, font, QColor(40, 40, 40), QColor(255, 255, 255, 220))
