"""Scenario files: every problem reported with file, JSON path and what is wrong;
migrations; the exported schema is current; nothing is executed."""

import copy
import json

import pytest

from qtwargame.scenario import schema
from qtwargame.scenario.io import ScenarioError, dumps_scenario, load_scenario, scenario_from_data
from tests.conftest import SCENARIOS


@pytest.fixture
def raw():
    return json.loads((SCENARIOS / "river_crossing.json").read_text(encoding="utf-8"))


def problems_of(data, file="test.json"):
    with pytest.raises(ScenarioError) as e:
        scenario_from_data(data, file)
    return [(p.path, p.message) for p in e.value.problems], e.value


def test_bundled_scenarios_are_valid():
    for path in sorted(SCENARIOS.glob("*.json")):
        sc = load_scenario(path)
        assert sc.id == path.stem


def test_unknown_unit_type_names_the_path(raw):
    raw["units"][2]["type"] = "zeppelin"
    problems, _ = problems_of(raw)
    assert ("$.units[2].type", "unknown unit type 'zeppelin'") in problems


def test_hex_off_the_map(raw):
    raw["map"]["cities"][0]["hex"] = "4040"
    problems, _ = problems_of(raw)
    assert ("$.map.cities[0].hex", "hex 4040 is off the map") in problems


def test_setup_code_no_region_defines(raw):
    raw["units"][0]["setup"] = {"code": "Q"}
    problems, _ = problems_of(raw)
    assert ("$.units[0].setup.code", "setup code 'Q' is not defined in $.setup_codes") in problems


def test_duplicate_ids(raw):
    raw["units"][1]["id"] = raw["units"][0]["id"]
    problems, _ = problems_of(raw)
    dup = f"duplicate unit id {raw['units'][0]['id']!r}"
    assert ("$.units[0].id", dup) in problems and ("$.units[1].id", dup) in problems


def test_every_problem_is_reported_at_once(raw):
    raw["units"][0]["nationality"] = "atlantis"
    raw["map"]["links"][0]["hexes"][3] = "0909"
    raw["map"]["hexes"]["0101"] = "lava"
    problems, err = problems_of(raw, "my.json")
    paths = {p for p, _ in problems}
    assert {"$.units[0].nationality", "$.map.links[0].hexes[3]", "$.map.hexes['0101']"} <= paths
    assert all(str(p).startswith("my.json: $") for p in err.problems)


def test_wrong_types_come_from_pydantic_with_paths(raw):
    raw["units"][3]["steps"][0]["attack"] = "lots"
    raw["sides"][0]["color"] = "blue"
    problems, _ = problems_of(raw)
    paths = {p for p, _ in problems}
    assert "$.units[3].steps[0].attack" in paths
    assert "$.sides[0].color" in paths


def test_ruleset_checks_its_own_data(raw):
    del raw["rules_data"]["terrain_cost"]["swamp"]
    raw["tables"][0]["rows"]["3"][1] = "XX"
    problems, _ = problems_of(raw)
    assert ("$.rules_data.terrain_cost", 'no movement cost for terrain "Swamp" (swamp)') in problems
    assert ("$.tables[0].rows['3'][1]",
            "column 1:1, die 3: 'XX' is not a result (one of -, AE, AR, DR, DE, EX)") in problems


def test_unknown_ruleset(raw):
    raw["ruleset"] = "chess"
    problems, _ = problems_of(raw)
    assert problems[0][0] == "$.ruleset" and "unknown ruleset 'chess'" in problems[0][1]


def test_bad_json_reports_line_and_column(tmp_path):
    f = tmp_path / "broken.json"
    f.write_text('{\n  "id": "x",\n  "title": oops\n}', encoding="utf-8")
    with pytest.raises(ScenarioError) as e:
        load_scenario(f)
    p = e.value.problems[0]
    assert p.file == str(f) and p.path == "line 3, column 12"
    assert p.message.startswith("not valid JSON")


def test_duplicate_json_keys_are_refused(tmp_path):
    f = tmp_path / "dup.json"
    f.write_text('{"id": "a", "id": "b"}', encoding="utf-8")
    with pytest.raises(ScenarioError) as e:
        load_scenario(f)
    assert e.value.problems[0].message == "duplicate key 'id'"


def test_missing_file_is_a_problem_not_a_traceback(tmp_path):
    with pytest.raises(ScenarioError) as e:
        load_scenario(tmp_path / "nope.json")
    assert "cannot read" in e.value.problems[0].message


def test_newer_format_version_is_refused(raw):
    raw["format_version"] = 99
    problems, _ = problems_of(raw)
    assert problems == [("$.format_version", "version 99 is newer than this program reads (2)")]


def test_version_1_file_loads_through_the_migration(raw):
    v1 = copy.deepcopy(raw)
    v1["format_version"] = 1
    v1["title"] = raw["title"]["en"]
    v1["description"] = raw["description"]["en"]
    v1["map"]["hexes"] = [{"hex": k, "terrain": v} for k, v in raw["map"]["hexes"].items()]
    sc = scenario_from_data(v1, "old.json")
    assert sc.format_version == 2
    assert sc.title.en == raw["title"]["en"] and sc.title.ja == ""
    assert sc.map.hexes == raw["map"]["hexes"]


def test_round_trip_through_json_is_equal(raw):
    sc = scenario_from_data(raw)
    again = scenario_from_data(json.loads(dumps_scenario(sc)))
    assert again == sc


def test_loading_executes_nothing(raw, tmp_path):
    """Strings that would run code in an unsafe loader stay inert strings."""
    marker = tmp_path / "pwned"
    raw["description"]["en"] = f"__import__('os').system('touch {marker}')"
    raw["units"][0]["name"]["en"] = "!!python/object/apply:os.system ['touch x']"
    sc = scenario_from_data(raw)
    assert sc.description.en.startswith("__import__")
    assert not marker.exists()


def test_exported_schema_is_current():
    assert schema.SCHEMA_PATH.read_text(encoding="utf-8") == schema.schema_text(), (
        "docs/scenario.schema.json is stale: run python -m qtwargame.scenario.schema"
    )


def test_board_compiles_regions_edges_links_and_features(river_crossing):
    from qtwargame.engine.board import Board

    board = Board(river_crossing.map)
    assert len(board.hexes) == 108
    assert board.edge("red") == {board.hex(f"12{r:02d}") for r in range(2, 10)}
    assert board.has_feature(board.hex("0605"), board.hex("0705"), "river")
    assert board.has_feature(board.hex("0705"), board.hex("0605"), "river")
    assert board.city(board.hex("1005")).name("ja") == "オストブルク"
    assert board.in_region(board.hex("0101"), "blue_start")
    assert board.road[board.hex("0505")] == {board.hex("0405"), board.hex("0605")}
    assert len(board.neighbors(board.hex("0101"))) == 2
