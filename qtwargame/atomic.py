"""Writing files so that a crash never leaves half a file behind."""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

#: A temporary file of an interrupted write older than this is removed by the next write
#: of the same file (a younger one may belong to a write still under way in another
#: process).
STALE_SECONDS = 600


def write_atomic(path: str | os.PathLike, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder, flushed to
    disk and renamed over the target, then the folder synced so that the rename itself
    survives a power cut: readers see the old file or the new one, never a mix. Temporary
    files an interrupted earlier write of the same file left behind are removed."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        os.chmod(tmp, _mode_for(target))
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    _sync_folder(target.parent)
    remove_stale_temporaries(target)


def _sync_folder(folder: Path) -> None:
    """fsync the folder (POSIX); where folders cannot be opened (Windows) the rename is
    already durable or cannot be made so, and nothing is done."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temporaries(target: str | os.PathLike, older_than: float = STALE_SECONDS) -> list[Path]:
    """Remove the temporary files (``.NAME.*.tmp``) that interrupted writes of ``target``
    left in its folder, if older than ``older_than`` seconds; the ones removed."""
    target = Path(target)
    removed: list[Path] = []
    now = time.time()
    try:
        leftovers = list(target.parent.glob(f".{glob_escape(target.name)}.*.tmp"))
    except OSError:
        return removed
    for leftover in leftovers:
        try:
            if now - leftover.stat().st_mtime > older_than:
                leftover.unlink()
                removed.append(leftover)
        except OSError:
            continue
    return removed


def glob_escape(name: str) -> str:
    """``name`` with the glob pattern characters quoted."""
    return "".join(f"[{c}]" if c in "*?[" else c for c in name)


def _mode_for(target: Path) -> int:
    """The permissions the file would have had if created normally: an existing file
    keeps its mode; a new one gets 0666 less the umask (mkstemp alone gives 0600)."""
    try:
        return target.stat().st_mode & 0o777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask
