"""The Red Vengeance ``rules_data`` model (``data.RVData``): the bundled data fits it, the
editor finds it, and a bad value is refused naming the file, the place and what is wrong."""

from __future__ import annotations

import copy
import json

import pytest

from qtwargame.rules.red_vengeance.data import RVData
from qtwargame.scenario import catalog
from qtwargame.scenario.io import ScenarioError, scenario_from_data

PATH = catalog.scenarios_dir() / "red_vengeance.json"


@pytest.fixture(scope="module")
def raw():
    return json.loads(PATH.read_text(encoding="utf-8"))


def problems(data) -> list[str]:
    with pytest.raises(ScenarioError) as e:
        scenario_from_data(data, "rv.json")
    return [str(p) for p in e.value.problems]


def test_the_bundled_rules_data_fits_the_model_and_keeps_the_rulebook_s_tables(raw):
    m = RVData.model_validate(raw["rules_data"])
    assert m.air_table.allied_1945 == [1, 2, 3, 3, 4, 5]  # 12.1
    assert m.baltic_boxes["light_surface"].loss_on == [4, 5, 6]  # 12.22
    assert m.replacements["8"].armor == 0 and m.replacements["8"].infantry == 2  # 10.2
    assert m.strategic_moves.allied == {"1944": 2, "1945": 1}  # 6.5
    assert m.leaders["konev"].attack == 2 and m.leaders["konev"].defense == 1  # 11.21
    assert m.victory.objectives == ["berlin", "vienna", "prague"]  # 15.1


def test_the_editor_finds_the_model():
    from qtwargame.editor.panels.rules_data_panel import rules_data_model

    assert rules_data_model("red_vengeance") is RVData


def test_a_bad_value_is_refused_with_the_file_and_its_place(raw):
    data = copy.deepcopy(raw)
    rd = data["rules_data"]
    rd["air_table"]["allied_1944"] = [1, 1, 2, 2, 3]
    rd["baltic_boxes"]["soviet_subs"]["loss_on"] = [5, 7]
    rd["historical_weather"]["12"] = "clear"
    rd["random_weather"]["9"] = ["snow"] * 5
    rd["western_allies"]["turn"] = 0
    rd["home_army"]["range"] = "two"
    rd["leaders"]["tito"]["moves_as"] = "cavalry"
    rd["baltic_boxes"]["heavy_surface"]["coastal_supply"] = "some"
    probs = problems(data)
    at = "rv.json: $.rules_data."
    assert any(p.startswith(at + "air_table.allied_1944: must have at least 6 items") for p in probs)
    assert at + "baltic_boxes.soviet_subs.loss_on: die faces must be 1 to 6, not 7" in probs
    assert "rv.json: $.rules_data.historical_weather: '12' is not a turn (1 to 11)" in probs
    assert ("rv.json: $.rules_data.random_weather: turn 9: 5 entries, where one for each die face 1 to 6 "
            "is needed") in probs
    assert "rv.json: $.rules_data.western_allies.turn: must be at least 1" in probs
    assert any(p.startswith("rv.json: $.rules_data.home_army.range: must be a whole number")
               for p in probs)
    assert any(p.startswith(at + "leaders.tito.moves_as: must be 'armor', 'mountain' or 'foot'")
               for p in probs)
    assert any(p.startswith(at + "baltic_boxes.heavy_surface.coastal_supply: must be")
               for p in probs)


def test_names_and_numbers_the_model_cannot_see_are_checked_against_the_scenario(raw):
    data = copy.deepcopy(raw)
    rd = data["rules_data"]
    rd["oil_fields"][1] = "texas"
    rd["leaders"]["zhukov"]["unit"] = "ldr_nobody"
    rd["withdrawal"]["unit"] = "ss_pz_99"
    rd["air_max_per_combat"] = 10 ** 6
    probs = problems(data)
    assert "rv.json: $.rules_data.oil_fields[1]: no city 'texas' in the scenario" in probs
    assert "rv.json: $.rules_data.leaders.zhukov.unit: no unit 'ldr_nobody' in the scenario" in probs
    assert "rv.json: $.rules_data.withdrawal.unit: no unit 'ss_pz_99' in the scenario" in probs
    assert "rv.json: $.rules_data.air_max_per_combat: 1000000 is out of range (0 to 999)" in probs


def test_an_unknown_key_is_refused(raw):
    data = copy.deepcopy(raw)
    data["rules_data"]["baltic_roll"]["from_trun"] = 2
    assert ("rv.json: $.rules_data.baltic_roll.from_trun: not a field here (is its name spelled "
            "right?)") in problems(data)
