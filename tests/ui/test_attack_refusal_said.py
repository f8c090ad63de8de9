"""A click in a combat phase on a unit of one's own that cannot attack says why in the
status line, as a click on a unit that cannot move does (session 93 at 1,366 x 768: such a
click gave no feedback at all): the rules' words where they refuse every attack it could
make, else that no enemy is next to it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.history import History
from qtwargame.position import PositionBuilder
from qtwargame.ui.tools.attack_tool import AttackTool

from .conftest import click, unit_point


def test_a_unit_that_cannot_attack_says_why_when_clicked(window, qtbot):
    game, state = PositionBuilder.from_scenario("red_vengeance").at(
        turn=2, phase="axis_combat").build()
    c = window.controller
    c.adopt(History(game, state, []), 1)
    QApplication.processEvents()
    assert isinstance(window.view.tool, AttackTool)
    eligible = c.legal().eligible_attackers()
    # an Axis unit with no enemy next to it
    far = next(u for u, st in sorted(state.units.items())
               if st.hex is not None and game.side_of(state, u) == "axis"
               and game.units[u].kind == "unit" and u not in eligible
               and not any(game.side_of(state, o) == "allied"
                           for n in game.board.neighbors(st.hex) for o in state.units_at(n)))
    window.view.centerOn(window.scene.counters[far].pos())
    click(window, unit_point(window, far))
    assert window.status_text() == (f"{c.names.unit(far)} cannot attack now: no enemy unit "
                                    "is next to it.")
    # a unit attacks alone; clicked again, the rules say why it attacks no more
    attack = next(a for a in c.legal().attacks if len(a.attackers) == 1 and not a.also)
    unit = attack.attackers[0]
    assert c.submit(attack)
    while c.state.pending is not None:
        qtbot.mouseClick(window.decision.buttons[-1], Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert isinstance(window.view.tool, AttackTool)
    assert c.state.units[unit].hex is not None  # (the seed: it did not fall)
    window.view.centerOn(window.scene.counters[unit].pos())
    click(window, unit_point(window, unit))
    assert window.status_text() == (f"Cannot attack: {c.names.unit(unit)} has already "
                                    "attacked this phase. (8.42)")
