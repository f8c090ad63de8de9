"""Blitzkrieg to Moscow 2, 8.1 and 8.3: a German unit may end its move on a hex another
German unit holds (the limit holds from the end of the movement phase), but it may not move
again, so one of the two must leave or be removed. Aiming such a move says so in the status
bar before the drop (session 92 by hand: two panzer armies dropped on one hex without a
word, and the only ways out were a removal or Undo); aiming at a free hex does not."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import EndPhase, Move
from qtwargame.ui.tools.move_tool import MoveTool
from tests.ui import bundled

from .conftest import hex_point, move, press, release, start, unit_point

WORDS = ("{hex} is then over the stacking limit (8.1, 8.2): by the end of the phase a unit "
         "that has not moved must leave it, or the excess is removed (8.3)")


def _german_movement(window):

    c = start(window, bundled.scenario("blitzkrieg_moscow_2"), seed=1)
    c.submit(EndPhase("german"))  # logistics: the six cards are kept (6.1)
    QApplication.processEvents()
    assert c.state.phase == "german_movement"
    return c


def _aim(window, unit: str, to) -> tuple:
    """``unit`` pressed and dragged onto ``to`` (not dropped)."""
    view = window.view
    view.centerOn(window.scene.layout.center(to))
    window.scene.bring_to_top(unit)
    QApplication.processEvents()
    start_at, end = unit_point(window, unit), hex_point(window, to)
    press(window, start_at)
    assert isinstance(view.tool, MoveTool) and view.tool.unit == unit
    for i in range(1, 6):
        move(window, start_at + (end - start_at) * i / 5)
    return end


# Seed 1, turn 1: the 3rd Panzer Army has gone from Army Group Centre's rear area to 1401;
# the 2nd may follow it there (its only destination), the 1st may go to 1002, empty.


def test_8_3_aiming_a_german_move_onto_a_german_unit_says_the_hex_is_then_over_the_limit(window):
    c = _german_movement(window)
    to = c.game.hex("1401")
    assert c.submit(Move("german", "ger_3pza", (to,)))
    QApplication.processEvents()
    end = _aim(window, "ger_2pza", to)
    assert window.status_label.text() == WORDS.format(hex="1401")
    release(window, end)
    assert c.state.units["ger_2pza"].hex == to  # still a legal move (8.3)


def test_8_3_aiming_a_german_move_at_a_free_hex_says_nothing_of_stacking(window):
    c = _german_movement(window)
    _aim(window, "ger_1pza", c.game.hex("1002"))
    assert window.status_label.text() == "1st Panzer Army: 3 destinations (normal movement)"
