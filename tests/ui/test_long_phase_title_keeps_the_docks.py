"""A long phase title does not squeeze the docks beside the board (session 89, Defiant
Russia's Soviet turn by hand in a 1,366 x 768 window).

On turn 2 the phase bar read "Soviet organization: supply and replacements  (5.0, 10.1)"
on one line that could not be shortened: the bar, above the board, claimed its whole
width, and the window took it from the left docks. The Reinforcements panel beside the
board went from 290 to 160 pixels and its lines were cut off ("29th Army 3-3 ·
reinforcemen"), and it stayed so afterwards. The title now takes the room the bar gives
it, on two lines where one cannot hold it (session 91; it was shortened with "…" in its
middle until then), the whole title in its tooltip."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.history import History
from qtwargame.position import PositionBuilder


def _adopt(window, phase):
    game, state = PositionBuilder.from_scenario("defiant_russia").at(turn=2, phase=phase).build(seed=1)
    window.controller.adopt(History(game, state, []), 1)
    QApplication.processEvents()


def test_a_long_phase_title_does_not_widen_the_phase_bar(window, qtbot):
    window.resize(1366, 768)
    _adopt(window, "soviet_move")
    window.resizeDocks([window.docks["pool"]], [290], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    bar = window.phase_bar
    short = bar.minimumSizeHint().width()
    left = window.docks["pool"].width()
    assert left >= 280
    _adopt(window, "soviet_replacements")
    title = "Soviet organization: supply and replacements  (5.0, 10.1)"
    assert bar.phase.toolTip() == title
    # the title claims no width of its own: the bar needs no more room than for a short
    # one, and the docks beside the board keep theirs
    assert bar.minimumSizeHint().width() == short
    assert window.docks["pool"].width() == left
    shown = bar.phase.text()
    # whole, on two lines where one cannot hold it (session 91)
    assert "…" not in shown and "".join(shown.split()) == "".join(title.split())
