"""UI figures for ``qtwargame bench --ui`` (offscreen Qt): what a player waits for.

- ``scene_build_ms``: building the board scene of a state and rendering it once;
- per phase in which units were moved (``qtwargame.bench.phase_points``):
  ``action_to_paint_ms``, the real action that opened the state (often the End Phase click)
  submitted through the controller until the board is painted again; ``pickup_first_ms``,
  the first pick-up on that state: a mouse press on a counter until its destinations are
  painted; ``pickup_ms``, the pick-ups after it; ``pickup_unindexed_ms``, a pick-up that is
  the very first question asked of the state (the controller's index of legal actions
  dropped, as after an action whose refresh asked nothing);
- ``open_save_to_paint_s``: opening a saved whole game until its board is painted;
- ``pan_frame_ms``: one frame while panning.

Painting is forced with ``repaint()`` on the board's viewport, so each figure ends with the
pixels drawn. Times are the process's CPU time (``qtwargame.bench.clock``).
"""

from __future__ import annotations

import gc
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from qtwargame.bench import _stats, clock, phase_points, random_history, save_whole_game

if TYPE_CHECKING:
    from PySide6.QtGui import QMouseEvent

    from qtwargame.ui.board_view import BoardView

VIEW_W, VIEW_H = 1200, 800


def _press(view: BoardView, uid: str) -> QMouseEvent:
    """A left-button press on ``uid``'s counter, as Qt delivers it; the release that
    ends it is returned."""
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QMouseEvent

    scene = view.board_scene
    assert scene is not None  # the bench presses on a game's board
    item = scene.counters[uid]
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    local = QPointF(pos)
    glob = QPointF(view.viewport().mapToGlobal(QPoint(pos.x(), pos.y())))
    press = QMouseEvent(QMouseEvent.Type.MouseButtonPress, local, glob, Qt.MouseButton.LeftButton,
                        Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    view.mousePressEvent(press)
    release = QMouseEvent(QMouseEvent.Type.MouseButtonRelease, local, glob,
                          Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton,
                          Qt.KeyboardModifier.NoModifier)
    return release


def _ms(t: float) -> float:
    return (clock() - t) * 1000


def run_ui_bench(scenario, seed: int = 1, repeats: int = 20) -> dict:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QImage, QPainter

    from qtwargame.engine.actions import Move
    from qtwargame.engine.game import Game
    from qtwargame.engine.history import History
    from qtwargame.ui.app import application
    from qtwargame.ui.board_scene import BoardScene
    from qtwargame.ui.main_window import MainWindow
    from qtwargame.ui.names import Names
    from qtwargame.ui.tools.move_tool import MoveTool

    app = application()
    game = Game(scenario)
    history, _ = random_history(game, seed)
    points = phase_points(history)
    state = points[0].state if points else history.state
    names = Names(game, "en")

    build = []
    for _ in range(max(repeats // 4, 3)):
        t = clock()
        scene = BoardScene(game, names)
        scene.set_state(state)
        img = QImage(VIEW_W, VIEW_H, QImage.Format.Format_ARGB32_Premultiplied)
        p = QPainter(img)
        scene.render(p)
        p.end()
        build.append(_ms(t))

    window = MainWindow()
    window.resize(VIEW_W + 640, VIEW_H + 300)
    window.show()
    app.processEvents()
    view = window.view
    c = window.controller
    result: dict = {"scene_build_ms": _stats(build), "phases": {}}
    for point in points:
        after: list[float] = []
        first: list[float] = []
        later: list[float] = []
        unindexed: list[float] = []
        rounds = max(repeats // 4, 3)
        for r in range(rounds):
            g = Game(scenario)  # the rules' memos as after loading: the honest first question
            c.adopt(History(g, point.before, []), seed)
            app.processEvents()
            gc.collect()  # the bench's own garbage (whole games kept) is no player's
            t = clock()
            c.submit(point.action)
            view.viewport().repaint()
            after.append(_ms(t))
            tool = view.tool
            if not isinstance(tool, MoveTool):
                break
            now, board = c.state, view.board_scene
            assert now is not None and board is not None  # a game was adopted just above
            movers = [u for u in point.movers if any(
                isinstance(a, Move) for a in game.legal_actions_for(now, unit=u))]
            if not movers:
                break
            for i, uid in enumerate(movers[:max(repeats // rounds, 2)] if r == 0 else movers[:1]):
                view.centerOn(board.counters[uid])
                board.bring_to_top(uid)
                app.processEvents()
                t = clock()
                release = _press(view, uid)
                view.viewport().repaint()
                (first if i == 0 else later).append(_ms(t))
                if tool.unit != uid or not tool.destinations:
                    raise RuntimeError(f"the press on {uid} did not pick it up")
                view.mouseReleaseEvent(release)
                tool.cancel()
                app.processEvents()
            uid = movers[r % len(movers)]
            c._legal = None  # the pick-up is the first question asked of this state
            view.centerOn(board.counters[uid])
            app.processEvents()
            t = clock()
            release = _press(view, uid)
            view.viewport().repaint()
            unindexed.append(_ms(t))
            view.mouseReleaseEvent(release)
            tool.cancel()
        if not first:
            continue
        result["phases"][point.label] = {
            "action_to_paint_ms": _stats(after),
            "pickup_first_ms": _stats(first),
            "pickup_ms": _stats(later or first),
            "pickup_unindexed_ms": _stats(unindexed),
        }

    with tempfile.TemporaryDirectory() as tmp:
        path = save_whole_game(lambda: Game(scenario), seed, Path(tmp))
        opened = []
        for _ in range(3):
            gc.collect()
            t = clock()
            window.open_path(path)
            view.viewport().repaint()
            opened.append(_ms(t) / 1000)
        result["open_save_to_paint_s"] = _stats(opened)

    view.resetTransform()
    bar = view.horizontalScrollBar()
    pan = []
    for i in range(repeats * 2):
        bar.setValue(bar.minimum() + (i * 40) % max(bar.maximum() - bar.minimum(), 1))
        t = clock()
        view.viewport().repaint()
        pan.append(_ms(t))
    result["pan_frame_ms"] = _stats(pan)
    window.close()
    return result
