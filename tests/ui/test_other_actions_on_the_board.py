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
from tests.rules.defiant_russia.helpers import axis_replacements_of_turn_3, start

from .test_open_choices_on_map import _right_click


def dr_axis_replacements(window, units: dict):
    """Defiant Russia's Axis replacement phase of turn 3 in the window, two replacement
    points: German ``units`` (id -> kind, hex, full and reduced values, then the step and
    status turn 2 left them in) and a Soviet tank corps far away."""
    b = DRBuilder(split=6).city("warsaw", "1602", kind="major_city")
    for uid, (kind, label, full, reduced, _, _) in units.items():
        b = b.unit(uid, "axis", "german", kind, label, full, reduced)
    game, state = start(b.unit("s", "soviet", "soviet", "armor", "1810", (2, 5), (1, 5)))
    state = axis_replacements_of_turn_3(
        game, state, {uid: (step, status) for uid, (*_, step, status) in units.items()})
    window.controller.adopt(History(game, state, []), 1)
    QApplication.processEvents()
    return window.controller


def test_10_11_a_reduced_unit_is_restored_from_its_right_click_menu(window):
    # two reduced German armour units, two replacement points (10.13: one armour unit a
    # turn)
    c = dr_axis_replacements(window, {"pz1": ("armor", "1604", (6, 6), (3, 6), 1, "map"),
                                      "pz2": ("armor", "1504", (6, 6), (3, 6), 1, "map")})
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
