"""A decision's answers are brought into sight whole (session 93 by hand at 1,366 x 768,
Shin Barbarossa: the loss to choose at 0623 showed as a sliver of its counter under the
map's bottom edge, its centre just inside the view, and the view stayed where it was)."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from .test_decisions import _open


def test_a_hex_at_the_view_s_edge_is_brought_into_sight_whole(window):
    window.resize(1366, 768)
    _open(window, "defiant_russia-7-at-retreat")
    view, layout = window.view, window.scene.layout
    h = layout.hex_at(window.scene.sceneRect().center())  # a hex in the map's middle
    centre = layout.center(h)
    # the hex's centre five pixels above the view's bottom edge
    vp = view.viewport().rect()
    view.centerOn(view.mapToScene(vp.center()) + centre - view.mapToScene(
        QPointF(vp.center().x(), vp.bottom() - 5).toPoint()))
    QApplication.processEvents()
    seen = view.mapToScene(vp).boundingRect()
    assert seen.contains(centre)
    assert not seen.contains(centre + QPointF(0, layout.size * 0.8))  # its lower part cut
    view.show_hexes([h])
    QApplication.processEvents()
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    size = layout.size
    assert seen.adjusted(size, size, -size, -size).contains(centre), (seen, centre)
