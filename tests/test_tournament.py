"""qtwargame tournament: seeds, statistics, backends giving equal results, files, bad input."""

from __future__ import annotations

import csv
import json
import signal
import subprocess
import sys
import time

import pytest

from qtwargame.cli import main
from qtwargame.engine.state import ELIMINATED, REMOVED
from qtwargame.engine.view import view_for
from qtwargame.tournament.backends import InlineBackend, ProcessBackend
from qtwargame.tournament.batch import run_batch, spec_for
from qtwargame.tournament.play import DICE_GENERATOR, derive_seed, game_for, make_jobs, outcome, play
from qtwargame.tournament.players import make_player
from qtwargame.tournament.stats import intervals_overlap, quantile, summarize, wilson


def test_wilson_interval_matches_the_textbook_values():
    lo, hi = wilson(19, 20)
    assert (round(lo, 4), round(hi, 4)) == (0.7639, 0.9911)
    lo, hi = wilson(0, 10)
    assert (round(lo, 4), round(hi, 4)) == (0.0, 0.2775)
    lo, hi = wilson(5, 10)
    assert (round(lo, 4), round(hi, 4)) == (0.2366, 0.7634)
    assert wilson(0, 0) == (0.0, 1.0)


def test_quantile_interpolates_like_numpy():
    assert quantile([1, 2, 3, 4], 0.5) == 2.5
    assert quantile([10, 0, 5], 0.1) == 1.0
    assert quantile([7], 0.9) == 7


def test_intervals_overlap():
    assert intervals_overlap([0.1, 0.4], [0.35, 0.6])
    assert not intervals_overlap([0.1, 0.3], [0.31, 0.6])


def test_seeds_depend_on_batch_seed_and_index_only():
    assert derive_seed(1, "dice", 0) == derive_seed(1, "dice", 0)
    assert derive_seed(1, "dice", 0) != derive_seed(2, "dice", 0)
    assert derive_seed(1, "dice", 0) != derive_seed(1, "dice", 1)
    a = make_jobs(["blue", "red"], ("random", "random"), 5, 7, swap=False)
    b = make_jobs(["blue", "red"], ("random", "random"), 3, 7, swap=False)
    assert a[:3] == b  # a longer batch starts with the same games


def test_swap_pairs_games_on_one_dice_seed_with_sides_swapped():
    jobs = make_jobs(["blue", "red"], ("greedy", "random"), 4, 3, swap=True)
    assert [j.pair for j in jobs] == [0, 0, 1, 1]
    assert jobs[0].dice_seed == jobs[1].dice_seed != jobs[2].dice_seed == jobs[3].dice_seed
    assert [(s, slot, level) for s, slot, level, _ in jobs[0].seats] == [
        ("blue", "A", "greedy"), ("red", "B", "random")]
    assert [(s, slot, level) for s, slot, level, _ in jobs[1].seats] == [
        ("blue", "B", "random"), ("red", "A", "greedy")]


def _spec(river_crossing, games=6, swap=True, seed=11):
    return spec_for(river_crossing, ("random", "random"), games, seed, swap)


def _replay_final_state(game, job):
    """The final state of a job's game, played here without the tournament's tally."""
    players = {side: make_player(level, side, seed) for side, _slot, level, seed in job.seats}
    state, _ = game.new_state(job.dice_seed, (), DICE_GENERATOR)
    combats = []
    while not state.over:
        side = state.to_act
        action = players[side].choose(game, view_for(game, state, side), game.legal_actions(state))
        state, entries = game.apply(state, action)
        combats += [e.combat for e in entries if e.combat is not None and e.combat.complete]
    return state, combats


def test_a_record_counts_what_the_final_state_shows(river_crossing):
    spec = _spec(river_crossing, games=2)
    game = game_for(spec.scenario)
    job = spec.jobs()[1]
    record = play(game, job)
    final, combats = _replay_final_state(game, job)
    assert record["winner"] == final.result.winner
    assert record["turns"] == final.turn
    gone = {s: 0 for s in game.sides}
    for uid, u in final.units.items():
        if u.status in (ELIMINATED, REMOVED):
            gone[game.units[uid].side] += 1
    assert {s: sum(v.values()) for s, v in record["losses"].items()} == gone
    assert sum(row[s] for row in record["losses_by_turn"] for s in game.sides) == sum(gone.values())
    vp = game.ruleset.victory_points(game, final)
    assert {s: record["vp_by_turn"][-1][s] for s in game.sides} == vp
    # one VP entry for the start and one for every turn played
    assert [row["turn"] for row in record["vp_by_turn"]] == list(range(0, final.turn + 1))
    assert record["error"] is None
    for side in game.sides:
        mine = [c for c in combats if c.attacker_side == side]
        assert record["combats"][side]["count"] == len(mine) > 0
        assert sum(record["combats"][side]["results"].values()) == len(mine)
        assert record["combats"][side]["results"].get("AE", 0) == sum(
            1 for c in mine if c.result == "AE")
        assert record["combats"][side]["retreats"] == sum(len(c.retreats) for c in mine)


def test_processes_give_the_same_records_as_one_process(river_crossing):
    spec = _spec(river_crossing)
    inline = run_batch(spec, InlineBackend())
    pooled = run_batch(spec, ProcessBackend(2))
    assert inline.complete and pooled.complete
    assert [outcome(r) for r in pooled.records] == [outcome(r) for r in inline.records]
    drop = {"timing"}
    assert ({k: v for k, v in pooled.summary.items() if k not in drop}
            == {k: v for k, v in inline.summary.items() if k not in drop})
    assert [r["index"] for r in pooled.records] == list(range(6))


def test_summary_counts_wins_with_intervals(river_crossing):
    result = run_batch(_spec(river_crossing), InlineBackend())
    s = result.summary
    wins = {side: sum(1 for r in result.records if r["winner"] == side) for side in ("blue", "red")}
    for side in ("blue", "red"):
        lo, hi = wilson(wins[side], 6)
        assert s["wins_by_side"][side] == {"wins": wins[side], "rate": round(wins[side] / 6, 4),
                                           "ci95": [round(lo, 4), round(hi, 4)]}
    a_wins = sum(1 for r in result.records if r["winner_player"] == "A")
    assert s["wins_by_player"]["A"]["wins"] == a_wins
    assert s["games"] == 6 and s["complete"] and s["errors"] == 0
    assert s["length"]["turns"]["n"] == 6
    assert sum(s["length"]["ended_on_turn"].values()) == 6


def test_cancel_keeps_the_finished_games_on_disk(river_crossing, tmp_path):
    spec = _spec(river_crossing, games=8)
    seen = []
    result = run_batch(spec, InlineBackend(), tmp_path, on_record=lambda r, d, t: seen.append(d),
                       should_stop=lambda: len(seen) >= 3)
    assert result.cancelled and not result.complete
    lines = (tmp_path / "games.jsonl").read_text(encoding="utf-8").splitlines()
    assert [json.loads(x)["index"] for x in lines] == [0, 1, 2]
    summary = json.loads((tmp_path / "summary.json").read_text(encoding="utf-8"))
    assert summary["complete"] is False and summary["games"] == 3
    assert summary["games_requested"] == 8


def test_ctrl_c_keeps_the_finished_games(river_crossing, tmp_path):
    def interrupt(record, done, total):
        if done == 2:
            raise KeyboardInterrupt

    result = run_batch(_spec(river_crossing), ProcessBackend(2), tmp_path, on_record=interrupt)
    assert result.interrupted and len(result.records) == 2
    assert len((tmp_path / "games.jsonl").read_text(encoding="utf-8").splitlines()) == 2
    with (tmp_path / "games.csv").open(encoding="utf-8") as f:
        assert len(list(csv.DictReader(f))) == 2


def test_cli_writes_json_and_csv(tmp_path, capsys):
    out = tmp_path / "run"
    rc = main(["tournament", "river_crossing", "--games", "4", "--seed", "5", "--jobs", "1",
               "--swap", "--out", str(out), "--quiet"])
    assert rc == 0
    printed = capsys.readouterr().out
    # the scenario and the players by name (test_cli_lang pins the whole line)
    assert "River Crossing (teaching scenario): 4 games, Random vs Random" in printed
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    assert summary["players"] == {"A": "random", "B": "random"}
    assert summary["seed"] == 5 and summary["swap"] is True and summary["games"] == 4
    with (out / "wins.csv").open(encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert [(r["by"], r["name"]) for r in rows] == [
        ("side", "blue"), ("side", "red"), ("side", "draw"),
        ("player", "A"), ("player", "B"), ("player", "draw")]
    assert sum(int(r["wins"]) for r in rows if r["by"] == "side") == 4
    with (out / "games.csv").open(encoding="utf-8") as f:
        games = list(csv.DictReader(f))
    assert [g["index"] for g in games] == ["0", "1", "2", "3"]
    assert [g["swapped"] for g in games] == ["0", "1", "0", "1"]
    assert games[0]["dice_seed"] == games[1]["dice_seed"] == str(derive_seed(5, "dice", 0))
    with (out / "turns.csv").open(encoding="utf-8") as f:
        turns = list(csv.DictReader(f))
    assert {t["side"] for t in turns} == {"blue", "red"}
    assert sum(int(t["losses"]) for t in turns) == sum(
        int(g["losses_blue"]) + int(g["losses_red"]) for g in games)


@pytest.mark.parametrize("argv, message", [
    (["nosuch", "--games", "2"], "no bundled or plugin scenario or file named 'nosuch'"),
    (["river_crossing", "--players", "random,genius"], "unknown player 'genius'"),
    (["river_crossing", "--players", "random"], "--players takes two levels"),
    (["river_crossing", "--games", "0"], "--games must be at least 1, not 0"),
    (["river_crossing", "--games", "-3"], "--games must be at least 1, not -3"),
    (["river_crossing", "--option", "nosuch"], "unknown option 'nosuch'"),
    (["river_crossing", "--games", "2", "--cluster", "tcp://127.0.0.1:9", "--connect-timeout",
      "0.5"], "cannot reach the Dask scheduler at 'tcp://127.0.0.1:9'"),
    (["river_crossing", "--cluster", "scheduler-without-port"],
     "'scheduler-without-port' is not a Dask scheduler address such as tcp://HOST:8786"),
])
def test_bad_input_exits_2_with_one_clear_line(argv, message, tmp_path):
    # a separate process, so that anything printed while the interpreter exits counts too
    out = subprocess.run([sys.executable, "-m", "qtwargame", "tournament", *argv, "--out",
                          str(tmp_path / "x"), "--quiet"], capture_output=True, text=True)
    assert out.returncode == 2
    assert message in out.stderr
    assert "Traceback" not in out.stderr and "Exception ignored" not in out.stderr
    assert not (tmp_path / "x").exists()


def test_an_out_folder_that_cannot_be_made_exits_2(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    assert main(["tournament", "river_crossing", "--games", "1", "--jobs", "1",
                 "--out", str(blocker / "run"), "--quiet"]) == 2
    assert f"cannot write the results to {blocker / 'run'}: Not a directory" in (
        capsys.readouterr().err)


def test_tournament_answers_help(capsys):
    with pytest.raises(SystemExit) as e:
        main(["tournament", "--help"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    assert "usage: qtwargame tournament" in out and "--cluster" in out


def test_players_list_names_random(capsys):
    assert main(["tournament", "river_crossing", "--players", "list"]) == 0
    assert "random" in capsys.readouterr().out.split()


def test_players_list_gives_each_id_to_type_with_its_name_in_the_readers_language(capsys):
    """The list printed the ids alone ("oep"), which say nothing to a designer choosing a
    level; each now stands beside its name, in Japanese with --lang ja (session 92)."""
    assert main(["tournament", "river_crossing", "--players", "list"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "random      Random", "greedy      Greedy", "oep         Planner",
        "oep_strong  Strong planner"]
    assert main(["--lang", "ja", "tournament", "river_crossing", "--players", "list"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "random      ランダム", "greedy      貪欲", "oep         プランナー",
        "oep_strong  強いプランナー"]


def test_summarize_of_no_games_is_empty_not_an_error():
    s = summarize([], ["blue", "red"])
    assert s["games"] == 0 and s["wins_by_side"]["blue"]["ci95"] == [0.0, 1.0]
    assert s["length"]["turns"] == {"n": 0}


def test_plot_writes_png_and_html_report(tmp_path, capsys):
    pytest.importorskip("matplotlib", reason="needs the plots extra")
    out = tmp_path / "run"
    assert main(["tournament", "river_crossing", "--games", "4", "--jobs", "1", "--plot",
                 "--out", str(out), "--quiet"]) == 0
    png = (out / "report.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert int.from_bytes(png[16:20], "big") == 1200  # 12 in at 100 dpi
    page = (out / "report.html").read_text(encoding="utf-8")
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    red = summary["wins_by_side"]["red"]
    assert f"<td>Red</td><td>{red['wins']}</td><td>{red['rate']:.1%}</td>" in page
    assert "data:image/png;base64," in page


def test_plot_without_matplotlib_says_which_extra(monkeypatch, tmp_path, capsys):
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    assert main(["tournament", "river_crossing", "--games", "2", "--plot",
                 "--out", str(tmp_path / "x"), "--quiet"]) == 2
    assert "plots need matplotlib: pip install 'qtwargame[plots]'" in capsys.readouterr().err


@pytest.mark.skipif(sys.platform == "win32", reason="sends SIGINT")
def test_ctrl_c_on_the_command_keeps_the_finished_games_and_exits_130(tmp_path):
    out = tmp_path / "run"
    proc = subprocess.Popen(
        [sys.executable, "-m", "qtwargame", "tournament", "river_crossing", "--games", "5000",
         "--jobs", "2", "--out", str(out), "--quiet"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        # a shell's background job starts with SIGINT ignored; a terminal's Ctrl-C does not
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    games = out / "games.jsonl"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and (
            not games.exists() or len(games.read_text(encoding="utf-8").splitlines()) < 3):
        time.sleep(0.1)
    proc.send_signal(signal.SIGINT)
    _stdout, err = proc.communicate(timeout=60)
    assert proc.returncode == 130
    assert "Traceback" not in err
    kept = [json.loads(x) for x in games.read_text(encoding="utf-8").splitlines()]
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    assert summary["complete"] is False and summary["games"] == len(kept) >= 3
    assert f"interrupted: kept the {len(kept)} of 5000 games already finished" in err


def test_players_come_from_the_ai_package_when_it_is_installed(monkeypatch):
    import types

    from qtwargame.tournament import players

    made = []

    class Level:
        def __init__(self, id, title):
            self.id, self.title = id, title

    fake = types.ModuleType("qtwargame.ai")
    fake.LEVELS = (Level("random", "Random"), Level("greedy", "Greedy"))
    fake.make_player = lambda level, side, seed, **opts: made.append((level, side, seed)) or level
    monkeypatch.setitem(sys.modules, "qtwargame.ai", fake)
    import qtwargame

    monkeypatch.setattr(qtwargame, "ai", fake, raising=False)
    assert players.levels() == ("random", "greedy")
    assert players.level_titles() == {"random": "Random", "greedy": "Greedy"}
    assert players.make_player("greedy", "blue", 7) == "greedy"
    assert made == [("greedy", "blue", 7)]
    with pytest.raises(players.UnknownPlayer, match="unknown player 'oep' "
                       r"\(known: random, greedy\)"):
        players.make_player("oep", "blue", 7)


def test_without_the_ai_package_random_is_the_simulators_random_player(monkeypatch):
    import qtwargame
    from qtwargame.tournament import players

    monkeypatch.setitem(sys.modules, "qtwargame.ai", None)
    monkeypatch.delattr(qtwargame, "ai", raising=False)  # once imported, it is an attribute too
    assert players.levels() == ("random",)
    assert isinstance(players.make_player("random", "blue", 3), players.RandomPlayer)


def test_a_backend_that_breaks_keeps_the_games_played(river_crossing, tmp_path):
    class Breaking:
        name, workers = "breaking", 1

        def results(self, jobs, scenario):
            yield from list(InlineBackend().results(jobs[:2], scenario))
            raise OSError("worker lost")

    result = run_batch(_spec(river_crossing), Breaking(), tmp_path)
    assert result.failure == "OSError: worker lost"
    assert [r["index"] for r in result.records] == [0, 1]
    assert json.loads((tmp_path / "summary.json").read_text(encoding="utf-8"))["games"] == 2


def test_the_tournament_package_never_loads_qt():
    code = ("import importlib, pkgutil, sys\n"
            "import qtwargame.tournament as pkg\n"
            "for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
            "    importlib.import_module(m.name)\n"
            "print(','.join(sorted(m for m in sys.modules if m.startswith(('PySide6', "
            "'shiboken6', 'matplotlib', 'distributed')))))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""  # nor the optional extras, until a feature asks for them


def test_the_losses_by_type_plot_says_so_when_no_unit_was_lost():
    """A batch where no unit was lost drew empty axes scaled -0.04 to 0.04 (the editor's
    balance test of a two-unit scenario, seen in session 86): it now says nothing was lost."""
    pytest.importorskip("matplotlib", reason="needs the plots extra")
    from qtwargame.tournament.plots import figure

    s = summarize([], ["blue", "red"])
    s["scenario"] = {"sides": ["blue", "red"]}
    fig = figure([("now", s)], text={"no_losses": "損失ユニットなし"})
    by_type = fig.axes[3]
    assert by_type.get_title() == "Units lost per game by type"
    assert [t.get_text() for t in by_type.texts] == ["損失ユニットなし"]
    assert list(by_type.get_xticks()) == []
