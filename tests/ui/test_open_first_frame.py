"""Opening at once, fourth round (issue 48 item 5, issue 50 item 9): work the board's first
frame does not show waits until that frame is painted (``docs/performance.md``)."""

from __future__ import annotations

import sys

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QSize

import qtwargame.ui  # noqa: F401  (keeps None alive under PySide6 6.12 on Python 3.11)
from qtwargame.ui import pyside_scan

from .conftest import start


def test_the_overview_map_waits_for_the_boards_first_frame(window, river, qtbot):
    window.start_game(river, {}, 1, ())
    minimap = window.minimap
    minimap._timer.timeout.emit()  # the overview's timer runs out before the board is painted
    assert minimap.image is None
    window.view.viewport().repaint()  # the board's first frame
    qtbot.waitUntil(lambda: minimap.image is not None, timeout=5000)
    # later changes of the same board are drawn when the timer runs out, as before
    minimap.image = None
    minimap._timer.timeout.emit()
    assert minimap.image is not None


def test_the_overview_map_of_a_second_game_waits_for_its_own_first_frame(window, river, qtbot):
    start(window, river)
    window.view.viewport().repaint()
    qtbot.waitUntil(lambda: window.minimap.image is not None, timeout=5000)
    window.start_game(river, {}, 2, ())
    window.minimap.image = None
    window.minimap._timer.timeout.emit()
    assert window.minimap.image is None
    window.view.viewport().repaint()
    qtbot.waitUntil(lambda: window.minimap.image is not None, timeout=5000)


def test_pysides_look_at_each_import_gives_its_own_answer_for_every_loaded_module():
    feature = sys.modules[pyside_scan.FEATURE_MODULE]
    quick = getattr(feature, pyside_scan.SCAN_FUNCTION)
    assert getattr(quick, "quickened", False)  # installed by importing qtwargame.ui
    original = quick.__closure__[0].cell_contents
    assert not getattr(original, "quickened", False)
    modules = [m for name, m in sorted(sys.modules.items()) if m is not None]
    answers = {m.__name__: quick(m) for m in modules}
    assert answers == {m.__name__: original(m) for m in modules}
    assert answers["qtwargame.ui.main_window"] is True  # it imports PySide6
    assert answers["qtwargame.engine.game"] is False
    assert answers["sys"] is False  # built in: asked of PySide6's own function
    assert pyside_scan.quicken() is True  # a second call keeps the one in place
    assert getattr(feature, pyside_scan.SCAN_FUNCTION) is quick


def test_the_turn_track_measures_its_text_once_a_game_and_again_in_another_language(
        window, river, monkeypatch):
    from qtwargame.ui import turn_track

    start(window, river)
    strip = window.turn_track.strip
    english = strip.box_size()
    measured: list[str] = []
    real = turn_track.split_label
    monkeypatch.setattr(turn_track, "split_label",
                        lambda text, *a, **k: measured.append(text) or real(text, *a, **k))
    strip.repaint()
    window.turn_track.refresh()
    assert strip.box_size() == english
    assert measured == []  # measured when the game started, not at every paint and refresh
    window.set_language("ja")
    japanese = strip.box_size()
    assert measured != []  # new names: measured again
    assert japanese == strip._box_size()  # the same as measuring afresh
    assert strip.date_lines(river.turns[0]) == real(
        river.turns[0].date.get("ja"), strip.fontMetrics(), turn_track.BOX_W - 2 * turn_track.PAD)


def test_the_reinforcements_list_draws_only_the_counters_it_shows(window, qtbot):
    from PySide6.QtGui import QIcon

    from qtwargame.scenario.catalog import load
    from qtwargame.ui import counter_painter
    from qtwargame.ui.pool_panel import ICON

    counter_painter._drawn.clear()
    window.start_game(load("defiant_russia"), {}, 1, ())
    ready = window.pool.ready
    ready.repaint()
    units = window.pool.ready_units()
    drawn = [k for k in counter_painter._drawn if k[1] == ICON]
    assert len(units) == 28 and 0 < len(drawn) < 10  # the few in view, not all 28
    # an icon is the counter counter_pixmap draws, whenever it is asked for (a drag)
    last = ready.item(ready.count() - 1)
    look = counter_painter.look_for(window.controller.game, units[-1], 0)
    ratio = window.pool.devicePixelRatioF()
    assert last.icon().pixmap(ICON, ICON).toImage() == counter_painter.counter_pixmap(
        look, ICON, ratio).toImage()
    assert last.icon().actualSize(QSize(ICON, ICON)) == QSize(ICON, ICON)
    assert last.icon().actualSize(QSize(20, 20)) == QSize(20, 20)
    disabled = last.icon().pixmap(QSize(ICON, ICON), QIcon.Mode.Disabled).toImage()
    assert disabled != counter_painter.counter_pixmap(look, ICON, ratio).toImage()  # greyed


@pytest.fixture
def collections():
    """Each run of the garbage collector, as (generation), while the test runs; the
    collector is on again afterwards whatever the test did."""
    import gc

    runs: list[int] = []

    def counted(phase, info):
        if phase == "start":
            runs.append(info["generation"])

    gc.callbacks.append(counted)
    yield runs
    gc.callbacks.remove(counted)
    gc.enable()


def test_the_garbage_collector_waits_for_the_boards_first_frame(window, qtbot, collections):
    import gc

    from PySide6.QtCore import QEvent, QObject

    from qtwargame.scenario.catalog import load

    class Frame(QObject):
        """The collector's runs when the board view's first paint of the game begins."""
        seen: list[tuple[int, bool]] = []

        def eventFilter(self, watched, event) -> bool:
            if event.type() == QEvent.Type.Paint and not self.seen:
                self.seen.append((len(collections), gc.isenabled()))
            return False

    qtbot.waitUntil(lambda: not window.collector.held, timeout=5000)  # the window's own frame
    assert gc.isenabled()
    frame = Frame()
    window.view.viewport().installEventFilter(frame)
    scenario = load("blitzkrieg_moscow_2")
    collections.clear()
    window.start_game(scenario, {}, 3, ())
    assert not gc.isenabled() and window.collector.held  # paused while the game is built ...
    assert window.view.board_scene is not None
    qtbot.waitUntil(lambda: frame.seen != [], timeout=5000)
    assert frame.seen == [(0, False)]  # ... and not one run before the first frame
    qtbot.waitUntil(lambda: not window.collector.held, timeout=5000)
    assert gc.isenabled()  # on again once it is painted
    window.view.viewport().removeEventFilter(frame)
    gc.collect(0)
    assert collections[-1] == 0  # and it runs as before


def test_a_collector_turned_off_by_something_else_stays_off(window, river, qtbot, collections):
    import gc

    qtbot.waitUntil(lambda: not window.collector.held, timeout=5000)  # the window's own frame
    gc.disable()
    start(window, river)
    assert not window.collector.held
    window.view.viewport().repaint()
    qtbot.wait(20)
    assert not gc.isenabled()


def test_the_collector_waits_no_longer_than_its_limit_for_a_frame(qapp, qtbot, collections, monkeypatch):
    import gc

    from PySide6.QtWidgets import QWidget

    from qtwargame.ui import collector_pause

    monkeypatch.setattr(collector_pause, "LONGEST_MS", 30)
    hidden = QWidget()  # never shown: never painted
    pause = collector_pause.CollectorPause(hidden)
    pause.hold()
    assert not gc.isenabled() and pause.held
    pause.hold()  # a second hold changes nothing
    qtbot.waitUntil(gc.isenabled, timeout=5000)
    # a window closed before its first frame: the limit still ends the pause
    pause = collector_pause.CollectorPause(QWidget())
    pause.hold()
    assert not gc.isenabled()
    pause.viewport.deleteLater()
    qtbot.waitUntil(gc.isenabled, timeout=5000)
    hidden.deleteLater()


def test_the_layers_find_the_hexes_in_view_as_qt_does_and_follow_the_layout(window, river):
    import random
    from dataclasses import replace

    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from qtwargame.engine.hexgrid import Orientation
    from qtwargame.ui.layout import Layout

    start(window, river)
    scene = window.view.board_scene
    layer, cities = scene.hex_labels, scene.game.board.cities
    lay = layer.layout
    near = lay.center(sorted(cities)[0])

    def by_qt(rect, hexes):
        grown = rect.adjusted(-lay.size, -lay.size, lay.size, lay.size)
        return [h for h in hexes if grown.contains(lay.center(h))]

    rects = [QRectF(near.x() + lay.size, near.y() - 5, 30, 10),  # a centre exactly on the left edge
             QRectF(near.x() - 30 - lay.size, near.y() - 5, 30, 10)]  # ... and on the right edge
    rng = random.Random(5)
    rects += [QRectF(rng.uniform(-50, 900), rng.uniform(-50, 900), rng.uniform(1, 400), rng.uniform(1, 400))
              for _ in range(40)]
    option = QStyleOptionGraphicsItem()
    found = 0
    for rect in rects:
        option.exposedRect = rect
        assert layer.visible_hexes(option, layer._hexes) == by_qt(rect, layer._hexes)
        assert layer.visible_hexes(option, cities) == by_qt(rect, cities)
        found += len(layer.visible_hexes(option, cities))
    assert found > 0
    option.exposedRect = rects[0]
    assert sorted(cities)[0] in layer.visible_hexes(option, cities)
    for grid in (lay.grid, replace(lay.grid, orientation=Orientation.POINTY)):  # both shapes
        other = Layout(grid, 37.3, QPointF(12.7, -3.1))
        assert other.centres(layer._hexes) == [(h, other.center(h).x(), other.center(h).y())
                                              for h in layer._hexes]
    lay.origin = QPointF(lay.origin.x() + 500, lay.origin.y())  # the layout moved: found again
    assert sorted(cities)[0] not in layer.visible_hexes(option, cities)
    assert layer.visible_hexes(option, cities) == by_qt(rects[0], cities)


def test_a_save_opened_over_a_game_is_replayed_with_the_collector_on(window, river, qtbot, collections):
    import gc
    from pathlib import Path

    save = Path(__file__).resolve().parents[1] / "data" / "golden" / "river_crossing-3-at-advance.qtwsave"
    start(window, river)
    qtbot.waitUntil(lambda: not window.collector.held, timeout=5000)
    ran: list[bool] = []
    real = window.controller.load
    window.controller.load = lambda path: ran.append(gc.isenabled()) or real(path)
    assert window.open_path(save)  # Game > Open: the whole replay before the frame
    assert ran == [True] and not window.collector.held and gc.isenabled()
