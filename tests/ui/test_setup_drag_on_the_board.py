"""A unit the scenario set up is dragged on the board to another hex of its setup area.

Session 91 by hand under Xvfb, Red Vengeance in Japanese: the phase bar read
「ユニットは配置済みです。配置エリア内の強調表示されたヘクスへドラッグして動かすこともできます」,
but a drag on a counter panned the map: only a drag from the Reinforcements panel set a
unit up elsewhere (the board's setup tool took only units placed in the phase itself)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Place
from qtwargame.ui.tools.setup_tool import SetupTool
from tests.ui import bundled

from .conftest import drag, hex_point, start, unit_point


def test_a_unit_the_scenario_set_up_is_dragged_on_the_board_to_another_hex_of_its_area(window):
    window.resize(1366, 768)
    c = start(window, bundled.scenario("red_vengeance"))
    state = c.state
    assert state.phase.endswith("setup")
    # a unit on the map that may be set up elsewhere, and an empty hex of its area in view
    units = state.units
    choices = sorted((uid, p.hex) for uid, ps in c.legal().places.items() for p in ps
                     if units[uid].hex is not None and p.reason == "setup"
                     and p.hex != units[uid].hex and not state.units_at(p.hex)
                     and len(state.units_at(units[uid].hex)) == 1)
    assert choices
    uid, target = choices[0]
    where = units[uid].hex
    window.view.centerOn(window.scene.layout.center(where))
    QApplication.processEvents()
    scroll = (window.view.horizontalScrollBar().value(), window.view.verticalScrollBar().value())
    drag(window, unit_point(window, uid), hex_point(window, target))
    QApplication.processEvents()
    assert c.state.units[uid].hex == target
    last = c.history.steps[-1].action
    assert isinstance(last, Place) and last.unit == uid and last.reason == "setup"
    assert isinstance(window.view.tool, SetupTool)
    # the pick's instruction ("Click a highlighted hex to set … up there") is done with
    assert "highlighted hex" not in window.status_text()
    # the drag moved the counter, not the map
    assert (window.view.horizontalScrollBar().value(), window.view.verticalScrollBar().value()) == scroll
