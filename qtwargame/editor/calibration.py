"""Fitting a hex grid to a scanned map: origin and hex size from hexes of known number.

The designer clicks the centres of two (or more) hexes on the background image and says
which printed hex each one is. Each hex has a centre ``u`` in *hex units* (the layout at
size 1, origin 0); on the image it sits at ``p = origin + size * u`` pixels. The least
squares fit of ``origin`` and ``size`` over the clicked pairs is exact for two consistent
clicks and averages out clicking error for more. The scan is assumed not to be rotated.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SQRT3 = math.sqrt(3.0)


def hex_center(q: int, r: int, flat: bool) -> tuple[float, float]:
    """The centre of axial hex (q, r) in hex units (the formulas of ``ui.layout.Layout``
    at size 1, origin 0)."""
    if flat:
        return 1.5 * q, SQRT3 * (r + q / 2.0)
    return SQRT3 * (q + r / 2.0), 1.5 * r


@dataclass(frozen=True)
class GridFit:
    """Where the grid sits on an image: the pixel of hex-unit (0, 0) and the hex size in
    pixels (centre to corner). ``residual`` is the root mean square miss, in pixels."""

    origin_x: float
    origin_y: float
    size: float
    residual: float = 0.0

    def to_image(self, ux: float, uy: float) -> tuple[float, float]:
        return self.origin_x + self.size * ux, self.origin_y + self.size * uy

    def to_units(self, px: float, py: float) -> tuple[float, float]:
        return (px - self.origin_x) / self.size, (py - self.origin_y) / self.size

    def moved(self, ux: float, uy: float) -> GridFit:
        """The fit of the same image once the map's content moved by (ux, uy) hex units:
        each image pixel stays over the hex it showed."""
        return GridFit(self.origin_x - self.size * ux, self.origin_y - self.size * uy,
                       self.size, self.residual)


def fit_grid(image_points: Sequence[tuple[float, float]],
             unit_centers: Sequence[tuple[float, float]]) -> GridFit:
    """Fit ``origin`` and ``size`` so that ``origin + size * u_i`` is nearest ``p_i``.

    ValueError when fewer than two pairs are given, when the hexes are all the same, or
    when the fit puts them in mirror order (a non-positive size).
    """
    if len(image_points) != len(unit_centers):
        raise ValueError("one image point is needed per hex")
    n = len(image_points)
    if n < 2:
        raise ValueError("at least two hexes are needed")
    pmx = sum(p[0] for p in image_points) / n
    pmy = sum(p[1] for p in image_points) / n
    umx = sum(u[0] for u in unit_centers) / n
    umy = sum(u[1] for u in unit_centers) / n
    num = 0.0
    den = 0.0
    for (px, py), (ux, uy) in zip(image_points, unit_centers):
        dx, dy = ux - umx, uy - umy
        num += dx * (px - pmx) + dy * (py - pmy)
        den += dx * dx + dy * dy
    if den <= 1e-12:
        raise ValueError("the hexes must be different")
    size = num / den
    if size <= 1e-9:
        raise ValueError("the points are in the opposite order to the hexes")
    ox, oy = pmx - size * umx, pmy - size * umy
    miss = sum((ox + size * ux - px) ** 2 + (oy + size * uy - py) ** 2
               for (px, py), (ux, uy) in zip(image_points, unit_centers))
    return GridFit(ox, oy, size, math.sqrt(miss / n))
