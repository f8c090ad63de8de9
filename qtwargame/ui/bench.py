"""UI figures for ``qtwargame bench --ui``: building the board, showing a picked-up unit's
destinations, and drawing one frame while panning."""

from __future__ import annotations

import os
import time

from qtwargame.bench import _stats, midgame_state

VIEW_W, VIEW_H = 1200, 800


def run_ui_bench(scenario, seed: int = 1, repeats: int = 20) -> dict:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QImage, QPainter

    from qtwargame.engine.game import Game
    from qtwargame.engine.history import History
    from qtwargame.ui.app import application
    from qtwargame.ui.board_scene import BoardScene
    from qtwargame.ui.main_window import MainWindow
    from qtwargame.ui.names import Names
    from qtwargame.ui.tools.move_tool import MoveTool

    app = application()
    game = Game(scenario)
    state, movers = midgame_state(game, seed)
    names = Names(game, "en")

    build = []
    for _ in range(max(repeats // 4, 3)):
        t = time.perf_counter()
        scene = BoardScene(game, names)
        scene.set_state(state)
        img = QImage(VIEW_W, VIEW_H, QImage.Format.Format_ARGB32_Premultiplied)
        p = QPainter(img)
        scene.render(p)
        p.end()
        build.append((time.perf_counter() - t) * 1000)

    window = MainWindow()
    history = History(game, state, [])
    window.controller.adopt(history, seed)
    window.resize(VIEW_W + 640, VIEW_H + 300)
    window.show()
    app.processEvents()
    view = window.view
    tool = view.tool
    destinations = []
    for i in range(repeats):
        uid = movers[i % len(movers)]
        t = time.perf_counter()
        window.controller._legal = None
        if isinstance(tool, MoveTool):
            tool.pick(uid)
        else:
            window.controller.legal().destinations(uid, "normal")
            game.ruleset.reachable(game, state, uid)
        destinations.append((time.perf_counter() - t) * 1000)

    view.resetTransform()
    bar = view.horizontalScrollBar()
    pan = []
    for i in range(repeats * 2):
        bar.setValue(bar.minimum() + (i * 40) % max(bar.maximum() - bar.minimum(), 1))
        t = time.perf_counter()
        view.viewport().grab()
        pan.append((time.perf_counter() - t) * 1000)
    window.close()
    return {
        "scene_build_ms": _stats(build),
        "legal_destinations_ms": _stats(destinations),
        "pan_frame_ms": _stats(pan),
    }
