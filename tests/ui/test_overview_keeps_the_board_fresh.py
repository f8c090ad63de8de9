"""A counter that changes while out of the board view's sight shows its change when the
view comes back to it, whether or not the overview map was drawn meanwhile.

Session 89, Defiant Russia by hand: after the Finnish attack on 4215 the proposals took the
view to Poland and Romania and back to Finland for the last owed attack; there the three
Finnish corps that had attacked still wore the orange attacker's outline and no attacked
mark, and the 7th Army they had reduced still read 3-3, until the pointer passed over each
counter. A cached item keeps one "changed since drawn" flag for all the views that draw it:
the overview, drawing the whole map after each change, used it up, and the board view then
drew the counter from its own old picture."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from qtwargame.scenario.io import load_scenario
from tests.conftest import SCENARIOS

from .conftest import start

DR = SCENARIOS / "defiant_russia.json"


def _counter_picture(window, item):
    QApplication.processEvents()
    rect = window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    return window.view.viewport().grab(rect).toImage()


def test_a_counter_changed_out_of_sight_is_drawn_changed_after_the_overview_was_drawn(window, qtbot):
    c = start(window, load_scenario(DR), seed=7)
    for _ in range(2):
        qtbot.mouseClick(window.pool.deploy, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert c.state.phase == "axis_move"
    view, item = window.view, window.scene.counters["fin_1"]
    view.centerOn(item.scenePos())
    plain = _counter_picture(window, item)
    # The board view goes far from the counter (a proposal, a decision elsewhere) and
    # the counter changes there: chosen as an attacker.
    view.centerOn(item.scenePos() + QPointF(0, 40 * window.scene.layout.size))
    QApplication.processEvents()
    assert not view.mapToScene(view.viewport().rect()).boundingRect().intersects(
        item.sceneBoundingRect())
    item.set_outline("attacker")
    window.minimap.render_board()  # the overview draws the whole map after the change
    view.centerOn(item.scenePos())
    seen = _counter_picture(window, item)
    item.update()  # what a fresh drawing of the counter shows
    fresh = _counter_picture(window, item)
    assert fresh != plain
    assert seen == fresh
