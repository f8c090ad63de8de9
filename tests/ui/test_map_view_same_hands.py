"""The play window's board and the editor's map are one view (``qtwargame.ui.map_view``):
the same wheel, keys, fit and drags give the same scales and scroll positions in both.

Each test runs once on each window's view with the same widget events."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from qtwargame.ui.map_tool import MapTool
from qtwargame.ui.map_view import MAX_ZOOM, MIN_ZOOM, PAN_STEP, ZOOM_STEP

from .conftest import RIVER, start

NO = Qt.KeyboardModifier.NoModifier
LEFT, MIDDLE = Qt.MouseButton.LeftButton, Qt.MouseButton.MiddleButton


@pytest.fixture(params=["play", "editor"])
def view(request, qtbot, tmp_path):
    """A window's map view at zoom 2, centred on the map, with room to scroll every way."""
    if request.param == "play":
        window = request.getfixturevalue("window")
        start(window, request.getfixturevalue("river"))
    else:
        from qtwargame.editor.document import EditorDocument
        from qtwargame.editor.editor_window import EditorWindow
        from qtwargame.editor.scenario_template import load_for_editing

        window = EditorWindow(EditorDocument(load_for_editing(RIVER), RIVER), "en",
                              autosave_dir=tmp_path / "autosave")
        window.ask_before_closing = False
        qtbot.addWidget(window)
        window.resize(1400, 900)
        window.show()
        qtbot.waitExposed(window)
    QApplication.processEvents()  # the editor fits its map once shown
    v = window.view
    v.zoom_by(2.0 / v.zoom)
    v.center_on(v.map_scene().map_bounds().center())
    QApplication.processEvents()
    assert v.zoom == pytest.approx(2.0)
    return v


def _wheel(view, at: QPoint, dy: int, modifiers=NO) -> None:
    QApplication.sendEvent(view.viewport(), QWheelEvent(
        QPointF(at), QPointF(view.viewport().mapToGlobal(at)), QPoint(0, 0), QPoint(0, dy),
        Qt.MouseButton.NoButton, modifiers, Qt.ScrollPhase.NoScrollPhase, False))


def _mouse(view, kind, at: QPoint, button, buttons) -> None:
    QApplication.sendEvent(view.viewport(), QMouseEvent(
        kind, QPointF(at), QPointF(view.viewport().mapToGlobal(at)), button, buttons, NO))


def _drag(view, button, start: QPoint, by: QPoint) -> None:
    _mouse(view, QEvent.Type.MouseButtonPress, start, button, button)
    _mouse(view, QEvent.Type.MouseMove, start + by, Qt.MouseButton.NoButton, button)
    _mouse(view, QEvent.Type.MouseButtonRelease, start + by, button, Qt.MouseButton.NoButton)


def _bars(view) -> tuple[int, int]:
    return view.horizontalScrollBar().value(), view.verticalScrollBar().value()


def test_the_wheel_zooms_one_step_a_notch_around_the_mouse_with_or_without_ctrl(view):
    at = view.viewport().rect().center() + QPoint(120, 70)
    under = view.mapToScene(at)
    _wheel(view, at, 120)
    assert view.zoom == pytest.approx(2.0 * ZOOM_STEP)
    # The map point under the mouse is still under it (to the pixel).
    assert (view.mapToScene(at) - under).manhattanLength() * view.zoom <= 2
    _wheel(view, at, 120, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom == pytest.approx(2.0 * ZOOM_STEP ** 2)
    _wheel(view, at, -240, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom == pytest.approx(2.0)
    assert (view.mapToScene(at) - under).manhattanLength() * view.zoom <= 2
    assert view.follow is None


def test_shift_and_the_wheel_pan_sideways_without_zooming(view):
    x, y = _bars(view)
    _wheel(view, view.viewport().rect().center(), 120, Qt.KeyboardModifier.ShiftModifier)
    assert view.zoom == pytest.approx(2.0)
    assert _bars(view) == (x - PAN_STEP, y)
    _wheel(view, view.viewport().rect().center(), -240, Qt.KeyboardModifier.ShiftModifier)
    assert _bars(view) == (x + PAN_STEP, y)


def test_keys_zoom_a_step_and_pan_a_step(view):
    QTest.keyClick(view, Qt.Key.Key_Plus)
    assert view.zoom == pytest.approx(2.0 * ZOOM_STEP)
    QTest.keyClick(view, Qt.Key.Key_Equal)
    assert view.zoom == pytest.approx(2.0 * ZOOM_STEP ** 2)
    QTest.keyClick(view, Qt.Key.Key_Minus)
    QTest.keyClick(view, Qt.Key.Key_Minus)
    assert view.zoom == pytest.approx(2.0)
    x, y = _bars(view)
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert _bars(view) == (x + PAN_STEP, y + PAN_STEP)
    QTest.keyClick(view, Qt.Key.Key_Left)
    QTest.keyClick(view, Qt.Key.Key_Up)
    assert _bars(view) == (x, y)


def test_zoom_stops_at_the_limits_and_home_fits_the_whole_map_and_keeps_it_fitted(view):
    for _ in range(12):
        QTest.keyClick(view, Qt.Key.Key_Plus)
    assert view.zoom == pytest.approx(MAX_ZOOM)
    QTest.keyClick(view, Qt.Key.Key_Home)
    rect, vp = view.map_scene().map_bounds(), view.maximumViewportSize()
    fit = min((vp.width() - 4) / rect.width(), (vp.height() - 4) / rect.height())
    assert view.zoom == pytest.approx(fit) and view.follow == "fit"
    assert view.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.adjusted(-2, -2, 2, 2).contains(rect)
    # A narrower window refits the map.
    window = view.window()
    window.resize(window.width() - 300, window.height())
    QApplication.processEvents()
    vp = view.maximumViewportSize()
    assert view.zoom == pytest.approx(min((vp.width() - 4) / rect.width(),
                                          (vp.height() - 4) / rect.height()))
    for _ in range(40):
        QTest.keyClick(view, Qt.Key.Key_Minus)
    assert view.zoom == pytest.approx(min(MIN_ZOOM, view.fit_zoom()))
    assert view.follow is None


def test_the_middle_button_and_space_with_the_left_drag_the_map(view, monkeypatch):
    taps = []
    monkeypatch.setattr(view, "run_key", lambda key: taps.append(key) or True)
    at = view.viewport().rect().center()
    x, y = _bars(view)
    _drag(view, MIDDLE, at, QPoint(-40, -30))
    assert _bars(view) == (x + 40, y + 30)
    QTest.keyPress(view, Qt.Key.Key_Space)
    _drag(view, LEFT, at, QPoint(25, 35))
    QTest.keyRelease(view, Qt.Key.Key_Space)
    assert _bars(view) == (x + 15, y - 5)
    assert taps == []  # Space held for a drag is not a tap (the play window's spread-out)
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert taps == [Qt.Key.Key_Space]


def test_a_left_drag_the_tool_does_not_use_pans_and_one_an_editor_tool_claims_does_not(view):
    at = view.viewport().rect().center()
    tool = view.tool
    view.set_tool(MapTool(view))
    x, y = _bars(view)
    _drag(view, LEFT, at, QPoint(-20, 10))
    assert _bars(view) == (x + 20, y - 10)
    claiming = type("Claiming", (MapTool,), {"claims_every_event": True})(view)
    view.set_tool(claiming)
    _drag(view, LEFT, at, QPoint(-20, 10))
    assert _bars(view) == (x + 20, y - 10)
    view.set_tool(tool)
