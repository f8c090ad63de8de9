"""The application's log file, set up when a window opens (``qtwargame``, ``play``,
``edit``).

Log records of every ``qtwargame.*`` logger (and Qt's messages, through
:mod:`qtwargame.ui.crash`) go to :func:`qtwargame.userfiles.log_file`, rotated at 1 MB with
three old files kept. A hard crash of the interpreter (a segmentation fault, an abort)
cannot run Python code, so :mod:`faulthandler` writes its tracebacks to ``fatal.log``
beside it. Headless verbs (validate, simulate…) write no log. No Qt.
"""

from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import platform
import sys
from pathlib import Path

from qtwargame import __version__, userfiles

MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)-8s %(name)s: %(message)s"

_handler: logging.Handler | None = None
_fatal_file = None


def configure(log_file: Path | None = None, level: int = logging.INFO,
              fatal_log: bool = True) -> Path | None:
    """Send the log to ``log_file`` (default: the user log folder). Returns the file, or
    None if it cannot be written (then nothing is logged to a file, and nothing fails).
    Calling it again moves the log to the new file. ``fatal_log``: also point
    :mod:`faulthandler` at ``fatal.log`` in the same folder."""
    global _handler
    path = Path(log_file) if log_file is not None else userfiles.log_file()
    reset()
    root = logging.getLogger()
    try:
        userfiles.ensure(path.parent)
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=MAX_BYTES,
                                                       backupCount=BACKUPS, encoding="utf-8")
    except OSError as e:
        print(f"qtwargame: cannot write the log file {path}: {e}", file=sys.stderr)
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    handler.setLevel(level)
    root.addHandler(handler)
    if root.level > level or root.level == logging.NOTSET:
        root.setLevel(level)
    _handler = handler
    if fatal_log:
        _enable_faulthandler(path.parent / "fatal.log")
    logging.getLogger("qtwargame").info(
        "qtwargame %s started (Python %s, %s)", __version__, platform.python_version(),
        platform.platform())
    return path


def reset() -> None:
    """Stop writing the log file (tests; a second :func:`configure`)."""
    global _handler
    if _handler is not None:
        logging.getLogger().removeHandler(_handler)
        _handler.close()
        _handler = None


def current() -> Path | None:
    """The log file in use, if logging was configured."""
    return Path(_handler.baseFilename) if isinstance(_handler, logging.FileHandler) else None


def _enable_faulthandler(path: Path) -> None:
    global _fatal_file
    try:
        fatal = open(path, "a", encoding="utf-8")  # kept open: faulthandler writes to it
    except OSError:
        return
    faulthandler.enable(file=fatal)
    if _fatal_file is not None:
        _fatal_file.close()
    _fatal_file = fatal
