"""Python's cyclic garbage collector waits for the board's first frame (issue 48, "opens at
once"; ``docs/performance.md``, "Opening at once, fifth round").

Opening a game makes a few hundred thousand objects (the scenario's JSON and models, the
board, the rules' tables, the scene's items, a save's actions): enough for the collector to
run some hundred times, once over every object of the program (all of PySide6's and
pydantic's too), which was about 0.05 s of CPU of Shin Barbarossa's 0.5 s from the
imports to the first frame. What an opening makes is mostly kept (the game, the board,
the scene), and what is not can wait a moment, so the collector is paused from the window
being shown, a game being started, or a save being shown before its replay, until the
board view has painted once, and runs as before from the next turn of the event loop (a
whole replay before the frame, Game ▸ Open, keeps it on).
It is never paused longer than :data:`LONGEST_MS` (a window that is never drawn), and it is
left alone where something else has turned it off.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QEvent, QObject, QTimer

#: The longest the collector waits for a frame, in milliseconds.
LONGEST_MS = 2000

#: Which pause turned the collector off (a number: each is the one before it and 1), 0
#: while it is on or was turned off by something else.
_off = 0
_pauses = 0


def _resume(pause: int | None = None) -> None:
    """The collector on again, if a pause turned it off (``pause``: if that one did). Also
    the limit's timer, which is no pause's child: a window closed before its first frame
    still ends its pause, and a pause's limit ends no later one."""
    global _off
    if _off and pause in (None, _off):
        _off = 0
        gc.enable()


class CollectorPause(QObject):
    """The collector paused by :meth:`hold` until ``viewport``'s next paint."""

    def __init__(self, viewport) -> None:
        super().__init__(viewport)
        self.viewport = viewport
        #: Whether this pause waits for the viewport's paint.
        self.held = False

    def hold(self) -> None:
        """Pause the collector until the viewport's next paint (or :data:`LONGEST_MS`)."""
        global _off, _pauses
        if self.held:
            return
        if not _off:
            if not gc.isenabled():  # turned off by something else: left to it
                return
            gc.disable()
            _pauses += 1
            _off = pause = _pauses
            QTimer.singleShot(LONGEST_MS, lambda: _resume(pause))
        self.held = True
        self.viewport.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint and self.held:
            QTimer.singleShot(0, self, self.release)  # once this frame is painted
        return False

    def release(self) -> None:
        """The collector runs again (if a pause stopped it)."""
        if not self.held:
            return
        self.held = False
        self.viewport.removeEventFilter(self)
        _resume()
