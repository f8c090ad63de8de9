"""The New Game dialog and the welcome screen read every scenario file at each opening, and
check only a text they have not found sound before (``io.load_listed_scenario``): opening
New Game again cost 0.4 CPU s of checks of the five bundled games, which had not changed. A
file changed since is checked anew, and a file with a problem is reported at every
opening."""

from __future__ import annotations

import pytest

from qtwargame import userfiles
from qtwargame.scenario import io
from qtwargame.scenario.io import ScenarioError, load_listed_scenario
from qtwargame.ui.new_game_dialog import NewGameDialog
from qtwargame.ui.welcome_dialog import WelcomeDialog
from tests.conftest import SCENARIOS


@pytest.fixture
def checks(monkeypatch):
    """The names of the files the scenario check reads, in order."""
    seen: list[str] = []
    check = io.check_scenario

    def counted(sc, file="<scenario>", check_rules=True):
        seen.append(file.rsplit("/", 1)[-1])
        check(sc, file, check_rules)

    monkeypatch.setattr(io, "check_scenario", counted)
    return seen


def test_new_game_opened_again_checks_no_bundled_scenario_again(qtbot, checks):
    first = NewGameDialog("en")
    qtbot.addWidget(first)
    checks.clear()  # (another test in this process may have read them first)
    again = NewGameDialog("en")
    qtbot.addWidget(again)
    assert checks == []
    rows = [again.list.item(i).text() for i in range(again.list.count())]
    assert rows == [first.list.item(i).text() for i in range(first.list.count())]
    assert "Defiant Russia\nAxis vs Soviet · 7 turns" in rows
    # each opening has its own scenarios: a game started from one shares nothing
    assert all(a.scenario is not b.scenario and a.scenario == b.scenario
               for a, b in zip(first.listed, again.listed, strict=True))
    welcome = WelcomeDialog("en")
    qtbot.addWidget(welcome)
    assert checks == []


def test_a_scenario_changed_between_openings_is_read_and_checked_anew(qtbot, checks):
    folder = userfiles.ensure(userfiles.scenarios_dir())
    mine = folder / "my_crossing.json"
    text = (SCENARIOS / "river_crossing.json").read_text(encoding="utf-8")
    mine.write_text(text.replace("River Crossing", "River Crossing at Dusk", 1), encoding="utf-8")
    NewGameDialog("en").deleteLater()
    assert checks.count("my_crossing.json") == 1
    mine.write_text(text.replace("River Crossing", "River Crossing at Dawn", 1), encoding="utf-8")
    d = NewGameDialog("en")
    qtbot.addWidget(d)
    assert checks.count("my_crossing.json") == 2
    assert d.list.item(d.list.count() - 1).text() == \
        "River Crossing at Dawn (teaching scenario)\nmy_crossing.json · yours"


def test_a_file_with_a_problem_is_reported_at_every_reading(tmp_path, checks):
    bad = tmp_path / "bad.json"
    bad.write_text((SCENARIOS / "river_crossing.json").read_text(encoding="utf-8")
                   .replace('"ruleset": "classic"', '"ruleset": "no_such_rules"', 1),
                   encoding="utf-8")
    for _ in range(2):
        with pytest.raises(ScenarioError, match="unknown ruleset 'no_such_rules'"):
            load_listed_scenario(bad)
    assert checks == ["bad.json", "bad.json"]
