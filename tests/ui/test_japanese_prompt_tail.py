"""A Japanese question in the Decision panel keeps its last characters together (session
91 by hand at 1,366 x 768: 「…プレイします」 / 「か？」, the question's end alone on its
last line). Japanese breaks between any two characters; the question's last five stay
on one line at any width of the dock."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication

from qtwargame.ui.combat_panel import WORD_JOINER
from tests.conftest import SCENARIOS
from tests.ui import golden_loads

GOLDEN = SCENARIOS.parent / "tests" / "data" / "golden"


def _lines(label, width: int) -> list[str]:
    """The lines the label's text is laid out in at ``width`` pixels, as a word-wrapped
    label breaks them."""
    text = label.text()
    layout = QTextLayout(text, label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    lines = []
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        lines.append(text[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return lines


def test_a_japanese_question_never_ends_in_a_lone_short_line(window, qtbot):
    window.set_language("ja")
    window.resize(1366, 768)
    window.resizeDocks([window.docks["overview"], window.docks["combat"]], [290, 360],
                       Qt.Orientation.Horizontal)
    with pytest.MonkeyPatch.context() as mp:
        golden_loads.install(mp)
        assert window.open_path(GOLDEN / "blitzkrieg_moscow_2-7-at-combat_card.qtwsave")
    QApplication.processEvents()
    prompt = window.decision.prompt
    text = prompt.text().replace(WORD_JOINER, "")
    assert text.endswith("か？"), text
    shortest = min(
        (len(lines[-1].replace(WORD_JOINER, "").strip()), width)
        for width in range(120, 700, 2)
        if len(lines := _lines(prompt, width)) > 1)
    assert shortest[0] >= 5, shortest
