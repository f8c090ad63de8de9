"""Cities, towns, capitals, fortresses and ports: symbols by kind and names in the reader's
language, with their victory points."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from qtwargame.ui import nato
from qtwargame.ui.map_layer import MapLayer
from qtwargame.ui.text_path import halo_text, pixel_font

INK = QColor(25, 25, 25)


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
        font = pixel_font(s * 0.28, bold=True)
        small = pixel_font(s * 0.24, bold=True)
        for h in self.visible_hexes(option, self.board.cities):
            city = self.board.cities[h]
            c = self.layout.center(h)
            sym = QPointF(c.x(), c.y() - s * 0.1)
            symbol = self.symbol_of(city)
            _DRAW.get(symbol, _city)(p, sym, s)
            if city.fortress and symbol != "fortress":
                _fortress_ring(p, sym, s)
            if city.port and symbol != "port":
                p.setPen(QPen(INK, s * 0.035))
                nato.anchor(p, QRectF(sym.x() + s * 0.2, sym.y() - s * 0.3, s * 0.28, s * 0.28), INK)
            name = city.name(self.lang)
            halo_text(p, QPointF(c.x(), c.y() + s * 0.7), name, font, INK)
            if city.vp:
                vp = QPointF(c.x() - s * 0.55, c.y() - s * 0.5)
                p.setPen(QPen(QColor(120, 20, 20), s * 0.03))
                p.setBrush(QColor(255, 250, 235))
                p.drawEllipse(vp, s * 0.17, s * 0.17)
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
