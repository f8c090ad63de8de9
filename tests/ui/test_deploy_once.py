"""Deploy All (issue 48, item 13): every unit still waiting off the map is placed once and
the count said is the number of units placed; units that start on the map and may be moved
during setup (Red Vengeance, Shin Barbarossa) are set up already and are not shuttled."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import EndPhase, Place
from qtwargame.scenario.catalog import load
from tests.ui import bundled


def waiting(c) -> set[str]:
    return {uid for uid, ps in c.legal().places.items()
            if c.state.units[uid].hex is None and any(p.reason == "setup" for p in ps)}


def test_deploy_all_places_each_waiting_unit_once_and_counts_true(window, qtbot):
    window.start_game(bundled.scenario("defiant_russia"), {}, 3)
    QApplication.processEvents()
    c = window.controller
    before = waiting(c)
    assert len(before) == 28 and window.pool.deploy.isVisible()
    qtbot.mouseClick(window.pool.deploy, Qt.MouseButton.LeftButton)
    placed = [st.action.unit for st in c.history.steps if isinstance(st.action, Place)]
    assert len(placed) == len(set(placed)) == 28 and set(placed) == before
    assert window.status_text() == ("28 units deployed. Drag any of them elsewhere, then end "
                                    "the phase.")
    assert waiting(c) == set() and not window.pool.deploy.isVisible()
    # The header agrees with the status bar: the units may still be dragged (seen in the
    # Japanese window in session 83, where it read "Nothing to do in this phase").
    hint = window.phase_bar.hint.toolTip() or window.phase_bar.hint.text()
    assert "Drag a unit you have set up to another hex of its setup area" in hint
    assert "Nothing to do" not in hint


@pytest.mark.parametrize("scenario", ["red_vengeance", "shin_barbarossa"])
def test_deploy_all_leaves_units_that_start_on_the_map_where_they_stand(window, qtbot, scenario):
    window.start_game(load(scenario), {}, 3)
    QApplication.processEvents()
    c = window.controller
    for _ in range(2):  # both sides' setup phases
        assert "setup" in c.state.phase
        where = {uid: u.hex for uid, u in c.state.units.items()}
        steps = len(c.history.steps)
        assert not window.pool.deploy.isVisible()
        assert window.deploy_all() is False  # as the button would, were it shown
        assert len(c.history.steps) == steps
        assert {uid: u.hex for uid, u in c.state.units.items()} == where
        assert window.status_text() == ("Every unit is set up already. Drag any of them "
                                        "elsewhere, then end the phase.")
        assert c.submit(EndPhase(c.state.active))


def test_3_2_the_axis_setup_count_includes_guderian_and_agrees_with_deploy_all(window, qtbot):
    # 11.61: Guderian starts with a German armor unit of Army Group Center, so he has no hex
    # until one is set up; the header counts him all the same, as Deploy All places him.
    window.start_game(bundled.scenario("defiant_russia"), {}, 3)
    QApplication.processEvents()
    c = window.controller
    qtbot.mouseClick(window.pool.deploy, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert c.state.phase == "axis_setup"
    assert "ger_ldr_guderian" not in c.legal().places
    assert window.phase_bar.blockers.text() == "49 units still to set up (3.0)"
    # 48 units ready to place, and the pool says what Guderian waits for.
    assert len(window.pool.ready_units()) == 48
    assert window.pool.later.item(0).text() == ("Once a German armor unit of Army Group Center is "
                                                "set up (11.61): Guderian (Axis)")
    # One Army Group Center armor unit set up by hand: 48 left, Guderian among them.
    armor = c.legal().places["ger_pz_24"][0]
    assert c.submit(armor)
    QApplication.processEvents()
    assert window.phase_bar.blockers.text() == "48 units still to set up (3.0)"
    assert "ger_ldr_guderian" in window.pool.ready_units()
    assert "Guderian" not in window.pool.later.item(0).text()
    qtbot.mouseClick(window.pool.deploy, Qt.MouseButton.LeftButton)
    assert window.status_text() == ("48 units deployed. Drag any of them elsewhere, then end "
                                    "the phase.")
    assert c.state.units["ger_ldr_guderian"].hex is not None
    assert window.phase_bar.blockers.text() == ""


def test_3_1_the_computer_s_setup_offers_the_person_no_units_to_place(window, qtbot):
    """Against a computer Soviet player, the Soviet setup is the computer's: the
    Reinforcements panel offers no unit to drag and no Deploy All (before, it listed the
    computer's 28 units with the button, and the controller refused what the person did);
    the units still to come stay listed."""
    window.start_game(bundled.scenario("defiant_russia"), {}, 3)
    window.computer.set_pace(0)
    window.computer.set_paused(True)  # the computer holds: the Soviet setup stays open
    window.computer.set_sides({"axis": "human", "soviet": "greedy"})
    QApplication.processEvents()
    c, pool = window.controller, window.pool
    assert c.state.to_act == "soviet" and len(waiting(c)) == 28
    assert not pool.deploy.isVisible() and not pool.arrive.isVisible()
    assert [pool.ready.item(i).text() for i in range(pool.ready.count())] == [
        "Nothing for you to place now: the Soviet player is playing."]
    assert pool.ready_units() == []
    assert pool.later.item(0).text() == "Turn 2: XXIII Corps (Axis)" and pool.later.count() == 33
    window.computer.set_sides({"axis": "greedy", "soviet": "human"})  # now the person's setup
    QApplication.processEvents()
    assert pool.deploy.isVisible() and len(pool.ready_units()) == 28


def test_the_reinforcements_panel_shows_its_top_once_deploy_all_has_hidden_itself(window, qtbot):
    """Deploy All hides itself once every unit is placed and hands the keyboard focus to the
    list below it; the dock's scroll area then scrolled that list into view and left the
    panel's top out of sight: in the next phases the panel showed a blank list above "Still
    to come:". It now shows its top."""
    window.resize(1600, 1000)
    window.start_game(bundled.scenario("defiant_russia"), {}, 3)
    QApplication.processEvents()
    area = window.docks["pool"].widget()
    assert area.verticalScrollBar().maximum() > 0  # the dock is shorter than the panel
    qtbot.mouseClick(window.pool.deploy, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.pool.deploy, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert window.controller.state.phase == "axis_move"
    assert area.verticalScrollBar().value() == 0
    assert [window.pool.ready.item(i).text() for i in range(window.pool.ready.count())] == [
        "Nothing to place now."]


def test_deploy_all_brings_the_units_it_set_up_into_view(window, qtbot):
    """Session 91, Defiant Russia by hand at 1,366 x 768: the Axis's units went up at the
    border while the map still showed the Soviet rear, none of them in view."""
    window.resize(1366, 768)
    window.start_game(bundled.scenario("defiant_russia"), {}, 3)
    QApplication.processEvents()
    c = window.controller
    view = window.view
    qtbot.mouseClick(window.pool.deploy, Qt.MouseButton.LeftButton)  # the Soviet setup
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert c.state.phase == "axis_setup" and waiting(c)
    # the map where the Soviet setup left it, or wherever the player had it: the far east
    game = c.game
    east = max(game.board.terrain, key=lambda h: window.scene.layout.center(h).x())
    view.centerOn(window.scene.layout.center(east))
    QApplication.processEvents()

    def axis_in_view() -> int:
        shown = view.mapToScene(view.viewport().rect()).boundingRect()
        return sum(1 for uid, u in c.state.units.items() if u.hex is not None
                   and game.side_of(c.state, uid) == "axis"
                   and shown.contains(window.scene.layout.center(u.hex)))

    assert axis_in_view() == 0
    qtbot.mouseClick(window.pool.deploy, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert axis_in_view() > 0
