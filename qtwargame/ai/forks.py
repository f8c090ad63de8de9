"""Measuring a late-game change: many endings played from the same positions.

``qtwargame ai-forks SCENARIO --side SIDE --levels OPPONENT,LEVEL --turn T`` plays, for
each seed, the ladder's game of LEVEL on SIDE against OPPONENT (``ladder.Job``, player
stream 0, the levels as shipped) up to the first position of turn T where SIDE is to act
with no decision pending, and saves that position. From each position it then plays
``--forks`` endings, each with players seeded for that fork, the rest of the game on the
position's own dice. A change to how LEVEL plays (``--weight``, ``--budget``, or the code
of another checkout given the same ``--positions`` folder) then meets the very same
positions and the same dice and players' streams, so each fork pairs with the same fork of
another run (``--against``), and their difference is what the change did from turn T on.

Why: two whole games of the same seed differ from the first decision the change touches,
so a whole-game difference carries every earlier turn's spread as well (Blitzkrieg to
Moscow 2's last turn: about 1.7 points a game between players that differ in the last
German half only; a fork pair from the start of that half, about 0.8), and a fork costs
only the turns it plays.

The positions are saves (``.qtwsave``: the scenario, the seed and the actions, replayed by
the rules when loaded), never pickles: a folder of positions is data another checkout can
read.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import statistics
import sys
from collections.abc import Callable, Mapping
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypedDict

from qtwargame.ai.ladder import (
    Job,
    budget_number,
    measured,
    play_game,
    seed_of_player,
    weight_number,
)
from qtwargame.ai.players import SETTING_KINDS
from qtwargame.ai.weights import declared, tuned
from qtwargame.ai.world import derive_seed
from qtwargame.cli_words import T
from qtwargame.engine import savegame
from qtwargame.engine.actions import Action
from qtwargame.engine.game import Game, LogEntry
from qtwargame.engine.history import History
from qtwargame.engine.state import GameState
from qtwargame.engine.view import seat_game, view_for
from qtwargame.errors import BadFileError


class ForkRecord(TypedDict):
    """One ending played from one position."""

    seed: int  # the position's game
    fork: int  # which ending of that position
    winner: str | None
    vp: dict[str, int]
    margin: float  # the measured side's points less the others' at the end
    actions: int  # played from the position
    digest: str  # of the actions played from the position (same digest: same ending)
    slowest_phase_s: float  # the measured level's slowest share of a phase, CPU seconds (as the ladder's)
    time_capped: int  # decisions the measured level's safety nets cut short


@dataclass(frozen=True)
class ForkSpec:
    scenario: str
    side: str  # the measured level's side
    level: str  # the measured level
    opponent: str  # the other sides' level
    turn: int  # the positions: the first of this turn with ``side`` to act
    forks: int  # endings per position
    opts: tuple[tuple[str, Any], ...] = ()  # the measured level's options in the endings


def position_path(folder: Path, spec: ForkSpec, seed: int) -> Path:
    """Where ``seed``'s position is kept in ``folder``: one file per scenario, side,
    levels, turn and seed (the ending's options are not in it: every run shares it)."""
    name = (f"{Path(spec.scenario).stem}-{spec.side}-{spec.level}-{spec.opponent}"
            f"-t{spec.turn}-{seed}.qtwsave")
    return folder / name


def reached(state: GameState, spec: ForkSpec) -> bool:
    """The position the endings start from: ``spec.side`` to act in turn ``spec.turn``
    with no decision pending (or the game over before it)."""
    return state.over or (state.turn >= spec.turn and state.active == spec.side
                          and state.pending is None)


def position(spec: ForkSpec, seed: int, folder: Path | None) -> History:
    """The position of ``seed``: loaded from ``folder`` if it holds it, else played (the
    ladder's game, the levels as shipped) and saved there."""
    from qtwargame.ai import make_player
    from qtwargame.scenario.catalog import load

    path = position_path(folder, spec, seed) if folder is not None else None
    if path is not None and path.exists():
        return savegame.load(path)[0]
    game = Game(load(spec.scenario))
    levels = {s: (spec.level if s == spec.side else spec.opponent) for s in game.sides}
    job = Job(spec.scenario, (), levels, seed)
    players = measured({s: make_player(lv, s, seed_of_player(job, s, lv))
                        for s, lv in levels.items()})
    state, entries = game.new_state(seed)
    history = History(game, state, entries)
    while not reached(history.state, spec):
        st = history.state
        side = st.to_act
        history.submit(players[side].choose(seat_game(game, side), view_for(game, st, side),
                                            game.legal_actions(st)))
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        savegame.save(path, history, seed)
    return history


def fork_seed(seed: int, side: str, level: str, fork: int) -> int:
    """The seed of ``side``'s player (of ``level``) in fork ``fork`` of ``seed``."""
    return derive_seed(seed, side, level, "fork", fork)


def play_forks(spec: ForkSpec, seed: int, folder: Path | None = None) -> list[ForkRecord]:
    """Every ending of ``seed``'s position."""
    from qtwargame.ai import make_player

    history = position(spec, seed, folder)
    game, start = history.game, history.state
    out: list[ForkRecord] = []
    for k in range(spec.forks):
        players = measured({s: make_player(lv, s, fork_seed(seed, s, lv, k),
                                           **(dict(spec.opts) if s == spec.side else {}))
                            for s in game.sides
                            for lv in [spec.level if s == spec.side else spec.opponent]})
        digest = hashlib.sha256()

        def seen(_state: GameState, action: Action, _entries: list[LogEntry],
                 d: Any = digest) -> None:
            d.update(repr(action).encode())

        record = play_game(game, players, seed, on_action=seen, from_state=start)
        mine = record.vp.get(spec.side, 0)
        out.append({
            "seed": seed, "fork": k, "winner": record.winner, "vp": dict(record.vp),
            "margin": float(mine) - sum(float(v) for s, v in record.vp.items() if s != spec.side),
            "actions": record.actions, "digest": digest.hexdigest()[:16],
            "slowest_phase_s": round(max(record.phase_seconds.get(spec.level, [0.0])), 3),
            "time_capped": record.time_capped.get(spec.level, 0)})
    return out


def run(spec: ForkSpec, seeds: list[int], folder: Path | None = None,
        progress: Callable[[ForkRecord], None] | None = None) -> list[ForkRecord]:
    records: list[ForkRecord] = []
    for seed in seeds:
        for r in play_forks(spec, seed, folder):
            records.append(r)
            if progress is not None:
                progress(r)
    return records


class ForkSummary(TypedDict):
    forks: int
    wins: int  # endings the measured side won
    draws: int
    mean_margin: float
    margin_se: float
    slowest_phase_s: float
    time_capped: int


def summarize(records: list[ForkRecord], side: str) -> ForkSummary:
    margins = [r["margin"] for r in records]
    return {
        "forks": len(records),
        "wins": sum(r["winner"] == side for r in records),
        "draws": sum(r["winner"] is None for r in records),
        "mean_margin": round(statistics.fmean(margins), 3) if margins else 0.0,
        "margin_se": (round(statistics.stdev(margins) / math.sqrt(len(margins)), 3)
                      if len(margins) > 1 else 0.0),
        "slowest_phase_s": max((r["slowest_phase_s"] for r in records), default=0.0),
        "time_capped": sum(r["time_capped"] for r in records),
    }


#: What :func:`paired` reads of each ending of the other run.
PAIRED_BY = ("seed", "fork", "winner", "margin", "digest")


class Paired(TypedDict):
    pairs: int  # endings found in both runs
    wins: int  # of this run's, among the pairs
    wins_against: int  # of the other run's
    mean_difference: float  # this run's margin less the other's, per pair
    difference_se: float
    same: int  # pairs that played the same ending


def paired(records: list[ForkRecord], against: list[Mapping[str, Any]], side: str) -> Paired:
    """This run's endings against another run's from the same positions, fork by fork."""
    theirs = {(int(r["seed"]), int(r["fork"])): r for r in against}
    both = [(r, theirs[(r["seed"], r["fork"])]) for r in records
            if (r["seed"], r["fork"]) in theirs]
    diffs = [float(a["margin"]) - float(b["margin"]) for a, b in both]
    return {
        "pairs": len(both),
        "wins": sum(a["winner"] == side for a, _ in both),
        "wins_against": sum(b["winner"] == side for _, b in both),
        "mean_difference": round(statistics.fmean(diffs), 3) if diffs else 0.0,
        "difference_se": (round(statistics.stdev(diffs) / math.sqrt(len(diffs)), 3)
                          if len(diffs) > 1 else 0.0),
        "same": sum(a["digest"] == b["digest"] for a, b in both),
    }


def _job(args: tuple[ForkSpec, int, Path | None]) -> list[ForkRecord]:
    return play_forks(*args)


def main(args: argparse.Namespace) -> int:
    """The ``ai-forks`` verb (see ``qtwargame.cli``): the endings' lines and the summary
    in the reader's words (``--lang``), then the summary as JSON with ids, as the file."""
    from qtwargame.ai import level, level_ids
    from qtwargame.cli_common import output_problem
    from qtwargame.cli_words import DRAW, Reader
    from qtwargame.scenario.catalog import load

    say = Reader.of(args)

    def fail(text: Any) -> int:
        print(f"qtwargame: {say(text)}", file=sys.stderr)
        return 2

    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    if len(levels) != 2 or any(x not in level_ids() for x in levels):
        return fail(T("--levels wants OPPONENT,LEVEL, two of {levels}, not '{given}'",
                      levels=", ".join(level_ids()), given=args.levels))
    scenario = load(args.scenario)
    sides = [s.id for s in scenario.sides]
    if args.side not in sides:
        return fail(T("--side must be one of {sides}, not '{given}'",
                      sides=say.side_list(scenario), given=args.side))
    turns = [t.number for t in scenario.turns]
    if not min(turns) <= args.turn <= max(turns):
        return fail(T("--turn must be a turn of the scenario, {first} to {last}, not {n}",
                      first=min(turns), last=max(turns), n=args.turn))
    for option, n in (("--games", args.games), ("--forks", args.forks)):
        if n <= 0:
            return fail(T("{option} must be at least 1, not {n}", option=option, n=n))
    opts: dict[str, Any] = {}
    for spec in args.budget or ():
        key, _, value = spec.partition("=")
        number = budget_number(value)
        if key not in SETTING_KINDS or number is None:
            return fail(T("--budget wants FIELD=NUMBER with FIELD one of {fields}, not "
                          "'{given}'", fields=", ".join(SETTING_KINDS), given=spec))
        if level(levels[1]).settings is None:  # else a TypeError in the first ending
            return fail(T("--budget: {level} ({id}) has no search budget, not '{given}'",
                          level=say.level(levels[1]), id=levels[1], given=spec))
        opts[key] = number
    if args.weight and level(levels[1]).settings is None:
        return fail(T("--weight: {level} ({id}) weighs no positions, not '{given}'",
                      level=say.level(levels[1]), id=levels[1], given=args.weight[0]))
    if args.weight:
        game = Game(scenario)
        names = declared(game)
        weights = dict(tuned(game, levels[1]) or {})
        for spec in args.weight:
            key, _, value = spec.partition("=")
            weight = weight_number(value)
            if key not in names or weight is None:
                return fail(T("--weight wants NAME=NUMBER with NAME one of {names}, not "
                              "'{given}'", names=", ".join(names), given=spec))
            weights[key] = weight
        opts["weights"] = tuple(sorted(weights.items()))
    against: list[Mapping[str, Any]] | None = None
    if args.against:
        try:
            with open(args.against, encoding="utf-8") as f:
                against = list(json.load(f)["forks"])
        except OSError as e:
            return fail(T("{file}: cannot read: {reason}", file=args.against,
                          reason=say.os_reason(e)))
        except json.JSONDecodeError as e:
            return fail(T("{file}: not the JSON of an ai-forks run (line {line}, column "
                          "{column}: not JSON: {reason})", file=args.against, line=e.lineno,
                          column=e.colno, reason=e.msg))
        except (ValueError, KeyError, TypeError):
            return fail(T("{file}: not the JSON of an ai-forks run (no list of endings, "
                          "$.forks)", file=args.against))
        short = next((i for i, r in enumerate(against)
                      if not isinstance(r, dict) or any(k not in r for k in PAIRED_BY)), None)
        if short is not None:
            return fail(T("{file}: not the JSON of an ai-forks run ($.forks[{index}] lacks "
                          "one of {keys})", file=args.against, index=short,
                          keys=", ".join(PAIRED_BY)))
    problem = output_problem(args.json, say) if args.json else None
    if problem is not None:  # said now, not after the endings
        print(f"qtwargame: {problem}", file=sys.stderr)
        return 2
    side_names = say.names(scenario)
    spec = ForkSpec(args.scenario, args.side, levels[1], levels[0], args.turn, args.forks,
                    tuple(sorted(opts.items())))
    folder = Path(args.positions) if args.positions else None
    seeds = list(range(args.seed, args.seed + args.games))
    if folder is not None:  # a folder the positions cannot be kept in: said before playing
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            return fail(T("{file}: cannot write: {reason}", file=str(folder),
                          reason=say.os_reason(e)))
        problem = output_problem(str(position_path(folder, spec, seeds[0])), say)
        if problem is not None:
            return fail(problem)
    records: list[ForkRecord] = []

    def show(r: ForkRecord) -> None:
        if not args.quiet:
            winner = side_names.get(r["winner"], r["winner"]) if r["winner"] else say(DRAW)
            print(say(T("seed {seed} ending {fork}: winner {winner}, margin {margin}, "
                        "{actions:# action|# actions}, slowest phase {seconds} s",
                        seed=r["seed"], fork=r["fork"], winner=winner, margin=f"{r['margin']:+g}",
                        actions=r["actions"], seconds=r["slowest_phase_s"])), flush=True)

    try:
        if args.jobs > 1:
            with ProcessPoolExecutor(args.jobs) as pool:
                for batch in pool.map(_job, [(spec, s, folder) for s in seeds]):
                    for r in batch:
                        records.append(r)
                        show(r)
        else:
            records = run(spec, seeds, folder, show)
    except BadFileError as e:  # a kept position that is not a save of this program
        for line in e.text(say.translate).splitlines():
            print(f"qtwargame: {line}", file=sys.stderr)
        return 2
    summary = summarize(records, spec.side)
    print(say(T("{side} played by {level} against {opponent} from turn {turn}: "
                "{forks:# ending|# endings}, {wins} won, {draws} drawn; margin {margin} ± {se}; "
                "slowest phase {seconds} s; decisions cut by a net: {capped}",
                side=side_names.get(spec.side, spec.side), level=say.level(spec.level),
                opponent=say.level(spec.opponent), turn=spec.turn, forks=summary["forks"],
                wins=summary["wins"], draws=summary["draws"],
                margin=f"{summary['mean_margin']:+.3f}", se=f"{summary['margin_se']:.3f}",
                seconds=summary["slowest_phase_s"], capped=summary["time_capped"])))
    print(json.dumps({"scenario": args.scenario, "side": spec.side, "level": spec.level,
                      "opponent": spec.opponent, "turn": spec.turn, **summary}))
    pair = paired(records, against, spec.side) if against is not None else None
    if pair is not None:
        print(say(T("against {file}: {pairs:# ending|# endings} paired; {side} won {wins} here, "
                    "{wins_against} there; margin difference {difference} ± {se}; "
                    "{same} played the same ending", file=args.against, pairs=pair["pairs"],
                    side=side_names.get(spec.side, spec.side), wins=pair["wins"],
                    wins_against=pair["wins_against"],
                    difference=f"{pair['mean_difference']:+.3f}",
                    se=f"{pair['difference_se']:.3f}", same=pair["same"])))
        print(json.dumps({"against": args.against, **pair}))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"scenario": args.scenario, "side": spec.side, "level": spec.level,
                       "opponent": spec.opponent, "turn": spec.turn, "seed": args.seed,
                       "games": args.games, "options": opts, "summary": summary,
                       "paired": pair, "forks": records}, f, indent=1)
    return 0


__all__ = ["ForkRecord", "ForkSpec", "ForkSummary", "Paired", "fork_seed", "main", "paired",
           "play_forks", "position", "position_path", "reached", "run", "summarize"]
