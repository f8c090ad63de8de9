"""Autosaves and crash recovery.

The controller writes the game to ``autosave.qtwsave`` in the autosave folder
(:func:`qtwargame.userfiles.autosave_dir`) at every phase end, two seconds after the last
action within a phase (``controller.AUTOSAVE_DELAY_MS``: a crash loses at most those
seconds, and a run of quick moves costs one write), when a game starts, when the window
closes, and after an unexpected error (:mod:`qtwargame.ui.crash`). A session file
beside it records that a window is open; a clean exit removes it. At the next start, an
autosave with a session file left behind by a process that is no longer running means the
last session did not exit cleanly, and the window offers to resume it.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from qtwargame import userfiles
from qtwargame.engine import savegame
from qtwargame.engine.history import History

AUTOSAVE_NAME = "autosave.qtwsave"
SESSION_NAME = "session.json"


def default_dir() -> Path:
    return userfiles.autosave_dir()


class Autosaver:
    def __init__(self, folder: str | os.PathLike | None = None) -> None:
        self.folder = Path(folder) if folder is not None else default_dir()

    @property
    def path(self) -> Path:
        return self.folder / AUTOSAVE_NAME

    @property
    def session_path(self) -> Path:
        return self.folder / SESSION_NAME

    def write(self, history: History, seed: int, dice_script: tuple[int, ...] = (),
              computer: dict[str, str] | None = None) -> None:
        # on one line: a person opens the autosave in the window, never reads its text
        savegame.save(self.path, history, seed, dice_script, computer, indent=None)

    def begin_session(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        self.session_path.write_text(json.dumps({"pid": os.getpid()}), encoding="utf-8")

    def end_session(self) -> None:
        """A clean exit: the autosave stays, but will not be offered as a crash recovery."""
        try:
            self.session_path.unlink()
        except FileNotFoundError:
            pass

    def recoverable(self) -> Path | None:
        """The autosave of a session that did not exit cleanly, if there is one."""
        if not self.path.exists() or not self.session_path.exists():
            return None
        try:
            pid = int(json.loads(self.session_path.read_text(encoding="utf-8"))["pid"])
        except (OSError, ValueError, KeyError, TypeError):
            return self.path
        if pid != os.getpid() and userfiles.process_alive(pid):
            return None  # another window is still running and owns this autosave
        return self.path
