"""A move's consequence is said while it is aimed, before the drop: the status bar carries
what the rules describe for it (``Ruleset.describe_choice``), for a normal move as for a
special one. Shin Barbarossa 13.5: the last Axis combat unit leaving a supply center's
hex in Soviet ZOC costs the center."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from qtwargame.engine.history import History
from qtwargame.engine.state import ELIMINATED, ON_MAP
from qtwargame.ui.tools.move_tool import MoveTool
from tests.rules.shin_barbarossa.reading import position

from .conftest import hex_point, move, press, release, unit_point
from .reach import show

WARNING = ("Leaves the supply center in Yaroslavl (3509) alone in Soviet ZOC: it is removed "
           "(13.5)")


def _aim(window, units: dict) -> tuple:
    """The panzer in Yaroslavl (3509) with the center and ``units``, the Axis first movement
    on screen; the panzer pressed and dragged over 3507 (not dropped)."""
    game, state = position("axis_move_1", {"sc_c": "3509", "de_pz41": "3509", **units})
    show(window, History(game, state, []), 3)
    assert isinstance(window.view.tool, MoveTool)
    window.view.centerOn(window.scene.layout.center(game.hex("3508")))
    window.scene.bring_to_top("de_pz41")
    QApplication.processEvents()
    start, end = unit_point(window, "de_pz41"), hex_point(window, game.hex("3507"))
    press(window, start)
    assert window.view.tool.unit == "de_pz41"
    for i in range(1, 6):
        move(window, start + (end - start) * i / 5)
    return game, end


def test_13_5_aiming_a_move_that_strands_a_supply_center_says_so_and_the_drop_costs_it(window):
    game, end = _aim(window, {"su_rc10": "3510"})
    assert window.status_label.text() == WARNING
    release(window, end)
    s = window.controller.state
    assert s.units["de_pz41"].hex == game.hex("3507")
    assert s.units["sc_c"].status == ELIMINATED


def test_13_5_aiming_a_move_that_leaves_the_center_out_of_soviet_zoc_says_nothing_of_it(window):
    game, end = _aim(window, {"su_rc10": "3512"})
    assert "supply center" not in window.status_label.text()
    release(window, end)
    s = window.controller.state
    assert s.units["de_pz41"].hex == game.hex("3507")
    assert s.units["sc_c"].status == ON_MAP
