"""``qtwargame ai-forks``: endings played from saved positions pair fork by fork."""

from __future__ import annotations

import argparse
import json

import pytest

from qtwargame.ai import forks
from qtwargame.engine import savegame

SPEC = forks.ForkSpec("river_crossing", "blue", "greedy", "random", turn=5, forks=2)


def test_a_position_is_a_save_where_the_side_first_acts_in_the_turn(tmp_path):
    history = forks.position(SPEC, 8000, tmp_path)
    state = history.state
    assert (state.turn, state.active, state.pending) == (5, "blue", None)
    path = forks.position_path(tmp_path, SPEC, 8000)
    assert path.name == "river_crossing-blue-greedy-random-t5-8000.qtwsave"
    loaded, saved = savegame.load(path)
    assert len(saved.actions) == len(history.actions)
    assert loaded.game.hash(loaded.state) == history.game.hash(state)
    # The position before it: blue had not yet acted in turn 5.
    before = list(history.walk())[-1][1]
    assert not forks.reached(before, SPEC)


def test_endings_from_the_saved_positions_are_the_same_endings(tmp_path):
    first = forks.run(SPEC, [8000, 8001], tmp_path)
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["river_crossing-blue-greedy-random-t5-8000.qtwsave",
                     "river_crossing-blue-greedy-random-t5-8001.qtwsave"]
    again = forks.run(SPEC, [8000, 8001], tmp_path)
    assert [(r["seed"], r["fork"]) for r in first] == [(8000, 0), (8000, 1), (8001, 0), (8001, 1)]
    assert [(r["digest"], r["vp"], r["winner"]) for r in again] == [
        (r["digest"], r["vp"], r["winner"]) for r in first]
    pair = forks.paired(again, first, "blue")
    assert pair == {"pairs": 4, "wins": pair["wins"], "wins_against": pair["wins"],
                    "mean_difference": 0.0, "difference_se": 0.0, "same": 4}
    # Each fork's players have their own seeds.
    assert forks.fork_seed(8000, "blue", "greedy", 0) != forks.fork_seed(8000, "blue", "greedy", 1)


def test_the_measured_levels_options_change_the_endings_not_the_positions(tmp_path):
    base = forks.run(SPEC, [8000], tmp_path)
    path = forks.position_path(tmp_path, SPEC, 8000)
    saved = path.read_bytes()
    changed = forks.ForkSpec(SPEC.scenario, SPEC.side, SPEC.level, SPEC.opponent, SPEC.turn,
                             SPEC.forks, (("width", 1),))
    other = forks.run(changed, [8000], tmp_path)
    assert path.read_bytes() == saved
    assert [r["digest"] for r in other] != [r["digest"] for r in base]


def record(seed, fork, winner, margin, digest="d"):
    return {"seed": seed, "fork": fork, "winner": winner, "vp": {}, "margin": margin,
            "actions": 1, "digest": digest, "slowest_phase_s": 0.5 * fork,
            "time_capped": fork}


def test_paired_differences_fork_by_fork():
    mine = [record(1, 0, "blue", 3.0, "a"), record(1, 1, "red", -1.0, "b"),
            record(2, 0, "blue", 2.0, "c")]
    theirs = [record(1, 0, "blue", 1.0, "a"), record(1, 1, "blue", 1.0, "x"),
              record(3, 0, "blue", 9.0, "c")]
    # Pairs: (1, 0) +2 the same ending, (1, 1) -2; seed 2 has no partner.
    assert forks.paired(mine, theirs, "blue") == {
        "pairs": 2, "wins": 1, "wins_against": 2, "mean_difference": 0.0,
        "difference_se": 2.0, "same": 1}
    assert forks.summarize(mine, "blue") == {
        "forks": 3, "wins": 2, "draws": 0, "mean_margin": 1.333, "margin_se": 1.202,
        "slowest_phase_s": 0.5, "time_capped": 1}


def args(**given):
    base = {"scenario": "river_crossing", "side": "blue", "levels": "random,greedy", "turn": 5,
            "games": 1, "seed": 8000, "forks": 1, "positions": None, "budget": None,
            "weight": None, "against": None, "jobs": 1, "json": None, "quiet": True}
    return argparse.Namespace(**{**base, **given})


@pytest.mark.parametrize(("given", "message"), [
    ({"side": "green"}, "--side must be one of Blue (blue), Red (red), not 'green'"),
    ({"turn": 7}, "--turn must be a turn of the scenario, 1 to 6"),
    ({"levels": "greedy"}, "--levels wants OPPONENT,LEVEL"),
    ({"weight": ["nosuch=1"]}, "--weight wants NAME=NUMBER"),
    ({"budget": ["width=x"]}, "--budget wants FIELD=NUMBER"),
])
def test_bad_arguments_are_named(given, message, capsys):
    assert forks.main(args(**given)) == 2
    assert message in capsys.readouterr().err


def test_the_command_writes_and_pairs_its_json(tmp_path, capsys):
    out = tmp_path / "a.json"
    assert forks.main(args(positions=str(tmp_path / "pos"), json=str(out))) == 0
    data = json.loads(out.read_text())
    assert (data["side"], data["level"], data["opponent"], data["turn"]) == (
        "blue", "greedy", "random", 5)
    assert [(r["seed"], r["fork"]) for r in data["forks"]] == [(8000, 0)]
    capsys.readouterr()
    assert forks.main(args(positions=str(tmp_path / "pos"), against=str(out))) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert json.loads(lines[-1])["same"] == 1
    bad = tmp_path / "bad.json"
    bad.write_text("[]")
    assert forks.main(args(against=str(bad))) == 2
    assert f"{bad}: not the JSON of an ai-forks run" in capsys.readouterr().err
    bad.write_text('{"forks": [{"seed": 8000, "fork": 0}]}')
    assert forks.main(args(against=str(bad))) == 2
    assert (f"{bad}: not the JSON of an ai-forks run ($.forks[0] lacks one of seed, fork, "
            "winner, margin, digest)") in capsys.readouterr().err


def test_a_kept_position_that_is_not_a_save_is_named(tmp_path, capsys):
    folder = tmp_path / "pos"
    folder.mkdir()
    path = forks.position_path(folder, SPEC, 8000)
    path.write_text('{"format": "something else"}')
    assert forks.main(args(positions=str(folder))) == 2
    err = capsys.readouterr().err
    assert str(path) in err and "not a qtwargame saved game" in err
