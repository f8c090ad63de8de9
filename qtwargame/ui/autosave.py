"""Autosaves and crash recovery.

The controller writes the game to ``autosave.qtwsave`` in the autosave folder
(:func:`qtwargame.userfiles.autosave_dir`) at every phase end, two seconds after the last
action within a phase (``controller.AUTOSAVE_DELAY_MS``: a crash loses at most those
seconds, and a run of quick moves costs one write), when a game starts, when the window
closes, and after an unexpected error (:mod:`qtwargame.ui.crash`). A session file
beside it records that a window is open; a clean exit removes it. At the next start, an
autosave with a session file left behind by a process that is no longer running means the
last session did not exit cleanly, and the window offers to resume it.

Another game never replaces a game's autosave: before a new game (or one opened from a
file) first writes it, the autosave it finds is set aside among the *earlier autosaves*
(the ``earlier`` folder, the newest :data:`KEEP_EARLIER` kept), which Game > Open Recent
lists by game and turn (session 93: "Something Else" at the offer to continue, or a game
started with ``--scenario`` after a crash, overwrote the last game for good). A second
window, while the first one runs, writes an autosave of its own (``autosave-PID``), set
aside too when it closes or when its process is found gone.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from qtwargame import userfiles
from qtwargame.engine import savegame
from qtwargame.engine.history import History

AUTOSAVE_NAME = "autosave.qtwsave"
SESSION_NAME = "session.json"
EARLIER_DIR = "earlier"
#: How many earlier autosaves are kept (the oldest go first).
KEEP_EARLIER = 10


def default_dir() -> Path:
    return userfiles.autosave_dir()


class Autosaver:
    def __init__(self, folder: str | os.PathLike | None = None) -> None:
        self.folder = Path(folder) if folder is not None else default_dir()
        self.name, self.session_name = AUTOSAVE_NAME, SESSION_NAME
        #: (earlier autosave, its time, language) -> its title and turn (``earlier_games``)
        self._described: dict[tuple[Path, float, str], tuple[str, int] | None] = {}

    @property
    def path(self) -> Path:
        return self.folder / self.name

    @property
    def session_path(self) -> Path:
        return self.folder / self.session_name

    @property
    def earlier_folder(self) -> Path:
        return self.folder / EARLIER_DIR

    def set_aside(self, path: Path | None = None) -> Path | None:
        """Move the autosave (or ``path``, another window's) among the earlier autosaves,
        keeping the newest :data:`KEEP_EARLIER`; its new path, or None if there was none
        or it holds a game with no move yet (it is left to be overwritten, so restarts do
        not push the earlier games out). OSError propagates (the file stays where it was)."""
        path = self.path if path is None else path
        if not path.exists() or not _played(path):
            return None
        self.earlier_folder.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(path.stat().st_mtime))
        target, n = self.earlier_folder / f"{stamp}.qtwsave", 1
        while target.exists():
            n += 1
            target = self.earlier_folder / f"{stamp}-{n}.qtwsave"
        os.replace(path, target)
        for old in self.earlier()[KEEP_EARLIER:]:
            try:
                old.unlink()
            except OSError:
                pass
        return target

    def earlier(self) -> list[Path]:
        """The earlier autosaves, the newest first."""
        try:
            found = list(self.earlier_folder.glob("*.qtwsave"))
        except OSError:
            return []
        return sorted(found, key=lambda f: (_mtime(f), f.name), reverse=True)

    def earlier_games(self, lang: str) -> list[tuple[Path, str, int, float]]:
        """Each earlier autosave that reads as a game, the newest first: its path, its
        game's title in ``lang``, its turn and when it was written. An earlier autosave is
        never written again, so each is read once (the Open Recent menu asks at every
        showing; a whole Defiant Russia game is about 2 ms to read)."""
        out = []
        for path in self.earlier():
            when = _mtime(path)
            key = (path, when, lang)
            if key not in self._described:
                self._described[key] = title_and_turn(path, lang)
            which = self._described[key]
            if which is not None:
                out.append((path, which[0], which[1], when))
        return out

    def write(self, history: History, seed: int, dice_script: tuple[int, ...] = (),
              computer: dict[str, str] | None = None) -> None:
        # on one line: a person opens the autosave in the window, never reads its text
        savegame.save(self.path, history, seed, dice_script, computer, indent=None)

    def begin_session(self) -> None:
        """Record that this window's session runs. While another window's process owns the
        autosave, this one takes an autosave of its own, so neither overwrites the other's
        game."""
        self.folder.mkdir(parents=True, exist_ok=True)
        owner = _owner(self.folder / SESSION_NAME)
        if self.name == AUTOSAVE_NAME and owner is not None and owner != os.getpid() \
                and userfiles.process_alive(owner):
            self.name = f"autosave-{os.getpid()}.qtwsave"
            self.session_name = f"session-{os.getpid()}.json"
        self.session_path.write_text(json.dumps({"pid": os.getpid(), "autosave": self.name}),
                                     encoding="utf-8")

    def end_session(self) -> None:
        """A clean exit: the autosave stays, but will not be offered as a crash recovery
        (a second window's own autosave goes among the earlier ones)."""
        try:
            self.session_path.unlink()
        except FileNotFoundError:
            pass
        if self.name != AUTOSAVE_NAME:
            try:
                self.set_aside()
            except OSError:
                pass

    def recoverable(self) -> Path | None:
        """The autosave of a session that did not exit cleanly, if there is one. A second
        window's autosave left by a process that is gone is set aside among the earlier
        autosaves on the way (reachable there, never offered at the start)."""
        self._set_aside_orphans()
        if not self.path.exists() or not self.session_path.exists():
            return None
        try:
            pid = int(json.loads(self.session_path.read_text(encoding="utf-8"))["pid"])
        except (OSError, ValueError, KeyError, TypeError):
            return self.path
        if pid != os.getpid() and userfiles.process_alive(pid):
            return None  # another window is still running and owns this autosave
        return self.path

    def _set_aside_orphans(self) -> None:
        try:
            sessions = list(self.folder.glob("session-*.json"))
        except OSError:
            return
        for session in sessions:
            pid = _owner(session)
            if pid is not None and userfiles.process_alive(pid):
                continue
            autosave = self.folder / f"autosave-{session.stem.removeprefix('session-')}.qtwsave"
            try:
                self.set_aside(autosave)
                session.unlink()
            except OSError:
                pass


def _owner(session: Path) -> int | None:
    """The process id a session file names; None if there is none or it cannot be read."""
    try:
        return int(json.loads(session.read_text(encoding="utf-8"))["pid"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _played(path: Path) -> bool:
    """False only for a save that reads as a game with no action yet; a file that cannot be
    read is kept as if played."""
    try:
        return bool(json.loads(path.read_text(encoding="utf-8"))["actions"])
    except (OSError, ValueError, KeyError, TypeError):
        return True


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def title_and_turn(path: Path, lang: str) -> tuple[str, int] | None:
    """The title (in ``lang``) and turn of the game saved in ``path``; None if unreadable."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        title = data["scenario"]["title"]
        turn = int(data["turn"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if isinstance(title, dict):
        title = title.get(lang) or title.get("en") or next(iter(title.values()), "")
    return str(title), turn
