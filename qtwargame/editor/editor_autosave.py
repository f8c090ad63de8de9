"""Autosaves of the editor, and finding the ones a crashed session left behind.

Each editor window writes its document, when it has unsaved changes, every few minutes
and when it closes, to ``editor-autosave/`` in the user data folder: the scenario as JSON
and a small ``.meta.json`` beside it (the process id, the file being edited, the time).
Saving the document or discarding its changes removes the autosave, and a window closed
that way writes none again (not even when the application quits). At the next start,
autosaves whose process is no longer running are offered for recovery.
"""

from __future__ import annotations

import itertools
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

from qtwargame import userfiles
from qtwargame.atomic import write_atomic

_counter = itertools.count(1)


def default_dir() -> Path:
    return userfiles.editor_autosave_dir()


@dataclass(frozen=True)
class Recovery:
    """An autosave left behind: the scenario text, and the file it was editing."""

    path: Path
    meta_path: Path
    original: str | None
    saved_at: float
    title: str
    #: The scenario's Japanese title, "" where it has none (or an older editor wrote it).
    title_ja: str = ""

    def name(self, lang: str) -> str:
        """What the recovery offer calls it: its file's name, else its title in ``lang``."""
        if self.original:
            return Path(self.original).name
        return (self.title_ja if lang == "ja" else "") or self.title


class EditorAutosave:
    def __init__(self, folder: str | os.PathLike | None = None) -> None:
        self.folder = Path(folder) if folder is not None else default_dir()
        self.key = f"{os.getpid()}-{next(_counter)}"

    @property
    def path(self) -> Path:
        return self.folder / f"autosave-{self.key}.json"

    @property
    def meta_path(self) -> Path:
        return self.folder / f"autosave-{self.key}.meta.json"

    def write(self, doc) -> None:
        write_atomic(self.path, doc.dumps())
        meta = {"pid": os.getpid(), "original": str(doc.path) if doc.path else None,
                "saved_at": time.time(), "title": doc.scenario.title.en,
                "title_ja": doc.scenario.title.ja}
        write_atomic(self.meta_path, json.dumps(meta, ensure_ascii=False))

    def discard(self) -> None:
        _remove(self.path, self.meta_path)

    @staticmethod
    def recoverable(folder: str | os.PathLike | None = None) -> list[Recovery]:
        """Autosaves of editor sessions that are not running any more, newest first. What
        can never be recovered (a description that cannot be read, or whose scenario is
        gone) is removed on the way."""
        root = Path(folder) if folder is not None else default_dir()
        out = []
        for meta_path in root.glob("autosave-*.meta.json"):
            data_path = meta_path.with_name(meta_path.name.replace(".meta.json", ".json"))
            try:
                meta = json.loads(meta_path.read_text(encoding="utf-8"))
                pid = int(meta["pid"])
            except (ValueError, KeyError, TypeError):
                _remove(meta_path, data_path)
                continue
            except OSError:
                continue
            if userfiles.process_alive(pid):
                continue
            if not data_path.exists():
                _remove(meta_path)
                continue
            out.append(Recovery(data_path, meta_path, meta.get("original"),
                                float(meta.get("saved_at", 0)), str(meta.get("title", "")),
                                str(meta.get("title_ja", "") or "")))
        return sorted(out, key=lambda r: -r.saved_at)

    @staticmethod
    def forget(recovery: Recovery) -> None:
        _remove(recovery.path, recovery.meta_path)


def _remove(*paths: Path) -> None:
    for p in paths:
        try:
            p.unlink()
        except FileNotFoundError:
            pass
