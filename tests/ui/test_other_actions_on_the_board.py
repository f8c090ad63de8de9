"""What no tool or panel offers (``LegalIndex.unknown``: Defiant Russia's restoring a
reduced unit, 10.11) is reached on the board as well as through Other actions…: a right
click on the unit lists what it may do now, and the phase's hint says so. Session 84 found
the restore only behind the Other actions… button, by hand in Defiant Russia's Soviet
organization phase."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from qtwargame.engine.history import History
from qtwargame.rules.defiant_russia.actions import Replace
from tests.rules.defiant_russia.builder import DRBuilder
from tests.rules.defiant_russia.helpers import goto, start

from .test_open_choices_on_map import _right_click


def _replacements(window):
    # two reduced German armour units in the Axis replacement phase of turn 3, two
    # replacement points (10.13: one armour unit a turn)
    b = (DRBuilder(split=6).city("warsaw", "1602", kind="major_city")
         .unit("pz1", "axis", "german", "armor", "1604", (6, 6), (3, 6))
         .unit("pz2", "axis", "german", "armor", "1504", (6, 6), (3, 6))
         .unit("s", "soviet", "soviet", "armor", "1810", (2, 5), (1, 5)))
    game, state = start(b)
    s = goto(game, state, "axis_move", turn=2).copy()
    for u in ("pz1", "pz2"):
        s.units[u] = s.units[u].__class__(s.units[u].hex, 1, "map", frozenset())
    state = goto(game, s, "axis_replacements", turn=3)
    window.controller.adopt(History(game, state, []), 1)
    QApplication.processEvents()
    return window.controller


def test_10_11_a_reduced_unit_is_restored_from_its_right_click_menu(window):
    c = _replacements(window)
    game = c.game
    assert c.legal().unknown() == [Replace("axis", "pz1"), Replace("axis", "pz2")]
    assert window.phase_bar.hint.toolTip().endswith(
        " Right-click a unit for what else it may do now.")
    # a hex with no such unit keeps its old right click: no menu
    assert _right_click(window, game.hex("1810"), 0) is None
    entries = _right_click(window, game.hex("1504"), 0)
    assert entries == [c.render(game.describe(Replace("axis", "pz2")))]
    assert c.state.units["pz2"].step == 0 and c.state.units["pz1"].step == 1
    # one armour unit a turn (10.13): nothing else to restore, and the hint no longer says so
    assert c.legal().unknown() == []
    assert "Right-click a unit" not in window.phase_bar.hint.toolTip()
    assert _right_click(window, game.hex("1604"), 0) is None
