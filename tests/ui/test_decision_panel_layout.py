"""The Decision panel fits its dock (issue 48, item 3): answers wrap to the panel's width,
nothing scrolls sideways, and one die reads "1 die"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Attack

from .dr_positions import romanians_at_minsk


def test_answers_wrap_to_a_narrow_decision_panel_and_one_die_is_one_die(window, qtbot):
    window.resize(1366, 768)
    c = romanians_at_minsk(window)
    game = c.game
    opening = Attack("axis", ("rom_inf_3",), game.hex("3308"))
    assert opening in c.legal().attacks
    assert c.submit(opening)  # the opening alone: the rest is asked in the Decision panel
    window.docks["decision"].raise_()
    window.resizeDocks([window.docks["decision"]], [230], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    panel = window.decision
    texts = [b.text() for b in panel.buttons]
    resolve = next(t for t in texts if t.startswith("Resolve the attack\n"))
    assert resolve.split("\n")[1].startswith("1 die against 3; ")
    width = panel.answers_area.viewport().width()
    assert width <= 380
    for b in panel.buttons:
        assert b.geometry().right() < width and b.height() >= b.heightForWidth(b.width())
    # A click on an answer leaves the panel where it was: no sideways scroll.
    qtbot.mouseClick(panel.buttons[0], Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    bar = panel.answers_area.horizontalScrollBar()
    assert (bar.maximum(), bar.value()) == (0, 0)
    for b in panel.buttons:
        assert b.geometry().right() < panel.answers_area.viewport().width()
