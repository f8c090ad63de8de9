"""The map as drawn agrees with the data after its shape changes: hexes added above the map
by a brush and taken away by Undo, a resize with an offset. What the window shows (the
screen's pixels, as the platform holds them) is compared with the same view drawn afresh
from the data, pixel for pixel."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem

from qtwargame.editor import app


def _settle(qtbot) -> None:
    """Let every posted update, scroll and repaint run."""
    for _ in range(3):
        qtbot.wait(20)


def on_screen(window, qtbot) -> QImage:
    """The map view's pixels as the window shows them now."""
    _settle(qtbot)
    vp = window.view.viewport()
    corner = vp.mapTo(window, QPoint(0, 0))
    return QApplication.primaryScreen().grabWindow(
        window.winId(), corner.x(), corner.y(), vp.width(), vp.height()).toImage()


def drawn_afresh(window, qtbot) -> QImage:
    """The same view with every cached picture thrown away and everything repainted."""
    for item in window.scene.items():
        mode = item.cacheMode()
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        item.setCacheMode(mode)
    window.view.viewport().update()
    return on_screen(window, qtbot)


def _open(qtbot, tmp_path, what):
    from qtwargame.editor.editor_window import EditorWindow

    window = EditorWindow(app.document_for(what), "en", autosave_dir=tmp_path / "autosave")
    window.ask_before_closing = False
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    _settle(qtbot)  # the window fits the map once shown
    window.view.fit()
    for _ in range(2):  # zoom in twice
        QTest.keyClick(window.view, Qt.Key.Key_Plus)
    return window


def test_undoing_hexes_a_brush_added_above_the_map_leaves_no_terrain_drawn_a_row_off(qtbot, tmp_path):
    window = _open(qtbot, tmp_path, None)
    doc = window.doc
    assert len(doc.scenario.map.hexes) == 120
    above = doc.parse("0100")  # on the ghost grid above the map's first hex
    assert above not in doc.label_at
    window.view.centerOn(window.scene.layout.center(above))
    window.set_tool("brush")
    window.settings.set("terrain", "forest")
    window.settings.set("radius", 1)  # seven hexes, centred off the map: it adds hexes
    _settle(qtbot)
    where = window.view.mapFromScene(window.scene.layout.center(above))
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert len(doc.scenario.map.hexes) == 123  # three of the seven were off the map
    on_screen(window, qtbot)
    window.act_undo.trigger()
    assert len(doc.scenario.map.hexes) == 120
    assert "forest" not in doc.scenario.map.hexes.values()
    shown = on_screen(window, qtbot)
    assert shown == drawn_afresh(window, qtbot)


def test_a_resize_with_an_offset_and_its_undo_are_drawn_as_the_data_says(qtbot, tmp_path):
    window = _open(qtbot, tmp_path, "river_crossing")
    on_screen(window, qtbot)
    assert window.resize_map(14, 12, 1, 1) == []
    assert window.doc.scenario.map.hexes["0202"] == "clear"
    shown = on_screen(window, qtbot)
    assert shown == drawn_afresh(window, qtbot)
    window.act_undo.trigger()
    shown = on_screen(window, qtbot)
    assert shown == drawn_afresh(window, qtbot)
