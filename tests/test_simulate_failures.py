"""``qtwargame simulate`` reports a failed game (its seed, the action's index and why) and
goes on with the next game: a save that does not replay or a crash never ends the run with
a traceback."""

from __future__ import annotations

import dataclasses
import json

from qtwargame import simulate
from qtwargame.cli import main
from qtwargame.engine import savegame
from qtwargame.engine.game import Game
from qtwargame.scenario.io import load_scenario
from tests.conftest import SCENARIOS


def river_crossing() -> Game:
    return Game(load_scenario(SCENARIOS / "river_crossing.json"))


def _tamper_parse(monkeypatch, index: int) -> None:
    """Saves read back with action ``index`` played by the other side (so the replay
    refuses it, as a stale cache once made a live game accept a move its replay refused)."""
    real = savegame.parse

    def parse(data, where):
        saved = real(data, where)
        actions = [dict(a) for a in saved.actions]
        sides = {a["side"] for a in actions if "side" in a}
        a = actions[index]
        a["side"] = next(s for s in sorted(sides) if s != a["side"])
        return dataclasses.replace(saved, actions=actions)

    monkeypatch.setattr(simulate.savegame, "parse", parse)


def test_a_save_that_does_not_replay_fails_the_game_with_its_index_and_reason(monkeypatch):
    clean = simulate.play_one(river_crossing, seed=1)
    assert clean.failure is None and clean.violations == []
    _tamper_parse(monkeypatch, 3)
    r = simulate.play_one(river_crossing, seed=1)
    assert (r.seed, r.actions, r.winner) == (1, clean.actions, clean.winner)
    assert r.failure is not None
    assert r.failure.startswith("round trip: action index 3 (")
    assert "refused on replay:" in r.failure
    assert r.violations == [r.failure]
    assert simulate.summarize([clean, r])["failed_seeds"] == [1]


def test_a_crash_mid_game_fails_that_game_naming_the_action_and_the_error():
    def crashing() -> Game:
        game = river_crossing()
        real, calls = game.ruleset.apply, [0]

        def apply(ctx, action):
            calls[0] += 1
            if calls[0] == 5:
                raise RuntimeError("boom")
            return real(ctx, action)

        game.ruleset = type(game.ruleset)()  # its own instance: the registered one stays whole
        game.ruleset.apply = apply
        return game

    r = simulate.play_one(crashing, seed=2, check=False)
    assert r.failure is not None
    assert r.failure.startswith("action index ")
    assert "crashed: RuntimeError: boom at test_simulate_failures.py:" in r.failure
    assert r.level == "unfinished" and r.violations == [r.failure]


def test_simulate_reports_the_failed_game_and_carries_on(monkeypatch, capsys):
    _tamper_parse(monkeypatch, 2)
    assert main(["simulate", "river_crossing", "--games", "2", "--seed", "1"]) == 1
    out = capsys.readouterr().out.splitlines()
    games = [line for line in out if line.startswith("game ")]
    assert len(games) == 2 and all(line.endswith("FAILED") for line in games)
    assert "seed 1 " in games[0] and "seed 2 " in games[1]
    assert sum("round trip: action index 2 (" in line for line in out) == 2
    summary = json.loads(out[-1])
    assert summary["games"] == 2 and summary["failed_seeds"] == [1, 2]
