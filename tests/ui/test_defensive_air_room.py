"""Shin Barbarossa's defensive air question at 1,366 x 768 (session 92 in the real window):
its answers took every pixel the results tables and the log could give and still hid the
last line of "No air unit" under a scroll bar. In Japanese at 340 pixels wide the answers,
measured before the window laid them out, were given one pixel less than they needed,
with three to spare under them; in English at the 378 pixels the window gives the dock the
docks under it had nothing more to give, and the list was three short. The list, laid
out, now takes what is left; and the panel's frame and gaps leave the answers that room
(the English case is seen in the window only: the test window's dock is 388 wide)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.ui import golden_loads
from tests.ui.test_decision_room import GOLDEN

from .conftest import laptop_window


@pytest.mark.parametrize(("lang", "width"), [("en", 378), ("ja", 340)])
def test_the_defensive_air_answers_show_whole_at_768_rows(qtbot, autosaver, lang, width):
    with laptop_window(qtbot, autosaver, lang, (290, width)) as w:
        QApplication.processEvents()
        with pytest.MonkeyPatch.context() as mp:
            golden_loads.install(mp)
            assert w.open_path(GOLDEN / "shin_barbarossa-61-at-defensive_air.qtwsave")
        for _ in range(3):
            qtbot.wait(10)
        panel = w.decision
        assert len(panel.buttons) == 2 and panel.pass_all.isVisible()
        area = panel.answers_area
        assert area.verticalScrollBar().maximum() == 0
        last = panel.buttons[-1]
        assert last.mapTo(area.viewport(), last.rect().bottomLeft()).y() < area.viewport().height()


def test_the_four_defence_answers_of_blitzkrieg_to_moscow_2_show_whole_at_768_rows(qtbot, autosaver):
    """The active or passive defence question (11.3.2) in Japanese, four answers of three
    lines each with their odds and expected losses: at 0.4 of the window's height the
    fourth was cut under a scroll bar (session 92 at 1,366 x 768); the answers may now take
    0.45 (about 345 pixels), and the docks under them get their heights back afterwards."""
    with laptop_window(qtbot, autosaver, "ja") as w:
        QApplication.processEvents()
        with pytest.MonkeyPatch.context() as mp:
            golden_loads.install(mp)
            assert w.open_path(GOLDEN / "blitzkrieg_moscow_2-7-at-defence.qtwsave")
        for _ in range(3):
            qtbot.wait(10)
        panel = w.decision
        assert len(panel.buttons) == 4
        area = panel.answers_area
        assert area.verticalScrollBar().maximum() == 0
        last = panel.buttons[-1]
        assert last.mapTo(area.viewport(), last.rect().bottomLeft()).y() < area.viewport().height()
