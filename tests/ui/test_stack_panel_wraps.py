"""The Stack panel shows each unit's lines whole in the dock's default width (session 91,
Blitzkrieg to Moscow 2 in Japanese at 1,366 x 768): 「戦車軍、ドイツ軍: 7-4-4(残りステップ2」
was cut at the dock's edge above a sideways scroll bar."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from tests.ui import bundled

from .conftest import start


def test_the_japanese_stack_lines_wrap_to_the_dock(window, qtbot):
    window.set_language("ja")
    window.resize(1366, 768)
    c = start(window, bundled.scenario("blitzkrieg_moscow_2"))
    window.resizeDocks([window.docks["overview"], window.docks["combat"]], [290, 360],
                       Qt.Orientation.Horizontal)
    h = max((u.hex for u in c.state.units.values() if u.hex is not None),
            key=lambda x: len(c.state.units_at(x)))
    window.on_hex_selected(h)
    QApplication.processEvents()
    panel = window.inspector
    view = panel.list
    assert view.count() == len(c.state.units_at(h)) >= 2
    assert view.horizontalScrollBar().maximum() == 0
    width = view.viewport().width()
    metrics = QFontMetrics(view.font())
    for i in range(view.count()):
        item = view.item(i)
        rect = view.visualItemRect(item)
        assert rect.right() <= width
        # tall enough for its text wrapped beside the icon
        room = rect.width() - view.iconSize().width() - 12
        text = item.text()
        laid = metrics.boundingRect(0, 0, room, 10_000, Qt.TextFlag.TextWordWrap, text)
        assert rect.height() >= laid.height(), (text, rect.height(), laid.height())
