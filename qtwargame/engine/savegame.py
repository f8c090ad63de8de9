"""Saved games: the scenario, the options, the seed and every action, replayable.

A save embeds the whole scenario it was played on, so a game started on a scenario that
was later edited (or a user's own file) still loads. Loading replays every action from the
start and compares the final state hash with the one recorded: a save that does not
replay to the same state is reported, never trusted.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from qtwargame import __version__
from qtwargame.atomic import write_atomic
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.save_migrations import migrate_actions
from qtwargame.errors import BadFileError

SAVE_FORMAT = "qtwargame-save"
#: 2: typed ``Choose`` answers (units, hexes, count fields); version 1 saves migrate.
SAVE_VERSION = 2


class SaveError(BadFileError):
    """A saved game that cannot be loaded; the message names the file and the place."""


@dataclass
class SavedGame:
    scenario: Any  # scenario model
    options: dict[str, Any]
    seed: int
    dice_script: tuple[int, ...]
    actions: list[dict[str, Any]]
    final_hash: str | None = None
    #: Sides the computer plays and at which level (side -> level id); ``None`` when the
    #: save does not say (older saves, saves written outside the play window). Metadata:
    #: not part of the game the actions and ``final_hash`` prove.
    computer: dict[str, str] | None = None


def to_json(history: History, seed: int, dice_script: tuple[int, ...] = (),
            computer: dict[str, str] | None = None) -> dict[str, Any]:
    """The save's JSON. ``computer`` (side -> level id of the sides the computer plays; an
    empty dict when people play every side) is written when given."""
    game = history.game
    out = {
        "format": SAVE_FORMAT,
        "format_version": SAVE_VERSION,
        "app_version": __version__,
        "scenario": game.scenario.model_dump(mode="json"),
        "options": game.options,
        "seed": seed,
        "dice_script": list(dice_script),
        "actions": [game.encode(a) for a in history.actions],
        "turn": history.state.turn,
        "phase": history.state.phase,
        "final_hash": game.hash(history.state),
    }
    if computer is not None:
        out["computer"] = {side: computer[side] for side in sorted(computer)}
    return out


def save(path: str | Path, history: History, seed: int, dice_script: tuple[int, ...] = (),
         computer: dict[str, str] | None = None) -> None:
    text = json.dumps(to_json(history, seed, dice_script, computer), ensure_ascii=False,
                      indent=1)
    write_atomic(path, text)


# -- sharing a position without giving away what the other side may not see ---------------

VIEW_FORMAT = "qtwargame-view"
VIEW_VERSION = 1


def view_to_json(history: History, side: str) -> dict[str, Any]:
    """A shared position for play by e-mail: what ``side`` may see now and nothing more.

    A saved game (``.qtwsave``) holds the dice seed and every action, so whoever has it can
    replay the game and read everything, hands and face-down identities included: it is a
    file to keep, not to send. A shared view holds the scenario, the state as
    ``engine.view.view_for`` gives it to ``side`` (no seed, no secret, other hands hidden)
    and the log lines ``side`` may read (secret rolls without their values).
    """
    from qtwargame.engine.state import state_to_json
    from qtwargame.engine.view import log_for, view_for

    game = history.game
    if side not in game.sides:
        raise ValueError(f"unknown side {side!r}")
    view = view_for(game, history.state, side)
    return {
        "format": VIEW_FORMAT,
        "format_version": VIEW_VERSION,
        "app_version": __version__,
        "side": side,
        "scenario": game.scenario.model_dump(mode="json"),
        "options": game.options,
        "state": state_to_json(view, game.label),
        "log": [e.to_json(game.label) for e in log_for(history.log(), side)],
    }


def save_view(path: str | Path, history: History, side: str) -> None:
    """Write :func:`view_to_json` atomically (``.qtwview``)."""
    write_atomic(path, json.dumps(view_to_json(history, side), ensure_ascii=False, indent=1))


#: Limits on a save's own fields (the embedded scenario has the scenario format's limits).
MAX_ACTIONS = 1_000_000
MAX_SCRIPTED_DICE = 100_000
MAX_DIE = 100
SEED_BOUND = 2**64
_HEX_DIGITS = frozenset("0123456789abcdef")
#: A computer level id in ``computer``: short, lower-case letters, digits and ``_``.
MAX_LEVEL_ID = 40
_LEVEL_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _type_name(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _option_problems(options: dict[str, Any], scenario: Any, where: str) -> list[str]:
    """Each chosen option must be one the ruleset or the scenario offers, with a value of
    its kind: one of its choices, or true/false for an on/off rule."""
    from qtwargame.engine.ruleset import get_ruleset

    offered: dict[str, tuple[str, ...]] = {}
    try:
        for o in get_ruleset(scenario.ruleset).options():
            offered[o.id] = tuple(o.choices)
    except KeyError:
        pass  # the scenario check has already reported an unknown ruleset
    for o in scenario.options:
        offered.setdefault(o.id, tuple(o.choices))
    out = []
    for key, value in options.items():
        if key not in offered:
            known = ", ".join(sorted(offered)) or "none"
            out.append(f"{where}: $.options[{key!r}]: unknown option (this scenario offers: "
                       f"{known})")
        elif offered[key]:
            if value not in offered[key] or not isinstance(value, str):
                out.append(f"{where}: $.options[{key!r}]: {value!r} is not one of "
                           f"{', '.join(offered[key])}")
        elif not isinstance(value, bool):
            out.append(f"{where}: $.options[{key!r}]: must be true or false, not "
                       f"{_type_name(value)}")
    return out


def parse(data: Any, where: str, require_hash: bool = True) -> SavedGame:
    """A saved game's parsed JSON as a :class:`SavedGame`, every field's type and range
    checked; a problem is a :class:`SaveError` naming ``where`` and the JSON path.

    A save must carry the hash of its final state (``require_hash``): without it nothing
    shows that its actions lead where the save says, so it is refused."""
    from qtwargame.scenario.io import ScenarioError, scenario_from_data

    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{where}: $.format: not a qtwargame saved game (no \"format\": "
                        f"\"{SAVE_FORMAT}\")")
    version = data.get("format_version")
    if not _is_int(version) or not 1 <= version <= SAVE_VERSION:
        if _is_int(version) and version > SAVE_VERSION:
            raise SaveError(f"{where}: $.format_version: {version} is newer than this program "
                            f"reads ({SAVE_VERSION})")
        raise SaveError(f"{where}: $.format_version: must be a whole number from 1 to "
                        f"{SAVE_VERSION}, not {version!r}")
    if "scenario" not in data:
        raise SaveError(f"{where}: $.scenario: missing (a save embeds its scenario)")
    try:
        scenario = scenario_from_data(data["scenario"], where)
    except ScenarioError as e:
        raise SaveError("\n".join(
            f"{p.file}: {'$.scenario' + p.path[1:] if p.path.startswith('$') else p.path}: "
            f"{p.message}" for p in e.problems)) from None
    problems: list[str] = []
    seed = data.get("seed")
    if not _is_int(seed) or not -SEED_BOUND < seed < SEED_BOUND:
        problems.append(f"{where}: $.seed: must be a whole number of at most 20 digits, "
                        f"not {_type_name(seed) if not _is_int(seed) else seed}")
    options = data.get("options", {})
    if not isinstance(options, dict):
        problems.append(f"{where}: $.options: must be an object, not {_type_name(options)}")
        options = {}
    else:
        problems += _option_problems(options, scenario, where)
    script = data.get("dice_script", [])
    if not isinstance(script, list):
        problems.append(f"{where}: $.dice_script: must be a list of die values, not "
                        f"{_type_name(script)}")
        script = []
    elif len(script) > MAX_SCRIPTED_DICE:
        problems.append(f"{where}: $.dice_script: {len(script)} values is more than "
                        f"{MAX_SCRIPTED_DICE}")
    for i, v in enumerate(script[:MAX_SCRIPTED_DICE]):
        if not _is_int(v) or not 1 <= v <= MAX_DIE:
            problems.append(f"{where}: $.dice_script[{i}]: {v!r} is not a die value (a whole "
                            f"number from 1 to {MAX_DIE})")
            break
    actions = data.get("actions")
    if not isinstance(actions, list):
        problems.append(f"{where}: $.actions: must be a list, not {_type_name(actions)}")
        actions = []
    elif len(actions) > MAX_ACTIONS:
        problems.append(f"{where}: $.actions: {len(actions)} actions is more than {MAX_ACTIONS}")
    for i, a in enumerate(actions):
        if not isinstance(a, dict):
            problems.append(f"{where}: $.actions[{i}]: an action must be an object, not "
                            f"{_type_name(a)}")
        elif not isinstance(a.get("kind"), str):
            problems.append(f"{where}: $.actions[{i}].kind: must be the action's kind as "
                            f"text, not {_type_name(a.get('kind'))}")
        elif not isinstance(a.get("side"), str):
            problems.append(f"{where}: $.actions[{i}].side: must be a side id, not "
                            f"{_type_name(a.get('side'))}")
        else:
            continue
        break
    final_hash = data.get("final_hash")
    if final_hash is None:
        if require_hash:
            problems.append(f"{where}: $.final_hash: missing, so nothing shows that the actions "
                            "lead to the saved game; the save is refused as unverified")
    elif not (isinstance(final_hash, str) and len(final_hash) == 64
              and set(final_hash) <= _HEX_DIGITS):
        problems.append(f"{where}: $.final_hash: must be 64 hexadecimal digits (a SHA-256)")
        final_hash = None
    computer = data.get("computer")
    if computer is not None:
        computer, more = _computer_problems(computer, scenario, where)
        problems += more
    if problems:
        raise SaveError("\n".join(problems))
    actions = migrate_actions(actions, version)
    return SavedGame(
        scenario=scenario,
        options=dict(options),
        seed=seed,
        dice_script=tuple(script),
        actions=actions,
        final_hash=final_hash,
        computer=computer,
    )


def _computer_problems(value: Any, scenario: Any, where: str) -> tuple[dict[str, str], list[str]]:
    """``computer`` checked: an object from the scenario's side ids to level ids. Whether
    the level exists is the play window's question (``qtwargame.ai``), not the engine's."""
    if not isinstance(value, dict):
        return {}, [f"{where}: $.computer: must be an object (side -> computer level), not "
                    f"{_type_name(value)}"]
    sides = {s.id for s in scenario.sides}
    for side, level in value.items():
        if side not in sides:
            return {}, [f"{where}: $.computer: {side!r} is not a side of the scenario "
                        f"({', '.join(sorted(sides))})"]
        if not (isinstance(level, str) and 0 < len(level) <= MAX_LEVEL_ID
                and set(level) <= _LEVEL_CHARS):
            return {}, [f"{where}: $.computer.{side}: must be a computer level id (lower-case "
                        f"letters, digits and _, at most {MAX_LEVEL_ID}), not "
                        f"{repr(level) if isinstance(level, str) else _type_name(level)}"]
    return dict(value), []


def read(path: str | Path) -> SavedGame:
    """The saved game in ``path``, parsed and checked (not yet replayed): any problem is a
    :class:`SaveError` naming the file, the place and what is wrong."""
    from qtwargame.scenario.io import ScenarioError, parse_json, read_text_file

    p = Path(path)
    try:
        data = parse_json(read_text_file(p), str(p))
    except ScenarioError as e:
        raise SaveError(str(e)) from None
    return parse(data, str(p))


def replay(saved: SavedGame, where: str = "save") -> History:
    """Rebuild the game's history by replaying every action; check the final hash."""
    try:
        game = Game(saved.scenario, saved.options)
    except KeyError as e:
        raise SaveError(f"{where}: $.options: {e.args[0]}") from None
    state, entries = game.new_state(saved.seed, saved.dice_script)
    history = History(game, state, entries)
    for i, data in enumerate(saved.actions):
        try:
            action = game.decode(data)
            history.submit(action)
        except (ValueError, KeyError) as e:
            raise SaveError(f"{where}: $.actions[{i}]: {e}") from None
        except IllegalAction as e:
            raise SaveError(f"{where}: $.actions[{i}]: refused on replay: {e}") from None
    if saved.final_hash is not None and game.hash(history.state) != saved.final_hash:
        raise SaveError(f"{where}: $.final_hash: the actions replay to a different state "
                        "than the one saved")
    return history


def load(path: str | Path) -> tuple[History, SavedGame]:
    saved = read(path)
    return replay(saved, str(path)), saved
