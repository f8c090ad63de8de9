"""Saved games: atomic writes, clear errors for bad files, exact replay."""

import json
import os

import pytest

from qtwargame.atomic import write_atomic
from qtwargame.engine import savegame
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.scenario.io import load_scenario
from tests.conftest import SCENARIOS


@pytest.fixture
def history():
    game = Game(load_scenario(SCENARIOS / "river_crossing.json"))
    state, log = game.new_state(8)
    h = History(game, state, log)
    for _ in range(20):
        h.submit(game.legal_actions(h.state)[0])
    return h


def test_atomic_write_replaces_whole_file(tmp_path):
    target = tmp_path / "f.json"
    write_atomic(target, "old")
    write_atomic(target, "new contents")
    assert target.read_text() == "new contents"
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


def test_failed_atomic_write_leaves_the_old_file(tmp_path, monkeypatch):
    target = tmp_path / "f.json"
    write_atomic(target, "precious game")

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        write_atomic(target, "half")
    assert target.read_text() == "precious game"
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


def test_save_embeds_scenario_and_replays_to_the_same_hash(history, tmp_path):
    path = tmp_path / "g.qtwsave"
    savegame.save(path, history, seed=8)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "qtwargame-save" and data["format_version"] == 4
    assert data["rules_revision"] == 1  # the classic rules' set-up waits for End Phase (C2)
    assert data["scenario"]["id"] == "river_crossing"
    assert len(data["actions"]) == 20
    again, saved = savegame.load(path)
    assert again.game.hash(again.state) == data["final_hash"]
    assert [e.text for e in again.log()] == [e.text for e in history.log()]


@pytest.mark.parametrize(
    "mutate, expected",
    [
        (lambda d: d.update(format="something-else"), "not a qtwargame saved game"),
        (lambda d: d.update(format_version=7), "$.format_version: 7 is newer"),
        (lambda d: d.update(actions="all of them"), "$.actions: must be a list"),
        (lambda d: d.update(seed="lucky"), "$.seed: must be a whole number of at most 20 digits, not text"),
        (lambda d: d["actions"].__setitem__(3, {"kind": "teleport", "side": "blue"}),
         "$.actions[3]: unknown action kind 'teleport'"),
        (lambda d: d["scenario"]["units"][0].update(type="zeppelin"),
         "$.scenario.units[0].type: unknown unit type 'zeppelin'"),
    ],
)
def test_bad_saves_name_the_place(history, tmp_path, mutate, expected):
    path = tmp_path / "bad.qtwsave"
    savegame.save(path, history, seed=8)
    data = json.loads(path.read_text(encoding="utf-8"))
    mutate(data)
    # proven again, as one who edits a save by hand can: the fields are checked all the same
    data["proof"] = savegame.make_proof(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(savegame.SaveError) as e:
        savegame.load(path)
    assert str(e.value).startswith(str(path))
    assert expected in str(e.value)


def test_truncated_save_reports_line_and_column(tmp_path):
    path = tmp_path / "cut.qtwsave"
    path.write_text('{"format": "qtwargame-save", "actions": [', encoding="utf-8")
    with pytest.raises(savegame.SaveError) as e:
        savegame.load(path)
    assert "line 1, column" in str(e.value) and "not valid JSON" in str(e.value)


def test_atomic_write_gives_new_files_normal_permissions_and_keeps_existing_ones(tmp_path):
    old = os.umask(0o022)
    try:
        fresh = tmp_path / "new.json"
        write_atomic(fresh, "x")
        assert fresh.stat().st_mode & 0o777 == 0o644
        kept = tmp_path / "kept.json"
        kept.write_text("x")
        kept.chmod(0o640)
        write_atomic(kept, "y")
        assert kept.stat().st_mode & 0o777 == 0o640
    finally:
        os.umask(old)
