"""A plugin is a first-class game (issue 47, item 6): the example game in
``examples/qtwargame_example_game`` is put on the path with its entry points (a dist-info
folder made from its pyproject.toml, as ``pip install`` would make one) and then is listed,
played, checked by the conformance kit and offered with its help and translation, while
the program's own games are unchanged."""

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from qtwargame.engine import ruleset as registry
from qtwargame.scenario import catalog

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "qtwargame_example_game"


def _install(site: Path) -> None:
    """Write the example's dist-info (METADATA and entry_points.txt) into ``site``."""
    project = tomllib.loads((EXAMPLE / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    info = site / f"qtwargame_example_game-{project['version']}.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {project['name']}\n"
                                   f"Version: {project['version']}\n", encoding="utf-8")
    lines = []
    for group, points in project["entry-points"].items():
        lines.append(f"[{group}]")
        lines += [f"{name} = {target}" for name, target in points.items()]
        lines.append("")
    (info / "entry_points.txt").write_text("\n".join(lines), encoding="utf-8")


@pytest.fixture
def installed(tmp_path, monkeypatch):
    """The example game installed for this test, in this process and for subprocesses."""
    site = tmp_path / "site"
    _install(site)
    monkeypatch.syspath_prepend(str(EXAMPLE))
    monkeypatch.syspath_prepend(str(site))
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(site), str(EXAMPLE), str(ROOT)]))
    monkeypatch.setattr(registry, "_LOADED", False)
    monkeypatch.setattr(registry, "_RULESETS", dict(registry._RULESETS))
    monkeypatch.setattr(registry, "_TRIED", set())
    from qtwargame.ai import modules

    monkeypatch.setattr(modules, "_MODULES", {})
    return site


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, cwd=ROOT, timeout=600)


def test_the_builtin_table_agrees_with_the_entry_points_in_pyproject():
    from qtwargame.rules import BUILTIN

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert BUILTIN == project["entry-points"]["qtwargame.rulesets"]


def test_every_builtin_ruleset_is_known_from_an_uninstalled_checkout(tmp_path):
    """With no installed metadata at all (no entry points), the five games are still known:
    Red Vengeance and Shin Barbarossa used to be 'unknown' this way."""
    code = ("import importlib.metadata as m\n"
            "m.entry_points = lambda **kw: []\n"
            "from qtwargame.engine.ruleset import get_ruleset, ruleset_ids\n"
            "print(' '.join(ruleset_ids()), type(get_ruleset('red_vengeance')).__name__)\n")
    out = _run("-c", code)
    assert out.stdout.split() == ["blitzkrieg_moscow_2", "classic", "defiant_russia", "red_vengeance",
                                  "shin_barbarossa", "RedVengeanceRuleset"], out.stderr


def test_the_catalog_marks_each_scenario_with_its_source(installed):
    entries = {e.id: e for e in catalog.bundled()}
    assert entries["skirmish_at_the_ford"].source == "qtwargame-example-game"
    assert entries["skirmish_at_the_ford"].path == (EXAMPLE / "qtwargame_example_game" / "scenarios"
                                                    / "skirmish_at_the_ford.json")
    assert entries["river_crossing"].source == catalog.BUILTIN
    assert catalog.load("skirmish_at_the_ford").ruleset == "example_skirmish"
    assert "example_skirmish" in registry.ruleset_ids()
    assert catalog.LOAD_ERRORS == []


def test_the_plugin_offers_its_help_translation_and_evaluation(installed):
    from qtwargame.ai import evaluation
    from qtwargame.engine.game import Game
    from qtwargame.i18n.translator import plugin_catalogues
    from qtwargame.i18n.ts_catalog import Catalog
    from qtwargame.ui.help_dialog import help_path, topics

    pages = EXAMPLE / "qtwargame_example_game" / "help"
    assert help_path("example_skirmish", "ja") == pages / "example_skirmish.ja.html"
    assert help_path("example_skirmish", "de") == pages / "example_skirmish.en.html"
    assert "example_skirmish" in topics()
    [ts] = plugin_catalogues("ja")
    words = Catalog.read(ts).translations()
    assert words[("example_skirmish", "Example skirmish")] == "例のゲーム:小競り合い"
    game = Game(catalog.load("skirmish_at_the_ford"))
    assert evaluation.rules_module(game).__name__ == "qtwargame_example_game.evaluation"


def test_qtwargame_scenarios_lists_the_plugin_and_simulate_plays_it(installed):
    listed = _run("-m", "qtwargame", "scenarios")
    assert listed.returncode == 0, listed.stderr
    assert ("skirmish_at_the_ford  Skirmish at the Ford (example plugin)  [ruleset: example_skirmish]"
            "  (plugin: qtwargame-example-game)") in listed.stdout.splitlines()
    played = _run("-m", "qtwargame", "simulate", "skirmish_at_the_ford", "--games", "1", "--quiet")
    assert played.returncode == 0, played.stderr
    assert '"scenario": "skirmish_at_the_ford"' in played.stdout
    assert '"violations": 0' in played.stdout


@pytest.mark.slow
def test_the_example_passes_its_own_tests_and_the_bundled_conformance_still_passes(installed):
    """The example's tests (the conformance kit on its scenario) and the program's own
    conformance tests of the teaching scenario, with the example installed."""
    out = _run("-m", "pytest", "-p", "no:xdist", "-p", "no:cacheprovider", "-q",
               str(EXAMPLE / "tests"), str(ROOT / "tests" / "test_conformance.py"),
               "-k", "not test_conformance or river_crossing or builtin")
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]
    assert " failed" not in out.stdout


def test_new_game_lists_the_plugins_scenario_as_a_game_not_as_an_opened_file(installed, qtbot, tmp_path):
    """Once installed a plugin's game is a game like the bundled ones (docs/plugins.md): New
    Game lists it by its title, sides and turns, where it read 'skirmish_at_the_ford.json ·
    opened file' until session 94. A file opened from elsewhere still says so."""
    from qtwargame.ui.new_game_dialog import NewGameDialog

    d = NewGameDialog("en")
    qtbot.addWidget(d)
    rows = [d.list.item(i).text() for i in range(d.list.count())]
    assert "Skirmish at the Ford (example plugin)\nBlue vs Red · 4 turns" in rows
    assert not [r for r in rows if "opened file" in r]
    copy = tmp_path / "skirmish_copy.json"
    copy.write_bytes(catalog.resolve("skirmish_at_the_ford").read_bytes())
    row = d.add_file(copy)
    assert d.list.item(row).text() == ("Skirmish at the Ford (example plugin)\n"
                                       "skirmish_copy.json · opened file")


def test_a_command_in_japanese_reads_the_plugins_words_from_its_catalogue(installed, tmp_path):
    """The command line translates a plugin's messages as the window does (the plugin's
    ``qtwargame.translations`` catalogue): ``validate --lang ja`` named the example's rules
    'Example skirmish' until session 94."""
    import json

    from qtwargame.i18n import plain_translator

    assert plain_translator("ja")("example_skirmish", "Example skirmish") == "例のゲーム:小競り合い"
    data = json.loads(catalog.resolve("skirmish_at_the_ford").read_text(encoding="utf-8"))
    data["units"][0]["flags"] = ["eilte"]
    path = tmp_path / "flagged.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    out = _run("-m", "qtwargame", "validate", "--lang", "ja", str(path))
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[1] == (
        f"  {path}: $.units[0].flags[0]: 警告: ユニット「第1歩兵師団」(blue_inf_1)："
        "例のゲーム:小競り合いのルールはフラグ'eilte'を読みません")


def test_a_scenario_of_a_plugin_that_fails_to_load_says_why(tmp_path, monkeypatch, river_crossing, caplog):
    """A plugin whose ruleset module does not import is skipped and reported
    (docs/plugins.md): in the log, and a scenario of its ruleset is refused naming the
    error, where it read 'unknown ruleset' and the error was kept where nobody read it
    (session 94, a fifth game made from the page)."""
    import logging

    from qtwargame.scenario.io import ruleset_problems

    site = tmp_path / "site"
    info = site / "qtwargame_broken-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: qtwargame-broken\nVersion: 0.1\n",
                                   encoding="utf-8")
    (info / "entry_points.txt").write_text(
        "[qtwargame.rulesets]\nbroken_rules = qtwargame_broken_nothere:Nope\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(site))
    monkeypatch.setattr(registry, "_LOADED", False)
    monkeypatch.setattr(registry, "_RULESETS", dict(registry._RULESETS))
    monkeypatch.setattr(registry, "_TRIED", set())
    monkeypatch.setattr(registry, "LOAD_ERRORS", [])
    sc = river_crossing.model_copy(update={"ruleset": "broken_rules"})
    with caplog.at_level(logging.INFO, logger="qtwargame.engine.ruleset"):
        [problem] = ruleset_problems(sc)
    assert problem.path == "$.ruleset"
    assert str(problem.msg) == ("the ruleset 'broken_rules' is installed but could not be loaded: "
                                "ModuleNotFoundError: No module named 'qtwargame_broken_nothere'")
    assert [r.getMessage() for r in caplog.records] == [
        "the ruleset plugin broken_rules (qtwargame_broken_nothere:Nope) could not be loaded"]
    assert str(ruleset_problems(river_crossing.model_copy(update={"ruleset": "nothing"}))[0].msg) \
        .startswith("unknown ruleset 'nothing' (known: ")


def test_a_plugins_failing_entry_point_or_taken_scenario_id_goes_to_the_log(installed, caplog,
                                                                           monkeypatch):
    """'skipped and reported' (docs/plugins.md): a scenarios entry point that fails and a
    scenario whose id another plugin took are written to the log, where they were only
    kept in catalog.LOAD_ERRORS, which nothing read (session 94)."""
    import logging

    info = installed / "qtwargame_copycat-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: qtwargame-copycat\nVersion: 0.1\n",
                                   encoding="utf-8")
    (info / "entry_points.txt").write_text(
        "[qtwargame.scenarios]\nzz_copy = qtwargame_example_game:scenarios\n"
        "zz_broken = qtwargame_copycat_nothere:scenarios\n", encoding="utf-8")
    monkeypatch.setattr(catalog, "LOAD_ERRORS", [])
    with caplog.at_level(logging.INFO, logger="qtwargame.scenario.catalog"):
        ids = [e.id for e in catalog.bundled()]
    assert [(group, name) for group, name, _ in catalog.LOAD_ERRORS] == [
        ("qtwargame.scenarios", "zz_broken"), ("qtwargame.scenarios", "qtwargame-copycat")]
    assert ids.count("skirmish_at_the_ford") == 1
    ford = EXAMPLE / "qtwargame_example_game" / "scenarios" / "skirmish_at_the_ford.json"
    assert [r.getMessage() for r in caplog.records] == [
        "the plugin entry point zz_broken of qtwargame.scenarios failed: ModuleNotFoundError: "
        "No module named 'qtwargame_copycat_nothere'",
        f"qtwargame-copycat offers the scenario {ford}, whose id 'skirmish_at_the_ford' is "
        "already taken: skipped"]
