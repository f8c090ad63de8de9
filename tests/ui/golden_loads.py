"""Opening golden saves without replaying each one from the start (for tests that open many
of them to read what the window shows, not to test loading).

A save that stops at a decision (``NAME-at-KIND.qtwsave``) holds the first actions of its
whole game (``NAME.qtwsave``), or, where the golden saves have no whole game of that name,
is its own whole. :func:`load` replays each whole game once per worker (a
golden one, under ``tests/data/golden``, as ``savegame.load`` does but for asking the rules
of each action: ``_golden_replay``; the final hash proved) and gives the whole save,
or a save cut from it, the history of its actions, after checking that the save is that
game's prefix (same scenario, options, rules' revision, seed, dice and actions) and that the state reached
has the save's hash, turn and phase. Anything else is loaded by ``savegame.load`` itself. Loading, and every
check of a save, is tested by ``tests/test_golden_saves.py``.

A cut save is not parsed again when its JSON is its whole game's but for the actions (a
prefix of the whole's), the hash, turn and phase and the proof over them: it is then the
whole game's ``SavedGame`` with its own actions, hash, turn and phase. Parsing a save
builds and validates its embedded scenario (about 0.2 CPU s a Shin Barbarossa save), the
same scenario for every cut of a game; ``tests/test_golden_saves.py`` reads every save
with ``savegame.read`` itself, so each one's parsing and proof are still checked.

Each history handed out is a new one (its own list of steps; steps are shared, and a step
only remakes or forgets its own states), so a window that plays on from it changes no
other test's history. The game object (the rules' memos) is shared by the histories cut
from one whole game, as it would be warm in a window that had replayed it.
"""

from __future__ import annotations

import dataclasses
import gc
import json
from pathlib import Path
from typing import Any

import pytest

from qtwargame.engine import savegame
from qtwargame.engine.history import History

_real_load = savegame.load
#: The golden saves: the only ones whose whole games are replayed without the rules' check.
GOLDEN = Path(__file__).resolve().parents[1] / "data" / "golden"
#: Each whole game replayed, and whether every state was checked against the rules'
#: declared models on the way (a checked replay serves an unchecked request too).
_whole: dict[Path, tuple[History, savegame.SavedGame, bool]] = {}
#: Each whole game's save as JSON (what a cut save is compared with before it is parsed).
_raw: dict[Path, dict[str, Any]] = {}
#: The fields in which a save cut from a whole game differs from it.
CUT_FIELDS = frozenset({"actions", "final_hash", "turn", "phase", "proof"})


def _replay(path: Path, check_states: bool) -> tuple[History, savegame.SavedGame]:
    if not check_states:
        return _real_load(path)
    saved = savegame.read(path)
    return savegame.replay(saved, str(path), check_states=True), saved


def _golden_replay(path: Path, check_states: bool) -> tuple[History, savegame.SavedGame]:
    """A golden whole game's replay with its final hash, turn and phase compared, as ``savegame.load``
    makes it, but without asking the rules whether each action is legal: these tests read
    the positions, and ``tests/test_golden_saves.py`` replays every golden save with every
    action checked. The check was two thirds of a replay's CPU (Shin Barbarossa's
    ``shin_barbarossa-2``: 6.1 CPU s checked, 1.9 not; session 95). An action's effect is the
    same either way: ``Game.apply`` checks, then applies, and the hash compared at the end is
    of the state applying alone reached. With ``check_states`` every state is also checked
    against the rules' declared models."""
    saved = savegame.read(path)
    replay = savegame.Replay(saved, str(path), check_states=check_states)
    game = replay.history.game
    game.check = _trusted  # type: ignore[method-assign]  # this replay's game only, until done
    try:
        return replay.finish(), saved
    finally:
        del game.check


def _trusted(state: Any, action: Any) -> None:
    """``Game.check`` for a golden save's replay: every action of it is legal (its own test)."""


def _keep(path: Path, kept: tuple[History, savegame.SavedGame, bool]) -> None:
    """Keep a whole game's replay for the worker, out of the garbage collector's way: the
    whole games kept are about 966,000 objects (every state of each), and every full
    collection walked them all again (0.57 CPU s each, against 0.025 without them) for the
    rest of the worker's tests. ``gc.freeze`` moves every object alive now to the permanent
    generation (after a collection, so that no garbage is frozen): in
    ``tests/ui/test_no_ids.py`` the collector's time fell from 6.4 to 3.5 CPU s. What is
    frozen is never collected, which costs nothing for these (kept until the worker ends);
    the objects of the test running then are frozen too, once per whole game."""
    _whole[path] = kept
    gc.collect()
    gc.freeze()


def load(path: str | Path, check_states: bool = False) -> tuple[History, savegame.SavedGame]:
    """``savegame.load(path)``; a whole game replayed once, a save cut from it taken from it.
    With ``check_states`` every state of the replay is checked against the rules' declared
    models (``savegame.replay``), a cut save's states being those of its whole game."""
    path = Path(path)
    whole_path = path.with_name(path.stem.split("-at-")[0] + path.suffix)
    if not whole_path.exists():
        if path.parent != GOLDEN:
            return _replay(path, check_states)
        # A golden save cut at a decision with no whole game beside it (Red Vengeance's
        # ``red_vengeance-8-at-home_army``, Shin Barbarossa's
        # ``shin_barbarossa-61-at-defensive_air``) is its own whole: replayed once per worker
        # like the others. Each was replayed in full, every action checked, at every opening
        # (tests/ui/test_no_ids.py's four cases of them were 15 of its 83 CPU s).
        whole_path = path
    if whole_path not in _whole or (check_states and not _whole[whole_path][2]):
        replayed = (_golden_replay if whole_path.parent == GOLDEN else _replay)(whole_path, check_states)
        _keep(whole_path, (*replayed, check_states))
    whole, full, _ = _whole[whole_path]
    saved = _cut_of(path, whole_path, full) or savegame.read(path)
    k = len(saved.actions)
    if ((saved.seed, saved.options, saved.dice_script, saved.generator, saved.revision)
            != (full.seed, full.options, full.dice_script, full.generator, full.revision)
            or saved.actions != full.actions[:k] or saved.scenario != full.scenario):
        return _replay(path, check_states)
    game = whole.game
    history = History(game, whole.initial, list(whole.initial_entries))
    history.steps = whole.steps[:k]
    history._pin_last()  # the current state is kept, as a replayed history keeps it
    state = history.state
    assert saved.final_hash is None or game.hash(state) == saved.final_hash, path
    assert saved.turn is None or saved.turn == state.turn, path
    assert saved.phase is None or saved.phase == state.phase, path
    return history, saved


def _cut_of(path: Path, whole_path: Path, full: savegame.SavedGame) -> savegame.SavedGame | None:
    """The save ``path`` as the whole game's ``SavedGame`` with its own first actions, hash,
    turn and phase, when its JSON differs from the whole's only in :data:`CUT_FIELDS` and
    its actions are the whole's first ones; else None (it is parsed as any save is)."""
    if whole_path not in _raw:
        _raw[whole_path] = json.loads(whole_path.read_text(encoding="utf-8"))
    whole = _raw[whole_path]
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except ValueError:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("actions"), list):
        return None
    k = len(data["actions"])
    if (any(data.get(key) != whole.get(key) for key in (data.keys() | whole.keys()) - CUT_FIELDS)
            or data["actions"] != whole["actions"][:k] or len(full.actions) != len(whole["actions"])):
        return None
    turn, phase, final_hash = data.get("turn"), data.get("phase"), data.get("final_hash")
    if not (isinstance(turn, int) and isinstance(phase, str) and isinstance(final_hash, str)):
        return None
    return dataclasses.replace(full, actions=full.actions[:k], final_hash=final_hash, turn=turn, phase=phase)


def install(monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows open saves through :func:`load` for the test's duration."""
    monkeypatch.setattr(savegame, "load", load)
