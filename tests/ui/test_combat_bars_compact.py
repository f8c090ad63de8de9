"""The Combat panel's outcome bars are a line of text high, so a short dock shows more of
the preview above them (session 92 by hand at 1,366 x 768: about three lines of detail
over three bars of the style's 26 pixels each)."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from .test_no_ids import GOLDEN


def test_the_outcome_bars_are_a_line_high_and_close_together(window):
    assert window.open_path(GOLDEN / "blitzkrieg_moscow_2-7-at-defence.qtwsave")
    QApplication.processEvents()
    bars = window.combat._bars
    assert [b.format() for b in bars] == ["no effect: 67%", "DL: 17%", "DR: 17%"]
    line = QFontMetrics(bars[0].font()).height()
    assert all(b.height() == line + 4 for b in bars), [b.height() for b in bars]
    assert bars[1].y() - bars[0].y() == line + 4 + 2
