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

SAVE_FORMAT = "qtwargame-save"
#: 2: typed ``Choose`` answers (units, hexes, count fields); version 1 saves migrate.
SAVE_VERSION = 2


class SaveError(Exception):
    """A saved game that cannot be loaded; the message names the file and the place."""


@dataclass
class SavedGame:
    scenario: Any  # scenario model
    options: dict[str, Any]
    seed: int
    dice_script: tuple[int, ...]
    actions: list[dict[str, Any]]
    final_hash: str | None = None


def to_json(history: History, seed: int, dice_script: tuple[int, ...] = ()) -> dict[str, Any]:
    game = history.game
    return {
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


def save(path: str | Path, history: History, seed: int, dice_script: tuple[int, ...] = ()) -> None:
    text = json.dumps(to_json(history, seed, dice_script), ensure_ascii=False, indent=1)
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


def parse(data: Any, where: str) -> SavedGame:
    from qtwargame.scenario.io import ScenarioError, scenario_from_data

    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{where}: not a qtwargame saved game (no \"format\": \"{SAVE_FORMAT}\")")
    version = data.get("format_version")
    if not isinstance(version, int) or version > SAVE_VERSION:
        raise SaveError(f"{where}: $.format_version: {version!r} is newer than this program "
                        f"reads ({SAVE_VERSION})")
    try:
        scenario = scenario_from_data(data.get("scenario"), f"{where} $.scenario")
    except ScenarioError as e:
        raise SaveError(str(e)) from None
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise SaveError(f"{where}: $.actions: must be a list")
    actions = migrate_actions(actions, version)
    seed = data.get("seed")
    if not isinstance(seed, int):
        raise SaveError(f"{where}: $.seed: must be an integer")
    return SavedGame(
        scenario=scenario,
        options=dict(data.get("options") or {}),
        seed=seed,
        dice_script=tuple(data.get("dice_script") or ()),
        actions=actions,
        final_hash=data.get("final_hash"),
    )


def read(path: str | Path) -> SavedGame:
    p = Path(path)
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except OSError as e:
        raise SaveError(f"{p}: cannot read: {e.strerror}") from None
    except json.JSONDecodeError as e:
        raise SaveError(f"{p}: line {e.lineno}, column {e.colno}: not valid JSON: {e.msg}") from None
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
