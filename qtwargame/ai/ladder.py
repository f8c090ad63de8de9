"""Measuring strength: computer-vs-computer games on paired seeds with sides swapped.

``qtwargame ai-ladder SCENARIO --pairs N --levels A,B[,C...]`` plays, for every pair of
levels and every seed, two games: A on the first side against B, then the sides swapped,
both on the same seed (same weather, same dice stream at the start). A level's score
against another is its wins out of all those games, with a Wilson 95% interval. Players
see only their view (``engine.view.view_for``); every action they return is applied
through ``game.apply``, so an illegal one would stop the game with an error.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any, TypedDict

from qtwargame.ai.weights import GENERIC, declared, tuned
from qtwargame.ai.world import derive_seed
from qtwargame.cli_words import T
from qtwargame.engine.actions import Action
from qtwargame.engine.game import Game, LogEntry
from qtwargame.engine.state import GameState
from qtwargame.engine.view import seat_game, view_for

if TYPE_CHECKING:
    from qtwargame.ai.players import Player
    from qtwargame.cli_words import Reader

#: Most actions in one game before it is called runaway (a draw, reported).
GAME_ACTION_CAP = 20_000


@dataclass
class GameRecord:
    seed: int
    players: dict[str, str]  # side -> level
    winner: str | None
    level: str
    turns: int
    actions: int
    seconds: float
    #: level -> CPU seconds of each of its sides' shares of a phase (:func:`play_game`)
    phase_seconds: dict[str, list[float]] = field(default_factory=dict)
    vp: dict[str, int] = field(default_factory=dict)  # final victory points
    #: level -> decisions its safety nets cut short (``Player.time_capped``)
    time_capped: dict[str, int] = field(default_factory=dict)


def measured(players: dict[str, Player]) -> dict[str, Player]:
    """Players for a measurement: their safety nets (``max_seconds``, ``phase_seconds``)
    read the process's CPU time instead of the wall clock, so other processes on the
    machine neither cut their searches short nor change the games a seed gives."""
    for p in players.values():
        if hasattr(p, "clock"):
            p.clock = time.process_time
    return players


def play_game(game: Game, players: dict[str, Player], seed: int,
              on_action: Callable[[GameState, Action, list[LogEntry]], None] | None = None,
              from_state: GameState | None = None) -> GameRecord:
    """One whole game; ``players`` maps each side to a Player. ``from_state``: play on
    from this position of the game of ``seed`` instead (``qtwargame.ai.forks``); the
    record then counts the actions and seconds from there.

    ``phase_seconds``: for each level, the CPU seconds of each side's share of each phase,
    its ``choose`` calls counted together even where the other side's answers come between
    them (a combat phase), as the phase safety net and ``qtwargame bench`` count them."""
    state = from_state if from_state is not None else game.new_state(seed)[0]
    start = time.perf_counter()
    n = 0
    levels: dict[tuple[int, str, str, str], str] = {}  # a side's share of a phase -> level
    shares: dict[tuple[int, str, str, str], float] = {}  # -> its CPU seconds
    while not state.over and n < GAME_ACTION_CAP:
        side = state.to_act
        legal = game.legal_actions(state)
        player = players[side]
        key = (state.turn, state.phase, state.active, side)
        levels.setdefault(key, player.level)
        t = time.process_time()
        action = player.choose(seat_game(game, side), view_for(game, state, side), legal)
        shares[key] = shares.get(key, 0.0) + time.process_time() - t
        state, entries = game.apply(state, action)
        if on_action is not None:
            on_action(state, action, entries)
        n += 1
    phase_t: dict[str, list[float]] = {}
    for key, seconds in shares.items():
        phase_t.setdefault(levels[key], []).append(seconds)
    r = state.result
    capped: dict[str, int] = {}
    for p in players.values():
        capped[p.level] = capped.get(p.level, 0) + getattr(p, "time_capped", 0)
    return GameRecord(seed, {s: p.level for s, p in players.items()},
                      r.winner if r else None, r.level if r else "unfinished",
                      state.turn, n, round(time.perf_counter() - start, 2), phase_t,
                      dict(game.ruleset.victory_points(game, state)), capped)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of a proportion (95% with the default z)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class Job:
    scenario: str
    options: tuple[tuple[str, object], ...]
    levels: dict[str, str]  # side -> level
    seed: int
    opts: tuple[tuple[str, tuple[tuple[str, object], ...]], ...] = ()  # level -> options
    #: The players' own random stream: 0 gives each player the seed it always had; another
    #: number gives the same games (same seed, same dice at the start) to players that
    #: sample other worlds and plans, to measure how much a result owes to their luck.
    player_seed: int = 0


class LadderResult(TypedDict):
    """One level against another over all their games (:func:`summarize`)."""

    level: str
    opponent: str
    games: int
    wins: int
    draws: int
    score: float
    wilson95: list[float]
    wins_by_side: dict[str, str]  # side -> "wins/games" of ``level`` on that side
    mean_vp_by_side: dict[str, float]
    mean_margin: float
    margin_se: float
    median_phase_s: float
    p90_phase_s: float
    mean_game_s: float
    time_capped: int


def seed_of_player(job: Job, side: str, level: str) -> int:
    """The seed of ``side``'s player (of ``level``) in ``job``."""
    if job.player_seed:
        return derive_seed(job.seed, side, level, "players", job.player_seed)
    return derive_seed(job.seed, side, level)


def run_job(job: Job) -> GameRecord:
    from qtwargame.ai import make_player
    from qtwargame.scenario.catalog import load

    game = Game(load(job.scenario), dict(job.options))
    extra = dict(job.opts)
    players = measured({side: make_player(lv, side, seed_of_player(job, side, lv),
                                          **dict(extra.get(lv, ())))
                        for side, lv in job.levels.items()})
    return play_game(game, players, job.seed)


def jobs_for(scenario: str, sides: Sequence[str], a: str, b: str, pairs: int, seed: int,
             options: dict[str, object] | None = None,
             opts: Mapping[str, Mapping[str, Any]] | None = None, player_seed: int = 0) -> list[Job]:
    opt = tuple(sorted((options or {}).items()))
    lv_opts = tuple((k, tuple(sorted(v.items()))) for k, v in sorted((opts or {}).items()))
    out = []
    for i in range(pairs):
        s = seed + i
        out.append(Job(scenario, opt, {sides[0]: a, sides[1]: b}, s, lv_opts, player_seed))
        out.append(Job(scenario, opt, {sides[0]: b, sides[1]: a}, s, lv_opts, player_seed))
    return out


def summarize(records: list[GameRecord], a: str, b: str) -> LadderResult:
    n = len(records)
    wins = sum(1 for r in records if r.winner is not None and r.players.get(r.winner) == a)
    draws = sum(1 for r in records if r.winner is None)
    low, high = wilson(wins + draws / 2, n)
    phases = [t for r in records for t in r.phase_seconds.get(a, [])]
    by_side: dict[str, list[int]] = {}
    vp_by_side: dict[str, list[float]] = {}
    margins: list[float] = []
    for r in records:
        side_a = next(s for s, lv in r.players.items() if lv == a)
        by_side.setdefault(side_a, [0, 0])
        by_side[side_a][0] += int(r.winner == side_a)
        by_side[side_a][1] += 1
        vp_by_side.setdefault(side_a, []).append(float(r.vp.get(side_a, 0)))
        margins.append(margin(r, side_a))
    return {
        "level": a, "opponent": b, "games": n, "wins": wins, "draws": draws,
        "score": round((wins + draws / 2) / n, 3) if n else 0.0,
        "wilson95": [round(low, 3), round(high, 3)],
        "wins_by_side": {s: f"{w}/{m}" for s, (w, m) in sorted(by_side.items())},
        "mean_vp_by_side": {s: round(sum(v) / len(v), 2) for s, v in sorted(vp_by_side.items())},
        "mean_margin": round(statistics.fmean(margins), 2) if margins else 0.0,
        "margin_se": (round(statistics.stdev(margins) / math.sqrt(len(margins)), 2)
                      if len(margins) > 1 else 0.0),
        "median_phase_s": round(statistics.median(phases), 3) if phases else 0.0,
        "p90_phase_s": round(sorted(phases)[int(0.9 * (len(phases) - 1))], 3) if phases else 0.0,
        "mean_game_s": round(sum(r.seconds for r in records) / n, 1) if n else 0.0,
        "time_capped": sum(r.time_capped.get(a, 0) for r in records),
    }


def margin(r: GameRecord, side: str) -> float:
    """``side``'s victory points minus the other sides' at the end of the game: a
    measure that moves with every point, where a win moves only at the victory line (in
    Blitzkrieg to Moscow 2 only the Germans score, so a Soviet margin is minus theirs)."""
    return float(r.vp.get(side, 0)) - sum(float(v) for s, v in r.vp.items() if s != side)


def ladder(scenario: str, levels: Sequence[str], pairs: int, seed: int = 1, jobs: int = 1,
           options: dict[str, object] | None = None, opts: Mapping[str, Mapping[str, Any]] | None = None,
           progress: Callable[[str], None] | None = None,
           games: list[GameRecord] | None = None, player_seed: int = 0,
           say: Reader | None = None) -> list[LadderResult]:
    """Every level against every weaker one in ``levels`` (strongest last); each game's
    record is appended to ``games`` if given. ``progress`` gets each game's line in the
    words of ``say`` (English without it) and each pairing's result as JSON."""
    from qtwargame.scenario.catalog import load

    sc = load(scenario)
    sides = [s.id for s in sc.sides]
    names = say.names(sc) if say is not None else None
    results: list[LadderResult] = []
    for i, j in itertools.combinations(range(len(levels)), 2):
        a, b = levels[j], levels[i]  # the stronger first
        todo = jobs_for(scenario, sides, a, b, pairs, seed, options, opts, player_seed)
        records: list[GameRecord] = []
        if jobs > 1:
            with ProcessPoolExecutor(jobs) as pool:
                for r in pool.map(run_job, todo):
                    records.append(r)
                    if progress:
                        progress(_line(r, say, names))
        else:
            for job in todo:
                r = run_job(job)
                records.append(r)
                if progress:
                    progress(_line(r, say, names))
        results.append(summarize(records, a, b))
        if games is not None:
            games.extend(records)
        if progress:
            progress(json.dumps(results[-1]))
    return results


def _line(r: GameRecord, say: Reader | None = None,
          names: Mapping[str, str] | None = None) -> str:
    """One game's progress line in the words of ``say`` (English without it), the sides
    by ``names`` (their ids without them) and the levels by name; the decisions a net cut
    are named on it, so a run stopped before its summary still tells which of its games
    were not reproducible."""
    from qtwargame.cli_words import DRAW, Reader, joined

    say = say or Reader()
    names = names or {}
    who = joined(say, (say(T("{side}={level}", side=names.get(s, s), level=say.level(lv)))
                       for s, lv in r.players.items()))
    vp = joined(say, (f"{names.get(s, s)} {v}" for s, v in r.vp.items()))
    cut = joined(say, (f"{say.level(lv)} {n}" for lv, n in sorted(r.time_capped.items()) if n))
    winner = names.get(r.winner, r.winner) if r.winner else say(DRAW)
    return (say(T("seed {seed} {players}: winner {winner} ({result}), points {points}, "
                  "{actions:# action|# actions}, {seconds}s", seed=r.seed, players=who,
                  winner=winner, result=say.result(r.level), points=vp, actions=r.actions,
                  seconds=r.seconds))
            + (say(T(", decisions cut by a net: {cut}", cut=cut)) if cut else ""))


def markdown(scenario: str, results: list[LadderResult], say: Reader | None = None,
             names: Mapping[str, str] | None = None) -> str:
    """The ladder's table (Markdown) in the words of ``say`` (English without it):
    ``scenario`` heads it (its title), the levels by name, the sides by ``names``."""
    from qtwargame.cli_words import Reader, joined

    say = say or Reader()
    names = names or {}
    heads = [scenario, say(T("vs")), say(T("games")), say(T("wins")), say(T("score")),
             say(T("Wilson 95%")), say(T("wins by side")), say(T("points margin")),
             say(T("median s/phase"))]
    lines = ["| " + " | ".join(heads) + " |", "|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        by_side = joined(say, (f"{names.get(k, k)} {v}" for k, v in r["wins_by_side"].items()))
        lines.append(f"| {say.level(r['level'])} | {say.level(r['opponent'])} | {r['games']} | "
                     f"{r['wins']} | {r['score']:.2f} | "
                     f"{r['wilson95'][0]:.2f}–{r['wilson95'][1]:.2f} | {by_side} | "
                     f"{r['mean_margin']:+.2f} ± {r['margin_se']:.2f} | "
                     f"{r['median_phase_s']} |")
    return "\n".join(lines)


def budget_number(value: str) -> int | float | None:
    """The number of a ``--budget`` option's ``FIELD=N`` (a float if it has a point), or
    None if ``value`` is not one."""
    if not value.lstrip("-").replace(".", "").isdigit():
        return None
    return float(value) if "." in value else int(value)


def weight_number(value: str) -> float | None:
    """The number of a ``--weight`` option's ``NAME=N``, or None if ``value`` is not a
    finite number."""
    try:
        number = float(value)
    except ValueError:
        return None
    return number if math.isfinite(number) else None


def main(args: argparse.Namespace) -> int:
    """The ``ai-ladder`` verb (see ``qtwargame.cli``): the games' lines and the table in
    the reader's words (``--lang``), the JSON with ids."""
    from qtwargame.ai import level, level_ids
    from qtwargame.ai.players import SETTING_KINDS
    from qtwargame.cli_common import output_problem
    from qtwargame.cli_words import Reader

    say = Reader.of(args)

    def fail(msg: Any) -> int:
        print(f"qtwargame: {say(msg)}", file=sys.stderr)
        return 2

    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    unknown = [x for x in levels if x not in level_ids()]
    if unknown:
        return fail(T("--levels needs two or more of {levels} (unknown: {unknown})",
                      levels=", ".join(level_ids()), unknown=", ".join(unknown)))
    if len(levels) < 2:
        return fail(T("--levels needs two or more of {levels}", levels=", ".join(level_ids())))
    if args.pairs <= 0:
        return fail(T("{option} must be at least 1, not {n}", option="--pairs", n=args.pairs))
    opts: dict[str, dict[str, Any]] = {}
    fields = (*SETTING_KINDS, "max_seconds", "phase_seconds")  # what make_player takes
    for spec in args.budget or ():
        lv, _, rest = spec.partition(":")
        key, _, value = rest.partition("=")
        number = budget_number(value)
        if lv not in level_ids() or key not in fields or number is None:
            return fail(T("--budget wants LEVEL:FIELD=NUMBER with FIELD one of {fields}, not "
                          "'{given}'", fields=", ".join(fields), given=spec))
        if level(lv).settings is None and key in SETTING_KINDS:  # else a TypeError in a game
            return fail(T("--budget: {level} ({id}) has no search budget, not '{given}'",
                          level=say.level(lv), id=lv, given=spec))
        opts.setdefault(lv, {})[key] = number
    names: Mapping[str, float] = GENERIC
    given: dict[str, dict[str, float]] = {}  # level -> weight -> value
    scenario_game: Game | None = None
    if getattr(args, "weight", None):
        from qtwargame.scenario.catalog import load

        scenario_game = Game(load(args.scenario))
        names = declared(scenario_game)
    for spec in getattr(args, "weight", None) or ():
        lv, _, rest = spec.partition(":")
        key, _, value = rest.partition("=")
        weight = weight_number(value)
        if lv not in level_ids() or key not in names or weight is None:
            return fail(T("--weight wants LEVEL:NAME=NUMBER with NAME one of {names}, not "
                          "'{given}'", names=", ".join(names), given=spec))
        if level(lv).settings is None:  # else a TypeError in the first game
            return fail(T("--weight: {level} ({id}) weighs no positions, not '{given}'",
                          level=say.level(lv), id=lv, given=spec))
        given.setdefault(lv, {})[key] = weight
    problem = output_problem(args.json, say) if args.json else None
    if problem is not None:  # said now, not after the games
        print(f"qtwargame: {problem}", file=sys.stderr)
        return 2
    for lv, weights in given.items():
        # the named weights change; the level's others stay as tuned for this ruleset
        base = (tuned(scenario_game, lv) if scenario_game is not None else None) or {}
        opts.setdefault(lv, {})["weights"] = tuple(sorted({**base, **weights}.items()))
    quiet = args.quiet
    records: list[GameRecord] = []
    stream = args.player_seed
    results = ladder(args.scenario, levels, args.pairs, args.seed, args.jobs, opts=opts,
                     progress=None if quiet else (lambda s: print(s, flush=True)),
                     games=records, player_seed=stream, say=say)
    from qtwargame.scenario.catalog import load

    sc = load(args.scenario)
    print(markdown(sc.title.get(say.lang) or sc.title.en, results, say, say.names(sc)))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"scenario": args.scenario, "pairs": args.pairs, "seed": args.seed,
                       "player_seed": stream,
                       "budgets": opts, "results": results,
                       "games": [{"seed": r.seed, "players": r.players, "winner": r.winner,
                                  "level": r.level, "turns": r.turns, "vp": r.vp}
                                 for r in records]}, f, indent=1)
    return 0


__all__ = ["play_game", "measured", "wilson", "ladder", "summarize", "margin", "markdown",
           "GameRecord", "Job", "run_job", "jobs_for", "seed_of_player", "asdict",
           "budget_number", "weight_number"]
