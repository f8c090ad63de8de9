"""The computer player's measurements in the reader's language: ``ai-ladder``, ``ai-forks``
and ``tune`` say their games, tables and refusals in Japanese with ``--lang ja`` (English
without it), with sides, scenarios and levels by name; their JSON keeps the ids. The games
are recorded results fed to the reports (River Crossing), so nothing here plays a game."""

import json
from types import SimpleNamespace

import pytest

from qtwargame.ai import forks, ladder, tuning
from qtwargame.ai.ladder import GameRecord
from qtwargame.ai.weights import declared
from qtwargame.cli import main
from qtwargame.engine.game import Game
from qtwargame.scenario import catalog


def _recorded_game(job):
    """River Crossing's game of ``job`` as recorded: the greedy side wins 5 to 2; a
    strong planner's safety nets cut 2 of its decisions."""
    winner = next(s for s, lv in job.levels.items() if lv != "random")
    loser = next(s for s in job.levels if s != winner)
    cut = {lv: 2 if lv == "oep_strong" else 0 for lv in job.levels.values()}
    return GameRecord(job.seed, dict(job.levels), winner, "victory", 6, 106, 0.25,
                      {lv: [0.5] for lv in job.levels.values()}, {winner: 5, loser: 2}, cut)


def test_the_ladder_reads_in_the_readers_language(monkeypatch, tmp_path, capsys):
    """The games read 'seed 1 blue=greedy, red=random: winner blue (victory)', the table's
    head 'river_crossing' and its rows 'greedy | random', in English under --lang ja."""
    monkeypatch.setattr(ladder, "run_job", _recorded_game)
    out = tmp_path / "ladder.json"
    argv = ["ai-ladder", "river_crossing", "--levels", "random,oep_strong", "--pairs", "1",
            "--json", str(out)]
    assert main(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:2] == [
        "seed 1 Blue=Strong planner, Red=Random: winner Blue (victory), points Blue 5, Red 2, "
        "106 actions, 0.25s, decisions cut by a net: Strong planner 2",
        "seed 1 Blue=Random, Red=Strong planner: winner Red (victory), points Red 5, Blue 2, "
        "106 actions, 0.25s, decisions cut by a net: Strong planner 2"]
    assert json.loads(lines[2])["wins_by_side"] == {"blue": "1/1", "red": "1/1"}
    assert lines[3:] == [
        "| River Crossing (teaching scenario) | vs | games | wins | score | Wilson 95% | "
        "wins by side | points margin | median s/phase |",
        "|---|---|---|---|---|---|---|---|---|",
        "| Strong planner | Random | 2 | 2 | 1.00 | 0.34–1.00 | Blue 1/1, Red 1/1 | "
        "+3.00 ± 0.00 | 0.5 |"]
    english = json.loads(out.read_text(encoding="utf-8"))
    assert main([*argv, "--lang", "ja"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:2] == [
        "シード1（青軍＝強いプランナー、赤軍＝ランダム）：勝者青軍（勝利）、得点（青軍 5、赤軍 2）、"
        "行動数106、0.25秒、時間制限で打ち切られた判断：強いプランナー 2",
        "シード1（青軍＝ランダム、赤軍＝強いプランナー）：勝者赤軍（勝利）、得点（赤軍 5、青軍 2）、"
        "行動数106、0.25秒、時間制限で打ち切られた判断：強いプランナー 2"]
    assert json.loads(lines[2])["level"] == "oep_strong"  # the pairing's line stays a script's
    assert lines[3:] == [
        "| 渡河作戦(入門シナリオ) | 対戦相手 | 対局数 | 勝数 | スコア | Wilson 95%区間 | 陣営別の勝数 | "
        "得点差 | 1フェイズの秒数（中央値） |",
        "|---|---|---|---|---|---|---|---|---|",
        "| 強いプランナー | ランダム | 2 | 2 | 1.00 | 0.34–1.00 | 青軍 1/1、赤軍 1/1 | "
        "+3.00 ± 0.00 | 0.5 |"]
    # the JSON keeps the ids, the same in both languages
    assert json.loads(out.read_text(encoding="utf-8")) == english
    assert english["results"][0]["wins_by_side"] == {"blue": "1/1", "red": "1/1"}
    assert english["games"][0]["players"] == {"blue": "oep_strong", "red": "random"}


def _recorded_endings(spec, seeds, folder=None, progress=None):
    """Two endings of seed 8000's position as recorded: Red wins one by 3, draws one."""
    records = [{"seed": 8000, "fork": 0, "winner": "red", "vp": {"blue": 2, "red": 5},
                "margin": 3.0, "actions": 28, "digest": "a" * 16, "slowest_phase_s": 0.5,
                "time_capped": 0},
               {"seed": 8000, "fork": 1, "winner": None, "vp": {"blue": 3, "red": 3},
                "margin": 0.0, "actions": 30, "digest": "b" * 16, "slowest_phase_s": 0.25,
                "time_capped": 1}]
    for r in records:
        if progress is not None:
            progress(r)
    return records


def test_the_endings_read_in_the_readers_language(monkeypatch, tmp_path, capsys):
    """The endings read 'seed 8000 fork 0: winner red' and their summary was JSON alone, in
    English under --lang ja."""
    monkeypatch.setattr(forks, "run", _recorded_endings)
    against = tmp_path / "before.json"
    against.write_text(json.dumps({"forks": [
        {"seed": 8000, "fork": 0, "winner": "blue", "margin": -1.0, "digest": "c" * 16},
        {"seed": 8000, "fork": 1, "winner": None, "margin": 0.0, "digest": "b" * 16}]}),
        encoding="utf-8")
    argv = ["ai-forks", "river_crossing", "--side", "red", "--levels", "greedy,oep_strong",
            "--turn", "5", "--games", "1", "--seed", "8000", "--forks", "2", "--against",
            str(against)]
    assert main(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:3] == [
        "seed 8000 ending 0: winner Red, margin +3, 28 actions, slowest phase 0.5 s",
        "seed 8000 ending 1: winner draw, margin +0, 30 actions, slowest phase 0.25 s",
        "Red played by Strong planner against Greedy from turn 5: 2 endings, 1 won, 1 drawn; "
        "margin +1.500 ± 1.500; slowest phase 0.5 s; decisions cut by a net: 1"]
    assert json.loads(lines[3])["side"] == "red"
    assert lines[4] == (f"against {against}: 2 endings paired; Red won 1 here, 0 there; "
                        "margin difference +2.000 ± 2.000; 1 played the same ending")
    assert json.loads(lines[5])["same"] == 1
    assert main([*argv, "--lang", "ja"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:3] == [
        "シード8000の分岐0：勝者赤軍、得点差+3、行動数28、最も遅いフェイズ0.5秒",
        "シード8000の分岐1：勝者引き分け、得点差+0、行動数30、最も遅いフェイズ0.25秒",
        "赤軍を強いプランナーが担当、相手は貪欲、ターン5から：分岐2局、1勝、引き分け1。"
        "得点差+1.500 ± 1.500。最も遅いフェイズ0.5秒。時間制限で打ち切られた判断1件"]
    assert json.loads(lines[3]) == {
        "scenario": "river_crossing", "side": "red", "level": "oep_strong",
        "opponent": "greedy", "turn": 5, "forks": 2, "wins": 1, "draws": 1,
        "mean_margin": 1.5, "margin_se": 1.5, "slowest_phase_s": 0.5, "time_capped": 1}
    assert lines[4] == (f"{against} との比較：対になった分岐2局。赤軍の勝ちはこちら1、あちら0。"
                        "得点差の差+2.000 ± 2.000。まったく同じ展開になったもの1局")


def test_the_tuning_reads_in_the_readers_language(monkeypatch, tmp_path, capsys):
    """The batches read 'batch 1/2: seeds 1000-1000, score ...' and the recommendation
    'recommended for oep on classic', in English under --lang ja."""
    def batch(scenario, sides, level, opponent, w, pairs, seed, pool, budget=None,
              options=None):
        return (1.0 if w["attack"] > 0 else 0.5), 2.0, 2 * pairs

    monkeypatch.setattr(tuning, "play_batch", batch)
    monkeypatch.setattr(tuning, "time", SimpleNamespace(perf_counter=lambda: 0.0))
    defaults = dict(declared(Game(catalog.load("river_crossing"))))

    def weights(**changed):
        return ", ".join(f"{k}={v:g}" for k, v in {**defaults, **changed}.items())

    argv = ["tune", "river_crossing", "--level", "oep", "--opponent", "random",
            "--iterations", "2", "--pairs", "1", "--weights", "attack", "--validate", "1",
            "--json", str(tmp_path / "tune.json")]
    assert main(argv) == 0
    english = capsys.readouterr().out.splitlines()
    assert main([*argv, "--lang", "ja"]) == 0
    japanese = capsys.readouterr().out.splitlines()
    # the second batch is the bandit's next point (attack 2, its tuner seed 0), which wins
    record = json.loads((tmp_path / "tune.json").read_text(encoding="utf-8"))
    assert record["changes"] == {"attack": 2.0}  # the JSON keeps the weights' names
    assert english == [
        f"batch 1/2: seeds 1000-1000, score 0.500, margin +2.00, fitness 0.540, 0.0 s; "
        f"weights {weights()}; best so far {weights()}",
        f"batch 2/2: seeds 1001-1001, score 1.000, margin +2.00, fitness 1.040, 0.0 s; "
        f"weights {weights(attack=2)}; best so far {weights(attack=2)}",
        f"finalist 1: seeds 1002-1002, score 1.000, margin +2.00, fitness 1.040; weights "
        f"{weights(attack=2)}",
        f"finalist 2: seeds 1002-1002, score 0.500, margin +2.00, fitness 0.540; weights "
        f"{weights()}",
        f"recommended for Planner on the classic ruleset: {weights(attack=2)} "
        f"(4 batches, 8 games)"]
    assert japanese == [
        f"バッチ1/2：シード1000-1000、スコア0.500、得点差+2.00、適応度0.540、0.0秒。"
        f"重み：{weights()}。ここまでの最良：{weights()}",
        f"バッチ2/2：シード1001-1001、スコア1.000、得点差+2.00、適応度1.040、0.0秒。"
        f"重み：{weights(attack=2)}。ここまでの最良：{weights(attack=2)}",
        f"最終候補1：シード1002-1002、スコア1.000、得点差+2.00、適応度1.040。"
        f"重み：{weights(attack=2)}",
        f"最終候補2：シード1002-1002、スコア0.500、得点差+2.00、適応度0.540。"
        f"重み：{weights()}",
        f"プランナー（ルールセットclassic）の推奨値：{weights(attack=2)}（4バッチ、8局）"]


def test_one_ending_reads_in_the_singular(monkeypatch, capsys):
    """'1 endings', '1 actions' (and '1 batches, 1 games' for the tuning)."""
    def one(spec, seeds, folder=None, progress=None):
        record = {"seed": 8000, "fork": 0, "winner": "red", "vp": {"blue": 2, "red": 5},
                  "margin": 3.0, "actions": 1, "digest": "a" * 16, "slowest_phase_s": 0.5,
                  "time_capped": 0}
        if progress is not None:
            progress(record)
        return [record]

    monkeypatch.setattr(forks, "run", one)
    assert main(["ai-forks", "river_crossing", "--side", "red", "--levels",
                 "greedy,oep_strong", "--turn", "5", "--games", "1", "--forks", "1"]) == 0
    assert capsys.readouterr().out.splitlines()[:2] == [
        "seed 8000 ending 0: winner Red, margin +3, 1 action, slowest phase 0.5 s",
        "Red played by Strong planner against Greedy from turn 5: 1 ending, 1 won, 0 drawn; "
        "margin +3.000 ± 0.000; slowest phase 0.5 s; decisions cut by a net: 0"]


@pytest.mark.parametrize("argv, english, japanese", [
    (["ai-ladder", "no_such_game"],
     "qtwargame: no bundled or plugin scenario or file named 'no_such_game' (known: ",
     "qtwargame: 'no_such_game'という名前の同梱・プラグインのシナリオもファイルもありません"),
    (["ai-ladder", "river_crossing", "--levels", "random,expert"],
     "qtwargame: --levels needs two or more of random, greedy, oep, oep_strong (unknown: "
     "expert)",
     "qtwargame: --levels にはrandom, greedy, oep, oep_strongから2つ以上を指定してください"
     "（不明なもの：expert）"),
    (["ai-ladder", "river_crossing", "--pairs", "0"],
     "qtwargame: --pairs must be at least 1, not 0",
     "qtwargame: --pairsは1以上にしてください（0が指定されました）"),
    (["ai-ladder", "river_crossing", "--levels", "random,greedy", "--pairs", "1", "--budget",
      "greedy:nosuch=2"],
     "qtwargame: --budget wants LEVEL:FIELD=NUMBER with FIELD one of width, samples, ",
     "qtwargame: --budget は LEVEL:FIELD=数値 の形で指定してください（FIELD は次のいずれか：width, "
     "samples, "),
    (["ai-ladder", "river_crossing", "--levels", "random,greedy", "--pairs", "1", "--budget",
      "random:generations=2"],
     "qtwargame: --budget: Random (random) has no search budget, not 'random:generations=2'",
     "qtwargame: --budget：ランダム（random）には探索の予算がありません。「random:generations=2」は"
     "使えません"),
    (["ai-ladder", "river_crossing", "--levels", "random,greedy", "--pairs", "1", "--weight",
      "random:attack=1"],
     "qtwargame: --weight: Random (random) weighs no positions, not 'random:attack=1'",
     "qtwargame: --weight：ランダム（random）は局面を評価しません。「random:attack=1」は使えません"),
    (["ai-ladder", "river_crossing", "--levels", "random,greedy", "--pairs", "1", "--json",
      "{missing}"],
     "qtwargame: {missing}: cannot write: No such file or directory",
     "qtwargame: {missing}: 書き込めません：そのようなファイルもフォルダもありません"),
    (["ai-forks", "river_crossing", "--side", "green", "--turn", "5"],
     "qtwargame: --side must be one of Blue (blue), Red (red), not 'green'",
     "qtwargame: --side には青軍 (blue)、赤軍 (red)のいずれかを指定してください。「green」は使えません"),
    (["ai-forks", "river_crossing", "--side", "red", "--turn", "9"],
     "qtwargame: --turn must be a turn of the scenario, 1 to 6, not 9",
     "qtwargame: --turn にはシナリオのターン（1～6）を指定してください（9が指定されました）"),
    (["ai-forks", "river_crossing", "--side", "red", "--turn", "5", "--against", "{missing}"],
     "qtwargame: {missing}: cannot read: No such file or directory",
     "qtwargame: {missing}: 読めません：そのようなファイルもフォルダもありません"),
    (["ai-forks", "river_crossing", "--side", "red", "--turn", "5", "--against", "{not_json}"],
     "qtwargame: {not_json}: not the JSON of an ai-forks run (line 1, column 1: not JSON: "
     "Expecting value)",
     "qtwargame: {not_json}: ai-forks の実行結果のJSONではありません（1行1列：JSONとして正しく"
     "ありません：Expecting value）"),
    (["ai-forks", "river_crossing", "--side", "red", "--turn", "5", "--positions",
      "{not_json}/positions"],
     "qtwargame: {not_json}/positions: cannot write: Not a directory",
     "qtwargame: {not_json}/positions: 書き込めません：パスの途中がフォルダではありません"),
    (["ai-forks", "river_crossing", "--side", "red", "--turn", "5", "--levels", "greedy,random",
      "--games", "1", "--forks", "1", "--budget", "generations=2"],
     "qtwargame: --budget: Random (random) has no search budget, not 'generations=2'",
     "qtwargame: --budget：ランダム（random）には探索の予算がありません。「generations=2」は使えません"),
    (["tune", "river_crossing", "--seed", "20000"],
     "qtwargame: seeds 20000-20239 overlap the held-out range 20000-29999, where strength is "
     "measured and which is never tuned on",
     "qtwargame: シード20000-20239が取り置きの範囲20000-29999と重なっています（この範囲は"
     "強さの測定に使い、調整には決して使いません）"),
    (["tune", "river_crossing", "--level", "oep", "--opponent", "random", "--iterations", "1",
      "--pairs", "1", "--weights", "material", "--validate", "-1"],
     "qtwargame: --validate must be 0 or more, not -1",
     "qtwargame: --validateは0以上にしてください（-1が指定されました）"),
    (["tune", "river_crossing", "--weights", "attack,speed"],
     "qtwargame: --weights: no tunable weight speed (weights: material, supply, objective, ",
     "qtwargame: --weights：調整できる重みにspeedはありません（重み：material, supply, "),
    (["tune", "river_crossing", "--level", "oep", "--opponent", "random", "--iterations", "1",
      "--pairs", "1", "--weights", "material", "--json", "{missing}"],
     "qtwargame: {missing}: cannot write: No such file or directory",
     "qtwargame: {missing}: 書き込めません：そのようなファイルもフォルダもありません"),
    (["bench", "river_crossing", "--ai", "expert"],
     "qtwargame: unknown level 'expert' (levels: random, greedy, oep, oep_strong)",
     "qtwargame: 不明なレベル「expert」です（レベル：random, greedy, oep, oep_strong）"),
], ids=["ladder-scenario", "ladder-levels", "ladder-pairs", "ladder-budget-field",
        "ladder-budget-random", "ladder-weight-random", "ladder-json", "forks-side",
        "forks-turn", "forks-against-missing", "forks-against-not-json", "forks-positions",
        "forks-budget-random", "tune-held-out", "tune-validate",
        "tune-weights", "tune-json", "bench-level"])
def test_a_refusal_says_what_is_wrong_in_the_readers_language(argv, english, japanese,
                                                               tmp_path, capsys):
    """Each was English under --lang ja; an unwritable --json was a FileNotFoundError
    traceback after the games (the tuning's after its first batch), a --positions folder
    that cannot be made a NotADirectoryError traceback after the first position was played,
    an --against file the system would not open 'not the JSON of an ai-forks run ([Errno 2]
    ...)'."""
    (tmp_path / "not.json").write_text("", encoding="utf-8")
    paths = {"missing": str(tmp_path / "no" / "out.json"), "not_json": str(tmp_path / "not.json")}
    argv = [a.format(**paths) for a in argv]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith(english.format(**paths)) and "Traceback" not in err
    assert main([*argv, "--lang", "ja"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(japanese.format(**paths)) and "Traceback" not in err
    assert not (tmp_path / "no").exists()


def test_tune_refuses_to_write_into_a_broken_weights_file_before_the_games(monkeypatch,
                                                                           tmp_path, capsys):
    """``tune --write`` over a weights file that is not one played the whole search and then
    ended in a WeightsError traceback, in English."""
    from qtwargame.ai import weights

    played = []
    monkeypatch.setattr(weights, "weights_dir", lambda: tmp_path)
    monkeypatch.setattr(tuning, "play_batch", lambda *a, **kw: played.append(a) or (1, 0, 2))
    weights.forget()
    broken = tmp_path / "classic.json"
    argv = ["tune", "river_crossing", "--level", "oep", "--iterations", "1", "--pairs", "1",
            "--weights", "attack", "--write"]
    try:
        broken.write_text('{"format": 1,\n "levels": [}', encoding="utf-8")
        assert main(argv) == 2
        assert capsys.readouterr().err == (
            f"qtwargame: {broken}: line 2, column 13: Expecting value\n")
        assert main([*argv, "--lang", "ja"]) == 2
        assert capsys.readouterr().err == (
            f"qtwargame: {broken}: 2行13列：JSONとして正しくありません（Expecting value）\n")
        broken.write_text('{"format": 1, "levels": {"oep": {"speed": 1}}}', encoding="utf-8")
        assert main([*argv, "--lang", "ja"]) == 2
        assert capsys.readouterr().err.startswith(
            f"qtwargame: {broken}: levels.oep.speed：そのような重みはありません（重み：points, ")
        assert played == []  # refused before the first batch
        assert broken.read_text(encoding="utf-8") == (
            '{"format": 1, "levels": {"oep": {"speed": 1}}}')
    finally:
        weights.forget()
