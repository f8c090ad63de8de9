"""One opening of the editor, timed from inside a fresh process, for ``qtwargame bench
--editor-open`` (:func:`qtwargame.bench.editor_open`).

    python -m qtwargame.editor.open_probe SCENARIO

prints one JSON line: seconds (wall and CPU of this process) from the probe's start to
the editor's modules imported, to the window built, and to the map's first painted frame
(the end of the first paint of the map view), the window at the size it opens at; ``warm``: the same
opening again in the same process (a second window).
"""

from __future__ import annotations

import time

START = (time.perf_counter(), time.process_time())

import json  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402


def _clock() -> tuple[float, float]:
    return time.perf_counter(), time.process_time()


def _since(start: tuple[float, float] = START) -> dict[str, float]:
    wall, cpu = _clock()
    return {"wall_s": round(wall - start[0], 3), "cpu_s": round(cpu - start[1], 3)}


def _open(app, start: tuple[float, float], scenario: str) -> dict:
    from PySide6.QtCore import QEvent, QObject

    from qtwargame.editor import app as editor_app

    out = {}
    window = editor_app.make_editor_window(scenario)
    out["window_built"] = _since(start)
    seen: dict = {}

    class FirstPaint(QObject):
        def eventFilter(self, watched, event) -> bool:
            if event.type() == QEvent.Type.Paint and "frame" not in seen:
                # the paint itself, timed to its end (the frame is there once it is drawn);
                # the event then goes on to the window's own filters and is painted again
                window.view.viewportEvent(event)
                seen["frame"] = _since(start)
            return False

    probe = FirstPaint()
    window.view.viewport().installEventFilter(probe)
    window.show()
    while "frame" not in seen:
        app.processEvents()
    out["first_frame"] = seen["frame"]
    window.close()
    window.deleteLater()
    app.processEvents()
    return out


def main(scenario: str) -> dict:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from qtwargame.editor import app as editor_app

    app = editor_app._application()
    out = {"imported": _since(), **_open(app, START, scenario)}
    out["warm"] = _open(app, _clock(), scenario)
    return out


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1])))
