"""Setup in one click, adjusting it on the board, placement marks, and the status panel
(issue 11: setup, status panel; issue 10 item 7), with real mouse events.

The tests take the scenario as a parameter so that Red Vengeance and Shin Barbarossa join
them by adding their file to ``SETUP_SCENARIOS`` / ``STATUS_SCENARIOS``."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Place
from qtwargame.ui.tools.place_tool import PlaceTool
from qtwargame.ui.tools.setup_tool import SetupTool

from .bundled import scenario
from .conftest import click, hex_point, start, unit_point

#: Scenarios whose players set up by hand (a setup phase with Place actions).
SETUP_SCENARIOS = ["defiant_russia"]


def _deploy_side(window, qtbot):
    c = window.controller
    side = c.state.active
    assert window.pool.deploy.isVisible()
    qtbot.mouseClick(window.pool.deploy, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    return side


@pytest.mark.parametrize("scenario_id", SETUP_SCENARIOS)
def test_deploy_all_sets_up_every_unit_of_both_sides_in_two_clicks(window, qtbot, scenario_id):
    c = start(window, scenario(scenario_id))
    setup_phase = c.state.phase
    for _ in range(2):
        side = _deploy_side(window, qtbot)
        # Every unit of that side that had a setup placement is on the map now...
        assert not [u for u, ps in c.legal().places.items() if any(p.reason == "setup" for p in ps)]
        # ...each where the scenario's setup area allows it (the engine checked each Place).
        placed = [st.action for st in c.history.steps if isinstance(st.action, Place)
                  and st.action.side == side]
        assert placed and all(c.state.units[a.unit].hex == a.hex for a in placed)
        assert window.pool.deploy.isHidden()
        qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert c.state.phase != setup_phase and not c.state.phase.endswith("_setup")


def test_defiant_russia_deployment_counts_and_forward_placement(window, qtbot):
    # Given Defiant Russia: 28 Soviet units to set up by hand (the others go to fixed hexes)
    c = start(window, scenario("defiant_russia"))
    assert c.state.phase == "soviet_setup"
    assert len(c.legal().places) == 28
    _deploy_side(window, qtbot)
    assert len(c.history.steps) == 28
    assert window.status_text() == ("28 units deployed. Drag any of them elsewhere, then end "
                                    "the phase.")
    # One unit a hex while there is room: no two deployed Soviet units share a hex.
    hexes = [st.action.hex for st in c.history.steps]
    assert len(set(hexes)) == 28
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    _deploy_side(window, qtbot)
    assert window.status_text().startswith("49 units deployed.")


def test_a_deployed_unit_is_dragged_to_another_hex_of_its_setup_area(window, qtbot):
    c = start(window, scenario("defiant_russia"))
    _deploy_side(window, qtbot)
    assert isinstance(window.view.tool, SetupTool)
    steps = len(c.history.steps)
    uid = "sov_cav_2"
    old = c.state.units[uid].hex
    options = c.placement_hexes(uid)
    new = next(h for h in sorted(options, key=c.game.label) if h != old and not c.state.units_at(h))
    window.view.centerOn(window.scene.layout.center(old))
    QApplication.processEvents()
    # When the player clicks the unit, its setup hexes light up (strongly) ...
    click(window, unit_point(window, uid))
    tool = window.view.tool
    assert tool.unit == uid and set(tool.targets) == set(options)
    assert window.scene.highlights.strong
    # ... and a click on another of them moves it there; every other placement stays.
    window.view.show_hexes([new])
    QApplication.processEvents()
    click(window, hex_point(window, new))
    assert c.state.units[uid].hex == new
    assert len(c.history.steps) == steps
    placed = {st.action.unit for st in c.history.steps}
    assert len(placed) == 28


def test_a_refused_setup_hex_changes_nothing_and_says_why(window, qtbot):
    c = start(window, scenario("defiant_russia"))
    _deploy_side(window, qtbot)
    uid = "sov_cav_2"
    old = c.state.units[uid].hex
    before = [st.action for st in c.history.steps]
    far = c.game.hex("3215")  # Moscow area: not in this unit's setup area
    assert far not in c.placement_hexes(uid)
    assert not c.replace_placement(uid, far)
    assert c.state.units[uid].hex == old
    assert [st.action for st in c.history.steps] == before
    assert "Not allowed" in window.status_text()


def test_the_pool_names_each_units_setup_area_and_how_many_hexes(window, qtbot):
    start(window, scenario("defiant_russia"))
    texts = [window.pool.ready.item(i).text() for i in range(window.pool.ready.count())]
    assert "7th Army\n3-3 · setup: F: Hexes next to the Finnish border (6 hexes)" in texts
    # Clicking one shows its hexes, marked strongly, and brings them into view.
    qtbot.mouseClick(window.pool.ready.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.pool.ready.visualItemRect(window.pool.ready.item(0)).center())
    tool = window.view.tool
    assert isinstance(tool, PlaceTool)
    assert window.scene.highlights.strong
    visible = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    assert any(visible.contains(window.scene.layout.center(h)) for h in tool.targets)


def test_fit_map_fits_the_whole_defiant_russia_map_and_stays_fitted(window, qtbot):
    c = start(window, scenario("defiant_russia"))
    assert c.game is not None
    window.act_fit.trigger()
    visible = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    bounds = window.scene.map_bounds()
    assert visible.adjusted(-2, -2, 2, 2).contains(bounds)
    zoom = window.view.zoom
    assert zoom < 0.55  # the map is bigger than the window at its natural size
    # A panel growing (the window resizing) keeps the whole map in view.
    window.resize(1200, 800)
    QApplication.processEvents()
    visible = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    assert visible.adjusted(-2, -2, 2, 2).contains(window.scene.map_bounds())


def test_the_phase_bar_keeps_its_height_whatever_it_says(window, qtbot):
    c = start(window, scenario("defiant_russia"))
    height = window.phase_bar.height()
    top = window.view.mapToGlobal(window.view.rect().topLeft()).y()
    window.phase_bar.set_hint("word " * 200)
    window.phase_bar.set_blockers([f"blocker {i}" for i in range(12)])
    QApplication.processEvents()
    assert window.phase_bar.height() == height
    assert window.view.mapToGlobal(window.view.rect().topLeft()).y() == top
    assert window.phase_bar.blockers.text().endswith("(and 11 more)")
    assert window.phase_bar.blockers.toolTip().count("•") == 12
    assert c.state is not None


def test_status_panel_shows_defiant_russia_air_points_and_rail_moves(window, qtbot):
    c = start(window, scenario("defiant_russia"))
    assert window.status_panel.rows == []
    for _ in range(2):
        _deploy_side(window, qtbot)
        qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert c.state.phase == "axis_move"
    # 11.7: six Axis air points in June 1941; 6.5: three rail moves in clear weather.
    assert window.status_panel.rows == [("Air points", "6"), ("Rail moves left", "3")]
    assert "at most 3 points per combat" in window.status_panel._labels[0].toolTip()


def test_status_panel_shows_blitzkrieg_cards_per_turn(window, qtbot):
    c = start(window, scenario("blitzkrieg_moscow_2"))
    rows = dict(window.status_panel.rows)
    side = c.state.to_act
    n = c.game.ruleset.status(c.game, c.view(), side)[0].value
    assert rows["Cards per turn"] == str(n) and n > 0
    # Keeping six cards of six is no choice: it is made at once (issue 48, item 2).
    assert rows["Cards in hand"] == "6" and n == 6
    assert rows["Cards in the opponent's hand"] == "0"


def test_status_panel_speaks_japanese(window, qtbot):
    start(window, scenario("blitzkrieg_moscow_2"))
    window.set_language("ja")
    labels = [label for label, _ in window.status_panel.rows]
    assert "1ターンのカード枚数" in labels and "手札" in labels


def test_the_status_panel_makes_its_labels_again_only_when_a_text_changes(window, qtbot, monkeypatch):
    """The window refreshes the panel after every action; its labels stay unless a title,
    label, value or detail changes (a language too)."""
    import dataclasses

    c = start(window, scenario("blitzkrieg_moscow_2"))
    panel = window.status_panel
    labels, rows = list(panel._labels), list(panel.rows)
    assert len(labels) == 2 * len(rows) and rows[0] == ("Cards per turn", "6")
    panel.refresh()
    assert all(a is b for a, b in zip(panel._labels, labels, strict=True)) and panel.rows == rows
    real = c.game.ruleset.status

    def status(game, view, side):
        first, *rest = real(game, view, side)
        return [dataclasses.replace(first, value=5), *rest]

    monkeypatch.setattr(c.game.ruleset, "status", status)
    panel.refresh()
    assert panel.rows == [("Cards per turn", "5"), *rows[1:]]
    assert not any(a is b for a, b in zip(panel._labels, labels, strict=True))
    assert panel._labels[1].text() == "<b>5</b>"
    window.set_language("ja")
    assert panel.rows[0] == ("1ターンのカード枚数", "5")


def test_a_refusal_belongs_to_its_phase_and_fades(window, qtbot):
    c = start(window, scenario("defiant_russia"))
    window.show_status("Not allowed: something", error=True)
    assert window._status_timer.isActive()
    assert window._status_timer.interval() == 15_000
    _deploy_side(window, qtbot)  # same phase: a new message replaces it
    assert window.status_text().startswith("28 units deployed")
    window.show_status("Not allowed: something else", error=True)
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert c.state.phase == "axis_setup"
    assert window.status_text() == ""
    window.show_status("Not allowed: again", error=True)
    window._status_timer.timeout.emit()
    assert window.status_text() == ""


def test_results_table_month_rows_read_in_japanese(window, qtbot):
    start(window, scenario("defiant_russia"))
    window.set_language("ja")
    grid = next(iter(window.crt.grids.values()))
    rows = [grid.verticalHeaderItem(i).text() for i in range(grid.rowCount())]
    assert rows == ["8月", "9月", "10月", "11月"]


def test_11_3_an_airborne_drop_is_offered_as_a_drop_not_as_a_set_up(window, qtbot):
    # Session 85, Defiant Russia by hand: in turn 7's Soviet phases the airborne corps on
    # the map could drop (11.3), and the phase bar said "Your units are set up; you may
    # drag any of them to another highlighted hex of its setup area", the pool "drag one
    # to set it up elsewhere".
    from qtwargame.engine.history import History
    from tests.rules.defiant_russia.builder import DRBuilder
    from tests.rules.defiant_russia.helpers import goto
    from tests.rules.defiant_russia.helpers import start as dr_start

    b = (DRBuilder(rows=(12, 20)).city("moscow", "1609", kind="capital")
         .unit("ab", "soviet", "soviet", "airborne", "1609", (2, 3), (1, 3))
         .unit("g", "axis", "german", "infantry", "1605", (4, 3), (2, 3)))
    game, state = dr_start(b)
    state = goto(game, state, "soviet_move", turn=7)
    window.controller.adopt(History(game, state, []), 1)
    QApplication.processEvents()
    assert {p.reason for p in window.controller.legal().places["ab"]} == {"airborne"}
    hint = window.phase_bar.hint.toolTip()
    assert hint.startswith("A unit on the map may be placed elsewhere now (airborne): drag it "
                           "from the Reinforcements panel onto a highlighted hex.")
    assert "set up" not in hint
    texts = [window.pool.ready.item(i).text() for i in range(window.pool.ready.count())]
    assert texts[0] == "On the map; drag one to place it elsewhere now:"
