"""Roads of several grades (issue 10, item 6): the scenario model carries a grade, the
compiled board answers it, the editor's link tool sets it, the map draws it."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from qtwargame.engine.board import Board
from qtwargame.scenario.io import dumps_scenario
from qtwargame.scenario.models import LinkSpec
from tests.editor.conftest import RIGHT, drag


def test_a_link_without_a_grade_is_first_class_and_saves_as_before():
    link = LinkSpec.model_validate({"kind": "road", "hexes": ["0101", "0102"]})
    assert link.grade == 1
    assert link.model_dump(mode="json", exclude_defaults=True) == {
        "kind": "road", "hexes": ["0101", "0102"]}


@pytest.mark.parametrize("grade", [0, 3, -1])
def test_a_grade_outside_first_and_second_class_is_refused(grade):
    with pytest.raises(ValidationError):
        LinkSpec(kind="road", hexes=["0101", "0102"], grade=grade)


def test_the_board_answers_the_grade_of_the_road_between_two_hexes(doc):
    sc = doc.scenario.model_copy(deep=True)
    sc.map.links = [
        LinkSpec(kind="road", hexes=["0202", "0302", "0402"], grade=2),
        LinkSpec(kind="road", hexes=["0402", "0502"]),
        # A first-class road over the same segment as a second-class one wins.
        LinkSpec(kind="road", hexes=["0302", "0402"], grade=1),
        LinkSpec(kind="rail", hexes=["0602", "0702"], grade=2),
    ]
    board = Board(sc.map)
    h = board.hex
    assert board.road_grade(h("0202"), h("0302")) == 2
    assert board.road_grade(h("0302"), h("0202")) == 2
    assert board.road_grade(h("0302"), h("0402")) == 1
    assert board.road_grade(h("0402"), h("0502")) == 1
    assert board.road_grade(h("0602"), h("0702")) is None  # a rail is not a road
    assert board.road_grade(h("0202"), h("0402")) is None
    assert h("0302") in board.road[h("0202")]


def test_the_link_tool_draws_a_second_class_road_and_regrades_a_line_by_right_click(window):
    doc = window.doc
    window.settings.set("link_kind", "road")
    window.settings.set("link_grade", 2)
    n = len(doc.scenario.map.links)
    drag(window, window.tools["link"], ["0202", "0302", "0402"])
    road = doc.scenario.map.links[-1]
    assert (road.kind, road.grade, road.hexes) == ("road", 2, ["0202", "0302", "0402"])
    # A first-class drag from its end starts a new line instead of extending it.
    window.settings.set("link_grade", 1)
    drag(window, window.tools["link"], ["0402", "0502"])
    assert len(doc.scenario.map.links) == n + 2
    assert doc.scenario.map.links[-1].grade == 1
    # Right-click on the second-class line makes it first class, in one undo step.
    tool = window.tools["link"]
    a = window.scene.layout.center(doc.parse("0202"))
    b = window.scene.layout.center(doc.parse("0302"))
    tool.press(window.view.map_event((a + b) / 2, RIGHT, RIGHT))
    assert doc.scenario.map.links[n].grade == 1
    assert doc.undo_stack.undoText() == f"Set line {n + 1} to grade 1"
    doc.undo_stack.undo()
    assert doc.scenario.map.links[n].grade == 2
    assert '"grade": 2' in dumps_scenario(doc.scenario)


def test_the_map_draws_second_class_roads_apart_from_first_class_ones(window):
    doc = window.doc
    window.settings.set("link_kind", "road")
    window.settings.set("link_grade", 2)
    drag(window, window.tools["link"], ["0202", "0302", "0402"])
    layer = window.scene.links
    assert len(layer.minor_roads) == 2
    firsts = sum(len(x.hexes) - 1 for x in doc.scenario.map.links
                 if x.kind == "road" and x.grade == 1)
    assert len(layer.roads) == firsts


def test_a_grade_is_offered_for_roads_only(window, qtbot):
    """Session 93: the Rails tool offered first and second class for railways too, where a
    grade is a road's (Shin Barbarossa 8.2; the engine reads no railway's grade)."""
    from PySide6.QtWidgets import QRadioButton

    from tests.editor.test_editor_typing_into_tables import _shown

    _shown(qtbot, window)
    window.set_tool("link")
    options = window.tool_options
    page = options.pages["link"]
    buttons = {b.text(): b for b in page.findChildren(QRadioButton)}
    buttons["Road"].click()
    assert options.grade_row.isVisible()
    buttons["Railway"].click()  # (the panel scrolls them out of a test window's reach)
    assert not options.grade_row.isVisible()
    window.settings.set("link_grade", 2)  # left from a road drawn before
    n = len(window.doc.scenario.map.links)
    drag(window, window.tools["link"], ["0202", "0302"])
    assert (window.doc.scenario.map.links[n].kind, window.doc.scenario.map.links[n].grade) == (
        "rail", 1)
    # a right-click on a railway gives it no grade
    a = window.scene.layout.center(window.doc.parse("0202"))
    b = window.scene.layout.center(window.doc.parse("0302"))
    window.tools["link"].press(window.view.map_event((a + b) / 2, RIGHT, RIGHT))
    assert window.doc.scenario.map.links[n].grade == 1
    buttons["Road"].click()
    assert options.grade_row.isVisible()
