"""Cities, towns, capitals, fortresses and ports: symbols by kind and names in the reader's
language, with their victory points."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from qtwargame.ui import nato
from qtwargame.ui.map_layer import MapLayer
from qtwargame.ui.text_path import halo_box, halo_text, pixel_font

INK = QColor(25, 25, 25)

#: Where a city's parts sit, in hex sizes from its hex's centre: the symbol's middle (its
#: fortress ring and port anchor reach 0.3 left, 0.5 right, 0.32 up and 0.3 down of it),
#: the victory points' disc and the name's middle, with the name's letter size.
SYMBOL_DY = -0.1
VP_AT, VP_R = (-0.55, -0.5), 0.17
NAME_DY, NAME_PX = 0.7, 0.28


def city_boxes(layout, board, lang: str) -> list[QRectF]:
    """The rectangles each city's symbol, victory points and name take on the map, as
    ``CityLayer`` paints them (what the region names keep clear of)."""
    s = layout.size
    font = pixel_font(s * NAME_PX, bold=True)
    out = []
    for h, city in board.cities.items():
        c = layout.center(h)
        sym_y = c.y() + s * SYMBOL_DY
        out.append(QRectF(c.x() - s * 0.3, sym_y - s * 0.32, s * 0.8, s * 0.62))
        if city.vp:
            out.append(QRectF(c.x() + s * (VP_AT[0] - VP_R), c.y() + s * (VP_AT[1] - VP_R),
                              s * 2 * VP_R, s * 2 * VP_R))
        out.append(halo_box(QPointF(c.x(), c.y() + s * NAME_DY), city.name(lang), font))
    return out


class CityLayer(MapLayer):
    def __init__(self, layout, board, city_kinds, bounds, lang: str = "en") -> None:
        super().__init__(layout, bounds, z=4)
        self.board = board
        self.lang = lang
        self._symbol = {k.id: k.symbol for k in city_kinds}

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.update()

    def symbol_of(self, city) -> str:
        return self._symbol.get(city.kind, city.kind if city.kind in _DRAW else "city")

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.layout.size
        font = pixel_font(s * NAME_PX, bold=True)
        small = pixel_font(s * 0.24, bold=True)
        for h in self.visible_hexes(option, self.board.cities):
            city = self.board.cities[h]
            c = self.layout.center(h)
            sym = QPointF(c.x(), c.y() + s * SYMBOL_DY)
            symbol = self.symbol_of(city)
            _DRAW.get(symbol, _city)(p, sym, s)
            if city.fortress and symbol != "fortress":
                _fortress_ring(p, sym, s)
            if city.port and symbol != "port":
                p.setPen(QPen(INK, s * 0.035))
                nato.anchor(p, QRectF(sym.x() + s * 0.2, sym.y() - s * 0.3, s * 0.28, s * 0.28), INK)
            name = city.name(self.lang)
            halo_text(p, QPointF(c.x(), c.y() + s * NAME_DY), name, font, INK)
            if city.vp:
                vp = QPointF(c.x() + s * VP_AT[0], c.y() + s * VP_AT[1])
                p.setPen(QPen(QColor(120, 20, 20), s * 0.03))
                p.setBrush(QColor(255, 250, 235))
                p.drawEllipse(vp, s * VP_R, s * VP_R)
                p.setPen(QColor(120, 20, 20))
                p.setFont(small)
                p.drawText(QRectF(vp.x() - s * 0.2, vp.y() - s * 0.2, s * 0.4, s * 0.4),
                           Qt.AlignmentFlag.AlignCenter, str(city.vp))


def _capital(p: QPainter, c: QPointF, s: float) -> None:
    p.setPen(QPen(INK, s * 0.04))
    p.setBrush(QColor(255, 255, 255))
    p.drawEllipse(c, s * 0.24, s * 0.24)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(200, 20, 20))
    p.drawPolygon(nato.star(c, s * 0.2))


def _major_city(p: QPainter, c: QPointF, s: float) -> None:
    p.setPen(QPen(QColor(255, 255, 255), s * 0.04))
    p.setBrush(INK)
    p.drawRect(QRectF(c.x() - s * 0.2, c.y() - s * 0.2, s * 0.4, s * 0.4))
    p.setBrush(QColor(255, 255, 255))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawRect(QRectF(c.x() - s * 0.07, c.y() - s * 0.07, s * 0.14, s * 0.14))


def _city(p: QPainter, c: QPointF, s: float) -> None:
    p.setPen(QPen(QColor(255, 255, 255), s * 0.04))
    p.setBrush(INK)
    p.drawRect(QRectF(c.x() - s * 0.16, c.y() - s * 0.16, s * 0.32, s * 0.32))


def _town(p: QPainter, c: QPointF, s: float) -> None:
    p.setPen(QPen(QColor(255, 255, 255), s * 0.04))
    p.setBrush(INK)
    p.drawEllipse(c, s * 0.12, s * 0.12)


def _fortress(p: QPainter, c: QPointF, s: float) -> None:
    _town(p, c, s)
    _fortress_ring(p, c, s)


def _fortress_ring(p: QPainter, c: QPointF, s: float) -> None:
    p.setPen(QPen(INK, s * 0.05))
    p.setBrush(Qt.BrushStyle.NoBrush)
    r = s * 0.28
    p.drawPolygon(QPolygonF([QPointF(c.x() + r * dx, c.y() + r * dy) for dx, dy in
                             ((0, -1), (0.95, -0.31), (0.59, 0.81), (-0.59, 0.81), (-0.95, -0.31))]))


def _port(p: QPainter, c: QPointF, s: float) -> None:
    _town(p, c, s)
    p.setPen(QPen(INK, s * 0.04))
    nato.anchor(p, QRectF(c.x() + s * 0.12, c.y() - s * 0.3, s * 0.3, s * 0.3), INK)


_DRAW = {
    "capital": _capital,
    "major_city": _major_city,
    "city": _city,
    "town": _town,
    "fortress": _fortress,
    "port": _port,
}
