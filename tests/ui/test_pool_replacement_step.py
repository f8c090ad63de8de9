"""The Reinforcements panel lists a unit the rules bring back on the step it comes back
on (session 93 by hand: Red Vengeance's 1st Guards Tank Army, eliminated at full
strength, was listed "6-5 · replacement" and placed 3-5: 10.1 returns an eliminated
two-step unit reduced)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.history import History
from qtwargame.position import PositionBuilder
from tests.rules.red_vengeance.test_player_choices import _IDS

from .conftest import click, hex_point


def test_10_1_a_unit_eliminated_at_full_strength_is_listed_reduced_as_it_returns(window, qtbot):
    b = PositionBuilder.from_scenario("red_vengeance")
    for uid in _IDS:
        if uid == "sov_1gt":
            b.place(uid, None, 0, status="eliminated")  # eliminated at full strength
        elif uid in ("ger_10", "sov_67"):
            b.place(uid, {"ger_10": "1412", "sov_67": "1413"}[uid])
        else:
            b.place(uid, None, status="pool")
    b.at(turn=3, phase="allied_organization")
    b.state_data(air={"axis": 0, "allied": 0},
                 rp={"allied": {"armor": 1, "infantry": 0}, "axis": {"armor": 0, "infantry": 0}})
    game, state = b.build(seed=7)
    window.controller.adopt(History(game, state, []), 7)
    QApplication.processEvents()
    panel = window.pool.ready
    row = window.pool.row_of("sov_1gt")
    item = panel.item(row)
    assert item.text().split("\n")[1] == "3-5 · replacement (25 hexes)"
    # and it comes back so: a click on it, then on a lit hex
    rect = panel.visualItemRect(item)
    qtbot.mouseClick(panel.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    c = window.controller
    target = c.legal().places["sov_1gt"][0].hex
    click(window, hex_point(window, target))
    assert c.state.units["sov_1gt"].hex == target and c.state.units["sov_1gt"].step == 1
