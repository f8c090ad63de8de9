"""Where the player's own files live: saves, autosaves, user scenarios, logs, settings.

Everything that writes a file for the player asks this module for the folder, so the
program keeps to the platform's places (through :mod:`platformdirs`):

=====================  =============================================================
saves                  ``<Documents>/qtwargame/saves`` (the Save dialogs start here)
user scenarios         ``<Documents>/qtwargame/scenarios`` (listed by New Game)
autosaves              ``<user data>/autosave`` (the play window's, at every phase end)
editor autosaves       ``<user data>/editor-autosave``
logs                   ``<user log>/qtwargame.log``, rotated
settings               Qt's ``QSettings`` for organization and application "qtwargame"
=====================  =============================================================

On Linux ``<Documents>`` is the XDG documents folder, ``<user data>``
``~/.local/share/qtwargame`` and ``<user log>`` ``~/.local/state/qtwargame/log``.

When the environment variable ``QTWARGAME_HOME`` names a folder, every one of these lives
under it instead (``data/``, ``documents/``, ``logs/``, ``settings/``): a portable
install, or a test that must not touch the real home folder.

Nothing here creates a folder by asking for it; :func:`ensure` does, when a file is about
to be written. No Qt.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "qtwargame"
#: Environment variable: one folder for every user file instead of the platform's places.
HOME_ENV = "QTWARGAME_HOME"
LOG_NAME = "qtwargame.log"


def home_override() -> Path | None:
    """The folder ``QTWARGAME_HOME`` names, if it is set."""
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def data_dir() -> Path:
    """Files the program keeps for the player (autosaves)."""
    home = home_override()
    return home / "data" if home else platformdirs.user_data_path(APP, appauthor=False)


def documents_dir() -> Path:
    """The player's qtwargame folder among their documents."""
    home = home_override()
    return home / "documents" if home else platformdirs.user_documents_path() / APP


def saves_dir() -> Path:
    return documents_dir() / "saves"


def scenarios_dir() -> Path:
    """The player's own scenarios, listed after the bundled ones."""
    return documents_dir() / "scenarios"


def autosave_dir() -> Path:
    return data_dir() / "autosave"


def editor_autosave_dir() -> Path:
    return data_dir() / "editor-autosave"


def log_dir() -> Path:
    home = home_override()
    return home / "logs" if home else platformdirs.user_log_path(APP, appauthor=False)


def log_file() -> Path:
    return log_dir() / LOG_NAME


def settings_file() -> Path | None:
    """The settings file when ``QTWARGAME_HOME`` is set; None means Qt's usual place."""
    home = home_override()
    return home / "settings" / APP / f"{APP}.ini" if home else None


def ensure(folder: Path) -> Path:
    """Create ``folder`` (and its parents) if needed; return it."""
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def user_scenarios() -> list[Path]:
    """The scenario files in the player's scenarios folder, by name."""
    folder = scenarios_dir()
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


def process_alive(pid: int) -> bool:
    """True while process ``pid`` runs: an autosave whose writer is still alive belongs
    to another open window and is not offered for recovery."""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return not _zombie(pid)


def _zombie(pid: int) -> bool:
    """True for a process that has exited but that its parent has not reaped (Linux: state
    Z in ``/proc/PID/stat``); ``os.kill(pid, 0)`` still finds it. Where there is no
    ``/proc``, False."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return False
    # the state follows the command's name, which is in parentheses and may hold spaces
    state = stat[stat.rfind(")") + 1:].split()
    return bool(state) and state[0] == "Z"
