"""Issue 17 in the play window: a bad save opened from the command line, the desktop or
File ▸ Open shows a message naming the file and the problem and keeps the current game; a
bad file in the player's scenarios folder is listed as broken, with its reason, and never
keeps New Game from opening."""

from __future__ import annotations

import json

import pytest

from qtwargame import userfiles
from qtwargame.errors import INTERNAL_ERROR
from qtwargame.ui.new_game_dialog import NewGameDialog
from tests.conftest import DATA, SCENARIOS

from .conftest import place_everything, start

GOLDEN_SAVE = DATA / "golden" / "river_crossing-3.qtwsave"


def _save_with(**changes) -> bytes:
    data = json.loads(GOLDEN_SAVE.read_text(encoding="utf-8"))
    data.update(changes)
    return json.dumps(data).encode()


def _action_kind_list() -> bytes:
    data = json.loads(GOLDEN_SAVE.read_text(encoding="utf-8"))
    data["actions"][0]["kind"] = []
    return json.dumps(data).encode()


@pytest.mark.parametrize("raw, problem", [
    (b'{"format": "qtwargame-save", "x": "\xff"}', "line 1, column 36: not UTF-8 text (byte 35: 0xff)"),
    (b"[" * 1000 + b"]" * 1000, "line 1, column 65: nested more than 64 levels deep"),
    (_save_with(options="all"), "$.options: must be an object, not text"),
    (_action_kind_list(), "$.actions[0].kind: must be the action's kind as text, not a list"),
    (_save_with(dice_script="66"), "$.dice_script: must be a list of die values, not text"),
], ids=["utf8", "deep", "options", "kind", "dice"])
def test_a_bad_save_shows_the_file_and_the_problem_and_keeps_the_game(window, river, tmp_path,
                                                                      raw, problem):
    c = start(window, river)
    place_everything(c)
    before = c.game.hash(c.state)
    bad = tmp_path / "bad.qtwsave"
    bad.write_bytes(raw)
    assert not window.open_path(bad)
    text = window.error_box.text()
    assert f"{bad}: {problem}" in text
    assert c.game.hash(c.state) == before
    window.error_box.close()


def test_an_unexpected_error_while_opening_is_shown_not_crashed(window, river, tmp_path,
                                                               monkeypatch):
    c = start(window, river)
    before = c.game.hash(c.state)

    def broken(path):
        raise TypeError("unhashable type: 'list'")

    monkeypatch.setattr(c, "load", broken)
    path = tmp_path / "odd.qtwsave"
    assert not window.open_path(path)
    assert window.error_box.text() == (f"{path}: {INTERNAL_ERROR}: TypeError: unhashable type: "
                                       "'list'")
    assert c.game.hash(c.state) == before
    window.error_box.close()


def test_bad_files_in_the_scenarios_folder_are_listed_as_broken(qtbot):
    folder = userfiles.ensure(userfiles.scenarios_dir())
    (folder / "a_deep.json").write_bytes(b"[" * 1000 + b"]" * 1000)
    card = json.loads((SCENARIOS / "blitzkrieg_moscow_2.json").read_text(encoding="utf-8"))
    card["id"] = "btm_card"
    card["cards"][0]["icons"][0]["type"] = []
    (folder / "b_card.json").write_text(json.dumps(card), encoding="utf-8")
    good = json.loads((SCENARIOS / "river_crossing.json").read_text(encoding="utf-8"))
    good["id"] = "my_river"
    (folder / "c_good.json").write_text(json.dumps(good), encoding="utf-8")

    d = NewGameDialog("en")
    qtbot.addWidget(d)
    rows = {item.path.name: (i, item) for i, item in enumerate(d.listed)}
    assert {"a_deep.json", "b_card.json", "c_good.json"} <= set(rows)
    assert rows["c_good.json"][1].scenario.id == "my_river"

    i, deep = rows["a_deep.json"]
    assert deep.scenario is None
    assert deep.error == f"{folder / 'a_deep.json'}: line 1, column 65: nested more than 64 " \
                         "levels deep"
    assert d.list.item(i).text() == "a_deep.json (invalid)"
    assert d.list.item(i).toolTip() == deep.error
    d.list.setCurrentRow(i)
    assert d.choice() is None
    assert deep.error in d.about.toPlainText()

    i, card_item = rows["b_card.json"]
    assert card_item.scenario is None
    assert f"{folder / 'b_card.json'}: $.cards[0].icons[0].type: unknown icon type []" \
        in card_item.error

    d.list.setCurrentRow(rows["c_good.json"][0])
    assert d.choice().scenario.id == "my_river"


def test_a_scenario_that_breaks_the_loader_is_listed_with_the_reason(qtbot, monkeypatch):
    from qtwargame.ui import new_game_dialog

    folder = userfiles.ensure(userfiles.scenarios_dir())
    (folder / "odd.json").write_text("{}", encoding="utf-8")
    real = new_game_dialog.load_listed_scenario

    def flaky(path):
        if path.name == "odd.json":
            raise RecursionError("maximum recursion depth exceeded")
        return real(path)

    monkeypatch.setattr(new_game_dialog, "load_listed_scenario", flaky)
    d = NewGameDialog("en")
    qtbot.addWidget(d)
    odd = next(item for item in d.listed if item.path.name == "odd.json")
    assert odd.error == (f"{folder / 'odd.json'}: {INTERNAL_ERROR}: RecursionError: maximum "
                         "recursion depth exceeded")
    listed = [item.scenario.id for item in d.listed if item.scenario is not None]
    assert {"blitzkrieg_moscow_2", "defiant_russia", "river_crossing"} <= set(listed)
