"""End Phase looks ready only when a click ends the phase (session 91 by hand: it stayed
green while Shin Barbarossa's declared combats waited, and only the click said why). Where
the rules do not let the phase end yet it is a muted amber with a dashed border, still
clickable, its tooltip giving the reasons."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.rules.shin_barbarossa import battle
from tests.conftest import SCENARIOS
from tests.ui import bundled
from tests.ui.conftest import click, hex_point, start, unit_point
from tests.ui.test_declared_combats import answer_every_decision, combat_position, open_window

GAMES = sorted(p.stem for p in SCENARIOS.glob("*.json"))


def _green(button) -> bool:
    return "#3d8b3d" in button.styleSheet().split("QPushButton:disabled")[0]


def test_end_phase_is_not_green_while_a_declared_combat_waits(window, qtbot):
    game, state = combat_position("axis_combat", [("de_pz41", "1010", 0), ("su_rc10", "1011", 1)])
    c = open_window(window, game, state)
    end = window.phase_bar.end
    assert end.isEnabled() and _green(end)
    assert end.toolTip() == "End the current phase (Ctrl+E)"
    click(window, unit_point(window, "de_pz41"))
    click(window, hex_point(window, game.hex("1011")))
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    assert len(battle.declared(c.state)) == 1 and c.legal().end_phase is None
    blockers = [c.render(b) for b in game.ruleset.end_phase_blockers(game, c.state)]
    assert blockers
    assert end.isEnabled() and not _green(end) and not window.phase_bar.end_ready
    assert end.toolTip() == "The phase cannot end yet:\n" + "\n".join(f"• {b}" for b in blockers)
    # closed and resolved: ready again
    qtbot.mouseClick(window.declared.buttons[0], Qt.MouseButton.LeftButton)
    assert c.state.data["stage"] == "resolve" and not _green(end)
    qtbot.mouseClick(window.declared.buttons[0], Qt.MouseButton.LeftButton)
    answer_every_decision(window, qtbot)
    assert battle.declared(c.state) == [] and c.legal().end_phase is not None
    assert _green(end) and end.toolTip() == "End the current phase (Ctrl+E)"


def test_every_games_first_phase_shows_whether_it_may_end(window, qtbot):
    """Every bundled game's first phase (a setup with units to place, or not): the look
    says what a click would do."""
    seen = set()
    for name in GAMES:
        c = start(window, bundled.scenario(name))
        QApplication.processEvents()
        end = window.phase_bar.end
        if not end.isEnabled():
            continue
        ready = c.legal().end_phase is not None
        assert _green(end) == ready, name
        assert end.toolTip().startswith("The phase cannot end yet:\n") != ready, name
        seen.add(ready)
    assert seen == {True, False}  # some games' first phase may end at once, some not
