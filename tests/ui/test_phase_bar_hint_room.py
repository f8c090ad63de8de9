"""The phase bar's instruction gets the blockers' line when nothing blocks the phase."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from qtwargame.scenario.io import load_scenario
from tests.conftest import SCENARIOS

from .conftest import start


def _lines(label, text: str) -> int:
    fm = label.fontMetrics()
    wrapped = fm.boundingRect(QRect(0, 0, label.width(), 10_000), Qt.TextFlag.TextWordWrap, text)
    return wrapped.height() // fm.lineSpacing()


def test_the_hint_reads_whole_on_three_lines_when_nothing_blocks_the_phase(window, qtbot):
    # On a 1,366-pixel window Blitzkrieg to Moscow 2's movement hint (it has special
    # movement) ran to three lines beside the side badge and End Phase and was cut at
    # "… Right-click it for special movement. End…", while the blockers' line under it
    # stood empty. With nothing blocking the phase, the hint takes that line.
    start(window, load_scenario(SCENARIOS / "blitzkrieg_moscow_2.json"))
    bar = window.phase_bar
    qtbot.mouseClick(bar.end, Qt.MouseButton.LeftButton)  # the logistics phase: nothing to do
    qtbot.wait(20)
    assert window.controller.state.phase == "german_movement"
    full = bar.hint.toolTip()
    assert full.startswith("Drag an outlined unit to move it") and full.endswith(".")
    assert "special movement" in full
    # The window's width at which the hint needs three lines (the offscreen font is
    # narrower than a desktop's, and the window's least width varies with its docks).
    width = 1400
    while _lines(bar.hint, full) < 3 and width > 900:
        width -= 10
        window.resize(width, 768)
        QApplication.processEvents()
    assert _lines(bar.hint, full) == 3, (width, bar.hint.width())
    assert bar.hint.text() == full
    assert bar.blockers.isHidden()
    # Something to say on the blockers' line: the hint has its two lines again, cut.
    bar.set_blockers(["The 3rd Panzer Army is over-stacked"])
    assert not bar.blockers.isHidden()
    assert bar.hint.text() != full and bar.hint.text().endswith("…")
    assert full.startswith(bar.hint.text()[:-1].rstrip())
    bar.set_blockers([])
    assert bar.hint.text() == full
