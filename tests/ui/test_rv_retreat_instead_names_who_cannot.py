"""8.65 in the Decision panel: Red Vengeance's "Retreat instead" names the units that
cannot retreat so far and what the steps they take instead do (session 93, by hand: the
Allies retreated two hexes from an attack on four hexes and Cavalry-Mechanized Group
Pliev, ringed by German ZOC, lost both its steps; the answer said only "Retreat instead").
The position is the rule tests' (``PositionBuilder``): the German 3-3 in 1313 attacks
1312 and 1213 (8.2: every adjacent hex); the 67th Army in 1213 has German ZOC from 1012
and 1013 on every way back, the 43rd Army in 1312 has room."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Attack, TakeLoss
from qtwargame.engine.history import History
from tests.rules.red_vengeance.test_player_choices import board
from tests.ui.test_no_ids import leaks


def _position(step_67: int):
    game, state = board({"ger_10": ("1313", 0), "sov_43": ("1312", 0), "sov_67": ("1213", step_67),
                         "ger_12": ("1012", 0), "ger_23": ("1013", 0)}, 3, "axis_combat",
                        6, 6, 6, *([1] * 8))
    steps = game.declaration_steps(state, Attack("axis", ("ger_10",), game.hex("1312")))
    state, _ = game.apply(state, steps[0])
    while state.pending is not None and state.pending.kind == "attack":  # 1213 too, then resolve
        acts = game.legal_actions(state)
        state, _ = game.apply(state, acts[0] if len(acts) == 1 else acts[-1])
    assert state.pending.kind == "losses" and state.pending.side == "allied"
    state, _ = game.apply(state, TakeLoss("allied", "sov_43"))  # the first hit is a step (8.61)
    return game, state


WORDS = {
    ("en", 0): "Retreat instead (67th Army cannot retreat so far and will lose steps: 8.65)",
    ("en", 1): "Retreat instead (67th Army cannot retreat so far and will be eliminated: 8.65)",
    ("ja", 0): "代わりに後退（第67軍は後退しきれずステップを失う：8.65）",
    ("ja", 1): "代わりに後退（第67軍は後退しきれず除去される：8.65）",
}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("step_67", [0, 1])
def test_8_65_retreat_instead_names_the_unit_that_cannot_retreat_and_its_fate(window, qtbot, lang, step_67):
    game, state = _position(step_67)
    if lang == "ja":
        window.set_language("ja")
    c = window.controller
    c.adopt(History(game, state, []), 7)
    QApplication.processEvents()
    window.docks["decision"].raise_()
    buttons = window.decision.buttons
    assert buttons[-1].text() == WORDS[(lang, step_67)]
    assert leaks(window) == []
    qtbot.mouseClick(buttons[-1], Qt.MouseButton.LeftButton)
    u = c.state.units["sov_67"]
    if step_67 == 0:
        assert u.status == "map" and u.step == 1  # reduced, in place
    else:
        assert u.status != "map"  # eliminated
