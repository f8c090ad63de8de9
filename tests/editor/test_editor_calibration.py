"""Calibrating a scanned map: origin and hex size from two hexes of known number."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QColor, QPixmap

from qtwargame.editor.calibration import fit_grid
from qtwargame.editor.terrain_shapes import hex_center


@pytest.mark.parametrize("flat", [True, False])
def test_two_hexes_fit_origin_and_size_exactly_in_both_orientations(flat):
    origin, size = (120.0, 85.0), 31.5
    hexes = [(3, -1), (10, 4)]
    units = [hex_center(q, r, flat) for q, r in hexes]
    pixels = [(origin[0] + size * ux, origin[1] + size * uy) for ux, uy in units]
    fit = fit_grid(pixels, units)
    assert fit.origin_x == pytest.approx(120.0)
    assert fit.origin_y == pytest.approx(85.0)
    assert fit.size == pytest.approx(31.5)
    assert fit.residual == pytest.approx(0.0, abs=1e-9)
    assert fit.to_image(*hex_center(5, 5, flat)) == pytest.approx(
        (origin[0] + size * hex_center(5, 5, flat)[0], origin[1] + size * hex_center(5, 5, flat)[1]))
    assert fit.to_units(*pixels[1]) == pytest.approx(units[1])


def test_more_hexes_average_out_clicking_error():
    units = [hex_center(q, r, True) for q, r in ((0, 0), (8, 0), (0, 8), (8, -4))]
    noise = [(1.0, -1.0), (-1.0, 1.0), (1.0, 1.0), (-1.0, -1.0)]
    pixels = [(10 + 40 * x + dx, 20 + 40 * y + dy) for (x, y), (dx, dy) in zip(units, noise)]
    fit = fit_grid(pixels, units)
    assert fit.size == pytest.approx(40.0, abs=0.1)
    assert fit.residual == pytest.approx(math.sqrt(2), abs=0.1)


def test_a_fit_needs_two_different_hexes_in_the_right_order():
    with pytest.raises(ValueError):
        fit_grid([(0, 0)], [(0, 0)])
    with pytest.raises(ValueError):
        fit_grid([(0, 0), (5, 5)], [(1, 1), (1, 1)])
    with pytest.raises(ValueError):
        fit_grid([(0, 0), (10, 0)], [(1, 0), (0, 0)])


def test_the_calibrate_tool_places_the_image_so_its_hexes_lie_on_the_grid(window):
    pm = QPixmap(400, 300)
    pm.fill(QColor("white"))
    bg = window.scene.background
    bg.set_image(pm)
    tool = window.tools["calibrate"]
    window.set_tool("calibrate")
    doc = window.doc
    # On this "scan" hexes are 20 px and hex (0, 0) is centred on pixel (50, 40).
    flat = True
    for label in ("0203", "0907"):
        h = doc.parse(label)
        ux, uy = hex_center(h.q, h.r, flat)
        fit = tool.add_mark((50 + 20 * ux, 40 + 20 * uy), label)
    assert fit is not None and fit.size == pytest.approx(20.0)
    for label in ("0505", "1109"):
        h = doc.parse(label)
        ux, uy = hex_center(h.q, h.r, flat)
        on_scene = bg.mapToScene(50 + 20 * ux, 40 + 20 * uy)
        centre = window.scene.layout.center(h)
        assert on_scene.x() == pytest.approx(centre.x(), abs=1e-6)
        assert on_scene.y() == pytest.approx(centre.y(), abs=1e-6)
    window.tool_options.opacity.setValue(30)
    assert bg.opacity() == pytest.approx(0.3)
