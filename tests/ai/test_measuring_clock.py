"""Measurements (the ladder, tournaments) give the same games on a busy machine as on an
idle one: the players' safety nets read the process's CPU time there, and the ladder
reports how many decisions a safety net cut short."""

from __future__ import annotations

import time

from qtwargame.ai import make_player
from qtwargame.ai.ladder import GameRecord, measured, play_game, summarize
from qtwargame.engine.actions import EndPhase
from qtwargame.engine.game import Game
from qtwargame.scenario.catalog import load
from qtwargame.tournament import players as tournament_players


def test_ladder_players_read_cpu_time_not_the_wall_clock():
    players = measured({"axis": make_player("oep_strong", "axis", 1),
                        "soviet": make_player("greedy", "soviet", 2)})
    assert players["axis"].clock is time.process_time
    assert players["soviet"].clock is time.process_time
    # the play window keeps the wall clock: a person waits in wall-clock seconds
    assert make_player("oep_strong", "axis", 1).clock is time.perf_counter


def test_tournament_players_read_cpu_time_not_the_wall_clock():
    assert tournament_players.make_player("greedy", "axis", 5).clock is time.process_time


class _Ender:
    """Ends every phase at once; counts itself cut short at each decision."""

    def __init__(self, level: str) -> None:
        self.level = level
        self.time_capped = 0

    def choose(self, game, view, legal):
        self.time_capped += 1
        return next((a for a in legal if isinstance(a, EndPhase)), legal[0])


def test_a_game_record_counts_the_cut_decisions_by_level():
    game = Game(load("river_crossing"))
    players = {s: _Ender("greedy" if i == 0 else "oep") for i, s in enumerate(game.sides)}
    record = play_game(game, players, seed=3)
    first, second = (players[s] for s in game.sides)
    assert record.time_capped == {"greedy": first.time_capped, "oep": second.time_capped}
    assert first.time_capped > 0 and record.actions == first.time_capped + second.time_capped


def test_ladder_summary_adds_up_the_strong_levels_cut_decisions():
    records = [GameRecord(1, {"axis": "oep_strong", "soviet": "greedy"}, "axis", "victory", 7, 900, 40.0,
                          time_capped={"oep_strong": 2, "greedy": 5}),
               GameRecord(1, {"axis": "greedy", "soviet": "oep_strong"}, "axis", "victory", 7, 950, 42.0,
                          time_capped={"oep_strong": 1})]
    got = summarize(records, "oep_strong", "greedy")
    assert got["time_capped"] == 3
    assert (got["wins"], got["wins_by_side"]) == (1, {"axis": "1/1", "soviet": "0/1"})
