"""Small Defiant Russia positions for the play window's tests, opened in the window."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from qtwargame.engine.history import History
from qtwargame.position import PositionBuilder


def romanians_at_minsk(window, seed: int = 1, dice=()):
    """Axis combat phase, turn 2: the Romanian 3rd Army on its reduced step (1 die) next
    to Minsk (3308), held by the Soviet 13th Army."""
    b = PositionBuilder.from_scenario("defiant_russia")
    b.at(turn=2, phase="axis_combat", active="axis")
    b.place("rom_inf_3", "3307", step=1)
    if dice:
        b.dice(*dice)
    game, state = b.build(seed=seed)
    window.controller.adopt(History(game, state, []), seed)
    QApplication.processEvents()
    return window.controller
