"""Regions (setup areas, map edges, countries, sectors) as tinted hexes with a coloured
outline and their name (in the reader's language) on one of their hexes. Each region kind
can be shown or hidden.

A name sits on the region's hex nearest its middle whose place is clear of every city's
symbol, victory points and name and of the names already placed; where no hex of the
region is clear, on the one where it covers least. Cities and region names are drawn at
the same scale, so what is clear at one zoom is clear at every zoom."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from qtwargame.engine.hexgrid import DIRECTIONS, Hex
from qtwargame.ui.city_layer import city_boxes
from qtwargame.ui.map_layer import MapLayer
from qtwargame.ui.text_path import halo_box, halo_text, pixel_font

#: A region name's letter size, in hex sizes.
NAME_PX = 0.32


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
        self.board = board
        #: kind -> (the region's hex centres nearest its middle first, English name,
        #: Japanese name)
        self._labels: dict[str, list[tuple[list[QPointF], str, str]]] = {}
        #: the names as placed (point, text) and what they were placed for
        self._placed: list[tuple[QPointF, str]] = []
        self._placed_for: tuple | None = None
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
                pts.sort(key=lambda q: ((q - mid).manhattanLength(), q.y(), q.x()))
                self._labels.setdefault(kind, []).append((pts, region.name_en, region.name_ja))
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
        font = pixel_font(s * NAME_PX, bold=True)
        for point, text in self.placed_names():
            halo_text(p, point, text, font, QColor(40, 40, 40), QColor(255, 255, 255, 220))

    def placed_names(self) -> list[tuple[QPointF, str]]:
        """Each shown region's name in the reader's language and the point it is centred
        on (placed again when the language, the kinds shown or the cities change)."""
        key = (self.lang, frozenset(self.shown), self.layout.size)
        if self._placed_for is not None and self._placed_for[0] == key \
                and self._placed_for[1] is self.board.cities:
            return self._placed
        font = pixel_font(self.layout.size * NAME_PX, bold=True)
        taken = city_boxes(self.layout, self.board, self.lang)
        placed: list[tuple[QPointF, str]] = []
        for kind in sorted(self.shown):
            for points, en, ja in self._labels.get(kind, ()):
                text = (ja or en) if self.lang == "ja" else (en or ja)
                point, box = _clearest(points, text, font, taken)
                placed.append((point, text))
                taken.append(box)
        self._placed, self._placed_for = placed, (key, self.board.cities)
        return placed


def _clearest(points: list[QPointF], text: str, font, taken: list[QRectF]) -> tuple[QPointF, QRectF]:
    """The first of ``points`` where ``text`` covers nothing ``taken``, else the one
    where it covers least; with the box it takes there."""
    first = halo_box(points[0], text, font)
    # only what a name centred on one of the points could reach
    reach = QRectF(first)
    for q in points:
        reach = reach.united(first.translated(q - points[0]))
    near = [b for b in taken if b.intersects(reach)]
    best: tuple[float, QPointF, QRectF] | None = None
    for q in points:
        box = first.translated(q - points[0])
        covered = 0.0
        for b in near:
            if b.intersects(box):
                both = b.intersected(box)
                covered += both.width() * both.height()
        if covered == 0.0:
            return q, box
        if best is None or covered < best[0]:
            best = (covered, q, box)
    assert best is not None
    return best[1], best[2]
