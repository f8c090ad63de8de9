"""A region's name does not cover a city's symbol or name, nor another region's name: the
map is drawn (every layer's paint, as the window does) and the letters each layer writes are
recorded where they are written. Cities and region names are drawn at one scale, so the map
drawn whole is the map at every zoom."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from qtwargame.editor import app
from qtwargame.scenario.models import CitySpec

from .conftest import at


def _written(monkeypatch, window) -> tuple[list[QRectF], list[QRectF], list[str]]:
    """Draw the whole map; the rectangles the city layer inks (each city's symbol and its
    name), the rectangles of the region names and their texts."""
    from qtwargame.ui import city_layer, region_layer

    def recorder(into):
        def halo(p, center, text, font, ink, halo=None, halo_width=None):
            fm = QFontMetricsF(font)
            w, h = fm.horizontalAdvance(text), fm.ascent() + fm.descent()
            pad = font.pixelSize() * 0.14
            into.append((QRectF(center.x() - w / 2 - pad, center.y() - h / 2 - pad,
                                w + 2 * pad, h + 2 * pad), text))
        return halo

    city_names: list = []
    region_names: list = []
    monkeypatch.setattr(city_layer, "halo_text", recorder(city_names))
    monkeypatch.setattr(region_layer, "halo_text", recorder(region_names))
    scene = window.scene
    bounds = scene.terrain.boundingRect()
    image = QImage(800, int(800 * bounds.height() / bounds.width()), QImage.Format.Format_ARGB32)
    p = QPainter(image)
    scene.render(p, QRectF(image.rect()), bounds)
    p.end()
    s = scene.layout.size
    symbols = []
    for h in scene.board.cities:  # each symbol with its ring: a quarter hex round its middle
        c = scene.layout.center(h)
        symbols.append(QRectF(c.x() - s * 0.25, c.y() - s * 0.1 - s * 0.25, s * 0.5, s * 0.5))
    return symbols + [r for r, _ in city_names], [r for r, _ in region_names], \
        [t for _, t in region_names]


def _covering(cities: list[QRectF], regions: list[QRectF], texts: list[str]) -> list[str]:
    out = []
    for i, box in enumerate(regions):
        if any(box.intersects(c) for c in cities) or any(
                box.intersects(o) for j, o in enumerate(regions) if j != i):
            out.append(texts[i])
    return out


def _editor(qtbot, tmp_path, what, lang="en"):
    from qtwargame.editor.editor_window import EditorWindow

    w = EditorWindow(app.document_for(what), lang, autosave_dir=tmp_path / "autosave")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    return w


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_defiant_russias_region_names_cover_no_city_and_no_other_name(qtbot, tmp_path, monkeypatch, lang):
    window = _editor(qtbot, tmp_path, "defiant_russia", lang)
    cities, regions, texts = _written(monkeypatch, window)
    assert len(texts) == len(window.doc.scenario.map.regions) == 38
    # On the old code, each name sat on the hex nearest its region's middle, city or not:
    # "Army Group South" on Lublin's symbol, "Kiev Military District" on Zhitomir's, …
    assert _covering(cities, regions, texts) == []


def test_a_city_added_under_a_region_name_moves_the_name(window, monkeypatch):
    """A city put by the city tool on the hex where the teaching scenario's blue start area
    is named pushes the name to another of the area's hexes, and Undo brings it back."""
    before = {t: p for p, t in window.scene.regions.placed_names()}
    name = "Blue start area"
    label = window.doc.label(window.scene.layout.hex_at(before[name]))
    tool = window.tools["city"]
    monkeypatch.setattr(tool, "ask", lambda city, is_new: CitySpec(
        id="neudorf", hex=label, kind="town", name={"en": "Neudorf", "ja": "ノイドルフ"}))
    window.set_tool("city")
    tool.press(at(window, label))
    cities, regions, texts = _written(monkeypatch, window)
    assert "Neudorf" in [c.name_en for c in window.scene.board.cities.values()]
    assert name in texts
    assert _covering(cities, regions, texts) == []
    after = {t: p for p, t in window.scene.regions.placed_names()}
    assert window.doc.label(window.scene.layout.hex_at(after[name])) != label
    window.doc.undo_stack.undo()
    assert {t: p for p, t in window.scene.regions.placed_names()}[name] == before[name]
