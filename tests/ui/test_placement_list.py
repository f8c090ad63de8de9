"""The Reinforcements panel's list of units to place (issue 48, item 18): units the
scenario already stands on the map are not "ready to place" among those waiting off it,
and the list stays where the player was after each placement."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import EndPhase
from qtwargame.ui.tools.place_tool import PlaceTool
from tests.ui import bundled

from .conftest import click, hex_point, start


def _texts(window):
    return [window.pool.ready.item(i).text() for i in range(window.pool.ready.count())]


def test_units_already_on_the_map_are_listed_apart_with_their_hex(window):
    c = start(window, bundled.scenario("red_vengeance"), seed=3)
    assert c.state.phase == "axis_setup"
    texts = _texts(window)
    state = c.state
    on_map = [u for u in window.pool.ready_units() if state.units[u].hex is not None]
    off_map = [u for u in window.pool.ready_units() if state.units[u].hex is None]
    # Red Vengeance stands its Axis setup on the map: all nine may be set up elsewhere,
    # none waits off the map.
    assert (len(off_map), len(on_map)) == (0, 9)
    assert texts[0] == "On the map already; drag one to set it up elsewhere:"
    for uid, text in zip(on_map, texts[1:], strict=True):
        assert f" · at {c.game.label(state.units[uid].hex)} · setup: " in text


def test_the_list_stays_where_it_was_after_a_placement(window, qtbot):
    c = start(window, bundled.scenario("red_vengeance"), seed=3)
    c.submit(EndPhase("axis"))
    assert c.state.phase == "allied_setup"
    QApplication.processEvents()
    ready = window.pool.ready
    units = window.pool.ready_units()
    assert len(units) == 40
    bar = ready.verticalScrollBar()
    row = 20  # the heading is row 0: this is the 20th unit
    ready.scrollToItem(ready.item(row))
    QApplication.processEvents()
    scrolled = bar.value()
    assert scrolled > 0
    uid, following = units[row - 1], units[row]
    qtbot.mouseClick(ready.viewport(), Qt.MouseButton.LeftButton,
                     pos=ready.visualItemRect(ready.item(row)).center())
    tool = window.view.tool
    assert isinstance(tool, PlaceTool) and tool.unit == uid
    click(window, hex_point(window, sorted(tool.targets, key=c.game.label)[0]))
    QApplication.processEvents()
    assert c.state.units[uid].hex is not None
    assert bar.value() == scrolled
    assert ready.currentItem().data(Qt.ItemDataRole.UserRole) == following
