"""Reading a shared view (``.qtwview``): the position as one side saw it, to look at.

:func:`~qtwargame.engine.savegame.save_view` writes what one side may see of a game (the
command ``qtwargame share`` and the play window's Game ▸ Share Position…): the scenario, the
options, that side's view of the state (no seed, no secret, the other hands as counts) and
the log lines that side may read. :func:`read_view` reads one back for the play window,
which shows it read-only: a view has neither the seed nor the actions, so nothing can be
played on from it. Any problem is a :class:`ViewError` naming the file, the place and what
is wrong, as a saved game's are (``docs/saves.md``). The play window opens one by its suffix,
``.qtwview`` (``ui.shared_view``).

The log's lines come back with their combat records (the data the Combat panel's past
combats and the results table's highlighted column are drawn from), each checked: a unit or
hex the scenario does not have is a ``ViewError`` naming the line (before session 95 they
were dropped, and a view's past combats showed no table column).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from qtwargame.engine.datamodel import data_problems
from qtwargame.engine.game import Game, LogEntry, Roll
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.records import CombatRecord
from qtwargame.engine.savegame import _option_problems, _scenario_error, _shown
from qtwargame.engine.state import GameState, state_from_json
from qtwargame.engine.text import Msg, as_current, emsg
from qtwargame.errors import BadFileError

if TYPE_CHECKING:
    from qtwargame.scenario.io import FileProblem

VIEW_FORMAT = "qtwargame-view"
VIEW_VERSION = 1
VIEW_SUFFIX = "qtwview"
FIELDS = frozenset({"format", "format_version", "app_version", "side", "scenario", "options",
                    "state", "log", "log_text"})


class ViewError(BadFileError):
    """A shared view that cannot be shown; the message names the file and the place."""


@dataclass
class SharedView:
    """A shared view read back: the game it is of, the side whose view it is, that view of
    the state and the log lines that side could read."""

    game: Game
    side: str
    state: GameState
    log: list[LogEntry]
    #: The file it was read from.
    path: Path | None = None


def _error(where: str, place: str, msg: Msg) -> ViewError:
    from qtwargame.scenario.io import FileProblem

    problem: FileProblem = FileProblem.at(where, place, msg)
    return ViewError(str(problem), (problem,))


def read_view(path: str | Path) -> SharedView:
    """The shared view in ``path``, every part checked (:class:`ViewError` otherwise)."""
    from qtwargame.scenario.io import ScenarioError, parse_json, read_text_file

    p = Path(path)
    where = str(p)
    try:
        data = parse_json(read_text_file(p), where)
    except ScenarioError as e:
        raise ViewError(str(e), e.lines) from None
    view = parse_view(data, where)
    view.path = p
    return view


def parse_view(data: Any, where: str) -> SharedView:
    """A shared view's parsed JSON, checked: the format and version, the fields, the
    scenario, the options, the side, the state and the log."""
    from qtwargame.scenario.io import ScenarioError, scenario_from_data

    if not isinstance(data, dict) or data.get("format") != VIEW_FORMAT:
        raise _error(where, "$.format", emsg(
            "not a qtwargame shared view (no \"format\": \"{format}\")", format=VIEW_FORMAT))
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool) or version != VIEW_VERSION:
        if isinstance(version, int) and not isinstance(version, bool) and version > VIEW_VERSION:
            raise _error(where, "$.format_version", emsg(
                "{version} is newer than this program reads ({newest})", version=version,
                newest=VIEW_VERSION))
        raise _error(where, "$.format_version", emsg(
            "must be {version}, not {value}", version=VIEW_VERSION,
            value=emsg("missing") if version is None else _shown(version)))
    for key in data:
        if key not in FIELDS:
            raise _error(where, f"$.{key}", emsg(
                "not a field of a shared view (its fields: {fields})",
                fields=", ".join(sorted(FIELDS))))
    for key in ("scenario", "side", "state", "log"):
        if key not in data:
            raise _error(where, f"$.{key}", emsg("missing"))
    try:
        scenario = scenario_from_data(data["scenario"], where)
    except ScenarioError as e:
        raise ViewError(str(e), _scenario_error(e).lines) from None
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise _error(where, "$.options", emsg("must be an object"))
    problems = _option_problems(options, scenario, where)
    if problems:
        raise ViewError("\n".join(str(x) for x in problems), tuple(problems))
    side = data["side"]
    sides = [s.id for s in scenario.sides]
    if side not in sides:
        raise _error(where, "$.side", emsg("{value} is not one of {choices}",
                                           value=_shown(side), choices=", ".join(sides)))
    try:
        game = Game(scenario, options)
    except KeyError as e:
        raise _error(where, "$.options", emsg("cannot be read: {detail}",
                                              detail=str(e.args[0]) if e.args else "")) from None
    state = _state(game, data["state"], where)
    log = _log(data["log"], where, game)
    return SharedView(game, side, state, log)


def _hex_reader(game: Game) -> Callable[[str], Hex]:
    board = game.board

    def parse(label: str) -> Hex:
        try:
            return board.hex(label)
        except KeyError:
            raise ValueError(f"no hex {label!r} on the map") from None

    return parse


def _state(game: Game, value: Any, where: str) -> GameState:
    try:
        if not isinstance(value, dict):
            raise TypeError("not an object")
        state = state_from_json(value, _hex_reader(game))
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        detail = f"missing {e.args[0]!r}" if isinstance(e, KeyError) and e.args else str(e)
        raise _error(where, "$.state", emsg("cannot be read: {detail}", detail=detail)) from None
    unknown = sorted(set(state.units) - set(game.units))
    if unknown:
        raise _error(where, "$.state.units", emsg(
            "units this scenario does not have: {units}", units=", ".join(unknown[:8])))
    phases = {ph.id for ph in game.ruleset.phases(game)}
    if state.phase not in phases:
        raise _error(where, "$.state.phase", emsg("{value} is not one of {choices}",
                                                  value=_shown(state.phase),
                                                  choices=", ".join(sorted(phases))))
    wrong = data_problems(game.ruleset, state)
    if wrong:
        raise _error(where, "$.state.data", emsg("does not fit the rules: {detail}",
                                                 detail="; ".join(wrong)))
    return state


def _log(value: Any, where: str, game: Game) -> list[LogEntry]:
    if not isinstance(value, list):
        raise _error(where, "$.log", emsg("must be a list"))
    out = []
    hex_of, units = _hex_reader(game), frozenset(game.units)
    for i, e in enumerate(value):
        try:
            combat = (CombatRecord.from_json(e["combat"], hex_of, units)
                      if e.get("combat") is not None else None)
            rolls = tuple(Roll(tuple(int(v) for v in r["values"]), int(r["sides"]),
                               as_current(Msg.from_json(r["purpose"])), str(r.get("rule", "")),
                               bool(r.get("secret", False)))
                          for r in e.get("rolls", ()))
            out.append(LogEntry(int(e["seq"]), int(e["turn"]), str(e["phase"]), e.get("side"),
                                as_current(Msg.from_json(e["text"])), str(e.get("rule", "")),
                                bool(e.get("automatic", False)), rolls, e.get("private_to"),
                                combat))
        except (KeyError, TypeError, ValueError, AttributeError) as x:
            detail = f"missing {x.args[0]!r}" if isinstance(x, KeyError) and x.args else str(x)
            raise _error(where, f"$.log[{i}]", emsg("cannot be read: {detail}",
                                                    detail=detail)) from None
    return out
