"""The editor window fits a laptop's screen (1,366 × 768) and a 1,920 × 1,080 one with every
bundled scenario: no panel forces its size, panels scroll inside their docks, and on a
short screen the panels of each side share their place as tabs."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt

from qtwargame.editor import app, window_layout
from qtwargame.scenario.catalog import bundled

SCREENS = [(1366, 768), (1920, 1080)]


def _window(qtbot, tmp_path, monkeypatch, scenario, screen):
    from qtwargame.editor.editor_window import EditorWindow

    monkeypatch.setattr(window_layout, "free_area", lambda _w: QRect(0, 0, *screen))
    window = EditorWindow(app.document_for(scenario), "en", autosave_dir=tmp_path / "autosave")
    window.ask_before_closing = False
    qtbot.addWidget(window)
    return window


@pytest.mark.parametrize("scenario", [e.id for e in bundled()])
def test_no_panel_forces_the_window_beyond_a_laptop_screen(qtbot, tmp_path, monkeypatch, scenario):
    window = _window(qtbot, tmp_path, monkeypatch, scenario, SCREENS[0])
    window.show()
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    assert least.width() <= 1366 and least.height() <= 768 - window_layout.FRAME_ROOM
    qtbot.waitExposed(window)
    tools = window.docks["tools"].widget()
    assert tools.horizontalScrollBar().maximum() == 0  # no page of the tool options is wider


@pytest.mark.parametrize("screen", SCREENS)
def test_the_window_opens_within_the_screen_with_no_panel_over_another(
        qtbot, tmp_path, monkeypatch, screen):
    window = _window(qtbot, tmp_path, monkeypatch, "defiant_russia", screen)
    window.show()
    qtbot.waitExposed(window)
    assert (window.width(), window.height()) == (min(1600, screen[0]),
                                                 min(1000, screen[1] - window_layout.FRAME_ROOM))
    shown = [d for d in window.docks.values() if d.isVisible() and not d.visibleRegion().isEmpty()]
    for i, a in enumerate(shown):
        assert window.rect().contains(a.geometry())
        for b in shown[i + 1:]:
            assert not a.geometry().intersects(b.geometry()), (a.objectName(), b.objectName())
    assert window.view.width() >= 600 and window.view.height() >= 300


def test_on_a_short_screen_each_sides_panels_are_tabs_and_a_long_panel_scrolls(
        qtbot, tmp_path, monkeypatch):
    window = _window(qtbot, tmp_path, monkeypatch, "defiant_russia", SCREENS[0])
    window.show()
    qtbot.waitExposed(window)
    docks = window.docks
    assert window.tabifiedDockWidgets(docks["properties"]) == [docks["layers"]]
    assert window.tabifiedDockWidgets(docks["tools"]) == [docks["oob"]]
    scroller = docks["properties"].widget()
    assert scroller.widget() is window.properties
    assert window.properties.height() >= window.properties.minimumSizeHint().height()
    assert scroller.verticalScrollBar().maximum() == max(
        0, window.properties.height() - scroller.viewport().height())


def test_on_a_tall_screen_the_panels_stand_side_by_side(qtbot, tmp_path, monkeypatch):
    window = _window(qtbot, tmp_path, monkeypatch, "defiant_russia", SCREENS[1])
    assert window.tabifiedDockWidgets(window.docks["properties"]) == []


@pytest.mark.parametrize("scenario", ["defiant_russia", "shin_barbarossa"])
def test_a_city_hex_shows_in_the_hex_panel_without_a_sideways_scroll(
        qtbot, tmp_path, monkeypatch, scenario):
    """Session 90 by hand: on a laptop screen a city's hex (Eastford / イーストフォード
    (City, 3 VP)) widened the Hex panel past its dock: its Edit button lay out of sight to the
    right, and the terrain and control drop-downs lost their arrows, until one scrolled
    sideways. The longest city line of each map is shown."""
    window = _window(qtbot, tmp_path, monkeypatch, scenario, SCREENS[0])
    window.show()
    qtbot.waitExposed(window)
    panel = window.properties.hex
    longest = max(window.doc.scenario.map.cities, key=lambda c: len(_city_line(c)))
    window.select_hex(longest.hex)
    qtbot.waitUntil(lambda: panel.city.text() != "")
    scroller = window.docks["properties"].widget()
    label = panel.city  # the whole line shows, wrapped if need be

    def room() -> tuple:
        need = label.fontMetrics().boundingRect(QRect(0, 0, label.width(), 1000),
                                                Qt.TextFlag.TextWordWrap, label.text())
        return label.text(), need.width() <= label.width(), need.height() <= label.height()

    for _ in range(3):  # the layouts settle
        qtbot.wait(10)
    assert room() == (label.text(), True, True), (label.size(), label.sizeHint())
    assert scroller.horizontalScrollBar().maximum() == 0
    right = panel.city_button.mapTo(scroller.viewport(), panel.city_button.rect().topRight()).x()
    assert right < scroller.viewport().width()


def _city_line(city) -> str:
    return f"{city.name.en} / {city.name.ja} ({city.kind}, {city.vp} VP)"
