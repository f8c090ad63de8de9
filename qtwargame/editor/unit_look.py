"""How a unit of the scenario being edited looks as a counter: the play window's
:func:`~qtwargame.ui.counter_painter.look_for`, fed without a running game."""

from __future__ import annotations

from types import SimpleNamespace

from qtwargame.engine.pieces import unit_defs_from
from qtwargame.ui.counter_painter import CounterLook, look_for


def unit_look(scenario, unit, step: int = 0) -> CounterLook:
    """The counter of ``unit`` (a UnitSpec of ``scenario``) showing ``step``."""
    defs = unit_defs_from(SimpleNamespace(unit_types=scenario.unit_types, units=[unit]))
    game = SimpleNamespace(units=defs, scenario=scenario)
    return look_for(game, unit.id, step)
