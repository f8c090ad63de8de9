"""Shin Barbarossa's hexes barred to Soviet rail movement (14.3) are marked on the map while
they bar it (session 91 by hand: only the log said where the Axis air units were placed)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from qtwargame.rules.shin_barbarossa import air
from tests.conftest import SCENARIOS
from tests.ui import golden_loads

from .conftest import click, hex_point

GOLDEN = SCENARIOS.parent / "tests" / "data" / "golden"


def test_a_hex_an_axis_air_unit_bars_is_hatched_with_its_reason(window, qtbot):
    with pytest.MonkeyPatch.context() as mp:
        golden_loads.install(mp)
        assert window.open_path(GOLDEN / "shin_barbarossa-1-at-interdiction.qtwsave")
    qtbot.wait(20)
    c = window.controller
    game = c.game
    assert c.state.pending is not None and c.state.pending.kind == air.DECISION
    notes = window.scene.notes
    assert notes.items == {}
    target = sorted(window.scene.highlights.fills or window.scene.highlights.outlines,
                    key=game.label)[0]
    window.view.centerOn(window.scene.layout.center(target))
    QApplication.processEvents()
    click(window, hex_point(window, target))
    QApplication.processEvents()
    assert air.interdicted(game, c.state) == {target}
    assert set(notes.items) == {target}
    item = notes.items[target]
    assert item.isVisible() and item.scene() is window.scene
    assert item.toolTip() == "An Axis air unit bars Soviet rail movement into this hex (14.3)"
    # the mark goes with the bar: at the end of the Soviet movement phase (air.clear)
    state = c.state.copy()
    state.phase = "soviet_combat"
    assert game.ruleset.map_notes(game, state) == {}
