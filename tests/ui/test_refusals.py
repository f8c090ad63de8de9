"""Refusals say why (issue 11, item 7; issue 45, item 4): a move dropped on an enemy-held
hex, one beyond the unit's reach, with the rule (6.1) and the rules' reason, said once;
real mouse drags on Defiant Russia."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui import bundled

from .conftest import drag, hex_point, start, unit_point


def _dr_move(window, qtbot):
    c = start(window, bundled.scenario("defiant_russia"))
    for _ in range(2):
        qtbot.mouseClick(window.pool.deploy, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert c.state.phase == "axis_move"
    return c


def _drag_to(window, uid, h):
    scene = window.scene
    start_hex = window.controller.state.units[uid].hex
    mid = scene.layout.center(start_hex)
    window.view.centerOn((mid + scene.layout.center(h)) / 2)
    QApplication.processEvents()
    drag(window, unit_point(window, uid), hex_point(window, h))


def test_a_move_onto_an_enemy_hex_says_the_enemy_holds_it(window, qtbot):
    c = _dr_move(window, qtbot)
    uid = window.scene.stack(c.state.units["ger_inf_29"].hex)[-1]  # the counter on top
    here = c.state.units[uid].hex
    enemy = next(h for h in c.game.board.neighbors(here)
                 if any(c.game.side_of(c.state, u) == "soviet" for u in c.state.units_at(h)))
    _drag_to(window, uid, enemy)
    text = window.status_text()
    assert text.startswith("Not allowed (6.1)")
    assert text == f"Not allowed (6.1): {c.game.label(enemy)} is held by the enemy."


def test_a_move_beyond_reach_says_how_far_the_unit_can_go(window, qtbot):
    c = _dr_move(window, qtbot)
    uid = window.scene.stack(c.state.units["ger_inf_29"].hex)[-1]  # the counter on top
    reach = c.game.ruleset.reachable(c.game, c.state, uid)
    far = c.game.hex("2010")
    assert far not in reach and not c.state.units_at(far)
    _drag_to(window, uid, far)
    text = window.status_text()
    assert text.startswith("Not allowed (6.1)")
    name = c.names.unit(uid)
    assert text == f"Not allowed (6.1): 2010 is out of reach: {name} can reach {len(reach)} hexes this phase."


def test_10_5_a_drop_inside_the_own_rear_area_says_the_area_is_one_place(window, qtbot):
    # Session 89 by hand (Blitzkrieg to Moscow 2, 1,366 x 768): a panzer army dragged from
    # its stack in Army Group South's rear area onto another hex of that area read "1001
    # is out of reach: 1st Panzer Army can reach 3 hexes this phase", which 1001 is not.
    c = start(window, bundled.scenario("blitzkrieg_moscow_2"))
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)  # logistics: nothing to do
    assert c.state.phase == "german_movement"
    anchor = c.game.hex("0800")
    uid = window.scene.stack(anchor)[-1]  # the counter on top
    inside = c.game.hex("1001")
    assert c.game.cache.topo.node(inside) == anchor and not c.state.units_at(inside)
    _drag_to(window, uid, inside)
    assert c.state.units[uid].hex == anchor  # snapped back
    name = c.names.unit(uid)
    assert window.status_text() == (
        f"Not allowed (10.5): {name} is in Army Group South rear area already: a rear area is "
        "one place, whichever of its hexes a unit is dropped on.")
