"""Broken scenario files that once passed validation (issue 46, item 5): duplicate ids in
every id-keyed list, booleans where numbers belong, references from a ruleset's data to
nothing, a unit fixed by hex inside the enemy's set-up area. Each is reported with its JSON
path and what is wrong, in English and in Japanese, by ``qtwargame validate`` and by the
loader the editor's problem list uses."""

from __future__ import annotations

import json

import pytest

from qtwargame.cli import main
from qtwargame.i18n.extract import ts_path
from qtwargame.i18n.ts_catalog import Catalog
from qtwargame.scenario.io import ScenarioError, ruleset_problems, scenario_from_data, structural_scenario
from tests.conftest import SCENARIOS


def scenario(name: str = "river_crossing") -> dict:
    return json.loads((SCENARIOS / f"{name}.json").read_text(encoding="utf-8"))


def problems(data: dict) -> list[tuple[str, str]]:
    with pytest.raises(ScenarioError) as e:
        scenario_from_data(data, "test.json")
    return [(p.path, p.message) for p in e.value.problems]


def rules_data_problems(data: dict) -> list[tuple[str, str]]:
    """The ruleset's own checks of a scenario whose structure is sound (the set-up
    stacking check, which starts a game, is not needed here)."""
    return [(p.path, p.message) for p in ruleset_problems(structural_scenario(data, "test.json"))]


@pytest.fixture(scope="module")
def japanese():
    table = Catalog.read(ts_path("ja")).translations()
    return lambda context, text: table.get((context, text)) or text


def _problem_object(data: dict, path: str):
    with pytest.raises(ScenarioError) as e:
        scenario_from_data(data, "test.json")
    (found,) = [p for p in e.value.problems if p.path == path]
    return found


# -- duplicate ids -------------------------------------------------------------------------


def test_a_duplicate_weather_id_is_reported_at_both_places():
    data = scenario()
    data["weather"].append({"id": "clear", "name": {"en": "Also clear"}})
    found = problems(data)
    assert ("$.weather[0].id", "duplicate weather id 'clear'") in found
    assert ("$.weather[1].id", "duplicate weather id 'clear'") in found


def test_a_duplicate_option_id_is_reported():
    data = scenario()
    data["options"] = [{"id": "fog", "name": {"en": "Fog"}}, {"id": "fog", "name": {"en": "Fog 2"}}]
    assert ("$.options[1].id", "duplicate option id 'fog'") in problems(data)


def test_a_duplicate_city_kind_id_is_reported():
    data = scenario()
    data["city_kinds"][1]["id"] = "city"
    found = problems(data)
    assert ("$.city_kinds[0].id", "duplicate city kind id 'city'") in found
    assert ("$.city_kinds[1].id", "duplicate city kind id 'city'") in found


def test_a_duplicate_hexside_feature_id_is_reported():
    data = scenario()
    data["features"].append(dict(data["features"][0]))
    n = len(data["features"]) - 1
    assert (f"$.features[{n}].id", f"duplicate hexside feature id {data['features'][0]['id']!r}") \
        in problems(data)


def test_a_column_key_or_an_option_choice_given_twice_is_reported():
    data = scenario()
    columns = data["tables"][0]["columns"]
    columns[1] = columns[0]
    data["options"] = [{"id": "fog", "name": {"en": "Fog"}, "default": "thin",
                        "choices": ["thin", "thick", "thin"]}]
    found = problems(data)
    assert ("$.tables[0].columns[0]", f"duplicate column key {columns[0]!r}") in found
    assert ("$.tables[0].columns[1]", f"duplicate column key {columns[0]!r}") in found
    assert ("$.options[0].choices[2]", "duplicate choice 'thin'") in found


def test_duplicate_ids_in_a_list_the_checks_do_not_name_are_found_too():
    """An id-keyed list of rules data (here Red Vengeance's optional rules) is checked like
    the scenario's own lists."""
    from qtwargame.scenario.validate import all_duplicate_ids

    found = all_duplicate_ids({"rules": [{"id": "a"}, {"id": "b"}, {"id": "a"}], "other": [1, 1]},
                              "$.rules_data")
    assert [(p.path, p.message) for p in found] == [
        ("$.rules_data.rules[0].id", "duplicate id 'a'"),
        ("$.rules_data.rules[2].id", "duplicate id 'a'"),
    ]


# -- strict numbers ------------------------------------------------------------------------


def test_true_as_a_unit_strength_is_refused_at_its_place():
    data = scenario()
    data["units"][3]["steps"][0]["attack"] = True
    assert problems(data) == [("$.units[3].steps[0].attack",
                               "true is not a number: write a number here")]


def test_true_as_the_format_version_is_refused_not_read_as_version_1():
    data = scenario()
    data["format_version"] = True
    assert problems(data) == [("$.format_version",
                               "true is not a number: write the format version as a whole number")]


def test_false_as_a_city_vp_and_text_as_a_number_are_refused():
    data = scenario()
    data["map"]["cities"][0]["vp"] = False
    data["map"]["grid"]["digits"] = "2"
    assert problems(data) == [("$.map.grid.digits", "must be a whole number"),
                              ("$.map.cities[0].vp", "false is not a number: write a number here")]


def test_true_as_a_number_of_the_rules_data_is_refused():
    data = scenario()
    data["rules_data"]["terrain_cost"]["forest"] = True
    assert ("$.rules_data.terrain_cost.forest", "true is not a number: write a number here") \
        in rules_data_problems(data)


# -- references from rules_data ------------------------------------------------------------


def test_dr_13_0_an_automatic_victory_city_that_does_not_exist_is_reported():
    data = scenario("defiant_russia")
    data["rules_data"]["auto_victory"]["axis"][1] = "atlantis"
    assert rules_data_problems(data) == [("$.rules_data.auto_victory.axis[1]",
                                          "no city 'atlantis' in the scenario")]


def test_dr_regions_and_sides_named_by_the_rules_data_must_exist():
    data = scenario("defiant_russia")
    data["rules_data"]["neutral_regions"].append("country:atlantis")
    data["rules_data"]["rail_capacity"]["finns"] = data["rules_data"]["rail_capacity"]["axis"]
    n = len(data["rules_data"]["neutral_regions"]) - 1
    assert rules_data_problems(data) == [
        (f"$.rules_data.neutral_regions[{n}]", "no region 'country:atlantis' in the scenario"),
        ("$.rules_data.rail_capacity.finns", "no side 'finns' in the scenario"),
    ]


def test_sb_hitler_orders_name_cities_of_the_map():
    data = scenario("shin_barbarossa")
    data["rules_data"].setdefault("hitler_orders", {})["southern"] = ["kharkov", "rostov_on_mars"]
    assert ("$.rules_data.hitler_orders.southern[1]", "no city 'rostov_on_mars' in the scenario") \
        in rules_data_problems(data)


def test_rv_city_roles_name_cities_of_the_map():
    data = scenario("red_vengeance")
    role = sorted(data["rules_data"]["cities"])[0]
    data["rules_data"]["cities"][role] = "atlantis"
    assert (f"$.rules_data.cities.{role}", "no city 'atlantis' in the scenario") \
        in rules_data_problems(data)


def test_btm_stacking_limits_are_given_for_sides_of_the_scenario():
    data = scenario("blitzkrieg_moscow_2")
    stacking = data["rules_data"].setdefault("stacking", {"german": {"units": 1, "per_branch": 1},
                                                          "soviet": {"units": 3, "per_branch": 2}})
    stacking["finnish"] = {"units": 1, "per_branch": 1}
    assert ("$.rules_data.stacking.finnish", "no side 'finnish' in the scenario") \
        in rules_data_problems(data)


# -- fixed set-up hexes --------------------------------------------------------------------


def test_a_unit_fixed_by_hex_inside_the_enemys_setup_area_is_reported():
    data = scenario()
    data["units"][7]["setup"] = {"hex": "0103"}  # red_inf_1 into Blue's start area
    assert problems(data) == [(
        "$.units[7].setup.hex",
        'unit "1st Rifles" (red_inf_1) of side "Red" (red) is fixed at hex 0103, which lies in '
        'setup area "Blue start area" (B), region "Blue start area" (blue_start), where side '
        '"Blue" (blue) sets up')]


def test_a_unit_fixed_inside_its_own_setup_area_is_fine():
    data = scenario()
    data["units"][0]["setup"] = {"hex": "0103"}  # blue_inf_1 in Blue's own area
    assert scenario_from_data(data, "test.json").units[0].setup.hex == "0103"


# -- in Japanese, on the command line ------------------------------------------------------


def test_each_new_problem_reads_in_japanese(japanese):
    data = scenario()
    data["weather"].append({"id": "clear", "name": {"en": "Also clear"}})
    data["units"][7]["setup"] = {"hex": "0103"}
    dup = _problem_object(data, "$.weather[1].id")
    assert dup.text(japanese) == "天候IDが重複しています: 'clear'"
    fixed = _problem_object(data, "$.units[7].setup.hex")
    assert fixed.text(japanese) == (
        '陣営「赤軍」(red)のユニット「第1狙撃師団」(red_inf_1)はヘクス0103に固定されていますが、'
        'そこは陣営「青軍」(blue)が配置する配置地域「青軍配置地域」(B)、'
        '地域「青軍配置地域」(blue_start)の中です')
    data = scenario()
    data["units"][3]["steps"][0]["attack"] = True
    strict = _problem_object(data, "$.units[3].steps[0].attack")
    assert strict.text(japanese) == "trueは数値ではありません。ここには数値を書いてください"
    data = scenario("defiant_russia")
    data["rules_data"]["auto_victory"]["axis"][1] = "atlantis"
    (ref,) = ruleset_problems(structural_scenario(data, "test.json"))
    assert ref.text(japanese) == "シナリオに都市 'atlantis' がありません"


def test_every_scenario_check_message_has_a_japanese_translation():
    catalog = Catalog.read(ts_path("ja")).translations()
    from tests.program_messages import program_messages

    ours = [m for m in program_messages() if m.context == "ScenarioCheck"]
    assert len(ours) > 60
    assert [m.source for m in ours if not catalog.get((m.context, m.source))] == []


def test_qtwargame_validate_prints_each_problem_with_its_place(tmp_path, capsys):
    data = scenario()
    data["weather"].append({"id": "clear", "name": {"en": "Also clear"}})
    data["units"][3]["steps"][0]["attack"] = True
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["validate", str(path)]) == 2
    out = capsys.readouterr().out.splitlines()
    assert out == [f"{path}: INVALID, 1 problem(s)",
                   f"  {path}: $.units[3].steps[0].attack: true is not a number: write a number here"]
    data["units"][3]["steps"][0]["attack"] = 4
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["validate", "--lang", "ja", str(path)]) == 2
    out = capsys.readouterr().out.splitlines()
    assert out == [f"{path}: 不正(問題2件)",
                   f"  {path}: $.weather[0].id: 天候IDが重複しています: 'clear'",
                   f"  {path}: $.weather[1].id: 天候IDが重複しています: 'clear'"]
