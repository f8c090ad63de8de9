"""The bottom panels at a laptop's size: the rules data form opened as a strip one field
tall (about 45 pixels of form at 1,366 × 768); it now opens at a share of the window, and
each bottom panel keeps the height the designer gives it when another tab is raised."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QTabBar

from qtwargame.editor import app, window_layout


def _window(qtbot, tmp_path, monkeypatch):
    from qtwargame.editor.editor_window import EditorWindow

    monkeypatch.setattr(window_layout, "free_area", lambda _w: QRect(0, 0, 1366, 768))
    w = EditorWindow(app.document_for("defiant_russia"), "en", autosave_dir=tmp_path / "autosave")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def _click_tab(w, title: str) -> None:
    bar = next(b for b in w.findChildren(QTabBar)
               if title in [b.tabText(i) for i in range(b.count())] and b.isVisible())
    i = [bar.tabText(i) for i in range(bar.count())].index(title)
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(i).center())


def _drag(w, start: QPoint, dy: int) -> None:
    """A press on the window's separator, moves with the button held, a release (through
    the window, as the platform sends them)."""
    left = Qt.MouseButton.LeftButton
    handle = w.windowHandle()
    QTest.mouseMove(handle, start)
    QTest.mousePress(handle, left, Qt.KeyboardModifier.NoModifier, start)
    for step in (dy // 3, 2 * dy // 3, dy):
        QTest.mouseMove(handle, start + QPoint(0, step))
    QTest.mouseRelease(handle, left, Qt.KeyboardModifier.NoModifier, start + QPoint(0, dy))


def test_the_rules_data_panel_opens_tall_and_keeps_the_height_given_it(qtbot, tmp_path, monkeypatch):
    w = _window(qtbot, tmp_path, monkeypatch)
    dock = w.docks["rules_data"]
    strip = w.docks["validation"].height()
    assert strip < 200  # the laptop's strip of problems
    _click_tab(w, "Rules Data")
    # the form is built after the tab shows: on a loaded machine that took over 5 s
    qtbot.waitUntil(lambda: dock.isVisible() and dock.height() > strip, timeout=60_000)
    assert dock.height() == round(w.height() * 0.45)
    form = w.rules_data.form_area
    assert form.viewport().height() > 200  # several fields, not one
    assert w.view.height() >= 200 and w.docks["tools"].height() >= 200  # the map and the sides
    # the designer drags the panel's top edge 60 pixels down
    edge = QPoint(w.width() // 2, dock.geometry().top() - 2)
    given = dock.height() - 60
    _drag(w, edge, 60)
    qtbot.waitUntil(lambda: dock.height() == given)
    # the problems come back at their own height, the form at the one given it
    _click_tab(w, "Validation")
    qtbot.waitUntil(lambda: w.docks["validation"].height() == strip)
    _click_tab(w, "Rules Data")
    qtbot.waitUntil(lambda: dock.isVisible() and dock.height() == given)
    assert w.panel_heights == {"validation": strip, "rules_data": given}


def test_the_turns_tables_and_cards_panels_open_tall_too(qtbot, tmp_path, monkeypatch):
    # Session 92 by hand at 1,366 × 768: Turns and Reinforcements opened as the problems'
    # strip, its tables' headers and not one turn; Tables showed two rows of the CRT.
    w = _window(qtbot, tmp_path, monkeypatch)
    strip = w.docks["validation"].height()
    for title, key in (("Turns and Reinforcements", "turns"), ("Tables", "tables"),
                       ("Cards", "cards")):
        dock = w.docks[key]
        _click_tab(w, title)
        qtbot.waitUntil(lambda d=dock: d.isVisible() and d.height() > strip)
        assert dock.height() == round(w.height() * 0.45)
        assert w.view.height() >= 200
    turns = w.turns.turns.table
    assert turns.viewport().height() >= 4 * turns.verticalHeader().defaultSectionSize()
    crt = w.tables.grid
    assert crt.viewport().height() >= 4 * crt.verticalHeader().defaultSectionSize()
