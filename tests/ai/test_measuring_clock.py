"""Measurements (the ladder, tournaments) give the same games on a busy machine as on an
idle one: the players' safety nets read the process's CPU time there, and the ladder
reports how many decisions a safety net cut short."""

from __future__ import annotations

import time

from qtwargame.ai import make_player
from qtwargame.ai.ladder import GameRecord, _line, margin, measured, play_game, summarize
from qtwargame.engine.actions import EndPhase
from qtwargame.engine.game import Game
from qtwargame.tournament import players as tournament_players
from tests.ai.scenarios import load


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


def test_each_games_progress_line_names_the_decisions_a_net_cut():
    clean = GameRecord(4, {"axis": "greedy", "allied": "oep"}, "axis", "victory", 11, 1400, 70.5,
                       vp={"axis": 3, "allied": 2}, time_capped={"greedy": 0, "oep": 0})
    assert _line(clean) == ("seed 4 axis=Greedy, allied=Planner: winner axis (victory), points "
                            "axis 3, allied 2, 1400 actions, 70.5s")
    clean.time_capped = {"greedy": 0, "oep": 2}
    assert _line(clean).endswith("70.5s, decisions cut by a net: Planner 2")


def test_ladder_summary_gives_the_mean_points_margin_of_the_level_with_its_standard_error():
    # Blitzkrieg to Moscow 2: only the Germans score. The planner's German games end 12 and
    # 8 points, its Soviet games with the Germans on 9 and 11.
    records = [GameRecord(s, p, w, "victory", 6, 400, 30.0, vp={"german": v, "soviet": 0})
               for s, p, w, v in [
                   (1, {"german": "oep_strong", "soviet": "greedy"}, "german", 12),
                   (2, {"german": "oep_strong", "soviet": "greedy"}, "soviet", 8),
                   (1, {"german": "greedy", "soviet": "oep_strong"}, "soviet", 9),
                   (2, {"german": "greedy", "soviet": "oep_strong"}, "german", 11)]]
    got = summarize(records, "oep_strong", "greedy")
    # Margins 12, 8, -9, -11: mean 0.0; sample deviation sqrt(410 / 3) = 11.690, over 2.
    assert (got["mean_margin"], got["margin_se"]) == (0.0, 5.85)
    assert got["mean_vp_by_side"] == {"german": 10.0, "soviet": 0.0}
    assert margin(records[2], "soviet") == -9.0


class _Counted:
    """A random player under another level's name that notes the phase key (turn, phase,
    side whose phase it is, side to act) of each decision."""

    def __init__(self, level: str, side: str, seed: int, keys: list) -> None:
        self.level = level
        self.inner = make_player("random", side, seed)
        self.keys = keys

    def choose(self, game, view, legal):
        self.keys.append((self.level, (view.turn, view.phase, view.active, self.inner.side)))
        return self.inner.choose(game, view, legal)


def test_a_game_record_counts_a_sides_share_of_a_phase_together_on_the_cpu_clock(monkeypatch):
    # Blitzkrieg to Moscow 2's combat phases interleave the attacker's declarations with the
    # defender's answers (11.3: active or passive defence, cards): the attacker's share of
    # the phase is one figure, as the phase safety net and `qtwargame bench` count it. The
    # clock is a fake CPU clock that ticks one second per reading, so each decision takes
    # exactly one second.
    ticks = iter(range(1_000_000))
    monkeypatch.setattr(time, "process_time", lambda: float(next(ticks)))
    game = Game(load("blitzkrieg_moscow_2"))
    keys: list = []
    players = {s: _Counted("greedy" if i == 0 else "oep", s, i + 1, keys)
               for i, s in enumerate(game.sides)}
    record = play_game(game, players, seed=3)
    shares: dict = {}
    for level, key in keys:
        shares.setdefault(level, {}).setdefault(key, 0.0)
        shares[level][key] += 1.0
    assert record.phase_seconds == {lv: list(by_key.values()) for lv, by_key in shares.items()}
    # the game did interleave: some side's share of a phase came in more than one run
    runs = sum(1 for a, b in zip(keys, keys[1:]) if a != b) + 1
    assert runs > sum(len(v) for v in shares.values())
    assert sum(sum(v) for v in record.phase_seconds.values()) == record.actions
