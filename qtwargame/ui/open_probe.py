"""One opening of the play window, timed from inside a fresh process, for ``qtwargame bench
--play-open`` (:func:`qtwargame.bench.play_open`).

    python -m qtwargame.ui.open_probe SCENARIO          a new game of a scenario
    python -m qtwargame.ui.open_probe --save FILE       a saved game

prints one JSON line: seconds (wall and CPU of this process) from the probe's start to the
play window's modules imported, to the window built, to the game started (the scenario
read and a new game made; or the save read and its start shown, ``ui.opening``), to the
board's first painted frame (the end of the first paint of the board view after that), and to the
board ``playable`` (a save: every action replayed with its check, the game adopted and
its board painted), the window at the size it opens at, as ``qtwargame play`` opens it. ``warm`` is the same
opening again in the same process (a second window): what the player waits for when the
modules are already loaded, as after Game ▸ New or Game ▸ Open.
"""

from __future__ import annotations

import time

START = (time.perf_counter(), time.process_time())

import json  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402


def _clock() -> tuple[float, float]:
    return time.perf_counter(), time.process_time()


def _since(start: tuple[float, float]) -> dict[str, float]:
    wall, cpu = _clock()
    return {"wall_s": round(wall - start[0], 3), "cpu_s": round(cpu - start[1], 3)}


def _open(app, start: tuple[float, float], scenario: str | None, save: str | None) -> dict:
    from PySide6.QtCore import QEvent, QObject

    from qtwargame.ui.main_window import MainWindow

    out: dict = {}
    window = MainWindow(lang="en")
    out["window_built"] = _since(start)
    seen: dict = {}

    class FirstPaint(QObject):
        def eventFilter(self, watched, event) -> bool:
            if (event.type() == QEvent.Type.Paint and "frame" not in seen
                    and window.view.board_scene is not None):
                # the paint itself, timed to its end (the frame is there once it is drawn);
                # the event then goes on to the window's own filters and is painted again
                window.view.viewportEvent(event)
                seen["frame"] = _since(start)
            return False

    probe = FirstPaint()
    window.view.viewport().installEventFilter(probe)
    window.show()  # as run_play: the window first, then the game
    if save is not None:
        if not window.open_path(save, check_after_frame=True):
            raise SystemExit(f"{save}: cannot be opened")
    elif scenario is not None:
        from qtwargame.scenario import catalog

        if not window.start_game(catalog.load(scenario), seed=None):
            raise SystemExit(f"{scenario}: cannot be started")
    out["game_started"] = _since(start)
    while "frame" not in seen:
        app.processEvents()
    out["first_frame"] = seen["frame"]
    while window.opening is not None:  # a save: its checked replay after the first frame
        app.processEvents()
    if window.controller.history is None:
        raise SystemExit(f"{save}: refused by its check")
    window.view.viewport().repaint()
    out["playable"] = _since(start)
    window.close()
    window.deleteLater()
    app.processEvents()
    return out


def main(scenario: str | None = None, save: str | None = None) -> dict:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from qtwargame.ui.app import application

    app = application()
    out = {"imported": _since(START), **_open(app, START, scenario, save)}
    out["warm"] = _open(app, _clock(), scenario, save)
    return out


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[:1] == ["--save"]:
        print(json.dumps(main(save=args[1])))
    else:
        print(json.dumps(main(scenario=args[0])))
