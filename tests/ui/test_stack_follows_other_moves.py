"""The Stack panel follows the units it lists when an answer or the computer moves them
(session 92 at 1,366 x 768: after a retreat chosen in the Decision panel, an advance after
combat or the computer's move, it showed the hex they had left, empty). The person's own
drop was already followed (test_stack_follows_the_move)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import EndPhase, Move
from tests.ui import golden_loads
from tests.ui.test_decision_room import GOLDEN

from .conftest import click, hex_point, place_everything, start


def _listed(window) -> list[str]:
    panel = window.inspector
    return [panel.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(panel.list.count())]


def _open(window, name: str):
    with pytest.MonkeyPatch.context() as mp:
        golden_loads.install(mp)
        assert window.open_path(GOLDEN / f"{name}.qtwsave")
    QApplication.processEvents()
    return window.controller


def test_the_stack_panel_follows_a_unit_a_retreat_answer_moves(window, qtbot):
    c = _open(window, "river_crossing-3-at-retreat")
    uid = "blue_arm_1"
    home = c.state.units[uid].hex
    click(window, hex_point(window, home))  # the person looks at the unit's hex
    assert c.state.pending is not None  # (no answer on the board there)
    assert window.inspector.hex == home and _listed(window) == [uid]
    button = next(b for b in window.decision.buttons if b.text() == "Retreat 1st Armoured to 0602")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    there = c.state.units[uid].hex
    assert c.game.label(there) == "0602"
    assert window.inspector.hex == there and _listed(window) == [uid]
    assert window.scene.highlights.selected == there


def test_the_stack_panel_follows_a_unit_an_advance_answer_moves(window, qtbot):
    c = _open(window, "river_crossing-3-at-advance")
    uid = "blue_inf_4"
    home = c.state.units[uid].hex
    # the person clicks the unit offered to advance: the click selects its hex and the
    # release answers the question on the board
    click(window, hex_point(window, home))
    there = c.state.units[uid].hex
    assert c.state.pending is None and c.game.label(there) == "0507"
    assert window.inspector.hex == there and _listed(window) == [uid]
    assert window.scene.highlights.selected == there


def test_the_stack_panel_follows_a_unit_the_computer_moves(window, river, monkeypatch):
    monkeypatch.setattr(window.computer, "poll", lambda: None)  # the test plays its answer
    c = start(window, river)
    place_everything(c)
    window.computer.set_sides({"blue": "human", "red": "random"})
    c.submit(EndPhase("blue"))
    while c.state.active != "red" or not c.state.phase.endswith("move"):
        assert c.submit(EndPhase(c.state.active))
    move = next(a for a in c.legal().actions if isinstance(a, Move))
    home = c.state.units[move.unit].hex
    click(window, hex_point(window, home))  # the person watches a red stack
    assert window.inspector.hex == home and move.unit in _listed(window)
    assert c.state.units_at(home) == [move.unit]
    window.computer._answered((c.state, window.computer.generation, "red"), move, "")
    window.computer._play_ready()
    QApplication.processEvents()
    there = c.state.units[move.unit].hex
    assert there != home
    assert window.inspector.hex == there and move.unit in _listed(window)
    assert window.scene.highlights.selected == there
    window.computer.set_sides({"blue": "human", "red": "human"})
