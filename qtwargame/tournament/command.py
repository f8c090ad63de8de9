"""``qtwargame tournament``: the command-line face of the balance laboratory.

Only argparse and the command line's words (``cli_words``, free of Qt) are imported at
module level, so building the ``qtwargame`` parser stays cheap; the verb imports the engine,
the progress bar and the optional extras when it runs.
Every mistake the user can make (an unknown scenario or player, a non-positive number of
games, an unreachable cluster, a missing extra) is one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from qtwargame.cli_words import T

EXIT_OK = 0
EXIT_FAIL = 1
EXIT_INVALID = 2
EXIT_INTERRUPTED = 130


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("scenario", help="scenario id or file")
    p.add_argument("--players", default="random,random", metavar="A,B",
                   help="player levels: A plays the first side, B the second "
                   "(default random,random; `--players list` lists the levels)")
    p.add_argument("--games", type=int, default=100, metavar="N", help="games to play (default 100)")
    p.add_argument("--swap", action="store_true",
                   help="pair the games: every second game swaps the sides and replays the "
                   "dice seed of the one before")
    p.add_argument("--seed", type=int, default=1, metavar="S",
                   help="batch seed; each game's seeds come from (S, game number) only")
    p.add_argument("--jobs", type=int, default=0, metavar="K",
                   help="local worker processes (default: every core; 1 plays in this process)")
    p.add_argument("--cluster", default=None, metavar="ADDRESS",
                   help="run on a Dask distributed scheduler, e.g. tcp://10.0.0.5:8786 "
                   "(needs qtwargame[cluster])")
    p.add_argument("--connect-timeout", type=float, default=10.0, metavar="SECONDS",
                   help="how long to try reaching the cluster's scheduler (default 10)")
    p.add_argument("--out", type=Path, default=None, metavar="DIR",
                   help="folder for the results (default: tournament-<scenario>-<A>-<B>-s<S>)")
    p.add_argument("--option", action="append", metavar="ID[=VALUE]",
                   help="turn on an optional rule (repeatable)")
    p.add_argument("--plot", action="store_true",
                   help="also write report.png and report.html (needs qtwargame[plots])")
    p.add_argument("--bench", action="store_true",
                   help="measure games per second on 1 and 2 local workers instead of a "
                   "tournament (prints JSON)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")


def _err(text: str) -> None:
    print(f"qtwargame tournament: {text}", file=sys.stderr)


def _players(text: str, say) -> tuple[str, str] | None:
    from qtwargame.tournament.players import levels

    known = levels()
    parts = [p.strip() for p in text.split(",")]
    if len(parts) != 2 or not all(parts):
        _err(say(T("--players takes two levels separated by a comma, not '{given}' (levels: "
                   "{levels})", given=text, levels=", ".join(known))))
        return None
    for level in parts:
        if level not in known:
            _err(say(T("unknown player '{level}' (known: {levels})", level=level,
                       levels=", ".join(known))))
            return None
    return parts[0], parts[1]


def _progress(total: int, quiet: bool, sides: tuple[str, ...], names: dict[str, str],
              draw: str):
    from tqdm import tqdm

    bar = tqdm(total=total, unit="game", disable=quiet, dynamic_ncols=True, file=sys.stderr,
               bar_format="{l_bar}{bar}| {n_fmt}/{total_fmt} [{elapsed}<{remaining}, "
                          "{rate_fmt}{postfix}]")
    wins = dict.fromkeys((*sides, None), 0)

    def on_record(record, done, _total):
        wins[record["winner"]] = wins.get(record["winner"], 0) + 1
        bar.set_postfix_str(" ".join(f"{names.get(s, s) if s else draw} {n}"
                                     for s, n in wins.items()),
                            refresh=False)
        bar.update(1)

    return bar, on_record


def run(args: argparse.Namespace) -> int:
    from qtwargame.cli_words import Reader
    from qtwargame.tournament.players import levels

    say = Reader.of(args)
    if args.players.strip() == "list":
        # the ids a player types after --players, each with its name in the reader's words
        ids = levels()
        width = max(len(i) for i in ids)
        print("\n".join(f"{i:<{width}}  {say.level(i)}" for i in ids))
        return EXIT_OK
    if args.games <= 0:
        _err(say(T("--games must be at least 1, not {n}", n=args.games)))
        return EXIT_INVALID
    if args.jobs < 0:
        _err(say(T("--jobs must be 0 (every core) or more, not {n}", n=args.jobs)))
        return EXIT_INVALID
    players = _players(args.players, say)
    if players is None:
        return EXIT_INVALID
    from qtwargame.cli_common import load_scenario_or_report, options_problem, parse_options

    sc = load_scenario_or_report(args.scenario, say)
    if sc is None:
        return EXIT_INVALID
    if len(sc.sides) != 2:
        _err(say(T("a tournament needs a two-sided scenario; {title} has {n} sides",
                   title=sc.title.get(say.lang) or sc.id, n=len(sc.sides))))
        return EXIT_INVALID
    options = parse_options(args.option)
    problem = options_problem(sc, options, say)
    if problem is not None:
        _err(problem)
        return EXIT_INVALID
    if args.plot:
        from qtwargame.tournament.plots import PlotsUnavailable, require_matplotlib

        try:
            require_matplotlib()
        except PlotsUnavailable:
            _err(say(T("plots need matplotlib: pip install 'qtwargame[plots]'")))
            return EXIT_INVALID
    from qtwargame.tournament.batch import spec_for

    spec = spec_for(sc, players, args.games, args.seed, args.swap, options)
    if args.bench:
        return _bench(spec, args)
    backend = _backend(args, say)
    if backend is None:
        return EXIT_INVALID
    out = args.out or Path(f"tournament-{sc.id}-{players[0]}-{players[1]}-s{args.seed}")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        _err(say(T("cannot write the results to {folder}: {reason}", folder=str(out),
                   reason=say.os_reason(e))))
        close = getattr(backend, "close", None)
        if close is not None:
            close()
        return EXIT_INVALID
    return _run(spec, backend, out, args, say, sc)


def _backend(args: argparse.Namespace, say=None):
    from qtwargame.tournament.backends import (
        BackendError,
        DaskBackend,
        InlineBackend,
        ProcessBackend,
    )

    if args.cluster:
        try:
            return DaskBackend(args.cluster, timeout=args.connect_timeout)
        except BackendError as e:
            _err(say(e.msg) if say is not None else str(e))
            return None
    if args.jobs == 1:
        return InlineBackend()
    return ProcessBackend(args.jobs or None)


def _run(spec, backend, out: Path, args: argparse.Namespace, say, sc) -> int:
    from qtwargame.cli_words import DRAW, joined
    from qtwargame.tournament.batch import run_batch

    names = say.names(sc)
    bar, on_record = _progress(spec.games, args.quiet, spec.sides, names, say(DRAW))
    try:
        with bar:
            result = run_batch(spec, backend, out, on_record=on_record)
    finally:
        close = getattr(backend, "close", None)
        if close is not None:
            close()
    s = result.summary
    title = sc.title.get(say.lang) or sc.title.en
    players = (say.level(spec.players[0]), say.level(spec.players[1]))
    def wins_of(side: str, w: dict) -> str:
        numbers = {"wins": w["wins"], "rate": f"{w['rate']:.1%}", "low": f"{w['ci95'][0]:.1%}",
                   "high": f"{w['ci95'][1]:.1%}"}
        if side == "draw":  # the summary's key of the games drawn
            return say(T("draw {wins} ({rate}, 95% {low}–{high})", **numbers))
        return say(T("{side} {wins} ({rate}, 95% {low}–{high})", side=names.get(side, side),
                     **numbers))

    wins = joined(say, (wins_of(side, w) for side, w in s["wins_by_side"].items()))
    print(say(T("{title}: {games} games, {a} vs {b}: {wins}; mean length {turns} turns",
                title=title, games=s["games"], a=players[0], b=players[1], wins=wins,
                turns=s["length"]["turns"].get("mean", 0))))
    if args.plot and result.records:
        from qtwargame.tournament.plots import words, write_report

        figure_words, page_words = words(say.translate)
        result.files += write_report(out, [("", s)], names=names, text=figure_words,
                                     html_text=page_words, title=title, players=players)
    print(say(T("results in {folder}/ ({files})", folder=str(out),
                files=", ".join(p.name for p in result.files))))
    if result.failure:
        _err(say(T("the batch stopped after {games} of {total} games: {reason}",
                   games=s["games"], total=spec.games, reason=result.failure)))
        return EXIT_FAIL
    if result.interrupted:
        _err(say(T("interrupted: kept the {games} of {total} games already finished in {folder}",
                   games=s["games"], total=spec.games, folder=str(out))))
        return EXIT_INTERRUPTED
    if s["errors"]:
        first = next(r for r in result.records if r["error"])
        _err(say(T("{n} game(s) stopped on an error; the first (game {index}): {error}",
                   n=s["errors"], index=first["index"], error=first["error"])))
        return EXIT_FAIL
    return EXIT_OK


def _bench(spec, args: argparse.Namespace) -> int:
    from qtwargame.tournament.bench import run_speedup

    print(json.dumps(run_speedup(spec, quiet=args.quiet)))
    return EXIT_OK
