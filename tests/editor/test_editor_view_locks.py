"""A locked layer refuses every way the mouse reaches a tool, the double click included (the
editor's view is the shared map view; a double click used to reach the tool's press past the
lock)."""

from __future__ import annotations

from .conftest import LEFT


def test_a_locked_layer_refuses_a_double_click(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    window.layers.lock["terrain"].setChecked(True)
    window.set_tool("brush")
    window.settings.set("terrain", "swamp")
    before = window.doc.dump()
    pos = window.view.mapFromScene(window.scene.layout.center(window.doc.parse("0505")))
    qtbot.mouseDClick(window.view.viewport(), LEFT, pos=pos)
    assert window.doc.dump() == before
    window.layers.lock["terrain"].setChecked(False)
    qtbot.mouseDClick(window.view.viewport(), LEFT, pos=pos)
    assert window.doc.scenario.map.hexes["0505"] == "swamp"
