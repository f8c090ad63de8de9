"""The one place that opens the program's windows.

The play window opens the scenario editor (Game ▸ Edit Scenario) and the editor opens the
play window (play-test), yet neither imports the other: each offers its windows through
the entry-point group ``qtwargame.windows``, and both ask this module for the other's.
A build without one of them (or a plugin package that adds a window) needs no change
elsewhere. Nothing here imports Qt.

Window kinds: ``play`` (a play window on a scenario, for play-tests), ``edit`` (an editor
window, shown), ``edit-offscreen`` (an editor window built for a screenshot).
"""

from __future__ import annotations

from collections.abc import Callable
from importlib.metadata import entry_points
from typing import Any

GROUP = "qtwargame.windows"


class WindowUnavailable(Exception):
    """No installed package offers that kind of window (or it failed to load)."""


def opener(kind: str) -> Callable[..., Any]:
    """The function that opens a window of ``kind``; WindowUnavailable says why not."""
    for ep in entry_points(group=GROUP, name=kind):
        try:
            return ep.load()
        except Exception as e:  # a broken plugin must not take the program down
            raise WindowUnavailable(f"{kind}: {ep.value} cannot be loaded: {e}") from e
    raise WindowUnavailable(f"no installed package offers the {kind!r} window")


def open_window(kind: str, *args: Any, **kwargs: Any) -> Any:
    """Open a window of ``kind`` with the opener's own arguments."""
    return opener(kind)(*args, **kwargs)
