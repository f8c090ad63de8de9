"""8.1, 8.2: the weather schedules a scenario gives are checked when it is read. A random
row read by one die needs a weather for each face, each one the scenario has: the editor
let a designer shorten a row to five, the scenario validated, and a roll of 6 would have
found nothing (session 91)."""

from __future__ import annotations

import json

import pytest

from qtwargame.i18n.extract import ts_path
from qtwargame.i18n.ts_catalog import Catalog
from qtwargame.scenario.io import ruleset_problems, structural_scenario
from tests.conftest import SCENARIOS


@pytest.fixture(scope="module")
def japanese():
    table = Catalog.read(ts_path("ja")).translations()
    return lambda context, text: table.get((context, text)) or text


def _problems(edit) -> list:
    data = json.loads((SCENARIOS / "defiant_russia.json").read_text(encoding="utf-8"))
    edit(data["rules_data"])
    return ruleset_problems(structural_scenario(data, "test.json"))


def test_8_1_8_2_the_bundled_schedules_are_sound():
    assert _problems(lambda rd: None) == []


def test_8_2_a_random_weather_row_needs_one_weather_for_each_die_face(japanese):
    def shorten(rd):
        rd["random_weather"]["3"] = rd["random_weather"]["3"][:5]
    found = [(p.path, p.message, p.text(japanese)) for p in _problems(shorten)]
    assert found == [("$.rules_data.random_weather.3",
                      "turn 3: 5 entries, where one for each die face 1 to 6 is needed",
                      "ターン3：5個しかありません。ダイスの目1〜6のそれぞれにひとつずつ必要です")]


def test_8_1_8_2_a_weather_the_scenario_lacks_is_refused_where_it_is_named():
    def fog(rd):
        rd["historical_weather"]["2"] = "fog"
        rd["random_weather"]["3"][5] = "fog"
    assert [(p.path, p.message) for p in _problems(fog)] == [
        ("$.rules_data.historical_weather.2", "no weather 'fog' in the scenario"),
        ("$.rules_data.random_weather.3[5]", "no weather 'fog' in the scenario"),
    ]
