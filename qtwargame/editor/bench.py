"""Benchmark of the editor: how long one hex of a brush stroke takes to reach the screen.

``run_editor_bench(scenario)`` opens an editor window offscreen, shows the whole map, and
drags the terrain brush across up to 100 hexes, one mouse move per hex. Each sample is
the time from the mouse event to the end of the repaint it causes (the command, the
document's signal, the terrain layer invalidating that hex, the view painting it).
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time

from PySide6.QtCore import Qt


def run_editor_bench(scenario, hexes: int = 100) -> dict:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from qtwargame.editor.document import EditorDocument
    from qtwargame.editor.editor_window import EditorWindow
    from qtwargame.ui.app import application

    app = application()
    with tempfile.TemporaryDirectory() as tmp:
        doc = EditorDocument(scenario.model_copy(deep=True))
        window = EditorWindow(doc, "en", autosave_dir=tmp)
        window.ask_before_closing = False
        window.resize(1600, 1000)
        window.show()
        app.processEvents()
        window.view.fit()
        app.processEvents()
        path = _stroke_path(doc, hexes)
        # The terrain fewest of the stroke's hexes have, so nearly every dab changes a hex.
        on_path = [doc.scenario.map.hexes[doc.label_at[h]] for h in path]
        terrain = min((t.id for t in doc.scenario.terrain), key=on_path.count)
        window.settings.set("terrain", terrain)
        brush = window.tools["brush"]
        window.set_tool("brush")
        view = window.view
        samples = []
        left = Qt.MouseButton.LeftButton
        brush.press(view.map_event(window.scene.layout.center(path[0]), left, left))
        app.processEvents()
        for h in path[1:]:
            t0 = time.perf_counter()
            brush.move(view.map_event(window.scene.layout.center(h), Qt.MouseButton.NoButton, left))
            app.processEvents()
            samples.append((time.perf_counter() - t0) * 1000.0)
        brush.release(view.map_event(window.scene.layout.center(path[-1]), left))
        steps = doc.undo_stack.count()
        changed = sum(1 for h in path if h in doc.label_at
                      and doc.scenario.map.hexes.get(doc.label_at[h]) == terrain)
        window.close()
        window.deleteLater()
        app.processEvents()
    samples.sort()
    return {
        "brush_hex_update_ms": {
            "median": round(statistics.median(samples), 3) if samples else 0.0,
            "p95": round(samples[min(len(samples) - 1, int(len(samples) * 0.95))], 3)
            if samples else 0.0,
        },
        "hexes": len(samples),
        "hexes_changed": changed,
        "undo_steps": steps,
        "map_hexes": len(scenario.map.hexes),
    }


def _stroke_path(doc, n: int) -> list:
    """Up to ``n`` on-map hexes in a snake across the map, each next to the one before."""
    hexes = sorted(doc.label_at, key=lambda h: (doc.grid.to_offset(h).row, doc.grid.to_offset(h).col))
    rows: dict[int, list] = {}
    for h in hexes:
        rows.setdefault(doc.grid.to_offset(h).row, []).append(h)
    path: list = []
    for i, row in enumerate(rows[r] for r in sorted(rows)):
        row = sorted(row, key=lambda h: doc.grid.to_offset(h).col, reverse=bool(i % 2))
        for h in row:
            if not path or path[-1].distance(h) == 1 or path[-1].distance(h) <= 2:
                path.append(h)
            if len(path) >= n + 1:
                return path
    return path
