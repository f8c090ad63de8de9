"""Opening a saved game with its checked replay after the window's first frame (issue 48,
"opens at once").

A save is trusted only once its proof holds, every action has been replayed with its
check and the end matches the save's final hash, turn and phase (``docs/performance.md``, "Opening a save:
why the replay stays checked"). A long game takes seconds to replay, so the play window
shows the board at the game's start at once, with the header saying that the save is
being checked and how far, and replays the actions in slices between frames. The board
takes no input until the check is done; then the game is adopted as ``controller.load``
adopts it. If the check fails, the window says why (naming the file, the place and what
is wrong) and shows no game, as a save refused at once leaves it. The save's proof (which
part of it was edited, ``engine.savegame``) and its scenario's checks after the structure
(references, rules, set-up) are made by the first slice too: a problem met before them is
reported only once they pass, as reading the whole save first would report it.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer

from qtwargame.engine import savegame
from qtwargame.errors import BadFileError, internal_error_text
from qtwargame.ui.names import translate

log = logging.getLogger(__name__)

#: Wall seconds of replay per slice: the window stays responsive between slices, and
#: the header is redrawn four times a second, not twenty (each redraw costs the replay).
SLICE_S = 0.25
#: How long the replay waits for the board's first frame before it starts anyway.
FIRST_FRAME_WAIT_MS = 500
#: Actions replayed between two looks at the clock.
STEP = 10


class CheckedOpening(QObject):
    """One save being opened by ``window`` (a ``MainWindow`` with no game yet) with its
    replay after the first frame; :meth:`begin` reads the file (a :class:`~qtwargame.errors.BadFileError`
    names what is wrong) and shows the start of the game."""

    def __init__(self, window, path: str | Path) -> None:
        super().__init__(window)
        self.window, self.path = window, Path(path)
        self.replay: savegame.Replay | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(0)
        self.timer.timeout.connect(self._slice)

    def begin(self) -> None:
        from qtwargame.engine.view import public_view
        from qtwargame.ui.board_scene import BoardScene
        from qtwargame.ui.names import Names

        # the proof and the scenario's checks after its structure: by the first slice
        saved = savegame.read(self.path, later=True)
        self.replay = savegame.Replay(saved, str(self.path))
        w = self.window
        game, state = self.replay.history.game, self.replay.history.state
        try:
            scene = BoardScene(game, Names(game, w.lang), parent=self)
            scene.hex_labels.setVisible(w.act_hex_numbers.isChecked())
            scene.terrain.set_patterns(w.act_patterns.isChecked())
            view = public_view(game, state)  # nobody has sat down yet
            supply: dict[str, bool] = {}
            for side in game.sides:
                supply.update(game.ruleset.supply_status(game, view, side))
            scene.set_state(view, supply)
        except Exception:  # a scenario not checked yet: its problems are the ones to name
            self.replay.check_first()
            raise
        w.view.set_board(scene)
        w.view.home()
        w.view.setEnabled(False)  # no input until every action is checked
        w.phase_bar.refresh()
        w.phase_bar.set_title(QCoreApplication.translate("MainWindow", "Opening a saved game"))
        w.docks["cards"].setVisible(  # as the game will show them
            bool(game.scenario.cards) and game.ruleset.reads("cards"))
        w.docks["crt"].setVisible(bool(game.scenario.tables))
        self._say()
        w.controller.gameStarted.connect(self.cancel)  # another game opened meanwhile
        if w.isVisible():  # the replay starts once the board's first frame is painted
            w.view.viewport().installEventFilter(self)
            # ... or after a moment if no frame comes (a window that is not drawn).
            QTimer.singleShot(FIRST_FRAME_WAIT_MS, self, self._first_slice)
        else:
            self.timer.start()

    def _first_slice(self) -> None:
        if self.replay is not None and self.replay.done == 0 and not self.timer.isActive():
            self.timer.start()

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            if self.replay is not None:
                self.timer.start()
        return False

    def checking(self) -> bool:
        return self.replay is not None

    def _say(self) -> None:
        r = self.replay
        if r is None:
            return
        self.window.phase_bar.set_hint(QCoreApplication.translate(
            "MainWindow", "Checking {file}: {done} of {total} actions. Play begins once all are "
                          "checked.").format(
                file=self.path.name, done=r.done, total=r.total))

    def _slice(self) -> None:
        r = self.replay
        if r is None:
            return
        t = time.perf_counter()
        try:
            while not r.step(STEP):
                if time.perf_counter() - t >= SLICE_S:
                    self._say()
                    self.timer.start()
                    return
            history = r.finish()
        except savegame.RulesChangedError as e:
            log.info("%s: %s", self.path, e)
            self._clear()
            self.window.offer_changed_rules(self.path, e)
            return
        except BadFileError as e:
            log.info("cannot open %s: %s", self.path, e)
            self._fail(self.window.file_problem_text(e))
            return
        except Exception as e:  # a bug must not take the window down with the file
            log.exception("unexpected error opening %s", self.path)
            self._fail(internal_error_text(self.path, e, translate))
            return
        self._stop()
        w = self.window
        w.controller.adopt_saved(history, r.saved, self.path)
        log.info("opened %s (checked after the first frame)", self.path)
        w.remember(self.path)
        w.show_status(w.tr("Opened {file}").format(file=self.path.name))

    def _stop(self) -> None:
        self.timer.stop()
        self.replay = None
        w = self.window
        w.controller.gameStarted.disconnect(self.cancel)
        w.view.setEnabled(True)
        w.phase_bar.set_hint("")
        if w.opening is self:
            w.opening = None

    def cancel(self, *_args) -> None:
        """Another game was started or opened: this one is dropped unchecked."""
        if self.replay is not None:
            self._stop()

    def _clear(self) -> None:
        """Stop, leaving the window with no game, as a save refused at once leaves it."""
        self._stop()
        w = self.window
        w.view.setScene(None)
        w.view.board_scene = None
        w.phase_bar.refresh()

    def _fail(self, text: str) -> None:
        self._clear()
        self.window.show_error(self.window.tr("Cannot open the saved game"), text)
