"""Validation catches set-ups a game cannot start from (issue 16, point 1): side,
nationality, setup code and region consistent; no unit on water; every unit set up or
arriving; stacking at set-up; each problem names the object in words."""

from __future__ import annotations

import json

import pytest

from qtwargame.scenario.io import ScenarioError, dumps_scenario, load_scenario, scenario_from_data
from qtwargame.scenario.models import ArrivalSpec, SetupSpec
from qtwargame.scenario.setup_checks import setup_problems
from tests.editor.conftest import RIVER


@pytest.fixture
def sc():
    return load_scenario(RIVER)


def problems_of(sc) -> list[tuple[str, str]]:
    try:
        scenario_from_data(json.loads(dumps_scenario(sc)), "x.json")
    except ScenarioError as e:
        return [(p.path, p.message) for p in e.problems]
    return []


def test_the_bundled_teaching_scenario_has_no_setup_problem(sc):
    assert setup_problems(sc) == []
    assert problems_of(sc) == []


def test_a_unit_of_the_other_sides_nationality_is_refused(sc):
    sc.units[0].nationality = "redland"
    assert problems_of(sc) == [(
        "$.units[0].nationality",
        'unit "1st Infantry" (blue_inf_1) is on side "Blue" (blue) but its nationality '
        '"Redland" (redland) belongs to side "Red" (red)')]


def test_a_unit_set_up_in_the_enemys_setup_area_is_refused(sc):
    sc.units[1].setup = SetupSpec(code="R")
    sc.units[2].setup = SetupSpec(region="red_start")
    assert problems_of(sc) == [
        ("$.units[1].setup.code",
         'unit "2nd Infantry" (blue_inf_2) is on side "Blue" (blue) but sets up in setup area '
         '"Red start area" (R) of side "Red" (red)'),
        ("$.units[2].setup.region",
         'unit "3rd Infantry" (blue_inf_3) is on side "Blue" (blue) but sets up in region '
         '"Red start area" (red_start) of side "Red" (red)'),
    ]


def test_a_unit_set_up_on_a_lake_hex_is_refused(sc):
    sc.units[7].setup = SetupSpec(hex="1101")
    assert problems_of(sc) == [(
        "$.units[7].setup.hex",
        'unit "1st Rifles" (red_inf_1) sets up in hex 1101, which is water terrain "Lake" (lake)')]


def test_a_unit_with_neither_setup_nor_arrival_is_refused(sc):
    sc.units[3].setup = None
    assert problems_of(sc) == [(
        "$.units[3]",
        'unit "4th Infantry" (blue_inf_4) has neither a setup nor an arrival: '
        "it would never enter the game")]


def test_an_arrival_in_the_enemys_edge_or_nowhere_is_refused(sc):
    sc.units[6].arrival = ArrivalSpec(turn=2, where="red_edge")
    sc.units[13].arrival = ArrivalSpec(turn=3, where="atlantis")
    assert problems_of(sc) == [
        ("$.units[6].arrival.where",
         'unit "3rd Armoured" (blue_arm_3) arrives in region "East edge" (red_edge) '
         'of side "Red" (red)'),
        ("$.units[13].arrival.where",
         "unit \"2nd Tank\" (red_arm_2) arrives at 'atlantis', which is no setup code, "
         "region or hex of the map"),
    ]


def test_a_setup_code_whose_region_is_the_other_sides_is_refused(sc):
    sc.setup_codes[0].region = "red_start"
    found = problems_of(sc)
    assert ("$.setup_codes[0].region",
            'setup code "Blue start area" (B) is for side "Blue" (blue) but its region '
            '"Red start area" (red_start) belongs to side "Red" (red)') in found


def test_a_map_edge_without_a_side_and_a_hex_controlled_twice_are_refused(sc):
    sc.map.regions[2].side = None
    sc.map.control = {"blue": ["0101"], "red": ["0101"]}
    assert problems_of(sc) == [
        ("$.map.regions[2].side", 'map edge "East edge" (red_edge) does not say whose edge it is'),
        ("$.map.control['red'][0]",
         'hex 0101 is controlled by both side "Blue" (blue) and side "Red" (red) at the start'),
    ]


def test_too_many_units_set_up_in_one_hex_break_the_rules_stacking_limit(sc):
    # Classic C3: two units of a side per hex (rules_data.stacking = 2).
    for i in (8, 9):
        sc.units[i].setup = SetupSpec(hex="0704")
    found = problems_of(sc)
    assert found == [("$.units[7].setup", "at the start: 3 units in 0704 (C3 allows 2)")]


def test_units_of_both_sides_set_up_in_one_hex_are_refused(sc):
    sc.units[0].setup = SetupSpec(hex="0704")
    assert problems_of(sc) == [(
        "$.units[0].setup",
        'hex 0704 holds units of both sides at the start: unit "1st Infantry" (blue_inf_1), '
        'unit "1st Rifles" (red_inf_1)')]


def test_every_bundled_scenario_passes_the_setup_checks():
    from qtwargame.scenario.catalog import scenarios_dir

    for path in sorted(scenarios_dir().glob("*.json")):
        assert setup_problems(load_scenario(path)) == [], path.name
