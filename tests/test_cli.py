"""The qtwargame command: each verb, its exit codes and its output."""

import json
import subprocess
import sys

import pytest

from qtwargame.cli import main
from tests.conftest import SCENARIOS

VERBS = ["play", "edit", "scenarios", "validate", "simulate", "replay", "bench", "screenshot"]


@pytest.mark.parametrize("verb", VERBS)
def test_every_verb_answers_help(verb, capsys):
    with pytest.raises(SystemExit) as e:
        main([verb, "--help"])
    assert e.value.code == 0
    assert f"usage: qtwargame {verb}" in capsys.readouterr().out


def test_top_level_help_lists_the_verbs():
    out = subprocess.run([sys.executable, "-m", "qtwargame", "--help"], capture_output=True,
                         text=True, check=True).stdout
    for verb in VERBS:
        assert verb in out


def test_validate_valid_file_exits_0(capsys):
    assert main(["validate", str(SCENARIOS / "river_crossing.json")]) == 0
    assert "valid (river_crossing" in capsys.readouterr().out


def test_validate_lists_every_problem_and_exits_2(tmp_path, capsys):
    data = json.loads((SCENARIOS / "river_crossing.json").read_text(encoding="utf-8"))
    data["units"][0]["type"] = "zeppelin"
    data["map"]["cities"][1]["hex"] = "9999"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert main(["validate", str(SCENARIOS / "river_crossing.json"), str(bad)]) == 2
    out = capsys.readouterr().out
    assert "INVALID, 2 problem(s)" in out
    assert f"{bad}: $.units[0].type: unknown unit type 'zeppelin'" in out
    assert f"{bad}: $.map.cities[1].hex: hex 9999 is off the map" in out


def test_validate_says_its_verdicts_in_japanese_with_lang_ja(tmp_path, capsys):
    """``validate --lang ja`` said its problems in Japanese under an English header
    ("INVALID, 1 problem(s)", "valid (..., 108 hexes, 14 units)"); the English stays as
    scripts read it."""
    bad = tmp_path / "bad.json"
    bad.write_text('{"x": 1', encoding="utf-8")
    good = SCENARIOS / "river_crossing.json"
    assert main(["validate", "--lang", "ja", str(good), str(bad)]) == 2
    assert capsys.readouterr().out.splitlines()[:2] == [
        f"{good}: 正常(river_crossing、ルールセット classic、108ヘクス、14ユニット)",
        f"{bad}: 不正(問題1件)"]
    assert main(["validate", str(good), str(bad)]) == 2
    assert capsys.readouterr().out.splitlines()[:2] == [
        f"{good}: valid (river_crossing, ruleset classic, 108 hexes, 14 units)",
        f"{bad}: INVALID, 1 problem(s)"]


def test_scenarios_lists_provenance(capsys):
    assert main(["scenarios"]) == 0
    out = capsys.readouterr().out
    assert "river_crossing" in out and "designer" in out
    assert main(["scenarios", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    ids = [s["id"] for s in listed]
    assert "river_crossing" in ids
    assert listed[ids.index("river_crossing")]["provenance"]["map"]["kind"] == "designer"


def test_simulate_prints_a_summary_and_exits_0(capsys):
    assert main(["simulate", "river_crossing", "--games", "3", "--seed", "1", "--quiet"]) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["games"] == 3 and summary["violations"] == 0
    assert sum(summary["results"].values()) == 3


def test_simulate_unknown_scenario_exits_2(capsys):
    assert main(["simulate", "no_such_game"]) == 2
    assert "no bundled or plugin scenario or file named 'no_such_game'" in capsys.readouterr().err


def test_replay_confirms_a_saved_game(tmp_path, capsys):
    from qtwargame.engine import savegame
    from qtwargame.engine.game import Game
    from qtwargame.engine.history import History
    from qtwargame.scenario.io import load_scenario

    game = Game(load_scenario(SCENARIOS / "river_crossing.json"))
    state, log = game.new_state(4)
    h = History(game, state, log)
    for _ in range(12):
        h.submit(game.legal_actions(h.state)[0])
    path = tmp_path / "g.qtwsave"
    savegame.save(path, h, seed=4)
    assert main(["replay", str(path), "--log"]) == 0
    out = capsys.readouterr().out
    assert "12 actions replayed" in out and "matches the save" in out

    data = json.loads(path.read_text(encoding="utf-8"))
    data["final_hash"] = "0" * 64
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    assert "$.final_hash: the final state hash was changed after the game was saved" in \
        capsys.readouterr().err
    data["proof"] = savegame.make_proof(data)  # a forger who proves the forgery again
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    assert "replay to a different state" in capsys.readouterr().err


def test_replay_reports_a_forged_action(tmp_path, capsys):
    from qtwargame.engine import savegame
    from qtwargame.engine.game import Game
    from qtwargame.engine.history import History
    from qtwargame.scenario.io import load_scenario

    game = Game(load_scenario(SCENARIOS / "river_crossing.json"))
    state, log = game.new_state(4)
    h = History(game, state, log)
    savegame.save(tmp_path / "g.qtwsave", h, seed=4)
    data = json.loads((tmp_path / "g.qtwsave").read_text(encoding="utf-8"))
    data["actions"] = [{"kind": "move", "side": "red", "unit": "red_inf_1", "path": ["0101"]}]
    (tmp_path / "g.qtwsave").write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(tmp_path / "g.qtwsave")]) == 2
    assert ("$.actions: the actions were changed after the game was saved (the save had 0 "
            "actions, it now has 1)") in capsys.readouterr().err
    data["proof"] = savegame.make_proof(data)  # proven again, the action is still refused
    (tmp_path / "g.qtwsave").write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(tmp_path / "g.qtwsave")]) == 2
    assert "$.actions[0]: refused on replay" in capsys.readouterr().err


def test_bench_prints_the_required_keys(capsys, monkeypatch):
    """The command prints every figure it promises. The classic ruleset's scaling figure is
    taken on a 20 x 20 map with 130 units here (the command's 100 x 100 map with 1,300 units
    is a benchmark: two thirds of this test's CPU, for the same keys). The full garbage
    collections the bench runs before its cold timings (53 here) steady figures this test
    does not judge; in a test worker holding many tests' objects each costs a few tenths of
    a second (the record had 17.9 CPU s for this test, 3.4 alone), so they are left out."""
    import types
    from functools import partial

    from qtwargame import bench

    monkeypatch.setattr(bench, "classic_scaling", partial(bench.classic_scaling, size=20, units=130))
    monkeypatch.setattr(bench, "gc", types.SimpleNamespace(collect=lambda: 0))
    assert main(["bench", "river_crossing", "--games", "2", "--repeats", "4"]) == 0
    figures = json.loads(capsys.readouterr().out)
    # Both sides move in the river crossing: each movement phase is measured at its
    # opening and half way through, each query warm, fresh and cold.
    assert sorted(figures["phases"]) == ["blue_move/first", "blue_move/mid",
                                         "red_move/first", "red_move/mid"]
    for phase in figures["phases"].values():
        assert phase["actions"] > 1
        for key in ("legal_actions_ms", "legal_actions_for_unit_ms", "reachable_ms", "supply_ms"):
            assert set(phase[key]) == {"warm", "fresh", "cold"}
            assert phase[key]["cold"]["p95"] >= phase[key]["cold"]["median"] >= 0
    assert figures["random_game_s"]["n"] == 2
    assert figures["history"]["actions"] > 0 and figures["history"]["kb_per_action"] > 0
    assert figures["load"]["actions"] == figures["history"]["actions"]
    assert figures["classic_100x100"]["units"] == 130
    assert figures["classic_100x100"]["map"] == "20x20"
    assert figures["classic_100x100"]["actions"] > 130


@pytest.mark.parametrize("argv, expected", [
    # Given before the command, or after it: the same game, language and save.
    (["--lang", "ja", "edit"], {"lang": "ja"}),
    (["edit", "--lang", "ja"], {"lang": "ja"}),
    (["edit"], {"lang": None}),
    (["--lang", "ja", "--scenario", "shin_barbarossa", "screenshot", "x.png"],
     {"lang": "ja", "scenario": "shin_barbarossa", "save": None}),
    (["screenshot", "x.png", "--lang", "ja", "--save", "a.qtwsave"],
     {"lang": "ja", "scenario": None, "save": "a.qtwsave"}),
    (["screenshot", "x.png"], {"lang": None, "scenario": None, "save": None}),
    (["--lang", "en", "screenshot", "x.png", "--lang", "ja"], {"lang": "ja"}),
    (["--scenario", "defiant_russia", "--lang", "ja", "play"],
     {"lang": "ja", "scenario": "defiant_russia"}),
])
def test_options_before_the_command_are_not_lost(argv, expected):
    from qtwargame.cli import build_parser

    args = vars(build_parser().parse_args(argv))
    assert {k: args[k] for k in expected} == expected


def test_edit_opens_the_scenario_given_before_the_command(monkeypatch):
    import qtwargame.editor.app as editor_app
    import qtwargame.ui.app as ui_app

    seen = []
    monkeypatch.setattr(ui_app, "application", lambda: None)
    monkeypatch.setattr(ui_app, "install_crash_handler", lambda: None)
    monkeypatch.setattr(editor_app, "run_editor", lambda target, lang=None: seen.append((target, lang)) or 0)
    from qtwargame.cli import main

    assert main(["--scenario", "river_crossing", "edit"]) == 0
    assert main(["--scenario", "river_crossing", "edit", "defiant_russia", "--lang", "ja"]) == 0
    assert main(["edit"]) == 0
    assert seen == [("river_crossing", None), ("defiant_russia", "ja"), (None, None)]


def test_play_opens_the_save_given_before_the_command(monkeypatch):
    import qtwargame.cli as cli

    seen = []
    monkeypatch.setattr(cli, "cmd_play", lambda a: seen.append(vars(a)) or 0)
    assert cli.main(["--save", "game.qtwsave", "--lang", "ja", "play"]) == 0
    assert cli.main(["play", "other.qtwsave"]) == 0
    assert seen == [{"scenario": None, "save": "game.qtwsave", "lang": "ja"},
                    {"scenario": None, "save": "other.qtwsave", "lang": None}]


def test_scenarios_lists_each_by_the_name_the_commands_take(capsys, monkeypatch, tmp_path):
    """A plugin's scenario file named otherwise than its id ('ford.json' holding
    'river_crossing') is known by its file's name: ``scenarios`` lists that name, which
    ``simulate`` and ``--scenario`` take, where it listed the id no command took (session 94,
    a fifth game made from docs/plugins.md)."""
    from qtwargame.scenario import catalog

    ford = tmp_path / "ford.json"
    ford.write_bytes((SCENARIOS / "river_crossing.json").read_bytes())
    monkeypatch.setattr(catalog, "bundled", lambda: [catalog.Entry("ford", ford, "qtwargame-hill")])
    assert main(["scenarios"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == (
        "ford  River Crossing (teaching scenario)  [ruleset: classic]  (plugin: qtwargame-hill)")
    assert main(["scenarios", "--json"]) == 0
    assert [s["id"] for s in json.loads(capsys.readouterr().out)] == ["ford"]
