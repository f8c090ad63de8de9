"""The ``qtwargame`` command: play, edit, list, validate, simulate, tournament, replay, fuzz,
share, bench, screenshot, install-desktop.

Qt is imported only by the verbs that open windows, so the headless verbs run anywhere.
Every problem the user can cause (a missing file, an invalid scenario, a save that does not
replay) is printed as a clear message with the file and place, and a non-zero exit code.
"""

from __future__ import annotations

import argparse
import io
import json
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from qtwargame import __version__
from qtwargame.cli_common import err as _err
from qtwargame.cli_common import load_scenario_or_report as _load_scenario_or_report
from qtwargame.cli_common import options_problem
from qtwargame.cli_common import parse_options as _parse_options
from qtwargame.cli_words import Reader, T

if TYPE_CHECKING:
    from qtwargame.engine.history import History
    from qtwargame.engine.savegame import SavedGame, SaveError

log = logging.getLogger("qtwargame")

EXIT_OK = 0
EXIT_FAIL = 1
EXIT_INVALID = 2


# -- verbs ---------------------------------------------------------------------------------


def cmd_play(args: argparse.Namespace) -> int:
    from qtwargame import applog

    applog.configure()
    from qtwargame.ui.app import run_play

    return run_play(scenario=args.scenario, save=args.save, lang=args.lang)


def cmd_edit(args: argparse.Namespace) -> int:
    from qtwargame import applog

    applog.configure()
    from qtwargame.editor.app import run_editor
    from qtwargame.ui.app import application, install_crash_handler

    application()
    install_crash_handler()
    # `qtwargame --scenario X edit` opens X, as the same option before `play` plays it.
    target = args.file if args.file is not None else args.scenario
    return run_editor(target, lang=args.lang)


def cmd_scenarios(args: argparse.Namespace) -> int:
    from qtwargame.cli_words import KINDS, PARTS, pad
    from qtwargame.scenario import catalog
    from qtwargame.scenario.io import ScenarioError, load_scenario

    say = Reader.of(args)
    entries = catalog.bundled()
    if args.json:
        out = []
    for e in entries:
        try:
            sc = load_scenario(e.path)
        except ScenarioError as err:
            _err(say(T("{id}: invalid ({n} problems; run qtwargame validate {path})",
                       id=e.id, n=len(err.problems), path=str(e.path))))
            continue
        except Exception as err:  # never a traceback at the user: the next ones still list
            _err(f"qtwargame: {_internal(str(e.path), err, say.translate)}")
            continue
        # listed by the name the program knows it by, its file's (a plugin's file named
        # otherwise than its id was listed by an id no command took: session 94)
        if args.json:
            out.append({"id": e.id, "title": sc.title.en, "ruleset": sc.ruleset,
                        "path": str(e.path), "source": e.source,
                        "provenance": {k: v.model_dump() for k, v in sc.provenance.items()}})
            continue
        origin = "" if e.builtin else say(T("  (plugin: {source})", source=e.source))
        title = sc.title.get(say.lang) or sc.title.en
        print(say(T("{id}  {title}  [ruleset: {ruleset}]", id=e.id, title=title,
                    ruleset=sc.ruleset)) + origin)
        if say.lang == "en" and sc.title.ja:  # the English list shows the Japanese title too
            print(f"    {sc.title.ja}")
        for part, prov in sc.provenance.items():
            part_word = say(PARTS[part]) if part in PARTS else part
            kind = say(KINDS[prov.kind]) if prov.kind in KINDS else prov.kind
            print(f"    {pad(part_word, 16)} {pad(kind, 13)} {prov.note_in(say.lang)}")
    if args.json:
        print(json.dumps(out, ensure_ascii=False, indent=1))
    return EXIT_OK


def _internal(file: str, e: BaseException, translate=None) -> str:
    """The message for a failure of the program's own code on a file: the user gets a line
    naming the file (in the reader's language with ``translate``), the log (when one is
    configured) gets the traceback."""
    from qtwargame.errors import internal_error_text

    log.error("unexpected error on %s", file, exc_info=e)
    return internal_error_text(file, e, translate)


def _load_save(path: str, lang: str | None = None) -> tuple[History, SavedGame] | None:
    """A save's history and its record (``savegame.load``), or None after telling the user
    why not: each line of a bad save's message (in ``lang``, English by default), or the
    internal-error line naming the file (never a traceback)."""
    from qtwargame.engine import savegame

    say = Reader(lang)
    translate = say.translate
    # (in English the save's own message keeps the system's words)
    if translate is not None and _unopenable(path, say):
        return None
    try:
        return savegame.load(path)
    except savegame.SaveError as e:
        _tell_save_error(e, translate)
    except Exception as e:  # never a traceback at the user
        _err(f"qtwargame: {_internal(path, e, translate)}")
    return None


def _unopenable(path: str, say: Reader) -> bool:
    """Whether the system will not open ``path``; if so the user is told why, in the
    reader's words."""
    try:
        os.stat(path)
    except OSError as e:
        _err("qtwargame: " + say(T("{file}: cannot read: {reason}", file=path,
                                   reason=say.os_reason(e))))
        return True
    return False


def _tell_save_error(e: SaveError, translate) -> None:
    """Each line of a bad save's message, in the reader's language (``translate``)."""
    for line in e.text(translate).splitlines():
        _err(f"qtwargame: {line}")


def cmd_validate(args: argparse.Namespace) -> int:
    from qtwargame.i18n import plain_translator
    from qtwargame.scenario.io import ScenarioError, load_scenario
    from qtwargame.scenario.validate import verdict_invalid, verdict_valid

    translate = plain_translator(getattr(args, "lang", None) or "en")
    bad = 0
    for f in args.files:
        try:
            sc = load_scenario(f)
        except ScenarioError as e:
            bad += 1
            print(verdict_invalid(f, len(e.problems)).format(translate))
            for p in e.problems:  # the file, the place and what is wrong
                print(f"  {p.line(translate)}")
            _print_warnings(f, translate)
            continue
        except Exception as e:  # never a traceback at the user: the file is reported bad
            bad += 1
            print(verdict_invalid(f, 1).format(translate))
            print(f"  {_internal(f, e)}")
            continue
        print(verdict_valid(f, sc).format(translate))
        _print_warnings(f, translate, sc)
    return EXIT_INVALID if bad else EXIT_OK


def _print_warnings(f: str, translate, sc=None) -> None:
    """The warnings of file ``f`` (``scenario_warnings``): of ``sc`` when it loaded, else of
    its structure where that can be read at all (its errors are printed already)."""
    from qtwargame.scenario.io import read_json_file, scenario_warnings, structural_scenario
    from qtwargame.scenario.validate import WARNING

    if sc is None:
        try:
            sc = structural_scenario(read_json_file(f), f)
        except Exception:
            return
    word = WARNING.format(translate)
    for w in scenario_warnings(sc, f):
        print(f"  {w.file}: {w.path}: {word}: {w.text(translate)}")


def _factory(sc, options):
    from qtwargame.engine.game import Game

    return lambda: Game(sc, options)


def cmd_simulate(args: argparse.Namespace) -> int:
    from qtwargame.cli_words import DRAW, pad
    from qtwargame.simulate import play_one, summarize

    say = Reader.of(args)
    if args.games <= 0:  # else a summary of no games, exit 0, as if all were well
        _err("qtwargame: " + say(T("--games must be at least 1, not {n}", n=args.games)))
        return EXIT_INVALID
    sc = _load_scenario_or_report(args.scenario, say)
    if sc is None:
        return EXIT_INVALID
    options = _parse_options(args.option)
    problem = options_problem(sc, options, say)
    if problem is not None:
        _err(f"qtwargame: {problem}")
        return EXIT_INVALID
    factory = _factory(sc, options)
    names = say.names(sc)
    reports = []
    for i in range(args.games):
        r = play_one(factory, args.seed + i, check=not args.no_check, sample=args.sample)
        reports.append(r)
        if not args.quiet:
            status = say(T("FAILED") if r.failure is not None else
                         T("ok") if not r.violations else
                         T("{n} VIOLATION(S)", n=len(r.violations)))
            winner = names.get(r.winner, r.winner) if r.winner else say(DRAW)
            level = say.result(r.level)
            print(say(T("game {n} seed {seed} winner {winner} {level} turns {turns} actions "
                        "{actions} {seconds}s  {status}", n=f"{i + 1:>3}", seed=f"{r.seed:<6}",
                        winner=pad(winner, 8), level=pad(level, 12), turns=f"{r.turns:<3}",
                        actions=f"{r.actions:<6}", seconds=f"{r.seconds:7.2f}",
                        status=status)))
        for v in r.violations[:20]:
            print(f"    {v}")
    summary = summarize(reports)
    print(json.dumps({"scenario": sc.id, **summary}, ensure_ascii=False))
    return EXIT_FAIL if summary["violations"] else EXIT_OK


def cmd_ai_ladder(args: argparse.Namespace) -> int:
    from qtwargame.ai import ladder

    if _load_scenario_or_report(args.scenario, Reader.of(args)) is None:
        return EXIT_INVALID
    return ladder.main(args)


def cmd_ai_forks(args: argparse.Namespace) -> int:
    from qtwargame.ai import forks

    if _load_scenario_or_report(args.scenario, Reader.of(args)) is None:
        return EXIT_INVALID
    return forks.main(args)


def cmd_tune(args: argparse.Namespace) -> int:
    from qtwargame.ai import tuning

    if _load_scenario_or_report(args.scenario, Reader.of(args)) is None:
        return EXIT_INVALID
    return tuning.main(args)


def cmd_tournament(args: argparse.Namespace) -> int:
    from qtwargame.tournament.command import run

    return run(args)


def cmd_replay(args: argparse.Namespace) -> int:
    from qtwargame.cli_words import DRAW
    from qtwargame.logtext import PlainNames

    say = Reader.of(args)
    loaded = _load_save(args.save, say.lang)
    if loaded is None:
        return EXIT_INVALID
    history, saved = loaded
    game = history.game
    state = history.state
    names = PlainNames(game, say.lang, say.translate)
    digest = game.hash(state)[:16]
    verdict = say(T("state hash {digest} matches the save", digest=digest)
                  if saved.final_hash is not None else
                  T("state hash {digest} NOT VERIFIED (the save records none)", digest=digest))
    print(say(T("{file}: {n} actions replayed; turn {turn}, phase {phase}; {verdict}",
                file=args.save, n=len(saved.actions), turn=state.turn,
                phase=names.phase_title(state.phase), verdict=verdict)))
    if state.result is not None:
        r = state.result
        print(say(T("result: {winner} ({level}): {reason}",
                    winner=names.side(r.winner) if r.winner else say(DRAW),
                    level=names.known_term(r.level) or r.level, reason=names.render(r.reason))))
    if args.log:
        for line in _log_text(history.log(), names, say):
            print(line)
    return EXIT_OK


def _log_text(entries, names, say) -> list[str]:
    """Log entries as lines of text in the reader's language (``logtext.log_lines``), with
    the log's own words as the play window's log panel writes them (its context)."""
    from qtwargame.logtext import log_lines

    return log_lines(entries, names.render, names.phase_title,
                     turn_word=say.word("LogPanel", "Turn"),
                     dice_word=say.word("LogPanel", "dice"),
                     rule_word=say.word("LogPanel", "rule"))


def cmd_fuzz(args: argparse.Namespace) -> int:
    import tempfile

    from qtwargame import fuzz
    from qtwargame.scenario import catalog

    say = Reader.of(args)
    scenarios = [e.path for e in catalog.bundled()]
    saves: list[Path] = []
    for given in args.saves or ():
        p = Path(given)
        saves += sorted(p.glob("*.qtwsave")) if p.is_dir() else [p]
    for p in saves:  # the saves mutated must load as they are, or every case says nothing
        if not p.is_file():
            _err("qtwargame: " + say(T("{file}: no such file or folder", file=str(p))))
            return EXIT_INVALID
        if _load_save(str(p), say.lang) is None:
            return EXIT_INVALID
    progress = None if args.quiet else (lambda text: _err(f"qtwargame fuzz: {text}"))
    with tempfile.TemporaryDirectory(prefix="qtwargame-saves-") as tmp:
        if not saves:
            saves = fuzz.sample_saves(Path(tmp), scenarios, seed=args.seed)
        dice_saves = [] if args.no_dice else fuzz.sample_saves(
            Path(tmp), scenarios, actions=400, seed=args.seed, stop_past_setup=True)
        reports = fuzz.campaign(scenarios, saves, args.cases, seed=args.seed, play=args.play,
                                seconds=args.seconds, progress=progress, dice_saves=dice_saves,
                                dice_values=args.dice_values)
    out = [r.to_json() for r in reports]
    print(json.dumps(out, ensure_ascii=False, indent=1))
    return EXIT_FAIL if any(r.failures for r in reports) else EXIT_OK


def _die_values(text: str) -> tuple[int, ...]:
    """``0-100`` or ``0,7,13,100`` (ranges and values may be mixed: ``0-6,13``)."""
    out: list[int] = []
    try:
        for part in text.split(","):
            low, dash, high = part.strip().partition("-")
            out += range(int(low), int(high) + 1) if dash else [int(low)]
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a list of die values such as "
                                         "0-100 or 0,7,13") from None
    return tuple(out)


def _turns(text: str) -> int:
    """``bench --turns``: a number of turns, or ``all`` (0: to the end of the game)."""
    if text.strip().lower() == "all":
        return 0
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of turns (0 or more) "
                                         "or 'all'")
    return value


def cmd_share(args: argparse.Namespace) -> int:
    """Write what one side may see of a saved game, for play by e-mail."""
    from qtwargame.engine import savegame

    say = Reader.of(args)
    loaded = _load_save(args.save, say.lang)
    if loaded is None:
        return EXIT_INVALID
    history = loaded[0]
    sc = history.game.scenario
    if args.side not in history.game.sides:
        _err("qtwargame: " + say(T("{file}: no side '{side}' in this game (sides: {sides})",
                                   file=args.save, side=args.side,
                                   sides=say.side_list(sc))))
        return EXIT_INVALID
    from qtwargame.engine.view import log_for
    from qtwargame.logtext import PlainNames

    # The log the side may read, also as text in the reader's language: the file is JSON,
    # and its log's messages are templates with ids until a program renders them.
    names = PlainNames(history.game, say.lang, say.translate)
    log_text = _log_text(log_for(history.log(), args.side), names, say)
    try:
        savegame.save_view(args.out, history, args.side, log_text=log_text)
    except OSError as e:
        _err("qtwargame: " + say(T("{file}: cannot write: {reason}", file=args.out,
                                   reason=say.os_reason(e))))
        return EXIT_INVALID
    side = say.names(sc).get(args.side, args.side)
    print(say(T("{file}: the position as {side} sees it (no dice seed, no hidden information "
                "of the other side)", file=args.out, side=side)))
    return EXIT_OK


def cmd_bench(args: argparse.Namespace) -> int:
    from qtwargame import bench
    from qtwargame.scenario import catalog

    say = Reader.of(args)
    if args.editor_open:  # this figure alone: each opening is a process of its own
        print(json.dumps({"editor_open": bench.editor_open(
            [args.scenario] if args.scenario else None, runs=args.runs)}))
        return EXIT_OK
    if args.play_open:
        print(json.dumps({"play_open": bench.play_open(
            [args.scenario] if args.scenario else None, runs=args.runs, seed=args.seed)}))
        return EXIT_OK
    level = None
    if args.ai:  # an unknown level is refused before the benchmark's minutes, not after
        from qtwargame.ai import DEFAULT_LEVEL, level_ids

        level = DEFAULT_LEVEL if args.ai == "default" else args.ai
        if level not in level_ids():
            _err("qtwargame: " + say(T("unknown level '{level}' (levels: {levels})",
                                       level=level, levels=", ".join(level_ids()))))
            return EXIT_INVALID
    sc = _load_scenario_or_report(args.scenario or catalog.default_id(), say)
    if sc is None:
        return EXIT_INVALID
    result = bench.run(_factory(sc, _parse_options(args.option)), seed=args.seed,
                       games=args.games, repeats=args.repeats)
    if args.ui:
        from qtwargame.ui.bench import run_ui_bench

        result["ui"] = run_ui_bench(sc, seed=args.seed)
    if level is not None:
        from qtwargame.ai.bench import run as run_ai_bench

        result["ai_phase_s"] = run_ai_bench(_factory(sc, _parse_options(args.option)), level,
                                            seed=args.seed, turns=args.turns)
    print(json.dumps(result))
    return EXIT_OK


def cmd_screenshot(args: argparse.Namespace) -> int:
    from qtwargame.ui.screenshot import screenshot

    return screenshot(args.out, scenario=args.scenario, save=args.save, editor=args.editor,
                      lang=args.lang, width=args.width, height=args.height, dialog=args.dialog)


def cmd_install_desktop(args: argparse.Namespace) -> int:
    from qtwargame import desktop

    say = Reader.of(args)
    folder = str(args.prefix or desktop.data_home())
    try:
        if args.uninstall:
            removed = desktop.uninstall(args.prefix)
            print("qtwargame: " + say(T("removed {n} files from {folder}", n=len(removed),
                                        folder=folder)))
            return EXIT_OK
        command = desktop.program_command()
        written = desktop.install(args.prefix, command)
    except OSError as e:
        where = e.filename or folder
        _err("qtwargame: " + say(T("{file}: cannot write: {reason}", file=str(where),
                                   reason=say.os_reason(e))))
        return EXIT_INVALID
    print("qtwargame: " + say(T("installed the menu entry, icons and the .qtwsave file type "
                                "({n} files in {folder}); the entry runs: {command}",
                                n=len(written), folder=folder,
                                command=desktop.describe(command))))
    return EXIT_OK


def cmd_audit_caches(args: argparse.Namespace) -> int:
    from qtwargame.engine import savegame
    from qtwargame.testing.cache_audit import audit_save

    say = Reader.of(args)
    status = EXIT_OK
    for name in args.saves:
        if _unopenable(name, say):
            status = EXIT_INVALID
            continue
        try:
            n, found = audit_save(name, points=args.points, check_hits=True)
        except savegame.SaveError as e:
            _tell_save_error(e, say.translate)
            status = EXIT_INVALID
            continue
        print(say(T("{file}: {n:# action|# actions}, {stale:# stale answer|# stale answers}",
                    file=name, n=n, stale=len(found))))
        # each disagreement names the rules' function, the cache and the question asked:
        # a report for the rules' programmer, in the code's own words
        for d in found:
            print(f"  {d}")
        if found:
            status = EXIT_FAIL
    return status


# -- parser --------------------------------------------------------------------------------


def _lang_option(s: argparse.ArgumentParser, words: str = "language of what it prints "
                 "(default: English; JSON and CSV keys stay as scripts read them)") -> None:
    """``--lang`` after the command, as before it (SUPPRESS: the one before stays when this
    one is not given)."""
    s.add_argument("--lang", choices=["en", "ja"], default=argparse.SUPPRESS, help=words)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="qtwargame",
        description="Play and design hex-and-counter wargames with every rule enforced.",
    )
    p.add_argument("--version", action="version", version=f"qtwargame {__version__}")
    p.add_argument("--scenario", default=None, help="scenario id or file to play (default: the "
                   "default bundled scenario)")
    p.add_argument("--save", default=None, help="saved game to open")
    p.add_argument("--lang", choices=["en", "ja"], default=None, help="interface language")
    p.set_defaults(func=cmd_play)
    sub = p.add_subparsers(title="commands", metavar="COMMAND")

    s = sub.add_parser("play", help="open the game window (the default)")
    s.add_argument("save_file", nargs="?", default=None,
                   help="a saved game (.qtwsave) to open; the desktop entry passes the file "
                   "the player opened")
    # A command's own --scenario, --save and --lang leave the ones given before the
    # command in place when they are not given (SUPPRESS: no default to overwrite them).
    s.add_argument("--scenario", default=argparse.SUPPRESS)
    s.add_argument("--lang", choices=["en", "ja"], default=argparse.SUPPRESS)
    s.set_defaults(func=lambda a: cmd_play(argparse.Namespace(
        scenario=a.scenario, save=a.save_file or a.save, lang=a.lang)))

    s = sub.add_parser("edit", help="open the scenario editor")
    s.add_argument("file", nargs="?", default=None, help="scenario id or file (default: new)")
    s.add_argument("--lang", choices=["en", "ja"], default=argparse.SUPPRESS)
    s.set_defaults(func=cmd_edit)

    s = sub.add_parser("install-desktop", help="add qtwargame to this user's desktop menu and "
                       "open .qtwsave files with it (Linux)")
    s.add_argument("--uninstall", action="store_true", help="remove what it installed")
    s.add_argument("--prefix", type=Path, default=None,
                   help="data folder to install into (default: $XDG_DATA_HOME or ~/.local/share)")
    _lang_option(s)
    s.set_defaults(func=cmd_install_desktop)

    s = sub.add_parser("scenarios", help="list the bundled scenarios with their provenance")
    s.add_argument("--json", action="store_true", help="print JSON")
    _lang_option(s)
    s.set_defaults(func=cmd_scenarios)

    s = sub.add_parser("validate", help="check scenario files; exit 2 listing every problem")
    s.add_argument("files", nargs="+", metavar="FILE")
    s.add_argument("--lang", choices=["en", "ja"], default=argparse.SUPPRESS,
                   help="language of the problems (default: English)")
    s.set_defaults(func=cmd_validate)

    s = sub.add_parser("simulate", help="play whole games headless with random players, "
                       "checking invariants after every action")
    s.add_argument("scenario", help="scenario id or file")
    s.add_argument("--games", type=int, default=10)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--option", action="append", metavar="ID[=VALUE]",
                   help="turn on an optional rule (repeatable)")
    s.add_argument("--sample", type=int, default=4,
                   help="legal actions test-applied after every action (default 4)")
    s.add_argument("--no-check", action="store_true", help="skip the invariant checks")
    s.add_argument("--quiet", action="store_true", help="print only the summary")
    _lang_option(s)
    s.set_defaults(func=cmd_simulate)

    s = sub.add_parser("ai-ladder", help="measure computer player levels against each other: "
                       "paired seeds, sides swapped, Wilson 95%% intervals")
    s.add_argument("scenario", help="bundled scenario id")
    s.add_argument("--levels", default="random,greedy,oep", help="levels, weakest first")
    s.add_argument("--pairs", type=int, default=10, help="seeds per pairing (2 games each)")
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    s.add_argument("--budget", action="append", metavar="LEVEL:FIELD=N",
                   help="change a level's budget, e.g. oep:generations=2 (repeatable)")
    s.add_argument("--player-seed", type=int, default=0, metavar="N",
                   help="draw the players' own random numbers from stream N (0: as before), "
                   "so the same games can be played again by players that sample otherwise")
    s.add_argument("--weight", action="append", metavar="LEVEL:NAME=N",
                   help="play a level with this evaluation weight, its other weights as "
                   "tuned, e.g. oep_strong:attack=0.5 (repeatable)")
    s.add_argument("--json", default=None, metavar="FILE", help="also write the results as JSON")
    s.add_argument("--quiet", action="store_true", help="print only the table")
    _lang_option(s)
    s.set_defaults(func=cmd_ai_ladder)

    s = sub.add_parser("ai-forks", help="measure a late-game change: many endings of a "
                       "level's games played from the same positions of one turn")
    s.add_argument("scenario", help="bundled scenario id or scenario file")
    s.add_argument("--side", required=True, help="the side the measured level plays")
    s.add_argument("--levels", default="greedy,oep_strong", metavar="OPPONENT,LEVEL",
                   help="the other sides' level and the measured one (default greedy,oep_strong)")
    s.add_argument("--turn", type=int, required=True,
                   help="the endings start where --side first acts in this turn")
    s.add_argument("--games", type=int, default=10,
                   help="positions: the ladder's games of seeds --seed onwards (default 10)")
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--forks", type=int, default=4, help="endings per position (default 4)")
    s.add_argument("--positions", default=None, metavar="FOLDER",
                   help="keep the positions here as saves, and play from those already there "
                   "(another run, another checkout: the same positions)")
    s.add_argument("--budget", action="append", metavar="FIELD=N",
                   help="the measured level's budget in the endings, e.g. generations=8")
    s.add_argument("--weight", action="append", metavar="NAME=N",
                   help="the measured level's evaluation weight in the endings, its other "
                   "weights as tuned (repeatable)")
    s.add_argument("--against", default=None, metavar="FILE",
                   help="the JSON of another run from the same positions: pair the endings")
    s.add_argument("--jobs", type=int, default=1, help="positions played at once (processes)")
    s.add_argument("--json", default=None, metavar="FILE", help="also write the results as JSON")
    s.add_argument("--quiet", action="store_true", help="print only the summary")
    _lang_option(s)
    s.set_defaults(func=cmd_ai_forks)

    s = sub.add_parser("tune", help="tune a computer level's evaluation weights by self-play "
                       "(NTBEA over batches of games against a reference level)")
    s.add_argument("scenario", help="scenario id or file")
    s.add_argument("--level", default="oep_strong", help="the level tuned (default oep_strong)")
    s.add_argument("--opponent", default="greedy", help="the reference level (default greedy)")
    s.add_argument("--iterations", type=int, default=60, help="batches played (default 60)")
    s.add_argument("--pairs", type=int, default=4,
                   help="seeds per batch, two games each, sides swapped (default 4)")
    s.add_argument("--seed", type=int, default=1000,
                   help="first seed (default 1000; the held-out seeds 20000-29999 are refused)")
    s.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    s.add_argument("--weights", default=None, metavar="NAMES",
                   help="comma-separated weights to tune (default: all but points)")
    s.add_argument("--k", type=float, default=2.0, help="NTBEA exploration (default 2)")
    s.add_argument("--neighbours", type=int, default=50,
                   help="mutations weighed per step (default 50)")
    s.add_argument("--margin-weight", type=float, default=0.02,
                   help="fitness per point of mean margin, beside the score (default 0.02)")
    s.add_argument("--validate", type=int, default=0, metavar="PAIRS",
                   help="play the search's finalists (its best points, the marginal best, the "
                   "defaults) on PAIRS more seeds and recommend the best there (default 0: none)")
    s.add_argument("--tuner-seed", type=int, default=0, help="the tuner's own random stream")
    s.add_argument("--from-tuned", action="store_true",
                   help="start from the level's shipped tuned weights, and keep those not "
                   "searched at them (default: start from the declared defaults)")
    s.add_argument("--write", action="store_true",
                   help="write the recommended weights into the ruleset's weights file "
                   "(resources/ai/weights/RULESET.json)")
    s.add_argument("--json", default=None, metavar="FILE", help="also write every batch as JSON")
    s.add_argument("--quiet", action="store_true", help="print only the recommendation")
    _lang_option(s)
    s.set_defaults(func=cmd_tune)
    from qtwargame.tournament.command import add_arguments as tournament_arguments

    s = sub.add_parser("tournament", help="computer-vs-computer games for balance testing: "
                       "win rates with intervals, VP and losses by turn, JSON/CSV and plots")
    tournament_arguments(s)
    _lang_option(s)
    s.set_defaults(func=cmd_tournament)

    s = sub.add_parser("replay", help="replay a saved game and confirm its final state")
    s.add_argument("save", metavar="SAVE")
    s.add_argument("--log", action="store_true", help="print the game log")
    s.add_argument("--lang", choices=["en", "ja"], default=argparse.SUPPRESS,
                   help="language of the log (default: English)")
    s.set_defaults(func=cmd_replay)

    s = sub.add_parser("fuzz", help="load thousands of mutated scenarios and saves; report "
                       "any that crash, hang or wedge instead of loading or being refused, and "
                       "any save whose rules were edited that still loads")
    s.add_argument("--cases", type=int, default=1000,
                   help="mutated scenarios, and as many mutated saves (default 1000)")
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--play", type=int, default=30,
                   help="random actions played on each mutated scenario or save that loads "
                   "(default 30)")
    s.add_argument("--seconds", type=float, default=10.0,
                   help="CPU seconds one case may spend, past which it counts as a hang (default 10)")
    s.add_argument("--saves", nargs="*", metavar="SAVE",
                   help="saved games or folders of them to mutate (default: saves made by "
                   "random play of each bundled scenario)")
    s.add_argument("--dice-values", type=_die_values, default=tuple(range(0, 101)),
                   metavar="LIST", help="die values tried in the dice scripts, e.g. 0-100 "
                   "(the default) or 0,7,13,100")
    s.add_argument("--no-dice", action="store_true",
                   help="skip the dice cases (each bundled game saved just past set-up with "
                   "a dice script of every value from 0 to 100)")
    s.add_argument("--quiet", action="store_true", help="no progress lines")
    _lang_option(s)
    s.set_defaults(func=cmd_fuzz)

    s = sub.add_parser("share", help="write what one side may see of a saved game, to send "
                       "by e-mail (the save itself reveals everything)")
    s.add_argument("save", metavar="SAVE")
    s.add_argument("--side", required=True, help="the side whose view is shared")
    s.add_argument("out", metavar="OUT.qtwview")
    _lang_option(s)
    s.set_defaults(func=cmd_share)

    s = sub.add_parser("bench", help="print benchmark figures as JSON")
    s.add_argument("scenario", nargs="?", default=None)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--games", type=int, default=5)
    s.add_argument("--repeats", type=int, default=20)
    s.add_argument("--option", action="append", metavar="ID[=VALUE]")
    s.add_argument("--ui", action="store_true", help="also measure the board view (needs Qt)")
    s.add_argument("--editor-open", action="store_true",
                   help="only: seconds to the editor's first painted frame on each bundled "
                        "scenario (or SCENARIO), each opening a fresh process")
    s.add_argument("--play-open", action="store_true",
                   help="only: seconds to the play window's first painted frame on a new game "
                        "and on a saved whole game of each bundled scenario (or SCENARIO), "
                        "each opening a fresh process")
    s.add_argument("--runs", type=int, default=3,
                   help="openings per scenario (--editor-open, --play-open)")
    s.add_argument("--ai", nargs="?", const="default", default=None, metavar="LEVEL",
                   help="also measure a computer player's seconds per phase (default level)")
    s.add_argument("--turns", type=_turns, default=2, metavar="N",
                   help="--ai: play to the end of turn N (default 2); 0 or 'all': the whole game")
    _lang_option(s, "language of a refusal (default: English; the figures are JSON with ids)")
    s.set_defaults(func=cmd_bench)

    s = sub.add_parser("screenshot", help="render the main window (or editor) to a PNG")
    s.add_argument("out", metavar="OUT.png")
    s.add_argument("--scenario", default=argparse.SUPPRESS)
    s.add_argument("--save", default=argparse.SUPPRESS, help="a saved game to show mid-game")
    s.add_argument("--editor", action="store_true", help="render the scenario editor")
    s.add_argument("--dialog", choices=["welcome", "help", "shortcuts", "about"], default=None,
                   help="render this dialog of the play window instead of the window")
    s.add_argument("--lang", choices=["en", "ja"], default=argparse.SUPPRESS,
                   help="interface language (default: English)")
    s.add_argument("--width", type=int, default=1600)
    s.add_argument("--height", type=int, default=1000)
    s.set_defaults(func=cmd_screenshot)

    s = sub.add_parser("audit-caches", help="replay saved games checking every cached answer of "
                       "the rules against the same question asked with nothing cached, and "
                       "each hit of the memos that keep a hit audit against the answer made again")
    s.add_argument("saves", nargs="+", metavar="SAVE")
    s.add_argument("--points", type=int, default=40,
                   help="steps audited per game, evenly spread (default 40)")
    _lang_option(s)
    s.set_defaults(func=cmd_audit_caches)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except BrokenPipeError:
        # Whatever read the output stopped reading (`qtwargame scenarios | head`): nothing
        # is wrong with the command, and nothing more can be said there (no traceback; what
        # is still buffered goes nowhere rather than failing again at exit).
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (OSError, ValueError, io.UnsupportedOperation):
            pass
        return EXIT_FAIL


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
