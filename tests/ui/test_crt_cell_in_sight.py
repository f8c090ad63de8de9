"""The results table scrolls the rolled cell into sight (session 93 at 1,366 x 768, Shin
Barbarossa in Japanese: the Results Tables dock shows four rows of six, and a roll of 5
lit a cell under the fourth row, out of sight, while the Combat panel said "2/0")."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.scenario.io import load_scenario
from tests.conftest import SCENARIOS

from .conftest import click, hex_point, place_everything, start, unit_point
from .test_combat import TARGET, _bring_the_armour_up


def test_the_rolled_cell_is_in_sight_at_768_rows(window, qtbot):
    window.resize(1366, 768)
    window.resizeDocks([window.docks["overview"], window.docks["combat"]], [290, 360],
                       Qt.Orientation.Horizontal)
    c = start(window, load_scenario(SCENARIOS / "river_crossing.json"), dice=(6,))
    place_everything(c)
    _bring_the_armour_up(c)
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    click(window, unit_point(window, "blue_arm_1"))
    click(window, unit_point(window, "blue_arm_2"))
    click(window, hex_point(window, c.game.hex(TARGET)))
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    crt = window.crt
    assert crt.highlighted() == ("2:1", "6")
    grid = crt.grids[crt.table_id]
    table = next(t for t in c.game.scenario.tables if t.id == crt.table_id)
    cell = grid.visualItemRect(grid.item(list(table.rows).index("6"),
                                         list(table.columns).index("2:1")))
    # the dock shows fewer rows than the table has: the sixth is scrolled to
    assert grid.viewport().height() < grid.rowCount() * grid.rowHeight(0)
    assert grid.viewport().rect().contains(cell), (cell, grid.viewport().rect())
    # a question's answers take room from the docks: the cell stays in sight (the retreat
    # question after a roll of 6, session 93)
    window.resizeDocks([window.docks["crt"]], [window.docks["crt"].height() - 40],
                       Qt.Orientation.Vertical)
    for _ in range(2):  # the new height, then the scroll that follows it
        QApplication.processEvents()
    cell = grid.visualItemRect(grid.item(list(table.rows).index("6"),
                                         list(table.columns).index("2:1")))
    assert grid.viewport().rect().contains(cell), (cell, grid.viewport().rect())
