"""Moving and placing units with the mouse on river_crossing (classic rules C2, C5)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent

from qtwargame.engine.state import ON_MAP
from qtwargame.ui.board_view import UNIT_MIME
from qtwargame.ui.tools.move_tool import MoveTool
from qtwargame.ui.tools.place_tool import PlaceTool

from .conftest import click, drag, hex_point, move, place_everything, press, release, start, unit_point


def _blue_mover(c):
    legal = c.legal()
    uid = sorted(legal.moves)[0]
    return uid, legal.destinations(uid, "normal")


def test_picking_up_a_unit_highlights_every_legal_destination_with_its_cost(window, river):
    c = start(window, river)
    place_everything(c)
    assert c.state.phase == "blue_move"
    uid, dests = _blue_mover(c)
    press(window, unit_point(window, uid))
    tool = window.view.tool
    assert isinstance(tool, MoveTool) and tool.unit == uid
    fills = window.scene.highlights.fills
    assert set(fills) == set(dests)
    costs = c.game.ruleset.reachable(c.game, c.state, uid)
    assert all(fills[h][0] == f"{costs[h]:g}" for h in dests)
    release(window, unit_point(window, uid))


def test_dropping_a_unit_on_a_legal_hex_moves_it_c5(window, river):
    c = start(window, river)
    place_everything(c)
    uid, dests = _blue_mover(c)
    target = max(dests, key=lambda h: len(dests[h].path))
    drag(window, unit_point(window, uid), hex_point(window, target))
    assert c.state.units[uid].hex == target
    assert c.state.units[uid].status == ON_MAP
    assert "moved" in c.state.units[uid].flags
    assert window.log.visible_texts()[-1].endswith(f"to {c.game.label(target)}")
    # the pick-up's "N destinations" line does not outstay the move (seen in session 83)
    assert "destination" not in window.status_text()


def test_dropping_a_unit_on_an_illegal_hex_snaps_back_with_the_rule(window, river):
    c = start(window, river)
    place_everything(c)
    uid, dests = _blue_mover(c)
    before = c.state
    home = c.state.units[uid].hex
    far = c.game.hex("1209")
    assert far not in dests
    drag(window, unit_point(window, uid), hex_point(window, far))
    assert c.state is before
    assert "(C5)" in window.status_text() and "cannot reach 1209" in window.status_text()
    item = window.scene.counters[uid]
    centre = window.scene.layout.center(home)
    assert abs(item.pos().x() - centre.x()) < window.scene.counter_size
    assert abs(item.pos().y() - centre.y()) < window.scene.counter_size


def test_click_a_unit_then_click_a_destination_also_moves_it(window, river):
    c = start(window, river)
    place_everything(c)
    uid, dests = _blue_mover(c)
    target = sorted(dests)[0]
    click(window, unit_point(window, uid))
    move(window, hex_point(window, target), Qt.MouseButton.NoButton)
    click(window, hex_point(window, target))
    assert c.state.units[uid].hex == target


def test_a_drag_on_the_empty_board_pans_instead_of_moving_anything(window, river):
    c = start(window, river)
    place_everything(c)
    window.view.zoom_by(2.5)
    before = c.state
    bar = window.view.horizontalScrollBar()
    x0 = bar.value()
    empty = hex_point(window, c.game.hex("1109"))
    press(window, empty)
    move(window, QPoint(empty.x() - 120, empty.y()))
    release(window, QPoint(empty.x() - 120, empty.y()))
    assert c.state is before
    assert bar.value() != x0


def test_a_unit_from_the_pool_is_placed_by_click_on_a_highlighted_hex_c2(window, river):
    c = start(window, river)
    assert c.state.phase == "red_setup"
    uid = window.pool.ready_units()[0]
    window.pool.placeRequested.emit(uid)
    tool = window.view.tool
    assert isinstance(tool, PlaceTool)
    allowed = set(tool.targets)
    assert allowed and all(h in c.game.board.regions["red_start"].hexes for h in allowed)
    target = sorted(allowed)[0]
    click(window, hex_point(window, target))
    assert c.state.units[uid].hex == target


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_a_unit_dragged_from_the_pool_is_placed_where_it_is_dropped(window, river):
    c = start(window, river)
    uid = window.pool.ready_units()[0]
    target = min(p.hex for p in c.legal().places[uid])
    mime = QMimeData()
    mime.setData(UNIT_MIME, uid.encode())
    pos = hex_point(window, target)
    view = window.view
    enter = QDragEnterEvent(pos, Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    view.dragEnterEvent(enter)
    assert isinstance(view.tool, PlaceTool) and target in view.tool.targets
    drop = QDropEvent(QPointF(pos), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    view.dropEvent(drop)
    assert c.state.units[uid].hex == target


def test_placing_on_a_hex_outside_the_setup_area_is_refused_with_c2(window, river):
    c = start(window, river)
    uid = window.pool.ready_units()[0]
    window.begin_place(uid)
    click(window, hex_point(window, c.game.hex("0101")))
    assert c.state.units[uid].hex is None
    assert "(C2)" in window.status_text()
