"""Session 91: every problem a scenario check makes is a translatable message, in words a
designer reads (English and Japanese), naming what the scenario has by its name and what
it lacks by the id written. The rules packages built about 60 problems as English-only
``Problem(path, f"...")`` ("unknown side 'axis'", "no city 'c12'", "'' is not a result
attacker/defender (defender a step count or R)"), shown in English in the Japanese editor.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from qtwargame.engine.checks import pydantic_problems
from qtwargame.i18n.extract import ts_path
from qtwargame.i18n.ts_catalog import Catalog
from qtwargame.scenario.io import ScenarioError, ruleset_problems, scenario_from_data, structural_scenario
from tests.conftest import SCENARIOS

PACKAGE = Path(__file__).resolve().parents[1] / "qtwargame"


def _english_only_problems() -> list[str]:
    """Every ``Problem(...)`` built directly (not ``Problem.of(path, T(...))``) in the
    program's source: its message would be English only."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "Problem"):
                found.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}")
    return found


def test_no_check_builds_an_english_only_problem():
    """A problem is built with ``Problem.of(path, T(...))``, so that the editor shows it in
    its language; the rules packages held about 60 ``Problem(path, f"...")``."""
    assert _english_only_problems() == []


def scenario(name: str) -> dict:
    return json.loads((SCENARIOS / f"{name}.json").read_text(encoding="utf-8"))


def rules_problems(data: dict) -> list:
    """The ruleset's own checks of a scenario whose structure is sound."""
    return ruleset_problems(structural_scenario(data, "test.json"))


def all_problems(data: dict) -> list:
    with pytest.raises(ScenarioError) as e:
        scenario_from_data(data, "test.json")
    return list(e.value.problems)


@pytest.fixture(scope="module")
def japanese():
    table = Catalog.read(ts_path("ja")).translations()
    return lambda context, text: table.get((context, text)) or text


def _both(problems, japanese) -> list[tuple[str, str, str]]:
    return [(p.path, p.message, p.text(japanese)) for p in problems]


def test_a_side_the_rules_data_leaves_out_is_named_by_its_name(japanese):
    """Blitzkrieg to Moscow 2 read "no stacking limit for side 'soviet'"."""
    data = scenario("blitzkrieg_moscow_2")
    data["rules_data"]["stacking"] = {"german": {"units": 1, "per_branch": 1}}
    assert _both(rules_problems(data), japanese) == [(
        "$.rules_data.stacking", 'no stacking limit for side "Soviet" (soviet)',
        "陣営「ソ連軍」(soviet)のスタック制限がありません")]


def test_a_city_the_scenario_lacks_is_named_by_the_id_written(japanese):
    """Blitzkrieg to Moscow 2 read "unknown city 'atlantis'", Defiant Russia "no city
    'atlantis'": one message, the words the other references to nothing use."""
    btm = scenario("blitzkrieg_moscow_2")
    btm["rules_data"]["capital"] = "atlantis"
    dr = scenario("defiant_russia")
    dr["rules_data"]["ports"].append("atlantis")
    assert _both(rules_problems(btm), japanese) + _both(rules_problems(dr), japanese) == [
        ("$.rules_data.capital", "no city 'atlantis' in the scenario",
         "シナリオに都市 'atlantis' がありません"),
        (f"$.rules_data.ports[{len(dr['rules_data']['ports']) - 1}]",
         "no city 'atlantis' in the scenario", "シナリオに都市 'atlantis' がありません")]


def test_defiant_russias_leader_is_at_its_place_and_a_unit_without_setup_is_said_once(japanese):
    """A leader naming no unit was at the path "$.rules_data: stalin" (no place in the
    file or the editor), and a unit with neither a setup nor an arrival was reported twice,
    the second time in English only ("needs a setup code or an arrival turn")."""
    data = scenario("defiant_russia")
    data["rules_data"]["leaders"]["stalin"] = "ghost"
    del data["units"][0]["setup"]
    found = _both(all_problems(data), japanese)
    assert ("$.rules_data.leaders.stalin", "no unit 'ghost' in the scenario",
            "シナリオにユニット 'ghost' がありません") in found
    assert [p for p in found if p[0] == "$.units[0]"] == [(
        "$.units[0]", 'unit "XXXXI Panzer Corps" (ger_pz_41) has neither a setup nor an arrival: '
        "it would never enter the game",
        "ユニット「第41装甲軍団」(ger_pz_41)には初期配置も登場ターンもありません。ゲームに登場しません")]


def test_red_vengeances_region_naming_nothing_is_said_once(japanese):
    """The rules data's regions are references of its model and were checked a second
    time by hand: "no region 'nowhere' in the scenario" and "no region 'nowhere'"."""
    data = scenario("red_vengeance")
    data["rules_data"]["supply_edges"]["axis"] = "nowhere"
    assert _both(rules_problems(data), japanese) == [(
        "$.rules_data.supply_edges.axis", "no region 'nowhere' in the scenario",
        "シナリオに地域 'nowhere' がありません")]


def test_a_validators_refusal_reads_in_japanese(japanese):
    """Red Vengeance's own validators read "Value error, '12' is not a turn (1 to 11)"
    (pydantic's English frame around an English text)."""
    data = scenario("red_vengeance")
    data["rules_data"]["historical_weather"]["12"] = "clear"
    data["rules_data"]["random_weather"]["9"] = ["snow"] * 5
    assert _both(rules_problems(data), japanese) == [
        ("$.rules_data.historical_weather", "'12' is not a turn (1 to 11)",
         "'12'はターンではありません（1〜11）"),
        ("$.rules_data.random_weather",
         "turn 9: 5 entries, where one for each die face 1 to 6 is needed",
         "ターン9：5個しかありません。ダイスの目1〜6のそれぞれにひとつずつ必要です")]


def test_a_pydantic_error_of_a_kind_not_translated_has_a_translated_frame(japanese):
    error = {"type": "uuid_parsing", "loc": ("rules_data", "id"), "input": "x",
             "msg": "Input should be a valid UUID"}
    [problem] = pydantic_problems([error])
    assert (problem.path, problem.message, problem.text(japanese)) == (
        "$.rules_data.id", "not valid here: Input should be a valid UUID",
        "ここには使えない値です：Input should be a valid UUID")


def test_a_weather_cell_naming_an_unknown_weather_says_so(japanese):
    """Shin Barbarossa's weather and air table: a cell written in the right form with a
    weather the scenario does not have read as if its form were wrong ("'fog:2' is not
    weather:air units"); the form is said wrong only where it is."""
    data = scenario("shin_barbarossa")
    i, table = next((i, t) for i, t in enumerate(data["tables"]) if t["id"] == "weather_air")
    row = next(iter(table["rows"]))
    table["rows"][row][0] = "fog:2"
    table["rows"][row][1] = "clear 2"
    known = "clear, frozen, mud, mud_late, snow, spring"
    assert _both(rules_problems(data), japanese) == [
        (f"$.tables[{i}].rows['{row}'][0]", f"'fog' is not a weather of this scenario (one of {known})",
         f"'fog'はこのシナリオの天候ではありません（{known}のいずれか）"),
        (f"$.tables[{i}].rows['{row}'][1]", f"'clear 2' is not weather:air units (the weather one of "
         f"{known})", f"'clear 2'は「天候:航空ユニット数」の形ではありません（天候は{known}のいずれか）")]


def test_a_terrain_cost_below_one_says_which_movement_class(japanese):
    """Defiant Russia's costs are one per movement class; the Validation panel's place
    reads "Rules data · Terrain · rough", so "cost 0: entering costs at least 1 (null: may
    not enter)" did not say whose cost it was."""
    data = scenario("defiant_russia")
    data["rules_data"]["terrain"]["rough"]["cost"]["foot"] = 0
    assert _both(rules_problems(data), japanese) == [(
        "$.rules_data.terrain.rough.cost.foot",
        "a cost of 0 for foot: entering a hex costs at least 1 movement point (— where units may "
        "not enter)", "徒歩のコスト0：ヘクスへの進入には最低1移動力かかります（進入できない地形は —）")]


def test_a_historical_setup_off_the_map_names_the_unit(japanese):
    """Red Vengeance's historical set-up read "no hex '9999'" under the unit's id alone."""
    data = scenario("red_vengeance")
    data["rules_data"]["historical_setup"]["bul_1"] = "9999"
    assert _both(rules_problems(data), japanese) == [(
        "$.rules_data.historical_setup.bul_1",
        'unit "Bulgarian 1st Army" (bul_1) sets up on hex 9999, which is off the map',
        "ユニット「ブルガリア第1軍」(bul_1)の配置ヘクス9999はマップの外です")]
