"""C2 in the play window: a River Crossing set-up made with the mouse waits, after its last
unit, for the player's End Phase, as every other game's set-up does; the phase bar says the
set-up is complete and what End Phase begins, and End Phase then begins play with the
movement phase. Until the classic rules' revision 1 the set-up ended by itself at its last
unit, and a player who then clicked End Phase, as one does to finish a set-up, ended Blue's
movement phase without moving."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Move
from qtwargame.engine.state import ON_MAP
from qtwargame.ui.tools.place_tool import PlaceTool
from tests.conftest import DATA

from .conftest import click, hex_point, start


def _place_by_mouse(window, qtbot, uid: str) -> None:
    """Click ``uid`` in the Reinforcements list, then the first free highlighted hex."""
    pool = window.pool.ready
    item = pool.item(next(i for i in range(pool.count())
                          if pool.item(i).data(Qt.ItemDataRole.UserRole) == uid))
    pool.scrollToItem(item)
    qtbot.mouseClick(pool.viewport(), Qt.MouseButton.LeftButton,
                     pos=pool.visualItemRect(item).center())
    tool = window.view.tool
    assert isinstance(tool, PlaceTool) and tool.unit == uid
    c = window.controller
    target = min(h for h in tool.targets if not c.state.units_at(h))
    window.view.centerOn(window.scene.layout.center(target))
    QApplication.processEvents()
    click(window, hex_point(window, target))
    assert c.state.units[uid].hex == target


def _hint(window) -> str:
    return window.phase_bar.hint.toolTip() or window.phase_bar.hint.text()


def test_c2_river_crossing_set_up_by_mouse_waits_for_end_phase_then_play_begins(window, qtbot, river):
    c = start(window, river, seed=1)
    end = window.phase_bar.end
    assert c.state.phase == "red_setup"
    for uid in window.pool.ready_units():
        _place_by_mouse(window, qtbot, uid)
    # Red's set-up is complete and waits: the bar says so and names who sets up next.
    assert c.state.phase == "red_setup" and window.pool.ready_units() == []
    assert _hint(window).startswith(
        "Your set-up is complete (C2): End Phase hands the set-up to Blue.")
    assert end.isEnabled() and window.phase_bar.blocker_texts() == []
    qtbot.mouseClick(end, Qt.MouseButton.LeftButton)
    assert c.state.phase == "blue_setup"
    blue = window.pool.ready_units()
    assert len(blue) == 6
    for uid in blue[:-1]:
        _place_by_mouse(window, qtbot, uid)
    # One unit left: End Phase is refused with its reason, the set-up goes on.
    assert window.phase_bar.blocker_texts() == ["1 unit still to set up (C2)"]
    qtbot.mouseClick(end, Qt.MouseButton.LeftButton)
    assert c.state.phase == "blue_setup"
    _place_by_mouse(window, qtbot, blue[-1])
    # The last unit placed: still Blue's set-up, complete, End Phase beginning play.
    assert c.state.phase == "blue_setup"
    assert _hint(window).startswith("The set-up is complete (C2): End Phase begins play.")
    assert window.phase_bar.blocker_texts() == []
    steps = len(c.history.steps)
    qtbot.mouseClick(end, Qt.MouseButton.LeftButton)
    assert (c.state.turn, c.state.phase) == (1, "blue_move")
    assert len(c.history.steps) == steps + 1
    # The movement phase is whole: every Blue unit on the map may still move.
    moved = {a.unit for a in c.legal().actions if isinstance(a, Move)}
    assert moved == {u for u in blue if c.state.units[u].status == ON_MAP}


def test_c2_deploy_all_completes_a_river_crossing_set_up_and_waits(window, qtbot, river):
    """Deploy All places every unit and waits too: the status bar offers to drag them
    elsewhere, the phase bar says the set-up is complete, and End Phase goes on."""
    c = start(window, river, seed=3)
    assert c.state.phase == "red_setup"
    qtbot.mouseClick(window.pool.deploy, Qt.MouseButton.LeftButton)
    assert c.state.phase == "red_setup" and c.movable_placements()
    assert window.status_text() == "1 unit deployed. Drag it elsewhere if you like, then end the phase."
    assert _hint(window) == (
        "Your set-up is complete (C2): End Phase hands the set-up to Blue. Drag a unit you have "
        "set up to another hex of its setup area, or end the phase.")
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert c.state.phase == "blue_setup"
    qtbot.mouseClick(window.pool.deploy, Qt.MouseButton.LeftButton)
    assert c.state.phase == "blue_setup" and len(c.movable_placements()) == 6
    assert window.status_text() == ("6 units deployed. Drag any of them elsewhere, then end "
                                    "the phase.")
    assert _hint(window) == (
        "The set-up is complete (C2): End Phase begins play. Drag a unit you have set up to "
        "another hex of its setup area, or end the phase.")
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert (c.state.turn, c.state.phase) == (1, "blue_move")


@pytest.mark.parametrize("after_frame", [False, True], ids=["open", "play SAVE"])
def test_c2_a_save_from_before_opens_in_the_window_as_it_was_played(window, qtbot, after_frame):
    """A River Crossing save written before the set-up waited (its End Phase ended Blue's
    movement) opens with no "the rules have changed" box, in Blue's combat phase, and the
    game goes on under the rules it was played with."""
    path = DATA / "river_crossing-setup-passed-v3.qtwsave"
    assert window.open_path(path, check_after_frame=after_frame)
    qtbot.waitUntil(lambda: window.opening is None, timeout=30_000)
    c = window.controller
    assert window.error_box is None or not window.error_box.isVisible()
    assert c.history is not None and len(c.history.steps) == 8
    assert (c.state.turn, c.state.phase, c.game.revision) == (1, "blue_combat", 0)
    assert not c.modified
