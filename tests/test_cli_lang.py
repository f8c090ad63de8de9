"""The command line in the reader's language: ``--lang ja`` (before the command or after
it, as ``validate`` takes it) says what each verb prints for a person in Japanese, with
sides, scenarios and levels by their names; the English is as it was but for the ids where
a name belongs. JSON and CSV keep their machine keys."""

import json

import pytest

from qtwargame import desktop
from qtwargame.cli import main
from qtwargame.engine import savegame
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.scenario import catalog

NOTE = "Designed for qtwargame as a teaching scenario; fictional place names."
NOTE_JA = "qtwargame 用の入門シナリオとして設計。地名は架空。"


def _block(out: str, first: str) -> list[str]:
    """The lines of one scenario in ``scenarios``' list: from its id to the next id."""
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(first))
    end = next((i for i in range(start + 1, len(lines)) if not lines[i].startswith(" ")),
               len(lines))
    return lines[start:end]


def test_scenarios_lists_titles_parts_and_sources_in_the_readers_language(capsys):
    """The parts read 'order_of_battle' (a key) in English, and --lang was refused."""
    assert main(["scenarios"]) == 0
    assert _block(capsys.readouterr().out, "river_crossing ") == [
        "river_crossing  River Crossing (teaching scenario)  [ruleset: classic]",
        "    渡河作戦(入門シナリオ)",
        f"    map              designer      {NOTE}",
        f"    order of battle  designer      {NOTE}",
        f"    setup            designer      {NOTE}",
        f"    reinforcements   designer      {NOTE}",
        f"    tables           designer      {NOTE}"]
    assert main(["--lang", "ja", "scenarios"]) == 0
    assert _block(capsys.readouterr().out, "river_crossing ") == [
        "river_crossing  渡河作戦(入門シナリオ)  ［ルールセット：classic］",
        f"    マップ           デザイナー    {NOTE_JA}",
        f"    戦闘序列         デザイナー    {NOTE_JA}",
        f"    初期配置         デザイナー    {NOTE_JA}",
        f"    増援             デザイナー    {NOTE_JA}",
        f"    各種の表         デザイナー    {NOTE_JA}"]
    assert main(["scenarios", "--lang", "ja"]) == 0
    assert "river_crossing  渡河作戦(入門シナリオ)  ［ルールセット：classic］" in capsys.readouterr().out


@pytest.fixture
def save(tmp_path):
    game = Game(catalog.load("river_crossing"))
    state, log = game.new_state(4)
    h = History(game, state, log)
    for _ in range(12):
        h.submit(game.legal_actions(h.state)[0])
    path = tmp_path / "g.qtwsave"
    savegame.save(path, h, seed=4)
    return path


def test_share_names_the_side_and_says_what_is_wrong_in_the_readers_language(save, tmp_path,
                                                                               capsys):
    """The side read as its id ('the position as red sees it'), an unknown side listed the
    ids alone, and share took no --lang."""
    view = tmp_path / "red.qtwview"
    assert main(["share", str(save), "--side", "red", str(view)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"{view}: the position as Red sees it (no dice seed, no hidden information of the "
        "other side)"]
    assert json.loads(view.read_text(encoding="utf-8"))["log_text"][:3] == [
        "Turn 1 — Red setup", "  Game begins: River Crossing (teaching scenario)",
        "  The Red player sets up 1st Tank at 0801"]
    assert main(["--lang", "ja", "share", str(save), "--side", "red", str(view)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"{view}: 赤軍から見た局面です（ダイスのシードと相手側の秘匿情報は含みません）"]
    data = json.loads(view.read_text(encoding="utf-8"))
    assert data["side"] == "red"
    # the log red may read, as text in the sharer's language (the JSON log's messages are
    # templates with ids: "{side:actor} sets up {unit} at {hex}", red_arm_1)
    assert data["log_text"][:3] == ["ターン 1 — 赤軍初期配置", "  ゲーム開始: 渡河作戦(入門シナリオ)",
                                    "  赤軍が第1戦車旅団を0801に初期配置"]
    assert len(data["log_text"]) == len(data["log"]) + 3  # a heading at each of 3 phases

    assert main(["share", str(save), "--side", "green", str(view)]) == 2
    assert capsys.readouterr().err.splitlines() == [
        f"qtwargame: {save}: no side 'green' in this game (sides: Blue (blue), Red (red))"]
    assert main(["share", str(save), "--side", "green", str(view), "--lang", "ja"]) == 2
    assert capsys.readouterr().err.splitlines() == [
        f"qtwargame: {save}: このゲームに陣営「green」はありません（陣営：青軍 (blue)、赤軍 (red)）"]

    bad = tmp_path / "bad.qtwsave"
    bad.write_text("{", encoding="utf-8")
    assert main(["share", str(bad), "--side", "red", str(view), "--lang", "ja"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"qtwargame: {bad}: 1行2列: JSONとして正しくありません") and \
        "Traceback" not in err


def test_simulate_names_the_winner_and_the_result_in_the_readers_language(capsys,
                                                                           monkeypatch):
    """The winner read as its id ('winner red')."""
    from qtwargame import simulate

    play_one = simulate.play_one

    def timed(*a, **kw):
        report = play_one(*a, **kw)
        report.seconds = 0.25  # the time a game took is the one thing not the same each run
        return report

    monkeypatch.setattr(simulate, "play_one", timed)
    assert main(["simulate", "river_crossing", "--games", "1"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == (
        "game   1 seed 1      winner Red      victory      turns 6   actions 128       0.25s  ok")
    assert main(["simulate", "river_crossing", "--games", "1", "--lang", "ja"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == ("ゲーム  1 シード 1      勝者 赤軍     勝利         ターン数 6   "
                        "行動数 128       0.25秒  正常")
    assert json.loads(lines[1])["results"] == {"red": 1}  # the summary stays a script's


@pytest.mark.parametrize("argv, english, japanese", [
    (["simulate", "no_such_game"],
     "qtwargame: no bundled or plugin scenario or file named 'no_such_game' (known: ",
     "qtwargame: 'no_such_game'という名前の同梱・プラグインのシナリオもファイルもありません"),
    (["simulate", "river_crossing", "--option", "fog"],
     "qtwargame: unknown option 'fog': ruleset classic has no optional rules",
     "qtwargame: 不明なオプション「fog」です：ルールセット classic にはオプション・ルールがありません"),
    (["simulate", "defiant_russia", "--option", "fog"],
     "qtwargame: unknown option 'fog' for ruleset defiant_russia (options: weather, "
     "early_invasion, no_purge, combat_obligation, fortress_penalty)",
     "qtwargame: ルールセット defiant_russia に不明なオプション「fog」です（オプション："
     "weather, early_invasion, no_purge, combat_obligation, fortress_penalty）"),
    (["simulate", "river_crossing", "--games", "-2"],
     "qtwargame: --games must be at least 1, not -2",
     "qtwargame: --games は1以上にしてください（-2が指定されました）"),
    (["tournament", "river_crossing", "--games", "0"],
     "qtwargame tournament: --games must be at least 1, not 0",
     "qtwargame tournament: --games は1以上にしてください（0が指定されました）"),
    (["tournament", "river_crossing", "--players", "random,genius"],
     "qtwargame tournament: unknown player 'genius' (known: random",
     "qtwargame tournament: 不明なプレイヤー「genius」です（あるもの：random"),
    (["tournament", "river_crossing", "--option", "fog"],
     "qtwargame tournament: unknown option 'fog': ruleset classic has no optional rules",
     "qtwargame tournament: 不明なオプション「fog」です：ルールセット classic にはオプション・ルールが"
     "ありません"),
], ids=["unknown-scenario", "option-of-none", "option-of-some", "simulate-games",
        "tournament-games", "tournament-player", "tournament-option"])
def test_an_error_says_what_is_wrong_in_the_readers_language(argv, english, japanese, capsys,
                                                             tmp_path):
    """Each refused in English only (the unknown option as a KeyError's text)."""
    assert main([*argv, *(["--out", str(tmp_path / "x")] if argv[0] == "tournament" else [])]) == 2
    assert capsys.readouterr().err.startswith(english)
    assert main([*argv, "--lang", "ja",
                 *(["--out", str(tmp_path / "x")] if argv[0] == "tournament" else [])]) == 2
    err = capsys.readouterr().err
    assert err.startswith(japanese) and "Traceback" not in err
    assert not (tmp_path / "x").exists()


def test_a_bad_scenario_file_is_named_with_its_problems_in_the_readers_language(tmp_path,
                                                                                capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"x": 1', encoding="utf-8")
    assert main(["simulate", str(bad)]) == 2
    assert capsys.readouterr().err.splitlines()[0] == "qtwargame: 1 problem(s) in the scenario:"
    assert main(["--lang", "ja", "simulate", str(bad)]) == 2
    lines = capsys.readouterr().err.splitlines()
    assert lines[0] == "qtwargame: シナリオに問題が1件あります："
    assert lines[1].startswith(f"  {bad}: 1行8列: JSONとして正しくありません")


def test_the_tournament_report_reads_in_the_readers_language(tmp_path, capsys):
    """The summary line read 'river_crossing: 4 games, random vs random: blue 1 (...)', the
    HTML report's headings were English, the sides by id in a Japanese run."""
    out = tmp_path / "run"
    argv = ["tournament", "river_crossing", "--games", "4", "--seed", "5", "--jobs", "1",
            "--swap", "--out", str(out), "--quiet"]
    assert main(argv) == 0
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    w = summary["wins_by_side"]

    def pct(side, key="rate", i=None):
        v = w[side][key] if i is None else w[side][key][i]
        return f"{v:.1%}"

    first = capsys.readouterr().out.splitlines()[0]
    assert first == (
        f"River Crossing (teaching scenario): 4 games, Random vs Random: "
        f"Blue {w['blue']['wins']} ({pct('blue')}, 95% {pct('blue', 'ci95', 0)}–"
        f"{pct('blue', 'ci95', 1)}), Red {w['red']['wins']} ({pct('red')}, 95% "
        f"{pct('red', 'ci95', 0)}–{pct('red', 'ci95', 1)}), draw {w['draw']['wins']} "
        f"({pct('draw')}, 95% {pct('draw', 'ci95', 0)}–{pct('draw', 'ci95', 1)}); "
        f"mean length {summary['length']['turns']['mean']} turns")
    english_csv = (out / "wins.csv").read_text(encoding="utf-8")
    assert main([*argv, "--lang", "ja"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == (
        f"渡河作戦(入門シナリオ)：4戦、ランダム 対 ランダム："
        f"青軍 {w['blue']['wins']}勝（{pct('blue')}、95%信頼区間 {pct('blue', 'ci95', 0)}–"
        f"{pct('blue', 'ci95', 1)}）、赤軍 {w['red']['wins']}勝（{pct('red')}、95%信頼区間 "
        f"{pct('red', 'ci95', 0)}–{pct('red', 'ci95', 1)}）、引き分け{w['draw']['wins']}回"
        f"（{pct('draw')}、95%信頼区間 {pct('draw', 'ci95', 0)}–{pct('draw', 'ci95', 1)}）。"
        f"平均{summary['length']['turns']['mean']}ターン")
    assert lines[1] == (f"結果は {out}/ にあります（games.jsonl, summary.json, games.csv, "
                        "turns.csv, wins.csv, losses.csv, combats.csv）")
    # the CSV files keep their machine keys (side ids, column names) for scripts
    assert (out / "wins.csv").read_text(encoding="utf-8") == english_csv


def test_the_tournament_html_report_reads_in_the_readers_language(tmp_path, capsys):
    pytest.importorskip("matplotlib", reason="needs the plots extra")
    out = tmp_path / "run"
    assert main(["--lang", "ja", "tournament", "river_crossing", "--games", "2", "--jobs",
                 "1", "--plot", "--out", str(out), "--quiet"]) == 0
    page = (out / "report.html").read_text(encoding="utf-8")
    assert "<title>渡河作戦(入門シナリオ)：バランス・レポート</title>" in page
    assert "<h1>渡河作戦(入門シナリオ)：ランダム 対 ランダム</h1>" in page
    assert "<h2>結果：2戦、シード 1</h2>" in page
    assert ("<tr><th>陣営</th><th>ユニット種別</th><th>損失ユニット数</th>"
            "<th>1ゲームあたり</th></tr>") in page
    assert "<td>引き分け</td>" in page and "balance report" not in page


def test_replay_names_the_phase_in_the_readers_language(save, capsys):
    """The first line read 'phase blue_move' (an id) under --lang ja."""
    assert main(["replay", str(save)]) == 0
    digest = capsys.readouterr().out.split("state hash ")[1].split()[0]
    assert main(["replay", str(save)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"{save}: 12 actions replayed; turn 1, phase Blue movement; state hash {digest} "
        "matches the save"]
    assert main(["replay", str(save), "--lang", "ja"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"{save}: 12個の行動を再生しました。第1ターン、青軍移動フェイズ。局面のハッシュ {digest} "
        "はセーブと一致します"]


def test_install_desktop_says_what_it_did_in_the_readers_language(tmp_path, capsys):
    """It took no --lang, and a folder it cannot write was a traceback."""
    command = desktop.program_command()
    runs = desktop.describe(command)
    n = len(desktop.install(tmp_path / "elsewhere", command))
    assert main(["install-desktop", "--prefix", str(tmp_path), "--lang", "ja"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"qtwargame: メニュー項目、アイコン、.qtwsave ファイルの種類を登録しました（{tmp_path} に"
        f"{n}個のファイル）。メニュー項目が実行するコマンド：{runs}"]
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    assert main(["install-desktop", "--prefix", str(blocker)]) == 2
    assert capsys.readouterr().err.startswith(f"qtwargame: {blocker}/")
    assert main(["--lang", "ja", "install-desktop", "--prefix", str(blocker)]) == 2
    err = capsys.readouterr().err
    assert ": 書き込めません：" in err and "Traceback" not in err


def test_output_read_by_a_command_that_stops_early_is_no_traceback(tmp_path):
    """`qtwargame scenarios | head -3` ended in a BrokenPipeError traceback on stderr."""
    import os
    import subprocess
    import sys

    read, write = os.pipe()
    os.close(read)  # the reader is gone before the first line: each write fails
    try:
        done = subprocess.run([sys.executable, "-u", "-m", "qtwargame", "scenarios"],
                              stdout=write, stderr=subprocess.PIPE, text=True)
    finally:
        os.close(write)
    assert done.stderr == "" and done.returncode == 1


def test_fuzz_refuses_a_save_it_cannot_start_from_in_the_readers_language(tmp_path, capsys):
    """A missing --saves file, or one that is not a save, ended in a traceback after the
    fuzzer had started (FileNotFoundError, SaveError)."""
    missing = tmp_path / "nosuch.qtwsave"
    assert main(["fuzz", "--saves", str(missing), "--cases", "1", "--no-dice", "--quiet"]) == 2
    assert capsys.readouterr().err.splitlines() == [
        f"qtwargame: {missing}: no such file or folder"]
    assert main(["fuzz", "--saves", str(missing), "--cases", "1", "--no-dice", "--quiet",
                 "--lang", "ja"]) == 2
    assert capsys.readouterr().err.splitlines() == [
        f"qtwargame: {missing}: そのようなファイルもフォルダもありません"]
    bad = tmp_path / "bad.qtwsave"
    bad.write_text("not json", encoding="utf-8")
    assert main(["--lang", "ja", "fuzz", "--saves", str(bad), "--cases", "1", "--no-dice",
                 "--quiet"]) == 2
    assert capsys.readouterr().err.splitlines() == [
        f"qtwargame: {bad}: 1行1列: JSONとして正しくありません（Expecting value）"]


def test_the_tournament_progress_bar_counts_wins_by_side_name():
    """Its tally read 'blue 1 red 0 draw 0'."""
    from qtwargame.tournament.command import _progress

    bar, on_record = _progress(3, False, ("blue", "red"), {"blue": "青軍", "red": "赤軍"},
                               "引き分け")
    with bar:
        for winner in ("blue", "blue", None):
            on_record({"winner": winner}, 0, 3)
        assert bar.postfix == "青軍 2 赤軍 0 引き分け 1"


def test_replay_of_a_finished_game_names_the_winner_and_the_result(tmp_path, capsys):
    """The result read 'result: red (victory): red holds cities worth 4 points' (ids) and
    the phase 'red_combat', in either language."""
    game = Game(catalog.load("river_crossing"))
    state, log = game.new_state(4)
    h = History(game, state, log)
    while not h.state.over:
        h.submit(game.legal_actions(h.state)[0])
    path = tmp_path / "done.qtwsave"
    savegame.save(path, h, seed=4)
    digest = game.hash(h.state)[:16]
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"{path}: 114 actions replayed; turn 6, phase Red combat; state hash {digest} matches "
        "the save",
        "result: Red (victory): The Red player holds cities worth 4 points"]
    assert main(["replay", str(path), "--lang", "ja"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"{path}: 114個の行動を再生しました。第6ターン、赤軍戦闘フェイズ。局面のハッシュ {digest} は"
        "セーブと一致します",
        "結果：赤軍（勝利）：赤軍が4点分の都市を支配"]


def test_a_cluster_address_that_is_none_is_refused_in_the_readers_language(tmp_path, capsys):
    """The cluster's refusals were English f-strings (BackendError)."""
    pytest.importorskip("distributed", reason="needs the cluster extra")
    argv = ["tournament", "river_crossing", "--cluster", "scheduler-without-port", "--out",
            str(tmp_path / "x"), "--quiet"]
    assert main(argv) == 2
    assert capsys.readouterr().err.startswith(
        "qtwargame tournament: 'scheduler-without-port' is not a Dask scheduler address such "
        "as tcp://HOST:8786: ")
    assert main([*argv, "--lang", "ja"]) == 2
    assert capsys.readouterr().err.startswith(
        "qtwargame tournament: 'scheduler-without-port'は Dask スケジューラーのアドレス"
        "（tcp://HOST:8786 など）ではありません：")


def test_scenarios_says_which_offered_scenario_is_invalid_in_the_readers_language(
        tmp_path, capsys, monkeypatch):
    """A plugin's bad scenario among the listed ones: its line was English only."""
    bad = tmp_path / "broken.json"
    bad.write_text('{"x": 1', encoding="utf-8")
    good = catalog.bundled()[0]
    monkeypatch.setattr(catalog, "bundled", lambda: [catalog.Entry("broken", bad, "a-plugin"),
                                                      good])
    assert main(["scenarios"]) == 0
    out = capsys.readouterr()
    assert out.err.splitlines() == [
        f"broken: invalid (1 problems; run qtwargame validate {bad})"]
    assert out.out.startswith(good.id)  # the others still listed
    assert main(["scenarios", "--lang", "ja"]) == 0
    assert capsys.readouterr().err.splitlines() == [
        f"broken: 不正（問題1件。qtwargame validate {bad} で確認してください）"]


def test_a_file_that_cannot_be_written_says_why_in_the_readers_language(save, tmp_path,
                                                                         capsys):
    """The system's reason stood in English in a Japanese line ('書き込めません：Is a
    directory'); English keeps the system's words."""
    folder = tmp_path / "a folder"
    folder.mkdir()
    assert main(["share", str(save), "--side", "red", str(folder)]) == 2
    assert capsys.readouterr().err.splitlines() == [
        f"qtwargame: {folder}: cannot write: Is a directory"]
    assert main(["share", str(save), "--side", "red", str(folder), "--lang", "ja"]) == 2
    assert capsys.readouterr().err.splitlines() == [
        f"qtwargame: {folder}: 書き込めません：フォルダです"]
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    assert main(["--lang", "ja", "tournament", "river_crossing", "--games", "1", "--jobs", "1",
                 "--out", str(blocker / "run"), "--quiet"]) == 2
    assert capsys.readouterr().err.splitlines() == [
        f"qtwargame tournament: 結果を {blocker / 'run'} に書き込めません："
        "パスの途中がフォルダではありません"]


def test_a_missing_save_is_named_with_why_in_the_readers_language(tmp_path, capsys):
    """It read '$: 読めません（No such file or directory）', the system's English in a
    Japanese line; English keeps the system's words."""
    missing = tmp_path / "nosuch.qtwsave"
    for verb in (["replay", str(missing)], ["share", str(missing), "--side", "red",
                                            str(tmp_path / "v.qtwview")]):
        assert main(verb) == 2
        assert capsys.readouterr().err.splitlines() == [
            f"qtwargame: {missing}: $: cannot read: No such file or directory"]
        assert main([*verb, "--lang", "ja"]) == 2
        assert capsys.readouterr().err.splitlines() == [
            f"qtwargame: {missing}: 読めません：そのようなファイルもフォルダもありません"]
    assert not (tmp_path / "v.qtwview").exists()


def test_audit_caches_reports_in_the_readers_language(save, tmp_path, capsys):
    """It took no --lang, printed English under ``--lang ja`` before the command, and a
    save it could not read was the save's English message (session 94's report)."""
    assert main(["audit-caches", str(save), "--points", "3", "--lang", "ja"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"{save}: 行動12件、古くなったキャッシュの答え0件"]
    assert main(["audit-caches", str(save), "--points", "3"]) == 0
    assert capsys.readouterr().out.splitlines() == [f"{save}: 12 actions, 0 stale answers"]
    missing = tmp_path / "none.qtwsave"
    assert main(["--lang", "ja", "audit-caches", str(missing)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"qtwargame: {missing}: 読めません") and "Traceback" not in err
